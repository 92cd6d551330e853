#!/usr/bin/env node
// Starts the whole app on one machine: the api (REST over PGlite in DATA_DIR, or DATABASE_URL), then
// the gateway (GraphQL, the built client, the payment simulator), and stops both together.
//
//   npm start            build the client if needed, then start api + gateway
//   npm start -- --dev   also run Vite's dev server with hot reload (client on :5173)
//
// Every setting is an environment variable of decisions.md (PORT, API_PORT, DATA_DIR, ...).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const env = { ...process.env };
env.DATA_DIR = resolve(env.DATA_DIR ?? join(root, 'data'));
env.API_PORT ??= '4001';
env.PORT ??= '4000';
env.API_URL ??= `http://127.0.0.1:${env.API_PORT}`;
env.PUBLIC_URL ??= `http://localhost:${env.PORT}`;
env.CLIENT_DIST ??= join(root, 'client', 'dist');

const children = [];

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

function run(name, args, cwd) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`${name} exited (${signal ?? code}); stopping.`);
      shutdown(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, what, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not become ready at ${url}`);
}

let shuttingDown = false;
function shutdown(code = 0) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (!dev) buildClientIfStale();
run('api', ['src/main.ts'], join(root, 'api'));
await waitFor(`${env.API_URL}/readyz`, 'the api');
run('gateway', ['src/main.ts'], join(root, 'gateway'));
await waitFor(`http://127.0.0.1:${env.PORT}/healthz`, 'the gateway');
if (dev) {
  const vite = spawn('npx', ['vite'], { cwd: join(root, 'client'), env, stdio: 'inherit' });
  children.push(vite);
}
console.log(`
  Lawn-care booking app is running.
    Site and admin:   ${env.PUBLIC_URL}${dev ? '  (dev client: http://localhost:5173)' : ''}
    GraphQL + playground: ${env.PUBLIC_URL}/graphql
    Admin sign-in:    ${env.ADMIN_EMAIL ?? 'admin@greenleaf.local'} / ${env.ADMIN_PASSWORD ? '(from ADMIN_PASSWORD)' : 'admin12345'}
    Data folder:      ${env.DATA_DIR}
  Press Ctrl+C to stop.
`);
