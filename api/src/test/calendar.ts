import { publicHolidays } from '@greenleaf/shared/calendar/holidays';
import { DEFAULT_HOURS, DEFAULT_SLOT_MINUTES, nextWorkingDay } from '@greenleaf/shared/calendar/hours';
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { calendarHours, closedDays } from '../db/schema.js';

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

/**
 * `date`, or the nearest day before it that the default calendar works: a visit's day that has come
 * (a visit is completed only from its day) whatever today is, a Sunday or a holiday included.
 */
export function workingDayUntil(date: string): string {
  for (let back = 0; ; back++) {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - back);
    const day = d.toISOString().slice(0, 10);
    if (workingDayFrom(day) === day) return day;
  }
}

/**
 * Whether a fortnightly series from `start` meets no closed day among its visits planned by `today`'s
 * window (`windowWeeks`, the series job's default 8), each visit's day and the `shiftDays` after it
 * (a move to the next weekday) included, with at least `minVisits` visits in the window: so a test's
 * series never lands on a public holiday (16 December, Christmas, New Year), whatever today is.
 */
export function fortnightsClear(
  today: string,
  start: string,
  { shiftDays = 0, minVisits = 3, windowWeeks = 8 } = {},
): boolean {
  const day = (from: string, n: number) => {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  const windowEnd = day(today, windowWeeks * 7);
  let visits = 0;
  for (let visit = start; visit <= windowEnd; visit = day(visit, 14)) {
    for (let s = 0; s <= shiftDays; s++) {
      const date = day(visit, s);
      if (workingDayFrom(date) !== date) return false;
    }
    visits++;
  }
  return visits >= minVisits;
}

/**
 * Makes today a day the company works in this test's database, when it is not (a Sunday, a public
 * holiday, a day the office closed): as an office opens a day for work, with the default hours. For
 * the tests whose visit must fall today (the crew's day, a visit inside the change cut-off, a visit
 * whose day has come), whatever day the suite runs. Answers today's date.
 */
export async function openToday(db: Db): Promise<string> {
  const today = johannesburgToday();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const [hours] = await db.select().from(calendarHours).where(eq(calendarHours.weekday, weekday));
  if (!hours || hours.opensAt === null) {
    const { opensAt, closesAt } = DEFAULT_HOURS[1]!; // a weekday's default hours
    const open = { opensAt, closesAt };
    await db
      .insert(calendarHours)
      .values({ weekday, ...open })
      .onConflictDoUpdate({ target: calendarHours.weekday, set: open });
  }
  await db
    .update(closedDays)
    .set({ open: true })
    .where(and(eq(closedDays.day, today), eq(closedDays.source, 'holiday')));
  await db.delete(closedDays).where(and(eq(closedDays.day, today), eq(closedDays.source, 'office')));
  return today;
}
