/**
 * The company's calendar (docs/product.md, "The company's calendar"): working hours per weekday (or
 * closed), closed days (the public holidays by rule and the days the office closes) and the slot
 * granularity. A day's starts are its open, then every `slotMinutes`, while a slot still ends by the
 * close; each is labelled 'HH:MM - HH:MM' (start, start + slotMinutes) as stored on a booking. Which
 * cells a job covers is the database's one rule (`booking_covered_slots`); this module only says which
 * days are worked and which starts a day has.
 */
import { addDays, timeOfDay, weekdayOf } from './dates.js';

export const SLOT_MINUTE_CHOICES = [15, 30, 45] as const;
export type SlotMinutes = (typeof SLOT_MINUTE_CHOICES)[number];

/** The finest unit stored in `booking_slots` (its `slot_index` is minutes since midnight / 15). */
export const CELL_MINUTES = 15;

export interface DayHours {
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  /** Minutes since midnight, or null on a day not worked. */
  opensAt: number | null;
  closesAt: number | null;
}

export interface CompanyCalendar {
  slotMinutes: number;
  /** One row per weekday, 0 Sunday to 6 Saturday. */
  hours: readonly DayHours[];
  /** Days not worked (holidays not opened by the office, and the office's closed days), `YYYY-MM-DD`. */
  closedDates: ReadonlySet<string>;
}

/** The defaults before the office changes anything: Monday to Saturday 10:00-17:30, 45-minute slots. */
export const DEFAULT_HOURS: readonly DayHours[] = Array.from({ length: 7 }, (_, weekday) =>
  weekday === 0
    ? { weekday, opensAt: null, closesAt: null }
    : { weekday, opensAt: 10 * 60, closesAt: 17 * 60 + 30 },
);
export const DEFAULT_SLOT_MINUTES: SlotMinutes = 45;

/**
 * The whole slots work of `minutes` takes at a granularity of `slotMinutes` (at least one): its minutes
 * rounded up to the slot, as the database's `booking_covered_slots` covers them (45 → 1, 46 → 2).
 */
export const slotsFor = (minutes: number, slotMinutes: number = DEFAULT_SLOT_MINUTES): number =>
  Math.max(1, Math.ceil(minutes / slotMinutes));

/** The day's working hours, or null when the day is not worked (closed weekday or closed day). */
export function hoursOn(
  calendar: CompanyCalendar,
  date: string,
): { opensAt: number; closesAt: number } | null {
  if (calendar.closedDates.has(date)) return null;
  const day = calendar.hours.find((h) => h.weekday === weekdayOf(date));
  if (!day || day.opensAt === null || day.closesAt === null) return null;
  return { opensAt: day.opensAt, closesAt: day.closesAt };
}

export const isWorkingDay = (calendar: CompanyCalendar, date: string): boolean =>
  hoursOn(calendar, date) !== null;

/** A start's label as stored on a booking: 'HH:MM - HH:MM'. */
export const slotLabel = (start: number, slotMinutes: number): string =>
  `${timeOfDay(start)} - ${timeOfDay(start + slotMinutes)}`;

/** The labels of a day's starts, in order (none on a closed day). */
export function dayStartLabels(calendar: CompanyCalendar, date: string): string[] {
  const hours = hoursOn(calendar, date);
  if (!hours) return [];
  const labels: string[] = [];
  for (let t = hours.opensAt; t + calendar.slotMinutes <= hours.closesAt; t += calendar.slotMinutes) {
    labels.push(slotLabel(t, calendar.slotMinutes));
  }
  return labels;
}

/** `date` when it is worked, else the next working day (null when none within a year). */
export function nextWorkingDay(calendar: CompanyCalendar, date: string): string | null {
  for (let d = 0; d <= 366; d++) {
    const day = addDays(date, d);
    if (isWorkingDay(calendar, day)) return day;
  }
  return null;
}

/** The problem with a weekday's hours as the office typed them, or null when they are fine. */
export function hoursProblem(
  opensAt: number | null,
  closesAt: number | null,
  slotMinutes: number,
): string | null {
  if (opensAt === null && closesAt === null) return null;
  if (opensAt === null || closesAt === null) return 'Give both the opening and the closing time, or neither.';
  if (opensAt % CELL_MINUTES !== 0 || closesAt % CELL_MINUTES !== 0) {
    return 'Times must be on the quarter hour (for example 08:00, 08:15, 08:30).';
  }
  if (closesAt - opensAt < slotMinutes)
    return 'The closing time must be at least one slot after the opening time.';
  return null;
}
