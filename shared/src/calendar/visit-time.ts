/**
 * How a visit's day and time read in every sentence a customer sees (pages and e-mails): the date in
 * words, never YYYY-MM-DD, and the visit from its start to when its work is expected to end, never
 * only its first slot.
 */

const LONG_DATE = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-12-04` → `Friday, 4 December 2026`; anything that is not a date is returned as it came. */
export function humanDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return LONG_DATE.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

export interface VisitTime {
  bookingDate: string;
  /** The first slot as stored, `09:00 - 09:45`. */
  bookingTime: string;
  /** When the work is expected to end (the end of its last covered slot); null when not known. */
  visitEnd?: { date: string; time: string } | null | undefined;
}

/**
 * `09:00 - 14:30` for a visit that ends the day it starts (written as slots are); `09:00, until 11:15
 * on Monday, 7 December 2026` for work over more days. Without a known end: the first slot as stored.
 */
export function visitTimeText(visit: VisitTime): string {
  const start = visit.bookingTime.split(/\s*-\s*/)[0] ?? visit.bookingTime;
  const end = visit.visitEnd;
  if (!end) return visit.bookingTime;
  if (end.date !== visit.bookingDate) return `${start}, until ${end.time} on ${humanDate(end.date)}`;
  return `${start} - ${end.time}`;
}

/** `Friday, 4 December 2026, 09:00 - 14:30`. */
export function visitWhen(visit: VisitTime): string {
  return `${humanDate(visit.bookingDate)}, ${visitTimeText(visit)}`;
}
