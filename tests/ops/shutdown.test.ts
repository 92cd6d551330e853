// On SIGTERM both services stop accepting, finish the requests in flight, close their resources and
// exit with 0 (what an orchestrator's rolling restart relies on).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../scripts/free-ports.mjs';
import { startProcess, waitFor } from '../support/stack.js';
import { FAR_BUDGETS } from '../support/stack-env.js';

const dataDir = mkdtempSync(join(tmpdir(), 'gl-shutdown-'));
const [port, apiPort] = await freePorts(2);
const gatewayUrl = `http://127.0.0.1:${port}`;
const env = {
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  API_TOKEN: randomBytes(24).toString('hex'),
  SESSION_SECRET: randomBytes(32).toString('hex'),
  API_PORT: String(apiPort),
  API_URL: `http://127.0.0.1:${apiPort}`,
  PORT: String(port),
  PUBLIC_URL: gatewayUrl,
  SERVE_CLIENT: 'false',
  // six registrations from one address at once: the per-address budgets are far away
  ...FAR_BUDGETS,
};
const procs: ChildProcess[] = [];
afterAll(() => {
  for (const p of procs) if (p.exitCode === null) p.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const exited = (p: ChildProcess) =>
  new Promise<number | null>((r) => (p.exitCode !== null ? r(p.exitCode) : p.once('exit', (c) => r(c))));

describe('graceful shutdown on SIGTERM', () => {
  it('the gateway, then the api, finish requests in flight and exit with 0', async () => {
    const api = startProcess('api', env);
    procs.push(api);
    await waitFor(`${env.API_URL}/readyz`);
    const gateway = startProcess('gateway', env);
    procs.push(gateway);
    await waitFor(`${gatewayUrl}/healthz`);

    const gql = (query: string, variables: object = {}) =>
      fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
    const register = (i: number) =>
      gql('mutation($input: RegisterInput!) { register(input: $input) { user { email } } }', {
        input: {
          name: `Shutdown ${i}`,
          email: `shutdown-${i}-${Date.now()}@example.test`,
          password: 'shutdown-pass-1',
        },
      });
    // Slow requests (each hashes a password) that have reached the server when the signal arrives
    // are answered in full.
    const inFlight = Array.from({ length: 6 }, (_, i) => register(i));
    await new Promise((r) => setTimeout(r, 150));
    gateway.kill('SIGTERM');
    for (const a of await Promise.all(inFlight)) {
      expect(a.status).toBe(200);
      expect(((await a.json()) as any).data.register.user.email).toMatch(/^shutdown-/);
    }
    expect(await exited(gateway)).toBe(0);
    await expect(gql('{ __typename }')).rejects.toThrow(); // no longer accepting

    const save = (i: number) =>
      fetch(`${env.API_URL}/users/save.php`, {
        method: 'POST',
        headers: { authorization: `Bearer ${env.API_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Api ${i}`,
          email: `api-shutdown-${i}-${Date.now()}@example.test`,
          password: 'shutdown-pass-1',
        }),
      });
    const apiInFlight = Array.from({ length: 4 }, (_, i) => save(i));
    await new Promise((r) => setTimeout(r, 150));
    api.kill('SIGTERM');
    for (const a of await Promise.all(apiInFlight)) expect(a.status).toBe(200);
    expect(await exited(api)).toBe(0);
  });
});
