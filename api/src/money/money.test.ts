/**
 * A customer's statement and the accounting export (docs/product.md, "Statements" and "Accounting
 * export"): both add up to the payments recorded (read straight from the table), credit notes and
 * refunds count against them, and the export streams page by page. Runs on PGlite (api) and
 * PostgreSQL (api-pg).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { bookings, users } from '../db/schema.js';
import { paidSums } from '../bookings/paid-amounts.js';
import { refundSums } from '../bookings/refunds.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../test/harness.js';
import {
  bookingBody,
  type Catalogue,
  dayCounter,
  insertUser,
  startCatalogueTestApi,
} from '../bookings/test-fixtures.js';
import { ACCOUNTING_COLUMNS, accountingExport } from './accounting-export.js';

let api: TestApi;
let c: Catalogue;
beforeAll(async () => {
  ({ api, c } = await startCatalogueTestApi({ vatNumber: '4123456789' }));
});
afterAll(() => api.close());

const nextDate = dayCounter(2034);
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const newBooking = async (userId: number): Promise<{ id: number; guidId: string }> =>
  (await api.post('bookings/save.php', bookingBody(c, userId, nextDate()))).body;

const pay = (guidId: string, providerPaymentId: string, amount = 1000, office?: object) =>
  api.post('bookings/record-payment.php', {
    guidId,
    providerPaymentId,
    amount,
    status: 'COMPLETE',
    ...office,
  });

/** A customer with a paid booking, a second payment refunded by hand, an EFT the office took and an unpaid confirmed visit. */
async function customerWithMoney() {
  const office = await insertUser(api.db, { name: 'Office', role: 'admin' });
  const user = await insertUser(api.db, { name: 'Lindiwe Dube' });
  const a = await newBooking(user.id);
  expect((await pay(a.guidId, `pf-a-${a.id}`)).body.paid).toBe(true);
  const b = await newBooking(user.id);
  await pay(b.guidId, `pf-b-${b.id}`);
  expect((await pay(b.guidId, `pf-b2-${b.id}`, 500)).body.refundDue).toBe('second_payment');
  const refunded = await api.post('bookings/mark-refunded.php', {
    id: b.id,
    reference: 'FNB-RF-0042',
    updated_by: office.id,
  });
  expect(refunded.status).toBe(200);
  const e = await newBooking(user.id);
  const eft = { method: 'eft', reference: 'EFT 7781', recordedBy: office.id };
  expect((await pay(e.guidId, `office-${e.id}`, 1000, eft)).body.paid).toBe(true);
  const unpaid = await newBooking(user.id);
  const confirmed = await api.post('bookings/set-status.php', {
    id: unpaid.id,
    status: 'confirmed',
    byOffice: true,
  });
  expect(confirmed.status).toBe(200);
  return { user, bookings: { a, b, e, unpaid } };
}

/** The rand of the customer's completed payments, and of their refunds made, as the table holds them. */
async function recorded(userId: number) {
  const [row] = rowsOf<{ paid: string; refunded: string }>(
    await api.db.execute(sql`
      select coalesce(sum(amount), 0) as paid,
             coalesce(sum(case when refund_status = 'refunded' then coalesce(refund_amount, amount) end), 0) as refunded
        from payments where upper(status) = 'COMPLETE'
         and booking_id in (select id from bookings where user_id = ${userId})`),
  );
  return { paid: Number(row!.paid), refunded: Number(row!.refunded) };
}

describe('money/statement.php', () => {
  it('lists charges, payments, credit notes and refunds in order, with a running balance that adds up', async () => {
    const { user, bookings } = await customerWithMoney();
    const res = await api.get(`money/statement.php?userId=${user.id}`);
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s.entries.map((e: { kind: string }) => e.kind)).toEqual([
      'invoice',
      'payment',
      'invoice',
      'payment',
      'invoice',
      'payment',
      'credit_note',
      'refund',
      'invoice',
      'payment',
    ]);
    const money = await recorded(user.id);
    expect(money).toEqual({ paid: 3500, refunded: 500 });
    expect(s).toMatchObject({
      charged: 3500,
      paid: money.paid,
      credited: 500,
      refunded: money.refunded,
      balance: 0,
      refundDue: 0,
      // The visit the office confirmed without payment still owes its total.
      awaitingPayment: 1000,
    });
    // Each invoice is followed by its payment: the balance comes back to 0; the credit note takes it below.
    expect(s.entries.map((e: { balance: number }) => e.balance)).toEqual([
      1000, 0, 1000, 0, 500, 0, -500, 0, 1000, 0,
    ]);
    const refund = s.entries.find((e: { kind: string }) => e.kind === 'refund');
    expect(refund).toMatchObject({ reference: 'FNB-RF-0042', amount: 500, bookingGuid: bookings.b.guidId });
    expect(s.entries.at(-1)).toMatchObject({ kind: 'payment', method: 'eft', reference: 'EFT 7781' });
    expect(s.entries[0].reference).toMatch(/^INV-\d{6}$/);
    expect(s.entries[0].at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('shows a payment owed back and not refunded yet as refund due', async () => {
    const user = await insertUser(api.db, { name: 'Sipho Ndlovu' });
    const b = await newBooking(user.id);
    await pay(b.guidId, `pf-due-${b.id}`);
    await pay(b.guidId, `pf-due2-${b.id}`, 250);
    const s = (await api.get(`money/statement.php?userId=${user.id}`)).body;
    expect(s).toMatchObject({ charged: 1250, paid: 1250, balance: 0, refundDue: 250, awaitingPayment: 0 });
  });

  it('answers 404 for no such customer', async () => {
    expect((await api.get('money/statement.php?userId=999999')).status).toBe(404);
  });
});

/** RFC 4180 rows (quoted fields may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)) {
    const cells: string[] = [];
    const re = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
    for (let m = re.exec(line); m && m.index < line.length; m = re.exec(line)) {
      cells.push(m[1]!.startsWith('"') ? m[1]!.slice(1, -1).replace(/""/g, '"') : m[1]!);
      if (m[2] === '') break;
    }
    rows.push(cells);
  }
  return rows;
}

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Johannesburg' });

describe('money/accounting-export.php', () => {
  it('exports the period’s invoices, credit notes (negative), payments and refunds, adding up to the table', async () => {
    await customerWithMoney();
    const day = today();
    const res = await api.get(`money/accounting-export.php?from=${day}&to=${day}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain(`greenleaf-accounts-${day}-to-${day}.csv`);
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([...ACCOUNTING_COLUMNS]);
    const col = (name: (typeof ACCOUNTING_COLUMNS)[number]) => ACCOUNTING_COLUMNS.indexOf(name);
    const sumOf = (type: string) =>
      rows
        .filter((r) => r[col('Type')] === type)
        .reduce((s, r) => s + Math.round(Number(r[col('UnitAmount')]) * 100), 0) / 100;
    const [table] = rowsOf<Record<string, string>>(
      await api.db.execute(sql`
        select
          (select coalesce(sum(amount), 0) from payments where upper(status) = 'COMPLETE'
             and (created_at at time zone 'Africa/Johannesburg')::date = ${day}::date) as paid,
          (select coalesce(sum(coalesce(refund_amount, amount)), 0) from payments where refund_status = 'refunded'
             and (refunded_at at time zone 'Africa/Johannesburg')::date = ${day}::date) as refunded,
          (select coalesce(sum(total), 0) from invoices where kind = 'invoice') as invoiced,
          (select coalesce(sum(total), 0) from invoices where kind = 'credit_note') as credited`),
    );
    expect(sumOf('PAYMENT')).toBe(Number(table!.paid));
    expect(sumOf('REFUND')).toBe(-Number(table!.refunded));
    expect(sumOf('INVOICE')).toBe(Number(table!.invoiced));
    expect(sumOf('CREDIT_NOTE')).toBe(-Number(table!.credited));
    // Every completed payment is invoiced: what was invoiced is what was paid.
    expect(sumOf('INVOICE')).toBe(sumOf('PAYMENT'));
    const creditNotes = rows.filter((r) => r[col('Type')] === 'CREDIT_NOTE');
    expect(creditNotes.length).toBeGreaterThan(0);
    for (const r of creditNotes) {
      expect(Number(r[col('UnitAmount')])).toBeLessThan(0);
      expect(Number(r[col('TaxAmount')])).toBeLessThan(0);
      expect(r[col('InvoiceNumber')]).toMatch(/^CN-\d{6}$/);
      expect(r[col('Reference')]).toMatch(/^INV-\d{6}$/);
    }
    const eft = rows.find((r) => r[col('Reference')] === 'EFT 7781');
    expect(eft).toBeDefined();
    expect(eft![col('PaymentMethod')]).toBe('eft');
    expect(eft![col('InvoiceDate')]).toBe(day.split('-').reverse().join('/'));
    // A document's lines carry its VAT to the cent: 15/115 of R1 000 is R130.43.
    const firstInvoice = rows.filter((r) => r[col('InvoiceNumber')] === rows[0]![col('InvoiceNumber')]);
    const vat = firstInvoice.reduce((s, r) => s + Math.round(Number(r[col('TaxAmount')]) * 100), 0);
    expect(vat).toBe(13043);
  });

  it('reads page by page: small pages give the same file', async () => {
    const day = today();
    let whole = '';
    for await (const chunk of accountingExport(api.db, day, day)) whole += chunk;
    const chunks: string[] = [];
    for await (const chunk of accountingExport(api.db, day, day, 2)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe(whole);
  });

  it('refuses a period that ends before it starts, or none outside it', async () => {
    expect((await api.get('money/accounting-export.php?from=2030-02-01&to=2030-01-01')).status).toBe(400);
    const empty = await api.get('money/accounting-export.php?from=2001-01-01&to=2001-01-31');
    expect(parseCsv(empty.text)).toEqual([[...ACCOUNTING_COLUMNS]]);
  });
});

describe("a booking's paid and refund sums (bookings/paid-amounts.ts, bookings/refunds.ts)", () => {
  it('are the same read from bookings alone as with a join', async () => {
    const { bookings: made } = await customerWithMoney();
    const ids = [made.a.id, made.b.id, made.unpaid.id];
    const columns = { id: bookings.id, ...paidSums, ...refundSums };
    // A select from one table: drizzle then writes its columns without the table's name, which a
    // correlated subquery over payments would read as the payment's own id.
    const alone = await api.db.select(columns).from(bookings).where(inArray(bookings.id, ids));
    const joined = await api.db
      .select(columns)
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(inArray(bookings.id, ids));
    const byId = (rows: typeof alone) => [...rows].sort((x, y) => x.id - y.id);
    expect(byId(alone)).toEqual(byId(joined));
    const a = alone.find((r) => r.id === made.a.id)!;
    expect(a).toMatchObject({ keptSum: 1000, paymentCount: 1, dueSum: 0, refundedSum: 0 });
    const b = alone.find((r) => r.id === made.b.id)!;
    expect(b).toMatchObject({ keptSum: 1000, paymentCount: 2, refundedSum: 500 });
    expect(alone.find((r) => r.id === made.unpaid.id)).toMatchObject({ keptSum: 0, paymentCount: 0 });
  });
});
