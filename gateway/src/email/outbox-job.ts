/**
 * The e-mail outbox's job (issue #36): every replica, every `intervalSeconds`, sends the messages due
 * (a first try that did not happen, or a retry after the mail server refused), each claimed by one
 * replica at a time (the api's lease). A message is tried at once when it is stored (email/outbox.ts);
 * this job is what makes a refused or interrupted one go out later.
 */
import type { Logger } from 'pino';
import { startIntervalJob } from '../jobs/interval-job.js';
import type { EmailOutbox } from './outbox.js';

export function startEmailOutboxJob(deps: { outbox: EmailOutbox; log: Logger; intervalSeconds: number }): {
  stop(): void;
} {
  return startIntervalJob(deps.intervalSeconds, () =>
    deps.outbox
      .deliverDue()
      .then(({ sent, refused }) => {
        if (sent > 0 || refused > 0) deps.log.info({ sent, refused }, 'e-mails from the outbox');
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'e-mail outbox job could not run; it tries again')),
  );
}
