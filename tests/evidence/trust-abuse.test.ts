// Abuse that must hurt only the abuser, through the real gateway and api (PGlite):
// - a burst of concurrent wrong passwords for one account checks the password hash at most 5 times
//   (counted as the gateway's calls to users/authenticate.php, the only call that checks a hash);
// - an attacker failing from another address cannot lock the owner out of their own account;
// - x-forwarded-for is believed only from a proxy TRUSTED_PROXIES names;
// - a flood of password-reset requests sends at most 3 e-mails (files in DATA_DIR/outbox), with the
//   same answer for an address that has no account;
// - bookings change only through the booking rules: the generic table refuses to write them and an
//   admin edit to a made-up slot is refused.
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../api/src/db/schema.js';
import { startTestGateway, type TestGateway } from '../../gateway/src/test/harness.js';
import { BodyLog, client, codes, type Client, type GqlReply } from './support/client.js';
import {
  CREATE_BOOKING,
  demoLine,
  newCustomer,
  signedIn,
  TEST_PASSWORD,
  type CatalogueLine,
  VISIT,
} from './support/data.js';
import { inProcess, type InProcess } from './support/servers.js';

const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { user { id } } }';
const RESET = 'mutation($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { success } }';

const log = new BodyLog();
/** The gateway behind a trusted proxy (this machine): x-forwarded-for names the client. */
let t: InProcess;
/** A second gateway over the same api that trusts no proxy. */
let untrusted: TestGateway;
let line: CatalogueLine;

beforeAll(async () => {
  t = await inProcess({
    config: { apiTimeoutMs: 30_000, apiWriteTimeoutMs: 60_000, trustedProxies: ['127.0.0.1'] },
  });
  untrusted = await startTestGateway({ api: t.api, config: { apiTimeoutMs: 30_000, trustedProxies: [] } });
  line = await demoLine(client(t.url, log));
}, 120_000);
afterAll(async () => {
  await untrusted?.close();
  await t?.close();
});

const from = (address: string): RequestInit => ({ headers: { 'x-forwarded-for': address } });
const login = (c: Client, email: string, password: string, address: string) =>
  c.gql(LOGIN, { i: { email, password } }, from(address));
const hashChecks = (gateway: { apiCalls: { call: { path: string } }[] }) =>
  gateway.apiCalls.filter((r) => r.call.path === 'users/authenticate.php').length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Signs in, waiting out the growing per-account delay when that is all that stands in the way (a wait
 * of a second or two); a longer wait (a blocked pair or address) is answered as it is.
 */
async function signInWaiting(c: Client, email: string, address: string): Promise<GqlReply> {
  let reply = await login(c, email, TEST_PASSWORD, address);
  for (let i = 0; i < 4 && codes(reply)[0] === 'RATE_LIMITED'; i++) {
    const wait = Number(reply.errors?.[0]?.extensions?.retryAfterSeconds ?? 0);
    if (wait > 2) return reply;
    await sleep(wait * 1000 + 100);
    reply = await login(c, email, TEST_PASSWORD, address);
  }
  return reply;
}

describe('failed sign-ins are counted atomically', () => {
  it('40 concurrent wrong passwords for one account from one address: at most 5 hash checks', async () => {
    const victim = await signedIn(t.api, t.url, 'client', log);
    const before = hashChecks(t);
    const attacker = client(t.url, log);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(attacker, victim.email, `wrong-guess-${i}`, '203.0.113.10')),
    );
    const checked = hashChecks(t) - before;
    console.log(`[trust-abuse] hash checks out of 40 concurrent wrong passwords: ${checked}`);
    expect(checked).toBeLessThanOrEqual(5);
    const seen = replies.map((r) => codes(r)[0]);
    expect(seen.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(checked);
    expect(seen.filter((c) => c === 'RATE_LIMITED')).toHaveLength(40 - checked);
    expect(replies.every((r) => r.errors?.[0]?.message === replies[0]!.errors?.[0]?.message)).toBe(true);
  });
});

describe('an attacker cannot lock the owner out', () => {
  it('after many failures from another address, the owner signs in from theirs; the attacker stays blocked', async () => {
    const owner = await signedIn(t.api, t.url, 'client', log);
    const attacker = client(t.url, log);
    for (let i = 0; i < 12; i++) await login(attacker, owner.email, `guess-${i}`, '198.51.100.66');
    // The attacker's own (account, address) pair is blocked, even with the right password.
    const guessedRight = await login(attacker, owner.email, TEST_PASSWORD, '198.51.100.66');
    expect(codes(guessedRight)).toEqual(['RATE_LIMITED']);

    const ownerBrowser = client(t.url, log);
    const mine = await signInWaiting(ownerBrowser, owner.email, '192.0.2.7');
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.login.user.id).toBe(String(owner.userId));

    // The owner's success does not unblock the attacker's pair.
    const still = await login(attacker, owner.email, TEST_PASSWORD, '198.51.100.66');
    expect(codes(still)).toEqual(['RATE_LIMITED']);
  });

  it('the attacking address is blocked for every account once it has failed 20 times', async () => {
    const victims = await Promise.all(Array.from({ length: 5 }, () => signedIn(t.api, t.url, 'client', log)));
    const attacker = client(t.url, log);
    for (const v of victims.slice(0, 4)) {
      for (let i = 0; i < 5; i++) await login(attacker, v.email, `guess-${i}`, '198.51.100.77');
    }
    const fresh = await login(attacker, victims[4]!.email, TEST_PASSWORD, '198.51.100.77');
    expect(codes(fresh)).toEqual(['RATE_LIMITED']);
    // That account's owner, elsewhere, is not affected at all.
    const owner = await login(client(t.url, log), victims[4]!.email, TEST_PASSWORD, '192.0.2.8');
    expect(owner.errors).toBeUndefined();
  });
});

describe('x-forwarded-for', () => {
  /** 5 failures claiming address A, the account delay waited out, then the right password claiming B. */
  async function claimAnotherAddress(url: string, email: string): Promise<GqlReply> {
    const c = client(url, log);
    for (let i = 0; i < 5; i++) await login(c, email, `guess-${i}`, '203.0.113.50');
    return signInWaiting(c, email, '203.0.113.51');
  }

  it('is ignored from a peer TRUSTED_PROXIES does not name: a new claimed address does not reset the count', async () => {
    const victim = await signedIn(t.api, t.url, 'client', log);
    const reply = await claimAnotherAddress(untrusted.url, victim.email);
    expect(codes(reply)).toEqual(['RATE_LIMITED']);
    expect(Number(reply.errors?.[0]?.extensions?.retryAfterSeconds)).toBeGreaterThan(60);
  });

  it('is honoured from a TRUSTED_PROXIES peer: the claimed address is the client', async () => {
    const victim = await signedIn(t.api, t.url, 'client', log);
    const reply = await claimAnotherAddress(t.url, victim.email);
    expect(reply.errors).toBeUndefined();
  });
});

describe('password-reset e-mails', () => {
  const outboxFor = (email: string) => {
    try {
      return readdirSync(join(t.config.dataDir, 'outbox')).filter((f) => f.includes(email));
    } catch {
      return [];
    }
  };

  it('20 requests for one address send at most 3 e-mails; an unknown address gets the same answers', async () => {
    const user = await signedIn(t.api, t.url, 'client', log);
    const requests = (email: string) =>
      Promise.all(Array.from({ length: 20 }, () => client(t.url, log).gql(RESET, { i: { email } })));
    const known = await requests(user.email);
    const unknownEmail = newCustomer('nobody').email;
    const unknown = await requests(unknownEmail);
    const answers = new Set([...known, ...unknown].map((r) => `${r.status} ${r.text.trim()}`));
    expect([...answers]).toEqual(['200 {"data":{"requestPasswordReset":{"success":true}}}']);

    // The e-mails go out after the answers: wait for the allowed three to be written.
    for (let i = 0; i < 200 && outboxFor(user.email).length < 3; i++) await sleep(50);
    const sent = outboxFor(user.email).length;
    console.log(`[trust-abuse] e-mails sent for 20 password-reset requests: ${sent}`);
    expect(sent).toBe(3);
    expect(outboxFor(unknownEmail)).toEqual([]);
    // Only three were counted, so no fourth can still be on its way.
    const counted = await t.api.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `reset:${user.email.toLowerCase()}`));
    expect(counted).toHaveLength(3);
  });
});

describe('bookings change only through the booking rules', () => {
  it('adminCreateRow(BOOKINGS) without lines and with a free-text time is refused, writing nothing', async () => {
    const admin = await signedIn(t.api, t.url, 'admin', log);
    const customer = await signedIn(t.api, t.url, 'client', log);
    const before = (await t.api.get<unknown[]>('bookings/list.php')).body.length;
    const reply = await admin.gql(
      'mutation($input: AdminCreateRowInput!) { adminCreateRow(input: $input) { row { id } } }',
      {
        input: {
          table: 'BOOKINGS',
          data: { userId: String(customer.userId), bookingDate: '2031-08-08', bookingTime: 'some time' },
        },
      },
    );
    expect(codes(reply)).toEqual(['WRITE_REFUSED']);
    expect(reply.errors?.[0]?.message).toMatch(/booking rules/);
    expect((await t.api.get<unknown[]>('bookings/list.php')).body.length).toBe(before);
  });

  it('an admin edit to a made-up slot is refused; a real one passes', async () => {
    const admin = await signedIn(t.api, t.url, 'admin', log);
    const customer = await signedIn(t.api, t.url, 'client', log);
    const made = await customer.gql(CREATE_BOOKING, {
      input: {
        address: VISIT,
        booking: { date: '2031-08-12', timeSlot: '10:00 - 10:45', lines: [line], modifierOptionIds: [] },
      },
    });
    expect(made.errors).toBeUndefined();
    const id = (made.data!.createBooking.booking as { id: string }).id;
    const MOVE = `mutation($input: AdminRescheduleBookingInput!) {
      adminRescheduleBooking(input: $input) { booking { bookingDate bookingTime } } }`;
    const bad = await admin.gql(MOVE, { input: { id, date: '2031-08-12', timeSlot: 'after lunch' } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'timeSlot' });
    const updateRow = await admin.gql(
      'mutation($input: AdminUpdateRowInput!) { adminUpdateRow(input: $input) { row { id } } }',
      { input: { table: 'BOOKINGS', id, data: { bookingTime: 'after lunch' } } },
    );
    expect(codes(updateRow)).toEqual(['WRITE_REFUSED']);
    const stored = (await t.api.get<{ bookingTime: string }>(`bookings/get.php?id=${id}`)).body;
    expect(stored.bookingTime).toBe('10:00 - 10:45');

    const good = await admin.gql(MOVE, { input: { id, date: '2031-08-13', timeSlot: '11:30 - 12:15' } });
    expect(good.errors).toBeUndefined();
    expect(good.data!.adminRescheduleBooking.booking).toEqual({
      bookingDate: '2031-08-13',
      bookingTime: '11:30 - 12:15',
    });
  });
});
