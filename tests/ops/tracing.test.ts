// Traces across the processes (issue #36; docs/operations.md, "Traces"): with OTEL_EXPORTER_OTLP_ENDPOINT
// set, a GraphQL request that the browser began (its `traceparent`) is one trace through the gateway,
// its REST calls, the api and the api's PostgreSQL queries, exported to a collector over OTLP/HTTP;
// a background job's run is a trace of its own; no span carries what the customer typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOtlpCollector,
  type OtlpCollector,
  type ReceivedSpan,
} from '../../shared/src/test/otlp-collector.js';
import { startStack, type Stack } from '../support/stack.js';

let collector: OtlpCollector;
let stack: Stack;

beforeAll(async () => {
  collector = await startOtlpCollector();
  stack = await startStack({
    db: 'postgres',
    extraEnv: {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      REMINDER_INTERVAL_SECONDS: '1',
    },
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await collector?.close();
});

const SERVER = 2;
const CLIENT = 3;
const hex = (bytes: number) => Buffer.from(crypto.getRandomValues(new Uint8Array(bytes))).toString('hex');

/** Waits until the collector holds spans that `done` accepts; returns them. */
async function spansUntil(
  pick: (s: ReceivedSpan) => boolean,
  done: (spans: ReceivedSpan[]) => boolean,
): Promise<ReceivedSpan[]> {
  const until = Date.now() + 30_000;
  for (;;) {
    const spans = collector.spans.filter(pick);
    if (done(spans) || Date.now() > until) return spans;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('one trace from the browser to the database', () => {
  it("continues the browser's trace through the gateway, its api calls, the api and its queries", async () => {
    const traceId = hex(16);
    const browserSpan = hex(8);
    const email = `trace-probe-${hex(4)}@example.co.za`;
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${browserSpan}-01` },
      body: JSON.stringify({
        operationName: 'SignIn',
        query: 'mutation SignIn($input: LoginInput!) { login(input: $input) { user { id } } }',
        variables: { input: { email, password: 'not-the-password-1' } },
      }),
    });
    expect(res.status).toBe(200);
    const spans = await spansUntil(
      (s) => s.traceId === traceId,
      (all) =>
        all.some((s) => s.service === 'greenleaf-gateway' && s.kind === SERVER) &&
        all.some((s) => s.attributes['db.system.name'] === 'postgresql'),
    );

    const gateway = spans.find((s) => s.service === 'greenleaf-gateway' && s.kind === SERVER);
    expect(gateway, JSON.stringify(spans)).toMatchObject({
      parentSpanId: browserSpan,
      name: 'POST /graphql',
      attributes: { 'graphql.operation.name': 'SignIn', 'http.response.status_code': 200 },
    });
    const calls = spans.filter((s) => s.service === 'greenleaf-gateway' && s.kind === CLIENT);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.parentSpanId).toBe(gateway!.spanId);

    const apiRequests = spans.filter((s) => s.service === 'greenleaf-api' && s.kind === SERVER);
    expect(apiRequests.length).toBeGreaterThan(0);
    for (const request of apiRequests) {
      // each the child of the gateway's call that made it, named by its route
      const call = calls.find((c) => c.spanId === request.parentSpanId);
      expect(call, request.name).toBeDefined();
      expect(request.name).toBe(call!.name.replace(' ', ' /'));
    }
    const queries = spans.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.service).toBe('greenleaf-api');
      expect(apiRequests.map((r) => r.spanId)).toContain(query.parentSpanId);
    }
    // The statements' text, never their values: the address typed is in no span.
    expect(JSON.stringify(spans)).not.toContain(email);
  });

  it('makes each background job run a trace of its own, with the api calls it makes', async () => {
    const runs = await spansUntil(
      (s) => s.name === 'job reminders',
      (found) => found.length > 0,
    );
    expect(runs.length).toBeGreaterThan(0);
    const run = runs[0]!;
    expect(run).toMatchObject({ service: 'greenleaf-gateway', parentSpanId: '' });
    const children = await spansUntil(
      (s) => s.traceId === run.traceId && s.service === 'greenleaf-api',
      (found) => found.length > 0,
    );
    expect(children.length).toBeGreaterThan(0);
  });

  it('starts a trace of its own for a request that names none', async () => {
    const before = new Set(collector.spans.map((s) => s.traceId));
    const res = await fetch(`${stack.gatewayUrl}/readyz`);
    expect(res.status).toBe(200);
    const spans = await spansUntil(
      (s) => s.service === 'greenleaf-gateway' && s.name === 'GET /readyz' && !before.has(s.traceId),
      (found) => found.length > 0,
    );
    expect(spans[0]).toMatchObject({ parentSpanId: '', kind: SERVER });
  });
});
