/**
 * Money owed back (docs/product.md "Payments"): a payment the booking cannot take is kept, marked owed
 * with its reason, and shown on the booking and in the office's list of refunds due; the office records
 * each refund as made. Runs on PGlite (api) and PostgreSQL (api-pg).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { bookingBody, type Catalogue, dayCounter, insertUser, startBookingTestApi } from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
let officeId: number;
beforeAll(async () => {
  ({ api, c, userId } = await startBookingTestApi());
  officeId = (await insertUser(api.db, { name: 'Office Manager' })).id;
});
afterAll(() => api.close());

const nextDate = dayCounter(2032);

const newBooking = async (): Promise<{ id: number; guidId: string }> =>
  (await api.post('bookings/save.php', bookingBody(c, userId, nextDate()))).body;

const pay = (guidId: string, providerPaymentId: string, amount = 1000) =>
  api.post('bookings/record-payment.php', {
    guidId,
    providerPaymentId,
    amount,
    status: 'COMPLETE',
    payload: {},
  });

const read = async (id: number) => (await api.get(`bookings/get.php?id=${id}`)).body;

const paymentRows = async (bookingId: number) =>
  (await api.get(`bookings/payments.php?id=${bookingId}`)).body as {
    id: number;
    providerPaymentId: string;
    amount: number;
    refundStatus: string | null;
    refundReason: string | null;
    refundedAt: string | null;
    refundedByName: string | null;
  }[];

/** The office's list of refunds due: the bookings whose refund_status is 'due'. */
const inRefundsDue = async (id: number) =>
  (
    await api.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, id), eq(bookings.refundStatus, 'due')))
  ).length === 1;

describe('a second payment for a paid booking', () => {
  it('is kept and owed back; the booking stays confirmed and paid once, and shows the refund due', async () => {
    const b = await newBooking();
    expect((await pay(b.guidId, `pf-first-${b.id}`)).body).toMatchObject({
      status: 'confirmed',
      paid: true,
      refundDue: null,
    });
    const paidAt = (await read(b.id)).paidAt;
    const second = await pay(b.guidId, `pf-second-${b.id}`, 1000);
    expect(second.body).toMatchObject({
      status: 'confirmed',
      duplicate: false,
      paid: false,
      refundDue: 'second_payment',
      movedVisits: [],
    });
    expect(await read(b.id)).toMatchObject({
      status: 'confirmed',
      paidAt,
      refundStatus: 'due',
      refundDue: 1000,
      refunded: 0,
    });
    expect(await inRefundsDue(b.id)).toBe(true);
    expect(await paymentRows(b.id)).toMatchObject([
      { providerPaymentId: `pf-first-${b.id}`, refundStatus: null, refundReason: null },
      { providerPaymentId: `pf-second-${b.id}`, refundStatus: 'due', refundReason: 'second_payment' },
    ]);

    // The provider sends the second notification again: nothing changes and nothing is said.
    const replay = await pay(b.guidId, `pf-second-${b.id}`, 1000);
    expect(replay.body).toMatchObject({ duplicate: true, paid: false, refundDue: null });
    expect(await paymentRows(b.id)).toHaveLength(2);
    expect((await read(b.id)).refundDue).toBe(1000);
  });

  it('of five different payments at once, one confirms the booking and four are owed back', async () => {
    const b = await newBooking();
    const replies = await Promise.all([1, 2, 3, 4, 5].map((n) => pay(b.guidId, `pf-five-${b.id}-${n}`)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(replies.filter((r) => r.body.paid)).toHaveLength(1);
    expect(replies.filter((r) => r.body.refundDue === 'second_payment')).toHaveLength(4);
    const rows = await paymentRows(b.id);
    expect(rows).toHaveLength(5);
    expect(rows.filter((p) => p.refundStatus === 'due')).toHaveLength(4);
    const kept = rows.find((p) => p.refundStatus === null)!;
    const payer = replies.find((r) => r.body.paid)!;
    expect(payer.body.status).toBe('confirmed');
    expect(kept.providerPaymentId).toBe(`pf-five-${b.id}-${replies.indexOf(payer) + 1}`);
    expect(await read(b.id)).toMatchObject({ status: 'confirmed', refundStatus: 'due', refundDue: 4000 });
  });
});

describe('a payment for a cancelled booking', () => {
  it('is owed back and shown on the booking and in the list of refunds due', async () => {
    const b = await newBooking();
    await api.get(`bookings/cancel.php?id=${b.id}`);
    expect((await read(b.id)).refundStatus).toBeNull();
    expect((await pay(b.guidId, `pf-cxl-${b.id}`, 1000)).body).toMatchObject({
      status: 'cancelled',
      paid: false,
      refundDue: 'cancelled',
    });
    expect(await read(b.id)).toMatchObject({
      status: 'cancelled',
      paidAt: null,
      refundStatus: 'due',
      refundDue: 1000,
    });
    expect(await inRefundsDue(b.id)).toBe(true);
    expect(await paymentRows(b.id)).toMatchObject([{ refundStatus: 'due', refundReason: 'cancelled' }]);
  });

  it('of a paid booking cancelled since: its payment is owed, as is any that comes later', async () => {
    const b = await newBooking();
    await pay(b.guidId, `pf-paid-${b.id}`);
    await api.post('bookings/set-status.php', { id: b.id, status: 'cancelled' });
    expect(await read(b.id)).toMatchObject({ refundStatus: 'due', refundDue: 1000 });
    expect(await paymentRows(b.id)).toMatchObject([{ refundStatus: 'due', refundReason: 'cancelled' }]);
    expect((await pay(b.guidId, `pf-paid-again-${b.id}`)).body.refundDue).toBe('second_payment');
    expect((await read(b.id)).refundDue).toBe(2000);
  });
});

describe('bookings/mark-refunded.php', () => {
  it('records one payment refunded, by whom and when; the booking is refunded once nothing is owed', async () => {
    const b = await newBooking();
    await Promise.all([1, 2, 3].map((n) => pay(b.guidId, `pf-mr-${b.id}-${n}`)));
    const [one, two] = (await paymentRows(b.id)).filter((p) => p.refundStatus === 'due');

    const first = await api.post('bookings/mark-refunded.php', {
      id: b.guidId,
      paymentId: one!.id,
      updated_by: officeId,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ refundStatus: 'due', refundDue: 1000, refunded: 1000 });
    const marked = (await paymentRows(b.id)).find((p) => p.id === one!.id)!;
    expect(marked).toMatchObject({ refundStatus: 'refunded', refundedByName: 'Office Manager' });
    expect(marked.refundedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const again = await api.post('bookings/mark-refunded.php', { id: b.id, paymentId: one!.id });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('NO_REFUND_DUE');

    const last = await api.post('bookings/mark-refunded.php', {
      id: b.id,
      paymentId: two!.id,
      updated_by: officeId,
    });
    expect(last.body).toMatchObject({
      status: 'confirmed',
      refundStatus: 'refunded',
      refundDue: 0,
      refunded: 2000,
    });
    expect(await inRefundsDue(b.id)).toBe(false);
    const history = (await api.get(`bookings/history.php?id=${b.id}`)).body as {
      kind: string;
      actorId: number;
    }[];
    expect(history.filter((e) => e.kind === 'refund').at(-1)).toMatchObject({ actorId: officeId });

    const nothing = await api.post('bookings/mark-refunded.php', { id: b.id });
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('NO_REFUND_DUE');
  });

  it('without a payment, refunds everything owed on the booking (a late payment kept cancelled)', async () => {
    const b = await newBooking();
    await api.get(`bookings/cancel.php?id=${b.id}`);
    await pay(b.guidId, `pf-late-a-${b.id}`);
    await pay(b.guidId, `pf-late-b-${b.id}`);
    const res = await api.post('bookings/mark-refunded.php', { id: b.id, updated_by: officeId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ refundStatus: 'refunded', refundDue: 0, refunded: 2000 });
    expect((await paymentRows(b.id)).map((p) => p.refundStatus)).toEqual(['refunded', 'refunded']);
  });

  it('refunds a paid booking cancelled, and answers NO_REFUND_DUE when nothing is owed', async () => {
    const b = await newBooking();
    const unpaid = await api.post('bookings/mark-refunded.php', { id: b.id });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.code).toBe('NO_REFUND_DUE');

    await pay(b.guidId, `pf-own-${b.id}`);
    await api.post('bookings/set-status.php', { id: b.id, status: 'cancelled' });
    const res = await api.post('bookings/mark-refunded.php', { id: b.id, updated_by: officeId });
    expect(res.body).toMatchObject({ refundStatus: 'refunded', refundDue: 0, refunded: 1000 });
    expect(await paymentRows(b.id)).toMatchObject([
      { refundStatus: 'refunded', refundedByName: 'Office Manager' },
    ]);
  });

  it('answers 404 for a payment of another booking', async () => {
    const a = await newBooking();
    const other = await newBooking();
    await pay(a.guidId, `pf-a-${a.id}`);
    await pay(a.guidId, `pf-a2-${a.id}`);
    const [owed] = await api.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.bookingId, a.id), eq(payments.refundStatus, 'due')));
    const res = await api.post('bookings/mark-refunded.php', { id: other.id, paymentId: owed!.id });
    expect(res.status).toBe(404);
    expect((await read(a.id)).refundDue).toBe(1000);
  });
});
