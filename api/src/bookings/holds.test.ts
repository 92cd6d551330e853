/**
 * Which bookings hold their place is one rule stored with the booking (`held_until`, migration 0023):
 * the capacity trigger, the slot listing, the unpaid-hold limit and the hold expiry read it alike.
 * Time never passes here: a test moves a hold's end through the database instead.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MINUTES, QUOTE_HOLD_DAYS } from '@greenleaf/shared/holds';
import { bookings, categories, services } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { cancelExpiredHolds } from './hold-expiry.js';
import { pgErrorCode, SLOT_FULL } from './pg-error.js';
import {
  bookingBody,
  type Catalogue,
  dayCounter,
  insertUser,
  moveHoldEnd,
  startCatalogueTestApi,
  VISIT_ADDRESS,
} from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let quoteOnlyServiceId: number;
beforeAll(async () => {
  // One place per slot is enough to see who holds it; one unpaid hold per customer shows the limit.
  ({ api, c } = await startCatalogueTestApi({ slotCapacity: 1, maxUnpaidHolds: 1 }));
  const [category] = await api.db.insert(categories).values({ name: 'Landscaping' }).returning();
  const [service] = await api.db
    .insert(services)
    .values({ categoryId: category!.id, name: 'Garden design', basePrice: 0, quoteOnly: true })
    .returning();
  quoteOnlyServiceId = service!.id;
});
afterAll(() => api.close());

const nextDate = dayCounter(2034);
const SLOT = '10:00 - 10:45';
const newCustomer = async () => (await insertUser(api.db)).id;
const save = (userId: number, date: string) =>
  api.post('bookings/save.php', bookingBody(c, userId, date, SLOT));
const takenAt = async (date: string) =>
  (await api.get(`bookings/slots.php?date=${date}`)).body.find(
    (s: { bookingTime: string }) => s.bookingTime === SLOT,
  ).taken as number;
const holdOf = async (id: number) => {
  const [row] = await api.db
    .select({
      status: bookings.status,
      // The hold's length as stored: its end less the moment it was made.
      minutes: sql<
        number | null
      >`extract(epoch from ${bookings.heldUntil} - ${bookings.createdAt}) / 60`.mapWith(Number),
      heldUntil: bookings.heldUntil,
    })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row!;
};
/** A booking written by another writer than the api, straight into the slot: the trigger decides. */
const insertStraight = (userId: number, date: string) =>
  api.db
    .insert(bookings)
    .values({
      guidId: `straight-${date}-${Math.random()}`,
      userId,
      bookingDate: date,
      bookingTime: SLOT,
      heldUntil: sql`now() + interval '5 minutes'`,
    })
    .then(
      () => 'ok',
      (err: unknown) => pgErrorCode(err),
    );

/** The office books a new quote request for a customer on `date`, as the admin screen does. */
async function bookFromQuote(date: string): Promise<number> {
  const request = await api.post('quote-requests/save.php', {
    serviceId: quoteOnlyServiceId,
    name: 'Thandi Mokoena',
    email: `quote-${date}-${Date.now()}@example.co.za`,
    phone: `082 555 ${date.slice(-2)}${date.slice(5, 7)}`,
    street: VISIT_ADDRESS.street,
    suburb: VISIT_ADDRESS.suburb,
    postalCode: VISIT_ADDRESS.postalCode,
    description: 'A water-wise front garden.',
  });
  expect(request.status).toBe(200);
  const booked = await api.post('quote-requests/book.php', {
    id: request.body.id,
    bookingDate: date,
    bookingTime: SLOT,
    lines: [{ serviceId: quoteOnlyServiceId, price: 4500 }],
  });
  expect(booked.status).toBe(200);
  return booked.body.booking.id as number;
}

describe('the end of a hold, stored with the booking', () => {
  it('keeps a booking made from a quote request in its slot for its week, then lets it go', async () => {
    const date = nextDate();
    const quoted = await bookFromQuote(date);
    expect(await holdOf(quoted)).toMatchObject({ status: 'pending', minutes: QUOTE_HOLD_DAYS * 24 * 60 });

    // 31 minutes later (its hold's end 31 minutes nearer): a checkout's hold would have run out.
    await api.db
      .update(bookings)
      .set({
        createdAt: sql`${bookings.createdAt} - interval '31 minutes'`,
        heldUntil: sql`${bookings.heldUntil} - interval '31 minutes'`,
      })
      .where(eq(bookings.id, quoted));
    const other = await newCustomer();
    const refused = await save(other, date);
    expect([refused.status, refused.body.code]).toEqual([409, 'SLOT_FULL']);
    expect(await takenAt(date)).toBe(1);
    expect(await insertStraight(other, date)).toBe(SLOT_FULL);
    expect(await cancelExpiredHolds(api.db)).not.toContain(quoted);

    // Its week is over: the expiry cancels it and the slot is offered again.
    await moveHoldEnd(api.db, eq(bookings.id, quoted), -1);
    expect(await cancelExpiredHolds(api.db)).toContain(quoted);
    expect((await holdOf(quoted)).status).toBe('cancelled');
    expect(await takenAt(date)).toBe(0);
    expect((await save(other, date)).status).toBe(200);
  });

  it("ends a checkout's hold after its 30 minutes for the trigger, the slot listing, the unpaid-hold limit and the expiry alike", async () => {
    const date = nextDate();
    const customer = await newCustomer();
    const saved = await save(customer, date);
    expect(saved.status).toBe(200);
    const held = saved.body.id as number;
    expect(await holdOf(held)).toMatchObject({ status: 'pending', minutes: HOLD_MINUTES });

    // Within its hold, every reader counts it.
    const other = await newCustomer();
    expect(await takenAt(date)).toBe(1);
    expect(await insertStraight(other, date)).toBe(SLOT_FULL);
    const second = await save(customer, nextDate());
    expect([second.status, second.body.code]).toEqual([409, 'TOO_MANY_HOLDS']);
    expect(await cancelExpiredHolds(api.db)).not.toContain(held);

    // Its hold's end has passed (nothing else about it changed): no reader counts it any more.
    await moveHoldEnd(api.db, eq(bookings.id, held), -1);
    expect(await takenAt(date)).toBe(0);
    expect((await save(customer, nextDate())).status).toBe(200);
    expect(await insertStraight(other, date)).toBe('ok');
    expect(await cancelExpiredHolds(api.db)).toContain(held);
    expect((await holdOf(held)).status).toBe('cancelled');
  });

  it('re-checks the slot when a booking whose hold ran out is confirmed, and a confirmed booking holds without an end', async () => {
    const date = nextDate();
    const customer = await newCustomer();
    const late = (await save(customer, date)).body;
    await moveHoldEnd(api.db, eq(bookings.id, late.id), -1);
    const other = await newCustomer();
    const taker = (await save(other, date)).body;
    // The late booking's payment finds its slot taken; the one in the slot is paid and confirmed.
    const pay = (guidId: string, id: string) =>
      api.post('bookings/record-payment.php', {
        guidId,
        providerPaymentId: id,
        amount: 1000,
        status: 'COMPLETE',
      });
    expect((await pay(late.guidId, `pf-late-${late.id}`)).body).toMatchObject({
      status: 'cancelled',
      refundDue: 'slot_full',
      holdMinutes: HOLD_MINUTES,
    });
    expect((await pay(taker.guidId, `pf-${taker.id}`)).body).toMatchObject({ status: 'confirmed' });
    expect(await holdOf(taker.id)).toMatchObject({ status: 'confirmed', heldUntil: null });
    expect(await takenAt(date)).toBe(1);
  });

  it('refuses a pending booking with no end to its hold unless it is a series visit waiting for payment', async () => {
    const userId = await newCustomer();
    const date = nextDate();
    const insert = (payLater: boolean) =>
      api.db
        .insert(bookings)
        .values({
          guidId: `no-end-${payLater}-${date}`,
          userId,
          bookingDate: date,
          bookingTime: SLOT,
          payLater,
        })
        .then(
          () => 'ok',
          (err: unknown) => pgErrorCode(err),
        );
    expect(await insert(false)).toBe('23514');
    expect(await insert(true)).toBe('ok');
  });
});
