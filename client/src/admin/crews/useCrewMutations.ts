import { useMutation } from '@apollo/client/react';
import { useKeyedCreate } from '../../lib/idempotencyKey';
import {
  AdminCrewsQuery,
  AdminDeactivateCrewMutation,
  AdminDeleteCrewMutation,
  AdminSaveCrewMutation,
} from './operations';
import { refetchAfter } from '../../lib/refetchAfter';

const refetchCrews = refetchAfter([AdminCrewsQuery]);

/** Adds or edits a crew; the crews and staff are fetched again before the save counts as done. */
export function useSaveCrewMutation() {
  return useKeyedCreate(useMutation(AdminSaveCrewMutation, refetchCrews));
}

/** Deletes a crew (its bookings are unassigned); the crews are fetched again before it counts as done. */
export function useDeleteCrewMutation() {
  return useMutation(AdminDeleteCrewMutation, refetchCrews);
}

/** Moves a crew's future jobs (or unassigns them) and deactivates it; the crews are fetched again. */
export function useDeactivateCrewMutation() {
  return useMutation(AdminDeactivateCrewMutation, refetchCrews);
}
