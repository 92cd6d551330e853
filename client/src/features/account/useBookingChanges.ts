import { useMutation } from '@apollo/client/react';
import { CancelBookingMutation, RescheduleBookingMutation, UpdateBookingNotesMutation } from './operations';

// A customer's changes to a booking (signed in, or by a manage link's token).

/** Saves the customer's notes for the crew (the answer updates the cached booking). */
export function useUpdateBookingNotesMutation() {
  return useMutation(UpdateBookingNotesMutation);
}

/** Moves a booking to another offered slot (the answer updates the cached booking). */
export function useRescheduleBookingMutation() {
  return useMutation(RescheduleBookingMutation);
}

/** Cancels a booking; the answer's status and refund reach every view of that booking through the cache. */
export function useCancelBookingMutation() {
  return useMutation(CancelBookingMutation);
}
