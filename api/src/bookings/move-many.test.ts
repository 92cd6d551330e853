/**
 * The schedule's api: a booking is on every day it holds cells (a 900-minute job on its second day
 * too, with that day's part), and the rain day's moves happen all together or not at all.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import {
  bookingBody,
  insertUser,
  startCatalogueTestApi,
  dayCounter,
  type Catalogue,
} from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
beforeAll(async () => ({ api, c } = await startCatalogueTestApi({ slotCapacity: 2 })));
afterAll(() => api.close());

const nextDate = dayCounter(2034);
/** Two days in a row of this file's own. */
const twoDays = (): [string, string] => [nextDate(), nextDate()];

async function confirmed(date: string, time = '10:00 - 10:45') {
  const user = await insertUser(api.db);
  const res = await api.post('bookings/save.php', { ...bookingBody(c, user.id, date), bookingTime: time });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await api.get(`bookings/confirm.php?id=${res.body.id}`);
  return res.body as { id: number };
}

const where = async (id: number) =>
  (await api.db.select().from(bookings).where(eq(bookings.id, id))).map((b) => [
    b.bookingDate,
    b.bookingTime,
  ])[0];

describe('bookings/covering.php', () => {
  it('lists a 900-minute job on its second day with the part that falls there', async () => {
    const [day1, day2] = twoDays();
    const long = await confirmed(day1);
    await api.db.update(bookings).set({ durationMinutes: 900 }).where(eq(bookings.id, long.id));
    const short = await confirmed(day2, '13:00 - 13:45');

    const reply = await api.get(`bookings/covering.php?from=${day2}&to=${day2}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.bookings.map((b: { id: number }) => b.id).sort()).toEqual([long.id, short.id].sort());
    expect(reply.body.parts).toEqual([
      expect.objectContaining({ bookingId: long.id, date: day2, from: '10:00', day: 2, days: 2 }),
      expect.objectContaining({
        bookingId: short.id,
        date: day2,
        from: '13:00',
        to: '13:45',
        day: 1,
        days: 1,
      }),
    ]);
    const both = await api.get(`bookings/covering.php?from=${day1}&to=${day2}`);
    expect(both.body.parts.filter((p: { bookingId: number }) => p.bookingId === long.id)).toEqual([
      expect.objectContaining({ date: day1, from: '10:00', to: '17:30', day: 1, days: 2 }),
      expect.objectContaining({ date: day2, from: '10:00', day: 2, days: 2 }),
    ]);
    expect((await api.get(`bookings/covering.php?from=${day2}&to=${day1}`)).status).toBe(400);
  });
});

describe('bookings/move-many.php', () => {
  const move = (b: { id: number }, from: [string, string], to: [string, string]) => ({
    id: b.id,
    fromDate: from[0],
    fromTime: from[1],
    fromCrewId: null,
    bookingDate: to[0],
    bookingTime: to[1],
    crewId: null,
  });

  it('moves every booking of a plan in one go', async () => {
    const [day, next] = twoDays();
    const a = await confirmed(day);
    const b = await confirmed(day, '13:00 - 13:45');
    const res = await api.post('bookings/move-many.php', {
      moves: [
        move(a, [day, '10:00 - 10:45'], [next, '10:00 - 10:45']),
        move(b, [day, '13:00 - 13:45'], [next, '10:00 - 10:45']),
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((x: { id: number; bookingDate: string }) => [x.id, x.bookingDate])).toEqual([
      [a.id, next],
      [b.id, next],
    ]);
  });

  it('moves none when one move would overfill a slot, or when a booking is no longer where the plan found it', async () => {
    const [day, next] = twoDays();
    const a = await confirmed(day);
    const b = await confirmed(day, '11:30 - 12:15');
    const c3 = await confirmed(day, '13:00 - 13:45');
    // Three into one slot of two places: the third is refused, and the first two stay too.
    const full = await api.post('bookings/move-many.php', {
      moves: [
        move(a, [day, '10:00 - 10:45'], [next, '10:00 - 10:45']),
        move(b, [day, '11:30 - 12:15'], [next, '10:00 - 10:45']),
        move(c3, [day, '13:00 - 13:45'], [next, '10:00 - 10:45']),
      ],
    });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('SLOT_FULL');
    expect(await where(a.id)).toEqual([day, '10:00 - 10:45']);
    expect(await where(b.id)).toEqual([day, '11:30 - 12:15']);

    const stale = await api.post('bookings/move-many.php', {
      moves: [
        move(a, [day, '10:00 - 10:45'], [next, '10:00 - 10:45']),
        move(b, [day, '10:45 - 11:30'], [next, '10:45 - 11:30']),
      ],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CHANGED');
    expect(await where(a.id)).toEqual([day, '10:00 - 10:45']);
  });
});
