/**
 * A recurring series' first visit paid: the api plans its next visits at once, in the payment's call
 * (not through the series job, whose reply names the visits it placed elsewhere). Those it placed in
 * another slot than planned (`movedFrom`: that slot was full) are told to the customer here, as the
 * job tells its own (series-job.ts). Sent without waiting; a failed e-mail is logged.
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import type { ApiBooking } from '../api/rest-types.js';
import type { Mailer } from '../email/mailer-contract.js';

interface MovedNoticeDeps {
  api: ApiClient;
  mailer: Mailer;
  log: Logger;
}

/** After `paid` (just confirmed by its payment) when it is a repeat series' first visit. */
export async function noticeMovedAfterFirstPayment(deps: MovedNoticeDeps, paid: ApiBooking): Promise<void> {
  if (paid.seriesKind !== 'repeat' || paid.seriesId == null) return;
  const series = await deps.api.seriesById.load(paid.seriesId);
  if (!series || series.firstBookingId !== paid.id) return;
  for (const visit of series.visits) {
    if (visit.id === paid.id || !visit.movedFrom || visit.status === 'cancelled') continue;
    deps.mailer.sendSeriesVisitMoved(visit).catch((err: unknown) => {
      deps.log.error({ err, guidId: visit.guidId }, 'moved series visit e-mail failed');
    });
  }
}
