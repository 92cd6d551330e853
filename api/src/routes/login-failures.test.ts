import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let n = 0;
const uniqueKey = (kind: 'email' | 'ip') => `${kind}:k${++n}-${Date.now()}`;
const record = (...keys: string[]) => api.post('users/login-failures/record.php', { keys });
const check = (...keys: { key: string; limit: number; windowSeconds: number }[]) =>
  api.post<{ limited: boolean; retryAfterSeconds: number }>('users/login-failures/check.php', { keys });
const rowsOf = async (key: string) =>
  (await api.db.select().from(loginFailures).where(eq(loginFailures.key, key))).length;
/** Moves every failure of `key` into the past, as if that much time had gone by. */
const age = (key: string, seconds: number) =>
  api.db
    .update(loginFailures)
    .set({ createdAt: sql`now() - (${seconds}::int * interval '1 second')` })
    .where(eq(loginFailures.key, key));

describe('users/login-failures', () => {
  it('a key is limited once it has `limit` failures in the window, with the wait until it is not', async () => {
    const email = uniqueKey('email');
    const ip = uniqueKey('ip');
    const limits = [
      { key: email, limit: 3, windowSeconds: 900 },
      { key: ip, limit: 5, windowSeconds: 900 },
    ];
    expect((await check(...limits)).body).toEqual({ limited: false, retryAfterSeconds: 0 });
    for (let i = 0; i < 2; i++) expect((await record(email, ip)).body).toEqual({ success: true });
    expect((await check(...limits)).body).toEqual({ limited: false, retryAfterSeconds: 0 });

    expect((await record(email, ip)).status).toBe(200);
    const limited = await check(...limits);
    expect(limited.status).toBe(200);
    expect(limited.body.limited).toBe(true);
    expect(limited.body.retryAfterSeconds).toBeGreaterThan(890);
    expect(limited.body.retryAfterSeconds).toBeLessThanOrEqual(900);
    // The IP key alone (3 of 5) is not limited: each key counts for itself.
    expect((await check(limits[1]!)).body.limited).toBe(false);
  });

  it('the window slides: failures older than it stop counting, and the wait follows the limit-th newest', async () => {
    const key = uniqueKey('email');
    const limit = { key, limit: 3, windowSeconds: 900 };
    for (let i = 0; i < 3; i++) await record(key);
    await age(key, 600);
    const limited = (await check(limit)).body;
    expect(limited.limited).toBe(true);
    expect(limited.retryAfterSeconds).toBeGreaterThanOrEqual(295);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(300);

    await age(key, 901);
    expect((await check(limit)).body).toEqual({ limited: false, retryAfterSeconds: 0 });
    // Two fresh failures on top of three expired ones: still below 3.
    await record(key);
    await record(key);
    expect((await check(limit)).body.limited).toBe(false);
    await record(key);
    expect((await check(limit)).body.limited).toBe(true);
  });

  it('clear forgets the given keys only', async () => {
    const email = uniqueKey('email');
    const ip = uniqueKey('ip');
    for (let i = 0; i < 2; i++) await record(email, ip);
    const cleared = await api.post('users/login-failures/clear.php', { keys: [email] });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ success: true });
    expect(await rowsOf(email)).toBe(0);
    expect(await rowsOf(ip)).toBe(2);
    expect((await check({ key: email, limit: 1, windowSeconds: 900 })).body.limited).toBe(false);
    expect((await check({ key: ip, limit: 2, windowSeconds: 900 })).body.limited).toBe(true);
  });

  it('records one failure per distinct key of a call', async () => {
    const key = uniqueKey('ip');
    await record(key, key);
    expect(await rowsOf(key)).toBe(1);
  });

  it('recording prunes failures older than a day, keeping younger ones', async () => {
    const old = uniqueKey('ip');
    const recent = uniqueKey('ip');
    await api.db.insert(loginFailures).values([
      { key: old, createdAt: sql`now() - interval '25 hours'` },
      { key: recent, createdAt: sql`now() - interval '23 hours'` },
    ]);
    expect(await rowsOf(old)).toBe(1);
    await record(uniqueKey('email'));
    expect(await rowsOf(old)).toBe(0);
    expect(await rowsOf(recent)).toBe(1);
  });

  it('refuses malformed bodies with 400 and field messages, and callers without the token', async () => {
    const bad: [string, unknown][] = [
      ['users/login-failures/record.php', { keys: [] }],
      ['users/login-failures/record.php', { keys: [''] }],
      ['users/login-failures/record.php', { keys: 'email:a@b.co' }],
      ['users/login-failures/record.php', { keys: ['x'.repeat(401)] }],
      ['users/login-failures/clear.php', {}],
      ['users/login-failures/check.php', { keys: [{ key: 'ip:1', limit: 0, windowSeconds: 900 }] }],
      ['users/login-failures/check.php', { keys: [{ key: 'ip:1', limit: 5, windowSeconds: 86_401 }] }],
      ['users/login-failures/check.php', { keys: [{ key: 'ip:1', windowSeconds: 900 }] }],
      ['users/login-failures/check.php', { keys: ['ip:1'] }],
    ];
    for (const [path, payload] of bad) {
      const res = await api.post(path, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
      expect(Object.keys(res.body.fields ?? {}).length).toBeGreaterThan(0);
    }
    const anonymous = await api.request('POST', 'users/login-failures/record.php', {
      body: { keys: [uniqueKey('ip')] },
      token: null,
    });
    expect(anonymous.status).toBe(401);
  });
});
