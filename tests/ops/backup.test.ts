// npm run db:backup / db:restore round trips, on PGlite (a data folder) and on a PostgreSQL server, and
// point-in-time recovery of a PostgreSQL server with the standard tools (docs/operations.md).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db/client.js';
import {
  baseBackup,
  startPostgres,
  startRecovered,
  walArchive,
  type CopiedServer,
  type PostgresServer,
} from '../../scripts/postgres-server.mjs';

const root = join(import.meta.dirname, '..', '..');
const script = join(root, 'scripts', 'db-backup.mjs');
const tmp = mkdtempSync(join(tmpdir(), 'gl-backup-'));
let server: PostgresServer | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

function backupCli(mode: 'backup' | 'restore', env: Record<string, string>, file?: string): string {
  return execFileSync('node', [script, mode, ...(file ? [file] : [])], {
    env: { ...process.env, BACKUP_DIR: join(tmp, 'backups'), ...env },
    encoding: 'utf8',
  }).trim();
}

async function names(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<string[]> {
  const r = await db.execute<{ name: string }>(sql`select name from categories order by id`);
  return (r as unknown as { rows: { name: string }[] }).rows.map((x) => x.name);
}

describe('database backup and restore', () => {
  it('round trips a PGlite data folder', async () => {
    const dataDir = join(tmp, 'pglite-data');
    let database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await database.migrate();
    await database.db.execute(sql`insert into categories (name) values ('Before backup')`);
    await database.close();

    const file = backupCli('backup', { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(file).toMatch(/\.pglite\.tar\.gz$/);

    database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await database.db.execute(sql`insert into categories (name) values ('After backup')`);
    expect(await names(database.db)).toEqual(['Before backup', 'After backup']);
    await database.close();

    backupCli('restore', { DATA_DIR: dataDir, DATABASE_URL: '' }, file);
    database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    expect(await names(database.db)).toEqual(['Before backup']);
    await database.close();
  });

  it('round trips a PostgreSQL database with pg_dump and pg_restore', async () => {
    server = await startPostgres();
    const database = await openDatabase({ databaseUrl: server.url, poolSize: 2 });
    await database.migrate();
    await database.db.execute(sql`insert into categories (name) values ('Kept')`);

    const file = backupCli('backup', { DATABASE_URL: server.url });
    expect(file).toMatch(/\.dump$/);
    await database.db.execute(sql`delete from categories`);
    await database.db.execute(sql`insert into categories (name) values ('Lost')`);

    backupCli('restore', { DATABASE_URL: server.url }, file);
    expect(await names(database.db)).toEqual(['Kept']);
    await database.close();
  });

  it('recovers a PostgreSQL server to the moment before a mistake (base backup and archived WAL)', async () => {
    const archive = walArchive();
    const primary = await startPostgres({ archiveDir: archive });
    let recovered: CopiedServer | undefined;
    try {
      const database = await openDatabase({ databaseUrl: primary.url, poolSize: 2 });
      await database.migrate();
      const backup = baseBackup(primary);
      // After the base backup: a change to keep, the moment, then the mistake.
      await database.db.execute(sql`insert into categories (name) values ('Kept')`);
      const moment = await one<string>(database.db, sql`select clock_timestamp()::text as v`);
      await database.db.execute(sql`delete from categories`);
      await database.db.execute(sql`insert into categories (name) values ('After the mistake')`);
      // The WAL holding it all is finished and archived (archive_command), then the server is lost.
      const last = await one<string>(database.db, sql`select pg_walfile_name(pg_switch_wal()) as v`);
      await until(async () => {
        const archived = await one<string | null>(
          database.db,
          sql`select last_archived_wal as v from pg_stat_archiver`,
        );
        return archived !== null && archived >= last;
      });
      await database.close();
      await primary.stop({ mode: 'immediate' });

      recovered = await startRecovered({ backup, archiveDir: archive, time: moment });
      const restored = await openDatabase({ databaseUrl: recovered.url, poolSize: 1 });
      await until(async () => !(await one<boolean>(restored.db, sql`select pg_is_in_recovery() as v`)));
      expect(await names(restored.db)).toEqual(['Kept']);
      // Promoted: it takes writes again.
      await restored.db.execute(sql`insert into categories (name) values ('Next day')`);
      await restored.close();
    } finally {
      await recovered?.stop();
      await primary.stop();
      rmSync(archive, { recursive: true, force: true });
    }
  });
});

/** The first row's `v` of a query. */
async function one<T>(db: Awaited<ReturnType<typeof openDatabase>>['db'], query: SQL): Promise<T> {
  const r = await db.execute(query);
  return (r as unknown as { rows: { v: T }[] }).rows[0]!.v;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('migrations on a shared server', () => {
  it('apply once when several replicas start together', async () => {
    const pg = await startPostgres();
    try {
      const replicas = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: pg.url, poolSize: 2 })),
      );
      await Promise.all(replicas.map((r) => r.migrate()));
      const r = await replicas[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const applied = (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
      const journal = JSON.parse(readFileSync(join(root, 'api', 'drizzle', 'meta', '_journal.json'), 'utf8'));
      expect(applied).toBe(journal.entries.length);
      await Promise.all(replicas.map((x) => x.close()));
    } finally {
      await pg.stop();
    }
  });
});
