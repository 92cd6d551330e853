// No test server outlives the run that started it. The browser journeys' stack (tests/support/e2e-stack.ts,
// started by Playwright's webServer): killed with SIGKILL, the runner has no chance to stop it, yet the
// supervisor notices its STOP_WITH_PID is gone and stops the api and the gateway. A test's own stack
// (startStack, tests/support/stack.ts): its servers stop when their IPC channel to the test closes.
// Either way both ports are free again for the next run and no process of the stack is left.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { e2eStack } from '../support/e2e-stack.js';
import { root, waitFor } from '../support/stack.js';

/** pid -> parent pid, for every process (Linux /proc). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      map.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* ended meanwhile */
    }
  }
  return map;
}

/** Every process below `pid`. */
function descendants(pid: number): number[] {
  const all = parents();
  const found: number[] = [];
  for (let frontier = [pid]; frontier.length;) {
    const next = [...all].filter(([, ppid]) => frontier.includes(ppid)).map(([child]) => child);
    found.push(...next);
    frontier = next;
  }
  return found;
}

/** Running (a zombie waiting for a parent that does not reap it counts as ended). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** Resolves once `check` holds, checking every 100 ms; rejects after `ms`. */
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'gl-e2e-stack-'));
let runner: ChildProcess | undefined;
let stackPids: number[] = [];
let tester: ChildProcess | undefined;
let testerPids: number[] = [];
afterAll(() => {
  const pids = [...stackPids, ...testerPids, runner?.pid ?? 0, tester?.pid ?? 0];
  for (const pid of pids) if (pid && running(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the browser journeys stack', () => {
  it(
    'stops by itself, freeing its ports, when the run that started it is killed',
    { timeout: 300_000 },
    async () => {
      const stack = e2eStack({});
      expect(stack.port).not.toBe(stack.apiPort);
      // A stand-in for Playwright's runner: it starts the webServer command through a shell, as
      // Playwright does, and names itself as the process the stack lives with.
      runner = spawn(
        process.execPath,
        [
          '-e',
          `require('node:child_process').spawn(process.argv[1], { shell: true, stdio: 'inherit',
           env: { ...process.env, STOP_WITH_PID: String(process.pid) } });
         setInterval(() => {}, 60_000);`,
          stack.command,
        ],
        {
          cwd: root,
          // GraphQL only (no client build in an ops test); a throw-away data folder.
          env: { ...process.env, ...stack.env, DATA_DIR: dataDir, SERVE_CLIENT: 'false' },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      await waitFor(`${stack.baseURL}/healthz`, 240_000);
      await waitFor(`http://127.0.0.1:${stack.apiPort}/readyz`);
      stackPids = descendants(runner.pid!);
      // the shell (unless it exec'd), the supervisor, the api and the gateway
      expect(stackPids.length).toBeGreaterThanOrEqual(3);
      expect(await portFree(stack.port)).toBe(false);

      runner.kill('SIGKILL');
      await expectGone(stackPids, [stack.port, stack.apiPort]);
    },
  );

  it(
    "a test's stack (startStack) stops too when the test process is killed",
    { timeout: 300_000 },
    async () => {
      // a stand-in for a vitest worker: starts a stack, prints its ports, then waits
      tester = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `import('./tests/support/stack.ts').then(async ({ startStack }) => {
           const s = await startStack({ db: 'pglite' });
           console.log(JSON.stringify({ gateway: s.gatewayUrl, api: s.apiUrl }));
           setInterval(() => {}, 60_000);
         });`,
        ],
        { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const urls = await new Promise<{ gateway: string; api: string }>((resolve, reject) => {
        let text = '';
        tester!.stdout!.on('data', (d: Buffer) => {
          text += d.toString();
          if (text.includes('\n')) resolve(JSON.parse(text.split('\n')[0]!));
        });
        tester!.once('exit', () => reject(new Error(`the test process ended: ${text}`)));
      });
      const ports = [urls.gateway, urls.api].map((u) => Number(new URL(u).port));
      testerPids = descendants(tester.pid!);
      expect(testerPids.length).toBeGreaterThanOrEqual(2); // the api and the gateway

      tester.kill('SIGKILL');
      await expectGone(testerPids, ports);
    },
  );
});

async function expectGone(pids: number[], ports: number[]) {
  await until(() => pids.every((pid) => !running(pid)), 'every process of the stack to end');
  expect(pids.filter(running)).toEqual([]);
  for (const port of ports) expect(await portFree(port)).toBe(true);
}
