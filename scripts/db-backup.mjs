#!/usr/bin/env node
// Backs up or restores the database.
//   npm run db:backup                      writes backups/<timestamp>.(dump|pglite.tar.gz)
//   npm run db:restore -- <backup file>    restores it (replaces what is there)
// With DATABASE_URL: pg_dump --format=custom / pg_restore --clean --if-exists (PostgreSQL client tools).
// Without it (PGlite): a gzipped tarball of DATA_DIR/pglite. Stop the app first: PGlite's folder must
// not be in use while it is copied or replaced.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const [mode, file] = process.argv.slice(2);
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const dbUrl = process.env.DATABASE_URL;
const backupDir = resolve(process.env.BACKUP_DIR ?? 'backups');

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${cmd} exited with ${r.status}`);
}

function stamp() {
  return new Date().toISOString().replace(/[:.]/g, '-');
}

if (mode === 'backup') {
  mkdirSync(backupDir, { recursive: true });
  let out;
  if (dbUrl) {
    out = join(backupDir, `${stamp()}.dump`);
    run('pg_dump', ['--format=custom', '--no-owner', '--file', out, dbUrl]);
  } else {
    const folder = join(dataDir, 'pglite');
    if (!existsSync(folder)) throw new Error(`No PGlite database at ${folder}`);
    out = join(backupDir, `${stamp()}.pglite.tar.gz`);
    run('tar', ['-czf', out, '-C', dataDir, 'pglite']);
  }
  console.log(out);
} else if (mode === 'restore') {
  if (!file || !existsSync(file)) throw new Error('Usage: npm run db:restore -- <backup file>');
  if (dbUrl) {
    run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--dbname',
      dbUrl,
      file,
    ]);
  } else {
    const folder = join(dataDir, 'pglite');
    const aside = `${folder}.before-restore-${stamp()}`;
    mkdirSync(dataDir, { recursive: true });
    if (existsSync(folder)) renameSync(folder, aside);
    try {
      run('tar', ['-xzf', resolve(file), '-C', dataDir]);
      rmSync(aside, { recursive: true, force: true });
    } catch (e) {
      rmSync(folder, { recursive: true, force: true });
      if (existsSync(aside)) renameSync(aside, folder);
      throw e;
    }
  }
  console.log(`restored ${basename(file)}`);
} else {
  console.error('Usage: db-backup.mjs backup | restore <file>');
  process.exit(2);
}
