// Sessions answer to the database: a cookie keeps no power its user has lost. Through the real gateway
// and api on PGlite: a demoted, blocked or deleted admin loses the admin area on their very next
// request (whoever made the change: an admin mutation, the generic table, SQL); a cookie captured
// before logout or before a password reset is dead; a blocked customer cannot book; the last active
// admin cannot be demoted, blocked or deleted by any path.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, codes, type Client } from './support/client.js';
import {
  CREATE_BOOKING,
  demoLine,
  rows,
  signedIn,
  SLOTS,
  TEST_PASSWORD,
  type CatalogueLine,
  VISIT,
} from './support/data.js';
import { inProcess, type InProcess } from './support/servers.js';

let t: InProcess;
let owner: Client & { userId: number; email: string };
let line: CatalogueLine;

const ME = '{ me { id role } }';
const ADMIN_USERS = '{ adminUsers { id } }';
const SAVE_USER = `mutation($input: AdminSaveUserInput!) { adminSaveUser(input: $input) { user { id role status } } }`;
const UPDATE_ROW = `mutation($input: AdminUpdateRowInput!) { adminUpdateRow(input: $input) { row { id } } }`;
const DELETE_USER = `mutation($input: AdminDeleteInput!) { adminDeleteUser(input: $input) { success } }`;
const DELETE_ROW = `mutation($input: AdminDeleteRowInput!) { adminDeleteRow(input: $input) { success } }`;

/** A cookie as another browser would replay it: a fresh client carrying only that cookie. */
function replay(cookie: string): Client {
  const c = client(t.url);
  c.setCookie(cookie);
  return c;
}

/** Every admin operation the demoted user tries is refused, and `me` no longer knows them as admin. */
async function expectNoAdminPower(c: Client & { userId: number; email: string }) {
  const list = await c.gql(ADMIN_USERS);
  expect(list.data?.adminUsers ?? null).toBeNull();
  expect(codes(list)).toEqual([expect.stringMatching(/^(UNAUTHENTICATED|FORBIDDEN)$/)]);
  const repromote = await c.gql(SAVE_USER, {
    input: { id: String(c.userId), name: 'Back again', email: c.email, role: 'ADMIN', status: 'ACTIVE' },
  });
  expect(codes(repromote)).toEqual([expect.stringMatching(/^(UNAUTHENTICATED|FORBIDDEN)$/)]);
  const del = await c.gql(DELETE_ROW, { input: { table: 'CATEGORIES', id: '1' } });
  expect(codes(del)).toEqual([expect.stringMatching(/^(UNAUTHENTICATED|FORBIDDEN)$/)]);
  const me = await c.gql<{ me: { role: string } | null }>(ME);
  expect(me.data?.me?.role ?? null).not.toBe('ADMIN');
}

beforeAll(async () => {
  t = await inProcess({ config: { apiTimeoutMs: 30_000 } });
  owner = await signedIn(t.api, t.url, 'admin');
  line = await demoLine(client(t.url));
});
afterAll(async () => {
  await t?.close();
});

describe('a cookie keeps no power its user has lost', () => {
  it('an admin demoted by another admin loses the admin area on the very next request', async () => {
    const demoted = await signedIn(t.api, t.url, 'admin');
    expect(
      (await demoted.gql<{ adminUsers: unknown[] }>(ADMIN_USERS)).data?.adminUsers.length,
    ).toBeGreaterThan(0);
    const r = await owner.gql(SAVE_USER, {
      input: { id: String(demoted.userId), name: 'Demoted', email: demoted.email, role: 'CLIENT' },
    });
    expect(r.errors).toBeUndefined();
    await expectNoAdminPower(demoted);
  });

  it('a demotion by any writer counts: the generic table, and SQL straight into the database', async () => {
    const byTable = await signedIn(t.api, t.url, 'admin');
    const r = await owner.gql(UPDATE_ROW, {
      input: { table: 'USERS', id: String(byTable.userId), data: { role: 'client' } },
    });
    expect(r.errors).toBeUndefined();
    await expectNoAdminPower(byTable);

    const bySql = await signedIn(t.api, t.url, 'admin');
    await t.api.db.execute(sql`update users set role = 'client' where id = ${bySql.userId}`);
    await expectNoAdminPower(bySql);
  });

  it('a blocked admin and a deleted admin lose the admin area on the next request', async () => {
    const blocked = await signedIn(t.api, t.url, 'admin');
    const b = await owner.gql(SAVE_USER, {
      input: { id: String(blocked.userId), name: 'Blocked', email: blocked.email, status: 'BLOCKED' },
    });
    expect(b.errors).toBeUndefined();
    await expectNoAdminPower(blocked);

    const gone = await signedIn(t.api, t.url, 'admin');
    const d = await owner.gql(DELETE_USER, { input: { id: String(gone.userId) } });
    expect(d.errors).toBeUndefined();
    const list = await gone.gql(ADMIN_USERS);
    expect(codes(list)).toEqual(['UNAUTHENTICATED']);
    expect((await gone.gql<{ me: unknown }>(ME)).data?.me).toBeNull();
  });

  it('a cookie captured before logout no longer answers `me`', async () => {
    const customer = await signedIn(t.api, t.url, 'client');
    const captured = customer.cookie();
    expect((await replay(captured).gql<{ me: { id: string } }>(ME)).data?.me?.id).toBe(
      String(customer.userId),
    );
    expect((await customer.gql('mutation { logout { success } }')).errors).toBeUndefined();
    expect((await replay(captured).gql<{ me: unknown }>(ME)).data?.me).toBeNull();
  });

  it('logout ends that session only: the same user signed in on another device stays signed in', async () => {
    const phone = await signedIn(t.api, t.url, 'client');
    const desktop = client(t.url);
    const login = await desktop.gql(
      'mutation($input: LoginInput!) { login(input: $input) { user { id } } }',
      {
        input: { email: phone.email, password: TEST_PASSWORD },
      },
    );
    expect(login.errors).toBeUndefined();
    expect((await phone.gql('mutation { logout { success } }')).errors).toBeUndefined();
    expect((await phone.gql<{ me: unknown }>(ME)).data?.me).toBeNull();
    expect((await desktop.gql<{ me: { id: string } }>(ME)).data?.me?.id).toBe(String(phone.userId));
  });

  it('a cookie captured before a password reset is dead after it', async () => {
    const customer = await signedIn(t.api, t.url, 'client');
    const captured = customer.cookie();
    const token = await t.api.post<{ token: string }>('users/create-reset-token.php', {
      email: customer.email,
    });
    const reset = await client(t.url).gql(
      'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { success } }',
      {
        input: { token: token.body.token, password: 'a-brand-new-password-1' },
      },
    );
    expect(reset.errors).toBeUndefined();
    expect((await replay(captured).gql<{ me: unknown }>(ME)).data?.me).toBeNull();
  });

  it('a blocked customer cannot book with their old cookie', async () => {
    const customer = await signedIn(t.api, t.url, 'client');
    const booking = { date: '2033-03-01', timeSlot: SLOTS[0]!, lines: [line], modifierOptionIds: [] };
    await t.api.db.execute(sql`update users set status_id = 4 where id = ${customer.userId}`);
    const r = await customer.gql(CREATE_BOOKING, { input: { address: VISIT, booking } });
    expect(r.data?.createBooking ?? null).toBeNull();
    expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    const held = await rows(t.api.db, sql`select id from bookings where user_id = ${customer.userId}`);
    expect(held).toHaveLength(0);
  });
});

describe('the last active admin', () => {
  it('cannot be demoted, blocked or deleted, through any path', async () => {
    // Every other active admin steps down (allowed: the owner remains).
    await t.api.db.execute(
      sql`update users set role = 'client' where role = 'admin' and id <> ${owner.userId}`,
    );
    const demote = await owner.gql(UPDATE_ROW, {
      input: { table: 'USERS', id: String(owner.userId), data: { role: 'client' } },
    });
    expect(codes(demote)).toEqual(['LAST_ADMIN']);
    const block = await owner.gql(UPDATE_ROW, {
      input: { table: 'USERS', id: String(owner.userId), data: { statusId: 4 } },
    });
    expect(codes(block)).toEqual(['LAST_ADMIN']);
    const del = await owner.gql(DELETE_ROW, { input: { table: 'USERS', id: String(owner.userId) } });
    expect(codes(del)).toEqual(['LAST_ADMIN']);
    expect(del.errors?.[0]?.message).toBe('The last active admin cannot be demoted, blocked or deleted.');
    const direct = await t.api.db
      .execute(sql`update users set role = 'client' where id = ${owner.userId}`)
      .then(
        () => null,
        (err: { cause?: { code?: string } }) => err.cause?.code,
      );
    expect(direct).toBe('GL002');
    // Still the admin, still signed in.
    expect((await owner.gql<{ me: { role: string } }>(ME)).data?.me?.role).toBe('ADMIN');
  });
});
