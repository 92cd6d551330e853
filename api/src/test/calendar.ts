import { publicHolidays } from '@greenleaf/shared/calendar/holidays';
import { DEFAULT_HOURS, DEFAULT_SLOT_MINUTES, nextWorkingDay } from '@greenleaf/shared/calendar/hours';

/**
 * The ten starts of a working day under the default calendar (Monday to Saturday 10:00-17:30, 45-minute
 * slots; migration 0027), the labels the tests book. `bookings/slot-days.php` answers them from the
 * database (api/src/calendar/calendar.test.ts checks that they agree).
 */
export const DEFAULT_DAY_SLOTS = [
  '10:00 - 10:45',
  '10:45 - 11:30',
  '11:30 - 12:15',
  '12:15 - 13:00',
  '13:00 - 13:45',
  '13:45 - 14:30',
  '14:30 - 15:15',
  '15:15 - 16:00',
  '16:00 - 16:45',
  '16:45 - 17:30',
] as const;

/**
 * `date`, or the next day after it that the default calendar works (Monday to Saturday, not a South
 * African public holiday): a day tests can book on whatever today is.
 */
export function workingDayFrom(date: string): string {
  const year = Number(date.slice(0, 4));
  const calendar = {
    slotMinutes: DEFAULT_SLOT_MINUTES,
    hours: DEFAULT_HOURS,
    closedDates: new Set([...publicHolidays(year), ...publicHolidays(year + 1)].map((h) => h.date)),
  };
  return nextWorkingDay(calendar, date) ?? date;
}
