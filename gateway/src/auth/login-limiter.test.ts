import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../../api/src/db/schema.js';
import { startTestApi, TEST_TOKEN, type TestApi } from '../../../api/src/test/harness.js';
import { RestApiClient, type ApiCallRecord } from '../api/client.js';
import { createLoginLimiter, type AttemptVerdict } from './login-limiter.js';

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
    timeoutMs: 5000,
    onCall: (call) => calls.push(call),
  });
/** As if this many seconds had gone by for every attempt counted so far. */
const letTimePass = (seconds: number) =>
  api.db
    .update(loginFailures)
    .set({ createdAt: sql`${loginFailures.createdAt} - (${seconds}::int * interval '1 second')` });
const allowed = (v: AttemptVerdict) => v.allowed;

describe('login limiter (counts kept by the api)', () => {
  it('blocks an (account, address) pair after 5 attempts, any case of the e-mail; other addresses go on', async () => {
    // No account delay here: this test is about the pair.
    const limiter = createLoginLimiter({ accountDelayAfter: 1000 });
    for (let i = 0; i < 5; i++) {
      expect(
        allowed(
          await limiter.reserveSignIn(client(), '10.0.0.1', i % 2 ? 'Ann@Example.test' : ' ann@example.test'),
        ),
      ).toBe(true);
    }
    const refused = await limiter.reserveSignIn(client(), '10.0.0.1', 'ANN@example.test');
    expect(refused).toMatchObject({ allowed: false });
    expect(allowed(await limiter.reserveSignIn(client(), '10.0.0.2', 'ann@example.test'))).toBe(true);
    expect(allowed(await limiter.reserveSignIn(client(), '10.0.0.1', 'bob@example.test'))).toBe(true);
    await letTimePass(15 * 60);
    expect(allowed(await limiter.reserveSignIn(client(), '10.0.0.1', 'ann@example.test'))).toBe(true);
  });

  it('blocks an address after 20 attempts across accounts', async () => {
    const limiter = createLoginLimiter();
    for (let i = 0; i < 20; i++) {
      expect(allowed(await limiter.reserveSignIn(client(), '10.1.1.1', `user${i}@example.test`))).toBe(true);
    }
    expect(allowed(await limiter.reserveSignIn(client(), '10.1.1.1', 'fresh@example.test'))).toBe(false);
    expect(allowed(await limiter.reserveSignIn(client(), '10.1.1.2', 'fresh@example.test'))).toBe(true);
  });

  it('an account attacked from many addresses is slowed, not locked: the wait doubles and is capped', async () => {
    const limiter = createLoginLimiter({ accountDelayBaseSeconds: 10, accountDelayMaxSeconds: 40 });
    for (let i = 0; i < 5; i++) {
      expect(allowed(await limiter.reserveSignIn(client(), `10.2.0.${i}`, 'c@example.test'))).toBe(true);
    }
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const v = await limiter.reserveSignIn(client(), `10.2.1.${i}`, 'c@example.test');
      expect(v.allowed).toBe(false);
      waits.push(v.allowed ? 0 : v.retryAfterSeconds);
      await letTimePass(v.allowed ? 0 : v.retryAfterSeconds + 1);
      expect(allowed(await limiter.reserveSignIn(client(), `10.2.1.${i}`, 'c@example.test'))).toBe(true);
    }
    // 10, 20, 40, 40 seconds (less the moment between the attempt and the question).
    expect(waits.map((w) => Math.round(w / 10) * 10)).toEqual([10, 20, 40, 40]);
  });

  it('a right password un-counts its attempt and forgets the account and pair, not the address', async () => {
    const limiter = createLoginLimiter({ maxPerIp: 6 });
    for (let i = 0; i < 4; i++) await limiter.reserveSignIn(client(), '10.3.0.1', 'd@example.test');
    const right = await limiter.reserveSignIn(client(), '10.3.0.1', 'D@example.test');
    if (!right.allowed) throw new Error('expected the fifth attempt to be allowed');
    await limiter.signedIn(client(), '10.3.0.1', 'd@example.test', right);
    // The pair starts again from 0 ...
    for (let i = 0; i < 2; i++) {
      expect(allowed(await limiter.reserveSignIn(client(), '10.3.0.1', 'd@example.test'))).toBe(true);
    }
    // ... while the address kept its 4 failures: 6 in all now, the limit.
    expect(allowed(await limiter.reserveSignIn(client(), '10.3.0.1', 'e@example.test'))).toBe(false);
  });

  it("a known device is not slowed by the account's delay; it has its own 5, then meets the delay", async () => {
    const limiter = createLoginLimiter({ accountDelayBaseSeconds: 60, accountDelayMaxSeconds: 300 });
    // Guesses from many addresses build the account's delay ...
    for (let i = 0; i < 7; i++) await limiter.reserveSignIn(client(), `10.8.0.${i}`, 'owner@example.test');
    const unknown = await limiter.reserveSignIn(client(), '10.8.1.1', 'owner@example.test');
    expect(unknown).toMatchObject({ allowed: false, accountDelay: true });
    // ... which the owner's known device does not meet: its right password gets through every time.
    for (let i = 0; i < 6; i++) {
      const known = await limiter.reserveSignIn(client(), '10.8.1.1', 'owner@example.test', 'device-a');
      expect(known).toMatchObject({ allowed: true, device: 'device-a' });
      if (!known.allowed) return;
      await limiter.signedIn(client(), '10.8.1.1', 'owner@example.test', known);
      // The attacker's delay is not forgotten by the owner's sign-in.
      const still = await limiter.reserveSignIn(client(), `10.8.2.${i}`, 'owner@example.test');
      expect(still).toMatchObject({ allowed: false, accountDelay: true });
    }
    // A device that fails 5 times is distrusted: the next attempt meets the account's delay.
    for (let i = 0; i < 5; i++) {
      const failing = await limiter.reserveSignIn(client(), `10.8.3.${i}`, 'owner@example.test', 'device-b');
      expect(failing).toMatchObject({ allowed: true, device: 'device-b' });
    }
    const distrusted = await limiter.reserveSignIn(client(), '10.8.3.9', 'owner@example.test', 'device-b');
    expect(distrusted).toMatchObject({ allowed: false, accountDelay: true });
  });

  it('a refusal by the pair or the address alone does not say the account is under attack', async () => {
    const limiter = createLoginLimiter({ accountDelayAfter: 1000 });
    for (let i = 0; i < 5; i++) await limiter.reserveSignIn(client(), '10.9.0.1', 'pair@example.test');
    const refused = await limiter.reserveSignIn(client(), '10.9.0.1', 'pair@example.test');
    expect(refused).toMatchObject({ allowed: false, accountDelay: false });
  });

  it('40 concurrent attempts of one pair: 5 allowed, whatever the interleaving', async () => {
    const limiter = createLoginLimiter();
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, () => limiter.reserveSignIn(client(), '10.4.0.1', 'burst@example.test')),
    );
    expect(verdicts.filter(allowed)).toHaveLength(5);
  });

  it('two limiters (two gateway replicas) over one api share the counts', async () => {
    const replicaA = createLoginLimiter();
    const replicaB = createLoginLimiter();
    for (let i = 0; i < 3; i++) await replicaA.reserveSignIn(client(), '10.5.0.1', 'f@example.test');
    for (let i = 0; i < 2; i++) await replicaB.reserveSignIn(client(), '10.5.0.1', 'f@example.test');
    expect(allowed(await replicaA.reserveSignIn(client(), '10.5.0.1', 'f@example.test'))).toBe(false);
    expect(allowed(await replicaB.reserveSignIn(client(), '10.5.0.1', 'f@example.test'))).toBe(false);
  });

  it('password-reset e-mails: 3 an hour per address', async () => {
    const limiter = createLoginLimiter();
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, () => limiter.reserveResetEmail(client(), 'G@example.test')),
    );
    expect(verdicts.filter(allowed)).toHaveLength(3);
    expect(allowed(await limiter.reserveResetEmail(client(), 'other@example.test'))).toBe(true);
    await letTimePass(60 * 60);
    expect(allowed(await limiter.reserveResetEmail(client(), 'g@example.test'))).toBe(true);
  });

  it('calls the documented api paths with POST', async () => {
    calls.length = 0;
    const limiter = createLoginLimiter();
    const v = await limiter.reserveSignIn(client(), '10.6.0.1', 'h@example.test');
    await limiter.signedIn(client(), '10.6.0.1', 'h@example.test', v.allowed ? v : { ids: [], device: null });
    await limiter.reserveResetEmail(client(), 'h@example.test');
    expect(calls.map((c) => [c.method, c.path, c.status])).toEqual([
      ['POST', 'users/login-failures/reserve.php', 200],
      ['POST', 'users/login-failures/clear.php', 200],
      ['POST', 'users/login-failures/reserve.php', 200],
    ]);
  });

  it('an unreachable api is an error (UPSTREAM_UNAVAILABLE), not a free pass', async () => {
    const down = new RestApiClient({
      baseUrl: 'http://127.0.0.1:9',
      token: TEST_TOKEN,
      requestId: 'limiter-down',
      timeoutMs: 2000,
    });
    await expect(
      createLoginLimiter().reserveSignIn(down, '10.7.0.1', 'i@example.test'),
    ).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});
