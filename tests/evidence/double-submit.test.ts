// The same booking submitted twice with the same idempotencyKey makes one booking: sequentially (a
// retry after a lost reply) and concurrently (a double click), for a signed-in customer and for a new
// customer whose first submission created the account.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type GqlReply } from './support/client.js';
import {
  bookingIntegrity,
  CREATE_BOOKING,
  demoLine,
  newCustomer,
  rows,
  signedIn,
  type CatalogueLine,
  VISIT,
} from './support/data.js';
import { inProcess, type InProcess } from './support/servers.js';

let t: InProcess;
let line: CatalogueLine;

beforeAll(async () => {
  t = await inProcess({ config: { apiTimeoutMs: 30_000 } });
  line = await demoLine(client(t.url));
});
afterAll(async () => {
  await t?.close();
});

const bookingsOn = async (date: string) =>
  rows<{ guid: string; userId: number }>(
    t.api.db,
    sql`select guid_id as guid, user_id as "userId" from bookings where booking_date = ${date}`,
  );
const guidOf = (r: GqlReply) => r.data?.createBooking?.booking?.guidId as string | undefined;
const key = (tag: string) => `ev-${tag}-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

describe('double submit with one idempotencyKey', () => {
  it('signed-in customer, sequentially: the second submit returns the first booking', async () => {
    const c = await signedIn(t.api, t.url, 'client');
    const input = {
      address: VISIT,
      booking: { date: '2032-03-01', timeSlot: '10:00 - 10:45', lines: [line], modifierOptionIds: [] },
      idempotencyKey: key('seq'),
    };
    const first = await c.gql(CREATE_BOOKING, { input });
    const second = await c.gql(CREATE_BOOKING, { input });
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(guidOf(second)).toBe(guidOf(first));
    expect(await bookingsOn('2032-03-01')).toEqual([{ guid: guidOf(first), userId: c.userId }]);
  });

  it('signed-in customer, five at once: one booking, every reply names it', async () => {
    const c = await signedIn(t.api, t.url, 'client');
    const input = {
      address: VISIT,
      booking: { date: '2032-03-02', timeSlot: '10:00 - 10:45', lines: [line], modifierOptionIds: [] },
      idempotencyKey: key('conc'),
    };
    const replies = await Promise.all(Array.from({ length: 5 }, () => c.gql(CREATE_BOOKING, { input })));
    for (const r of replies) expect(r.errors).toBeUndefined();
    const guids = new Set(replies.map(guidOf));
    expect(guids.size).toBe(1);
    expect(await bookingsOn('2032-03-02')).toEqual([{ guid: [...guids][0], userId: c.userId }]);
  });

  it('new customer, sequentially: the retry (now signed in) returns the first booking, one account', async () => {
    const c = client(t.url);
    const customer = newCustomer('dbl-seq');
    const input = {
      address: VISIT,
      booking: { date: '2032-03-03', timeSlot: '10:00 - 10:45', lines: [line], modifierOptionIds: [] },
      customer,
      idempotencyKey: key('new-seq'),
    };
    const first = await c.gql(CREATE_BOOKING, { input });
    const second = await c.gql(CREATE_BOOKING, { input });
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(guidOf(second)).toBe(guidOf(first));
    expect(await bookingsOn('2032-03-03')).toHaveLength(1);
    const accounts = await rows(t.api.db, sql`select id from users where email = ${customer.email}`);
    expect(accounts).toHaveLength(1);
  });

  it('new customer, twice at once: one booking and one account; the other reply is the same booking or asks to sign in', async () => {
    const c = client(t.url);
    const customer = newCustomer('dbl-conc');
    const input = {
      address: VISIT,
      booking: { date: '2032-03-04', timeSlot: '10:00 - 10:45', lines: [line], modifierOptionIds: [] },
      customer,
      idempotencyKey: key('new-conc'),
    };
    const replies = await Promise.all([c.gql(CREATE_BOOKING, { input }), c.gql(CREATE_BOOKING, { input })]);
    const booked = replies.filter(guidOf);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    const stored = await bookingsOn('2032-03-04');
    expect(stored).toHaveLength(1);
    expect(new Set(booked.map(guidOf))).toEqual(new Set([stored[0]!.guid]));
    for (const r of replies.filter((x) => !guidOf(x)))
      expect(r.errors?.[0]?.extensions?.code).toBe('EMAIL_TAKEN');
    const accounts = await rows(t.api.db, sql`select id from users where email = ${customer.email}`);
    expect(accounts).toHaveLength(1);
    expect(await bookingIntegrity(t.api.db)).toEqual({ withoutLines: 0, orphanLines: 0 });
  });

  it("another customer sending someone's idempotencyKey never receives that customer's booking", async () => {
    const alice = await signedIn(t.api, t.url, 'client');
    const mallory = await signedIn(t.api, t.url, 'client');
    const shared = key('shared');
    const booking = { date: '2032-03-05', timeSlot: '10:00 - 10:45', lines: [line], modifierOptionIds: [] };
    const mine = await alice.gql(CREATE_BOOKING, {
      input: { address: VISIT, booking, idempotencyKey: shared },
    });
    expect(mine.errors).toBeUndefined();
    const theirs = await mallory.gql(CREATE_BOOKING, {
      input: { address: VISIT, booking, idempotencyKey: shared },
    });
    // Either a booking of Mallory's own or a refusal; never Alice's booking (with her name, e-mail,
    // phone and address) handed to Mallory.
    expect(guidOf(theirs)).not.toBe(guidOf(mine));
    expect(theirs.text).not.toContain(alice.email);
  });
});
