/**
 * The accounting export (docs/api.md, "Money"; docs/product.md, "Accounting export"): the invoices,
 * credit notes, payments and refunds made in a period, as a CSV in the layout of Xero's sales invoice
 * import (Sage reads the same columns), streamed in pages of PAGE_ROWS read by keyset so a year of
 * records is never held at once. Prices are VAT-inclusive (import with "Tax inclusive"); a credit
 * note's and a refund's amounts are negative. Dates are Johannesburg days, DD/MM/YYYY.
 */
import { sql } from 'drizzle-orm';
import { csvLine, UTF8_BOM } from '@greenleaf/shared/format/csv';
import { vatIncluded } from '@greenleaf/shared/rules/vat';
import type { Db } from '../db/client.js';
import type { InvoiceDocument } from '../invoices/document.js';

/** The columns, in order: Xero's sales invoice import's, then ours (Type, PaymentMethod). */
export const ACCOUNTING_COLUMNS = [
  'ContactName',
  'EmailAddress',
  'InvoiceNumber',
  'Reference',
  'InvoiceDate',
  'DueDate',
  'Description',
  'Quantity',
  'UnitAmount',
  'AccountCode',
  'TaxType',
  'TaxAmount',
  'Currency',
  'Type',
  'PaymentMethod',
] as const;

type Column = (typeof ACCOUNTING_COLUMNS)[number];
type CsvRow = Partial<Record<Column, string | number | null>>;

/** Xero's default Sales account, and the tax rates by the names a South African Xero organisation uses. */
const SALES_ACCOUNT_CODE = '200';
const TAX_TYPE_VAT = 'Standard Rate Sales';
const TAX_TYPE_NONE = 'No VAT';

/** Rows read per query (a test reads smaller pages). */
const PAGE_ROWS = 500;

type Entry = {
  kind: 'invoice' | 'credit_note' | 'payment' | 'refund';
  id: number;
  k: number;
  at_key: string;
  day: string;
  document: InvoiceDocument | string | null;
  amount: string | number;
  method: string | null;
  reference: string | null;
  invoice_number: string | null;
  contact_name: string | null;
  contact_email: string | null;
  booking_guid: string;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const cents = (rand: number) => Math.round(rand * 100);
/** 2026-03-01 → 01/03/2026. */
const dmy = (day: string) => day.split('-').reverse().join('/');
const dayOf = (at: string) => sql`(${sql.raw(at)} at time zone 'Africa/Johannesburg')::date`;

/** One page of the period's entries after `after` (its at_key, k, id), oldest first. */
async function page(
  db: Db,
  period: { from: string; to: string },
  after: Pick<Entry, 'at_key' | 'k' | 'id'> | null,
  limit: number,
) {
  const { from, to } = period;
  const inPeriod = (at: string) => sql`${dayOf(at)} between ${from}::date and ${to}::date`;
  const keyset = after
    ? sql`and (e.at, e.k, e.id) > (${after.at_key}::timestamptz, ${after.k}, ${after.id})`
    : sql``;
  return rowsOf<Entry>(
    await db.execute(sql`
      select e.*, e.at::text as at_key, to_char(${dayOf('e.at')}, 'YYYY-MM-DD') as day from (
        select i.kind, i.id, case i.kind when 'invoice' then 1 else 2 end as k, i.issued_at as at,
               i.document, i.total as amount, null as method, null as reference,
               ci.document->>'number' as invoice_number,
               i.document->'customer'->>'name' as contact_name,
               i.document->'customer'->>'email' as contact_email, i.booking_guid
          from invoices i left join invoices ci on ci.id = i.credits_invoice_id
         where ${inPeriod('i.issued_at')}
        union all
        select 'payment', p.id, 3, p.created_at, null, p.amount, p.method,
               coalesce(p.reference, p.provider_payment_id), inv.document->>'number',
               coalesce(inv.document->'customer'->>'name', u.name),
               coalesce(inv.document->'customer'->>'email', u.email), b.guid_id
          from payments p join bookings b on b.id = p.booking_id left join users u on u.id = b.user_id
          left join invoices inv on inv.payment_id = p.id and inv.kind = 'invoice'
         where upper(p.status) = 'COMPLETE' and ${inPeriod('p.created_at')}
        union all
        select 'refund', p.id, 4, p.refunded_at, null, coalesce(p.refund_amount, p.amount), p.method,
               p.refund_reference, cn.document->>'number',
               coalesce(cn.document->'customer'->>'name', u.name),
               coalesce(cn.document->'customer'->>'email', u.email), b.guid_id
          from payments p join bookings b on b.id = p.booking_id left join users u on u.id = b.user_id
          left join invoices cn on cn.payment_id = p.id and cn.kind = 'credit_note'
         where p.refund_status = 'refunded' and p.refunded_at is not null and ${inPeriod('p.refunded_at')}
      ) e where true ${keyset}
      order by e.at, e.k, e.id
      limit ${limit}`),
  );
}

/** The VAT of each line, the document's VAT shared out so that the lines add up to it to the cent. */
function lineVat(doc: InvoiceDocument): number[] {
  if (!doc.vatRatePercent) return doc.lines.map(() => 0);
  const each = doc.lines.map((l) => cents(vatIncluded(l.amount, doc.vatRatePercent ?? undefined)));
  const rest = cents(doc.vat) - each.reduce((s, v) => s + v, 0);
  if (each.length > 0) each[each.length - 1]! += rest;
  return each.map((v) => v / 100);
}

/** A document's rows: one per line (Xero joins the lines of one InvoiceNumber); a credit note's negative. */
function documentRows(e: Entry): CsvRow[] {
  const doc = (typeof e.document === 'string' ? JSON.parse(e.document) : e.document) as InvoiceDocument;
  const sign = e.kind === 'credit_note' ? -1 : 1;
  const vat = lineVat(doc);
  return doc.lines.map((line, i) => ({
    ContactName: doc.customer.name,
    EmailAddress: doc.customer.email,
    InvoiceNumber: doc.number,
    Reference: e.kind === 'credit_note' ? doc.credits : doc.bookingReference,
    InvoiceDate: dmy(e.day),
    DueDate: dmy(e.day),
    Description: line.description,
    Quantity: 1,
    UnitAmount: (sign * cents(line.amount)) / 100,
    AccountCode: SALES_ACCOUNT_CODE,
    TaxType: doc.vatRatePercent ? TAX_TYPE_VAT : TAX_TYPE_NONE,
    TaxAmount: (sign * cents(vat[i] ?? 0)) / 100,
    Currency: 'ZAR',
    Type: e.kind === 'credit_note' ? 'CREDIT_NOTE' : 'INVOICE',
    PaymentMethod: null,
  }));
}

/** A payment (positive) or a refund made (negative): the money that moved, against its document. */
function moneyRow(e: Entry): CsvRow {
  const payment = e.kind === 'payment';
  return {
    ContactName: e.contact_name,
    EmailAddress: e.contact_email,
    InvoiceNumber: e.invoice_number,
    Reference: e.reference,
    InvoiceDate: dmy(e.day),
    DueDate: dmy(e.day),
    Description: `${payment ? 'Payment' : 'Refund'} for booking ${e.booking_guid}`,
    Quantity: 1,
    UnitAmount: ((payment ? 1 : -1) * cents(Number(e.amount))) / 100,
    Currency: 'ZAR',
    Type: payment ? 'PAYMENT' : 'REFUND',
    PaymentMethod: e.method,
  };
}

const line = (row: CsvRow) => csvLine(ACCOUNTING_COLUMNS.map((c) => row[c] ?? null));

/** The export's text, a page of rows at a time: the byte-order mark and the header first. */
export async function* accountingExport(
  db: Db,
  from: string,
  to: string,
  pageRows: number = PAGE_ROWS,
): AsyncGenerator<string> {
  yield `${UTF8_BOM}${ACCOUNTING_COLUMNS.join(',')}\r\n`;
  let after: Entry | null = null;
  for (;;) {
    const rows = await page(db, { from, to }, after, pageRows);
    if (rows.length === 0) return;
    let chunk = '';
    for (const e of rows) {
      const out = e.kind === 'invoice' || e.kind === 'credit_note' ? documentRows(e) : [moneyRow(e)];
      chunk += out.map(line).join('');
    }
    yield chunk;
    if (rows.length < pageRows) return;
    after = rows[rows.length - 1]!;
  }
}

/** The export's file name: greenleaf-accounts-2026-03-01-to-2026-03-31.csv. */
export const accountingExportFileName = (from: string, to: string) =>
  `greenleaf-accounts-${from}-to-${to}.csv`;
