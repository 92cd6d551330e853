/**
 * The e-mail outbox's job (issue #36): every replica, every `intervalSeconds`, sends the messages due
 * (a first try that did not happen, or a retry after the mail server refused), each claimed by one
 * replica at a time (the api's lease). A message is tried at once when it is stored (email/outbox.ts);
 * this job is what makes a refused or interrupted one go out later.
 */
import type { Logger } from 'pino';
import { startIntervalJob, type JobRuns } from '../jobs/interval-job.js';
import type { EmailOutbox } from './outbox.js';

export function startEmailOutboxJob(deps: {
  outbox: EmailOutbox;
  log: Logger;
  intervalSeconds: number;
  runs?: JobRuns;
}): {
  stop(): void;
} {
  return startIntervalJob(
    { name: 'email-outbox', intervalSeconds: deps.intervalSeconds, log: deps.log, runs: deps.runs },
    () =>
      deps.outbox.deliverDue().then(({ sent, refused }) => {
        if (sent > 0 || refused > 0) deps.log.info({ sent, refused }, 'e-mails from the outbox');
      }),
  );
}
