import { useMutation } from '@apollo/client/react';
import { useKeyedCreate } from '../../lib/idempotencyKey';
import {
  AdminDeleteModifierMutation,
  AdminModifiersRouteQuery,
  AdminSaveModifierMutation,
} from './operations';
import { refetchAfter } from '../../lib/refetchAfter';

/** Saves a modifier with its options; the list is fetched again before the save counts as done. */
export function useSaveModifierMutation() {
  return useKeyedCreate(
    useMutation(AdminSaveModifierMutation, {
      ...refetchAfter([AdminModifiersRouteQuery]),
    }),
  );
}

/** Deletes a modifier; the list is fetched again before the delete counts as done. */
export function useDeleteModifierMutation() {
  return useMutation(AdminDeleteModifierMutation, {
    ...refetchAfter([AdminModifiersRouteQuery]),
  });
}
