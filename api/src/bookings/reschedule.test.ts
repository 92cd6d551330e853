import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { bookingBody, type Catalogue, startBookingTestApi, dayCounter } from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
beforeAll(async () => ({ api, c, userId } = await startBookingTestApi()));
afterAll(() => api.close());

const nextDate = dayCounter(2032);
const book = async (date: string, time = '10:00 - 10:45') => {
  const res = await api.post('bookings/save.php', { ...bookingBody(c, userId, date), bookingTime: time });
  expect(res.status).toBe(200);
  return res.body as { id: number };
};
const reschedule = (b: unknown) => api.post('bookings/reschedule.php', b);
const slotOf = async (id: number) => (await api.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('bookings/reschedule.php', () => {
  it('moves a pending booking to another real slot and answers the booking', async () => {
    const b = await book(nextDate());
    const to = nextDate();
    const res = await reschedule({
      id: b.id,
      bookingDate: to,
      bookingTime: '13:00 - 13:45',
      updated_by: userId,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: b.id, bookingDate: to, bookingTime: '13:00 - 13:45' });
    expect(await slotOf(b.id)).toMatchObject({ bookingDate: to, bookingTime: '13:00 - 13:45' });
  });

  it('refuses a made-up slot label with 400 on bookingTime, changing nothing', async () => {
    const date = nextDate();
    const b = await book(date);
    for (const bookingTime of ['whenever', '10:00-10:45', '']) {
      const res = await reschedule({ id: b.id, bookingDate: date, bookingTime });
      expect(res.status, bookingTime).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['bookingTime']);
    }
    // A well-formed time the company's calendar does not offer (before opening): CLOSED_TIME.
    const early = await reschedule({ id: b.id, bookingDate: date, bookingTime: '09:00 - 09:45' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('CLOSED_TIME');
    expect(await slotOf(b.id)).toMatchObject({ bookingDate: date, bookingTime: '10:00 - 10:45' });
  });

  it('refuses a full slot with 409 SLOT_FULL (the capacity trigger)', async () => {
    const full = nextDate();
    await book(full, '14:30 - 15:15');
    await book(full, '14:30 - 15:15');
    const b = await book(nextDate());
    const res = await reschedule({ id: b.id, bookingDate: full, bookingTime: '14:30 - 15:15' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SLOT_FULL');
  });

  it('refuses to move a completed or cancelled booking (409 INVALID_TRANSITION), and 404 for none', async () => {
    const b = await book(nextDate());
    await api.get(`bookings/cancel.php?id=${b.id}`);
    const res = await reschedule({ id: b.id, bookingDate: nextDate(), bookingTime: '10:00 - 10:45' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('INVALID_TRANSITION');
    const none = await reschedule({ id: 99_999_999, bookingDate: nextDate(), bookingTime: '10:00 - 10:45' });
    expect(none.status).toBe(404);
  });
});
