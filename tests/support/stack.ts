// Starts the api and the gateway as separate processes on loopback, on PGlite (fresh data folder) or
// on a throw-away PostgreSQL server, with demo data; the benchmarks and the ops tests drive them.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePorts } from '../../scripts/free-ports.mjs';
import { databaseUrl, startPostgres, type PostgresServer } from '../../scripts/postgres-server.mjs';
import { stackEnv } from './stack-env.js';

export const root = resolve(import.meta.dirname, '..', '..');

interface StackOptions {
  db: 'pglite' | 'postgres';
  /** The gateway's port (the api takes the next one); without it, two ports free at start. */
  port?: number;
  slotCapacity?: number;
  extraEnv?: Record<string, string>;
  /** Reuse a running PostgreSQL server (a new database is made on it). */
  postgres?: PostgresServer;
}

export interface Stack {
  gatewayUrl: string;
  apiUrl: string;
  apiToken: string;
  dataDir: string;
  databaseUrl?: string;
  env: Record<string, string>;
  api: ChildProcess;
  gateway: ChildProcess;
  stop(): Promise<void>;
}

export async function waitFor(url: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready: ${url}`);
}

export function startProcess(entry: 'api' | 'gateway', env: Record<string, string>): ChildProcess {
  // One process per server (node --import tsx, not the tsx CLI, which runs the server as a child):
  // a signal sent to it reaches the server itself. The IPC channel closes when the test process ends,
  // however it ends (even SIGKILL): the server then stops (src/main.ts) instead of holding its port.
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, entry),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

export async function stopProcess(p: ChildProcess): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null) return;
  const exited = new Promise((r) => p.once('exit', r));
  p.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
}

export async function startStack(opts: StackOptions): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gl-stack-'));
  const [port, apiPort] = opts.port ? [opts.port, opts.port + 1] : await freePorts(2);
  const apiToken = randomBytes(24).toString('hex');
  let ownServer: PostgresServer | undefined;
  let dbUrl: string | undefined;
  if (opts.db === 'postgres') {
    const server = opts.postgres ?? (ownServer = await startPostgres());
    const name = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client(server.url);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    dbUrl = databaseUrl(server.url, name);
  }
  const env: Record<string, string> = {
    ...stackEnv({ dataDir, apiPort, apiToken, port, slotCapacity: opts.slotCapacity }),
    CLIENT_DIST: join(root, 'client', 'dist'),
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
    ...opts.extraEnv,
  };
  const api = startProcess('api', env);
  await waitFor(`${env.API_URL}/readyz`);
  const gateway = startProcess('gateway', env);
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  return {
    gatewayUrl: `http://127.0.0.1:${port}`,
    apiUrl: env.API_URL!,
    apiToken,
    dataDir,
    ...(dbUrl ? { databaseUrl: dbUrl } : {}),
    env,
    api,
    gateway,
    async stop() {
      await stopProcess(gateway);
      await stopProcess(api);
      await ownServer?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
