import { useMutation } from '@apollo/client/react';
import { AdminScheduleQuery, RainDayMutation, ScheduleMoveMutation } from './operations';
import { refetchAfter } from '../../lib/refetchAfter';

const refetchSchedule = refetchAfter([AdminScheduleQuery]);

/**
 * Moves a booking to another day, time or crew (`notify: false` leaves the customer un-e-mailed); the
 * schedule is fetched again before it counts as done.
 */
export function useScheduleMoveMutation() {
  return useMutation(ScheduleMoveMutation, refetchSchedule);
}

/** Carries out a rain day's plan (all moves or none); the schedule is fetched again before it counts as done. */
export function useRainDayMutation() {
  return useMutation(RainDayMutation, refetchSchedule);
}
