import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, passwordResetTokens, users } from '../db/schema.js';
import { insertUser } from '../bookings/test-fixtures.js';
import { sha256 } from '@greenleaf/shared/sha256';
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { startTestApi, type TestApi, type TestResponse } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let n = 0;
const email = (prefix = 'user') => `${prefix}-${++n}-${Date.now()}@example.test`;
/** A pending booking written straight into the database ends its hold like a checkout's. */
const inHalfAnHour = () => new Date(Date.now() + 30 * 60_000).toISOString();

/** No reply of any users endpoint carries a password or a hash. */
function expectNoSecrets(res: TestResponse) {
  const keys: string[] = [];
  const walk = (v: unknown, under: string) => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, under));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        // An error's `fields` names the field that was wrong ("password": "Password is required").
        if (under === '' && k === 'fields' && res.status >= 400) continue;
        keys.push(k);
        walk(x, k);
      }
    }
  };
  walk(res.body, '');
  expect(keys.filter((k) => /password/i.test(k))).toEqual([]);
  expect(res.text).not.toContain('$argon2');
}

async function register(overrides: Record<string, unknown> = {}) {
  const res = await api.post('users/save.php', {
    name: 'Sipho Dlamini',
    email: email(),
    password: 'correct horse',
    phone: '021 555 0101',
    ...overrides,
  });
  expectNoSecrets(res);
  return res;
}

describe('users/save.php', () => {
  it('creates a client with an argon2id hash and answers without the password', async () => {
    const address = email('new');
    const res = await register({ email: address, address: '1 Kloof St, Cape Town' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Sipho Dlamini',
      email: address,
      phone: '021 555 0101',
      address: '1 Kloof St, Cape Town',
      role: 'client',
      statusId: 1,
    });
    expect(typeof res.body.id).toBe('number');
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const [row] = await api.db.select().from(users).where(eq(users.id, res.body.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('correct horse');
  });

  it('requires a password of at least 8 characters on insert', async () => {
    const none = await register({ password: undefined });
    expect(none.status).toBe(400);
    expect(none.body.fields).toHaveProperty('password');
    const short = await register({ password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.fields.password).toMatch(/8/);
  });

  it('refuses bad input with field messages', async () => {
    const res = await api.post('users/save.php', { name: '', email: 'not-an-email', password: 'longenough' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(Object.keys(res.body.fields)).toEqual(expect.arrayContaining(['name', 'email']));
  });

  it('refuses an e-mail another user has, whatever its case', async () => {
    const address = email('taken');
    expect((await register({ email: address })).status).toBe(200);
    const again = await register({ email: address.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('EMAIL_TAKEN');
    const rows = await api.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, address));
    expect(rows).toHaveLength(1);
  });

  it('gives one account and one EMAIL_TAKEN when the same address registers twice at once', async () => {
    const address = email('race');
    const results = await Promise.all([register({ email: address }), register({ email: address })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.code).toBe('EMAIL_TAKEN');
  });

  it('normalises roles, legacy names included, case-insensitively', async () => {
    const cases: [string, string][] = [
      ['Customer', 'client'],
      ['ADVISOR', 'staff'],
      ['Manager', 'manager'],
      ['admin', 'admin'],
      ['Staff', 'staff'],
    ];
    for (const [given, stored] of cases) {
      const res = await register({ role: given });
      expect(res.status).toBe(200);
      expect(res.body.role).toBe(stored);
    }
    const bad = await register({ role: 'overlord' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('role');
  });

  it('updates a user, keeps the password unless a new one is given, and refuses a taken e-mail', async () => {
    const a = (await register()).body;
    const b = (await register()).body;
    const [before] = await api.db.select().from(users).where(eq(users.id, a.id));
    const updated = await api.post('users/save.php', {
      id: a.id,
      name: 'Sipho D.',
      email: a.email.toUpperCase(),
      role: 'staff',
      statusId: 2,
      updated_by: b.id,
    });
    expectNoSecrets(updated);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: a.id,
      name: 'Sipho D.',
      role: 'staff',
      statusId: 2,
      updated_by: b.id,
    });
    // Left out of the body: kept; an explicit null clears it.
    expect(updated.body.phone).toBe('021 555 0101');
    const [after] = await api.db.select().from(users).where(eq(users.id, a.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);

    const withPassword = await api.post('users/save.php', { ...updated.body, password: 'a new password' });
    expect(withPassword.status).toBe(200);
    const login = await api.post('users/authenticate.php', { email: a.email, password: 'a new password' });
    expect(login.status).toBe(200);

    const cleared = await api.post('users/save.php', {
      id: a.id,
      name: 'Sipho D.',
      email: a.email,
      phone: null,
    });
    expect(cleared.body.phone).toBeNull();

    const clash = await api.post('users/save.php', { id: a.id, name: 'x', email: b.email });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('EMAIL_TAKEN');

    const missing = await api.post('users/save.php', { id: 999999, name: 'x', email: email() });
    expect(missing.status).toBe(404);
  });
});

describe('users/authenticate.php', () => {
  it('returns the user with its role for the right password, e-mail in any case', async () => {
    const u = (await register({ role: 'customer' })).body;
    const res = await api.post('users/authenticate.php', {
      email: u.email.toUpperCase(),
      password: 'correct horse',
    });
    expectNoSecrets(res);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: u.id, role: 'client' });
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const u = (await register()).body;
    const wrong = await api.post('users/authenticate.php', { email: u.email, password: 'wrong horse' });
    const unknown = await api.post('users/authenticate.php', {
      email: email('nobody'),
      password: 'correct horse',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: unknown.body.error, code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toEqual(wrong.body);
    expectNoSecrets(wrong);
  });

  it('takes about as long for an unknown e-mail as for a wrong password (a hash is verified either way)', async () => {
    const u = (await register()).body;
    const time = async (address: string) => {
      const t = performance.now();
      await api.post('users/authenticate.php', { email: address, password: 'wrong horse' });
      return performance.now() - t;
    };
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await time(u.email));
      unknown.push(await time(email('ghost')));
    }
    // Without the dummy verification an unknown e-mail answers in about a millisecond.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });

  it('refuses blocked (4) and inactive (3) users even with the right password', async () => {
    for (const statusId of [3, 4]) {
      const u = (await register({ statusId })).body;
      const res = await api.post('users/authenticate.php', { email: u.email, password: 'correct horse' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('refuses a body without the fields', async () => {
    const res = await api.post('users/authenticate.php', { email: 'a@b.test' });
    expect(res.status).toBe(400);
  });
});

describe('reading and deleting users', () => {
  it('gets a user by UserId or id, and by e-mail case-insensitively', async () => {
    const u = (await register()).body;
    for (const path of [`users/get.php?UserId=${u.id}`, `users/get.php?id=${u.id}`]) {
      const res = await api.get(path);
      expectNoSecrets(res);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: u.id, email: u.email });
    }
    expect((await api.get('users/get.php?UserId=999999')).status).toBe(404);
    expect((await api.get('users/get.php?UserId=abc')).status).toBe(400);
    const byEmail = await api.get(
      `users/get-by-email.php?Email=${encodeURIComponent(u.email.toUpperCase())}`,
    );
    expectNoSecrets(byEmail);
    expect(byEmail.body.id).toBe(u.id);
    expect((await api.get(`users/get-by-email.php?Email=${email('none')}`)).status).toBe(404);
  });

  it('lists users with search and role filters, without secrets', async () => {
    const staff = (await register({ name: 'Zanele Searchable', role: 'advisor' })).body;
    const all = await api.get('users/users.php');
    expectNoSecrets(all);
    expect(all.body.map((u: { id: number }) => u.id)).toContain(staff.id);
    const found = await api.get('users/users.php?search=zanele%20searchable');
    expect(found.body.map((u: { id: number }) => u.id)).toEqual([staff.id]);
    const byRole = await api.get('users/users.php?role=Advisor');
    expect(byRole.body.length).toBeGreaterThan(0);
    expect(byRole.body.every((u: { role: string }) => u.role === 'staff')).toBe(true);
    const percent = await api.get('users/users.php?search=%25');
    expect(percent.body).toEqual([]);
  });

  it('deletes a user without bookings, and refuses one with bookings', async () => {
    const free = (await register()).body;
    const res = await api.get(`users/delete.php?id=${free.id}`);
    expect(res.body).toEqual({ success: true });
    expect(await api.db.select().from(users).where(eq(users.id, free.id))).toHaveLength(0);
    expect((await api.get(`users/delete.php?id=${free.id}`)).status).toBe(404);

    const busy = await insertUser(api.db);
    await api.db
      .insert(bookings)
      .values({ guidId: `g-${busy.id}`, userId: busy.id, heldUntil: inHalfAnHour() });
    const refused = await api.get(`users/delete.php?id=${busy.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('IN_USE');
    expect(await api.db.select().from(users).where(eq(users.id, busy.id))).toHaveLength(1);
  });

  it("returns the user's most recent pending booking as the draft order", async () => {
    const u = await insertUser(api.db);
    expect((await api.get(`users/draft-order.php?Id=${u.id}`)).status).toBe(404);
    await api.db.insert(bookings).values([
      {
        guidId: `old-${u.id}`,
        userId: u.id,
        createdAt: new Date(Date.now() - 60_000).toISOString(),
        heldUntil: inHalfAnHour(),
      },
      { guidId: `new-${u.id}`, userId: u.id, heldUntil: inHalfAnHour() },
      { guidId: `done-${u.id}`, userId: u.id, status: 'confirmed' },
    ]);
    const res = await api.get(`users/draft-order.php?Id=${u.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ guidId: `new-${u.id}`, status: 'pending', userId: u.id });
    expect(res.body.user).toMatchObject({ id: u.id, email: u.email });
    expectNoSecrets(res);
  });
});

describe('users/get-admin-stat.php', () => {
  it('counts rows, the last 30 days and the 30 before, and 12 weeks of bookings made and money received', async () => {
    const before = (await api.get('users/get-admin-stat.php')).body;
    const metric = (stats: typeof before, key: string) =>
      stats.metrics.find((m: { key: string }) => m.key === key) as {
        total: number;
        last30: number;
        previous30: number;
      };

    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    await insertUser(api.db, { createdAt: daysAgo(40) });
    await insertUser(api.db, { createdAt: daysAgo(100) });
    const recent = await insertUser(api.db);
    await insertUser(api.db, { role: 'staff' });
    await api.db.insert(bookings).values([
      { guidId: `s1-${recent.id}`, userId: recent.id, status: 'confirmed', totalPrice: 500 },
      { guidId: `s2-${recent.id}`, userId: recent.id, status: 'completed', totalPrice: 250.5 },
      { guidId: `s3-${recent.id}`, userId: recent.id, status: 'cancelled', totalPrice: 900 },
      {
        guidId: `s4-${recent.id}`,
        userId: recent.id,
        status: 'pending',
        totalPrice: 700,
        heldUntil: inHalfAnHour(),
      },
    ]);

    const res = await api.get('users/get-admin-stat.php');
    expect(res.status).toBe(200);
    expectNoSecrets(res);
    const after = res.body;
    expect(after.metrics.map((m: { key: string }) => m.key)).toEqual([
      'clients',
      'services',
      'bookings',
      'addOns',
      'packages',
      'users',
    ]);
    const delta = (key: string) => {
      const a = metric(after, key);
      const b = metric(before, key);
      return {
        total: a.total - b.total,
        last30: a.last30 - b.last30,
        previous30: a.previous30 - b.previous30,
      };
    };
    expect(delta('clients')).toEqual({ total: 3, last30: 1, previous30: 1 });
    expect(delta('users')).toEqual({ total: 4, last30: 2, previous30: 1 });
    // Bookings made and not cancelled: the cancelled one is not counted.
    expect(delta('bookings')).toEqual({ total: 3, last30: 3, previous30: 0 });

    expect(after.weekly).toHaveLength(12);
    const weekStarts = after.weekly.map((w: { weekStart: string }) => w.weekStart);
    expect(new Date(`${weekStarts[0]}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weekStarts[11] <= johannesburgToday()).toBe(true);
    const thisWeek = after.weekly[11];
    const thisWeekBefore = before.weekly[11];
    expect(thisWeek.bookings - thisWeekBefore.bookings).toBe(3);
    // Confirmed and completed without a payment is not money received (dashboard.test.ts has the rules).
    expect(thisWeek.revenue - thisWeekBefore.revenue).toBe(0);
  });
});

describe('password reset', () => {
  it('creates a token stored only as its SHA-256, and it resets the password once', async () => {
    const u = (await register()).body;
    const created = await api.post('users/create-reset-token.php', { email: u.email.toUpperCase() });
    expectNoSecrets(created);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ userId: u.id, name: u.name, email: u.email });
    const token: string = created.body.token;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await api.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id));
    expect(row!.tokenHash).toBe(sha256(token));
    const ttl = new Date(row!.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);

    const reset = await api.post('users/reset-password.php', { token, password: 'brand new pass' });
    expectNoSecrets(reset);
    expect(reset.body).toEqual({ success: true, email: u.email });
    expect(
      (await api.post('users/authenticate.php', { email: u.email, password: 'brand new pass' })).status,
    ).toBe(200);
    expect(
      (await api.post('users/authenticate.php', { email: u.email, password: 'correct horse' })).status,
    ).toBe(401);

    const again = await api.post('users/reset-password.php', { token, password: 'another pass' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
    expect(
      (await api.post('users/authenticate.php', { email: u.email, password: 'brand new pass' })).status,
    ).toBe(200);
  });

  it('refuses an expired token, an unknown token and a short password', async () => {
    const u = (await register()).body;
    const { token } = (await api.post('users/create-reset-token.php', { email: u.email })).body;
    const short = await api.post('users/reset-password.php', { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.fields).toHaveProperty('password');
    await api.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(passwordResetTokens.userId, u.id));
    const expired = await api.post('users/reset-password.php', { token, password: 'brand new pass' });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_TOKEN');
    const unknown = await api.post('users/reset-password.php', {
      token: 'x'.repeat(43),
      password: 'brand new pass',
    });
    expect(unknown.body.code).toBe('INVALID_TOKEN');
    expect(
      (await api.post('users/authenticate.php', { email: u.email, password: 'correct horse' })).status,
    ).toBe(200);
  });

  it('invalidates the earlier unused token when a new one is made', async () => {
    const u = (await register()).body;
    const first = (await api.post('users/create-reset-token.php', { email: u.email })).body.token;
    const second = (await api.post('users/create-reset-token.php', { email: u.email })).body.token;
    expect(first).not.toBe(second);
    expect(
      (await api.post('users/reset-password.php', { token: first, password: 'first pass!' })).status,
    ).toBe(400);
    expect(
      (await api.post('users/reset-password.php', { token: second, password: 'second pass' })).status,
    ).toBe(200);
  });

  it('uses a token once even when two resets race', async () => {
    const u = (await register()).body;
    const { token } = (await api.post('users/create-reset-token.php', { email: u.email })).body;
    const results = await Promise.all([
      api.post('users/reset-password.php', { token, password: 'racer one!' }),
      api.post('users/reset-password.php', { token, password: 'racer two!' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('answers 404 for an unknown e-mail', async () => {
    const res = await api.post('users/create-reset-token.php', { email: email('nobody') });
    expect(res.status).toBe(404);
  });
});

describe('sessions end when the database says so (session_version)', () => {
  const versionOf = async (id: number) =>
    (await api.get<{ sessionVersion: number }>(`users/get.php?id=${id}`)).body.sessionVersion;

  it('a role change, blocking, a new password and end-sessions.php each raise it; a name change does not', async () => {
    const user = (await register()).body as { id: number; sessionVersion: number };
    expect(user.sessionVersion).toBe(1);
    const steps: [Record<string, unknown>, number][] = [
      [{ name: 'Just a new name' }, 1],
      [{ role: 'staff' }, 2],
      [{ statusId: 4 }, 3],
      [{ password: 'another secret 1' }, 4],
    ];
    for (const [change, expected] of steps) {
      const current = (await api.get<Record<string, unknown>>(`users/get.php?id=${user.id}`)).body;
      const res = await api.post('users/save.php', { ...current, ...change, id: user.id });
      expect(res.status).toBe(200);
      expect(await versionOf(user.id)).toBe(expected);
    }
    expect((await api.post('users/end-sessions.php', { id: user.id })).status).toBe(200);
    expect(await versionOf(user.id)).toBe(5);
    expect((await api.post('users/end-sessions.php', { id: 999_999 })).status).toBe(404);
  });

  it('a new password, by any writer, and end-sessions.php end the manage links issued before (tokensValidAfter); a role change does not', async () => {
    const user = (await register()).body as { id: number };
    const validAfter = async () =>
      (await api.get<{ tokensValidAfter: string | null }>(`users/get.php?id=${user.id}`)).body
        .tokensValidAfter;
    expect(await validAfter()).toBeNull();
    const current = (await api.get<Record<string, unknown>>(`users/get.php?id=${user.id}`)).body;
    expect((await api.post('users/save.php', { ...current, role: 'staff', id: user.id })).status).toBe(200);
    expect(await validAfter()).toBeNull();
    const before = Date.now();
    await api.db.execute(sql`update users set password_hash = 'changed-by-sql' where id = ${user.id}`);
    const bySql = await validAfter();
    expect(Date.parse(bySql!)).toBeGreaterThanOrEqual(before - 5_000);
    expect((await api.post('users/end-sessions.php', { id: user.id })).status).toBe(200);
    const byEnd = await validAfter();
    expect(Date.parse(byEnd!)).toBeGreaterThanOrEqual(Date.parse(bySql!));
    expect(byEnd).not.toBe(bySql);
  });

  it('the last active admin cannot be demoted, blocked or deleted; two admins demoting each other at once leave one', async () => {
    // Start from exactly two active admins.
    const a = await insertUser(api.db, { role: 'admin', email: email('admin-a') });
    const b = await insertUser(api.db, { role: 'admin', email: email('admin-b') });
    await api.db.execute(
      sql`update users set role = 'client' where role = 'admin' and id not in (${a.id}, ${b.id})`,
    );
    const demote = (id: number) =>
      api.post('query/query.php', {
        table: 'users',
        action: 'update',
        data: [{ key: 'role', value: 'client' }],
        filters: [{ key: 'id', value: id }],
      });
    const both = await Promise.all([demote(a.id), demote(b.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({
      code: 'LAST_ADMIN',
      error: 'The last active admin cannot be demoted, blocked or deleted.',
    });
    const [last] = await api.db
      .execute<{ id: number }>(sql`select id from users where role = 'admin' and status_id = 1`)
      .then((r) => ('rows' in r ? r.rows : r) as { id: number }[]);
    expect(last).toBeDefined();
    const block = await api.post('query/query.php', {
      table: 'users',
      action: 'update',
      data: [{ key: 'statusId', value: 4 }],
      filters: [{ key: 'id', value: last!.id }],
    });
    expect(block.status).toBe(409);
    expect((await api.get(`users/delete.php?id=${last!.id}`)).status).toBe(409);
  });
});

describe('session rows (users/sessions/*.php)', () => {
  it('a session answers for its user until it is ended, or until the user changes role, status or password', async () => {
    const user = (await register()).body as { id: number };
    const open = async () =>
      (await api.post<{ sid: string }>('users/sessions/open.php', { userId: user.id })).body.sid;
    const whoIs = async (sid: string) => (await api.get(`users/sessions/user.php?sid=${sid}`)).status;
    const [a, b] = [await open(), await open()];
    expect(a).not.toBe(b);
    expect([await whoIs(a), await whoIs(b)]).toEqual([200, 200]);
    expect((await api.get<{ id: number }>(`users/sessions/user.php?sid=${a}`)).body.id).toBe(user.id);
    // Logout ends one session, not the other.
    expect((await api.post('users/sessions/end.php', { sid: a })).status).toBe(200);
    expect([await whoIs(a), await whoIs(b)]).toEqual([404, 200]);
    // A role change ends every session opened before it; a new one works.
    await api.db.execute(sql`update users set role = 'staff' where id = ${user.id}`);
    expect(await whoIs(b)).toBe(404);
    const c = await open();
    expect(await whoIs(c)).toBe(200);
    // Only the hash is stored: the id in the cookie is nowhere in the table.
    const stored = await api.db.execute(sql`select id_hash from user_sessions where user_id = ${user.id}`);
    expect(JSON.stringify(stored)).not.toContain(c);
    expect((await api.post('users/sessions/open.php', { userId: 999_999 })).status).toBe(404);
  });
});
