/**
 * Servers for the evidence tests, all on 127.0.0.1:
 * - `inProcess()`: the real api (PGlite from the migrated template, or a PostgreSQL database) and a real
 *   gateway (createGateway) in this process on port 0, with the demo catalogue.
 * (Tests that spawn processes get free ports from startStack: tests/support/stack.ts.)
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../api/src/db/client.js';
import { seedDemoData } from '../../../api/src/db/seed.js';
import {
  startApiOver,
  startTestApi,
  type TestApi,
  type TestApiLimits,
} from '../../../api/src/test/harness.js';
import { startTestGateway, type TestGateway } from '../../../gateway/src/test/harness.js';
import type { GatewayOptions } from '../../../gateway/src/app.js';
import type { GatewayConfig } from '../../../gateway/src/config.js';
import { databaseUrl, startPostgres, type PostgresServer } from '../../../scripts/postgres-server.mjs';

/** The api (with its database) behind the same interface as api/src/test/harness.ts. */
function apiOver(
  database: Database,
  slotCapacity: number,
  drop: () => Promise<void>,
  limits: TestApiLimits = {},
): Promise<TestApi> {
  return startApiOver(database, { ...limits, slotCapacity, drop });
}

/** A fresh database on a PostgreSQL server, migrated by the api's own start-up. */
async function postgresApi(
  server: PostgresServer,
  slotCapacity = 2,
  limits: TestApiLimits = {},
): Promise<TestApi> {
  const name = `ev_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client(server.url);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: databaseUrl(server.url, name), poolSize: 20 });
  // The database goes with the server (stopped by the caller): no DROP ... WITH (FORCE) here, which
  // would terminate pool connections still closing.
  return apiOver(database, slotCapacity, async () => {}, limits);
}

interface InProcessOptions {
  db?: 'pglite' | 'postgres';
  slotCapacity?: number;
  config?: Partial<GatewayConfig>;
  options?: GatewayOptions;
  /** The api's booking limits (MAX_UNPAID_HOLDS, BOOKING_SAVE_QUEUE). */
  apiLimits?: TestApiLimits;
  /** The address the gateway calls the api at, given the api's own (e.g. a proxy in front of it). */
  apiUrlFor?: (apiBaseUrl: string) => Promise<string>;
  /** Keep the demo catalogue's real service durations (by default each job takes one slot). */
  realDurations?: boolean;
}

export interface InProcess extends TestGateway {
  postgres?: PostgresServer;
}

/** The real api and gateway in this process, demo catalogue seeded. Close it in afterAll. */
export async function inProcess(opts: InProcessOptions = {}): Promise<InProcess> {
  const slotCapacity = opts.slotCapacity ?? 2;
  let postgres: PostgresServer | undefined;
  let api: TestApi;
  if (opts.db === 'postgres') {
    postgres = await startPostgres();
    api = await postgresApi(postgres, slotCapacity, opts.apiLimits);
  } else {
    api = await startTestApi({ ...opts.apiLimits, slotCapacity });
  }
  try {
    await seedDemoData(api.db);
    // The evidence counts bookings per slot: every demo job takes one 45-minute slot here (longer
    // work, which covers several slots, is proven in time-and-place.test.ts).
    if (!opts.realDurations) await api.db.execute(sql`update services set duration_minutes = 45`);
    const t = await startTestGateway({
      api,
      config: {
        ...(opts.apiUrlFor ? { apiUrl: await opts.apiUrlFor(api.baseUrl) } : {}),
        ...opts.config,
      },
      ...(opts.options ? { options: opts.options } : {}),
    });
    const closeGateway = t.close.bind(t);
    return Object.assign(t, {
      ...(postgres ? { postgres } : {}),
      close: async () => {
        try {
          await closeGateway();
          await api.close();
        } finally {
          await postgres?.stop();
        }
      },
    });
  } catch (error) {
    await api.close().catch(() => {});
    await postgres?.stop().catch(() => {});
    throw error;
  }
}
