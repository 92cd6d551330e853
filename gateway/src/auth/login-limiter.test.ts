import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../../api/src/db/schema.js';
import { startTestApi, TEST_TOKEN, type TestApi } from '../../../api/src/test/harness.js';
import { RestApiClient, type ApiCallRecord } from '../api/client.js';
import { createLoginLimiter } from './login-limiter.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const calls: ApiCallRecord[] = [];
/** A fresh REST client, as each GraphQL request gets one. */
const client = () =>
  new RestApiClient({
    baseUrl: api.baseUrl,
    token: TEST_TOKEN,
    requestId: 'limiter-test',
    timeoutMs: 2000,
    onCall: (call) => calls.push(call),
  });
/** As if 15 minutes had gone by for every failure recorded so far. */
const letWindowPass = () =>
  api.db.update(loginFailures).set({ createdAt: sql`${loginFailures.createdAt} - interval '15 minutes'` });

describe('login limiter (counts kept by the api)', () => {
  it('blocks an e-mail after 5 failures (any case) and an IP after 20, until the window passes', async () => {
    const limiter = createLoginLimiter();
    for (let i = 0; i < 4; i++) await limiter.recordFailure(client(), `10.0.0.${i}`, 'Ann@Example.test');
    expect(await limiter.isBlocked(client(), '10.9.9.9', 'ann@example.test')).toBe(false);
    await limiter.recordFailure(client(), '10.0.0.4', ' ANN@example.test ');
    expect(await limiter.isBlocked(client(), '10.9.9.9', 'ann@example.test')).toBe(true);
    expect(await limiter.isBlocked(client(), '10.9.9.9', 'bob@example.test')).toBe(false);

    for (let i = 0; i < 19; i++) await limiter.recordFailure(client(), '10.1.1.1', `user${i}@example.test`);
    expect(await limiter.isBlocked(client(), '10.1.1.1', 'fresh@example.test')).toBe(false);
    await limiter.recordFailure(client(), '10.1.1.1', 'user19@example.test');
    expect(await limiter.isBlocked(client(), '10.1.1.1', 'fresh@example.test')).toBe(true);
    expect(await limiter.isBlocked(client(), '10.1.1.2', 'fresh@example.test')).toBe(false);

    await letWindowPass();
    expect(await limiter.isBlocked(client(), '10.1.1.1', 'ann@example.test')).toBe(false);
  });

  it('a successful sign-in forgets the e-mail failures, not the IP ones', async () => {
    const limiter = createLoginLimiter({ maxPerIp: 5 });
    for (let i = 0; i < 4; i++) await limiter.recordFailure(client(), '10.2.0.1', 'c@example.test');
    await limiter.recordSuccess(client(), '10.2.0.1', 'C@example.test');
    await limiter.recordFailure(client(), '10.2.0.9', 'c@example.test');
    expect(await limiter.isBlocked(client(), '10.2.0.2', 'c@example.test')).toBe(false);
    // The IP keeps its 4 failures: one more blocks it for any e-mail.
    await limiter.recordFailure(client(), '10.2.0.1', 'd@example.test');
    expect(await limiter.isBlocked(client(), '10.2.0.1', 'e@example.test')).toBe(true);
  });

  it('one limiter per process, counts shared: two limiters over one api see the same failures', async () => {
    const replicaA = createLoginLimiter();
    const replicaB = createLoginLimiter();
    for (let i = 0; i < 3; i++) await replicaA.recordFailure(client(), '10.3.0.1', 'f@example.test');
    for (let i = 0; i < 2; i++) await replicaB.recordFailure(client(), '10.3.0.2', 'f@example.test');
    expect(await replicaA.isBlocked(client(), '10.3.0.3', 'f@example.test')).toBe(true);
    expect(await replicaB.isBlocked(client(), '10.3.0.3', 'f@example.test')).toBe(true);
  });

  it('calls the documented api paths with POST', async () => {
    calls.length = 0;
    const limiter = createLoginLimiter();
    await limiter.isBlocked(client(), '10.4.0.1', 'g@example.test');
    await limiter.recordFailure(client(), '10.4.0.1', 'g@example.test');
    await limiter.recordSuccess(client(), '10.4.0.1', 'g@example.test');
    expect(calls.map((c) => [c.method, c.path, c.status])).toEqual([
      ['POST', 'users/login-failures/check.php', 200],
      ['POST', 'users/login-failures/record.php', 200],
      ['POST', 'users/login-failures/clear.php', 200],
    ]);
  });

  it('an unreachable api is an error (UPSTREAM_UNAVAILABLE), not a free pass', async () => {
    const down = new RestApiClient({
      baseUrl: 'http://127.0.0.1:9',
      token: TEST_TOKEN,
      requestId: 'limiter-down',
      timeoutMs: 2000,
    });
    await expect(createLoginLimiter().isBlocked(down, '10.5.0.1', 'h@example.test')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});
