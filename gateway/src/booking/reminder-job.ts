/**
 * The reminder e-mail before each confirmed visit. Every gateway replica runs this job on an interval;
 * the api leases each due reminder to one caller (bookings/claim-reminders.php), so however many
 * replicas ask at the same moment, each booking is written by one of them. Its e-mail is stored in the
 * e-mail outbox under the dedupe key `reminder:<id>`, in the transaction that marks the reminder sent
 * (email/outbox.ts): a mail server that refuses delays it, a replica lost after its claim leaves it to
 * the next claim once the lease passes. Never lost, never sent twice.
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import type { Mailer } from '../email/mailer-contract.js';
import { startIntervalJob, type JobRuns } from '../jobs/interval-job.js';

interface ReminderJobDeps {
  api: () => ApiClient;
  mailer: Mailer;
  log: Logger;
  hoursBefore: number;
  intervalSeconds: number;
  /** Told of each run (the gateway's /metrics). */
  runs?: JobRuns;
}

/** Claims the reminders due now and sends them; the number sent. */
async function sendDueReminders(deps: Omit<ReminderJobDeps, 'intervalSeconds'>): Promise<number> {
  let sent = 0;
  // a page at a time, until nothing more is due
  for (;;) {
    const claimed = await deps.api().post('bookings/claim-reminders.php', {
      leadHours: deps.hoursBefore,
      limit: 50,
    });
    for (const booking of claimed) {
      try {
        await deps.mailer.sendBookingReminder(booking);
        sent += 1;
      } catch (err) {
        deps.log.error({ err, guidId: booking.guidId }, 'reminder e-mail failed');
      }
    }
    if (claimed.length < 50) return sent;
  }
}

/** Runs the job every `intervalSeconds` (first run soon after start); stop() ends it. */
export function startReminderJob(deps: ReminderJobDeps): { stop(): void } {
  return startIntervalJob(
    { name: 'reminders', intervalSeconds: deps.intervalSeconds, log: deps.log, runs: deps.runs },
    () =>
      sendDueReminders(deps).then((sent) => {
        if (sent > 0) deps.log.info({ sent }, 'reminders sent');
      }),
  );
}
