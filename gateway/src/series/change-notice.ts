/**
 * The e-mails of a series paused, resumed, stopped or changed (a `series.changed` notice,
 * email/notices.ts): the customer's one list of what changed, and each active administrator told of
 * every paid visit it cancelled (owed back). Resolves once all are stored in the outbox; rejects when
 * one could not be (the notice goes again).
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import type { ApiSeries, ApiVisitChange } from '../api/replies/series.js';
import { noticeRefundDueToAdmins } from '../booking/change-notices.js';
import type { Mailer } from '../email/mailer-contract.js';
import { allStored } from '../email/office-recipients.js';
import type { SeriesChangeAction } from '../email/series-change-message.js';

interface SeriesChangeNoticeDeps {
  api: ApiClient;
  mailer: Mailer;
  log: Logger;
}

export async function sendSeriesChangeNotice(
  deps: SeriesChangeNoticeDeps,
  series: ApiSeries & { changes: ApiVisitChange[] },
  action: SeriesChangeAction,
): Promise<void> {
  const stores: Promise<void>[] = [];
  const visit = series.visits.find((v) => v.user?.email);
  if (visit) stores.push(deps.mailer.sendSeriesChanged(series, action, visit));
  for (const c of series.changes) {
    const cancelled =
      c.what === 'cancelled' && c.refund > 0 && series.visits.find((v) => v.id === c.bookingId);
    if (cancelled) stores.push(noticeRefundDueToAdmins(deps, cancelled));
  }
  await allStored(stores);
}
