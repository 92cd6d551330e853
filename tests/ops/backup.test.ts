// npm run db:backup / db:restore round trips, on PGlite (a data folder) and on a PostgreSQL server.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db/client.js';
import { startPostgres, type PostgresServer } from '../../scripts/postgres-server.mjs';

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
});

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
