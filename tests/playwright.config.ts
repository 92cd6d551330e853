import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';
import { CUTOFF, e2eStack } from './support/e2e-stack';

/**
 * End-to-end journeys in Debian's headless Chromium against the real stack: `scripts/start.mjs` starts
 * the api (PGlite in a fresh data folder, demo data) and the gateway (GraphQL, the built client, the
 * payment simulator) on 127.0.0.1. Every public journey runs at a desktop size and at a phone's
 * (360 x 740); the admin journeys at the desktop size, with admin access and accessibility at both.
 * The stack listens on ports chosen free for each run (E2E_PORT overrides; tests/support/e2e-stack.ts).
 */
const stack = e2eStack();
/** The stack of the journeys that need a long change cut-off (support/e2e-stack.ts). */
const cutoffStack = e2eStack(process.env, CUTOFF);
export const baseURL = stack.baseURL;

/** Journeys run alone after all others (see the `last` project). */
const LAST = '**/office/crew-deactivation.spec.ts';
/** Journeys against the `cutoff` stack. */
const ON_CUTOFF_STACK = '**/public/change-cutoff.spec.ts';

const chromium = {
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS, '--disable-quic'],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: '../.tmp/test-results',
  globalSetup: './support/e2e-global-setup.ts',
  fullyParallel: false,
  // two browsers; scripts/test.mjs runs this beside vitest (E2E_WORKERS to choose otherwise)
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Journeys that book, pay and check e-mails take most of a minute on two busy cores: room to finish.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // A journey that passes only on its retry fails the run unless tests/e2e/known-flaky.json lists it.
  reporter: [
    ['list'],
    ['json'],
    ['./support/flaky-reporter.ts', { knownFlaky: join(import.meta.dirname, 'e2e', 'known-flaky.json') }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      testIgnore: ['**/phone-layout.spec.ts', LAST, ON_CUTOFF_STACK],
      // a journey tagged for one screen runs only there (listed, never reported as skipped)
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      // Customers come on phones first: every public journey runs here too. The admin area is a
      // desktop tool: at phone size it is checked for access and accessibility, not journey by journey;
      // the bundle size and the integrators' playground do not depend on the screen.
      testIgnore: [
        '**/bundle.spec.ts',
        '**/playground.spec.ts',
        '**/admin/!(a11y|access).spec.ts',
        LAST,
        ON_CUTOFF_STACK,
      ],
      grepInvert: /@desktop-only/,
      use: {
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
    },
    {
      // Journeys that need a visit inside the change cut-off at any hour: their own stack, at a phone's size.
      name: 'cutoff',
      testMatch: ON_CUTOFF_STACK,
      use: {
        baseURL: cutoffStack.baseURL,
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions: chromium,
      },
    },
    {
      // Journeys that change what every other journey relies on (the number of active crews is the
      // slot capacity): alone, after the others.
      name: 'last',
      testMatch: LAST,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: [stack, cutoffStack].map((s) => ({
    command: s.command,
    cwd: '..',
    url: `${s.baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: s.env,
  })),
});
