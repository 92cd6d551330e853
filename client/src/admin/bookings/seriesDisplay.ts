/**
 * How the office's screens show a visit's series (docs/recurring.md) and which series actions they
 * offer: shared/series-display (the customer's series card reads the same), keyed by the GraphQL enums.
 */
import {
  cadenceText,
  SERIES_STATUS_COLORS as COLORS,
  SERIES_STATUS_LABELS as LABELS,
  seriesStatusOf,
} from '@greenleaf/shared/series-display';
import type { SeriesKind, SeriesStatus } from '../../__generated__/graphql';

export {
  awaitingPayment,
  movedFromShort as movedFromLabel,
  seriesActions,
} from '@greenleaf/shared/series-display';

export const SERIES_KIND_LABELS: Record<SeriesKind, string> = {
  REPEAT: 'Recurring series',
  PROGRAMME: 'Seasonal programme',
};

const byEnum = <T>(of: (status: SeriesStatus) => T): Record<SeriesStatus, T> => ({
  ACTIVE: of('ACTIVE'),
  PAUSED: of('PAUSED'),
  STOPPED: of('STOPPED'),
});

export const SERIES_STATUS_LABELS: Record<SeriesStatus, string> = byEnum((s) => LABELS[seriesStatusOf(s)]);

/** The light badges' hue. */
export const SERIES_STATUS_COLORS: Record<SeriesStatus, string> = byEnum(
  (s) => COLORS[seriesStatusOf(s)].hue,
);

/** 'every week', 'every 2 weeks'. */
export const cadenceLabel = cadenceText;

/** What a visit's card says of its series: the cadence of a repeat, the name of a programme. */
export function seriesMark(series: { kind: SeriesKind; name: string; repeatWeeks?: number | null }): string {
  if (series.kind === 'PROGRAMME') return `Programme: ${series.name}`;
  return series.repeatWeeks ? cadenceLabel(series.repeatWeeks) : 'Recurring';
}
