import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { and, eq, sql } from 'drizzle-orm';
import { fortnightsClear, workingDayFrom } from '../test/calendar.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, bookingSeries, closedDays, crews, variationOptions } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { bookingBody, type Catalogue, startBookingTestApi } from '../bookings/test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
let crewA: number;
let crewB: number;
beforeAll(async () => {
  ({ api, c, userId } = await startBookingTestApi());
  await api.db
    .update(variationOptions)
    .set({ repeatWeeks: 2 })
    .where(eq(variationOptions.id, c.options.large.id));
  // two crews: the capacity stays two a slot, and a visit can have a crew
  const made = await api.db
    .insert(crews)
    .values([{ name: 'Series crew A' }, { name: 'Series crew B' }])
    .returning({ id: crews.id });
  [crewA, crewB] = made.map((m) => m.id) as [number, number];
});
afterAll(() => api.close());

const today = johannesburgToday();
let weekday = 0;
/**
 * The next start a week or more ahead, on another day each time, never a day not worked. With
 * `clear`, its fortnightly visits in the window (and the `shiftDays` after each, for weekday moves)
 * are all worked days too: no public holiday such as 16 or 25 December among them.
 */
function nextStart(clear?: { shiftDays?: number }): string {
  for (let tries = 0; tries < 200; tries++) {
    const date = addDays(today, 7 + weekday++);
    if (workingDayFrom(date) !== date) continue;
    if (!clear || fortnightsClear(today, date, clear)) return date;
  }
  throw new Error('no start in 200 days whose visits are all on worked days');
}

/** A paid fortnightly mowing from `start` with its window of later visits planned. */
async function paidSeries(start: string, slot = '10:00 - 10:45') {
  const body = {
    ...bookingBody(c, userId, start, slot),
    totalPrice: 640,
    services: [
      {
        serviceId: c.service.id,
        price: 640,
        variationOptionIds: [c.options.large.id, c.options.fullEdging.id],
        addOnIds: [],
      },
    ],
    modifierAmounts: {},
    laterVisit: { totalPrice: 640, modifiers: [] },
  };
  const res = await api.post<{ id: number; guidId: string; seriesId: number }>('bookings/save.php', body);
  expect(res.status, res.text).toBe(200);
  await api.db
    .update(bookings)
    .set({ paidAt: sql`now()`, status: 'confirmed', heldUntil: null })
    .where(eq(bookings.id, res.body.id));
  await api.post('series/extend.php', { windowWeeks: 8, limit: 1000 });
  return series(res.body.seriesId);
}

const series = async (id: number) => (await api.get<any>(`series/get.php?id=${id}`)).body;
const change = (body: object) => api.post<any>('series/change.php', { cutoffHours: 0, ...body });
/** Marks a later visit paid, as its reminder's payment would. */
const markPaid = (id: number) =>
  api.db
    .update(bookings)
    .set({ paidAt: sql`now()`, status: 'confirmed' })
    .where(eq(bookings.id, id));
const byId = (s: any, id: number) => s.visits.find((v: any) => v.id === id);

describe('pausing and stopping from a date', () => {
  it('cancels the unpaid visits from the date only and leaves a paid one booked', async () => {
    const s = await paidSeries(nextStart());
    const [first, second, third, fourth] = s.visits;
    await markPaid(third.id);
    const from = second.bookingDate < third.bookingDate ? addDays(second.bookingDate, 1) : third.bookingDate;

    const preview = await change({ id: s.id, action: 'pause', from, dryRun: true });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bookingId: third.id, what: 'kept', paid: true }),
        expect.objectContaining({ bookingId: fourth.id, what: 'cancelled', paid: false, refund: 0 }),
      ]),
    );
    // each place gives the visit's expected end (its visitEnd), which the e-mail prints
    const cancelled = preview.body.changes.find((c: any) => c.bookingId === fourth.id);
    expect(cancelled.before.end).toEqual(byId(await series(s.id), fourth.id).visitEnd);
    expect(cancelled.before.end).toMatchObject({ date: cancelled.before.date, time: expect.any(String) });
    // a dry run keeps nothing
    expect((await series(s.id)).status).toBe('active');
    expect(byId(await series(s.id), fourth.id).status).toBe('pending');

    const paused = (await change({ id: s.id, action: 'pause', from })).body;
    expect(paused).toMatchObject({ status: 'paused', pausedFrom: from });
    expect(byId(paused, first.id).status).toBe('confirmed');
    expect(byId(paused, second.id).status).toBe('pending');
    expect(byId(paused, third.id)).toMatchObject({ status: 'confirmed', refundStatus: null });
    for (const v of paused.visits.filter((x: any) => x.bookingDate >= from && x.id !== third.id)) {
      expect(v).toMatchObject({ status: 'cancelled', cancelledByPause: true });
    }
  });

  it('cancels the paid visits the actor ticked, owing their price back', async () => {
    const s = await paidSeries(nextStart());
    const [, second, third] = s.visits;
    await markPaid(third.id);
    const res = await change({ id: s.id, action: 'stop', from: second.bookingDate, paidIds: [third.id] });
    expect(res.status, res.text).toBe(200);
    expect(byId(res.body, third.id)).toMatchObject({ status: 'cancelled', refundStatus: 'due' });
    expect(res.body.changes).toContainEqual(
      expect.objectContaining({ bookingId: third.id, what: 'cancelled', paid: true, refund: 640 }),
    );
    expect(res.body.status).toBe('stopped');
    expect(res.body.endDate).toBe(addDays(second.bookingDate, -1));
  });

  it('resumes from a date: the paused visits from then are planned again', async () => {
    const s = await paidSeries(nextStart());
    const [, second, third, fourth] = s.visits;
    await change({ id: s.id, action: 'pause', from: second.bookingDate });
    const res = await change({ id: s.id, action: 'resume', from: third.bookingDate });
    expect(res.status, res.text).toBe(200);
    const live = res.body.visits.filter((v: any) => v.status !== 'cancelled');
    const liveDates = live.map((v: any) => v.seriesDate);
    // the date before the resume stays paused; the ones from it are planned again
    expect(liveDates).not.toContain(second.seriesDate);
    expect(liveDates).toEqual(expect.arrayContaining([third.seriesDate, fourth.seriesDate]));
    const restored = res.body.changes.filter((x: any) => x.what === 'planned');
    expect(restored.length).toBeGreaterThan(0);
    expect(restored.every((x: any) => x.restored)).toBe(true);
    expect(res.body).toMatchObject({ status: 'active', pausedFrom: null });
  });
});

describe('changing a series from a date', () => {
  it("moves the unpaid visits from the date to the new time and crew; the job's new visits inherit the crew", async () => {
    const s = await paidSeries(nextStart());
    const [first, second, third] = s.visits;
    await markPaid(third.id);
    const res = await change({
      id: s.id,
      action: 'change',
      from: second.bookingDate,
      change: { bookingTime: '13:00 - 13:45', crewId: crewA, visitPrice: 700 },
    });
    expect(res.status, res.text).toBe(200);
    expect(byId(res.body, first.id)).toMatchObject({ bookingTime: '10:00 - 10:45', crewId: null });
    expect(byId(res.body, second.id)).toMatchObject({
      bookingTime: '13:00 - 13:45',
      crewId: crewA,
      totalPrice: 700,
    });
    // its breakdown still adds up: the office's price is a fee of the difference
    expect(byId(res.body, second.id).modifiers).toContainEqual(
      expect.objectContaining({ amount: 60, base: 640 }),
    );
    // the paid visit nobody ticked is as it was, and listed as kept
    expect(byId(res.body, third.id)).toMatchObject({ bookingTime: '10:00 - 10:45', crewId: null });
    expect(res.body.changes).toContainEqual(expect.objectContaining({ bookingId: third.id, what: 'kept' }));
    expect(res.body).toMatchObject({ bookingTime: '13:00 - 13:45', crewId: crewA, visitPrice: 700 });

    // the job's next visits are made at the new time, with the crew and the new price
    await api.post('series/extend.php', { windowWeeks: 12, limit: 1000 });
    const later = (await series(s.id)).visits.filter(
      (v: any) => !s.visits.some((old: any) => old.id === v.id),
    );
    expect(later.length).toBeGreaterThan(0);
    for (const v of later)
      expect(v).toMatchObject({ bookingTime: '13:00 - 13:45', crewId: crewA, totalPrice: 700 });
  });

  it('moves the weekday forward, and a paid visit only when ticked (keeping it paid and its price)', async () => {
    const start = nextStart({ shiftDays: 1 });
    const s = await paidSeries(start, '14:30 - 15:15');
    const [, second, third] = s.visits;
    await markPaid(third.id);
    const weekdayAfter = (new Date(`${start}T00:00:00Z`).getUTCDay() + 1) % 7;
    const res = await change({
      id: s.id,
      action: 'change',
      from: second.bookingDate,
      paidIds: [third.id],
      change: { weekday: weekdayAfter, visitPrice: 600 },
    });
    expect(res.status, res.text).toBe(200);
    expect(byId(res.body, second.id)).toMatchObject({
      bookingDate: addDays(second.bookingDate, 1),
      totalPrice: 600,
    });
    expect(byId(res.body, third.id)).toMatchObject({
      bookingDate: addDays(third.bookingDate, 1),
      status: 'confirmed',
      totalPrice: 640,
    });
    expect(res.body.nextDate).toBe(addDays(s.nextDate, 1));
  });

  it('sends a visit whose new day is closed to the next day worked, saying where it was planned', async () => {
    const s = await paidSeries(nextStart({}), '11:30 - 12:15');
    const [, second, third] = s.visits;
    // the office closes the third visit's day after the visits were made (a holiday declared, say)
    await api.db.insert(closedDays).values({ day: third.bookingDate, reason: 'Declared holiday' });
    try {
      const res = await change({
        id: s.id,
        action: 'change',
        from: second.bookingDate,
        change: { bookingTime: '13:00 - 13:45' },
      });
      expect(res.status, res.text).toBe(200);
      const next = byId(res.body, third.id);
      expect(next.bookingDate > third.bookingDate).toBe(true);
      expect(next).toMatchObject({
        bookingTime: '13:00 - 13:45',
        movedFrom: `${third.bookingDate} 13:00 - 13:45`,
      });
      expect(byId(res.body, second.id)).toMatchObject({
        bookingDate: second.bookingDate,
        bookingTime: '13:00 - 13:45',
        movedFrom: null,
      });
    } finally {
      await api.db.delete(closedDays).where(eq(closedDays.day, third.bookingDate));
    }
  });

  it('changes nothing when one move hits a full slot, and says which visit', async () => {
    const s = await paidSeries(nextStart({}), '11:30 - 12:15');
    const [, second, third] = s.visits;
    // two confirmed bookings fill 15:15 on the third visit's date
    for (let i = 0; i < 2; i++) {
      const other = await api.post<any>('bookings/save.php', {
        ...bookingBody(c, userId, third.bookingDate, '15:15 - 16:00'),
        services: [bookingBody(c, userId, third.bookingDate).services[1]],
      });
      expect(other.status, other.text).toBe(200);
      await api.db
        .update(bookings)
        .set({ status: 'confirmed', heldUntil: null })
        .where(eq(bookings.id, other.body.id));
    }
    const res = await change({
      id: s.id,
      action: 'change',
      from: second.bookingDate,
      change: { bookingTime: '15:15 - 16:00', crewId: crewB },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SLOT_FULL' });
    expect(res.body.error ?? res.body.message).toContain(third.bookingDate);
    const after = await series(s.id);
    expect(after).toMatchObject({ bookingTime: '11:30 - 12:15', crewId: null });
    expect(byId(after, second.id)).toMatchObject({ bookingTime: '11:30 - 12:15', crewId: null });
  });

  it('makes a visit unassigned when the series crew is busy at its time', async () => {
    const start = nextStart();
    const s = await paidSeries(start, '16:00 - 16:45');
    // give the series crew B from its first later visit, then book crew B elsewhere at a later date's time
    const second = s.visits[1];
    await change({ id: s.id, action: 'change', from: second.bookingDate, change: { crewId: crewB } });
    const [row] = await api.db.select().from(bookingSeries).where(eq(bookingSeries.id, s.id));
    const busyDate = row!.nextDate!;
    const other = await api.post<any>('bookings/save.php', {
      ...bookingBody(c, userId, busyDate, '16:00 - 16:45'),
      services: [bookingBody(c, userId, busyDate).services[1]],
    });
    expect(other.status, other.text).toBe(200);
    await api.db
      .update(bookings)
      .set({ status: 'confirmed', heldUntil: null, crewId: crewB })
      .where(eq(bookings.id, other.body.id));
    await api.post('series/extend.php', { windowWeeks: 12, limit: 1000 });
    const [made] = await api.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.seriesId, s.id), eq(bookings.seriesDate, busyDate)));
    expect(made).toMatchObject({ bookingDate: busyDate, bookingTime: '16:00 - 16:45', crewId: null });
  });
});
