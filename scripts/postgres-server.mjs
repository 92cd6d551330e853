// Starts a throw-away PostgreSQL server from the machine's own binaries (initdb, pg_ctl), listening on
// loopback only, in a temporary folder. Used by the test suites and the benchmarks:
//   const pg = await startPostgres(); ... pg.url ...; await pg.stop();
// As root (CI), the server runs as the `postgres` system user, because PostgreSQL refuses root.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function asServerUser(cmd, args) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const r = spawnSync(file, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}): ${r.stderr || r.stdout}`);
  return r.stdout;
}

export async function startPostgres({ port } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'gl-pg-'));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const pgPort = port ?? (await freePort());
  const dataDir = join(dir, 'data');
  asServerUser('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const opts = [
    `-p ${pgPort}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  asServerUser('pg_ctl', ['-D', dataDir, '-o', opts, '-l', join(dir, 'server.log'), '-w', 'start']);
  const url = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  let stopped = false;
  return {
    url,
    port: pgPort,
    dir,
    dataDir,
    /** Stops the server immediately (as a crash would) or cleanly. */
    async stop({ mode = 'fast', keep = false } = {}) {
      if (stopped) return;
      stopped = true;
      try {
        asServerUser('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      } finally {
        if (!keep) rmSync(dir, { recursive: true, force: true });
      }
    },
    /** Restarts the server on the same port and data (for fault tests). */
    async restart({ mode = 'immediate' } = {}) {
      asServerUser('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
      asServerUser('pg_ctl', ['-D', dataDir, '-o', opts, '-l', join(dir, 'server.log'), '-w', 'start']);
    },
  };
}

/**
 * Starts a hot standby of `primary` (streaming replication, read-only queries allowed), as a read
 * replica in production: a base backup of the primary (pg_basebackup -R), on a port of its own.
 * Its replay can be paused (`select pg_wal_replay_pause()`) to show what reads it.
 */
export async function startStandby(primary) {
  const dir = mkdtempSync(join(tmpdir(), 'gl-pg-standby-'));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const pgPort = await freePort();
  const dataDir = join(dir, 'data');
  const from = ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'];
  // As many connections as the primary allows: a standby refuses to run with fewer.
  const opts = [
    `-p ${pgPort}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c hot_standby=on',
    '-c max_connections=300',
  ].join(' ');
  try {
    asServerUser('pg_basebackup', [
      ...from,
      '-D',
      dataDir,
      '-R',
      '-X',
      'stream',
      '--no-sync',
      '--checkpoint=fast',
    ]);
    asServerUser('pg_ctl', ['-D', dataDir, '-o', opts, '-l', join(dir, 'server.log'), '-w', 'start']);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const url = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  let stopped = false;
  return {
    url,
    port: pgPort,
    dir,
    dataDir,
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        asServerUser('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export function databaseUrl(baseUrl, name) {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
