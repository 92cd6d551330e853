import { useMutation } from '@apollo/client/react';
import { useKeyedCreate } from '../../lib/idempotencyKey';
import {
  AdminCustomerQuery,
  AdminCustomersQuery,
  AdminDeleteCustomerPropertyMutation,
  AdminSaveCustomerMutation,
  AdminSaveCustomerPropertyMutation,
  AdminSendCustomerSignInLinkMutation,
} from './operations';
import { refetchAfter } from '../../lib/refetchAfter';

/** Creates or edits a customer; the list and the record are fetched again before it counts as done. */
export function useSaveCustomerMutation() {
  return useMutation(AdminSaveCustomerMutation, {
    ...refetchAfter([AdminCustomersQuery, AdminCustomerQuery]),
  });
}

/** E-mails the customer the link to set their password and sign in. */
export function useSendSignInLinkMutation() {
  return useMutation(AdminSendCustomerSignInLinkMutation);
}

const refetchRecord = refetchAfter([AdminCustomerQuery]);

/** Adds or edits one of the customer's properties; the record is fetched again. */
export function useSaveCustomerPropertyMutation() {
  return useKeyedCreate(useMutation(AdminSaveCustomerPropertyMutation, refetchRecord));
}

/** Removes one of the customer's properties; the record is fetched again. */
export function useDeleteCustomerPropertyMutation() {
  return useMutation(AdminDeleteCustomerPropertyMutation, refetchRecord);
}
