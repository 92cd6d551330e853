/**
 * The gateway's background work on /metrics, so one dashboard shows every replica: each job's runs,
 * how long they took and when one last ran through (its lag: `time() - gateway_job_last_success_...`),
 * and what became of the payment provider's notifications.
 */
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { JobRuns } from '../jobs/interval-job.js';

/**
 * What became of a payment notification: it paid its booking, was kept as owed back (the booking could
 * not take it), was recorded without paying (a failed or cancelled payment, a part payment), repeated
 * one recorded before, was refused (4xx) or asked to be sent again (503).
 */
export type PaymentOutcome = 'paid' | 'refund_due' | 'not_paid' | 'duplicate' | 'refused' | 'retry';

export interface WorkMetrics {
  jobRuns: JobRuns;
  paymentNotification: (outcome: PaymentOutcome) => void;
}

const JOB_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60];

export function workMetrics(registry: Registry): WorkMetrics {
  const runs = new Counter({
    name: 'gateway_job_runs_total',
    help: 'Runs of each background job by outcome (ok, failed: logged and tried again at the next tick)',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'gateway_job_run_duration_seconds',
    help: 'How long each run of a background job took',
    labelNames: ['job'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const lastSuccess = new Gauge({
    name: 'gateway_job_last_success_timestamp_seconds',
    help: 'When a background job last ran through (unix seconds): its lag is time() minus this',
    labelNames: ['job'],
    registers: [registry],
  });
  const notifications = new Counter({
    name: 'gateway_payment_notifications_total',
    help: "The payment provider's notifications by outcome: paid, refund_due, not_paid, duplicate, refused (4xx) or retry (503)",
    labelNames: ['outcome'],
    registers: [registry],
  });
  return {
    jobRuns: (job, ok, seconds) => {
      runs.inc({ job, outcome: ok ? 'ok' : 'failed' });
      duration.observe({ job }, seconds);
      if (ok) lastSuccess.set({ job }, Date.now() / 1000);
    },
    paymentNotification: (outcome) => notifications.inc({ outcome }),
  };
}
