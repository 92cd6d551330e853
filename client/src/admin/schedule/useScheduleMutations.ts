import { useMutation } from '@apollo/client/react';
import { AdminScheduleQuery, RainDayMutation, ScheduleMoveMutation } from './operations';

const refetchSchedule = { refetchQueries: [AdminScheduleQuery], awaitRefetchQueries: true };

/** Moves a booking to another day, time or crew; the schedule is fetched again before it counts as done. */
export function useScheduleMoveMutation() {
  return useMutation(ScheduleMoveMutation, refetchSchedule);
}

/** Moves a day's bookings to the next free times; the schedule is fetched again before it counts as done. */
export function useRainDayMutation() {
  return useMutation(RainDayMutation, refetchSchedule);
}
