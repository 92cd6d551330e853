/**
 * Issuing tax invoices and credit notes (docs/product.md, "Invoices"), always inside the transaction
 * that records the payment or the refund: the number is taken from `invoice_counters` under its row
 * lock, so a rolled-back payment gives its number back (no gaps) and two replicas never share one.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  BusinessEnvSchema,
  vatIncluded,
  VAT_RATE_PERCENT,
  type BusinessEnv,
} from '@greenleaf/shared/rules/vat';
import type { Tx } from '../db/client.js';
import { bookings, bookingServices, invoiceCounters, invoices, payments, users } from '../db/schema.js';
import type { InvoiceDocument, InvoiceKind } from './document.js';
import { invoiceNumberText } from './document.js';

/** The business as configured; the defaults when a caller (a test) gives none. */
export const defaultBusiness: BusinessEnv = BusinessEnvSchema.parse({});

/** The business from the api's configuration, defaults for what it leaves out. */
export function businessOf(config: Partial<BusinessEnv>): BusinessEnv {
  return BusinessEnvSchema.parse({
    BUSINESS_LEGAL_NAME: config.BUSINESS_LEGAL_NAME,
    BUSINESS_ADDRESS: config.BUSINESS_ADDRESS,
    BUSINESS_VAT_NUMBER: config.BUSINESS_VAT_NUMBER,
  });
}

async function nextNumber(tx: Tx, kind: InvoiceKind): Promise<number> {
  const [row] = await tx
    .update(invoiceCounters)
    .set({ lastNumber: sql`${invoiceCounters.lastNumber} + 1` })
    .where(eq(invoiceCounters.kind, kind))
    .returning({ n: invoiceCounters.lastNumber });
  if (!row) throw new Error(`invoice_counters has no row for ${kind} (migration 0040)`);
  return row.n;
}

function supplierOf(business: BusinessEnv): InvoiceDocument['supplier'] {
  return {
    name: business.BUSINESS_LEGAL_NAME,
    address: business.BUSINESS_ADDRESS,
    vatNumber: business.BUSINESS_VAT_NUMBER || null,
  };
}

/** The customer and the booking's lines as they are now (kept in the document from then on). */
async function bookingParts(tx: Tx, bookingId: number) {
  const [b] = await tx
    .select({
      guidId: bookings.guidId,
      totalPrice: bookings.totalPrice,
      bookingDate: bookings.bookingDate,
      street: bookings.addressStreet,
      suburb: bookings.addressSuburb,
      postalCode: bookings.addressPostalCode,
      name: users.name,
      email: users.email,
      userAddress: users.address,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!b) throw new Error(`no booking ${bookingId}`);
  const lines = await tx
    .select({ description: bookingServices.name, amount: bookingServices.price })
    .from(bookingServices)
    .where(eq(bookingServices.bookingId, bookingId))
    .orderBy(bookingServices.id);
  const siteAddress = [b.street, b.suburb, b.postalCode].filter(Boolean).join(', ');
  return {
    booking: b,
    customer: {
      name: b.name ?? 'Customer',
      email: b.email ?? null,
      address: b.userAddress || siteAddress || null,
    },
    lines,
  };
}

const cents = (rand: number) => Math.round(rand * 100);

/**
 * The lines an invoice of `amount` shows: the booking's services with their prices, and one line for
 * what its options, discounts and credits changed, when the payment is the booking's total; otherwise
 * (a part, or a payment the booking could not take) one line for the booking's services.
 */
function invoiceLines(
  amount: number,
  booking: { guidId: string; totalPrice: number; bookingDate: string | null },
  lines: { description: string; amount: number }[],
): InvoiceDocument['lines'] {
  const names = lines.map((l) => l.description).join(', ') || 'Garden services';
  if (cents(amount) !== cents(booking.totalPrice) || lines.length === 0) {
    return [{ description: `${names} (booking ${booking.guidId})`, amount }];
  }
  const rest = cents(amount) - lines.reduce((s, l) => s + cents(l.amount), 0);
  return [
    ...lines.map((l) => ({ description: l.description, amount: l.amount })),
    ...(rest === 0 ? [] : [{ description: 'Options, discounts and credits', amount: rest / 100 }]),
  ];
}

/**
 * The tax invoice for a completed payment, issued once: a second call for the same payment (a replay)
 * returns the one issued. Returns the invoice's id.
 */
export async function issueInvoice(tx: Tx, paymentId: number, business: BusinessEnv): Promise<number> {
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.kind, 'invoice'), eq(invoices.paymentId, paymentId)));
  if (existing) return existing.id;
  const [p] = await tx
    .select({
      bookingId: payments.bookingId,
      amount: payments.amount,
      method: payments.method,
      reference: payments.reference,
      providerPaymentId: payments.providerPaymentId,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!p) throw new Error(`no payment ${paymentId}`);
  const { booking, customer, lines } = await bookingParts(tx, p.bookingId);
  const supplier = supplierOf(business);
  const vat = supplier.vatNumber ? vatIncluded(p.amount) : 0;
  const number = await nextNumber(tx, 'invoice');
  const document: InvoiceDocument = {
    title: supplier.vatNumber ? 'Tax Invoice' : 'Invoice',
    number: invoiceNumberText('invoice', number),
    supplier,
    customer,
    bookingReference: booking.guidId,
    serviceDate: booking.bookingDate,
    payment: { method: p.method, reference: p.reference ?? p.providerPaymentId },
    lines: invoiceLines(p.amount, booking, lines),
    total: p.amount,
    vat,
    vatRatePercent: supplier.vatNumber ? VAT_RATE_PERCENT : null,
    credits: null,
  };
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'invoice',
      number,
      paymentId,
      bookingId: p.bookingId,
      bookingGuid: booking.guidId,
      total: p.amount,
      vat,
      document,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

/**
 * The credit note for a payment refunded (its `refund_amount` when only a part was), referring to the
 * payment's invoice (issued now when the payment has none: one recorded before invoices existed).
 * Issued once per payment.
 */
export async function issueCreditNote(tx: Tx, paymentId: number, business: BusinessEnv): Promise<number> {
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.kind, 'credit_note'), eq(invoices.paymentId, paymentId)));
  if (existing) return existing.id;
  const invoiceId = await issueInvoice(tx, paymentId, business);
  const [inv] = await tx
    .select({ document: invoices.document, bookingId: invoices.bookingId, bookingGuid: invoices.bookingGuid })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  const [p] = await tx
    .select({ amount: sql<number>`coalesce(${payments.refundAmount}, ${payments.amount})`.mapWith(Number) })
    .from(payments)
    .where(eq(payments.id, paymentId));
  const original = inv!.document as InvoiceDocument;
  const amount = p!.amount;
  const supplier = supplierOf(business);
  const vat = supplier.vatNumber ? vatIncluded(amount) : 0;
  const number = await nextNumber(tx, 'credit_note');
  const document: InvoiceDocument = {
    title: 'Credit Note',
    number: invoiceNumberText('credit_note', number),
    supplier,
    customer: original.customer,
    bookingReference: original.bookingReference,
    serviceDate: original.serviceDate,
    payment: original.payment,
    lines: [{ description: `Refund against ${original.number}`, amount }],
    total: amount,
    vat,
    vatRatePercent: supplier.vatNumber ? VAT_RATE_PERCENT : null,
    credits: original.number,
  };
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'credit_note',
      number,
      paymentId,
      bookingId: inv!.bookingId,
      bookingGuid: inv!.bookingGuid,
      creditsInvoiceId: invoiceId,
      total: amount,
      vat,
      document,
    })
    .returning({ id: invoices.id });
  return row!.id;
}
