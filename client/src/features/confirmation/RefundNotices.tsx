import { Alert, Text } from '@mantine/core';
import type { BookingStatus, RefundStatus } from '../../__generated__/graphql';
import { formatZar } from '../../lib/money';

/** What the gateway says of the money owed back on a booking (amounts in rand, from the saved booking). */
interface BookingRefund {
  status: BookingStatus;
  refundStatus: RefundStatus | null | undefined;
  refundDue: number;
  refunded: number;
}

/**
 * What a booking's page says about money owed back, as the e-mails and the office say it
 * (docs/product.md "Payments"). A cancelled booking: a payment that could not be taken (too late, or
 * the booking was cancelled) or the payment of a paid booking cancelled will be refunded, or has been;
 * "No payment has been taken" only when none was. A booking kept: a second payment will be refunded, or
 * has been. Nothing for a booking with nothing owed.
 */
export function RefundNotice({ booking }: { booking: BookingRefund }) {
  if (booking.status === 'CANCELLED') return <CancelledNotice {...booking} />;
  if (booking.refundDue > 0) {
    return (
      <Alert color="yellow" role="status" data-testid="refund-notice">
        We received a second payment for this booking: {formatZar(booking.refundDue)} will be refunded in full
        to the card you paid with; we have e-mailed you. Your booking is unchanged and you do not need to do
        anything.
      </Alert>
    );
  }
  if (booking.refunded > 0) {
    return (
      <Text data-testid="refund-notice">
        Your second payment of {formatZar(booking.refunded)} for this booking has been refunded.
      </Text>
    );
  }
  return null;
}

function CancelledNotice({ refundStatus, refundDue, refunded }: BookingRefund) {
  if (refundStatus === 'DUE' || refundDue > 0) {
    return (
      <Alert color="yellow" role="status" data-testid="refund-notice">
        This booking was cancelled. {formatZar(refundDue)} of your payment will be refunded to the card you
        paid with; we have e-mailed you. You do not need to do anything.
      </Alert>
    );
  }
  if (refundStatus === 'REFUNDED' || refunded > 0) {
    return (
      <Text data-testid="refund-notice">
        This booking was cancelled and your payment of {formatZar(refunded)} has been refunded.
      </Text>
    );
  }
  return (
    <Text data-testid="refund-notice">This booking was cancelled. No payment has been taken for it.</Text>
  );
}
