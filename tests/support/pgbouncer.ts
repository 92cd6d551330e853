/**
 * PgBouncer from Debian's package (`apt-get install pgbouncer`), started as a process in transaction
 * mode with the deployment's own configuration (deploy/pgbouncer/pgbouncer.ini.template), in front of
 * a test PostgreSQL server. It listens on a free loopback port and is stopped with the test.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:net';
import { root } from './stack.js';

export interface Pooler {
  /** A connection string through the pooler to `database` as `user`. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The template with each `${NAME}` filled in (a name left unfilled is an error). */
function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`pgbouncer template: ${name} is not given`);
    return values[name]!;
  });
}

async function listening(port: number, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((res) => {
      const s = connect(port, '127.0.0.1', () => {
        s.end();
        res(true);
      });
      s.on('error', () => res(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`pgbouncer did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startPgBouncer(opts: {
  port: number;
  serverPort: number;
  database: string;
  user: string;
  poolSize?: number;
}): Promise<Pooler> {
  const dir = mkdtempSync(join(tmpdir(), 'gl-pgbouncer-'));
  const isRoot = process.getuid?.() === 0;
  const authFile = join(dir, 'users.txt');
  writeFileSync(authFile, `"${opts.user}" ""\n`);
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    fillTemplate(readFileSync(join(root, 'deploy/pgbouncer/pgbouncer.ini.template'), 'utf8'), {
      DATABASE_NAME: opts.database,
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(opts.serverPort),
      LISTEN_ADDR: '127.0.0.1',
      LISTEN_PORT: String(opts.port),
      // the test server trusts loopback; a deployment uses scram-sha-256 and its users' file
      AUTH_TYPE: 'trust',
      AUTH_FILE: authFile,
      STATS_USERS: opts.user,
      POOL_SIZE: String(opts.poolSize ?? 5),
      LOG_FILE: join(dir, 'pgbouncer.log'),
      PID_FILE: join(dir, 'pgbouncer.pid'),
    }),
  );
  // PgBouncer refuses to run as root: as root (CI) it runs as the `postgres` user, like the server.
  if (isRoot) {
    chmodSync(dir, 0o755);
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    for (const f of [dir, authFile, ini]) chownSync(f, uid, -1);
  }
  // Under a shell that waits on its stdin: when this process ends, however it ends, the pipe closes
  // and the shell stops PgBouncer, so nothing a run starts outlives it.
  const command = `pgbouncer ${isRoot ? '-u postgres ' : ''}'${ini}' & p=$!; read _; kill $p; wait $p`;
  const proc: ChildProcess = spawn('sh', ['-c', command], {
    stdio: ['pipe', 'ignore', 'pipe'],
    // its own group, so that the fallback below stops the shell and PgBouncer together
    detached: true,
  });
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  try {
    await listening(opts.port);
  } catch (err) {
    proc.stdin?.end();
    let log = '';
    try {
      log = readFileSync(join(dir, 'pgbouncer.log'), 'utf8');
    } catch {
      /* no log written */
    }
    throw new Error(`${(err as Error).message}: ${stderr}${log}`);
  }
  return {
    url: `postgres://${opts.user}@127.0.0.1:${opts.port}/${opts.database}`,
    port: opts.port,
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.stdin?.end();
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (proc.exitCode === null) process.kill(-proc.pid!, 'SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
