import { isChangeableStatus } from '@greenleaf/shared/booking-status-moves';
import { Alert, Badge, Button, Divider, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import type { BookingStatusPanel_BookingFragment } from '../../__generated__/graphql';
import { formatZar } from '../../lib/money';
import { BookingReschedule } from './BookingReschedule';
import { BookingStatusMoves } from './BookingStatusMoves';
import { awaitingPayment, movedFromLabel } from './seriesDisplay';
import { STATUS_COLORS, STATUS_LABELS } from './statusDisplay';
import type { useBookingOfficeActions } from './useBookingOfficeActions';
import { formatMoment } from '@greenleaf/shared/format/dates';

/** The booking's day, slot, status, refund and money, and what the office can do with them. */
const BookingStatusPanel_booking = graphql(`
  fragment BookingStatusPanel_booking on Booking {
    id
    guidId
    bookingDate
    bookingTime
    status
    allowedMoves
    totalPrice
    paidAt
    refundStatus
    refundDue
    amountPaid
    amountOwed
    heldUntil
    payLater
    movedFrom
  }
`);

type Actions = ReturnType<typeof useBookingOfficeActions>;

/** Date, time (and where it moved from), status with its refund and payment marks, and the money. */
function BookingSummary({
  booking,
  actions,
}: {
  booking: BookingStatusPanel_BookingFragment;
  actions: Actions;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      <div>
        <Text size="sm" c="dimmed">
          Date
        </Text>
        <Text fw={600}>{booking.bookingDate}</Text>
      </div>
      <div>
        <Text size="sm" c="dimmed">
          Time
        </Text>
        <Text fw={600}>{booking.bookingTime}</Text>
        {booking.movedFrom && (
          <Text size="sm" c="dimmed" data-testid="moved-from">
            {movedFromLabel(booking.movedFrom)}
          </Text>
        )}
      </div>
      <div>
        <Text size="sm" c="dimmed">
          Status
        </Text>
        <Badge color={STATUS_COLORS[booking.status]} variant="light" data-testid="booking-status">
          {STATUS_LABELS[booking.status]}
        </Badge>
        {booking.refundStatus && (
          <Badge
            color={booking.refundStatus === 'DUE' ? 'red' : 'gray'}
            variant="light"
            ml="xs"
            data-testid="booking-refund"
          >
            {booking.refundStatus === 'DUE' ? 'Refund due' : 'Refunded'}
          </Badge>
        )}
        {booking.refundDue > 0 && (
          <Text size="sm" c="red.9" data-testid="booking-refund-due">
            {`${formatZar(booking.refundDue)} to refund (see Payment below)`}
          </Text>
        )}
        {awaitingPayment(booking) && (
          <Badge color="orange" variant="light" ml="xs" data-testid="awaiting-payment">
            Awaiting payment
          </Badge>
        )}
        {booking.refundStatus === 'DUE' && (
          <Button
            size="compact-sm"
            variant="outline"
            ml="xs"
            loading={actions.recordingRefund}
            onClick={() => void actions.recordRefund()}
          >
            Mark refunded
          </Button>
        )}
      </div>
      <div>
        <Text size="sm" c="dimmed">
          Total
        </Text>
        <Text fw={700}>{formatZar(booking.totalPrice)}</Text>
        <Text size="sm" data-testid="booking-paid-owed">
          {`Paid ${formatZar(booking.amountPaid)} · Owed ${formatZar(booking.amountOwed)}`}
        </Text>
      </div>
    </SimpleGrid>
  );
}

/** The top panel of the office's booking page: the summary, a held payment link, status moves and rescheduling. */
export function BookingStatusPanel({
  booking: bookingRef,
  actions,
}: {
  booking: FragmentType<typeof BookingStatusPanel_booking>;
  actions: Actions;
}) {
  const booking = useFragment(BookingStatusPanel_booking, bookingRef);
  return (
    <Paper withBorder p="lg" radius="md">
      <BookingSummary booking={booking} actions={actions} />
      {booking.status === 'PENDING' && booking.heldUntil && (
        <Alert color="orange" mt="md" data-testid="payment-link-held">
          <Group justify="space-between">
            <Text size="sm">{`Payment link sent, held until ${formatMoment(booking.heldUntil)}.`}</Text>
            <Button
              size="compact-sm"
              variant="outline"
              loading={actions.resendingLink}
              onClick={() => void actions.resendPaymentLink()}
            >
              Resend payment link
            </Button>
          </Group>
        </Alert>
      )}
      <Divider my="md" />
      <BookingStatusMoves booking={booking} actions={actions} />
      {isChangeableStatus(booking.status) && (
        <>
          <Divider my="md" />
          <BookingReschedule actions={actions} />
        </>
      )}
    </Paper>
  );
}
