#!/usr/bin/env node
// The whole test suite, in the order a failure is cheapest to find:
//   1. generated code is up to date with schema.graphql (codegen, then git diff)
//   2. lint (type-aware), format, unused exports (knip) and typecheck of every workspace
//   3. production build of the client (the browser tests below serve it)
//   4. vitest: api contract tests on PGlite and on a PostgreSQL server, gateway, client components,
//      evidence (concurrency, faults, attacks, XSS in Chromium) and ops
//   5. Playwright end-to-end journeys in headless Chromium against the real stack
// It ends with one line "tests: N passed, N failed" summing vitest and Playwright.
//   npm test                 everything
//   npm test -- --no-e2e     skip step 5
import { spawnSync } from 'node:child_process';
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
step('lint', 'npx', ['eslint', '.']);
step('format', 'npx', ['prettier', '--check', '.']);
step('unused exports', 'npm', ['run', '--silent', 'knip']);
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);

const built = step('client production build', 'npm', ['run', '--silent', 'build', '-w', 'client']);

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
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += (v.numFailedTests ?? 0) + (v.numFailedTestSuites ?? 0);
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
if (e2e && existsSync(pwJson)) {
  const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length || failed ? 1 : 0);
