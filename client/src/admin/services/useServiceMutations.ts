import { useMutation } from '@apollo/client/react';
import { useKeyedCreate } from '../../lib/idempotencyKey';
import { AdminDeleteServiceMutation, AdminSaveServiceMutation } from './operations';

/** Adds or saves a service with its variations (the page goes back to the list). */
export function useSaveServiceMutation() {
  return useKeyedCreate(useMutation(AdminSaveServiceMutation));
}

/** Deletes a service (the page goes back to the list). */
export function useDeleteServiceMutation() {
  return useMutation(AdminDeleteServiceMutation);
}
