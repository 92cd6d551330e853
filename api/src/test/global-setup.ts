/**
 * Runs once per vitest project before any api test file:
 * - TEST_DB=pglite (default): migrates an in-memory PGlite once and dumps it to a tarball that every
 *   test file loads (a fresh PGlite from scratch costs seconds; loading a dump is much cheaper). The
 *   tarball is named by a hash of the migrations, so the projects of one run (api, gateway, evidence)
 *   share it and older ones are removed.
 * - TEST_DB=postgres: starts a throw-away PostgreSQL server from the machine's binaries and migrates a
 *   template database; every test file then gets its own copy of it (CREATE DATABASE ... TEMPLATE).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../db/client.js';
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
  const dir = resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-template-${migrationsHash()}.tar`);
  for (const old of readdirSync(dir)) {
    if (old.startsWith('pglite-template-') && join(dir, old) !== file)
      rmSync(join(dir, old), { force: true });
  }
  if (!existsSync(file)) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    await database.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  project.provide('pgliteTemplate', file);
  return async () => {};
}

/** A hash of every migration file: the template is remade only when a migration changes. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgliteTemplate: string;
  }
}
