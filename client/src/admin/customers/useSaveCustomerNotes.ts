import { useMutation } from '@apollo/client/react';
import { AdminSaveCustomerNotesMutation } from './operations';

/** Saves the office's notes on a customer (the answer carries them as saved). */
export function useSaveCustomerNotesMutation() {
  return useMutation(AdminSaveCustomerNotesMutation);
}
