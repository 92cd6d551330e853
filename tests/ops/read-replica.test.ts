// A read replica (issue #36; docs/operations.md, "A read replica"): with DATABASE_READ_URL naming a hot
// standby of the primary, the office's CSV exports read the standby and everything else the primary.
// Shown by pausing the standby's replay: a row written meanwhile is on the office's lists at once and
// in the export only once the standby has replayed it; nothing is ever written to the standby.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseUrl,
  startPostgres,
  startStandby,
  type PostgresServer,
} from '../../scripts/postgres-server.mjs';
import { adminCookie } from '../support/replicas.js';
import { startStack, type Stack } from '../support/stack.js';

let primary: PostgresServer;
let standby: Awaited<ReturnType<typeof startStandby>>;
let stack: Stack;
let cookie: string;
let replica: pg.Client;
const DB = 'replicated';

beforeAll(async () => {
  primary = await startPostgres();
  const admin = new pg.Client(primary.url);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DB}`);
  await admin.end();
  standby = await startStandby(primary);
  stack = await startStack({
    db: 'pglite',
    extraEnv: {
      DATABASE_URL: databaseUrl(primary.url, DB),
      DATABASE_READ_URL: databaseUrl(standby.url, DB),
    },
  });
  cookie = await adminCookie(stack.gatewayUrl);
  replica = new pg.Client(databaseUrl(standby.url, DB));
  await replica.connect();
}, 180_000);

afterAll(async () => {
  await replica?.end();
  await stack?.stop();
  await standby?.stop();
  await primary?.stop();
});

const tag = `Replica${Date.now().toString(36)}`;

/** A category written through the api (the primary). */
async function addCategory(name: string): Promise<void> {
  const res = await fetch(`${stack.apiUrl}/query/query.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.apiToken}` },
    body: JSON.stringify({ table: 'categories', action: 'insert', data: [{ key: 'name', value: name }] }),
  });
  expect(res.status, await res.text()).toBe(200);
}

/** The category names the office's export holds (read from the replica). */
async function exported(): Promise<string> {
  const res = await fetch(`${stack.gatewayUrl}/exports/categories.csv?search=${tag}`, {
    headers: { cookie },
  });
  expect(res.status).toBe(200);
  return res.text();
}

/** The category names the office's list shows (GraphQL, through the api's primary). */
async function listed(): Promise<string> {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      query: `query($search: String) { adminTableRows(table: CATEGORIES, search: $search) { rows { data } } }`,
      variables: { search: tag },
    }),
  });
  return JSON.stringify(await res.json());
}

async function until(check: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe('reads that may be a moment behind go to the replica', () => {
  it('exports from the standby, lists from the primary', async () => {
    await addCategory(`${tag} Hedges`);
    expect(await until(async () => (await exported()).includes(`${tag} Hedges`))).toBe(true);

    await replica.query('select pg_wal_replay_pause()');
    expect(
      await until(
        async () => (await replica.query('select pg_is_wal_replay_paused() as p')).rows[0].p === true,
      ),
    ).toBe(true);
    await addCategory(`${tag} Aeration`);
    // The office's list reads the primary: there at once.
    expect(await listed()).toContain(`${tag} Aeration`);
    // The export reads the standby, which has not replayed it.
    expect(await exported()).not.toContain(`${tag} Aeration`);

    await replica.query('select pg_wal_replay_resume()');
    expect(await until(async () => (await exported()).includes(`${tag} Aeration`))).toBe(true);
  });

  it('sends no write to the standby: it accepts none', async () => {
    await expect(replica.query(`insert into categories (name) values ('${tag} never')`)).rejects.toThrow(
      /read-only transaction/,
    );
  });
});
