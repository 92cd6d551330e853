/**
 * The schedule's api: a booking is on every day it holds cells (a 900-minute job on its second day
 * too, with that day's part), and the rain day's moves happen all together or not at all.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema.js';
import { SCHEDULE_LINE_KEYS, SCHEDULE_VIEW_KEYS } from './read-schedule-view.js';
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

  it("answers the schedule's view: each booking's schedule fields, as the whole view has them", async () => {
    const [day1, day2] = twoDays();
    const long = await confirmed(day1);
    await api.db
      .update(bookings)
      .set({
        durationMinutes: 900,
        startedAt: '2034-01-02T08:15:00.123789Z',
        movedFrom: `${day1} 11:30 - 12:15`,
      })
      .where(eq(bookings.id, long.id));
    await confirmed(day2, '13:00 - 13:45');

    const range = `from=${day1}&to=${day2}`;
    const full = (await api.get(`bookings/covering.php?${range}`)).body;
    const lean = await api.get(`bookings/covering.php?${range}&view=schedule`);
    expect(lean.status, JSON.stringify(lean.body)).toBe(200);
    expect(lean.body.parts).toEqual(full.parts);
    const pick = <T extends object>(o: T, keys: readonly string[]) =>
      Object.fromEntries(keys.map((k) => [k, (o as Record<string, unknown>)[k]]));
    expect(lean.body.bookings).toEqual(
      full.bookings.map((b: { services: object[] }) => ({
        ...pick(b, SCHEDULE_VIEW_KEYS),
        services: b.services.map((line) => pick(line, SCHEDULE_LINE_KEYS)),
      })),
    );
    expect(lean.body.bookings.map((b: object) => Object.keys(b).sort())).toEqual(
      lean.body.bookings.map(() => [...SCHEDULE_VIEW_KEYS].sort()),
    );
    // each line of both services and a package, and the fields set above, are in it
    const first = lean.body.bookings.find((b: { id: number }) => b.id === long.id);
    expect(first).toMatchObject({ startedAt: '2034-01-02T08:15:00.123Z', durationMinutes: 900 });
    expect(first.services).toHaveLength(2);
    expect(first.user).toMatchObject({ name: expect.any(String), email: expect.any(String) });
  });
});

const move = (b: { id: number }, from: [string, string], to: [string, string]) => ({
  id: b.id,
  fromDate: from[0],
  fromTime: from[1],
  fromCrewId: null,
  bookingDate: to[0],
  bookingTime: to[1],
  crewId: null,
});

describe('bookings/move-many.php', () => {
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

describe('a continuation: work of more than a day rained out after it started', () => {
  const partsOf = async (id: number, from: string, to: string) =>
    (await api.get(`bookings/covering.php?from=${from}&to=${to}`)).body.parts
      .filter((p: { bookingId: number }) => p.bookingId === id)
      .map((p: { date: string; from: string; to: string; day: number; days: number }) => [
        p.date,
        p.from,
        p.to,
        `${p.day}/${p.days}`,
      ]);

  it('keeps the day worked where it was and resumes the rest on a later day, all or none', async () => {
    const [day1, rain] = twoDays();
    const [later, after] = twoDays();
    const long = await confirmed(day1);
    await api.db.update(bookings).set({ durationMinutes: 900 }).where(eq(bookings.id, long.id));
    // The rest of the work must fit where it resumes: a full day after `later` is refused whole.
    const blocker = await confirmed(later, '13:00 - 13:45');
    const other = await confirmed(later, '13:00 - 13:45');
    const refused = await api.post('bookings/move-many.php', {
      moves: [
        {
          ...move(long, [day1, '10:00 - 10:45'], [day1, '10:00 - 10:45']),
          breakDate: rain,
          resumeDate: later,
          resumeTime: '10:00 - 10:45',
        },
      ],
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.code).toBe('SLOT_FULL');
    expect(await partsOf(long.id, day1, after)).toEqual([
      [day1, '10:00', '17:30', '1/2'],
      [rain, '10:00', '17:30', '2/2'],
    ]);
    await api.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, blocker.id));
    await api.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, other.id));

    const res = await api.post('bookings/move-many.php', {
      moves: [
        {
          ...move(long, [day1, '10:00 - 10:45'], [day1, '10:00 - 10:45']),
          breakDate: rain,
          resumeDate: later,
          resumeTime: '10:00 - 10:45',
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body[0]).toMatchObject({
      bookingDate: day1,
      bookingTime: '10:00 - 10:45',
      breakDate: rain,
      resumeDate: later,
      resumeTime: '10:00 - 10:45',
    });
    // Day 1 stays as worked, nothing on the rain day, the rest on the day it resumes.
    expect(await partsOf(long.id, day1, after)).toEqual([
      [day1, '10:00', '17:30', '1/2'],
      [later, '10:00', '17:30', '2/2'],
    ]);
    // Confirming or assigning keeps the cells it holds; a move of the whole job starts it again whole.
    await api.db.update(bookings).set({ bookingDate: rain }).where(eq(bookings.id, long.id));
    const [row] = await api.db.select().from(bookings).where(eq(bookings.id, long.id));
    expect([row!.breakDate, row!.resumeDate, row!.resumeTime]).toEqual([null, null, null]);
    expect(await partsOf(long.id, day1, after)).toEqual([
      [rain, '10:00', '17:30', '1/2'],
      [later, '10:00', '17:30', '2/2'],
    ]);
  });

  it('refuses a continuation that keeps no start, and one on a day not worked', async () => {
    const [day1] = twoDays();
    const long = await confirmed(day1);
    const moved = await api.post('bookings/move-many.php', {
      moves: [
        {
          ...move(long, [day1, '10:00 - 10:45'], [nextDate(), '10:00 - 10:45']),
          breakDate: nextDate(),
          resumeDate: nextDate(),
          resumeTime: '10:00 - 10:45',
        },
      ],
    });
    expect(moved.status).toBe(400);
    const sunday = (() => {
      for (let d = new Date(`${day1}T00:00:00Z`); ; d = new Date(d.getTime() + 86_400_000)) {
        if (d.getUTCDay() === 0) return d.toISOString().slice(0, 10);
      }
    })();
    await api.db.update(bookings).set({ durationMinutes: 4500 }).where(eq(bookings.id, long.id));
    const closed = await api.post('bookings/move-many.php', {
      moves: [
        {
          ...move(long, [day1, '10:00 - 10:45'], [day1, '10:00 - 10:45']),
          breakDate: sunday,
          resumeDate: sunday,
          resumeTime: '10:00 - 10:45',
        },
      ],
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(409);
    expect(closed.body.code).toBe('CLOSED_TIME');
  });
});
