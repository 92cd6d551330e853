/**
 * booking.cancelled, booking.rescheduled and booking.refunded (migration 0053's triggers) on the
 * database itself (PGlite, and PostgreSQL in api-pg): each path that cancels, moves or refunds a
 * booking writes exactly one event in its own transaction, and nothing when the change rolls back.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '@greenleaf/shared/rules/webhooks';
import { bookings, crews, payments, webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { cancelExpiredHolds } from '../bookings/hold-expiry.js';
import {
  bookingBody,
  type Catalogue,
  dayCounter,
  insertUser,
  moveHoldEnd,
  startBookingTestApi,
} from '../bookings/test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
beforeAll(async () => {
  ({ api, c, userId } = await startBookingTestApi());
  await api.db
    .insert(webhookEndpoints)
    .values({ url: 'https://partner.example/hooks', secret: 'whsec_test', events: [...WEBHOOK_EVENTS] });
});
afterAll(() => api.close());

const nextDate = dayCounter(2034);

async function book(date = nextDate(), time = '10:00 - 10:45') {
  const user = await insertUser(api.db);
  const res = await api.post('bookings/save.php', { ...bookingBody(c, user.id, date), bookingTime: time });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number; guidId: string };
}

async function pay(b: { id: number; guidId: string }, amount = 1000) {
  const res = await api.post('bookings/record-payment.php', {
    guidId: b.guidId,
    providerPaymentId: `pf-${b.id}-${Math.random()}`,
    amount,
    status: 'COMPLETE',
    payload: {},
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { status: string };
}

/** The events written about a booking, oldest first: [type, payload.data]. */
async function eventsOf(bookingId: number, type?: string) {
  const rows = await api.db
    .select({
      type: webhookDeliveries.type,
      payload: webhookDeliveries.payload,
      eventId: webhookDeliveries.eventId,
    })
    .from(webhookDeliveries)
    .where(
      and(eq(webhookDeliveries.bookingId, bookingId), type ? eq(webhookDeliveries.type, type) : undefined),
    )
    .orderBy(webhookDeliveries.id);
  return rows.map((r) => ({
    type: r.type,
    eventId: r.eventId,
    ...(r.payload as { data: Record<string, unknown> }),
  }));
}

describe('booking.cancelled', () => {
  it('is written once when the customer cancels, with the booking as it stands', async () => {
    const b = await book();
    expect((await api.get(`bookings/cancel.php?id=${b.id}`)).status).toBe(200);
    // Cancelling again changes nothing and writes nothing.
    await api.get(`bookings/cancel.php?id=${b.id}`);
    const events = await eventsOf(b.id, 'booking.cancelled');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'booking.cancelled',
      eventId: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      data: expect.objectContaining({
        guidId: b.guidId,
        id: String(b.id),
        status: 'cancelled',
        previousStatus: 'pending',
        holdExpired: false,
        currency: 'ZAR',
      }),
    });
  });

  it('is written once when the office cancels a confirmed booking', async () => {
    const b = await book();
    await api.get(`bookings/confirm.php?id=${b.id}`);
    const res = await api.post('bookings/set-status.php', {
      id: b.id,
      status: 'cancelled',
      byOffice: true,
      updated_by: userId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await eventsOf(b.id, 'booking.cancelled')).map((e) => e.data.previousStatus)).toEqual([
      'confirmed',
    ]);
  });

  it('is written once for each booking whose unpaid hold ran out', async () => {
    const b = await book();
    await moveHoldEnd(api.db, eq(bookings.id, b.id), -1);
    expect(await cancelExpiredHolds(api.db)).toContain(b.id);
    await cancelExpiredHolds(api.db);
    const events = await eventsOf(b.id, 'booking.cancelled');
    expect(events.map((e) => e.data.holdExpired)).toEqual([true]);
  });

  it('is written once when a late payment finds its slot filled and the booking is cancelled', async () => {
    const date = nextDate();
    const b = await book(date);
    await api.db
      .update(bookings)
      .set({ heldUntil: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(bookings.id, b.id));
    for (let i = 0; i < 2; i++) await book(date);
    expect((await pay(b)).status).toBe('cancelled');
    const events = await eventsOf(b.id);
    // The payment it could not take is owed back (migration 0067's booking.refund_due).
    expect(events.map((e) => e.type)).toEqual(['booking.created', 'booking.cancelled', 'booking.refund_due']);
    expect(events[1]!.data).toMatchObject({ previousStatus: 'pending', holdExpired: false });
    expect(events[2]!.data).toMatchObject({ refund: { amount: 1000, reason: 'slot_full' } });
  });

  it('writes nothing when the cancellation rolls back', async () => {
    const b = await book();
    await expect(
      api.db.transaction(async (tx) => {
        await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, b.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await eventsOf(b.id, 'booking.cancelled')).toEqual([]);
  });
});

describe('booking.rescheduled', () => {
  it('is written once when the booking moves to another slot, with where it was', async () => {
    const from = nextDate();
    const b = await book(from);
    const to = nextDate();
    const res = await api.post('bookings/reschedule.php', {
      id: b.id,
      bookingDate: to,
      bookingTime: '13:00 - 13:45',
      updated_by: userId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const events = await eventsOf(b.id, 'booking.rescheduled');
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      date: to,
      timeSlot: '13:00 - 13:45',
      previous: { date: from, timeSlot: '10:00 - 10:45' },
    });
    // A change that moves nothing (the notes) writes nothing.
    await api.db.update(bookings).set({ propertyNotes: 'Gate code 1234' }).where(eq(bookings.id, b.id));
    expect(await eventsOf(b.id, 'booking.rescheduled')).toHaveLength(1);
  });

  it('is written when the office moves it from one crew to another, not when a first crew is assigned', async () => {
    const [red, blue] = await api.db
      .insert(crews)
      .values([
        { name: `Red ${Math.random()}`, colour: '#aa0000' },
        { name: `Blue ${Math.random()}`, colour: '#0000aa' },
      ])
      .returning();
    const date = nextDate();
    const b = await book(date);
    const moveTo = (crewId: number) =>
      api.post('bookings/reschedule.php', {
        id: b.id,
        bookingDate: date,
        bookingTime: '10:00 - 10:45',
        crewId,
      });
    expect((await moveTo(red!.id)).status).toBe(200);
    expect(await eventsOf(b.id, 'booking.rescheduled')).toEqual([]);
    expect((await moveTo(blue!.id)).status).toBe(200);
    const events = await eventsOf(b.id, 'booking.rescheduled');
    expect(events.map((e) => [e.data.crewId, (e.data.previous as { crewId: string }).crewId])).toEqual([
      [String(blue!.id), String(red!.id)],
    ]);
  });

  it("is written once per booking of a rain day's plan", async () => {
    const [day, next] = [nextDate(), nextDate()];
    const a = await book(day);
    await api.get(`bookings/confirm.php?id=${a.id}`);
    const res = await api.post('bookings/move-many.php', {
      moves: [
        {
          id: a.id,
          fromDate: day,
          fromTime: '10:00 - 10:45',
          fromCrewId: null,
          bookingDate: next,
          bookingTime: '10:00 - 10:45',
          crewId: null,
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await eventsOf(a.id, 'booking.rescheduled')).map((e) => e.data.date)).toEqual([next]);
  });

  it('writes nothing when the move rolls back', async () => {
    const b = await book();
    await expect(
      api.db.transaction(async (tx) => {
        await tx.update(bookings).set({ bookingDate: nextDate() }).where(eq(bookings.id, b.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await eventsOf(b.id, 'booking.rescheduled')).toEqual([]);
  });
});

describe('booking.refunded', () => {
  it('is written once when the office records a refund, and nothing when that rolls back', async () => {
    const b = await book();
    expect((await pay(b)).status).toBe('confirmed');
    await api.get(`bookings/cancel.php?id=${b.id}`);
    expect(await eventsOf(b.id, 'booking.refunded')).toEqual([]);

    const [payment] = await api.db.select().from(payments).where(eq(payments.bookingId, b.id));
    expect(payment).toMatchObject({ refundStatus: 'due' });
    // A refund whose transaction fails after its row was written leaves no event.
    await expect(
      api.db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ refundStatus: 'refunded', refundedAt: new Date().toISOString() })
          .where(eq(payments.id, payment!.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await eventsOf(b.id, 'booking.refunded')).toEqual([]);

    const res = await api.post('bookings/mark-refunded.php', {
      id: b.id,
      reference: 'EFT-1',
      updated_by: userId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await api.post('bookings/mark-refunded.php', { id: b.id });
    const events = await eventsOf(b.id, 'booking.refunded');
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({
      status: 'cancelled',
      refund: { paymentId: String(payment!.id), amount: 1000, reference: 'EFT-1' },
    });
    // booking.cancelled was written once too, booking.created and booking.paid before it, and the
    // refund owed, reported as its transaction commits (migration 0068).
    expect((await eventsOf(b.id)).map((e) => e.type)).toEqual([
      'booking.created',
      'booking.paid',
      'booking.cancelled',
      'booking.refund_due',
      'booking.refunded',
    ]);
  });
});
