// One booking, one transaction: a new customer's account is written with the booking or not at all;
// the idempotency key replays the first booking for its own booker only; the unpaid-holds limit; the
// save queue answers 503 BUSY before anything is written.
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../db/schema.js';
import { hashPassword } from '../users/password.js';
import { startTestApi, type TestApi, type TestResponse } from '../test/harness.js';
import { DEFAULT_DAY_SLOTS as BOOKING_SLOTS } from '../test/calendar.js';
import {
  bookingBody,
  insertCatalogue,
  insertUser,
  type Catalogue,
  startCatalogueTestApi,
  dayCounter,
} from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
beforeAll(async () => ({ api, c } = await startCatalogueTestApi({ maxUnpaidHolds: 3 })));
afterAll(() => api.close());

const nextDate = dayCounter(2033);
let n = 0;
const customer = (over: Record<string, unknown> = {}) => {
  n += 1;
  return {
    name: 'Sipho Dlamini',
    email: `new-${n}-${Date.now()}@example.test`,
    password: 'correct horse battery',
    phone: `082 555 ${String(1000 + n)}`,
    address: '12 Kloof Street',
    ...over,
  };
};
/** A booking body for a new customer (no userId). */
function newCustomerBody(date: string, who = customer(), slot: string = BOOKING_SLOTS[0]) {
  const { userId: _ignored, ...rest } = bookingBody(c, 1, date, slot);
  return { ...rest, customer: who };
}
const save = (b: unknown) => api.post('bookings/save.php', b);
const userCount = async () => (await api.db.select({ n: count() }).from(users))[0]!.n;
const accountsWith = async (email: string) =>
  api.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));

describe('a new customer in the booking save', () => {
  it('writes account and booking together, hashing the password with argon2id', async () => {
    const who = customer();
    const res = await save(newCustomerBody(nextDate(), who));
    expect(res.status).toBe(200);
    const [account] = await accountsWith(who.email);
    // stored in the national form, however it was typed (shared/src/sa-phone.ts)
    expect(account).toMatchObject({ name: who.name, phone: who.phone.replace(/\s/g, ''), role: 'client' });
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(res.body.userId).toBe(account!.id);
    expect(res.body.created_by).toBe(account!.id);
    expect(res.body.account).toMatchObject({ id: account!.id, email: who.email, role: 'client' });
    expect(res.text).not.toContain('argon2');
  });

  it('leaves no account when the booking is refused: bad reference, full slot', async () => {
    const date = nextDate();
    const before = await userCount();
    const bad = newCustomerBody(date);
    bad.services[0]!.addOnIds = [c.addOns.otherAddOn.id];
    const refused = await save(bad);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty(['services.0.addOnIds.0']);
    expect(await accountsWith(bad.customer.email)).toEqual([]);

    expect((await save(newCustomerBody(date))).status).toBe(200);
    expect((await save(newCustomerBody(date))).status).toBe(200);
    const late = newCustomerBody(date);
    const full = await save(late);
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('SLOT_FULL');
    expect(await accountsWith(late.customer.email)).toEqual([]);
    expect((await userCount()) - before).toBe(2);
  });

  it('answers EMAIL_TAKEN for an existing address (any case) and writes nothing', async () => {
    const existing = await insertUser(api.db);
    const before = (await api.db.select({ n: count() }).from(bookings))[0]!.n;
    const res = await save(newCustomerBody(nextDate(), customer({ email: existing.email.toUpperCase() })));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
    expect((await api.db.select({ n: count() }).from(bookings))[0]!.n).toBe(before);
  });

  it('with bookForExistingAccount, an existing address is booked on its account, its password checked, not changed', async () => {
    const existing = await insertUser(api.db, { passwordHash: await hashPassword('the-owners-password') });
    const before = await userCount();
    const wrong = await save({
      ...newCustomerBody(nextDate(), customer({ email: existing.email.toUpperCase() })),
      bookForExistingAccount: true,
    });
    expect(wrong.status).toBe(200);
    expect(wrong.body.userId).toBe(existing.id);
    expect(wrong.body.existingAccount).toEqual({ passwordMatched: false });
    const right = await save({
      ...newCustomerBody(nextDate(), customer({ email: existing.email, password: 'the-owners-password' })),
      bookForExistingAccount: true,
    });
    expect(right.body.existingAccount).toEqual({ passwordMatched: true });
    expect(await userCount()).toBe(before);
    const [account] = await accountsWith(existing.email);
    expect(account!.passwordHash).toBe(existing.passwordHash);
    // A new address is still a new account, with no existingAccount in the reply.
    const fresh = await save({ ...newCustomerBody(nextDate()), bookForExistingAccount: true });
    expect(fresh.status).toBe(200);
    expect(fresh.body.existingAccount).toBeUndefined();
  });

  it('makes one account when the same new address books twice at once (different keys)', async () => {
    const who = customer();
    const date = nextDate();
    const replies = await Promise.all([
      save({ ...newCustomerBody(date, who), idempotencyKey: `a-${who.email}` }),
      save({ ...newCustomerBody(date, who, BOOKING_SLOTS[1]), idempotencyKey: `b-${who.email}` }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body.code).toBe('EMAIL_TAKEN');
    expect(await accountsWith(who.email)).toHaveLength(1);
  });

  it('refuses a body with both or neither of userId and customer', async () => {
    const user = await insertUser(api.db);
    const both = await save({ ...newCustomerBody(nextDate()), userId: user.id });
    const neither = newCustomerBody(nextDate()) as Record<string, unknown>;
    delete neither.customer;
    for (const res of [both, await save(neither)]) {
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('userId');
    }
  });
});

describe('what a line chooses', () => {
  it('refuses a service line that leaves a variation without an option, naming it, and writes nothing', async () => {
    const before = (await api.db.select({ n: count() }).from(bookings))[0]!.n;
    const accounts = await userCount();
    const body = newCustomerBody(nextDate());
    // Lawn size chosen (Large); Edging left out: nothing is chosen for the customer.
    body.services[0]!.variationOptionIds = [c.options.large.id];
    const refused = await save(body);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      'services.0.variationOptionIds': `Choose an option of "Edging" for ${c.service.name}.`,
    });
    expect((await api.db.select({ n: count() }).from(bookings))[0]!.n).toBe(before);
    expect(await userCount()).toBe(accounts);
  });
});

describe('the idempotency key', () => {
  it("replays a new customer's booking (no EMAIL_TAKEN for its own account) and refuses another address", async () => {
    const who = customer();
    const body = { ...newCustomerBody(nextDate(), who), idempotencyKey: `nc-${who.email}` };
    const first = await save(body);
    const again = await save(body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.guidId).toBe(first.body.guidId);
    expect(again.body.account.id).toBe(first.body.account.id);
    expect(await accountsWith(who.email)).toHaveLength(1);
    const rows = await api.db.select().from(bookings).where(eq(bookings.idempotencyKey, body.idempotencyKey));
    expect(rows).toHaveLength(1);

    // The same key and e-mail with another password is not this customer's retry.
    const guess = await save({ ...body, customer: { ...who, password: 'a wrong password' } });
    expect(guess.status).toBe(409);
    expect(guess.body.code).toBe('DUPLICATE');
    expect(guess.text).not.toContain(first.body.guidId);

    const stranger = { ...body, customer: customer() };
    const stolen = await save(stranger);
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe('DUPLICATE');
    expect(stolen.text).not.toContain(first.body.guidId);
    expect(await accountsWith(stranger.customer.email)).toEqual([]);
  });

  it('makes one booking and one account when a new customer sends the same key several times at once', async () => {
    const who = customer();
    const body = { ...newCustomerBody(nextDate(), who), idempotencyKey: `par-${who.email}` };
    const replies = await Promise.all(Array.from({ length: 5 }, () => save(body)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body.guidId)).size).toBe(1);
    expect(await accountsWith(who.email)).toHaveLength(1);
  });

  it('bookings/by-idempotency-key.php tells what became of a save, only to its booker', async () => {
    const user = await insertUser(api.db);
    const key = `lookup-${Date.now()}`;
    const lost = await api.get(`bookings/by-idempotency-key.php?key=${key}&userId=${user.id}`);
    expect(lost.status).toBe(404);
    const saved = await save({ ...bookingBody(c, user.id, nextDate()), idempotencyKey: key });
    expect(saved.status).toBe(200);
    const found = await api.get(`bookings/by-idempotency-key.php?key=${key}&userId=${user.id}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ guidId: saved.body.guidId, account: { id: user.id } });
    const byEmail = await api.get(
      `bookings/by-idempotency-key.php?key=${key}&email=${encodeURIComponent(user.email.toUpperCase())}`,
    );
    expect(byEmail.body.guidId).toBe(saved.body.guidId);

    const other = await insertUser(api.db);
    const refused = await api.get(`bookings/by-idempotency-key.php?key=${key}&userId=${other.id}`);
    expect(refused.status).toBe(409);
    expect(refused.text).not.toContain(saved.body.guidId);
    expect((await api.get(`bookings/by-idempotency-key.php?key=${key}`)).status).toBe(400);
  });

  it('refuses the same key with a different request (409 DUPLICATE naming idempotencyKey), answers the same one', async () => {
    const user = await insertUser(api.db);
    const key = `fingerprint-${Date.now()}`;
    const asked = 'a'.repeat(64);
    const other = 'b'.repeat(64);
    const body = {
      ...bookingBody(c, user.id, nextDate()),
      idempotencyKey: key,
      idempotencyFingerprint: asked,
    };
    const first = await save(body);
    expect(first.status, first.text).toBe(200);
    const again = await save(body);
    expect(again.body.guidId).toBe(first.body.guidId);
    const changed = await save({ ...body, bookingTime: BOOKING_SLOTS[3], idempotencyFingerprint: other });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: 'DUPLICATE', fields: { idempotencyKey: expect.any(String) } });
    expect(changed.text).not.toContain(first.body.guidId);
    const lookup = (fp: string) =>
      api.get(`bookings/by-idempotency-key.php?key=${key}&userId=${user.id}&fingerprint=${fp}`);
    expect((await lookup(other)).status).toBe(409);
    expect((await lookup(asked)).body.guidId).toBe(first.body.guidId);
    const made = await api.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
    expect(made).toHaveLength(1);
  });
});

describe('unpaid holds (MAX_UNPAID_HOLDS=3 here)', () => {
  it('lets one account hold at most 3 unpaid bookings: it cannot squat a whole day', async () => {
    const user = await insertUser(api.db, { phone: '021 555 0101' });
    const date = nextDate();
    const replies = [];
    for (const slot of BOOKING_SLOTS) replies.push(await save(bookingBody(c, user.id, date, slot)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    expect(replies[3]!.body).toEqual({
      error: 'You already have 3 unpaid bookings. Please pay or cancel one before booking another.',
      code: 'TOO_MANY_HOLDS',
    });

    // The same phone (written differently) on another account, or on a new customer, is the same person.
    const twin = await insertUser(api.db, { phone: '0215550101' });
    const viaTwin = await save(bookingBody(c, twin.id, nextDate()));
    expect(viaTwin.body.code).toBe('TOO_MANY_HOLDS');
    const newcomer = newCustomerBody(nextDate(), customer({ phone: '(021) 555-0101' }));
    const viaNew = await save(newcomer);
    expect(viaNew.body.code).toBe('TOO_MANY_HOLDS');
    expect(await accountsWith(newcomer.customer.email)).toEqual([]);
    // And in its international forms (one normal form: phone_key, migration 0037).
    for (const phone of ['+27 21 555 0101', '27215550101', '0027 21 555 0101', '+27 (0)21 555 0101']) {
      const abroad = await insertUser(api.db, { phone });
      expect((await save(bookingBody(c, abroad.id, nextDate()))).body.code, phone).toBe('TOO_MANY_HOLDS');
    }

    // Paying (or cancelling) one frees a place.
    await api.get(`bookings/confirm.php?id=${replies[0]!.body.id}`);
    expect((await save(bookingBody(c, user.id, date, BOOKING_SLOTS[3]))).status).toBe(200);
    expect((await save(bookingBody(c, user.id, date, BOOKING_SLOTS[4]))).body.code).toBe('TOO_MANY_HOLDS');
  });

  it('counts holds one save at a time: 8 concurrent saves by one account make 3 bookings', async () => {
    const user = await insertUser(api.db);
    const date = nextDate();
    const replies = await Promise.all(
      BOOKING_SLOTS.slice(0, 8).map((s) => save(bookingBody(c, user.id, date, s))),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.body.code === 'TOO_MANY_HOLDS')).toHaveLength(5);
    const held = await api.db.select().from(bookings).where(eq(bookings.userId, user.id));
    expect(held).toHaveLength(3);
  });
});

describe('a full save queue', () => {
  let busyApi: TestApi;
  let cat: Catalogue;
  beforeAll(async () => {
    busyApi = await startTestApi({ bookingSaveQueue: 0 });
    cat = await insertCatalogue(busyApi.db);
  });
  afterAll(() => busyApi.close());

  it('answers 503 BUSY with Retry-After before writing anything; what was answered 200 is stored', async () => {
    // New customers: each save hashes a password, so the two running saves are still busy when the
    // others arrive. Forty at once (each on a place of its own: four days of ten slots). On a quiet
    // machine the forty sometimes arrive one after another, each after the last was saved, and none
    // meets a full queue: then another forty are sent, on four other days, up to five times.
    const SAVES = 40;
    const replies: TestResponse[] = [];
    const days: string[] = [];
    for (let wave = 0; wave < 5 && !replies.some((r) => r.status === 503); wave++) {
      const DAYS = [1, 2, 3, 4].map((d) => `2033-${String(6 + wave).padStart(2, '0')}-0${d}`);
      days.push(...DAYS);
      replies.push(
        ...(await Promise.all(
          Array.from({ length: SAVES }, (_, i) => {
            const { userId: _u, ...rest } = bookingBody(
              cat,
              1,
              DAYS[i % DAYS.length]!,
              BOOKING_SLOTS[Math.floor(i / DAYS.length) % 10],
            );
            return busyApi.post('bookings/save.php', {
              ...rest,
              customer: customer(),
              idempotencyKey: `busy-${wave}-${i}`,
            });
          }),
        )),
      );
    }
    const busy = replies.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const r of busy) {
      expect(r.body.code).toBe('BUSY');
      expect(r.headers.get('retry-after')).toBe('1');
    }
    const stored = await busyApi.db.select().from(bookings).where(inArray(bookings.bookingDate, days));
    expect(stored.map((b) => b.guidId).sort()).toEqual(
      replies
        .filter((r) => r.status === 200)
        .map((r) => r.body.guidId as string)
        .sort(),
    );
    expect(busy.length + stored.length).toBe(replies.length);
  });
});
