import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

interface Reply {
  allowed: boolean;
  retryAfterSeconds: number;
  ids: number[];
  limitedBy: string[];
}
interface KeyRule {
  key: string;
  limit?: number;
  windowSeconds: number;
  delay?: { after: number; baseSeconds: number; maxSeconds: number };
}

let n = 0;
const uniqueKey = (kind: string) => `${kind}:k${++n}-${Date.now()}`;
const reserve = (...keys: KeyRule[]) => api.post<Reply>('users/login-failures/reserve.php', { keys });
const rowsOf = async (key: string) =>
  (await api.db.select().from(loginFailures).where(eq(loginFailures.key, key))).length;
/** Moves every attempt of `key` into the past, as if that much time had gone by. */
const age = (key: string, seconds: number) =>
  api.db
    .update(loginFailures)
    .set({ createdAt: sql`now() - (${seconds}::int * interval '1 second')` })
    .where(eq(loginFailures.key, key));

describe('users/login-failures/reserve.php', () => {
  it('counts attempts up to the limit, then refuses without counting, with the wait until allowed', async () => {
    const pair = uniqueKey('pair');
    const ip = uniqueKey('ip');
    const rules = [
      { key: pair, limit: 3, windowSeconds: 900 },
      { key: ip, limit: 5, windowSeconds: 900 },
    ];
    for (let i = 0; i < 3; i++) {
      const r = await reserve(...rules);
      expect(r.status).toBe(200);
      expect(r.body.allowed).toBe(true);
      expect(r.body.ids).toHaveLength(2);
    }
    const refused = (await reserve(...rules)).body;
    expect(refused.allowed).toBe(false);
    expect(refused.ids).toEqual([]);
    // It names the key that refused it (the pair), not the one that still had room (the address).
    expect(refused.limitedBy).toEqual([pair]);
    expect(refused.retryAfterSeconds).toBeGreaterThan(890);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
    // A refused attempt is not counted against any key.
    expect(await rowsOf(pair)).toBe(3);
    expect(await rowsOf(ip)).toBe(3);
    // The address alone (3 of 5) still allows: each key counts for itself.
    expect((await reserve(rules[1]!)).body.allowed).toBe(true);
  });

  it('40 concurrent reservations of one key with limit 5: exactly 5 allowed', async () => {
    const key = uniqueKey('pair');
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => reserve({ key, limit: 5, windowSeconds: 900 })),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(replies.filter((r) => r.body.allowed)).toHaveLength(5);
    expect(await rowsOf(key)).toBe(5);
  });

  it('the window slides: attempts older than it stop counting', async () => {
    const key = uniqueKey('reset');
    const rule = { key, limit: 3, windowSeconds: 3600 };
    for (let i = 0; i < 3; i++) await reserve(rule);
    await age(key, 3000);
    const limited = (await reserve(rule)).body;
    expect(limited.allowed).toBe(false);
    expect(limited.retryAfterSeconds).toBeGreaterThanOrEqual(595);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(600);
    await age(key, 3601);
    expect((await reserve(rule)).body.allowed).toBe(true);
  });

  it('a delay key makes each attempt after `after` wait a doubling time since the newest, capped', async () => {
    const key = uniqueKey('account');
    const rule = { key, windowSeconds: 900, delay: { after: 2, baseSeconds: 10, maxSeconds: 60 } };
    expect((await reserve(rule)).body.allowed).toBe(true);
    expect((await reserve(rule)).body.allowed).toBe(true);
    // 2 attempts: the third waits 10 s after the newest.
    const first = (await reserve(rule)).body;
    expect(first.allowed).toBe(false);
    expect(first.retryAfterSeconds).toBeGreaterThanOrEqual(9);
    expect(first.retryAfterSeconds).toBeLessThanOrEqual(10);
    await age(key, 11);
    expect((await reserve(rule)).body.allowed).toBe(true);
    // 3 attempts: 20 s now.
    await age(key, 15);
    expect((await reserve(rule)).body.retryAfterSeconds).toBeGreaterThanOrEqual(4);
    await age(key, 21);
    expect((await reserve(rule)).body.allowed).toBe(true);
    // 4 attempts: 40 s; 5 and more: capped at 60 s.
    await age(key, 41);
    expect((await reserve(rule)).body.allowed).toBe(true);
    for (let i = 0; i < 3; i++) {
      await age(key, 1);
      const r = (await reserve(rule)).body;
      expect(r.allowed).toBe(false);
      expect(r.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(58);
      await age(key, 61);
      expect((await reserve(rule)).body.allowed).toBe(true);
    }
  });

  it('reserves prune attempts older than a day, keeping younger ones', async () => {
    const old = uniqueKey('ip');
    const recent = uniqueKey('ip');
    await api.db.insert(loginFailures).values([
      { key: old, createdAt: sql`now() - interval '25 hours'` },
      { key: recent, createdAt: sql`now() - interval '23 hours'` },
    ]);
    await reserve({ key: uniqueKey('pair'), limit: 5, windowSeconds: 900 });
    expect(await rowsOf(old)).toBe(0);
    expect(await rowsOf(recent)).toBe(1);
  });
});

describe('users/login-failures/clear.php', () => {
  it('forgets whole keys and single reserved rows', async () => {
    const pair = uniqueKey('pair');
    const ip = uniqueKey('ip');
    await reserve({ key: pair, limit: 5, windowSeconds: 900 }, { key: ip, limit: 5, windowSeconds: 900 });
    const last = await reserve(
      { key: pair, limit: 5, windowSeconds: 900 },
      { key: ip, limit: 5, windowSeconds: 900 },
    );
    const cleared = await api.post('users/login-failures/clear.php', { keys: [pair], ids: last.body.ids });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ success: true });
    expect(await rowsOf(pair)).toBe(0);
    expect(await rowsOf(ip)).toBe(1);
  });

  it('refuses malformed bodies with 400 and field messages, and callers without the token', async () => {
    const bad: [string, unknown][] = [
      ['users/login-failures/reserve.php', { keys: [] }],
      ['users/login-failures/reserve.php', { keys: ['ip:1'] }],
      ['users/login-failures/reserve.php', { keys: [{ key: 'ip:1', limit: 0, windowSeconds: 900 }] }],
      ['users/login-failures/reserve.php', { keys: [{ key: 'ip:1', limit: 5, windowSeconds: 86_401 }] }],
      ['users/login-failures/reserve.php', { keys: [{ key: 'ip:1', windowSeconds: 900 }] }],
      [
        'users/login-failures/reserve.php',
        { keys: [{ key: 'x'.repeat(401), limit: 5, windowSeconds: 900 }] },
      ],
      ['users/login-failures/clear.php', {}],
      ['users/login-failures/clear.php', { keys: [''] }],
    ];
    for (const [path, payload] of bad) {
      const res = await api.post(path, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
      expect(Object.keys(res.body.fields ?? {}).length).toBeGreaterThan(0);
    }
    const anonymous = await api.request('POST', 'users/login-failures/reserve.php', {
      body: { keys: [{ key: uniqueKey('ip'), limit: 5, windowSeconds: 900 }] },
      token: null,
    });
    expect(anonymous.status).toBe(401);
  });
});
