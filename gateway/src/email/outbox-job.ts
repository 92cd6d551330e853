/**
 * The e-mail outbox's job (issue #36): every replica, every `intervalSeconds`, sends the messages due
 * (a first try that did not happen, or a retry after the mail server refused), each claimed by one
 * replica at a time (the api's lease). A message is tried at once when it is stored (email/outbox.ts);
 * this job is what makes a refused or interrupted one go out later. First it composes the notices a
 * replica left uncomposed after their change (email/notices.ts), so their e-mails go in the same run.
 */
import type { Logger } from 'pino';
import { startIntervalJob, type JobRuns } from '../jobs/interval-job.js';
import type { EmailOutbox } from './outbox.js';

export function startEmailOutboxJob(deps: {
  outbox: EmailOutbox;
  /** Composes the notices left uncomposed; how many were and how many failed. */
  composeLeftNotices: () => Promise<{ composed: number; failed: number }>;
  log: Logger;
  intervalSeconds: number;
  runs?: JobRuns;
}): {
  stop(): void;
} {
  return startIntervalJob(
    { name: 'email-outbox', intervalSeconds: deps.intervalSeconds, log: deps.log, runs: deps.runs },
    async () => {
      const notices = await deps.composeLeftNotices();
      if (notices.composed > 0 || notices.failed > 0)
        deps.log.warn(notices, 'notices left by a replica after their change, composed now');
      const { sent, refused } = await deps.outbox.deliverDue();
      if (sent > 0 || refused > 0) deps.log.info({ sent, refused }, 'e-mails from the outbox');
    },
  );
}
