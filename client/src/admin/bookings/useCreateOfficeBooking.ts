import { useMutation } from '@apollo/client/react';
import { AdminCreateBookingMutation } from './operations';

/** Books for a customer from the office. */
export function useCreateOfficeBookingMutation() {
  return useMutation(AdminCreateBookingMutation);
}
