import { useMutation } from '@apollo/client/react';
import {
  AdminDeleteModifierMutation,
  AdminModifiersRouteQuery,
  AdminSaveModifierMutation,
} from './operations';

/** Saves a modifier with its options; the list is fetched again before the save counts as done. */
export function useSaveModifierMutation() {
  return useMutation(AdminSaveModifierMutation, {
    refetchQueries: [AdminModifiersRouteQuery],
    awaitRefetchQueries: true,
  });
}

/** Deletes a modifier; the list is fetched again before the delete counts as done. */
export function useDeleteModifierMutation() {
  return useMutation(AdminDeleteModifierMutation, {
    refetchQueries: [AdminModifiersRouteQuery],
    awaitRefetchQueries: true,
  });
}
