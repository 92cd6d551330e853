/**
 * A recurring series' first visit paid: the api plans its next visits at once, in the payment's call
 * (not through the series job), and its reply names the ones it placed in another slot than planned
 * (`movedFrom`: that slot was full). They are told to the customer here, as the job tells its own
 * (series-job.ts). Each call names only the visits it made, so a job run at the same moment (which
 * passes over a series the payment holds) never tells of the same visit. Sent without waiting; a
 * failed e-mail is logged.
 */
import type { Logger } from 'pino';
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
