import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workingDayFrom } from '../test/calendar.js';
import { bookings, payments, seriesUndos, services, variationOptions } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { bookingBody, type Catalogue, startBookingTestApi } from '../bookings/test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
beforeAll(async () => {
  ({ api, c, userId } = await startBookingTestApi());
  await api.db
    .update(variationOptions)
    .set({ repeatWeeks: 2 })
    .where(eq(variationOptions.id, c.options.large.id));
});
afterAll(() => api.close());

const today = johannesburgToday();
let weekday = 0;
/** The next start a week or more ahead, on another weekday each time, never a day not worked. */
function nextStart(): string {
  for (;;) {
    const date = addDays(today, 7 + (weekday++ % 7));
    if (workingDayFrom(date) === date) return date;
  }
}

const series = async (id: number) => (await api.get<any>(`series/get.php?id=${id}`)).body;
const byId = (s: any, id: number) => s.visits.find((v: any) => v.id === id);
const change = (body: object) => api.post<any>('series/change.php', { cutoffHours: 0, ...body });
const undo = (seriesId: number, token: string) => api.post<any>('series/undo.php', { seriesId, token });
/** The fields an undo puts back, to compare a series before and after. */
const shape = (s: any) => ({
  status: s.status,
  pausedFrom: s.pausedFrom,
  endDate: s.endDate,
  nextDate: s.nextDate,
  visits: s.visits.map((v: any) => ({
    id: v.id,
    status: v.status,
    refundStatus: v.refundStatus,
    skipped: v.skipped,
    cancelledByPause: v.cancelledByPause,
    totalPrice: v.totalPrice,
  })),
});

/** A paid fortnightly mowing with its window of later visits planned (the third one paid too). */
async function paidSeries(slot = '10:00 - 10:45') {
  const body = {
    ...bookingBody(c, userId, nextStart(), slot),
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
  const res = await api.post<{ id: number; seriesId: number }>('bookings/save.php', body);
  expect(res.status, res.text).toBe(200);
  await api.db
    .update(bookings)
    .set({ paidAt: sql`now()`, status: 'confirmed', heldUntil: null })
    .where(eq(bookings.id, res.body.id));
  await api.post('series/extend.php', { windowWeeks: 8, limit: 1000 });
  return series(res.body.seriesId);
}

describe('undoing a plan change', () => {
  it('skip: the dry run keeps nothing; the skip answers a token that puts the visit back exactly, once', async () => {
    const s = await paidSeries();
    const second = s.visits[1];
    const preview = await api.post<any>('series/skip.php', { bookingId: second.id, dryRun: true });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.changes).toEqual([
      expect.objectContaining({ bookingId: second.id, what: 'cancelled', refund: 0 }),
    ]);
    expect(shape(await series(s.id))).toEqual(shape(s));

    const skipped = await api.post<any>('series/skip.php', { bookingId: second.id });
    expect(skipped.status, skipped.text).toBe(200);
    expect(byId(skipped.body, second.id)).toMatchObject({ status: 'cancelled', skipped: true });
    expect(skipped.body.undo.token).toEqual(expect.any(String));

    const undone = await undo(s.id, skipped.body.undo.token);
    expect(undone.status, undone.text).toBe(200);
    expect(shape(undone.body)).toEqual(shape(s));
    const again = await undo(s.id, skipped.body.undo.token);
    expect(again.status).toBe(409);
  });

  it('skip of a paid visit: the undo takes back the refund owed, on the visit and its payment', async () => {
    const s = await paidSeries('11:30 - 12:15');
    const second = s.visits[1];
    await api.db
      .update(bookings)
      .set({ paidAt: sql`now()`, status: 'confirmed' })
      .where(eq(bookings.id, second.id));
    await api.db.insert(payments).values({
      bookingId: second.id,
      providerPaymentId: `pf-undo-${second.id}`,
      amount: 640,
      status: 'COMPLETE',
    });
    const skipped = await api.post<any>('series/skip.php', { bookingId: second.id });
    expect(skipped.body.changes).toContainEqual(
      expect.objectContaining({ bookingId: second.id, refund: 640 }),
    );
    expect(byId(skipped.body, second.id).refundStatus).toBe('due');
    const undone = await undo(s.id, skipped.body.undo.token);
    expect(undone.status, undone.text).toBe(200);
    expect(byId(undone.body, second.id)).toMatchObject({ status: 'confirmed', refundStatus: null });
    const [payment] = await api.db.select().from(payments).where(eq(payments.bookingId, second.id));
    expect(payment).toMatchObject({ refundStatus: null, refundReason: null });
  });

  it('is refused once its time has passed', async () => {
    const s = await paidSeries('13:00 - 13:45');
    const skipped = await api.post<any>('series/skip.php', { bookingId: s.visits[1].id });
    await api.db
      .update(seriesUndos)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(seriesUndos.token, skipped.body.undo.token));
    const res = await undo(s.id, skipped.body.undo.token);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('UNDO_EXPIRED');
    expect(byId(await series(s.id), s.visits[1].id).status).toBe('cancelled');
  });

  it('is refused, changing nothing, when the slot was taken since', async () => {
    const s = await paidSeries('14:30 - 15:15');
    const second = s.visits[1];
    const skipped = await api.post<any>('series/skip.php', { bookingId: second.id });
    // two other bookings fill the freed slot (two a slot)
    for (let i = 0; i < 2; i++) {
      const other = await api.post('bookings/save.php', {
        ...bookingBody(c, userId, second.bookingDate, second.bookingTime),
        laterVisit: { totalPrice: 640, modifiers: [] },
      });
      expect(other.status, other.text).toBe(200);
    }
    const res = await undo(s.id, skipped.body.undo.token);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SLOT_FULL');
    expect(res.body.error ?? res.body.message).toMatch(/cannot be put back/);
    expect(byId(await series(s.id), second.id)).toMatchObject({ status: 'cancelled', skipped: true });
  });

  it('pause, then undo: the series and every visit are as before; a later change refuses the older undo', async () => {
    const s = await paidSeries('10:45 - 11:30');
    const paused = await change({ id: s.id, action: 'pause', from: s.visits[1].bookingDate });
    expect(paused.body.status).toBe('paused');
    const undone = await undo(s.id, paused.body.undo.token);
    expect(undone.status, undone.text).toBe(200);
    expect(shape(undone.body)).toEqual(shape(s));

    const skipped = await api.post<any>('series/skip.php', { bookingId: s.visits[1].id });
    const stopped = await change({ id: s.id, action: 'stop', from: s.visits[2].bookingDate });
    expect((await undo(s.id, skipped.body.undo.token)).status).toBe(409);
    expect((await undo(s.id, stopped.body.undo.token)).status).toBe(200);
    expect((await undo(s.id, skipped.body.undo.token)).status).toBe(200);
    expect(shape(await series(s.id))).toEqual(shape(s));
  });

  it('resume, then undo: the visits it planned are gone and the series is paused again', async () => {
    const s = await paidSeries('12:15 - 13:00');
    const paused = (await change({ id: s.id, action: 'pause', from: s.visits[1].bookingDate })).body;
    const resumed = await change({ id: s.id, action: 'resume' });
    expect(resumed.body.changes.some((x: any) => x.what === 'planned')).toBe(true);
    const undone = await undo(s.id, resumed.body.undo.token);
    expect(undone.status, undone.text).toBe(200);
    expect(shape(undone.body)).toEqual(shape(paused));
  });
});

describe('resume keeps the prices the plan was bought at', () => {
  it("plans every visit again at the series' stored later-visit price, whatever the catalogue says now", async () => {
    const s = await paidSeries('15:15 - 16:00');
    expect(s.visitPrice).toBe(640);
    await change({ id: s.id, action: 'pause', from: s.visits[1].bookingDate });
    // the catalogue's price goes up meanwhile
    await api.db.update(services).set({ basePrice: 9999 }).where(eq(services.id, c.service.id));
    try {
      const resumed = await change({ id: s.id, action: 'resume' });
      expect(resumed.status, resumed.text).toBe(200);
      const planned = resumed.body.changes.filter((x: any) => x.what === 'planned');
      expect(planned.length).toBeGreaterThan(0);
      for (const p of planned) expect(p.after.price).toBe(640);
      for (const v of resumed.body.visits.filter((x: any) => x.status === 'pending'))
        expect(v.totalPrice).toBe(640);
    } finally {
      await api.db
        .update(services)
        .set({ basePrice: c.service.basePrice })
        .where(eq(services.id, c.service.id));
    }
  });
});
