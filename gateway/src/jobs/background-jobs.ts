/**
 * The gateway's background jobs: reminders, the series' visits, card-on-file charges, the e-mail outbox
 * and partners' webhooks. Each claims its rows from the api, so every replica runs them all at once and
 * each row is done by one.
 */
import type { Logger } from 'pino';
import { startReminderJob } from '../booking/reminder-job.js';
import type { GatewayConfig } from '../config.js';
import type { Mailer } from '../email/mailer-contract.js';
import type { EmailOutbox } from '../email/outbox.js';
import { startEmailOutboxJob } from '../email/outbox-job.js';
import { composeLeftNotices } from '../email/notices.js';
import type { ApiClients } from '../http/request-context.js';
import { startCardChargeJob } from '../payments/card-charge-job.js';
import { startSeriesJob } from '../series/series-job.js';
import { startWebhookJob } from '../webhooks/delivery-job.js';
import type { JobRuns } from './interval-job.js';

export function startBackgroundJobs(deps: {
  config: GatewayConfig;
  apiFor: ApiClients;
  mailer: Mailer;
  emailOutbox: EmailOutbox;
  log: Logger;
  /** Told of each job's runs (/metrics). */
  runs?: JobRuns;
}): { stop(): void } {
  const { config, apiFor, mailer, emailOutbox, log, runs } = deps;
  /** A fresh api client for each run of a job, its request id naming the job. */
  const apiOf = (job: string) => () => apiFor(`${job}-${Date.now().toString(36)}`, log);
  const jobs = [
    // The reminder e-mails before each confirmed visit, claimed once across replicas by the api.
    startReminderJob({
      api: apiOf('reminders'),
      mailer,
      log,
      runs,
      hoursBefore: config.reminderLeadHours,
      intervalSeconds: config.reminderIntervalSeconds,
    }),
    // The recurring series' visits created ahead, each series claimed once across replicas by the api.
    startSeriesJob({
      api: apiOf('series'),
      mailer,
      log,
      runs,
      intervalSeconds: config.seriesJobIntervalSeconds,
    }),
    // A series' later visits charged to a saved card before them, each claimed once across replicas.
    startCardChargeJob({
      api: apiOf('card-charges'),
      mailer,
      log,
      runs,
      config,
      hoursBefore: config.cardChargeHoursBefore,
      intervalSeconds: config.cardChargeIntervalSeconds,
    }),
    // The e-mails due again (refused, or not tried at once), each leased to one replica at a time.
    startEmailOutboxJob({
      outbox: emailOutbox,
      composeLeftNotices: () =>
        composeLeftNotices({ api: apiOf('notices')(), mailer, log }, config.noticeGraceSeconds),
      log,
      runs,
      intervalSeconds: config.emailOutboxIntervalSeconds,
    }),
    // Partners' webhooks from the api's outbox, each delivery leased to one replica at a time.
    startWebhookJob({
      api: apiOf('webhooks'),
      log,
      runs,
      mailer,
      disableAfterSeconds: config.webhookDisableAfterSeconds,
      intervalSeconds: config.webhookIntervalSeconds,
    }),
  ];
  return {
    stop: () => {
      for (const job of jobs) job.stop();
    },
  };
}
