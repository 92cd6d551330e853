import { useMutation } from '@apollo/client/react';
import { CancelBookingMutation } from './operations';

/**
 * Cancels one of the customer's bookings (signed in, or by a manage link's token). The answer carries the
 * booking's new status and refund, which the cache applies to every view of that booking.
 */
export function useCancelBookingMutation() {
  return useMutation(CancelBookingMutation);
}
