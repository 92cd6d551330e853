#!/usr/bin/env node
// The whole test suite, in three lanes (2 cores: about 3 min of static checks, 19 of vitest and 11 of
// Playwright):
//   first   codegen, and generated code is up to date with schema.graphql (git diff); the client's
//           production build (the journeys and the vitest files that render pages need it)
//   lane 3  lint (type-aware), typecheck, format, unused code and dependencies (knip), and the GraphQL
//           contract against its last release (no unannounced breaking change), in two tracks
//   lane 2  vitest: api contract tests on PGlite and on a PostgreSQL server, gateway, client
//           components, evidence (concurrency, faults, attacks, XSS in Chromium) and ops
//           (VITEST_WORKERS workers; otherwise vitest.config.ts's, two at least)
//   lane 1  the Playwright journeys in headless Chromium against
//           the real stack (its own api and gateway on free ports), E2E_WORKERS browsers (2)
// By default the lanes run one after the other, in that order: on 2 cores they compete for the same
// CPU. With `--side-by-side` (or TEST_SIDE_BY_SIDE=1) they run at once, for a machine with cores to
// spare. The run fails if any step fails, prints each step's time and the lanes', and ends with one
// line "tests: N passed, N failed" summing vitest and Playwright (a journey that passed only on its
// retry is counted as flaky: tests/support/flaky-reporter.ts).
//   npm test                 everything
//   npm test -- --no-e2e     without the Playwright journeys
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const e2e = !args.includes('--no-e2e');
// Side by side only when asked: on 2 cores the lanes compete for the same CPU (measured 27 Nov: lint
// took 525 s instead of about 90, and journeys timed out), so by default they run one after the other.
const sideBySide = args.includes('--side-by-side') || process.env.TEST_SIDE_BY_SIDE === '1';
mkdirSync(join(root, '.tmp'), { recursive: true });
const runStarted = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

for (const report of ['vitest.json', 'playwright.json']) rmSync(join(root, '.tmp', report), { force: true });

// Every temporary folder a step makes (data folders, uploads, logs, a PostgreSQL server's or nginx's
// files, a browser's profile) is made inside one of this run's own (TMPDIR, which os.tmpdir() reads),
// removed when the run ends: nothing a run starts outlives it, not even the folder of a harness a
// failed test never closed. Others may enter it (0755): PostgreSQL runs as its own user.
const runTmp = mkdtempSync(join(tmpdir(), 'gl-test-run-'));
chmodSync(runTmp, 0o755);
process.env.TMPDIR = runTmp;
/** Removes the run's temporary folder: how many folders and files its steps left at its top. */
function removeRunTmp() {
  let left = 0;
  try {
    left = readdirSync(runTmp).length;
  } catch {
    return 0;
  }
  rmSync(runTmp, { recursive: true, force: true });
  return left;
}

/** The steps running now: a signal to this run goes on to them (Playwright then stops its stack). */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    removeRunTmp();
    process.exit(130);
  });
}

const failures = [];
/** name -> how long it took, in the order the steps ended. */
const times = new Map();
function step(name, cmd, cmdArgs) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit' });
  times.set(name, Date.now() - started);
  if (r.status !== 0) failures.push(name);
  console.log(`--- ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} (${seconds(Date.now() - started)})`);
  return r.status === 0;
}

/**
 * Runs one step beside others. A short one's output is printed whole when it ends; a long one's
 * (`stream`: a short label) line by line as it comes, each line headed by the label, so a stuck run
 * shows where.
 */
async function runStep(name, cmd, cmdArgs, { env = {}, stream = false } = {}) {
  const started = Date.now();
  if (stream) console.log(`\n=== ${name}: started ===`);
  const child = spawn(cmd, cmdArgs, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const out = [];
  let pending = '';
  const onData = (d) => {
    if (!stream) return void out.push(d);
    const lines = (pending + d.toString()).split('\n');
    pending = lines.pop();
    for (const line of lines) console.log(`[${stream}] ${line}`);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const status = await new Promise((done) => {
    child.on('error', () => done(1));
    child.on('close', (code) => done(code));
  });
  if (stream && pending) console.log(`[${stream}] ${pending}`);
  times.set(name, Date.now() - started);
  if (!stream) {
    console.log(`\n=== ${name} ===`);
    process.stdout.write(Buffer.concat(out));
  }
  if (status !== 0) failures.push(name);
  console.log(`--- ${name}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds(Date.now() - started)})`);
  return status === 0;
}

/** Runs `steps` one after the other (each one is run even if an earlier one failed). */
async function inTurn(steps) {
  for (const [name, cmd, cmdArgs, opts] of steps) await runStep(name, cmd, cmdArgs, opts);
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
// The client's production build comes before the lanes: the journeys run against it, and so do the
// vitest files that render pages with it (the gateway's server rendering, the XSS check in Chromium).
// Its bundles only: the typecheck step checks the client's types (`npm run build` checks them first).
const built = step('client production build', 'npm', ['run', '--silent', 'build:bundle', '-w', 'client']);
const vitestJson = join(root, '.tmp', 'vitest.json');
const pwJson = join(root, '.tmp', 'playwright.json');
// Each lane is a function, started when its turn comes.
const lanes = {
  'lane 1 (Playwright)': async () => {
    if (e2e && built) {
      await runStep(
        'Playwright end-to-end (headless Chromium)',
        'npx',
        ['playwright', 'test', '-c', 'tests/playwright.config.ts'],
        { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson }, stream: 'e2e' },
      );
    }
  },
  'lane 2 (vitest)': () =>
    runStep(
      'vitest (api on PGlite and PostgreSQL, gateway, client, evidence, ops)',
      'npx',
      [
        'vitest',
        'run',
        ...(process.env.VITEST_WORKERS ? [`--maxWorkers=${process.env.VITEST_WORKERS}`] : []),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestJson}`,
      ],
      { stream: 'vitest' },
    ),
  // Two tracks side by side: each check is one single-threaded process, so two of them keep both
  // cores busy (measured 29 Nov: 413 s one after the other, lint 143 s and typecheck 138 s the longest).
  'lane 3 (static checks)': () =>
    Promise.all([
      inTurn([
        ['lint', 'npx', ['eslint', '.']],
        ['unused code and dependencies (knip)', 'npm', ['run', '--silent', 'knip']],
      ]),
      inTurn([
        ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
        ['format', 'npx', ['prettier', '--check', '.']],
        [
          'the GraphQL contract against its release (schema:check)',
          'npm',
          ['run', '--silent', 'schema:check'],
        ],
      ]),
    ]),
};
const laneTimes = [];
if (sideBySide) {
  laneTimes.push(
    ...(await Promise.all(
      Object.entries(lanes).map(async ([name, lane]) => {
        await lane();
        return [name, Date.now() - runStarted];
      }),
    )),
  );
} else {
  // static checks first (the quickest signal), then vitest, then the journeys
  for (const name of ['lane 3 (static checks)', 'lane 2 (vitest)', 'lane 1 (Playwright)']) {
    await lanes[name]();
    laneTimes.push([name, Date.now() - runStarted]);
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
const failedNames = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 200);
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += (v.numFailedTests ?? 0) + (v.numFailedTestSuites ?? 0);
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  // the names go at the end, where a CI log's tail is read
  for (const file of v.testResults ?? []) {
    const where = relative(root, file.name);
    const bad = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (file.status === 'failed' && !bad.length) failedNames.push(`${where}: ${firstLine(file.message)}`);
    for (const t of bad) failedNames.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
  }
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
const tmpLeft = removeRunTmp();
console.log(`\nThe run's temporary folder (${runTmp}) removed: its steps left ${tmpLeft} entries in it.`);
console.log('\nTimes:');
for (const [name, ms] of times) console.log(`  ${seconds(ms).padStart(8)}  ${name}`);
for (const [name, ms] of laneTimes) console.log(`  ${seconds(ms).padStart(8)}  ${name} ended`);
console.log(`  ${seconds(Date.now() - runStarted).padStart(8)}  the whole run`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failedNames.length) {
  console.log(`\nFailed vitest tests (${failedNames.length}):`);
  for (const name of failedNames.slice(0, 40)) console.log(`  ${name}`);
}
console.log(
  `\ntests: ${passed} passed, ${flaky ? `${flaky} flaky, ` : ''}${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failures.length || failed ? 1 : 0);
