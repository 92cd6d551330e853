import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { BookingStatus, OfficeReceivedPaymentInput } from '../../__generated__/graphql';
import { describeFailure } from '../../lib/graphqlErrors';
import {
  AdminMarkRefundedMutation,
  AdminRefundThroughProviderMutation,
  AdminRescheduleBookingMutation,
  AdminResendPaymentLinkMutation,
  AdminSetBookingStatusMutation,
} from './operations';
import { STATUS_LABELS } from './statusDisplay';

/** What the last action on the booking's page said: a success to read, or why it was refused. */
interface OfficeActionMessage {
  kind: 'success' | 'error';
  text: string;
}

/**
 * The office's actions on one booking (move its status, confirm an unpaid one with or without a
 * payment, move it to another day and slot, record its refund as made, send its payment link again), each saying how it went; a refused action fetches the booking again with
 * `refetch`, since someone else may have changed it. Each resolves to whether it was done.
 */
export function useBookingOfficeActions(bookingId: string | null, refetch: () => unknown) {
  const [setStatus, setStatusState] = useMutation(AdminSetBookingStatusMutation);
  const [reschedule, rescheduleState] = useMutation(AdminRescheduleBookingMutation);
  const [markRefunded, markRefundedState] = useMutation(AdminMarkRefundedMutation);
  const [providerRefund, providerRefundState] = useMutation(AdminRefundThroughProviderMutation);
  const [resendLink, resendLinkState] = useMutation(AdminResendPaymentLinkMutation);
  const [message, setMessage] = useState<OfficeActionMessage | null>(null);

  async function run<T>(
    action: (id: string) => Promise<T>,
    success: string | ((result: T) => string),
  ): Promise<boolean> {
    if (!bookingId) return false;
    setMessage(null);
    try {
      const result = await action(bookingId);
      setMessage({ kind: 'success', text: typeof success === 'string' ? success : success(result) });
      return true;
    } catch (failure) {
      setMessage({ kind: 'error', text: describeFailure(failure).message });
      void refetch();
      return false;
    }
  }

  return {
    message,
    clearMessage: () => setMessage(null),
    moving: setStatusState.loading,
    rescheduling: rescheduleState.loading,
    recordingRefund: markRefundedState.loading || providerRefundState.loading,
    resendingLink: resendLinkState.loading,
    /** A status move; a cancel e-mails the customer unless `notifyCustomer` is false, and says which. */
    moveStatus: (status: BookingStatus, options: { notifyCustomer?: boolean } = {}) =>
      run(
        (id) =>
          setStatus({
            variables: {
              input:
                status === 'CANCELLED'
                  ? { id, status, notifyCustomer: options.notifyCustomer ?? true }
                  : { id, status },
            },
          }),
        ({ data }) => {
          const changed = `Booking status changed to ${STATUS_LABELS[status]}.`;
          if (status !== 'CANCELLED') return changed;
          return data?.adminSetBookingStatus.customerNotified
            ? `${changed} The customer was e-mailed.`
            : `${changed} The customer was not e-mailed.`;
        },
      ),
    /** Confirms an unpaid booking with the money taken (recorded as a payment). */
    confirmPaid: (payment: OfficeReceivedPaymentInput) =>
      run(
        (id) => setStatus({ variables: { input: { id, status: 'CONFIRMED', payment } } }),
        'Payment recorded; the booking is confirmed.',
      ),
    /** Confirms an unpaid booking with nothing recorded as received (it stays owed). */
    confirmWithoutPayment: () =>
      run(
        (id) => setStatus({ variables: { input: { id, status: 'CONFIRMED', withoutPayment: true } } }),
        'Booking confirmed without payment: nothing is recorded as received.',
      ),
    resendPaymentLink: () =>
      run((id) => resendLink({ variables: { id } }), 'The payment link was e-mailed again.'),
    moveTo: (date: string, timeSlot: string) =>
      run(
        (id) => reschedule({ variables: { input: { id, date, timeSlot } } }),
        `Booking moved to ${date}, ${timeSlot}.`,
      ),
    /** Everything owed on the booking, or one payment of it, recorded as refunded. */
    recordRefund: (paymentId?: string, reference?: string) =>
      run(
        (id) =>
          markRefunded({
            variables: {
              input: { id, ...(paymentId ? { paymentId } : {}), ...(reference ? { reference } : {}) },
            },
          }),
        paymentId ? 'The refund of that payment is recorded as made.' : 'The refund is recorded as made.',
      ),
    /** One card payment owed back, refunded through the payment provider, then recorded. */
    refundThroughProvider: (paymentId: string) =>
      run(
        (id) => providerRefund({ variables: { input: { id, paymentId } } }),
        'The payment provider made the refund; it is recorded with its reference and the credit note is issued.',
      ),
  };
}
