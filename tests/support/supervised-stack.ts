// Runs the real `node scripts/start.mjs` (the supervisor, with the api and the gateway as its children)
// on free loopback ports over a fresh PGlite folder, without building or serving the client, and follows
// the supervisor's log lines ("[supervisor] api ready, pid 1234 ...") to know each child's pid. Tests
// kill a child (`kill('api', 'SIGKILL')`), wait for the supervisor to bring it back (`restarted`), and
// stop the whole with SIGTERM as Ctrl+C would (`stop`).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../../scripts/free-ports.mjs';
import { root } from './stack.js';
import { stackEnv } from './stack-env.js';

export type Child = 'api' | 'gateway';

interface SupervisedStackOptions {
  slotCapacity?: number;
  extraEnv?: Record<string, string>;
  /** Keep the data folder after stop() (to open the database afterwards); remove it with removeData(). */
  keepData?: boolean;
}

export interface SupervisedStack {
  gatewayUrl: string;
  apiUrl: string;
  apiToken: string;
  dataDir: string;
  env: Record<string, string>;
  supervisor: ChildProcess;
  /** Everything the supervisor and its children printed so far. */
  output(): string;
  /** The supervisor's own lines ("api crashed (signal SIGKILL) ..."). */
  supervisorLines(): string[];
  /** The pid of the child's latest ready run. */
  pid(name: Child): number;
  /** Every pid the supervisor started, for checking none is left. */
  allPids(): number[];
  /** Sends a signal to the child's current process; returns its pid. */
  kill(name: Child, signal: NodeJS.Signals): number;
  /** Resolves with the pid of the child's next ready run after `oldPid` (rejects after `ms`). */
  restarted(name: Child, oldPid: number, ms?: number): Promise<number>;
  /** Resolves with the first supervisor line matching `pattern` (rejects after `ms`). */
  waitForLine(pattern: RegExp, ms?: number): Promise<string>;
  /** SIGTERM to the supervisor; resolves with its exit code (SIGKILL to everything after `ms`). */
  stop(ms?: number): Promise<number | null>;
  removeData(): void;
}

const LINE = /^\[supervisor\] (api|gateway) (\w+(?: \w+)*?)\b.*?pid (\d+)/;

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function startSupervisedStack(opts: SupervisedStackOptions = {}): Promise<SupervisedStack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gl-supervised-'));
  const [port, apiPort] = await freePorts(2);
  const apiToken = randomBytes(24).toString('hex');
  const env: Record<string, string> = {
    ...stackEnv({ dataDir, apiPort, apiToken, port, slotCapacity: opts.slotCapacity }),
    SERVE_CLIENT: 'false',
    // the whole stops if this test process is killed (scripts/start.mjs)
    STOP_WITH_PID: String(process.pid),
    ...opts.extraEnv,
  };
  const supervisor = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  let text = '';
  let pending = '';
  const lines: string[] = [];
  const ready: Record<Child, number[]> = { api: [], gateway: [] };
  const started = new Set<number>();
  let listeners: (() => void)[] = [];
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop()!;
    for (const line of parts) {
      if (!line.startsWith('[supervisor] ')) continue;
      lines.push(line);
      const m = LINE.exec(line);
      if (m) {
        const pid = Number(m[3]);
        if (m[2] === 'started') started.add(pid);
        if (m[2] === 'ready') ready[m[1] as Child].push(pid);
      }
    }
    for (const l of listeners) l();
  };
  supervisor.stdout.on('data', onData);
  supervisor.stderr.on('data', onData);
  const exited = new Promise<number | null>((r) => supervisor.once('exit', (code) => r(code)));
  supervisor.once('exit', () => {
    for (const l of listeners) l();
  });

  /** Resolves once `check` returns a value (re-checked on every output and on exit). */
  const until = <T>(check: () => T | undefined, what: string, ms: number) =>
    new Promise<T>((resolve, reject) => {
      const done = (fn: () => void) => {
        clearTimeout(timer);
        listeners = listeners.filter((l) => l !== listener);
        fn();
      };
      const listener = () => {
        const value = check();
        if (value !== undefined) done(() => resolve(value));
        else if (supervisor.exitCode !== null || supervisor.signalCode !== null)
          done(() => reject(new Error(`the supervisor exited while waiting for ${what}:\n${text}`)));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`timed out waiting for ${what}:\n${text}`))),
        ms,
      );
      listeners.push(listener);
      listener();
    });

  const killAll = () => {
    for (const pid of [...started, supervisor.pid!]) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  };

  try {
    await until(() => (ready.gateway.length > 0 ? true : undefined), 'the gateway to be ready', 150_000);
  } catch (error) {
    killAll();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const stack: SupervisedStack = {
    gatewayUrl: `http://127.0.0.1:${port}`,
    apiUrl: env.API_URL!,
    apiToken,
    dataDir,
    env,
    supervisor,
    output: () => text,
    supervisorLines: () => [...lines],
    pid: (name) => ready[name].at(-1)!,
    allPids: () => [...started],
    kill(name, signal) {
      const pid = stack.pid(name);
      process.kill(pid, signal);
      return pid;
    },
    restarted: (name, oldPid, ms = 60_000) =>
      until(
        () => {
          const pid = ready[name].at(-1);
          return pid !== undefined && pid !== oldPid ? pid : undefined;
        },
        `${name} to be ready again after pid ${oldPid}`,
        ms,
      ),
    waitForLine: (pattern, ms = 60_000) =>
      until(() => lines.find((l) => pattern.test(l)), `a line matching ${pattern}`, ms),
    async stop(ms = 30_000) {
      if (supervisor.exitCode === null && supervisor.signalCode === null) supervisor.kill('SIGTERM');
      const timer = setTimeout(killAll, ms);
      const code = await exited;
      clearTimeout(timer);
      if (!opts.keepData) stack.removeData();
      return code;
    },
    removeData: () => rmSync(dataDir, { recursive: true, force: true }),
  };
  return stack;
}
