/** How the office's screens show a visit's series (docs/recurring.md) and which series actions they offer. */
import { isChangeableStatus } from '@greenleaf/shared/booking-status-moves';
import type { BookingStatus, SeriesKind, SeriesStatus } from '../../__generated__/graphql';

export const SERIES_KIND_LABELS: Record<SeriesKind, string> = {
  REPEAT: 'Recurring series',
  PROGRAMME: 'Seasonal programme',
};

export const SERIES_STATUS_LABELS: Record<SeriesStatus, string> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  STOPPED: 'Stopped',
};

export const SERIES_STATUS_COLORS: Record<SeriesStatus, string> = {
  ACTIVE: 'green',
  PAUSED: 'yellow',
  STOPPED: 'gray',
};

/** 'every week', 'every 2 weeks'. */
export function cadenceLabel(repeatWeeks: number): string {
  return repeatWeeks === 1 ? 'every week' : `every ${repeatWeeks} weeks`;
}

/** What a visit's card says of its series: the cadence of a repeat, the name of a programme. */
export function seriesMark(series: { kind: SeriesKind; name: string; repeatWeeks?: number | null }): string {
  if (series.kind === 'PROGRAMME') return `Programme: ${series.name}`;
  return series.repeatWeeks ? cadenceLabel(series.repeatWeeks) : 'Recurring';
}

/** A later visit of a series that is not paid yet: it holds its slot until paid from its reminder. */
export function awaitingPayment(visit: { payLater: boolean; status: BookingStatus }): boolean {
  return visit.payLater && visit.status === 'PENDING';
}

/** 'moved from 2026-12-01 10:00 - 10:45' for a visit placed elsewhere than its series planned it. */
export function movedFromLabel(movedFrom: string): string {
  return `moved from ${movedFrom}`;
}

/**
 * The series actions the office is offered for one of its visits (the gateway has the last word): a
 * visit still to come can be skipped, except a programme's first visit, which carries its payment
 * (`isFirstVisit`, when the screen knows it); only a repeat is paused, resumed or stopped.
 */
export function seriesActions(
  series: { kind: SeriesKind; status: SeriesStatus },
  visit: { status: BookingStatus },
  isFirstVisit = false,
): { skip: boolean; pause: boolean; resume: boolean; stop: boolean } {
  const repeat = series.kind === 'REPEAT';
  return {
    skip: isChangeableStatus(visit.status) && (repeat || !isFirstVisit),
    pause: repeat && series.status === 'ACTIVE',
    resume: repeat && series.status === 'PAUSED',
    stop: repeat && series.status !== 'STOPPED',
  };
}
