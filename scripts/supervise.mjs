// Keeps a child process running: a process that ends without being asked to (a crash, a signal, even a
// clean exit) is started again after a pause that doubles with each quick failure (0.5 s, 1 s, 2 s ...
// up to 10 s) and falls back to 0.5 s once a run has stayed ready for 30 s. Only `stop()` ends it: the
// child gets SIGTERM, then SIGKILL if it is still there after the grace period.
//
// Every event is one line on stderr, so an operator (and a test) can follow it:
//   [supervisor] api started, pid 1234
//   [supervisor] api ready, pid 1234 (1.7 s after start)
//   [supervisor] api crashed (signal SIGKILL), pid 1234 ran 42.0 s; restart 1 in 0.5 s
//   [supervisor] api stopped, pid 1234 (exit code 0)
import { spawn } from 'node:child_process';

/**
 * @typedef {object} ProcessSpec
 * @property {string} name            short name for the log lines ("api", "gateway")
 * @property {string} command         the executable (usually process.execPath)
 * @property {string[]} args
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env]
 * @property {string} [readyUrl]      polled after each start until it answers 2xx: the run is "ready"
 *                                    (without one, a run counts as ready once started)
 *
 * @typedef {object} SuperviseOptions
 * @property {number} [initialDelayMs]  pause before the first restart (500)
 * @property {number} [maxDelayMs]      longest pause between restarts (10 000)
 * @property {number} [stableAfterMs]   a run ready this long resets the pause (30 000)
 * @property {number} [graceMs]         SIGTERM to SIGKILL on stop (10 000)
 * @property {(line: string) => void} [log]
 *
 * @typedef {object} Supervised
 * @property {string} name
 * @property {number | undefined} pid      of the current run (undefined between runs)
 * @property {number} restarts             how many times it was started again
 * @property {boolean} restartPending      a start is scheduled (false: no run will follow unless asked)
 * @property {() => Promise<void>} ready   resolves when the current (or next) run is ready; rejects
 *                                         if the process ends before its very first run was ready
 * @property {() => void} holdRestarts    from now on an exit is not restarted (call it on every process
 *                                         before stopping them one by one: Ctrl+C reaches them all)
 * @property {() => Promise<void>} stop    SIGTERM, SIGKILL after graceMs; resolves once it has exited
 */

const defaultLog = (line) => console.error(`[supervisor] ${line}`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Starts `spec` now and keeps it running until `stop()`.
 * @param {ProcessSpec} spec
 * @param {SuperviseOptions} [options]
 * @returns {Supervised}
 */
export function supervise(spec, options = {}) {
  const {
    initialDelayMs = 500,
    maxDelayMs = 10_000,
    stableAfterMs = 30_000,
    graceMs = 10_000,
    log = defaultLog,
  } = options;

  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  let stopping = false;
  let everReady = false;
  let restarts = 0;
  let delayMs = initialDelayMs;
  /** @type {NodeJS.Timeout | undefined} */
  let restartTimer;
  /** @type {{ resolve: () => void, reject: (e: Error) => void }[]} */
  let readyWaiters = [];
  let currentReady = false;

  const settleReady = (/** @type {Error | undefined} */ error) => {
    for (const w of readyWaiters) {
      if (error) w.reject(error);
      else w.resolve();
    }
    readyWaiters = [];
  };

  /** When each run became ready. */
  const readyAt = new WeakMap();

  async function pollReady(run, startedAt) {
    if (!spec.readyUrl) return markReady(run, startedAt);
    while (run === child && !stopping && run.exitCode === null && run.signalCode === null) {
      try {
        const res = await fetch(spec.readyUrl, { signal: AbortSignal.timeout(2000) });
        await res.body?.cancel();
        if (res.ok) return markReady(run, startedAt);
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  function markReady(run, startedAt) {
    if (run !== child || stopping) return;
    readyAt.set(run, Date.now());
    currentReady = true;
    everReady = true;
    if (spec.readyUrl)
      log(`${spec.name} ready, pid ${run.pid} (${seconds(Date.now() - startedAt)} after start)`);
    settleReady();
  }

  function start() {
    restartTimer = undefined;
    const startedAt = Date.now();
    const run = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      // The IPC channel closes when this process ends, however it ends: a child that listens for
      // 'disconnect' (our api and gateway do) then stops instead of living on as an orphan.
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child = run;
    currentReady = false;
    log(`${spec.name} started, pid ${run.pid}`);
    run.on('error', (err) => {
      log(`${spec.name} could not be started: ${err.message}`);
      if (run.pid === undefined) onExit(run, startedAt, 1, null); // no process, so no 'exit' event
    });
    run.on('exit', (code, signal) => onExit(run, startedAt, code, signal));
    void pollReady(run, startedAt);
  }

  function onExit(run, startedAt, code, signal) {
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (run !== child) return;
    child = undefined;
    currentReady = false;
    if (stopping) {
      log(`${spec.name} stopped, pid ${run.pid} (${how})`);
      return;
    }
    if (!everReady) {
      // It never came up: a bad setting or a port in use, which a restart does not fix.
      log(`${spec.name} ended before it was ready (${how}), pid ${run.pid}`);
      settleReady(new Error(`${spec.name} ended before it was ready (${how})`));
      return;
    }
    const ranMs = Date.now() - startedAt;
    if (Date.now() - (readyAt.get(run) ?? Infinity) >= stableAfterMs) delayMs = initialDelayMs;
    const what = signal || code !== 0 ? 'crashed' : 'exited on its own';
    restarts += 1;
    log(
      `${spec.name} ${what} (${how}), pid ${run.pid} ran ${seconds(ranMs)}; restart ${restarts} in ${seconds(delayMs)}`,
    );
    restartTimer = setTimeout(start, delayMs);
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  }

  /** From now on an exit is the end (a shutdown is under way), not a crash to restart. */
  function holdRestarts() {
    stopping = true;
    if (restartTimer) clearTimeout(restartTimer);
    restartTimer = undefined;
    settleReady(new Error(`${spec.name} was stopped`));
  }

  start();

  return {
    name: spec.name,
    get pid() {
      return child?.pid;
    },
    get restarts() {
      return restarts;
    },
    get restartPending() {
      return restartTimer !== undefined;
    },
    ready() {
      if (currentReady) return Promise.resolve();
      if (!child && !restartTimer) {
        return Promise.reject(new Error(`${spec.name} is not running`));
      }
      return new Promise((resolve, reject) => readyWaiters.push({ resolve, reject }));
    },
    holdRestarts,
    async stop() {
      holdRestarts();
      const run = child;
      if (!run || run.exitCode !== null || run.signalCode !== null) return;
      const exited = new Promise((r) => run.once('exit', r));
      run.kill('SIGTERM');
      const timer = setTimeout(() => {
        log(`${spec.name} still running ${seconds(graceMs)} after SIGTERM, pid ${run.pid}: SIGKILL`);
        run.kill('SIGKILL');
      }, graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}
