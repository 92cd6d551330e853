/**
 * The events beyond a booking's making, paying, cancelling, moving and refunding (migration 0067's
 * triggers), on the database itself (PGlite, and PostgreSQL in api-pg): booking.completed,
 * booking.refund_due, a series' visits made and skipped, its pause, resume and stop, a quote request
 * sent and priced. Each is written once, in the transaction of its change, through the api's own
 * routes; a change rolled back writes nothing; one subject's events are claimed in order.
 */
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { WEBHOOK_EVENTS } from '@greenleaf/shared/rules/webhooks';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  categories,
  payments,
  quoteRequests,
  services,
  variationOptions,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { workingDayFrom, workingDayUntil } from '../test/calendar.js';
import { bookingBody, type Catalogue, insertUser, startBookingTestApi } from '../bookings/test-fixtures.js';
import { claimWebhookDeliveries, recordWebhookResult } from './outbox.js';

let api: TestApi;
let c: Catalogue;
let endpointId: number;
let quoteServiceId: number;
beforeAll(async () => {
  ({ api, c } = await startBookingTestApi());
  const [e] = await api.db
    .insert(webhookEndpoints)
    .values({ url: 'https://partner.example/more', secret: 'whsec_test', events: [...WEBHOOK_EVENTS] })
    .returning();
  endpointId = e!.id;
  const [category] = await api.db.insert(categories).values({ name: 'Design' }).returning();
  const [service] = await api.db
    .insert(services)
    .values({ categoryId: category!.id, name: 'Garden design', basePrice: 0, quoteOnly: true })
    .returning();
  quoteServiceId = service!.id;
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

interface Event {
  type: string;
  eventId: string;
  subject: string;
  bookingId: number | null;
  data: Record<string, unknown>;
}

/** The events about `subject` (`series:<id>`, `booking:<id>`, `quote_request:<id>`), oldest first. */
async function eventsAbout(subject: string, type?: string): Promise<Event[]> {
  const rows = await api.db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.subject, subject),
        eq(webhookDeliveries.endpointId, endpointId),
        type ? eq(webhookDeliveries.type, type) : undefined,
      ),
    )
    .orderBy(webhookDeliveries.id);
  return rows.map((r) => ({
    type: r.type,
    eventId: r.eventId,
    subject: r.subject,
    bookingId: r.bookingId,
    data: (r.payload as { data: Record<string, unknown> }).data,
  }));
}

const types = async (subject: string) => (await eventsAbout(subject)).map((e) => e.type);

/** A fortnightly mowing, paid, with its later visits planned by the series job. */
async function paidSeries() {
  const user = await insertUser(api.db);
  const res = await api.post<{ id: number; seriesId: number }>('bookings/save.php', {
    ...bookingBody(c, user.id, nextStart()),
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
  });
  expect(res.status, res.text).toBe(200);
  await api.db
    .update(bookings)
    .set({ paidAt: sql`now()`, status: 'confirmed', heldUntil: null })
    .where(eq(bookings.id, res.body.id));
  await api.post('series/extend.php', { windowWeeks: 8, limit: 1000 });
  const series = (await api.get<any>(`series/get.php?id=${res.body.seriesId}`)).body;
  return { firstId: res.body.id, seriesId: res.body.seriesId, visits: series.visits as any[] };
}

/** The large lawn's option repeats fortnightly for the series' tests, and not for the others. */
const repeatLargeLawn = (repeatWeeks: number | null) =>
  api.db.update(variationOptions).set({ repeatWeeks }).where(eq(variationOptions.id, c.options.large.id));

describe('series events', () => {
  beforeAll(() => repeatLargeLawn(2));
  afterAll(() => repeatLargeLawn(null));
  it('series.visit_created: one per visit the series job makes (the first visit is booking.created)', async () => {
    const s = await paidSeries();
    const made = await eventsAbout(`series:${s.seriesId}`, 'series.visit_created');
    const later = s.visits.filter((v) => v.id !== s.firstId);
    expect(later.length).toBeGreaterThan(1);
    expect(made.map((e) => e.bookingId)).toEqual(later.map((v) => v.id));
    expect(made[0]!.data).toMatchObject({
      id: String(s.seriesId),
      kind: 'repeat',
      status: 'active',
      repeatWeeks: 2,
      currency: 'ZAR',
      visit: {
        id: String(later[0].id),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        status: expect.any(String),
      },
    });
    expect(new Set(made.map((e) => e.eventId)).size).toBe(made.length);
    // Planning the same window again makes no visit, so no event.
    await api.post('series/extend.php', { windowWeeks: 8, limit: 1000 });
    expect(await eventsAbout(`series:${s.seriesId}`, 'series.visit_created')).toHaveLength(made.length);
  });

  it("series.visit_skipped once on a skip (beside the visit's booking.cancelled), none on a dry run", async () => {
    const s = await paidSeries();
    const second = s.visits.find((v) => v.id !== s.firstId)!;
    const dry = await api.post('series/skip.php', { bookingId: second.id, dryRun: true });
    expect(dry.status, dry.text).toBe(200);
    expect(await eventsAbout(`series:${s.seriesId}`, 'series.visit_skipped')).toEqual([]);
    const res = await api.post('series/skip.php', { bookingId: second.id });
    expect(res.status, res.text).toBe(200);
    const skipped = await eventsAbout(`series:${s.seriesId}`, 'series.visit_skipped');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ bookingId: second.id, data: { visit: { id: String(second.id) } } });
    expect(await types(`booking:${second.id}`)).toEqual(['booking.cancelled']);
  });

  it('series.paused, series.resumed and series.stopped, in order, each once; a dry run writes none', async () => {
    const s = await paidSeries();
    const subject = `series:${s.seriesId}`;
    const before = await types(subject);
    const change = (action: string, o: object = {}) =>
      api.post<any>('series/change.php', { id: s.seriesId, action, cutoffHours: 0, ...o });
    const dry = await change('pause', { dryRun: true });
    expect(dry.status, dry.text).toBe(200);
    expect(await types(subject)).toEqual(before);

    const paused = await change('pause');
    expect(paused.status, paused.text).toBe(200);
    const resumed = await change('resume');
    expect(resumed.status, resumed.text).toBe(200);
    const stopped = await change('stop');
    expect(stopped.status, stopped.text).toBe(200);
    const after = (await types(subject)).slice(before.length).filter((t) => t !== 'series.visit_created');
    expect(after).toEqual(['series.paused', 'series.resumed', 'series.stopped']);
    const [p] = await eventsAbout(subject, 'series.paused');
    expect(p!.data).toMatchObject({ status: 'paused', pausedFrom: expect.any(String) });
    const [r] = await eventsAbout(subject, 'series.resumed');
    expect(r!.data).toMatchObject({ status: 'active', previousStatus: 'paused', pausedFrom: null });
    const [st] = await eventsAbout(subject, 'series.stopped');
    expect(st!.data).toMatchObject({ previousStatus: 'active', endDate: expect.any(String) });
  });

  it("claims one series' events in order: the next waits until the one before is delivered", async () => {
    const s = await paidSeries();
    await api.post('series/change.php', { id: s.seriesId, action: 'pause', cutoffHours: 0 });
    await api.post('series/change.php', { id: s.seriesId, action: 'resume', cutoffHours: 0 });
    const mine = (await eventsAbout(`series:${s.seriesId}`)).map((e) => e.eventId);
    const seen: string[] = [];
    for (let round = 0; round < 200 && seen.length < mine.length; round++) {
      const claimed = await claimWebhookDeliveries(api.db, { limit: 500, leaseSeconds: 300 });
      const ours = claimed.filter((d) => mine.includes(d.eventId));
      // At most one of the series' events at a time.
      expect(ours.length).toBeLessThanOrEqual(1);
      for (const d of claimed) await recordWebhookResult(api.db, { id: d.id, delivered: true });
      seen.push(...ours.map((d) => d.eventId));
      if (claimed.length === 0) break;
    }
    expect(seen).toEqual(mine);
  });
});

describe('booking events', () => {
  it('booking.completed once when the visit is marked done, with the status it had', async () => {
    const user = await insertUser(api.db);
    const res = await api.post<{ id: number }>('bookings/save.php', bookingBody(c, user.id, nextStart()));
    expect(res.status, res.text).toBe(200);
    // Its day has come (a visit is completed only from its day).
    await api.db
      .update(bookings)
      .set({ status: 'confirmed', paidAt: sql`now()`, bookingDate: workingDayUntil(today) })
      .where(eq(bookings.id, res.body.id));
    const done = await api.post<any>('bookings/set-status.php', {
      id: res.body.id,
      status: 'completed',
      byOffice: true,
    });
    expect(done.status, done.text).toBe(200);
    // The same move again changes nothing and says nothing.
    await api.post('bookings/set-status.php', { id: res.body.id, status: 'completed', byOffice: true });
    const completed = await eventsAbout(`booking:${res.body.id}`, 'booking.completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.data).toMatchObject({
      id: String(res.body.id),
      status: 'completed',
      previousStatus: 'confirmed',
      completedAt: expect.any(String),
    });
  });

  it('booking.refund_due when a payment is owed back (a second payment), then booking.refunded', async () => {
    const user = await insertUser(api.db);
    const res = await api.post<{ id: number; guidId: string }>(
      'bookings/save.php',
      bookingBody(c, user.id, nextStart()),
    );
    expect(res.status, res.text).toBe(200);
    const pay = (n: number) =>
      api.post('bookings/record-payment.php', {
        guidId: res.body.guidId,
        providerPaymentId: `pf-due-${res.body.id}-${n}`,
        amount: 500,
        status: 'COMPLETE',
        payload: {},
      });
    expect((await pay(1)).status).toBe(200);
    expect(await eventsAbout(`booking:${res.body.id}`, 'booking.refund_due')).toEqual([]);
    expect((await pay(2)).status).toBe(200);
    const due = await eventsAbout(`booking:${res.body.id}`, 'booking.refund_due');
    expect(due).toHaveLength(1);
    expect(due[0]!.data).toMatchObject({ refund: { amount: 500, reason: 'second_payment' } });
    const [second] = await api.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, res.body.id), eq(payments.refundStatus, 'due')));
    await api.db
      .update(payments)
      .set({ refundStatus: 'refunded', refundedAt: sql`now()`, refundReference: 'EFT 1' })
      .where(eq(payments.id, second!.id));
    expect(await types(`booking:${res.body.id}`)).toEqual(
      expect.arrayContaining(['booking.refund_due', 'booking.refunded']),
    );
    expect(await eventsAbout(`booking:${res.body.id}`, 'booking.refund_due')).toHaveLength(1);
  });
});

describe('booking.refund_due as its transaction ends', () => {
  it('writes nothing when the transaction settles it as not owed, and the amount owed when it lowers it', async () => {
    const user = await insertUser(api.db);
    const res = await api.post<{ id: number; guidId: string }>(
      'bookings/save.php',
      bookingBody(c, user.id, nextStart()),
    );
    expect(res.status, res.text).toBe(200);
    const paid = await api.post('bookings/record-payment.php', {
      guidId: res.body.guidId,
      providerPaymentId: `pf-settle-${res.body.id}`,
      amount: 1000,
      status: 'COMPLETE',
      payload: {},
    });
    expect(paid.status, paid.text).toBe(200);
    const [payment] = await api.db.select().from(payments).where(eq(payments.bookingId, res.body.id));
    const mark = (o: Partial<typeof payments.$inferInsert>) =>
      api.db.update(payments).set(o).where(eq(payments.id, payment!.id));
    // Marked due, then cleared, in one transaction (as a programme given up may): nothing is owed.
    await api.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ refundStatus: 'due', refundReason: 'cancelled' })
        .where(eq(payments.id, payment!.id));
      await tx
        .update(payments)
        .set({ refundStatus: null, refundReason: null })
        .where(eq(payments.id, payment!.id));
    });
    expect(await eventsAbout(`booking:${res.body.id}`, 'booking.refund_due')).toEqual([]);
    // Marked due, then lowered to the share owed back: one event, with what is owed.
    await api.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ refundStatus: 'due', refundReason: 'cancelled' })
        .where(eq(payments.id, payment!.id));
      await tx.update(payments).set({ refundAmount: 400 }).where(eq(payments.id, payment!.id));
    });
    const due = await eventsAbout(`booking:${res.body.id}`, 'booking.refund_due');
    expect(due.map((e) => e.data.refund)).toEqual([
      { paymentId: String(payment!.id), amount: 400, reason: 'cancelled' },
    ]);
    // A later change to a refund still due is no new event.
    await mark({ refundAmount: 300 });
    expect(await eventsAbout(`booking:${res.body.id}`, 'booking.refund_due')).toHaveLength(1);
  });
});

describe('quote request events', () => {
  it('quote_request.created when sent, quote_request.priced when the office books it, without contact details', async () => {
    const sent = await api.post<{ id: number }>('quote-requests/save.php', {
      serviceId: quoteServiceId,
      name: 'Thandi Mokoena',
      email: `thandi-${Date.now()}@example.co.za`,
      phone: '084 555 1234',
      street: '12 Kloof Street',
      suburb: 'Gardens',
      postalCode: '8001',
      description: 'A water-wise front garden.',
    });
    expect(sent.status, sent.text).toBe(200);
    const subject = `quote_request:${sent.body.id}`;
    const [created] = await eventsAbout(subject, 'quote_request.created');
    expect(created!.data).toMatchObject({
      id: String(sent.body.id),
      status: 'new',
      serviceName: 'Garden design',
      suburb: 'Gardens',
      booking: null,
    });
    expect(JSON.stringify(created!.data)).not.toMatch(/Thandi|example\.co\.za|555/);

    const booked = await api.post<any>('quote-requests/book.php', {
      id: sent.body.id,
      bookingDate: nextStart(),
      bookingTime: '10:00 - 10:45',
      lines: [{ serviceId: quoteServiceId, price: 4200 }],
    });
    expect(booked.status, booked.text).toBe(200);
    expect(await types(subject)).toEqual(['quote_request.created', 'quote_request.priced']);
    const [priced] = await eventsAbout(subject, 'quote_request.priced');
    expect(priced!.data).toMatchObject({
      status: 'booked',
      booking: { id: String(booked.body.booking.id), totalPrice: 4200, currency: 'ZAR' },
    });
  });

  it('writes nothing for a change rolled back', async () => {
    const before = await api.db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries);
    await expect(
      api.db.transaction(async (tx) => {
        await tx.insert(quoteRequests).values({
          serviceName: 'Garden design',
          name: 'Rolled Back',
          email: 'rolled@example.co.za',
          phone: '0845550000',
          street: '1 Long Street',
          suburb: 'Gardens',
          postalCode: '8001',
          description: 'never',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await api.db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
