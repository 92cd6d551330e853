import { useMutation } from '@apollo/client/react';
import { AdminSaveProfileMutation } from './operations';

/** Saves the signed-in admin's own details (the answer updates the cached user). */
export function useSaveProfileMutation() {
  return useMutation(AdminSaveProfileMutation);
}
