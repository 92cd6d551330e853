// The journeys' flaky reporter (tests/support/flaky-reporter.ts) in a real Playwright run: a test that
// fails once and passes on its retry fails the run and is printed, unless the known-flaky file lists it
// with a reason. (A throw-away Playwright project with no browser and no server: the reporter alone.)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../support/stack.js';

mkdirSync(join(root, '.tmp'), { recursive: true });
// inside the repository, so the fixture resolves @playwright/test from its node_modules
const dir = mkdtempSync(join(root, '.tmp', 'flaky-fixture-'));
const knownFlaky = join(dir, 'known-flaky.json');
const reporter = join(root, 'tests', 'support', 'flaky-reporter.ts');
writeFileSync(
  join(dir, 'pw.config.ts'),
  `import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  outputDir: './results',
  retries: 1,
  workers: 1,
  reporter: [[${JSON.stringify(reporter)}, { knownFlaky: ${JSON.stringify(knownFlaky)} }]],
});
`,
);
writeFileSync(
  join(dir, 'wobbly.spec.ts'),
  `import { expect, test } from '@playwright/test';
test.describe('a group', () => {
  test('passes only on its retry', ({}, info) => {
    expect(info.retry).toBe(1);
  });
});
test('always passes', () => {});
`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function playwright() {
  const r = spawnSync(
    process.execPath,
    [join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', join(dir, 'pw.config.ts')],
    { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '' } },
  );
  return { status: r.status, output: r.stdout + r.stderr };
}

const NAME = 'wobbly.spec.ts › a group › passes only on its retry';

describe('the flaky journeys reporter', () => {
  it('fails the run and names a journey that passed only on its retry', () => {
    writeFileSync(knownFlaky, '[]');
    const { status, output } = playwright();
    expect(output).toContain('1 flaky journey(s)');
    expect(output).toContain(`${NAME} (NOT LISTED)`);
    expect(status).toBe(1);
  });

  it('lets the run pass when that journey is listed with a reason, and still prints it', () => {
    writeFileSync(knownFlaky, JSON.stringify([{ test: NAME, reason: 'waits on the mail outbox: #40' }]));
    const { status, output } = playwright();
    expect(output).toContain(`${NAME} (known: waits on the mail outbox: #40)`);
    expect(status).toBe(0);
  });

  it('fails the run when a listed journey has no reason', () => {
    writeFileSync(knownFlaky, JSON.stringify([{ test: NAME, reason: ' ' }]));
    const { status, output } = playwright();
    expect(output).toContain('entry 0 needs a "test" and a "reason"');
    expect(status).toBe(1);
  });
});
