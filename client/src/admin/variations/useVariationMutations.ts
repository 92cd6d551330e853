import { useMutation } from '@apollo/client/react';
import {
  AdminDeleteVariationMutation,
  AdminSaveVariationMutation,
  AdminVariationsRouteQuery,
} from './operations';

/** Saves a variation with its options; the list is fetched again before the save counts as done. */
export function useSaveVariationMutation() {
  return useMutation(AdminSaveVariationMutation, {
    refetchQueries: [AdminVariationsRouteQuery],
    awaitRefetchQueries: true,
  });
}

/** Deletes a variation; the list is fetched again before the delete counts as done. */
export function useDeleteVariationMutation() {
  return useMutation(AdminDeleteVariationMutation, {
    refetchQueries: [AdminVariationsRouteQuery],
    awaitRefetchQueries: true,
  });
}
