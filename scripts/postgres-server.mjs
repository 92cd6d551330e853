// Starts a throw-away PostgreSQL server from the machine's own binaries (initdb, pg_ctl), listening on
// loopback only, in a temporary folder. Used by the test suites and the benchmarks:
//   const pg = await startPostgres(); ... pg.url ...; await pg.stop();
// As root (CI), the server runs as the `postgres` system user, because PostgreSQL refuses root.
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

/** `archiveDir`: archive every finished WAL file there (walArchive), for point-in-time recovery. */
export async function startPostgres({ port, archiveDir } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'gl-pg-'));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const pgPort = port ?? (await freePort());
  const dataDir = join(dir, 'data');
  asServerUser('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  if (archiveDir) {
    const archiving = ['archive_mode = on', `archive_command = 'cp %p ${archiveDir}/%f'`];
    appendFileSync(join(dataDir, 'postgresql.conf'), `${archiving.join('\n')}\n`);
  }
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

/** A temporary folder the server user owns. */
function serverDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  return dir;
}

/**
 * A base backup of `primary` with the standard tool (pg_basebackup, its WAL streamed alongside), in a
 * folder of its own: `standby` writes the settings that make a copy started from it follow the primary.
 */
export function baseBackup(primary, { standby = false } = {}) {
  const dir = serverDir('gl-pg-base-');
  const dataDir = join(dir, 'data');
  const from = ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'];
  try {
    asServerUser('pg_basebackup', [
      ...from,
      ...['-D', dataDir, '-X', 'stream', '--no-sync', '--checkpoint=fast'],
      ...(standby ? ['-R'] : []),
    ]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return { dir, dataDir };
}

/** Starts a server on a base backup's folder, on a port of its own; stop() removes the folder. */
async function startCopy({ dir, dataDir }) {
  const pgPort = await freePort();
  // As many connections as the primary allows: a standby refuses to run with fewer.
  const opts = [`-p ${pgPort}`, `-k ${dir}`, "-c listen_addresses='127.0.0.1'", '-c max_connections=300'];
  try {
    asServerUser('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      opts.join(' '),
      '-l',
      join(dir, 'server.log'),
      '-w',
      'start',
    ]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
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

/**
 * Starts a hot standby of `primary` (streaming replication, read-only queries allowed), as a read
 * replica in production. Its replay can be paused (`select pg_wal_replay_pause()`) to show what reads it.
 */
export async function startStandby(primary) {
  return startCopy(baseBackup(primary, { standby: true }));
}

/**
 * Point-in-time recovery with the standard tools: starts a server on `backup` (a baseBackup) that
 * replays the archived WAL in `archiveDir` up to `time` and is then promoted, read-write. It accepts
 * connections while it replays: wait for `pg_is_in_recovery()` to be false before reading it.
 */
export async function startRecovered({ backup, archiveDir, time }) {
  const settings = [
    `restore_command = 'cp ${archiveDir}/%f %p'`,
    `recovery_target_time = '${time}'`,
    "recovery_target_action = 'promote'",
  ];
  appendFileSync(join(backup.dataDir, 'postgresql.auto.conf'), `${settings.join('\n')}\n`);
  writeFileSync(join(backup.dataDir, 'recovery.signal'), '');
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres', backup.dataDir]);
  return startCopy(backup);
}

/** A folder the server's archive_command copies each finished WAL file into (startPostgres' archiveDir). */
export function walArchive() {
  return serverDir('gl-pg-archive-');
}

export function databaseUrl(baseUrl, name) {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
