import { and, count, eq, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingModifiers,
  bookings,
  bookingServiceAddOns,
  bookingServices,
  bookingServiceVariations,
} from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { bookingBody, type Catalogue, startBookingTestApi } from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
beforeAll(async () => ({ api, c, userId } = await startBookingTestApi()));
afterAll(() => api.close());

describe('slot capacity under concurrent saves', () => {
  it('lets exactly 2 of 20 simultaneous saves into one slot and leaves no orphan lines', async () => {
    const date = '2032-03-15';
    const slot = '13:00 - 13:45';
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api.post('bookings/save.php', bookingBody(c, userId, date, slot))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(18);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'SLOT_FULL')).toBe(true);

    const inSlot = await api.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.bookingDate, date), eq(bookings.bookingTime, slot)));
    expect(inSlot.map((b) => b.id).sort()).toEqual(
      results
        .filter((r) => r.status === 200)
        .map((r) => r.body.id)
        .sort(),
    );

    // Every line, option, add-on and modifier row belongs to a booking that exists.
    const orphanLines = await api.db
      .select({ n: count() })
      .from(bookingServices)
      .where(notExists(api.db.select().from(bookings).where(eq(bookings.id, bookingServices.bookingId))));
    expect(orphanLines[0]!.n).toBe(0);
    const [lines] = await api.db.select({ n: count() }).from(bookingServices);
    const [vars] = await api.db.select({ n: count() }).from(bookingServiceVariations);
    const [addOns] = await api.db.select({ n: count() }).from(bookingServiceAddOns);
    const [mods] = await api.db.select({ n: count() }).from(bookingModifiers);
    // Two bookings of two lines; the service line has two options and one add-on; two modifiers each.
    expect([lines!.n, vars!.n, addOns!.n, mods!.n]).toEqual([4, 4, 2, 4]);

    const slots = await api.get(`bookings/slots.php?date=${date}`);
    expect(slots.body.find((s: { bookingTime: string }) => s.bookingTime === slot).taken).toBe(2);
    const [{ n: total }] = (await api.db.execute(sql`select count(*)::int as n from bookings`)).rows as [
      { n: number },
    ];
    expect(total).toBe(2);
  });
});
