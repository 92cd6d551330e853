/**
 * The api being down or hanging: UPSTREAM_UNAVAILABLE, and /readyz says so. The timeouts are tested
 * through their configuration (API_TIMEOUT_MS, API_WRITE_TIMEOUT_MS), never by timing the replies: a
 * hung api's request is aborted by the gateway, and a refused connection is answered without waiting
 * for a timeout that would outlast the test.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../api/src/test/harness.js';
import type { ApiCallRecord } from './api/client.js';
import { startTestGateway, type TestGateway } from './test/harness.js';

/** Longer than any test may run (vitest's 30 s): a reply can never have come from this timeout. */
const NEVER_MS = 120_000;
/** Short, so a hung api is given up quickly. */
const SHORT_MS = 150;

let api: TestApi;
let hanging: Server;
let down: TestGateway;
let slow: TestGateway;
let patient: TestGateway;
let delaying: Server;
let delayed: TestGateway;
/** Requests the hanging api received, and whether the gateway hung up on each before any answer. */
const hung: { url: string; abortedByGateway: boolean }[] = [];
const slowCalls: ApiCallRecord[] = [];

const listen = (server: Server) =>
  new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port)));

/** Forwards a request to the real api, as a slow network in front of it would. */
async function forward(req: IncomingMessage, body: Buffer) {
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([k]) =>
      ['authorization', 'content-type', 'x-request-id'].includes(k),
    ),
  ) as Record<string, string>;
  return fetch(`${api.baseUrl}${req.url}`, {
    method: req.method ?? 'GET',
    headers,
    ...(req.method === 'POST' ? { body } : {}),
  });
}

beforeAll(async () => {
  api = await startTestApi();
  // A port that refuses connections: listen, note the port, close.
  const probe = createServer();
  const closedPort = await listen(probe);
  await new Promise<void>((r) => probe.close(() => r()));
  // An api that accepts requests and never answers; it notes when the caller hangs up.
  hanging = createServer((req, res) => {
    const entry = { url: req.url ?? '', abortedByGateway: false };
    hung.push(entry);
    res.on('close', () => {
      entry.abortedByGateway = !res.writableEnded;
    });
  });
  const hangingPort = await listen(hanging);
  // An api that answers everything, but only after a pause far longer than SHORT_MS.
  delaying = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      setTimeout(async () => {
        if (res.destroyed) return;
        const upstream = await forward(req, Buffer.concat(chunks));
        res.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/json',
        });
        res.end(Buffer.from(await upstream.arrayBuffer()));
      }, SHORT_MS * 8);
    });
  });
  const delayingPort = await listen(delaying);

  delayed = await startTestGateway({
    api,
    apiUrl: `http://127.0.0.1:${delayingPort}`,
    config: { apiTimeoutMs: SHORT_MS, apiWriteTimeoutMs: NEVER_MS },
  });
  down = await startTestGateway({
    api,
    apiUrl: `http://127.0.0.1:${closedPort}`,
    config: { apiTimeoutMs: NEVER_MS, apiWriteTimeoutMs: NEVER_MS },
  });
  slow = await startTestGateway({
    api,
    apiUrl: `http://127.0.0.1:${hangingPort}`,
    config: { apiTimeoutMs: SHORT_MS },
    options: { onApiCall: (call) => slowCalls.push(call) },
  });
  patient = await startTestGateway({
    api,
    apiUrl: `http://127.0.0.1:${hangingPort}`,
    config: { apiTimeoutMs: NEVER_MS },
  });
});
afterAll(async () => {
  hanging?.closeAllConnections();
  delaying?.closeAllConnections();
  await down?.close();
  await slow?.close();
  await patient?.close();
  await delayed?.close();
  await new Promise<void>((r) => delaying.close(() => r()));
  await new Promise<void>((r) => hanging.close(() => r()));
  await api?.close();
});

describe('upstream unavailable', () => {
  it('a refused connection answers UPSTREAM_UNAVAILABLE without waiting for the timeout', async () => {
    // The gateway's timeout is longer than the test may run: the answer can only be the refusal's.
    const res = await down.client().gql('{ services { id } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(res.errors?.[0]?.message).toMatch(/temporarily unavailable/);
  });

  it('an api that does not answer is given up after API_TIMEOUT_MS: the request is aborted, UPSTREAM_UNAVAILABLE', async () => {
    const seen = hung.length;
    // The same hung api behind a gateway whose timeout outlasts the test: its request stays open.
    const waiting = patient.client().gql('{ seasons { id } }');
    const res = await slow.client().gql('{ categories { id } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(slowCalls.at(-1)).toMatchObject({
      method: 'GET',
      path: 'categories/list.php',
      status: 'network-error',
    });

    const requests = hung.slice(seen);
    const gaveUp = requests.find((r) => r.url.startsWith('/categories/list.php'));
    const stillWaiting = requests.find((r) => r.url.startsWith('/seasons/'));
    await expect.poll(() => gaveUp?.abortedByGateway).toBe(true);
    expect(stillWaiting).toBeDefined();
    expect(stillWaiting?.abortedByGateway).toBe(false);
    hanging.closeAllConnections();
    expect((await waiting).errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('a slow write is waited for (writes have their own, longer timeout), a slow read is not', async () => {
    const read = await delayed.client().gql('{ categories { id } }');
    expect(read.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    // login is a POST to users/authenticate.php: the api's answer (wrong password) comes after the pause.
    const write = await delayed
      .client()
      .gql(
        'mutation { login(input: {email: "nobody@example.test", password: "wrong-password"}) { user { id } } }',
      );
    expect(write.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
  });

  it('sign-in while the api is down is not counted as a failed attempt and says unavailable', async () => {
    const res = await down
      .client()
      .gql('mutation { login(input: {email: "a@b.co", password: "x"}) { user { id } } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('/readyz answers 503 while the api is unreachable and /healthz stays 200', async () => {
    expect((await fetch(`${down.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${down.url}/healthz`)).status).toBe(200);
  });
});
