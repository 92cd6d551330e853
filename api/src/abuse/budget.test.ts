import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import { forgetAttempts, reserveAttempt } from './budget.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let n = 0;
const uniqueKey = (kind: string) => `${kind}:b${++n}-${Date.now()}`;
const unitsOf = async (key: string) =>
  (await api.db.select().from(loginFailures).where(eq(loginFailures.key, key))).reduce(
    (sum, r) => sum + r.weight,
    0,
  );

describe('the abuse budget (reserveAttempt)', () => {
  it('tells each key its units in the window, this reservation included', async () => {
    const hold = uniqueKey('hold:ip');
    const first = await reserveAttempt(api.db, [{ key: hold, limit: 6, windowSeconds: 1800 }]);
    expect(first).toMatchObject({ allowed: true, counts: { [hold]: 1 } });
    const second = await reserveAttempt(api.db, [{ key: hold, limit: 6, windowSeconds: 1800 }]);
    expect(second.counts[hold]).toBe(2);
  });

  it('a weighted reservation counts its units: allowed while they fit, refused past the limit with the wait', async () => {
    const key = uniqueKey('gql:ip');
    const rule = { key, limit: 100, windowSeconds: 60 };
    expect((await reserveAttempt(api.db, [rule], 40)).allowed).toBe(true);
    expect((await reserveAttempt(api.db, [rule], 40)).allowed).toBe(true);
    const refused = await reserveAttempt(api.db, [rule], 40);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // 20 units are still free: a batch that fits is allowed.
    expect((await reserveAttempt(api.db, [rule], 20)).allowed).toBe(true);
    expect(await unitsOf(key)).toBe(100);
    // A batch larger than the whole limit waits the whole window.
    const tooBig = await reserveAttempt(
      api.db,
      [{ key: uniqueKey('gql:ip'), limit: 10, windowSeconds: 60 }],
      11,
    );
    expect(tooBig).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
  });

  it('the wait is until enough of the newest units age out', async () => {
    const key = uniqueKey('gql:ip');
    const rule = { key, limit: 10, windowSeconds: 600 };
    await reserveAttempt(api.db, [rule], 5);
    // the older batch is 500 s old, the newer one new: 5 more need the older one gone (100 s)
    await api.db
      .update(loginFailures)
      .set({ createdAt: sql`now() - interval '500 seconds'` })
      .where(eq(loginFailures.key, key));
    await reserveAttempt(api.db, [rule], 5);
    const refused = await reserveAttempt(api.db, [rule], 5);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(99);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(101);
  });

  it('concurrent weighted reservations of one key never pass its limit', async () => {
    const key = uniqueKey('gql:ip');
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => reserveAttempt(api.db, [{ key, limit: 50, windowSeconds: 600 }], 10)),
    );
    expect(replies.filter((r) => r.allowed)).toHaveLength(5);
    expect(await unitsOf(key)).toBe(50);
  });

  it('forgets a reserved row by id (an attempt that did not count)', async () => {
    const key = uniqueKey('account:ip');
    const r = await reserveAttempt(api.db, [{ key, limit: 5, windowSeconds: 3600 }]);
    expect(r.allowed).toBe(true);
    await forgetAttempts(api.db, [], r.ids);
    expect(await unitsOf(key)).toBe(0);
  });
});

describe('users/login-failures/reserve.php with a weight', () => {
  it('counts the weight and answers the counts', async () => {
    const key = uniqueKey('gql:ip');
    const reply = await api.post<{ allowed: boolean; counts: Record<string, number> }>(
      'users/login-failures/reserve.php',
      { keys: [{ key, limit: 500, windowSeconds: 60 }], weight: 50 },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ allowed: true, counts: { [key]: 50 } });
  });
});
