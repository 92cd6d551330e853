/**
 * Tax invoices and credit notes (docs/product.md "Invoices"): every completed payment is invoiced in
 * its own transaction, every refund made gets a credit note referring to the invoice, and numbers come
 * from the database without gaps, also from two api replicas at once. Runs on PGlite (api) and
 * PostgreSQL (api-pg).
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../db/schema.js';
import { startReplicaApi, type TestApi } from '../test/harness.js';
import {
  bookingBody,
  type Catalogue,
  dayCounter,
  insertUser,
  startCatalogueTestApi,
} from '../bookings/test-fixtures.js';

const VAT_NUMBER = '4123456789';
let api: TestApi;
let c: Catalogue;
let userId: number;
beforeAll(async () => {
  ({ api, c } = await startCatalogueTestApi({ vatNumber: VAT_NUMBER }));
  userId = (await insertUser(api.db, { name: 'Thandi Mokoena', address: '12 Oak Road, Rondebosch' })).id;
});
afterAll(() => api.close());

const nextDate = dayCounter(2033);

const newBooking = async (on: TestApi = api): Promise<{ id: number; guidId: string }> =>
  (await on.post('bookings/save.php', bookingBody(c, userId, nextDate()))).body;

const pay = (guidId: string, providerPaymentId: string, amount = 1000, on: TestApi = api) =>
  on.post('bookings/record-payment.php', {
    guidId,
    providerPaymentId,
    amount,
    status: 'COMPLETE',
    payload: {},
  });

const listOf = async (booking: number | string) => {
  const res = await api.get(`invoices/list.php?booking=${booking}`);
  expect(res.status).toBe(200);
  return res.body as {
    id: number;
    kind: string;
    number: string;
    total: number;
    vat: number;
    document: Record<string, any>;
  }[];
};

/** Every number of a kind issued in this database, in order. */
const numbersOf = async (kind: 'invoice' | 'credit_note') =>
  (
    await api.db
      .select({ n: invoices.number })
      .from(invoices)
      .where(eq(invoices.kind, kind))
      .orderBy(asc(invoices.number))
  ).map((r) => r.n);

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('a payment recorded', () => {
  it('produces its tax invoice with the supplier, the customer, the lines, the VAT and the total', async () => {
    const b = await newBooking();
    expect((await pay(b.guidId, `pf-inv-${b.id}`)).body.paid).toBe(true);
    const [inv, ...more] = await listOf(b.guidId);
    expect(more).toEqual([]);
    expect(inv).toMatchObject({ kind: 'invoice', total: 1000, vat: 130.43 });
    expect(inv!.number).toMatch(/^INV-\d{6}$/);
    expect(inv!.document).toMatchObject({
      title: 'Tax Invoice',
      number: inv!.number,
      supplier: { vatNumber: VAT_NUMBER },
      customer: { name: 'Thandi Mokoena', address: '12 Oak Road, Rondebosch' },
      bookingReference: b.guidId,
      total: 1000,
      vat: 130.43,
      vatRatePercent: 15,
      credits: null,
      // The booking's lines, and what its options, discounts and credits changed (the test booking's
      // total is set below its lines), add up to the total.
      lines: [
        { description: 'Lawn mowing', amount: 640 },
        { description: 'Spring refresh', amount: 1200 },
        { description: 'Options, discounts and credits', amount: -840 },
      ],
    });
    // The same through the payment's id (the gateway's e-mail attachment) and by id (the download).
    expect((await api.get(`invoices/of-payment.php?providerPaymentId=pf-inv-${b.id}`)).body.id).toBe(inv!.id);
    expect((await api.get(`invoices/get.php?id=${inv!.id}`)).body.document.number).toBe(inv!.number);
  });

  it('replayed, makes no second invoice; a payment the booking cannot take is invoiced too', async () => {
    const b = await newBooking();
    await pay(b.guidId, `pf-once-${b.id}`);
    expect((await pay(b.guidId, `pf-once-${b.id}`)).body.duplicate).toBe(true);
    expect(await listOf(b.id)).toHaveLength(1);
    expect((await pay(b.guidId, `pf-twice-${b.id}`, 500)).body.refundDue).toBe('second_payment');
    const list = await listOf(b.id);
    expect(list.map((i) => [i.kind, i.total, i.vat])).toEqual([
      ['invoice', 1000, 130.43],
      ['invoice', 500, 65.22],
    ]);
  });

  it('a failed payment is not invoiced', async () => {
    const b = await newBooking();
    await api.post('bookings/record-payment.php', {
      guidId: b.guidId,
      providerPaymentId: `pf-failed-${b.id}`,
      amount: 1000,
      status: 'FAILED',
      payload: {},
    });
    expect(await listOf(b.id)).toEqual([]);
  });
});

describe('a refund recorded as made', () => {
  it('produces a credit note referring to the invoice, kept when the booking is gone', async () => {
    const b = await newBooking();
    await pay(b.guidId, `pf-paid-${b.id}`);
    await api.post('bookings/set-status.php', { id: b.id, status: 'cancelled' });
    // Owed, not yet refunded: no credit note.
    expect((await listOf(b.id)).map((i) => i.kind)).toEqual(['invoice']);
    expect((await api.post('bookings/mark-refunded.php', { id: b.id })).status).toBe(200);
    const [inv, cn] = await listOf(b.id);
    expect(cn).toMatchObject({ kind: 'credit_note', total: 1000, vat: 130.43 });
    expect(cn!.number).toMatch(/^CN-\d{6}$/);
    expect(cn!.document).toMatchObject({ title: 'Credit Note', credits: inv!.number });
    // A tax record: the snapshot stays when the booking is deleted (its customer erased).
    const ids = [inv!.id, cn!.id];
    await api.db.execute(`delete from payments where booking_id = ${b.id}`);
    await api.db.execute(`delete from bookings where id = ${b.id}`);
    for (const id of ids) {
      const kept = await api.get(`invoices/get.php?id=${id}`);
      expect(kept.status).toBe(200);
      expect(kept.body.document.customer.name).toBe('Thandi Mokoena');
    }
  });
});

describe('invoice numbers', () => {
  it('run without gaps under 20 concurrent payments from two api replicas', async () => {
    const replica = await startReplicaApi(api, { vatNumber: VAT_NUMBER });
    try {
      const before = await numbersOf('invoice');
      const made = await Promise.all(Array.from({ length: 20 }, (_, i) => newBooking(i % 2 ? api : replica)));
      const replies = await Promise.all(
        made.map((b, i) => pay(b.guidId, `pf-race-${b.id}`, 1000, i % 2 ? replica : api)),
      );
      expect(replies.map((r) => r.status)).toEqual(made.map(() => 200));
      const numbers = await numbersOf('invoice');
      expect(numbers).toEqual(oneToN(before.length + 20));
      // Each of the 20 payments has exactly one of the new numbers.
      const mine = (await Promise.all(made.map((b) => listOf(b.id)))).map((l) => l.map((i) => i.number));
      expect(mine.every((l) => l.length === 1)).toBe(true);
      expect(new Set(mine.flat()).size).toBe(20);
      expect(await numbersOf('credit_note')).toEqual(oneToN((await numbersOf('credit_note')).length));
    } finally {
      await replica.close();
    }
  });
});
