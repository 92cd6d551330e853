import { useMutation } from '@apollo/client/react';
import { JoinAreaWaitlistMutation } from './operations';

/** Asks to be told when a suburb we do not serve yet is served. */
export function useJoinAreaWaitlistMutation() {
  return useMutation(JoinAreaWaitlistMutation);
}
