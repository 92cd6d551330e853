import { useMutation } from '@apollo/client/react';
import { useKeyedCreate } from '../../lib/idempotencyKey';
import {
  AdminDeleteVariationMutation,
  AdminSaveVariationMutation,
  AdminVariationsRouteQuery,
} from './operations';
import { refetchAfter } from '../../lib/refetchAfter';

/** Saves a variation with its options; the list is fetched again before the save counts as done. */
export function useSaveVariationMutation() {
  return useKeyedCreate(
    useMutation(AdminSaveVariationMutation, {
      ...refetchAfter([AdminVariationsRouteQuery]),
    }),
  );
}

/** Deletes a variation; the list is fetched again before the delete counts as done. */
export function useDeleteVariationMutation() {
  return useMutation(AdminDeleteVariationMutation, {
    ...refetchAfter([AdminVariationsRouteQuery]),
  });
}
