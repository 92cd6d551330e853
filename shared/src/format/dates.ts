/**
 * Moments and days in words, the one rule for every screen and e-mail (a visit's day in a sentence is
 * `humanDate`/`visitWhen` in calendar/visit-time). Moments (a payment, a request, a hold's end) are
 * read in Cape Town's time (Africa/Johannesburg); a calendar day (`YYYY-MM-DD`) is a day, never
 * shifted by a zone.
 */
const ZONE = 'Africa/Johannesburg';

const moment = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short', timeZone: ZONE });
const momentLong = new Intl.DateTimeFormat('en-ZA', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: ZONE,
});
const clock = new Intl.DateTimeFormat('en-ZA', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: ZONE,
});
const shortDay = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const shortDayYear = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const asDate = (at: string | Date): Date => (typeof at === 'string' ? new Date(at) : at);
const ok = (d: Date) => !Number.isNaN(d.getTime());

/** A moment in Cape Town: `27 Nov 2026, 14:05`. Anything that is not a moment is returned as it came. */
export function formatMoment(at: string | Date): string {
  const d = asDate(at);
  return ok(d) ? moment.format(d) : String(at);
}

/** A moment in Cape Town with the day in full: `Friday, 27 November 2026 at 14:05`. */
export function formatMomentLong(at: string | Date): string {
  const d = asDate(at);
  return ok(d) ? momentLong.format(d) : String(at);
}

/** The clock time of a moment in Cape Town: `14:05`. */
export function formatClockTime(at: string | Date): string {
  const d = asDate(at);
  return ok(d) ? clock.format(d) : String(at);
}

const calendarDay = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/** A calendar day, short: `Fri, 27 Nov`. */
export function formatShortDay(date: string): string {
  const d = calendarDay(date);
  return ok(d) ? shortDay.format(d) : date;
}

/** A calendar day, short, with its year: `Fri, 27 Nov 2026`. */
export function formatShortDayWithYear(date: string): string {
  const d = calendarDay(date);
  return ok(d) ? shortDayYear.format(d) : date;
}
