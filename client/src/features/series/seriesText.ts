/**
 * The words and dates of recurring visits (docs/recurring.md), shared by the checkout, the customer's
 * account and the manage page: a series repeats every `weeks` weeks on the first visit's weekday and
 * slot.
 */
import {
  everyWeeksText,
  REPEAT_UNTIL_BEFORE_FIRST,
  repeatUntilBeforeFirst,
} from '@greenleaf/shared/series-cadence';

/** The cadence's words and planned dates (shared/series-cadence: the api plans the same dates). */
export { everyWeeksText, plannedRepeatDates } from '@greenleaf/shared/series-cadence';

/** How many planned dates of a recurring series are shown. */
export const PLANNED_DATES_SHOWN = 4;

/** True for a `YYYY-MM-DD` date. */
export const isIsoDate = (value: string | null | undefined): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** '2026-12-03' → 'Thursdays'. */
export function weekdaysOf(date: string): string {
  const day = new Intl.DateTimeFormat('en-ZA', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return `${day}s`;
}

/**
 * What the checkout says before paying: 'Every 2 weeks on Thursdays at 10:00 - 10:45; the first visit
 * is paid now, each later visit from its reminder e-mail' (without ' at …' until a slot is chosen;
 * 'at checkout' instead of 'now' once the booking is saved).
 */
export function repeatSentence(
  weeks: number,
  date: string,
  slot: string | null,
  firstPaid: 'now' | 'at checkout' = 'now',
): string {
  const when = `${everyWeeksText(weeks)} on ${weekdaysOf(date)}${slot ? ` at ${slot}` : ''}`;
  return `${when}; the first visit is paid ${firstPaid}, each later visit from its reminder e-mail`;
}

/** 'Repeat until' may be empty, else a date not before the booking date: the error to show, or null. */
export function repeatUntilError(repeatUntil: string | null | undefined, date: string | null): string | null {
  if (!repeatUntil) return null;
  if (!isIsoDate(repeatUntil)) return 'Please give a date, or leave it empty.';
  if (date && repeatUntilBeforeFirst(repeatUntil, date)) return `${REPEAT_UNTIL_BEFORE_FIRST}.`;
  return null;
}
