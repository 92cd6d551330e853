// `npm start` heals itself: the supervisor (scripts/supervise.mjs, run by scripts/start.mjs) starts a
// process that died again, with a pause that grows with quick failures, while the other keeps serving;
// only SIGINT/SIGTERM to the supervisor stops the whole, and then no child is left behind.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workingDayFrom } from '../../api/src/test/calendar.js';
import { supervise, type Supervised } from '../../scripts/supervise.mjs';
import { freePorts } from '../../scripts/free-ports.mjs';
import { isAlive, startSupervisedStack, type SupervisedStack } from '../support/supervised-stack.js';

const node = process.execPath;

/** Collects the supervisor's lines and resolves waiters when one matches. */
function lineLog() {
  const lines: string[] = [];
  let waiters: { pattern: RegExp; count: number; resolve: () => void }[] = [];
  const count = (pattern: RegExp) => lines.filter((l) => pattern.test(l)).length;
  return {
    lines,
    log: (line: string) => {
      lines.push(line);
      waiters = waiters.filter((w) => (count(w.pattern) >= w.count ? (w.resolve(), false) : true));
    },
    waitFor: (pattern: RegExp, n = 1) =>
      new Promise<void>((resolve) => {
        if (count(pattern) >= n) resolve();
        else waiters.push({ pattern, count: n, resolve });
      }),
  };
}

describe('supervise()', () => {
  const running: Supervised[] = [];
  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop()));
  });

  it('restarts a crashing process with a pause that doubles up to the maximum, and logs each crash', async () => {
    const l = lineLog();
    const s = supervise(
      { name: 'crasher', command: node, args: ['-e', 'setTimeout(() => process.exit(3), 20)'] },
      { initialDelayMs: 100, maxDelayMs: 400, stableAfterMs: 60_000, log: l.log },
    );
    running.push(s);
    await l.waitFor(/restart 5 in/);
    await s.stop();
    const restarts = l.lines.filter((x) => x.includes('crashed'));
    expect(restarts[0]).toMatch(
      /^crasher crashed \(exit code 3\), pid \d+ ran [\d.]+ s; restart 1 in 0\.1 s$/,
    );
    expect(restarts.slice(0, 5).map((x) => /in ([\d.]+ s)$/.exec(x)![1])).toEqual([
      '0.1 s',
      '0.2 s',
      '0.4 s',
      '0.4 s',
      '0.4 s',
    ]);
    expect(s.restarts).toBeGreaterThanOrEqual(5);
  });

  it('goes back to the shortest pause after a run that stayed ready long enough', async () => {
    const l = lineLog();
    const s = supervise(
      { name: 'steady', command: node, args: ['-e', 'setTimeout(() => process.exit(1), 50)'] },
      { initialDelayMs: 100, maxDelayMs: 400, stableAfterMs: 0, log: l.log },
    );
    running.push(s);
    await l.waitFor(/restart 3 in/);
    await s.stop();
    const pauses = l.lines.filter((x) => x.includes('crashed')).map((x) => /in ([\d.]+ s)$/.exec(x)![1]);
    expect(pauses.slice(0, 3)).toEqual(['0.1 s', '0.1 s', '0.1 s']);
  });

  it('also starts again a process that exits with 0 on its own; stop() does not', async () => {
    const l = lineLog();
    const s = supervise(
      { name: 'quitter', command: node, args: ['-e', 'setTimeout(() => {}, 20)'] },
      { initialDelayMs: 50, log: l.log },
    );
    running.push(s);
    await l.waitFor(/quitter exited on its own \(exit code 0\).*restart 1 in/);
    await s.stop();
    // nothing runs and no start is scheduled: none can follow
    expect(s.pid).toBeUndefined();
    expect(s.restartPending).toBe(false);
  });

  it('stop() sends SIGTERM, then SIGKILL to a process that ignores it', async () => {
    const l = lineLog();
    const [port] = await freePorts(1);
    const stubborn = `process.on('SIGTERM', () => {});
      require('node:http').createServer((q, r) => r.end('ok')).listen(${port}, '127.0.0.1');`;
    const s = supervise(
      { name: 'stubborn', command: node, args: ['-e', stubborn], readyUrl: `http://127.0.0.1:${port}/` },
      { graceMs: 300, log: l.log },
    );
    running.push(s);
    await s.ready();
    const pid = s.pid!;
    await s.stop();
    expect(l.lines).toContainEqual(`stubborn still running 0.3 s after SIGTERM, pid ${pid}: SIGKILL`);
    expect(l.lines).toContainEqual(`stubborn stopped, pid ${pid} (signal SIGKILL)`);
    expect(isAlive(pid)).toBe(false);
  });

  it('does not restart a process whose first run ends before it is ready (a setting to fix)', async () => {
    const l = lineLog();
    const [port] = await freePorts(1);
    const s = supervise(
      {
        name: 'misconfigured',
        command: node,
        args: ['-e', 'process.exit(2)'],
        readyUrl: `http://127.0.0.1:${port}/`,
      },
      { initialDelayMs: 50, log: l.log },
    );
    running.push(s);
    await expect(s.ready()).rejects.toThrow('misconfigured ended before it was ready (exit code 2)');
    // nothing runs and no start is scheduled: none can follow
    expect(s.pid).toBeUndefined();
    expect(s.restartPending).toBe(false);
    expect(l.lines.filter((x) => x.includes('started'))).toHaveLength(1);
  });
});

describe('npm start heals the stack (scripts/start.mjs over PGlite)', () => {
  let stack: SupervisedStack;
  beforeAll(async () => {
    stack = await startSupervisedStack();
  }, 180_000);
  afterAll(async () => {
    if (stack && stack.supervisor.exitCode === null) await stack.stop(5000);
    for (const pid of stack?.allPids() ?? []) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  });

  const gql = async (query: string, variables: object = {}, cookie?: string) => {
    const res = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await res.json()) as { data?: any; errors?: { extensions?: { code?: string } }[] };
    const setCookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { status: res.status, body, setCookie };
  };
  const ME = '{ me { email } }';
  const SLOTS = 'query($date: Date!) { timeSlots(date: $date) { label remaining } }';
  // A day the default calendar works (a Sunday or public holiday offers no slots: the api would be
  // answering, yet no ten slots would show it).
  const date = workingDayFrom(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));

  it('a SIGKILLed api is started again over the same data; the gateway answers meanwhile', async () => {
    // A customer registered before the crash: the data that must still be there after it.
    const email = `healed-${randomBytes(4).toString('hex')}@example.test`;
    const reg = await gql('mutation($input: RegisterInput!) { register(input: $input) { user { email } } }', {
      input: { name: 'Healed Customer', email, password: 'healed-pass-1' },
    });
    expect(reg.body.data?.register.user.email).toBe(email);
    const cookie = reg.setCookie;
    const gatewayPid = stack.pid('gateway');

    const killed = stack.kill('api', 'SIGKILL');
    const killedAt = Date.now();
    await stack.waitForLine(new RegExp(`^\\[supervisor\\] api crashed \\(signal SIGKILL\\), pid ${killed} `));

    // The api is dead (the supervisor saw it exit) and its successor waits at least 0.5 s: the gateway
    // still answers, and a query that needs the api gets a clear error, not a dropped connection.
    expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
    const during = await gql(SLOTS, { date });
    expect(during.status).toBe(200);
    expect(during.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');

    // With no hand on it, the site answers a query that needs the api again (the target is 10 s: the
    // time is printed; the wait is wider so a loaded machine does not fail a test on speed).
    let healedAt: number | undefined;
    while (Date.now() - killedAt < 45_000) {
      const r = await gql(SLOTS, { date }).catch(() => undefined);
      if (r?.body.data?.timeSlots?.length === 10) {
        healedAt = Date.now();
        break;
      }
      await new Promise((res) => setTimeout(res, 100));
    }
    expect(healedAt, `no answer within 45 s:\n${stack.output()}`).toBeDefined();
    console.log(`api SIGKILL -> site answering again: ${((healedAt! - killedAt) / 1000).toFixed(1)} s`);

    // The new api opened the same PGlite folder: the session's user and their password are there.
    expect((await gql(ME, {}, cookie)).body.data?.me?.email).toBe(email);
    const login = await gql('mutation($input: LoginInput!) { login(input: $input) { user { email } } }', {
      input: { email, password: 'healed-pass-1' },
    });
    expect(login.body.data?.login.user.email).toBe(email);

    // The gateway follows the new api's catalogue version again: catalogue reads come from its cache.
    const cacheHits = async () => {
      const text = await (await fetch(`${stack.gatewayUrl}/metrics`)).text();
      const hit = text.split('\n').find((l) => l.startsWith('gateway_response_cache_total{result="hit"}'));
      return Number(hit?.split(' ')[1] ?? 0);
    };
    let cached = false;
    for (let i = 0; i < 50 && !cached; i++) {
      const before = await cacheHits();
      const r = await gql('{ services { id } }');
      expect(r.body.data?.services.length).toBeGreaterThan(0);
      cached = (await cacheHits()) > before;
      if (!cached) await new Promise((res) => setTimeout(res, 200));
    }
    expect(cached, 'catalogue reads are served from the cache again').toBe(true);

    const newPid = await stack.restarted('api', killed);
    expect(newPid).not.toBe(killed);
    expect(isAlive(killed)).toBe(false);
    expect(stack.pid('gateway')).toBe(gatewayPid); // the gateway was never restarted
    expect(stack.supervisorLines()).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^\\[supervisor\\] api crashed \\(signal SIGKILL\\), pid ${killed} ran [\\d.]+ s; restart 1 in 0\\.5 s$`,
        ),
      ),
    );
  });

  it('a SIGKILLed gateway is started again while the api keeps serving', async () => {
    const apiPid = stack.pid('api');
    const killed = stack.kill('gateway', 'SIGKILL');
    await stack.waitForLine(
      new RegExp(`^\\[supervisor\\] gateway crashed \\(signal SIGKILL\\), pid ${killed} `),
    );
    const health = await fetch(`${stack.apiUrl}/readyz`);
    expect(health.status).toBe(200);

    const newPid = await stack.restarted('gateway', killed);
    expect(newPid).not.toBe(killed);
    expect(isAlive(killed)).toBe(false);
    const r = await gql(SLOTS, { date });
    expect(r.body.data?.timeSlots).toHaveLength(10);
    expect(stack.pid('api')).toBe(apiPid);
  });

  it('SIGTERM to the supervisor stops both children cleanly and leaves no process behind', async () => {
    const pids = stack.allPids();
    expect(pids.length).toBe(4); // api and gateway, each started twice
    const live = [stack.pid('api'), stack.pid('gateway')];
    const code = await stack.stop();
    expect(code).toBe(0);
    for (const pid of [...pids, stack.supervisor.pid!]) expect(isAlive(pid), `pid ${pid}`).toBe(false);
    const lines = stack.supervisorLines();
    expect(lines).toContainEqual(`[supervisor] gateway stopped, pid ${live[1]} (exit code 0)`);
    expect(lines).toContainEqual(`[supervisor] api stopped, pid ${live[0]} (exit code 0)`);
    // The gateway stops first, so the requests it finishes can still reach the api.
    expect(lines.findIndex((l) => l.startsWith('[supervisor] gateway stopped'))).toBeLessThan(
      lines.findIndex((l) => l.startsWith('[supervisor] api stopped')),
    );
  });
});

describe('npm start killed with SIGKILL', () => {
  it('its children notice the supervisor is gone and stop, leaving the ports and the data folder free', async () => {
    const stack = await startSupervisedStack();
    try {
      const pids = [stack.pid('api'), stack.pid('gateway')];
      stack.supervisor.kill('SIGKILL');
      const until = Date.now() + 30_000;
      while (pids.some(isAlive) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(pids.filter(isAlive)).toEqual([]);
      // They stopped cleanly (the api closed its database), as on Ctrl+C.
      expect(stack.output()).not.toMatch(/"level":(50|60)/);
    } finally {
      for (const pid of stack.allPids()) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      stack.removeData();
    }
  }, 180_000);
});
