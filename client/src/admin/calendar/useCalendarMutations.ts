import { useMutation } from '@apollo/client/react';
import {
  AdminCalendarQuery,
  AdminCloseDayMutation,
  AdminOpenDayMutation,
  AdminSaveCalendarMutation,
} from './operations';
import { refetchAfter } from '../../lib/refetchAfter';

const refetchCalendar = refetchAfter([AdminCalendarQuery]);

/** Saves the working hours and the slot granularity; answers the bookings left outside them. */
export function useSaveCalendarMutation() {
  return useMutation(AdminSaveCalendarMutation, refetchCalendar);
}

/** Closes a day (or a holiday the office had opened); answers the bookings on closed time. */
export function useCloseDayMutation() {
  return useMutation(AdminCloseDayMutation, refetchCalendar);
}

/** Opens a day: the office's closed day is removed, a public holiday is worked. */
export function useOpenDayMutation() {
  return useMutation(AdminOpenDayMutation, refetchCalendar);
}
