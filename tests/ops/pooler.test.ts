// PgBouncer in transaction mode in front of PostgreSQL, as docs/operations.md ("A connection pooler")
// deploys it: two apis send every query through the pooler (DATABASE_URL) and open their two sessions
// of their own, the migrations' lock and the catalogue's LISTEN, on the server itself
// (DATABASE_DIRECT_URL). Started together on an empty database, they apply the migrations once; a
// catalogue change made through one gateway is served by the other as soon as its api hears it; the
// slot capacity and the per-customer holds (transaction-scoped advisory locks) hold under a burst; and
// the pooler really carries the load with few server connections.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { openDatabase, type Database } from '../../api/src/db/client.js';
import { freePorts } from '../../scripts/free-ports.mjs';
import { startPostgres, type PostgresServer } from '../../scripts/postgres-server.mjs';
import { replicaEnv } from '../support/stack-env.js';
import { root, startProcess, stopProcess, waitFor } from '../support/stack.js';
import { startPgBouncer, type Pooler } from '../support/pgbouncer.js';
import { VISIT } from '../evidence/support/data.js';

// the pooler (0), two apis (1, 2) and two gateways (3, 4), on ports free at start
const ports = await freePorts(5);
const apiPort = (i: number) => ports[1 + i]!;
const gatewayPort = (i: number) => ports[3 + i]!;
const gateways = [0, 1].map((i) => `http://127.0.0.1:${gatewayPort(i)}`);
const POOL_SIZE = 4;
let server: PostgresServer;
let pooler: Pooler;
let direct: Database;
const procs: ChildProcess[] = [];

async function gql(url: string, query: string, variables: object = {}, cookie?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await res.json()) as any, setCookie: res.headers.getSetCookie() };
}

const rows = async (query: ReturnType<typeof sql>) => ((await direct.db.execute(query)) as any).rows as any[];

beforeAll(async () => {
  server = await startPostgres();
  direct = await openDatabase({ databaseUrl: server.url, poolSize: 2 });
  // The setting the api sends as a startup option, which a pooler cannot pass on (the template says so).
  await direct.db.execute(sql`alter role postgres set jit = off`);
  pooler = await startPgBouncer({
    port: ports[0],
    serverPort: server.port,
    database: 'postgres',
    user: 'postgres',
    poolSize: POOL_SIZE,
  });
  const env = {
    ...replicaEnv(),
    DATABASE_URL: pooler.url,
    DATABASE_DIRECT_URL: server.url,
    DATA_DIR: server.dir + '/app',
  };
  // Both apis start at once on the empty database: the migrations' lock lets one apply them.
  for (let i = 0; i < 2; i++) procs.push(startProcess('api', { ...env, API_PORT: String(apiPort(i)) }));
  await Promise.all([0, 1].map((i) => waitFor(`http://127.0.0.1:${apiPort(i)}/readyz`)));
  for (let i = 0; i < 2; i++) {
    const port = gatewayPort(i);
    procs.push(
      startProcess('gateway', {
        ...env,
        PORT: String(port),
        API_URL: `http://127.0.0.1:${apiPort(i)}`,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      }),
    );
  }
  await Promise.all(gateways.map((g) => waitFor(`${g}/healthz`)));
}, 180_000);

afterAll(async () => {
  await Promise.all(procs.map((p) => stopProcess(p)));
  await pooler?.stop();
  await direct?.close();
  await server?.stop();
});

describe('two apis behind PgBouncer in transaction mode', () => {
  it('applied every migration once though both started together', async () => {
    const migrations = readdirSync(join(root, 'api/drizzle')).filter((f) => f.endsWith('.sql'));
    const applied = await rows(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied[0].n).toBe(migrations.length);
  });

  it('serves a catalogue change made through one api from the other, which heard it on its own session', async () => {
    const CATEGORIES = '{ categories { name } }';
    for (const g of gateways) await gql(g, CATEGORIES);
    const login = await gql(
      gateways[0]!,
      'mutation($input: LoginInput!) { login(input: $input) { user { role } } }',
      {
        input: { email: 'admin@greenleaf.local', password: 'admin12345' },
      },
    );
    expect(login.body.data.login.user.role).toBe('ADMIN');
    const cookie = login.setCookie.map((x) => x.split(';')[0]).join('; ');
    const name = `Pooled Topiary ${randomBytes(3).toString('hex')}`;
    const saved = await gql(
      gateways[0]!,
      'mutation($input: AdminSaveCategoryInput!) { adminSaveCategory(input: $input) { category { name } } }',
      { input: { name } },
      cookie,
    );
    expect(saved.body.data.adminSaveCategory.category.name).toBe(name);
    await vi.waitFor(
      async () => expect(JSON.stringify((await gql(gateways[1]!, CATEGORIES)).body)).toContain(name),
      { timeout: 10_000, interval: 50 },
    );
    // Each api's LISTEN is a session on the server itself, not one the pooler lends out.
    const listeners = await rows(
      sql`select count(*)::int as n from pg_stat_activity where query ilike 'LISTEN%' and backend_type = 'client backend'`,
    );
    expect(listeners[0].n).toBeGreaterThanOrEqual(2);
  });

  it('lets exactly the slot capacity book one slot under a burst through the pooler', async () => {
    const { body } = await gql(gateways[0]!, '{ services { id variations { options { id } } } }');
    const s = body.data.services[0];
    const line = { serviceId: s.id, optionIds: s.variations.map((v: any) => v.options[0].id), addOnIds: [] };
    const booking = { date: '2031-03-05', timeSlot: '13:00 - 13:45', lines: [line], modifierOptionIds: [] };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gql(
          gateways[i % 2]!,
          `mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`,
          {
            input: {
              address: VISIT,
              booking,
              customer: {
                name: `Pooled ${i}`,
                email: `pooled-${i}-${randomBytes(4).toString('hex')}@example.test`,
                password: 'pooled-password-1',
                phone: `021${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
                address: 'Observatory, Cape Town',
              },
            },
          },
        ),
      ),
    );
    expect(
      results.map((r) => r.body.errors?.[0]).filter((e) => e && e.extensions?.code !== 'SLOT_FULL'),
    ).toEqual([]);
    expect(results.filter((r) => r.body.data?.createBooking)).toHaveLength(2);
    const booked = await rows(
      sql`select count(*)::int as n from bookings where booking_date = '2031-03-05' and booking_time = '13:00 - 13:45'`,
    );
    expect(booked[0].n).toBe(2);
  });

  it('carried every query of both apis on the few server connections it was given', async () => {
    // The pooler's own console (the `pgbouncer` database): its figures for the app's database.
    const console = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${pooler.port}/pgbouncer`,
    });
    await console.connect();
    try {
      const stats = (await console.query('SHOW STATS')).rows.find((r) => r.database === 'postgres');
      const pool = (await console.query('SHOW POOLS')).rows.find((r) => r.database === 'postgres');
      // The apis' transactions went through it (its figures are summed every stats period, so the
      // latest ones may not be counted yet; the migrations ran on the direct session, not here).
      expect(Number(stats.total_xact_count)).toBeGreaterThan(0);
      const servers = ['sv_active', 'sv_idle', 'sv_used', 'sv_tested', 'sv_login'].reduce(
        (n, k) => n + Number(pool[k] ?? 0),
        0,
      );
      expect(servers).toBeGreaterThan(0);
      expect(servers).toBeLessThanOrEqual(POOL_SIZE);
    } finally {
      await console.end();
    }
  });
});
