import { randomUUID } from 'node:crypto';
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { fortnightsClear, workingDayFrom } from '../test/calendar.js';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  bookingSeries,
  emailNotices,
  packages,
  packageServices,
  services,
  variationOptions,
} from '../db/schema.js';
import { cancelExpiredHolds } from '../bookings/hold-expiry.js';
import type { TestApi } from '../test/harness.js';
import {
  bookingBody,
  type Catalogue,
  startBookingTestApi,
  VISIT_ADDRESS,
} from '../bookings/test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
beforeAll(async () => {
  ({ api, c, userId } = await startBookingTestApi());
  // "Large" repeats fortnightly; "Small" is a one-off.
  await api.db
    .update(variationOptions)
    .set({ repeatWeeks: 2 })
    .where(eq(variationOptions.id, c.options.large.id));
});
afterAll(() => api.close());

const today = johannesburgToday();
let weekday = 0;
/**
 * A working start date a week or more ahead whose fortnightly visits meet no closed day (16 December,
 * Christmas, New Year), a different day for each test (slots never couple tests).
 */
const nextStart = (): string => {
  for (;;) {
    const day = addDays(today, 7 + weekday++);
    if (fortnightsClear(today, day, { minVisits: 1 })) return day;
  }
};

/** A fortnightly lawn mowing (with a 25% first-time discount and a no-charge call-out) plus a one-off hedge trim. */
function fortnightly(date: string, slot = '10:00 - 10:45', extra: object = {}) {
  return {
    ...bookingBody(c, userId, date, slot),
    totalPrice: 650,
    services: [
      {
        serviceId: c.service.id,
        price: 640,
        variationOptionIds: [c.options.large.id, c.options.fullEdging.id],
        addOnIds: [c.addOns.bagging.id],
      },
      { serviceId: c.otherService.id, price: 500, variationOptionIds: [], addOnIds: [] },
    ],
    modifierAmounts: {
      [String(c.modifierOptions.firstTime.id)]: -490,
      [String(c.modifierOptions.nearby.id)]: 0,
    },
    // as the gateway priced each later visit: the repeating line and its fee, not the discount
    laterVisit: {
      totalPrice: 640,
      modifiers: [{ optionId: c.modifierOptions.nearby.id, amount: 0, base: 640 }],
    },
    ...extra,
  };
}

async function book(body: object) {
  const res = await api.post<{ id: number; guidId: string; seriesId: number | null }>(
    'bookings/save.php',
    body,
  );
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const pay = (guidId: string) =>
  api.post('bookings/record-payment.php', {
    guidId,
    providerPaymentId: `pf-${guidId}`,
    amount: 650,
    status: 'COMPLETE',
  });

const series = async (id: number) => (await api.get<any>(`series/get.php?id=${id}`)).body;

describe('a recurring series', () => {
  it('is made by the repeating option, and its paid first visit plans the next ones in the window', async () => {
    const start = nextStart();
    const first = await book(fortnightly(start));
    expect(first.seriesId).toEqual(expect.any(Number));
    const before = await series(first.seriesId!);
    expect(before).toMatchObject({
      kind: 'repeat',
      status: 'active',
      repeatWeeks: 2,
      startDate: start,
      nextDate: addDays(start, 14),
      name: 'Lawn mowing (Large)',
      // the repeating line and its fee, not the one-off hedge trim nor the first-time discount
      visitPrice: 640,
    });
    expect(before.visits.map((v: any) => v.id)).toEqual([first.id]);

    // unpaid, the job plans nothing for it
    expect((await api.post('series/extend.php', { windowWeeks: 8 })).body).toMatchObject({ created: 0 });

    expect((await pay(first.guidId)).body).toMatchObject({ status: 'confirmed' });
    const after = await series(first.seriesId!);
    const later = after.visits.filter((v: any) => v.id !== first.id);
    const horizon = addDays(today, 8 * 7);
    const planned: string[] = [];
    for (let d = addDays(start, 14); d <= horizon; d = addDays(d, 14)) planned.push(d);
    // a visit planned on a day not worked (a holiday) is placed on the next working day, and says so
    expect(later.map((v: any) => v.bookingDate)).toEqual(planned.map(workingDayFrom));
    for (const [i, v] of later.entries()) {
      const movedFrom = v.bookingDate === planned[i] ? null : `${planned[i]} 10:00 - 10:45`;
      expect(v).toMatchObject({
        status: 'pending',
        payLater: true,
        bookingTime: '10:00 - 10:45',
        totalPrice: 640,
        seriesKind: 'repeat',
        movedFrom,
        address: VISIT_ADDRESS,
      });
      expect(v.services.map((l: any) => l.name)).toEqual(['Lawn mowing']);
      expect(v.services[0].variations.map((o: any) => o.option.label)).toEqual(['Large', 'Full']);
      expect(v.services[0].addOns.map((a: any) => a.name)).toEqual(['Grass bagging']);
      expect(v.modifiers.map((m: any) => [m.option.name, m.amount, m.base])).toEqual([
        ['Within 30 minutes', 0, 640],
      ]);
    }
    expect(after.nextDate > horizon).toBe(true);
    // a second run adds nothing
    expect((await api.post('series/extend.php', { windowWeeks: 8 })).body).toMatchObject({ created: 0 });
  });

  it("is refused without the later visits' price the gateway priced, and writes nothing", async () => {
    const { laterVisit: _priced, ...body } = fortnightly(nextStart(), '11:30 - 12:15');
    const res = await api.post<any>('bookings/save.php', body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ laterVisit: "A repeating booking needs its later visits' price" });
    const stray = await api.db.select().from(bookings).where(eq(bookings.bookingDate, body.bookingDate));
    expect(stray.filter((b) => b.bookingTime === '11:30 - 12:15')).toEqual([]);
  });

  it("keeps a later visit's slot while it waits for payment, without the 30-minute limit", async () => {
    const start = nextStart();
    const first = await book(fortnightly(start));
    await pay(first.guidId);
    const visit = (await series(first.seriesId!)).visits[1];
    // an hour old: a checkout's hold would have run out
    await api.db
      .update(bookings)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(bookings.id, visit.id));
    expect(await cancelExpiredHolds(api.db)).not.toContain(visit.id);
    const day = (await api.get<any>(`bookings/slot-days.php?from=${visit.bookingDate}&days=1`)).body.days[0];
    expect(day.slots[0].taken).toBe(1);
    // the reminder claim includes it when it is near (its e-mail carries the pay link)
    await api.db
      .update(bookings)
      .set({ bookingDate: workingDayFrom(addDays(today, 2)), bookingTime: '16:45 - 17:30' })
      .where(eq(bookings.id, visit.id));
    const claimed = await api.post<any[]>('bookings/claim-reminders.php', { leadHours: 24 * 5, limit: 500 });
    expect(claimed.body.map((b) => b.id)).toContain(visit.id);
  });

  it('places a visit whose slot is full in the nearest free slot and says where it was planned', async () => {
    const start = nextStart();
    const first = await book(fortnightly(start, '12:15 - 13:00'));
    // two other customers fill 12:15 on the second visit's date
    const planned = addDays(start, 14);
    for (let i = 0; i < 2; i++) {
      const other = await book({
        ...bookingBody(c, userId, planned, '12:15 - 13:00'),
        services: [bookingBody(c, userId, planned).services[0]],
        laterVisit: { totalPrice: 640, modifiers: [] },
      });
      await api.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, other.id));
    }
    await api.db
      .update(bookings)
      .set({ paidAt: sql`now()`, status: 'confirmed' })
      .where(eq(bookings.id, first.id));
    const res = await api.post<any>('series/extend.php', { windowWeeks: 8, limit: 1000 });
    expect(res.status).toBe(200);
    const moved = res.body.moved.find((b: any) => b.seriesId === first.seriesId);
    // 11:30 and 13:00 are as near; the earlier one is taken
    expect(moved).toMatchObject({
      bookingDate: planned,
      bookingTime: '11:30 - 12:15',
      movedFrom: `${planned} 12:15 - 13:00`,
    });
  });

  it("names the visits a first visit's payment placed elsewhere, once", async () => {
    const start = nextStart();
    const first = await book(fortnightly(start, '14:30 - 15:15'));
    const planned = addDays(start, 14);
    for (let i = 0; i < 2; i++) {
      const other = await book({
        ...bookingBody(c, userId, planned, '14:30 - 15:15'),
        services: [bookingBody(c, userId, planned).services[0]],
        laterVisit: { totalPrice: 640, modifiers: [] },
      });
      await api.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, other.id));
    }
    const paid = await pay(first.guidId);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.movedVisits).toHaveLength(1);
    expect(paid.body.movedVisits[0]).toMatchObject({
      seriesId: first.seriesId,
      bookingDate: planned,
      movedFrom: `${planned} 14:30 - 15:15`,
    });
    // The notification again (a replay): nothing planned, nothing named.
    expect((await pay(first.guidId)).body).toMatchObject({ duplicate: true, movedVisits: [] });
  });

  it('passes over a start where the work would not end by the last slot', async () => {
    // Lawn mowing takes two slots for this test: from 16:00 it covers 16:00 and 16:45.
    const [before] = await api.db
      .select({ minutes: services.durationMinutes })
      .from(services)
      .where(eq(services.id, c.service.id));
    const minutes = before!.minutes;
    await api.db.update(services).set({ durationMinutes: 90 }).where(eq(services.id, c.service.id));
    try {
      // a day of its own, after the other tests' days, whose second visit is worked too (never a
      // public holiday such as 16 December): the test is about that second visit
      let start = addDays(today, 30);
      while (!fortnightsClear(today, start, { minVisits: 2 })) start = addDays(start, 1);
      const body = fortnightly(start, '16:00 - 16:45');
      body.services = [body.services[0]!];
      const first = await book(body);
      const planned = addDays(start, 14);
      for (let i = 0; i < 2; i++) {
        const other = bookingBody(c, userId, planned, '16:00 - 16:45');
        other.services = [
          {
            serviceId: c.service.id,
            price: 350,
            variationOptionIds: [c.options.small.id, c.options.noEdging.id],
            addOnIds: [],
          },
        ];
        const saved = await book(other);
        await api.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, saved.id));
      }
      await pay(first.guidId);
      const visit = (await series(first.seriesId!)).visits.find((v: any) => v.seriesDate === planned);
      // 15:15 would cover the full 16:00; 16:45 would run past 17:30: 14:30 is the nearest that works
      expect(visit).toMatchObject({ bookingDate: planned, bookingTime: '14:30 - 15:15' });
    } finally {
      await api.db.update(services).set({ durationMinutes: minutes }).where(eq(services.id, c.service.id));
    }
  });

  it('resumed before its first visit, plans nothing before that visit', async () => {
    // a start more than a fortnight ahead: the cadence must not run back from it to tomorrow
    let start = addDays(today, 22);
    while (!fortnightsClear(today, start, { minVisits: 1 })) start = addDays(start, 1);
    const first = await book(fortnightly(start, '16:00 - 16:45'));
    const paused = await api.post<any>('series/change.php', {
      id: first.seriesId,
      action: 'pause',
      cutoffHours: 24,
    });
    expect(paused.status, paused.text).toBe(200);
    const resumed = await api.post<any>('series/change.php', {
      id: first.seriesId,
      action: 'resume',
      cutoffHours: 24,
    });
    expect(resumed.status, resumed.text).toBe(200);
    const live = resumed.body.visits.filter((v: any) => v.status !== 'cancelled');
    expect(live.length).toBeGreaterThan(0);
    for (const v of live) expect(v.seriesDate >= start, `${v.seriesDate} before ${start}`).toBe(true);
  });

  it('skips one visit, pauses (cancelling what is beyond the cut-off), resumes and stops', async () => {
    const start = nextStart();
    const first = await book(fortnightly(start));
    await pay(first.guidId);
    let s = await series(first.seriesId!);
    const [, second, third] = s.visits;
    s = (await api.post<any>('series/skip.php', { bookingId: second.id })).body;
    expect(s.visits.find((v: any) => v.id === second.id).status).toBe('cancelled');
    expect(s.visits.find((v: any) => v.id === third.id).status).toBe('pending');

    s = (await api.post<any>('series/change.php', { id: s.id, action: 'pause', cutoffHours: 24 })).body;
    expect(s.status).toBe('paused');
    // the paid first visit is beyond the cut-off too, but nobody ticked it: it stays booked
    expect(s.visits.filter((v: any) => v.id !== first.id).every((v: any) => v.status === 'cancelled')).toBe(
      true,
    );
    expect(s.visits.find((v: any) => v.id === first.id)).toMatchObject({
      status: 'confirmed',
      refundStatus: null,
    });
    expect((await api.post<any>('series/extend.php', { windowWeeks: 8, limit: 1000 })).body.moved).toEqual(
      [],
    );
    expect((await series(s.id)).visits).toHaveLength(s.visits.length);

    s = (await api.post<any>('series/change.php', { id: s.id, action: 'resume', cutoffHours: 24 })).body;
    expect(s.status).toBe('active');
    const live = s.visits.filter((v: any) => v.status !== 'cancelled');
    // planned again on the series' own cadence, the paused dates included, the skipped one not
    expect(live.map((v: any) => v.seriesDate)).toContain(third.seriesDate);
    expect(live.map((v: any) => v.seriesDate)).not.toContain(second.seriesDate);
    expect(s.visits.find((v: any) => v.id === second.id)).toMatchObject({
      status: 'cancelled',
      skipped: true,
    });
    for (const v of live) {
      expect(v.seriesDate > today).toBe(true);
      expect((Date.parse(v.seriesDate) - Date.parse(start)) % (14 * 86_400_000)).toBe(0);
    }

    s = (await api.post<any>('series/change.php', { id: s.id, action: 'stop', cutoffHours: 0 })).body;
    expect(s.status).toBe('stopped');
    // the unpaid visits are cancelled; the paid one only when ticked
    expect(s.visits.filter((v: any) => v.id !== first.id).every((v: any) => v.status === 'cancelled')).toBe(
      true,
    );
    expect(s.visits.find((v: any) => v.id === first.id).status).toBe('confirmed');
    const again = await api.post('series/change.php', { id: s.id, action: 'resume', cutoffHours: 0 });
    expect(again.status).toBe(409);
    const oneOff = bookingBody(c, userId, nextStart(), '13:00 - 13:45');
    oneOff.services = [oneOff.services[1]!];
    const plain = await book(oneOff);
    expect(plain.seriesId).toBeNull();
    expect((await api.post('series/skip.php', { bookingId: plain.id })).body).toMatchObject({
      code: 'NOT_IN_SERIES',
    });
  });

  it("ends at the date the customer chose, and lists the customer's series", async () => {
    const start = nextStart();
    const first = await book(fortnightly(start, '10:00 - 10:45', { repeatUntil: addDays(start, 20) }));
    await pay(first.guidId);
    const s = await series(first.seriesId!);
    expect(s.endDate).toBe(addDays(start, 20));
    expect(s.visits.map((v: any) => v.bookingDate)).toEqual([start, addDays(start, 14)]);
    const listed = (await api.get<any[]>(`series/list.php?userId=${userId}`)).body;
    expect(listed.map((x) => x.id)).toContain(s.id);
    expect(listed.find((x) => x.id === s.id)).toMatchObject({
      firstVisitId: first.id,
      visitCount: 2,
      visitsFrom: null,
    });
    // A list of cards asks for what is to come: the visits from a day on, the first, and the count of all.
    const from = addDays(start, 1);
    const cards = (await api.get<any[]>(`series/list.php?userId=${userId}&visitsFrom=${from}`)).body;
    const card = cards.find((x) => x.id === s.id);
    expect(card).toMatchObject({ firstVisitId: first.id, visitCount: 2, visitsFrom: from });
    expect(card.visits.map((v: any) => v.bookingDate)).toEqual([start, addDays(start, 14)]);
    const later = (
      await api.get<any[]>(`series/list.php?userId=${userId}&visitsFrom=${addDays(start, 15)}`)
    ).body.find((x) => x.id === s.id);
    expect(later.visits.map((v: any) => v.id)).toEqual([first.id]);
    expect(later.visitCount).toBe(2);
    expect((await api.get(`series/list.php?userId=${userId}&visitsFrom=tomorrow`)).status).toBe(400);
    // One series the same way (a visit's page lists its recent visits).
    const one = (await api.get<any>(`series/get.php?id=${s.id}&visitsFrom=${addDays(start, 15)}`)).body;
    expect(one).toMatchObject({ id: s.id, visitCount: 2, visitsFrom: addDays(start, 15) });
    expect(one.visits.map((v: any) => v.id)).toEqual([first.id]);
    expect((await api.get<any>(`series/get.php?id=${s.id}`)).body.visits).toHaveLength(2);
    expect((await api.get(`series/get.php?id=${s.id}&visitsFrom=soon`)).status).toBe(400);
    expect(
      (
        await api.post(
          'bookings/save.php',
          fortnightly(start, '10:00 - 10:45', { repeatUntil: addDays(start, -1) }),
        )
      ).status,
    ).toBe(400);
  });

  it('ends with its first visit when that is never paid', async () => {
    const first = await book(fortnightly(nextStart()));
    await api.db
      .update(bookings)
      .set({ heldUntil: sql`now() - interval '30 minutes'` })
      .where(eq(bookings.id, first.id));
    expect(await cancelExpiredHolds(api.db)).toContain(first.id);
    expect((await series(first.seriesId!)).status).toBe('stopped');
  });

  it('counts recurring revenue for the weeks ahead', async () => {
    const res = await api.get<any>('series/revenue.php?weeks=8');
    expect(res.status).toBe(200);
    const [row] = await api.db
      .select({ amount: sql<number>`coalesce(sum(${bookings.totalPrice}), 0)`.mapWith(Number) })
      .from(bookings)
      .where(
        and(
          sql`${bookings.seriesId} is not null`,
          sql`${bookings.status} <> 'cancelled'`,
          sql`${bookings.bookingDate} < ${addDays(today, 56)}`,
        ),
      );
    expect(res.body).toMatchObject({ weeks: 8, amount: row!.amount });
    expect(res.body.visits).toBeGreaterThan(0);
    // The active series with a visit not cancelled from today on, counted here with explicit names.
    const active = await api.db.execute(
      sql`select count(*)::int as n from booking_series s where s.status = 'active' and exists
        (select 1 from bookings b where b.series_id = s.id and b.status <> 'cancelled' and b.booking_date >= ${today})`,
    );
    const n = (active as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(n).toBeGreaterThan(0);
    expect(res.body.activeSeries).toBe(n);
  });

  it('keeps the window the office sets', async () => {
    expect((await api.get('series/settings.php')).body).toEqual({ windowWeeks: 8 });
    expect((await api.post('series/settings.php', { windowWeeks: 12 })).body).toEqual({ windowWeeks: 12 });
    expect((await api.get('series/settings.php')).body).toEqual({ windowWeeks: 12 });
    expect((await api.post('series/settings.php', { windowWeeks: 0 })).status).toBe(400);
    await api.post('series/settings.php', { windowWeeks: 8 });
  });

  it('sets a series aside when planning it fails, and goes on with the others', async () => {
    const good = await book(fortnightly(nextStart(), '13:00 - 13:45'));
    const bad = await book(fortnightly(nextStart(), '13:00 - 13:45'));
    await pay(good.guidId);
    await pay(bad.guidId);
    // A template the visits cannot be made from: an unexpected failure, not a full day.
    await api.db
      .update(bookingSeries)
      .set({ template: { damaged: true } })
      .where(eq(bookingSeries.id, bad.seriesId!));
    const visitsOf = async (id: number) => (await series(id)).visits.length;
    const [goodBefore, badBefore] = [await visitsOf(good.seriesId!), await visitsOf(bad.seriesId!)];

    const run = await api.post('series/extend.php', { windowWeeks: 12 });
    expect(run.status, run.text).toBe(200);
    expect(run.body.failed).toEqual([bad.seriesId]);
    expect(await visitsOf(good.seriesId!)).toBeGreaterThan(goodBefore);
    expect(await visitsOf(bad.seriesId!)).toBe(badBefore);
    const [row] = await api.db.select().from(bookingSeries).where(eq(bookingSeries.id, bad.seriesId!));
    expect(row!.retryAfter).not.toBeNull();
    expect(row!.lastError).toMatch(/\S/);
    expect(row!.lastError).not.toContain(VISIT_ADDRESS.street);
    // The series as read says so, for the office.
    expect(await series(bad.seriesId!)).toMatchObject({
      lastError: row!.lastError,
      retryAfter: expect.any(String),
    });

    // Set aside: the next claim passes over it.
    expect((await api.post('series/extend.php', { windowWeeks: 12 })).body.failed).toEqual([]);
    expect(await visitsOf(bad.seriesId!)).toBe(badBefore);

    // Mended and its hour over, it is planned, and the reason is cleared.
    const [goodRow] = await api.db
      .select({ template: bookingSeries.template })
      .from(bookingSeries)
      .where(eq(bookingSeries.id, good.seriesId!));
    await api.db
      .update(bookingSeries)
      .set({ template: goodRow!.template, retryAfter: sql`now() - interval '1 minute'` })
      .where(eq(bookingSeries.id, bad.seriesId!));
    expect((await api.post('series/extend.php', { windowWeeks: 12 })).body.failed).toEqual([]);
    expect(await visitsOf(bad.seriesId!)).toBeGreaterThan(badBefore);
    const [mended] = await api.db.select().from(bookingSeries).where(eq(bookingSeries.id, bad.seriesId!));
    expect(mended).toMatchObject({ retryAfter: null, lastError: null });
    expect(await series(bad.seriesId!)).toMatchObject({ retryAfter: null, lastError: null });
  });
});

describe('a seasonal programme', () => {
  it('books its dated visits with the first, confirms them all with one payment', async () => {
    const [mow, feed] = await api.db
      .insert(services)
      .values([
        { categoryId: c.category.id, name: 'Programme mow', basePrice: 300, durationMinutes: 45 },
        { categoryId: c.category.id, name: 'Programme feed', basePrice: 200, durationMinutes: 90 },
      ])
      .returning();
    const [pkg] = await api.db.insert(packages).values({ name: 'Spring plan', price: 2000 }).returning();
    await api.db.insert(packageServices).values([
      {
        packageId: pkg!.id,
        serviceId: mow!.id,
        serviceName: 'Programme mow',
        quantity: 3,
        firstWeek: 0,
        everyWeeks: 2,
      },
      { packageId: pkg!.id, serviceId: feed!.id, serviceName: 'Programme feed', quantity: 1, firstWeek: 2 },
    ]);
    const start = nextStart();
    const first = await book({
      userId,
      bookingDate: start,
      bookingTime: '14:30 - 15:15',
      totalPrice: 2000,
      services: [{ packageId: pkg!.id, price: 2000, variationOptionIds: [], addOnIds: [] }],
      address: VISIT_ADDRESS,
    });
    let s = await series(first.seriesId!);
    expect(s).toMatchObject({ kind: 'programme', name: 'Spring plan', repeatWeeks: null });
    expect(s.visits.map((v: any) => [v.bookingDate, v.status, v.totalPrice, v.durationMinutes])).toEqual([
      [start, 'pending', 2000, 45],
      [addDays(start, 14), 'pending', 0, 135],
      [addDays(start, 28), 'pending', 0, 45],
    ]);
    expect(s.visits[1].services.map((l: any) => l.name)).toEqual(['Programme mow', 'Programme feed']);
    expect(s.visits.every((v: any) => !v.payLater)).toBe(true);
    // one checkout: the customer's unpaid-holds count sees one booking, not three
    const [row] = await api.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(bookings)
      .where(eq(bookings.seriesId, s.id));
    expect(row!.n).toBe(3);

    await api.post('bookings/record-payment.php', {
      guidId: first.guidId,
      providerPaymentId: `pf-p-${first.id}`,
      amount: 2000,
      status: 'COMPLETE',
    });
    s = await series(first.seriesId!);
    expect(s.visits.map((v: any) => v.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(s.visits[0].paidAt).not.toBeNull();
    // a programme is paid for: not paused or stopped, but a later visit may be skipped
    expect((await api.post('series/change.php', { id: s.id, action: 'stop', cutoffHours: 0 })).status).toBe(
      409,
    );
    expect((await api.post('series/skip.php', { bookingId: first.id })).status).toBe(409);
    expect(
      (await api.post<any>('series/skip.php', { bookingId: s.visits[2].id })).body.visits[2].status,
    ).toBe('cancelled');
  });

  it('books a programme and a repeating service together: one first visit for both', async () => {
    const [pkg] = await api.db.insert(packages).values({ name: 'Mixed plan', price: 800 }).returning();
    await api.db.insert(packageServices).values({
      packageId: pkg!.id,
      serviceId: c.otherService.id,
      serviceName: 'Hedge trimming',
      quantity: 2,
      everyWeeks: 4,
    });
    const start = nextStart();
    const body = fortnightly(start, '15:15 - 16:00');
    body.services = [
      body.services[0]!,
      { packageId: pkg!.id, price: 800, variationOptionIds: [], addOnIds: [] } as never,
    ];
    const first = await book(body);
    const repeat = await series(first.seriesId!);
    expect(repeat.kind).toBe('repeat');
    const [programme] = (await api.get<any[]>(`series/list.php?userId=${userId}`)).body.filter(
      (x) => x.kind === 'programme' && x.firstBookingId === first.id,
    );
    expect(programme.visits.map((v: any) => [v.bookingDate, v.totalPrice])).toEqual([
      [start, 650],
      [addDays(start, 28), 0],
    ]);
  });

  it('expires its later visits with the first when it is not paid', async () => {
    const [pkg] = await api.db.insert(packages).values({ name: 'Unpaid plan', price: 900 }).returning();
    await api.db.insert(packageServices).values({
      packageId: pkg!.id,
      serviceId: c.service.id,
      serviceName: 'Lawn mowing',
      quantity: 2,
      everyWeeks: 3,
    });
    const first = await book({
      userId,
      bookingDate: nextStart(),
      bookingTime: '16:00 - 16:45',
      totalPrice: 900,
      services: [{ packageId: pkg!.id, price: 900, variationOptionIds: [], addOnIds: [] }],
      address: VISIT_ADDRESS,
    });
    // the later visits hold their places until the first's hold ends, and end with it
    const holds = await api.db
      .select({ heldUntil: bookings.heldUntil })
      .from(bookings)
      .where(eq(bookings.seriesId, first.seriesId!));
    expect(holds).toHaveLength(2);
    expect(new Set(holds.map((h) => h.heldUntil)).size).toBe(1);
    expect(holds[0]!.heldUntil).not.toBeNull();
    await api.db
      .update(bookings)
      .set({ heldUntil: sql`now() - interval '30 minutes'` })
      .where(eq(bookings.seriesId, first.seriesId!));
    await cancelExpiredHolds(api.db);
    const s = await series(first.seriesId!);
    expect(s.visits.map((v: any) => v.status)).toEqual(['cancelled', 'cancelled']);
    expect(s.status).toBe('stopped');
  });
});

describe('series rows', () => {
  it('a package without services books as one visit, as before', async () => {
    const body = bookingBody(c, userId, nextStart(), '16:45 - 17:30');
    body.services[0]!.variationOptionIds = [c.options.small.id, c.options.noEdging.id];
    const res = await book(body);
    expect(res.seriesId).toBeNull();
    expect(await api.db.select().from(bookingSeries).where(eq(bookingSeries.firstBookingId, res.id))).toEqual(
      [],
    );
  });
});

describe("a series change's e-mails (issue #36: stored with the change)", () => {
  it('stores the notice of a pause that cancels visits, with what changed; none for a dry run or a skip of a cancelled visit', async () => {
    const first = await book(fortnightly(nextStart()));
    await pay(first.guidId);
    const dry = { id: randomUUID(), context: {} };
    await api.post('series/change.php', {
      id: first.seriesId,
      action: 'pause',
      cutoffHours: 24,
      dryRun: true,
      notice: dry,
    });
    expect(await api.db.select().from(emailNotices).where(eq(emailNotices.id, dry.id))).toEqual([]);

    const notice = { id: randomUUID(), context: {} };
    const paused = await api.post<any>('series/change.php', {
      id: first.seriesId,
      action: 'pause',
      cutoffHours: 24,
      notice,
    });
    expect(paused.status, paused.text).toBe(200);
    const [row] = await api.db.select().from(emailNotices).where(eq(emailNotices.id, notice.id));
    expect(row).toMatchObject({
      kind: 'series.changed',
      context: { seriesId: first.seriesId, action: 'pause' },
    });
    expect((row!.context as { changes: unknown[] }).changes).toEqual(paused.body.changes);

    const cancelled = paused.body.visits.find((v: any) => v.status === 'cancelled');
    const skip = { id: randomUUID(), context: {} };
    await api.post('series/skip.php', { bookingId: cancelled.id, notice: skip });
    expect(await api.db.select().from(emailNotices).where(eq(emailNotices.id, skip.id))).toEqual([]);
  });
});
