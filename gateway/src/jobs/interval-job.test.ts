import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMetrics } from '../http/metrics.js';
import { startIntervalJob } from './interval-job.js';

/** The value of one series in the metrics text, or undefined when absent. */
async function metric(text: Promise<string>, series: string): Promise<number | undefined> {
  const line = (await text).split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a background job', () => {
  it('runs at each tick, logs a failed run and counts each run on /metrics with when it last ran through', async () => {
    vi.useFakeTimers();
    const metrics = createMetrics();
    const warned: unknown[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void warned.push(JSON.parse(line)) });
    let fail = true;
    const job = startIntervalJob(
      { name: 'example', intervalSeconds: 60, log, runs: metrics.jobRuns },
      async () => {
        if (fail) throw new Error('database away');
      },
    );
    try {
      await vi.advanceTimersByTimeAsync(5_000); // the first run, soon after start
      expect(
        await metric(metrics.registry.metrics(), 'gateway_job_runs_total{job="example",outcome="failed"}'),
      ).toBe(1);
      expect(warned).toHaveLength(1);
      expect(warned[0]).toMatchObject({ msg: 'example job could not run; it tries again' });
      expect(
        await metric(metrics.registry.metrics(), 'gateway_job_last_success_timestamp_seconds{job="example"}'),
      ).toBeUndefined();

      fail = false;
      await vi.advanceTimersByTimeAsync(60_000);
      const text = metrics.registry.metrics();
      expect(await metric(text, 'gateway_job_runs_total{job="example",outcome="ok"}')).toBe(1);
      // The second run, at the first interval (60 s after start; the clock now reads 65 s).
      const ranThrough = await metric(
        metrics.registry.metrics(),
        'gateway_job_last_success_timestamp_seconds{job="example"}',
      );
      expect(ranThrough).toBeCloseTo(Date.now() / 1000 - 5, 0);
      expect(
        await metric(metrics.registry.metrics(), 'gateway_job_run_duration_seconds_count{job="example"}'),
      ).toBe(2);
    } finally {
      job.stop();
    }
  });

  it('is off at 0 seconds', async () => {
    vi.useFakeTimers();
    const work = vi.fn(async () => undefined);
    const job = startIntervalJob({ name: 'off', intervalSeconds: 0, log: pino({ level: 'silent' }) }, work);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(work).not.toHaveBeenCalled();
    job.stop();
  });
});
