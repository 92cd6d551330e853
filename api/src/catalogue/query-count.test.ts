import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import * as schema from '../db/schema.js';
import { seedDemoData } from '../db/seed.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import { loadSeasonsWithPackages } from './seasons.js';
import { loadServices } from './services.js';

let api: TestApi;
let counting: Db;
let queries = 0;

beforeAll(async () => {
  api = await startTestApi();
  await seedDemoData(api.db);
  // The same connection, with a logger that counts the statements the loaders send.
  const client = (api.db as unknown as { $client: unknown }).$client;
  const logger = { logQuery: () => void queries++ };
  counting =
    api.database.kind === 'postgres'
      ? drizzlePg(client as pg.Pool, { schema, logger })
      : (drizzlePglite(client as PGlite, { schema, logger }) as unknown as Db);
});
afterAll(() => api.close());

async function countQueries(run: () => Promise<unknown>): Promise<number> {
  queries = 0;
  await run();
  return queries;
}

describe('catalogue reads take a fixed number of queries', () => {
  it('loads one service or all of them with variations and add-ons in the same five queries', async () => {
    const all = await loadServices(counting);
    expect(all.length).toBeGreaterThanOrEqual(18);
    expect(all.every((s) => s.variations.length > 0 && s.addOns.length > 0)).toBe(true);
    const forAll = await countQueries(() => loadServices(counting));
    const forOne = await countQueries(() => loadServices(counting, { limit: 1 }));
    expect(forAll).toBe(5);
    expect(forOne).toBe(forAll);
  });

  it('loads every season with packages and package services in three queries', async () => {
    const seasons = await loadSeasonsWithPackages(counting);
    expect(seasons.flatMap((s) => s.packages).length).toBeGreaterThanOrEqual(8);
    expect(await countQueries(() => loadSeasonsWithPackages(counting))).toBe(3);
  });
});
