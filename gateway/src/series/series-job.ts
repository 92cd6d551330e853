/**
 * The series job (docs/recurring.md): creates the visits of the active recurring series ahead, for the
 * window the office sets, and e-mails the customer of every visit placed elsewhere than planned (its
 * slot was full). Every gateway replica runs it on an interval; the api claims each due series with
 * `FOR UPDATE SKIP LOCKED` (series/extend.php), so replicas asking at once extend disjoint series,
 * and a unique index makes a second copy of a visit impossible. A visit's e-mail that fails is logged,
 * not retried (the visit is booked either way).
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import type { Mailer } from '../email/mailer-contract.js';
import { startIntervalJob, type JobRuns } from '../jobs/interval-job.js';
import { composeLeftNotices } from '../email/notices.js';

interface SeriesJobDeps {
  api: () => ApiClient;
  mailer: Mailer;
  log: Logger;
  intervalSeconds: number;
  /** Told of each run (the gateway's /metrics). */
  runs?: JobRuns;
}

/** Series claimed per call: a call that answers fewer means nothing more is due. */
const LIMIT = 100;
/** A bound on the calls of one run (100 000 series), so a run always ends. */
const MAX_CALLS = 1000;

interface ExtendRun {
  series: number;
  created: number;
  moved: number;
  /** Series whose planning failed unexpectedly: the api sets each aside for an hour. */
  failed: number[];
}

/** Extends every due series (`today`: the api's Johannesburg date when absent) and tells of moved visits. */
async function extendDueSeries(
  deps: Omit<SeriesJobDeps, 'intervalSeconds'>,
  today?: string,
): Promise<ExtendRun> {
  const run: ExtendRun = { series: 0, created: 0, moved: 0, failed: [] };
  for (let call = 0; call < MAX_CALLS; call++) {
    const reply = await deps.api().post('series/extend.php', {
      limit: LIMIT,
      ...(today !== undefined ? { today } : {}),
    });
    run.series += reply.series;
    run.created += reply.created;
    run.failed.push(...reply.failed);
    run.moved += reply.moved.length;
    if (reply.series < LIMIT) break;
  }
  // The visits placed elsewhere owe their customers an e-mail, stored with them by the api: composed now.
  if (run.moved > 0) await composeLeftNotices({ api: deps.api(), mailer: deps.mailer, log: deps.log }, 0);
  return run;
}

/** Runs the job every `intervalSeconds` (first run soon after start); 0 turns it off; stop() ends it. */
export function startSeriesJob(deps: SeriesJobDeps): { stop(): void } {
  return startIntervalJob(
    { name: 'series', intervalSeconds: deps.intervalSeconds, log: deps.log, runs: deps.runs },
    () =>
      extendDueSeries(deps).then((run) => {
        if (run.created > 0) deps.log.info(run, 'series visits created');
        if (run.failed.length > 0)
          deps.log.error({ seriesIds: run.failed }, 'series could not be planned; tried again in an hour');
      }),
  );
}
