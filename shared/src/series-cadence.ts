/**
 * A recurring series' cadence (docs/recurring.md): every `weeks` weeks on the first visit's weekday
 * and slot, from the first visit, none after its "repeat until" date, which may not be before the
 * first visit. The one rule for the api's series (the first later visit, each visit the job makes),
 * the REST body's and the gateway's checks of "repeat until", and the client's planned dates and words.
 */
import { addDays } from './calendar/dates.js';

/** The visit `weeks` weeks after `date` (YYYY-MM-DD): the same weekday. */
export const nextRepeatDate = (date: string, weeks: number): string => addDays(date, weeks * 7);

/** The first `count` planned dates from `start` (its own date first), none after `until`. */
export function plannedRepeatDates(
  start: string,
  weeks: number,
  count: number,
  until?: string | null,
): string[] {
  const dates: string[] = [];
  for (let k = 0, date = start; k < count; k += 1, date = nextRepeatDate(date, weeks)) {
    if (until && date > until) break;
    dates.push(date);
  }
  return dates;
}

/** The refusal of a "repeat until" before the first visit. */
export const REPEAT_UNTIL_BEFORE_FIRST = 'The last visit cannot be before the first';

/** True when a "repeat until" date (none: repeat on) is before the first visit's date. */
export const repeatUntilBeforeFirst = (repeatUntil: string | null | undefined, firstDate: string): boolean =>
  !!repeatUntil && repeatUntil < firstDate;

/** 'Every week', 'Every 2 weeks' (lower case inside a sentence: 'every 2 weeks'). */
export function everyWeeksText(weeks: number): string {
  return weeks === 1 ? 'Every week' : `Every ${weeks} weeks`;
}
