import { useMutation } from '@apollo/client/react';
import { RequestPasswordResetMutation, ResetPasswordMutation } from './operations';

/** Asks for a password-reset e-mail. */
export function useRequestPasswordResetMutation() {
  return useMutation(RequestPasswordResetMutation);
}

/** Sets a new password with a reset link's token. */
export function useResetPasswordMutation() {
  return useMutation(ResetPasswordMutation);
}
