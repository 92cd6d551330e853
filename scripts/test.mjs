#!/usr/bin/env node
// The whole test suite, in the order a failure is cheapest to find:
//   1. generated code is up to date with schema.graphql (codegen, then git diff)
//   2. lint (type-aware), format, unused exports (knip), typecheck of every workspace and the client's
//   3. production build (the browser tests below serve it): steps 2 and 3 two at a time
//   4. vitest: api contract tests on PGlite and on a PostgreSQL server, gateway, client components,
//      evidence (concurrency, faults, attacks, XSS in Chromium) and ops
//   5. Playwright end-to-end journeys in headless Chromium against the real stack
// It ends with one line "tests: N passed, N failed" summing vitest and Playwright.
//   npm test                 everything
//   npm test -- --no-e2e     skip step 5
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const e2e = !args.includes('--no-e2e');
mkdirSync(join(root, '.tmp'), { recursive: true });

const failures = [];
function step(name, cmd, cmdArgs, opts = {}) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    failures.push(name);
    console.log(`--- ${name}: FAILED (${secs} s)`);
    return false;
  }
  console.log(`--- ${name}: ok (${secs} s)`);
  return true;
}

/** Runs `steps` ([name, cmd, args]) `width` at a time; answers each name's success. */
async function sideBySide(steps, width) {
  const ok = new Map();
  const queue = [...steps];
  async function worker() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, cmd, cmdArgs] = next;
      const started = Date.now();
      const child = spawn(cmd, cmdArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      const out = [];
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
      const status = await new Promise((done) => child.on('close', (code) => done(code)));
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(out));
      if (status !== 0) failures.push(name);
      console.log(`--- ${name}: ${status === 0 ? 'ok' : 'FAILED'} (${secs} s)`);
      ok.set(name, status === 0);
    }
  }
  await Promise.all(Array.from({ length: width }, worker));
  return ok;
}

const isGit = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root }).status === 0;
step('codegen', 'npm', ['run', '--silent', 'codegen']);
if (isGit) {
  step('generated code is up to date', 'git', [
    'diff',
    '--exit-code',
    '--stat',
    '--',
    'client/src/__generated__',
    'gateway/src/__generated__',
  ]);
}
// The static checks and the build read the tree and write nothing another needs: two at a time (one
// per core; eslint and tsc are single-threaded), each one's output printed whole when it ends.
const results = await sideBySide(
  [
    ['lint', 'npx', ['eslint', '.']],
    ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
    ['format', 'npx', ['prettier', '--check', '.']],
    ['unused exports', 'npm', ['run', '--silent', 'knip']],
    ['client production build', 'npm', ['run', '--silent', 'build', '-w', 'client']],
  ],
  2,
);
const built = results.get('client production build');

const vitestJson = join(root, '.tmp', 'vitest.json');
step('vitest (api on PGlite and PostgreSQL, gateway, client, evidence, ops)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);

const pwJson = join(root, '.tmp', 'playwright.json');
if (e2e && built) {
  step(
    'Playwright end-to-end (headless Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'tests/playwright.config.ts'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
    },
  );
}

let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += (v.numFailedTests ?? 0) + (v.numFailedTestSuites ?? 0);
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
if (e2e && existsSync(pwJson)) {
  const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats ?? {};
  // a journey that passed only on its retry is flaky, not passed (tests/support/flaky-reporter.ts
  // printed it, and failed the step unless tests/e2e/known-flaky.json lists it)
  passed += s.expected ?? 0;
  flaky += s.flaky ?? 0;
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(
  `\ntests: ${passed} passed, ${flaky ? `${flaky} flaky, ` : ''}${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failures.length || failed ? 1 : 0);
