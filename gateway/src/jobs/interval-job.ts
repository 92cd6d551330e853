import { inSpan } from '@greenleaf/shared/tracing';
import type { Logger } from 'pino';

/** Told of each run of a job: whether it ran through, and how long it took (the gateway's /metrics). */
export type JobRuns = (job: string, ok: boolean, seconds: number) => void;

/** A background job: its name (in logs and metrics), how often it runs, where it logs, who is told of runs. */
interface IntervalJob {
  name: string;
  intervalSeconds: number;
  log: Logger;
  runs?: JobRuns | undefined;
}

/**
 * Runs `work` every `intervalSeconds` (the first run soon after start, at most 5 s), never two at once
 * (a tick while one runs is skipped); 0 or less turns it off. A run that fails is logged and tried again
 * at the next tick; each run is told to `runs`. Timers are unref'd, so a job never keeps the process
 * alive; stop() ends it. Each run is a trace of its own when tracing is on. Every job of the gateway's runs this way (jobs/background-jobs.ts).
 */
export function startIntervalJob(job: IntervalJob, work: () => Promise<void>): { stop(): void } {
  if (job.intervalSeconds <= 0) return { stop() {} };
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    const started = performance.now();
    // Each run is a trace of its own (shared/tracing.ts): the api calls it makes are its children.
    void inSpan(`job ${job.name}`, { root: true }, work)
      .then(
        () => true,
        (err: unknown) => {
          job.log.warn({ err }, `${job.name} job could not run; it tries again`);
          return false;
        },
      )
      .then((ok) => job.runs?.(job.name, ok, (performance.now() - started) / 1000))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(tick, Math.min(job.intervalSeconds * 1000, 5000));
  const every = setInterval(tick, job.intervalSeconds * 1000);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
