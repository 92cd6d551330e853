import { defineConfig } from 'vitest/config';

/**
 * One vitest run, several projects:
 * - api: the REST contract tests on PGlite; api-pg: the same files on a PostgreSQL server.
 * - gateway: GraphQL tests against a real api on PGlite.
 * - client: component tests in jsdom (client/vite.config.ts).
 * - shared: the modules api and gateway both use (shared/).
 * - evidence: reliability, fault and attack tests through the gateway (tests/evidence).
 * - ops: deployment checks (compose file, backup/restore, scale-out) in tests/ops.
 */
const api = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    env: { TEST_DB: db },
    // Modules are loaded once per worker, not once per file (each file still opens its own database).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      api('api', 'pglite'),
      api('api-pg', 'postgres'),
      {
        test: {
          name: 'gateway',
          root: './gateway',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['../api/src/test/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './client',
      {
        test: { name: 'shared', root: './shared', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'evidence',
          root: './tests/evidence',
          include: ['**/*.test.ts'],
          environment: 'node',
          globalSetup: ['../../api/src/test/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'ops',
          root: './tests/ops',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
