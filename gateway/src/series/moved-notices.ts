/**
 * What the customer is told when a series' first visit is paid.
 * - A recurring series: the api plans its next visits at once, in the payment's call (not through the
 *   series job), and its reply names the ones it placed in another slot than planned (`movedFrom`:
 *   that slot was full). They are told to the customer here, as the job tells its own
 *   (series-job.ts). Each call names only the visits it made, so a job run at the same moment (which
 *   passes over a series the payment holds) never tells of the same visit. Sent without waiting; a
 *   failed e-mail is logged.
 * - A seasonal programme: its later visits were booked with the first; the confirmation lists them. */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import type { ApiBooking } from '../api/rest-types.js';
import type { Mailer } from '../email/mailer-contract.js';

interface MovedNoticeDeps {
  mailer: Mailer;
  log: Logger;
}

/** Tells the customer of each visit the first visit's payment placed elsewhere than planned. */
export function noticeMovedAfterFirstPayment(deps: MovedNoticeDeps, moved: ApiBooking[]): void {
  for (const visit of moved) {
    deps.mailer.sendSeriesVisitMoved(visit).catch((err: unknown) => {
      deps.log.error({ err, guidId: visit.guidId }, 'moved series visit e-mail failed');
    });
  }
}

/**
 * A seasonal programme's first visit just paid: its later visits (booked with it, confirmed by the
 * same payment), by date, for the confirmation e-mail; none for any other booking. A visit placed
 * elsewhere than planned at booking carries `movedFrom`, and the e-mail says so. The programme is
 * found by its first visit: a package booked with a repeating service is the repeat's first visit
 * too, and the booking's own `seriesId` then names the repeat.
 */
export async function laterProgrammeVisits(api: ApiClient, paid: ApiBooking): Promise<ApiBooking[]> {
  if (paid.seriesId == null || paid.userId == null) return [];
  const programme = (await api.get('series/list.php', { userId: paid.userId })).find(
    (s) => s.kind === 'programme' && s.firstBookingId === paid.id,
  );
  if (!programme) return [];
  return programme.visits.filter((v) => v.id !== paid.id && v.status !== 'cancelled');
}
