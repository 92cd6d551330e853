/**
 * Starts the real api over HTTP on 127.0.0.1 with its own database (PGlite loaded from the migrated
 * template, or a fresh copy of the template on the PostgreSQL server), for contract tests:
 *
 *   const api = await startTestApi();        // once per file, in beforeAll
 *   const res = await api.post('bookings/save.php', {...});
 *   expect(res.status).toBe(200); expect(res.body.guidId).toMatch(/^booking-/);
 *   await api.close();                        // in afterAll
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { DiskStorage } from '../storage/storage.js';
import { configureDatabase } from '../startup.js';
import { databaseUrl } from '../../../scripts/postgres-server.mjs';
import { TEMPLATE_DB } from './global-setup.js';

export const TEST_TOKEN = 'test-token-0123456789abcdef';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestApi {
  baseUrl: string;
  database: Database;
  db: Database['db'];
  uploadDir: string;
  request<T = any>(
    method: string,
    path: string,
    opts?: { body?: unknown; form?: FormData; token?: string | null; headers?: Record<string, string> },
  ): Promise<TestResponse<T>>;
  get<T = any>(path: string): Promise<TestResponse<T>>;
  post<T = any>(path: string, body?: unknown): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if ((process.env.TEST_DB ?? 'pglite') === 'postgres') {
    const serverUrl = inject('pgServerUrl');
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client(serverUrl);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 20 });
    return {
      database,
      drop: async () => {
        const c = new pg.Client(serverUrl);
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const tar = readFileSync(inject('pgliteTemplate'));
  const database = await openDatabase({ dataDir: null, loadDataDir: new Blob([tar]) });
  return { database, drop: async () => {} };
}

/**
 * `maxUnpaidHolds`: the api's MAX_UNPAID_HOLDS. Tests book many days for one user, so it is 1000 here
 * unless a test of the limit sets it. `bookingSaveQueue`: the api's BOOKING_SAVE_QUEUE.
 */
export interface TestApiLimits {
  maxUnpaidHolds?: number;
  bookingSaveQueue?: number;
  minLeadMinutes?: number;
  /** The api's BUSINESS_VAT_NUMBER (empty or absent: not VAT-registered, plain invoices). */
  vatNumber?: string;
}

export async function startTestApi(opts: { slotCapacity?: number } & TestApiLimits = {}): Promise<TestApi> {
  const { database, drop } = await openTestDatabase();
  return startApiOver(database, { ...opts, slotCapacity: opts.slotCapacity ?? 2, drop });
}

/** The real api over HTTP on an already opened database (one the caller made, e.g. on its own server). */
export async function startApiOver(
  database: Database,
  opts: { slotCapacity: number; drop?: () => Promise<void> } & TestApiLimits,
): Promise<TestApi> {
  const drop = opts.drop ?? (async () => {});
  const config = {
    API_TOKEN: TEST_TOKEN,
    SLOT_CAPACITY: opts.slotCapacity,
    MAX_UNPAID_HOLDS: opts.maxUnpaidHolds ?? 1000,
    ...(opts.bookingSaveQueue !== undefined ? { BOOKING_SAVE_QUEUE: opts.bookingSaveQueue } : {}),
    ...(opts.minLeadMinutes !== undefined ? { MIN_LEAD_MINUTES: opts.minLeadMinutes } : {}),
    ...(opts.vatNumber !== undefined ? { BUSINESS_VAT_NUMBER: opts.vatNumber } : {}),
  };
  await configureDatabase(database, config);
  const uploadDir = mkdtempSync(join(tmpdir(), 'gl-uploads-'));
  const app = await buildApp(
    { database, config, storage: new DiskStorage(uploadDir) },
    { logLevel: 'silent' },
  );
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  const request: TestApi['request'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    const token = o.token === undefined ? TEST_TOKEN : o.token;
    if (token) headers.authorization = `Bearer ${token}`;
    let body: FormData | string | undefined;
    if (o.form) body = o.form;
    else if (o.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body);
    }
    const res = await fetch(`${baseUrl}/${path.replace(/^\//, '')}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, headers: res.headers, body: parsed as any, text };
  };

  return {
    baseUrl,
    database,
    db: database.db,
    uploadDir,
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, { body: body ?? {} }),
    close: async () => {
      // A test's gateways are stopped before its api: a connection one of them left open mid-request
      // would hold the server's close for its keep-alive timeout (72 s), so it is ended at once.
      const closing = app.close();
      const sweep = setInterval(() => app.server.closeAllConnections(), 100);
      await closing.finally(() => clearInterval(sweep));
      await database.close();
      await drop();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second api over `first`'s database, as another replica: on PostgreSQL with its own connection pool
 * (its transactions really run at the same time as the first's); on PGlite over the same single
 * connection. Close it before `first`.
 */
export async function startReplicaApi(first: TestApi, opts: TestApiLimits = {}): Promise<TestApi> {
  if (first.database.kind === 'postgres') {
    const rows = (await first.database.db.execute('select current_database() as name')).rows as {
      name: string;
    }[];
    const database = await openDatabase({
      databaseUrl: databaseUrl(inject('pgServerUrl'), rows[0]!.name),
      poolSize: 20,
    });
    return startApiOver(database, { ...opts, slotCapacity: 2 });
  }
  // The same PGlite: closing the replica leaves it open for the first api.
  return startApiOver({ ...first.database, close: async () => {} }, { ...opts, slotCapacity: 2 });
}
