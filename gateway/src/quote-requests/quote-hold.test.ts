/**
 * The office's booking from a quote request holds its time slot for its week, not a checkout's 30
 * minutes: through the real gateway and api (PGlite, one place per slot), the slot the office booked
 * still shows as taken in `timeSlots` once the booking is 31 minutes old, and is offered again when
 * its hold has ended. Time is moved through the database, never waited for.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelExpiredHolds } from '../../../api/src/bookings/hold-expiry.js';
import { moveHoldEnd } from '../../../api/src/bookings/test-fixtures.js';
import { bookings, categories, services } from '../../../api/src/db/schema.js';
import { startTestApi, type TestApi } from '../../../api/src/test/harness.js';
import { nthWorkingDay, startTestGateway, TEST_VISIT, type TestGateway } from '../test/harness.js';

let api: TestApi;
let t: TestGateway;
let serviceId: string;

beforeAll(async () => {
  api = await startTestApi({ slotCapacity: 1 });
  t = await startTestGateway({ api });
  const [category] = await api.db.insert(categories).values({ name: 'Landscaping' }).returning();
  const [service] = await api.db
    .insert(services)
    .values({ categoryId: category!.id, name: 'Garden design', basePrice: 0, quoteOnly: true })
    .returning();
  serviceId = String(service!.id);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await api?.close();
});

const SLOT = '10:00 - 10:45';
const slotOn = async (date: string) => {
  const res = await t
    .client()
    .gql<{ timeSlots: { label: string; available: boolean; remaining: number }[] }>(
      'query($d: Date!) { timeSlots(date: $d) { label available remaining } }',
      { d: date },
    );
  expect(res.errors).toBeUndefined();
  return res.data!.timeSlots.find((s) => s.label === SLOT)!;
};

describe("the office's booking from a quote request", () => {
  it('keeps its slot taken past 30 minutes, until its hold ends', async () => {
    const asked = await t
      .client()
      .gql<{ requestQuote: { id: string } }>(
        'mutation($input: RequestQuoteInput!) { requestQuote(input: $input) { id } }',
        {
          input: {
            serviceId,
            name: 'Thandi Mokoena',
            email: 'thandi.hold@example.co.za',
            phone: '082 123 4567',
            ...TEST_VISIT,
            description: 'A water-wise front garden.',
          },
        },
      );
    expect(asked.errors).toBeUndefined();
    const admin = await t.signedIn('admin');
    const date = nthWorkingDay(12);
    const booked = await admin.gql<{ adminCreateBookingFromQuote: { booking: { guidId: string } } }>(
      `mutation($input: AdminCreateBookingFromQuoteInput!) {
        adminCreateBookingFromQuote(input: $input) { booking { guidId } } }`,
      {
        input: {
          id: asked.data!.requestQuote.id,
          date,
          timeSlot: SLOT,
          lines: [{ serviceId, price: 4500 }],
        },
      },
    );
    expect(booked.errors).toBeUndefined();
    const guidId = booked.data!.adminCreateBookingFromQuote.booking.guidId;
    expect(await slotOn(date)).toMatchObject({ available: false, remaining: 0 });

    // 31 minutes on: a checkout's hold would have run out; this one holds for its week.
    const thisBooking = eq(bookings.guidId, guidId);
    await api.db
      .update(bookings)
      .set({
        createdAt: sql`${bookings.createdAt} - interval '31 minutes'`,
        heldUntil: sql`${bookings.heldUntil} - interval '31 minutes'`,
      })
      .where(thisBooking);
    expect(await cancelExpiredHolds(api.db)).toEqual([]);
    expect(await slotOn(date)).toMatchObject({ available: false, remaining: 0 });

    // Its week is over: the slot is offered again.
    await moveHoldEnd(api.db, thisBooking, -1);
    expect(await slotOn(date)).toMatchObject({ available: true, remaining: 1 });
    expect(await cancelExpiredHolds(api.db)).toHaveLength(1);
  });
});
