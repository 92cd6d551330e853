import { useMutation } from '@apollo/client/react';
import { CrewCompleteJobMutation, CrewDayQuery, CrewStartJobMutation } from './operations';
import { refetchAfter } from '../../lib/refetchAfter';

const refetchDay = refetchAfter([CrewDayQuery]);

/** Starts a job; the crew's day is fetched again before it counts as done. */
export function useStartJobMutation() {
  return useMutation(CrewStartJobMutation, refetchDay);
}

/** Completes a job; the crew's day is fetched again before it counts as done. */
export function useCompleteJobMutation() {
  return useMutation(CrewCompleteJobMutation, refetchDay);
}
