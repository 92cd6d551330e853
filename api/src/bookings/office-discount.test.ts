// The office's own discount (docs/product.md, "The office's discount"): the save keeps who gave it, the
// percent, why and the rand it took off, the booking as read carries it, a body without a reason is
// refused, and the database holds all of it or none.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import {
  bookingBody,
  dayCounter,
  insertUser,
  startCatalogueTestApi,
  type Catalogue,
} from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
beforeAll(async () => ({ api, c } = await startCatalogueTestApi()));
afterAll(() => api.close());

const nextDate = dayCounter(2035);

describe("the office's discount on a booking", () => {
  it('is stored with the booking (who, percent, reason, amount) and read back', async () => {
    const customer = await insertUser(api.db);
    const office = await insertUser(api.db, { role: 'manager' });
    const officeDiscount = {
      percent: 12.5,
      reason: 'Neighbour of a regular',
      amount: 142.86,
      givenBy: office.id,
    };
    const res = await api.post<{ id: number }>('bookings/save.php', {
      ...bookingBody(c, customer.id, nextDate()),
      created_by: office.id,
      officeDiscount,
    });
    expect(res.status, res.text).toBe(200);
    const read = await api.get<{ officeDiscount: unknown }>(`bookings/get.php?id=${res.body.id}`);
    expect(read.body.officeDiscount).toEqual(officeDiscount);

    const plain = await api.post<{ id: number }>(
      'bookings/save.php',
      bookingBody(c, customer.id, nextDate()),
    );
    expect(plain.status, plain.text).toBe(200);
    expect(
      (await api.get<{ officeDiscount: unknown }>(`bookings/get.php?id=${plain.body.id}`)).body
        .officeDiscount,
    ).toBeNull();
  });

  it('refuses a discount without a reason or above 100%', async () => {
    const customer = await insertUser(api.db);
    for (const officeDiscount of [
      { percent: 10, reason: '  ', amount: 10, givenBy: customer.id },
      { percent: 120, reason: 'Too much', amount: 10, givenBy: customer.id },
    ]) {
      const res = await api.post('bookings/save.php', {
        ...bookingBody(c, customer.id, nextDate()),
        officeDiscount,
      });
      expect(res.status, res.text).toBe(400);
    }
  });

  it('is all or nothing in the database', async () => {
    const customer = await insertUser(api.db);
    const res = await api.post<{ id: number }>('bookings/save.php', bookingBody(c, customer.id, nextDate()));
    expect(res.status, res.text).toBe(200);
    await expect(
      api.db
        .update(bookings)
        .set({ officeDiscountPercent: 10, officeDiscountAmount: sql`null` })
        .where(eq(bookings.id, res.body.id)),
    ).rejects.toThrow();
  });
});
