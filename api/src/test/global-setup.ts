/**
 * Runs once per vitest project before any api test file:
 * - TEST_DB=pglite (default): migrates an in-memory PGlite once and dumps it to a tarball that every
 *   test file loads (a fresh PGlite from scratch costs seconds; loading a dump is much cheaper).
 * - TEST_DB=postgres: starts a throw-away PostgreSQL server from the machine's binaries and migrates a
 *   template database; every test file then gets its own copy of it (CREATE DATABASE ... TEMPLATE).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { databaseUrl, startPostgres } from '../../../scripts/postgres-server.mjs';

export const TEMPLATE_DB = 'gl_template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const kind = (project.config.env as Record<string, string> | undefined)?.TEST_DB ?? 'pglite';
  if (kind === 'postgres') {
    const server = await startPostgres();
    const admin = new pg.Client(server.url);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: databaseUrl(server.url, TEMPLATE_DB), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('pgServerUrl', server.url);
    return () => server.stop();
  }
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {};
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgliteTemplate: string;
  }
}
