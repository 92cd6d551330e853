// The deployment's reverse proxy (docker-compose.yml's `proxy`: nginx with
// deploy/nginx/gateway.conf.template) in front of two gateways and two apis over one PostgreSQL, as
// processes (no container runtime in CI; nginx from Debian's packages): requests reach both gateways,
// a caller's request id goes through, a booking made through the proxy holds whichever gateway took
// it, and a gateway killed mid-load stops receiving requests without one of them failing.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../api/src/db/client.js';
import { freePorts } from '../../scripts/free-ports.mjs';
import { startPostgres, type PostgresServer } from '../../scripts/postgres-server.mjs';
import { VISIT } from '../evidence/support/data.js';
import { dayCounter } from '../../api/src/bookings/test-fixtures.js';
import { startNginxProxy, type NginxProxy } from '../support/nginx-proxy.js';
import { replicaEnv } from '../support/stack-env.js';
import { startProcess, waitFor } from '../support/stack.js';

const ports = await freePorts(4);
const gatewayPort = (i: number) => ports[i]!;
const apiPort = (i: number) => ports[2 + i]!;
const gatewayUrl = (i: number) => `http://127.0.0.1:${gatewayPort(i)}`;
let server: PostgresServer;
let database: Database;
let proxy: NginxProxy;
const procs: ChildProcess[] = [];
const gatewayProcs: ChildProcess[] = [];

beforeAll(async () => {
  server = await startPostgres();
  const env = { ...replicaEnv(), DATABASE_URL: server.url, DATA_DIR: server.dir + '/app' };
  for (let i = 0; i < 2; i++) procs.push(startProcess('api', { ...env, API_PORT: String(apiPort(i)) }));
  await Promise.all([0, 1].map((i) => waitFor(`http://127.0.0.1:${apiPort(i)}/readyz`)));
  for (let i = 0; i < 2; i++) {
    const gateway = startProcess('gateway', {
      ...env,
      PORT: String(gatewayPort(i)),
      API_URL: `http://127.0.0.1:${apiPort(i)}`,
      PUBLIC_URL: `http://127.0.0.1:${gatewayPort(i)}`,
      // The caller's address is the proxy's X-Forwarded-For (the proxy is on loopback).
      TRUSTED_PROXIES: 'loopback',
      SERIES_JOB_INTERVAL_SECONDS: '0',
    });
    procs.push(gateway);
    gatewayProcs.push(gateway);
  }
  await Promise.all([0, 1].map((i) => waitFor(`${gatewayUrl(i)}/readyz`)));
  proxy = await startNginxProxy([gatewayPort(0), gatewayPort(1)]);
  database = await openDatabase({ databaseUrl: server.url, poolSize: 2 });
}, 180_000);

afterAll(async () => {
  proxy?.stop();
  for (const p of procs) if (p.exitCode === null) p.kill('SIGKILL');
  await database?.close();
  await server?.stop();
});

async function gql(query: string, variables: object = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${proxy.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  // A proxy's own error page (a gateway gone mid-request) is not JSON.
  const text = await res.text();
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    /* nginx's page */
  }
  return { status: res.status, headers: res.headers, body };
}

/** How many HTTP requests a gateway has answered (its own /metrics, asked directly). */
async function served(i: number): Promise<number> {
  const text = await (await fetch(`${gatewayUrl(i)}/metrics`)).text();
  return text
    .split('\n')
    .filter((l) => l.startsWith('gateway_http_request_duration_seconds_count'))
    .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
}

const CREATE = `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`;

async function bookingInput(tag: string, date: string, timeSlot: string) {
  const { body } = await gql('{ services { id variations { options { id } } } }');
  const s = body.data.services[0];
  const line = { serviceId: s.id, optionIds: s.variations.map((v: any) => v.options[0].id), addOnIds: [] };
  return {
    address: VISIT,
    booking: { date, timeSlot, lines: [line], modifierOptionIds: [] },
    customer: {
      name: `Proxy ${tag}`,
      email: `proxy-${tag}-${randomBytes(4).toString('hex')}@example.test`,
      password: 'proxy-password-1',
      phone: `021${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    },
  };
}

describe('nginx in front of two gateways', () => {
  it('spreads requests over both gateways and keeps the caller’s request id', async () => {
    const before = await Promise.all([served(0), served(1)]);
    for (let i = 0; i < 10; i++) expect((await gql('{ categories { name } }')).status).toBe(200);
    const after = await Promise.all([served(0), served(1)]);
    expect(after[0] - before[0]).toBeGreaterThan(0);
    expect(after[1] - before[1]).toBeGreaterThan(0);

    const traced = await gql('{ siteInfo { officePhone } }', {}, { 'x-request-id': 'partner-req-4711' });
    expect(traced.headers.get('x-request-id')).toBe('partner-req-4711');
    // Without one, the proxy's own id reaches the gateway, which answers it.
    expect((await gql('{ siteInfo { officePhone } }')).headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('books through the proxy, and the slot capacity holds whichever gateway takes each request', async () => {
    const date = dayCounter(2032)();
    const results = await Promise.all(
      Array.from({ length: 8 }, async (_, i) =>
        gql(CREATE, { input: await bookingInput(`slot${i}`, date, '10:00 - 10:45') }),
      ),
    );
    const codes = results.map((r) => r.body.errors?.[0]?.extensions?.code ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(2);
    expect(codes.filter((c) => c !== 'OK' && c !== 'SLOT_FULL')).toEqual([]);
    const rows = await database.db.execute(
      sql`select count(*)::int as n from bookings where booking_date = ${date} and booking_time = '10:00 - 10:45'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });

  it('stops sending requests to a killed gateway mid-load, and loses no booking', async () => {
    // One customer after another books a day of their own, each with its idempotency key.
    type Outcome = { key: string; input: object; guidId?: string; status: number };
    const outcomes: Outcome[] = [];
    let stop = false;
    const nextDay = dayCounter(2033);
    let n = 0;
    const load = (async () => {
      while (!stop) {
        n += 1;
        const key = `proxy-load-${randomBytes(6).toString('hex')}`;
        const input = {
          ...(await bookingInput(`load${n}`, nextDay(), '11:30 - 12:15')),
          idempotencyKey: key,
        };
        const r = await gql(CREATE, { input });
        outcomes.push({ key, input, status: r.status, guidId: r.body?.data?.createBooking?.booking?.guidId });
      }
    })();
    await waitUntil(() => outcomes.length >= 5);
    gatewayProcs[0]!.kill('SIGKILL');
    const killedAt = outcomes.length;
    await waitUntil(() => outcomes.length >= killedAt + 20);
    stop = true;
    await load;

    // At most the request in flight when the gateway died fails (nginx never resends a request a
    // gateway may have received); every later one goes to the gateway that is left.
    const failed = outcomes.filter((o) => !o.guidId);
    expect(failed.length).toBeLessThanOrEqual(1);
    expect(outcomes.slice(killedAt + 1).every((o) => o.guidId)).toBe(true);
    // Every accepted booking is stored; a failed one is resent with its key and stored once.
    for (const o of failed) {
      const again = await gql(CREATE, { input: o.input });
      o.guidId = again.body.data.createBooking.booking.guidId;
    }
    const guids = outcomes.map((o) => o.guidId!);
    const rows = await database.db.execute(
      sql`select guid_id from bookings where idempotency_key in (${sql.join(
        outcomes.map((o) => sql`${o.key}`),
        sql`, `,
      )})`,
    );
    const stored = (rows as unknown as { rows: { guid_id: string }[] }).rows.map((r) => r.guid_id);
    expect(stored.sort()).toEqual([...guids].sort());
  });
});

async function waitUntil(done: () => boolean, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
