/**
 * Manage links end with the owner's password and with "sign out everywhere": a link e-mailed before a
 * password reset or a signOutEverywhere is MANAGE_LINK_INVALID, one issued after opens the booking;
 * signOutEverywhere also ends the user's other sessions.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../api/src/db/schema.js';
import { signManageToken } from './manage-token.js';
import { firstServiceLine, nthWorkingDay, startTestGateway, TEST_VISIT } from '../test/harness.js';
import type { GqlClient, TestGateway } from '../test/harness.js';

let t: TestGateway;
let line: { serviceId: string; optionIds: string[] };

const PASSWORD = 'lawns-are-green';
const OPEN = `query O($token: String!) { managedBooking(token: $token) { guidId } }`;
const CANCEL = `mutation X($input: CancelBookingInput!) { cancelBooking(input: $input) { booking { status } } }`;
const SKIP = `mutation S($input: SkipSeriesVisitInput!) { skipSeriesVisit(input: $input) { changes { guidId } } }`;
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { user { id } } }';
const EVERYWHERE = 'mutation { signOutEverywhere { success } }';
const ME = '{ me { id } }';

let counter = 0;
/** A new customer's booking: the client that made it is signed in as its owner. */
async function bookAsNew(client: GqlClient, date: string) {
  const email = `revoke-${++counter}-${Date.now()}@example.test`;
  const res = await client.gql(
    `mutation C($input: CreateBookingInput!) { createBooking(input: $input) { booking { guidId } } }`,
    {
      input: {
        booking: { date, timeSlot: '10:00 - 10:45', lines: [line] },
        customer: {
          name: 'Thandi Mokoena',
          email,
          password: PASSWORD,
          phone: `07${String(Date.now() + counter).slice(-8)}`,
        },
        address: TEST_VISIT,
      },
    },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return { guidId: (res.data!.createBooking.booking as { guidId: string }).guidId, email };
}

const tokenFor = (guidId: string) =>
  signManageToken(t.config.manageLinkSecret, guidId, new Date(Date.now() + 86_400_000));

async function expectRefused(token: string, guidId: string) {
  const visitor = t.client();
  const open = await visitor.gql(OPEN, { token });
  expect(open.errors?.[0]?.extensions?.code).toBe('MANAGE_LINK_INVALID');
  const cancel = await visitor.gql(CANCEL, { input: { guidId, manageToken: token } });
  expect(cancel.errors?.[0]?.extensions?.code).toBe('MANAGE_LINK_INVALID');
  const skip = await visitor.gql(SKIP, { input: { guidId, manageToken: token } });
  expect(skip.errors?.[0]?.extensions?.code).toBe('MANAGE_LINK_INVALID');
}

async function expectOpens(token: string, guidId: string) {
  const open = await t.client().gql(OPEN, { token });
  expect(open.errors, JSON.stringify(open.errors)).toBeUndefined();
  expect(open.data!.managedBooking.guidId).toBe(guidId);
}

beforeAll(async () => {
  t = await startTestGateway({ seed: true });
  line = await firstServiceLine(t.client());
});
afterAll(async () => {
  await t?.close();
});

describe('manage links can be revoked', () => {
  it('a password reset ends every manage link issued before it; one issued after works', async () => {
    const owner = t.client();
    const booking = await bookAsNew(owner, nthWorkingDay(31));
    const before = tokenFor(booking.guidId);
    await expectOpens(before, booking.guidId);

    const reset = await t.api.post<{ token: string }>('users/create-reset-token.php', {
      email: booking.email,
    });
    expect(reset.status).toBe(200);
    const done = await t
      .client()
      .gql('mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { success } }', {
        i: { token: reset.body.token, password: 'a-brand-new-password' },
      });
    expect(done.errors).toBeUndefined();

    await expectRefused(before, booking.guidId);
    await expectOpens(tokenFor(booking.guidId), booking.guidId);
  });

  it('a password change by any writer (here the api straight) ends them too', async () => {
    const booking = await bookAsNew(t.client(), nthWorkingDay(32));
    const before = tokenFor(booking.guidId);
    const [row] = await t.api.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${booking.email.toLowerCase()}`);
    const id = row!.id;
    const user = await t.api.get<{ tokensValidAfter: string | null }>(`users/get.php?id=${id}`);
    expect(user.body.tokensValidAfter).toBeNull();
    const changed = await t.api.post('users/save.php', {
      id,
      name: 'Thandi Mokoena',
      email: booking.email,
      password: 'another-new-password',
      role: 'client',
    });
    expect(changed.status, changed.text).toBe(200);
    await expectRefused(before, booking.guidId);
    await expectOpens(tokenFor(booking.guidId), booking.guidId);
  });

  it('signOutEverywhere ends the other sessions of the user and every manage link issued before it', async () => {
    const phone = t.client();
    const booking = await bookAsNew(phone, nthWorkingDay(33));
    const laptop = t.client();
    expect(
      (await laptop.gql(LOGIN, { i: { email: booking.email, password: PASSWORD } })).errors,
    ).toBeUndefined();
    expect((await laptop.gql<{ me: { id: string } | null }>(ME)).data?.me).not.toBeNull();
    const before = tokenFor(booking.guidId);
    await expectOpens(before, booking.guidId);

    const anonymous = await t.client().gql(EVERYWHERE);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const ended = await phone.gql<{ signOutEverywhere: { success: boolean } }>(EVERYWHERE);
    expect(ended.errors).toBeUndefined();
    expect(ended.data!.signOutEverywhere.success).toBe(true);
    expect((await laptop.gql<{ me: unknown }>(ME)).data?.me).toBeNull();
    expect((await phone.gql<{ me: unknown }>(ME)).data?.me).toBeNull();

    await expectRefused(before, booking.guidId);
    await expectOpens(tokenFor(booking.guidId), booking.guidId);
    // The owner signs in again as before.
    expect(
      (await laptop.gql(LOGIN, { i: { email: booking.email, password: PASSWORD } })).errors,
    ).toBeUndefined();
  });
});
