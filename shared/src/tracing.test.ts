/**
 * The tracing switch and sampler (shared/tracing.ts): off without an endpoint; a request that names the
 * browser's trace goes on in it; the share kept is decided by the trace id, so a browser's "sampled"
 * flag cannot force a trace to be kept. The cross-process trace is tests/ops/tracing.test.ts.
 */
import { request, createServer, type Server } from 'node:http';
import { trace } from '@opentelemetry/api';
import { afterEach, describe, expect, it } from 'vitest';
import { startOtlpCollector } from './test/otlp-collector.js';
import { startTracing, TracingEnvSchema, tracedRequests } from './tracing.js';

let stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.reverse()) await stop();
  stops = [];
});

/** A traced server that answers what its request's active span is (kept or not, and its trace). */
async function spanProbe(): Promise<string> {
  const server: Server = createServer(
    tracedRequests((_req, res) => {
      const span = trace.getActiveSpan();
      res.end(
        JSON.stringify({ recording: span?.isRecording() ?? false, traceId: span?.spanContext().traceId }),
      );
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(() => new Promise((resolve) => server.close(() => resolve())));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const BROWSER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const ask = (url: string) =>
  new Promise<{ recording: boolean; traceId?: string }>((resolve, reject) => {
    const req = request(
      url,
      { headers: { traceparent: `00-${BROWSER_TRACE}-00f067aa0ba902b7-01` } },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve(JSON.parse(body) as { recording: boolean; traceId?: string }));
      },
    );
    req.on('error', reject);
    req.end();
  });

async function tracingWith(env: Record<string, string>) {
  const collector = await startOtlpCollector();
  stops.push(() => collector.close());
  const tracing = await startTracing(
    TracingEnvSchema.parse({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, ...env }),
    'probe',
  );
  expect(tracing).not.toBeNull();
  stops.push(() => tracing!.stop());
}

describe('tracing', () => {
  it('is off without a collector: nothing is recorded', async () => {
    expect(await startTracing(TracingEnvSchema.parse({}), 'probe')).toBeNull();
    // as a compose file passes an unset variable
    expect(
      await startTracing(TracingEnvSchema.parse({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }), 'probe'),
    ).toBeNull();
    expect(await ask(await spanProbe())).toMatchObject({ recording: false });
  });

  it("goes on in the browser's trace", async () => {
    await tracingWith({});
    expect(await ask(await spanProbe())).toEqual({ recording: true, traceId: BROWSER_TRACE });
  });

  it("keeps the share the sampler says, whatever the browser's flag", async () => {
    await tracingWith({ OTEL_TRACES_SAMPLER_ARG: '0' });
    expect(await ask(await spanProbe())).toMatchObject({ recording: false });
  });

  it('refuses a share outside 0 to 1 and an endpoint that is not an address', () => {
    expect(TracingEnvSchema.safeParse({ OTEL_TRACES_SAMPLER_ARG: '1.5' }).success).toBe(false);
    expect(TracingEnvSchema.safeParse({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' }).success).toBe(false);
  });
});
