/**
 * How a recurring series or seasonal programme and its visits are shown and which series actions a
 * visit has (docs/recurring.md): the one place for the office's screens
 * (client/src/admin/bookings/seriesDisplay.ts) and the customer's card (features/series/SeriesCard.tsx).
 * Statuses are read in the api's lower case or GraphQL's upper case. The api and the gateway have the
 * last word on every action; this is what the screens offer.
 */
import { isChangeableStatus } from './booking-status-moves.js';
import { humanDate } from './calendar/visit-time.js';
import { everyWeeksText } from './series-cadence.js';

export const SERIES_STATUSES = ['active', 'paused', 'stopped'] as const;
export type SeriesStatus = (typeof SERIES_STATUSES)[number];

/** Each series status in words. */
export const SERIES_STATUS_LABELS: Record<SeriesStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  stopped: 'Stopped',
};

/** Each series status's colour: `hue` for light badges, `filled` for filled ones. */
export const SERIES_STATUS_COLORS: Record<SeriesStatus, { hue: string; filled: string }> = {
  active: { hue: 'leaf', filled: 'leaf.7' },
  paused: { hue: 'yellow', filled: 'yellow.4' },
  stopped: { hue: 'gray', filled: 'gray.7' },
};

/** A series status from either spelling ('ACTIVE' or 'active'). */
export const seriesStatusOf = (status: string): SeriesStatus => status.toLowerCase() as SeriesStatus;

/** 'every week', 'every 2 weeks': the cadence inside a sentence. */
export const cadenceText = (repeatWeeks: number): string => everyWeeksText(repeatWeeks).toLowerCase();

/** The office's short note of where a visit was planned: 'moved from 2026-12-01 10:00 - 10:45'. */
export const movedFromShort = (movedFrom: string): string => `moved from ${movedFrom}`;

/** The customer's: 'Moved from Tuesday, 1 December 2026, 10:00 - 10:45' (a date alone without its slot). */
export function movedFromLong(movedFrom: string): string {
  const date = humanDate(movedFrom.slice(0, 10));
  const slot = movedFrom.slice(11).trim();
  return `Moved from ${slot ? `${date}, ${slot}` : date}`;
}

/** A later visit of a series that is not paid yet: it holds its slot until paid from its reminder. */
export const awaitingPayment = (visit: { payLater: boolean; status: string }): boolean =>
  visit.payLater && visit.status.toLowerCase() === 'pending';

/** What may change a whole series: only a repeat is paused (while active), resumed (while paused) or stopped. */
export function seriesChanges(series: { kind: string; status: string }): {
  pause: boolean;
  resume: boolean;
  stop: boolean;
} {
  const repeat = series.kind.toLowerCase() === 'repeat';
  const status = seriesStatusOf(series.status);
  return {
    pause: repeat && status === 'active',
    resume: repeat && status === 'paused',
    stop: repeat && status !== 'stopped',
  };
}

/**
 * The series actions offered for one of its visits: a visit still to come (pending or confirmed) can
 * be skipped, except a programme's first visit, which carries its payment (`isFirstVisit`, when the
 * screen knows it); and the series' own changes (`seriesChanges`).
 */
export function seriesActions(
  series: { kind: string; status: string },
  visit: { status: string },
  isFirstVisit = false,
): { skip: boolean; pause: boolean; resume: boolean; stop: boolean } {
  const repeat = series.kind.toLowerCase() === 'repeat';
  return { skip: isChangeableStatus(visit.status) && (repeat || !isFirstVisit), ...seriesChanges(series) };
}
