/** The api being down or hanging: UPSTREAM_UNAVAILABLE within the 2 s timeout, and /readyz says so. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../api/src/test/harness.js';
import { startTestGateway, type TestGateway } from './test/harness.js';

let api: TestApi;
let hanging: Server;
let down: TestGateway;
let slow: TestGateway;
let delaying: Server;
let delayed: TestGateway;

beforeAll(async () => {
  api = await startTestApi();
  // A port that refuses connections: listen, note the port, close.
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const closedPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((r) => probe.close(() => r()));
  // An api that accepts requests and never answers.
  hanging = createServer(() => {});
  await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', () => r()));
  const hangingPort = (hanging.address() as AddressInfo).port;
  // An api that answers everything, but only after 2.5 s (longer than the read timeout).
  delaying = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      setTimeout(async () => {
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(([k]) =>
            ['authorization', 'content-type', 'x-request-id'].includes(k),
          ),
        ) as Record<string, string>;
        const upstream = await fetch(`${api.baseUrl}${req.url}`, {
          method: req.method,
          headers,
          ...(req.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
        });
        res.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/json',
        });
        res.end(Buffer.from(await upstream.arrayBuffer()));
      }, 2500);
    });
  });
  await new Promise<void>((r) => delaying.listen(0, '127.0.0.1', () => r()));
  delayed = await startTestGateway({
    api,
    apiUrl: `http://127.0.0.1:${(delaying.address() as AddressInfo).port}`,
  });
  down = await startTestGateway({ api, apiUrl: `http://127.0.0.1:${closedPort}` });
  slow = await startTestGateway({ api, apiUrl: `http://127.0.0.1:${hangingPort}` });
});
afterAll(async () => {
  await down?.close();
  await slow?.close();
  await delayed?.close();
  delaying?.closeAllConnections();
  await new Promise<void>((r) => delaying.close(() => r()));
  hanging?.closeAllConnections();
  await new Promise<void>((r) => hanging.close(() => r()));
  await api?.close();
});

describe('upstream unavailable', () => {
  it('a refused connection answers UPSTREAM_UNAVAILABLE at once', async () => {
    const started = Date.now();
    const res = await down.client().gql('{ services { id } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(res.errors?.[0]?.message).toMatch(/temporarily unavailable/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('an api that does not answer gives UPSTREAM_UNAVAILABLE after the 2 s timeout', async () => {
    const started = Date.now();
    const res = await slow.client().gql('{ categories { id } }');
    const elapsed = Date.now() - started;
    expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(3500);
  });

  it('a slow write is waited for (writes have their own, longer timeout), a slow read is not', async () => {
    const read = await delayed.client().gql('{ categories { id } }');
    expect(read.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    // login is a POST to users/authenticate.php: the api's answer (wrong password) arrives after 2.5 s.
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
