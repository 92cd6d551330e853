#!/usr/bin/env node
// Starts the whole app on one machine and keeps it running: the api (REST over PGlite in DATA_DIR, or
// DATABASE_URL), then the gateway (GraphQL, the built client, the payment simulator), each supervised
// (scripts/supervise.mjs): a process that crashes is started again with backoff while the other keeps
// serving. Ctrl+C (SIGINT or SIGTERM to this process) stops the gateway, then the api, cleanly.
//
//   npm start            build the client if needed, then start api + gateway
//   npm start -- --dev   also run Vite's dev server with hot reload (client on :5173)
//
// Every setting is an environment variable (PORT, API_PORT, DATA_DIR, ... see the README). With
// SERVE_CLIENT=false the client is neither built nor served (tests that only need GraphQL); with
// STOP_WITH_PID=<pid> everything stops once that process is gone (test runs: nothing outlives them).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervise.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const env = { ...process.env };
env.DATA_DIR = resolve(env.DATA_DIR ?? join(root, 'data'));
env.API_PORT ??= '4001';
env.PORT ??= '4000';
env.API_URL ??= `http://127.0.0.1:${env.API_PORT}`;
env.PUBLIC_URL ??= `http://localhost:${env.PORT}`;
env.CLIENT_DIST ??= join(root, 'client', 'dist');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function buildClientIfStale() {
  const dist = join(root, 'client', 'dist', 'index.html');
  const src = join(root, 'client', 'src');
  if (!existsSync(src)) return;
  if (existsSync(dist) && statSync(dist).mtimeMs >= newestMtime(src)) return;
  console.log('Building the client (vite build)...');
  const r = spawnSync('npx', ['vite', 'build'], { cwd: join(root, 'client'), stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** One of our servers, run as `node --import tsx src/main.ts` so a signal reaches the server itself. */
function server(name) {
  return {
    name,
    command: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: join(root, name),
    env,
  };
}

/** Running processes, in the order they are stopped. */
const running = [];
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // Ctrl+C also reaches the children themselves: none may be restarted while the others stop.
  for (const p of running) p.holdRestarts();
  // The gateway first, so the requests it is finishing can still reach the api.
  for (const p of running) await p.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

// STOP_WITH_PID (a test runner's own pid): stop as on Ctrl+C once that process is gone, however it
// ended (even SIGKILL, which gives it no chance to stop us), so a killed run leaves no server behind.
// Our children stop with us already (their IPC channel closes; scripts/supervise.mjs).
const watchedPid = Number(env.STOP_WITH_PID);
if (watchedPid > 0) {
  const watchdog = setInterval(() => {
    try {
      process.kill(watchedPid, 0);
    } catch (error) {
      if (error.code !== 'ESRCH') return; // alive, only not ours to signal
      clearInterval(watchdog);
      console.error(`[supervisor] process ${watchedPid} (STOP_WITH_PID) is gone: stopping`);
      void stopAll(0);
    }
  }, 500);
}

if (!dev && env.SERVE_CLIENT !== 'false') buildClientIfStale();

async function startAll() {
  const api = supervise({ ...server('api'), readyUrl: `${env.API_URL}/readyz` });
  running.unshift(api);
  await api.ready();
  // The gateway is ready once it listens (its /readyz also needs the api, which may be restarting).
  const gateway = supervise({ ...server('gateway'), readyUrl: `http://127.0.0.1:${env.PORT}/healthz` });
  running.unshift(gateway);
  await gateway.ready();
  if (dev) {
    const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
    running.unshift(
      supervise({ name: 'vite', command: process.execPath, args: [vite], cwd: join(root, 'client'), env }),
    );
  }
}

startAll().then(
  () => {
    if (stopping) return;
    console.log(`
  Lawn-care booking app is running.
    Site and admin:   ${env.PUBLIC_URL}${dev ? '  (dev client: http://localhost:5173)' : ''}
    GraphQL + playground: ${env.PUBLIC_URL}/graphql
    Admin sign-in:    ${env.ADMIN_EMAIL ?? 'admin@greenleaf.local'} / ${env.ADMIN_PASSWORD ? '(from ADMIN_PASSWORD)' : 'admin12345'}
    Data folder:      ${env.DATA_DIR}
  A process that stops on its own is started again. Press Ctrl+C to stop.
`);
  },
  (error) => {
    if (stopping) return; // Ctrl+C during start-up
    console.error(`Could not start: ${error instanceof Error ? error.message : error}; stopping.`);
    void stopAll(1);
  },
);
