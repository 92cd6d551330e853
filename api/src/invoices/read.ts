import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, invoices, payments } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { bookingKey } from '../bookings/transitions.js';
import type { InvoiceDocument } from './document.js';

const summary = {
  id: invoices.id,
  kind: invoices.kind,
  number: invoices.number,
  issuedAt: invoices.issuedAt,
  total: invoices.total,
  vat: invoices.vat,
  bookingGuid: invoices.bookingGuid,
  document: invoices.document,
};

type Row = Pick<typeof invoices.$inferSelect, keyof typeof summary>;

function shape(r: Row) {
  const document = r.document as InvoiceDocument;
  return {
    id: r.id,
    kind: r.kind as 'invoice' | 'credit_note',
    number: document.number,
    issuedAt: r.issuedAt,
    total: r.total,
    vat: r.vat,
    bookingGuid: r.bookingGuid,
    document,
  };
}

/** A booking's invoices and credit notes in the order issued (404 for no such booking). */
export async function invoicesOfBooking(db: Db, key: number | string) {
  const [b] = await db.select({ id: bookings.id }).from(bookings).where(bookingKey(key));
  if (!b) throw notFound('Booking');
  const rows = await db
    .select(summary)
    .from(invoices)
    .where(eq(invoices.bookingId, b.id))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map(shape);
}

/** One invoice or credit note with its document (404 for none). */
export async function readInvoice(db: Db, id: number) {
  const [row] = await db.select(summary).from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound('Invoice');
  return shape(row);
}

/** The tax invoice of a payment, by the provider's (or the office's) payment id (404 for none). */
export async function invoiceOfPayment(db: Db, providerPaymentId: string) {
  const [row] = await db
    .select(summary)
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(and(eq(payments.providerPaymentId, providerPaymentId), eq(invoices.kind, 'invoice')));
  if (!row) throw notFound('Invoice');
  return shape(row);
}
