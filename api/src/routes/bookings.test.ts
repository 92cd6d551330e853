import { count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MINUTES } from '@greenleaf/shared/holds';
import {
  bookingModifiers,
  bookings,
  bookingServiceAddOns,
  bookingServices,
  bookingServiceVariations,
  payments,
} from '../db/schema.js';
import {
  bookingBody,
  insertUser,
  type Catalogue,
  startBookingTestApi,
  dayCounter,
} from '../bookings/test-fixtures.js';
import { cancelExpiredHolds } from '../bookings/hold-expiry.js';
import { DEFAULT_DAY_SLOTS as BOOKING_SLOTS } from '../test/calendar.js';
import type { TestApi } from '../test/harness.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
beforeAll(async () => ({ api, c, userId } = await startBookingTestApi()));
afterAll(() => api.close());

const nextDate = dayCounter(2031);

/**
 * What record-payment.php answers: the booking's status after it, whether it was a replay, whether this
 * payment paid the booking, any refund due, and the series visits it placed elsewhere (none for a one-off booking).
 */
const paymentReply = (status: string, duplicate = false, refundDue: string | null = null) => ({
  status,
  duplicate,
  paid: !duplicate && !refundDue && status === 'confirmed',
  refundDue,
  holdMinutes: HOLD_MINUTES,
  movedVisits: [],
});

async function rowCounts() {
  const n = async (t: PgTable) => (await api.db.select({ n: count() }).from(t))[0]!.n;
  return {
    bookings: await n(bookings),
    lines: await n(bookingServices),
    variations: await n(bookingServiceVariations),
    addOns: await n(bookingServiceAddOns),
    modifiers: await n(bookingModifiers),
  };
}

const save = (b: unknown) => api.post('bookings/save.php', b);

describe('bookings/save.php', () => {
  it('writes the booking with snapshots of every line, option, add-on and modifier', async () => {
    const date = nextDate();
    const res = await save({ ...bookingBody(c, userId, date), created_by: userId });
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b.guidId).toMatch(/^booking-[0-9a-f]{32}-[0-9a-z]+$/);
    expect(b).toMatchObject({
      userId,
      bookingDate: date,
      bookingTime: '10:00 - 10:45',
      status: 'pending',
      statusId: 1,
      totalPrice: 1000,
      paidAt: null,
      created_by: userId,
      user: { id: userId },
    });
    expect(b.services).toHaveLength(2);
    expect(b.services[0]).toMatchObject({
      serviceId: c.service.id,
      packageId: 0,
      name: 'Lawn mowing',
      price: 640,
      variations: [
        {
          variationName: 'Lawn size',
          variationOptionId: c.options.large.id,
          serviceVariationId: c.serviceVariations.size.id,
          option: { id: c.options.large.id, label: 'Large', additionalCost: 150 },
        },
        {
          variationName: 'Edging',
          variationOptionId: c.options.fullEdging.id,
          serviceVariationId: c.serviceVariations.edging.id,
          option: { id: c.options.fullEdging.id, label: 'Full', additionalCost: 80 },
        },
      ],
      addOns: [{ addOnId: c.addOns.bagging.id, name: 'Grass bagging', price: 60 }],
    });
    expect(b.services[1]).toMatchObject({
      serviceId: null,
      packageId: c.package.id,
      name: 'Spring refresh',
      price: 1200,
      variations: [],
      addOns: [],
    });
    expect(b.modifiers).toEqual([
      expect.objectContaining({
        modifierId: c.modifier.id,
        modifierOptionId: c.modifierOptions.firstTime.id,
        modifier: { id: c.modifier.id, name: 'First-time client', description: 'Welcome discount' },
        option: {
          id: c.modifierOptions.firstTime.id,
          name: 'Yes',
          description: '25% off',
          type: 'discount',
          value: 25,
          units: 'percent',
        },
      }),
      expect.objectContaining({
        modifierId: c.secondModifier.id,
        option: expect.objectContaining({ type: 'no_charge' }),
      }),
    ]);

    const lines = await api.db.select().from(bookingServices).where(eq(bookingServices.bookingId, b.id));
    expect(lines).toHaveLength(2);
    const vars = await api.db
      .select()
      .from(bookingServiceVariations)
      .where(
        inArray(
          bookingServiceVariations.bookingServiceId,
          lines.map((l) => l.id),
        ),
      );
    expect(vars.map((v) => [v.optionLabel, v.additionalCost])).toEqual([
      ['Large', 150],
      ['Full', 80],
    ]);
    const mods = await api.db.select().from(bookingModifiers).where(eq(bookingModifiers.bookingId, b.id));
    expect(mods.map((m) => m.optionName).sort()).toEqual(['Within 30 minutes', 'Yes']);

    // Reading it back gives the same booking, by id or by guidId (the save adds the whole account).
    const { account, ...booking } = b;
    expect(account).toMatchObject({ id: userId, role: 'client' });
    expect((await api.get(`bookings/get.php?id=${b.id}`)).body).toEqual(booking);
    expect((await api.get(`bookings/get.php?guidId=${b.guidId}`)).body).toEqual(booking);
  });

  it('keeps the season that changed a line’s price with the line; a line no season changed has none', async () => {
    const body = bookingBody(c, userId, nextDate(), '11:30 - 12:15');
    const [mowing, pkg] = body.services;
    const res = await save({
      ...body,
      services: [{ ...mowing, season: { name: 'Spring', multiplier: 1.25, amount: 128 } }, pkg],
    });
    expect(res.status).toBe(200);
    expect(res.body.services[0].season).toEqual({ name: 'Spring', multiplier: 1.25, amount: 128 });
    expect(res.body.services[1].season).toBeNull();
    expect((await api.get(`bookings/get.php?id=${res.body.id}`)).body.services[0].season).toEqual({
      name: 'Spring',
      multiplier: 1.25,
      amount: 128,
    });

    const bad = await save({
      ...bookingBody(c, userId, nextDate(), '11:30 - 12:15'),
      services: [{ ...mowing, season: { name: '', multiplier: -1, amount: 5 } }],
    });
    expect(bad.status).toBe(400);
  });

  it('gives every booking a different guidId', async () => {
    const date = nextDate();
    const a = await save(bookingBody(c, userId, date));
    const b = await save(bookingBody(c, userId, date));
    expect(a.body.guidId).not.toBe(b.body.guidId);
  });

  it('refuses malformed bodies with field paths and writes nothing', async () => {
    const before = await rowCounts();
    const base = bookingBody(c, userId, nextDate());
    const cases: [unknown, string][] = [
      [{ ...base, bookingDate: '2031-02-30' }, 'bookingDate'],
      [{ ...base, bookingDate: '01/02/2031' }, 'bookingDate'],
      [{ ...base, bookingTime: 'ten o’clock' }, 'bookingTime'],
      [{ ...base, services: [] }, 'services'],
      [{ ...base, totalPrice: -1 }, 'totalPrice'],
      [{ ...base, userId: 'abc' }, 'userId'],
      [{ ...base, services: [{ ...base.services[0], price: -5 }] }, 'services.0.price'],
      [
        { ...base, services: [base.services[0], { price: 10, variationOptionIds: [], addOnIds: [] }] },
        'services.1.serviceId',
      ],
      [
        {
          ...base,
          services: [
            {
              serviceId: c.service.id,
              packageId: c.package.id,
              price: 1,
              variationOptionIds: [],
              addOnIds: [],
            },
          ],
        },
        'services.0.serviceId',
      ],
      [
        { ...base, services: [{ ...base.services[0], variationOptionIds: ['x'] }] },
        'services.0.variationOptionIds.0',
      ],
      // every booking carries the visit's address
      [{ ...base, address: undefined }, 'address'],
      [{ ...base, address: { ...base.address, postalCode: '77' } }, 'address.postalCode'],
    ];
    for (const [body, field] of cases) {
      const res = await save(body);
      expect(res.status, field).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
      expect(Object.keys(res.body.fields), field).toContain(field);
    }
    expect((await api.request('POST', 'bookings/save.php', { body: '{not json' })).status).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses references that do not exist or do not belong together, naming the field', async () => {
    const before = await rowCounts();
    const base = bookingBody(c, userId, nextDate());
    const line = base.services[0]!;
    const cases: [unknown, string][] = [
      [{ ...base, userId: 999999 }, 'userId'],
      [{ ...base, services: [{ ...line, serviceId: 999999 }] }, 'services.0.serviceId'],
      [{ ...base, services: [line, { packageId: 999999, price: 1 }] }, 'services.1.packageId'],
      // Huge belongs to Lawn size but this service does not offer it.
      [
        { ...base, services: [{ ...line, variationOptionIds: [c.options.huge.id] }] },
        'services.0.variationOptionIds.0',
      ],
      [{ ...base, services: [{ ...line, variationOptionIds: [999999] }] }, 'services.0.variationOptionIds.0'],
      // Two options of one variation.
      [
        { ...base, services: [{ ...line, variationOptionIds: [c.options.small.id, c.options.large.id] }] },
        'services.0.variationOptionIds.1',
      ],
      // An option offered by another service only.
      [
        {
          ...base,
          services: [
            { ...line, serviceId: c.otherService.id, variationOptionIds: [c.options.small.id], addOnIds: [] },
          ],
        },
        'services.0.variationOptionIds.0',
      ],
      [{ ...base, services: [{ ...line, addOnIds: [c.addOns.otherAddOn.id] }] }, 'services.0.addOnIds.0'],
      [{ ...base, services: [{ ...line, addOnIds: [999999] }] }, 'services.0.addOnIds.0'],
      [{ ...base, modifierOptionIds: [999999] }, 'modifierOptionIds.0'],
      [
        { ...base, modifierOptionIds: [c.modifierOptions.firstTime.id, c.modifierOptions.notFirstTime.id] },
        'modifierOptionIds.1',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await save(body);
      expect(res.status, field).toBe(400);
      expect(res.body.fields, field).toHaveProperty([field]);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('writes nothing at all when the third line has an option the service does not offer', async () => {
    const before = await rowCounts();
    const good = bookingBody(c, userId, nextDate());
    const res = await save({
      ...good,
      services: [
        good.services[0],
        good.services[1],
        {
          serviceId: c.service.id,
          price: 350,
          variationOptionIds: [c.options.small.id, c.options.huge.id],
          addOnIds: [],
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'services.2.variationOptionIds.1': expect.any(String) });
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 409 SLOT_FULL when the slot already has its two bookings', async () => {
    const date = nextDate();
    expect((await save(bookingBody(c, userId, date))).status).toBe(200);
    expect((await save(bookingBody(c, userId, date))).status).toBe(200);
    const before = await rowCounts();
    const third = await save(bookingBody(c, userId, date));
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('SLOT_FULL');
    expect(await rowCounts()).toEqual(before);
    // Another slot of the same day is still open.
    expect((await save(bookingBody(c, userId, date, BOOKING_SLOTS[1]))).status).toBe(200);
  });

  it('returns the first booking for a repeated idempotency key', async () => {
    const body = { ...bookingBody(c, userId, nextDate()), idempotencyKey: `key-${Date.now()}-seq` };
    const first = await save(body);
    const second = await save(body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.guidId).toBe(first.body.guidId);
    const rows = await api.db.select().from(bookings).where(eq(bookings.idempotencyKey, body.idempotencyKey));
    expect(rows).toHaveLength(1);

    // Another user's request with the same key does not get this booking.
    const stranger = await insertUser(api.db);
    const stolen = await save({ ...body, userId: stranger.id });
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe('DUPLICATE');
    expect(stolen.text).not.toContain(first.body.guidId);
  });

  it('makes one booking when the same key arrives several times at once, even in a slot with one place', async () => {
    const date = nextDate();
    expect((await save(bookingBody(c, userId, date))).status).toBe(200); // one place left
    const body = { ...bookingBody(c, userId, date), idempotencyKey: `key-${Date.now()}-par` };
    const results = await Promise.all(Array.from({ length: 5 }, () => save(body)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const rows = await api.db.select().from(bookings).where(eq(bookings.idempotencyKey, body.idempotencyKey));
    expect(rows).toHaveLength(1);
    const lines = await api.db
      .select()
      .from(bookingServices)
      .where(eq(bookingServices.bookingId, rows[0]!.id));
    expect(lines).toHaveLength(2);
  });
});

describe('reading and deleting bookings', () => {
  it('lists with filters and by user, ordered by id', async () => {
    const other = await insertUser(api.db);
    const d1 = nextDate();
    const d2 = nextDate();
    const a = (await save(bookingBody(c, other.id, d1))).body;
    const b = (await save(bookingBody(c, other.id, d2))).body;
    await api.get(`bookings/cancel.php?id=${b.id}`);

    const byUser = await api.get(`bookings/list-by-user-id.php?userId=${other.id}`);
    expect(byUser.body.map((x: { id: number }) => x.id)).toEqual([a.id, b.id]);
    expect(byUser.body[0].services).toHaveLength(2);
    const all = await api.get('bookings/list.php');
    const ids = all.body.map((x: { id: number }) => x.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    const cancelled = await api.get(`bookings/list.php?status=cancelled&userId=${other.id}`);
    expect(cancelled.body.map((x: { id: number }) => x.id)).toEqual([b.id]);
    const ranged = await api.get(`bookings/list.php?userId=${other.id}&from=${d1}&to=${d1}`);
    expect(ranged.body.map((x: { id: number }) => x.id)).toEqual([a.id]);
    expect((await api.get('bookings/list.php?status=lost')).status).toBe(400);
    expect((await api.get('bookings/list.php?from=yesterday')).status).toBe(400);
    expect((await api.get('bookings/list-by-user-id.php')).status).toBe(400);
  });

  it('answers 404 for a missing booking and 400 for a malformed id', async () => {
    expect((await api.get('bookings/get.php?id=999999')).status).toBe(404);
    expect((await api.get('bookings/get.php?guidId=booking-nope')).status).toBe(404);
    expect((await api.get('bookings/get.php?id=abc')).status).toBe(400);
    expect((await api.get('bookings/get.php')).status).toBe(400);
  });

  it('deletes a booking with all its lines', async () => {
    const b = (await save(bookingBody(c, userId, nextDate()))).body;
    const res = await api.get(`bookings/delete.php?id=${b.id}`);
    expect(res.body).toEqual({ success: true });
    expect(await api.db.select().from(bookings).where(eq(bookings.id, b.id))).toHaveLength(0);
    expect(
      await api.db.select().from(bookingServices).where(eq(bookingServices.bookingId, b.id)),
    ).toHaveLength(0);
    expect(
      await api.db.select().from(bookingModifiers).where(eq(bookingModifiers.bookingId, b.id)),
    ).toHaveLength(0);
    expect((await api.get(`bookings/delete.php?id=${b.id}`)).status).toBe(404);
  });
});

describe('booking status moves', () => {
  const newBooking = async () => (await save(bookingBody(c, userId, nextDate()))).body;
  const statusOf = async (id: number) =>
    (await api.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;

  it('confirms a pending booking by id or guidId, then completes it', async () => {
    const b = await newBooking();
    expect((await api.get(`bookings/confirm.php?id=${b.guidId}`)).body).toEqual({ status: 'confirmed' });
    expect(await statusOf(b.id)).toBe('confirmed');
    expect((await api.get(`bookings/confirm.php?id=${b.id}`)).body).toEqual({ status: 'confirmed' });
    const done = await api.post('bookings/set-status.php', {
      id: b.id,
      status: 'completed',
      updated_by: userId,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: b.id, status: 'completed', updated_by: userId });
    expect(await statusOf(b.id)).toBe('completed');
  });

  it('cancels pending and confirmed bookings', async () => {
    const p = await newBooking();
    expect((await api.get(`bookings/cancel.php?id=${p.id}`)).body).toEqual({ status: 'cancelled' });
    const c2 = await newBooking();
    await api.get(`bookings/confirm.php?id=${c2.id}`);
    const res = await api.post('bookings/set-status.php', { id: c2.id, status: 'cancelled' });
    expect(res.body.status).toBe('cancelled');
    expect(await statusOf(c2.id)).toBe('cancelled');
  });

  it('refuses moves the status rules do not allow, changing nothing', async () => {
    const b = await newBooking();
    const skip = await api.post('bookings/set-status.php', { id: b.id, status: 'completed' });
    expect(skip.status).toBe(409);
    expect(skip.body.code).toBe('INVALID_TRANSITION');
    expect(await statusOf(b.id)).toBe('pending');

    await api.get(`bookings/cancel.php?id=${b.id}`);
    for (const status of ['pending', 'confirmed', 'completed']) {
      const res = await api.post('bookings/set-status.php', { id: b.id, status });
      expect(res.status, status).toBe(409);
      expect(res.body.code).toBe('INVALID_TRANSITION');
    }
    expect((await api.get(`bookings/confirm.php?id=${b.id}`)).status).toBe(409);
    expect(await statusOf(b.id)).toBe('cancelled');

    const done = await newBooking();
    await api.get(`bookings/confirm.php?id=${done.id}`);
    await api.post('bookings/set-status.php', { id: done.id, status: 'completed' });
    expect((await api.get(`bookings/cancel.php?id=${done.id}`)).status).toBe(409);
    expect((await api.post('bookings/set-status.php', { id: done.id, status: 'confirmed' })).status).toBe(
      409,
    );
    expect(await statusOf(done.id)).toBe('completed');
  });

  it('answers 400 for an unknown status and 404 for an unknown booking', async () => {
    const b = await newBooking();
    expect((await api.post('bookings/set-status.php', { id: b.id, status: 'lost' })).status).toBe(400);
    expect((await api.post('bookings/set-status.php', { id: 999999, status: 'cancelled' })).status).toBe(404);
    expect((await api.get('bookings/confirm.php?id=999999')).status).toBe(404);
    expect((await api.get('bookings/cancel.php')).status).toBe(400);
  });
});

describe('bookings/record-payment.php', () => {
  it('stores a COMPLETE payment once, confirms the booking and ignores replays', async () => {
    const b = (await save(bookingBody(c, userId, nextDate()))).body;
    const notice = {
      guidId: b.guidId,
      providerPaymentId: `pf-${b.id}`,
      amount: 1000,
      status: 'COMPLETE',
      payload: { m_payment_id: b.guidId },
    };
    const first = await api.post('bookings/record-payment.php', notice);
    expect(first.body).toEqual(paymentReply('confirmed'));
    const read = (await api.get(`bookings/get.php?id=${b.id}`)).body;
    expect(read.status).toBe('confirmed');
    expect(read.paidAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    await api.post('bookings/set-status.php', { id: b.id, status: 'completed' });
    const replay = await api.post('bookings/record-payment.php', { ...notice, amount: 1 });
    expect(replay.body).toEqual(paymentReply('completed', true));
    const stored = await api.db.select().from(payments).where(eq(payments.bookingId, b.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      amount: 1000,
      status: 'COMPLETE',
      payload: { m_payment_id: b.guidId },
    });
  });

  it('stores a payment that is not COMPLETE without confirming', async () => {
    const b = (await save(bookingBody(c, userId, nextDate()))).body;
    const res = await api.post('bookings/record-payment.php', {
      guidId: b.guidId,
      providerPaymentId: `pf-failed-${b.id}`,
      amount: 1000,
      status: 'FAILED',
      payload: {},
    });
    expect(res.body).toEqual(paymentReply('pending'));
    expect((await api.get(`bookings/get.php?id=${b.id}`)).body.paidAt).toBeNull();
    expect(await api.db.select().from(payments).where(eq(payments.bookingId, b.id))).toHaveLength(1);
  });

  it('records concurrent replays of one notification once', async () => {
    const b = (await save(bookingBody(c, userId, nextDate()))).body;
    const notice = {
      guidId: b.guidId,
      providerPaymentId: `pf-par-${b.id}`,
      amount: 1000,
      status: 'COMPLETE',
      payload: {},
    };
    const results = await Promise.all([1, 2, 3].map(() => api.post('bookings/record-payment.php', notice)));
    expect(results.map((r) => r.body.duplicate).sort()).toEqual([false, true, true]);
    expect(results.every((r) => r.body.status === 'confirmed')).toBe(true);
    expect(await api.db.select().from(payments).where(eq(payments.bookingId, b.id))).toHaveLength(1);
  });

  describe('a COMPLETE payment after the 30-minute hold', () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    const paymentOf = (guidId: string, id: string) => ({
      guidId,
      providerPaymentId: id,
      amount: 1000,
      status: 'COMPLETE',
      payload: {},
    });
    /** A booking whose hold ran out `minutes` ago and that the hold-expiry job cancelled. */
    async function expiredHold(date: string) {
      const b = (await save(bookingBody(c, userId, date))).body;
      await api.db
        .update(bookings)
        .set({ heldUntil: minutesAgo(1) })
        .where(eq(bookings.id, b.id));
      expect(await cancelExpiredHolds(api.db)).toContain(b.id);
      return b;
    }
    const storedPayments = async (bookingId: number) =>
      api.db.select().from(payments).where(eq(payments.bookingId, bookingId));

    it('confirms the booking when its slot still has room', async () => {
      const b = await expiredHold(nextDate());
      const res = await api.post('bookings/record-payment.php', paymentOf(b.guidId, `pf-late-${b.id}`));
      expect(res.body).toEqual(paymentReply('confirmed'));
      const read = (await api.get(`bookings/get.php?id=${b.id}`)).body;
      expect(read.status).toBe('confirmed');
      expect(read.paidAt).toMatch(/^\d{4}-/);
    });

    it('keeps it cancelled, keeps the payment and says a refund is due when the slot filled since', async () => {
      const date = nextDate();
      const b = await expiredHold(date);
      for (let i = 0; i < 2; i++) expect((await save(bookingBody(c, userId, date))).status).toBe(200);
      const res = await api.post('bookings/record-payment.php', paymentOf(b.guidId, `pf-full-${b.id}`));
      expect(res.body).toEqual(paymentReply('cancelled', false, 'slot_full'));
      expect((await api.get(`bookings/get.php?id=${b.id}`)).body).toMatchObject({
        status: 'cancelled',
        paidAt: null,
      });
      expect(await storedPayments(b.id)).toHaveLength(1);
      const replay = await api.post('bookings/record-payment.php', paymentOf(b.guidId, `pf-full-${b.id}`));
      expect(replay.body).toEqual(paymentReply('cancelled', true));
    });

    it('cancels a still-pending booking whose hold ran out when the slot filled since', async () => {
      const date = nextDate();
      const b = (await save(bookingBody(c, userId, date))).body;
      await api.db
        .update(bookings)
        .set({ heldUntil: minutesAgo(1) })
        .where(eq(bookings.id, b.id));
      for (let i = 0; i < 2; i++) expect((await save(bookingBody(c, userId, date))).status).toBe(200);
      const res = await api.post('bookings/record-payment.php', paymentOf(b.guidId, `pf-pend-${b.id}`));
      expect(res.body).toEqual(paymentReply('cancelled', false, 'slot_full'));
      expect(await storedPayments(b.id)).toHaveLength(1);
    });

    it('does not revive a booking cancelled within its hold; a refund is due', async () => {
      const b = (await save(bookingBody(c, userId, nextDate()))).body;
      await api.get(`bookings/cancel.php?id=${b.id}`);
      const res = await api.post('bookings/record-payment.php', paymentOf(b.guidId, `pf-cxl-${b.id}`));
      expect(res.body).toEqual(paymentReply('cancelled', false, 'cancelled'));
      expect((await api.get(`bookings/get.php?id=${b.id}`)).body.status).toBe('cancelled');
      expect(await storedPayments(b.id)).toHaveLength(1);
    });

    it('does not revive a booking its customer cancelled after the hold ran out, before the job came by', async () => {
      const b = (await save(bookingBody(c, userId, nextDate()))).body;
      await api.db
        .update(bookings)
        .set({ heldUntil: minutesAgo(15) })
        .where(eq(bookings.id, b.id));
      await api.get(`bookings/cancel.php?id=${b.id}`);
      expect(await cancelExpiredHolds(api.db)).not.toContain(b.id);
      const res = await api.post('bookings/record-payment.php', paymentOf(b.guidId, `pf-late-cxl-${b.id}`));
      expect(res.body).toEqual(paymentReply('cancelled', false, 'cancelled'));
      expect((await api.get(`bookings/get.php?id=${b.id}`)).body.status).toBe('cancelled');
    });
  });

  it('answers 404 for an unknown booking and 400 for a bad body', async () => {
    const notice = {
      guidId: 'booking-none',
      providerPaymentId: 'pf-x',
      amount: 1,
      status: 'COMPLETE',
      payload: {},
    };
    expect((await api.post('bookings/record-payment.php', notice)).status).toBe(404);
    expect((await api.post('bookings/record-payment.php', { ...notice, amount: -1 })).status).toBe(400);
    expect((await api.post('bookings/record-payment.php', { guidId: 'x' })).status).toBe(400);
    expect(await api.db.select().from(payments).where(eq(payments.providerPaymentId, 'pf-x'))).toHaveLength(
      0,
    );
  });
});

describe('bookings/slots.php', () => {
  it('counts the bookings holding each of the ten slots, cancelled ones excluded', async () => {
    const date = nextDate();
    const a = (await save(bookingBody(c, userId, date, BOOKING_SLOTS[0]))).body;
    await save(bookingBody(c, userId, date, BOOKING_SLOTS[0]));
    const b = (await save(bookingBody(c, userId, date, BOOKING_SLOTS[9]))).body;
    await api.get(`bookings/confirm.php?id=${b.id}`);
    const cancelled = (await save(bookingBody(c, userId, date, BOOKING_SLOTS[4]))).body;
    await api.get(`bookings/cancel.php?id=${cancelled.id}`);
    await api.get(`bookings/cancel.php?id=${a.id}`);

    const res = await api.get(`bookings/slots.php?date=${date}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      BOOKING_SLOTS.map((bookingTime, i) => ({
        bookingTime,
        taken: i === 0 ? 1 : i === 9 ? 1 : 0,
        capacity: 2,
      })),
    );
    expect((await api.get('bookings/slots.php?date=tomorrow')).status).toBe(400);
    expect((await api.get('bookings/slots.php')).status).toBe(400);
  });
});

describe('bookingmodifier/*', () => {
  it('saves, reads, lists, updates and deletes a booking modifier with a snapshot of the option', async () => {
    const b = (await save({ ...bookingBody(c, userId, nextDate()), modifierOptionIds: [] })).body;
    const saved = await api.post('bookingmodifier/save.php', {
      bookingId: b.id,
      modifierId: c.modifier.id,
      modifierOptionId: c.modifierOptions.firstTime.id,
      created_by: userId,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      bookingId: b.id,
      name: 'First-time client',
      modifierId: c.modifier.id,
      modifierOptionId: c.modifierOptions.firstTime.id,
      optionName: 'Yes',
      type: 'discount',
      units: 'percent',
      value: 25,
      statusId: 1,
      created_by: userId,
    });
    const id = saved.body.id;
    expect((await api.get(`bookingmodifier/get.php?id=${id}`)).body).toEqual(saved.body);
    expect((await api.get(`bookingmodifier/list.php?booking_id=${b.id}`)).body).toEqual([saved.body]);
    expect((await api.get(`bookings/get.php?id=${b.id}`)).body.modifiers).toHaveLength(1);

    // The admin "booking-manager" form's snake_case names work too.
    const updated = await api.post('bookingmodifier/save.php', {
      id,
      booking_id: b.id,
      modifier_id: c.modifier.id,
      modifier_option_id: c.modifierOptions.notFirstTime.id,
      statusId: 2,
    });
    expect(updated.body).toMatchObject({
      id,
      optionName: 'No',
      type: 'no_charge',
      value: 0,
      units: null,
      statusId: 2,
    });

    const twin = await api.post('bookingmodifier/save.php', {
      bookingId: b.id,
      modifierId: c.modifier.id,
      modifierOptionId: c.modifierOptions.firstTime.id,
    });
    expect(twin.status).toBe(409);

    expect((await api.get(`bookingmodifier/delete.php?id=${id}`)).body).toEqual({ success: true });
    expect((await api.get(`bookingmodifier/get.php?id=${id}`)).status).toBe(404);
    expect((await api.get(`bookingmodifier/delete.php?id=${id}`)).status).toBe(404);
    expect((await api.get(`bookingmodifier/list.php?booking_id=${b.id}`)).body).toEqual([]);
  });

  it('refuses an option of another modifier, an unknown booking and an unknown id', async () => {
    const b = (await save({ ...bookingBody(c, userId, nextDate()), modifierOptionIds: [] })).body;
    const wrong = await api.post('bookingmodifier/save.php', {
      bookingId: b.id,
      modifierId: c.secondModifier.id,
      modifierOptionId: c.modifierOptions.firstTime.id,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toHaveProperty('modifierOptionId');
    const noBooking = await api.post('bookingmodifier/save.php', {
      bookingId: 999999,
      modifierId: c.modifier.id,
      modifierOptionId: c.modifierOptions.firstTime.id,
    });
    expect(noBooking.status).toBe(400);
    expect(noBooking.body.fields).toHaveProperty('bookingId');
    const missing = await api.post('bookingmodifier/save.php', {
      id: 999999,
      bookingId: b.id,
      modifierId: c.modifier.id,
      modifierOptionId: c.modifierOptions.firstTime.id,
    });
    expect(missing.status).toBe(404);
    expect((await api.post('bookingmodifier/save.php', {})).status).toBe(400);
    expect(
      await api.db.select().from(bookingModifiers).where(eq(bookingModifiers.bookingId, b.id)),
    ).toHaveLength(0);
  });
});
