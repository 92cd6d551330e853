/**
 * Money owed back to a customer (docs/product.md "Payments"): each payment carries its own refund
 * state (`payments.refund_status`: a payment the booking could not take, or the payment of a paid
 * booking cancelled since), and the booking's `refund_status` says whether any of it is still owed,
 * which is what the office's list of refunds due filters on.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, payments } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import { bookingKey } from './transitions.js';
import type { BusinessEnv } from '@greenleaf/shared/rules/vat';
import { defaultBusiness, issueCreditNote } from '../invoices/issue.js';
import { outerColumn } from '../db/outer-column.js';

/** The rand of a payment owed back or refunded: its `refund_amount` when only a part is (a programme given up). */
export const owedBackAmount = sql<number>`coalesce(${payments.refundAmount}, ${payments.amount})`.mapWith(
  Number,
);

const paymentsSum = (state: 'due' | 'refunded') =>
  sql<number>`coalesce((select sum(${owedBackAmount}) from ${payments} where ${payments.bookingId} = ${outerColumn(bookings.id)} and ${payments.refundStatus} = ${state}), 0)`.mapWith(
    Number,
  );

/** Columns for a select from `bookings`: the rand owed back now and the rand refunded so far. */
export const refundSums = { dueSum: paymentsSum('due'), refundedSum: paymentsSum('refunded') };

/**
 * The booking's refund in rand: the sum of its payments in each state. A booking marked paid without a
 * recorded payment (made before payments were kept) owes its total.
 */
export function refundAmounts(
  booking: { refundStatus: string | null; totalPrice: number },
  sums: { dueSum: number; refundedSum: number },
) {
  return {
    refundDue: sums.dueSum || (booking.refundStatus === 'due' ? booking.totalPrice : 0),
    refunded: sums.refundedSum || (booking.refundStatus === 'refunded' ? booking.totalPrice : 0),
  };
}

/**
 * The office has refunded money owed on a booking: one payment (`paymentId`) or, without it, everything
 * owed on the booking. Each payment records who, when and the refund's reference; the booking's refund moves to 'refunded'
 * once nothing on it is owed any more (its history records who and when). 404 for no such booking or
 * payment of it, 409 NO_REFUND_DUE when nothing of it is owed.
 */
export async function markRefunded(
  db: Db,
  key: number | string,
  options: {
    paymentId?: number | undefined;
    /** The refund's reference (the bank's or the provider's), kept on each payment refunded. */
    reference?: string | undefined;
    updatedBy?: number | null | undefined;
    /** The supplier named on the credit notes (docs/product.md, "Invoices"). */
    business?: BusinessEnv;
  } = {},
) {
  const updatedBy = options.updatedBy ?? null;
  return db.transaction(async (tx) => {
    const [b] = await tx
      .select({ id: bookings.id, refundStatus: bookings.refundStatus })
      .from(bookings)
      .where(bookingKey(key))
      .for('update');
    if (!b) throw notFound('Booking');
    const refunded = await tx
      .update(payments)
      .set({
        refundStatus: 'refunded',
        refundedAt: sql`now()`,
        refundedBy: updatedBy,
        refundReference: options.reference ?? null,
      })
      .where(
        and(
          eq(payments.bookingId, b.id),
          eq(payments.refundStatus, 'due'),
          options.paymentId === undefined ? undefined : eq(payments.id, options.paymentId),
        ),
      )
      .returning({ id: payments.id });
    if (options.paymentId !== undefined && refunded.length === 0) {
      const [payment] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.id, options.paymentId), eq(payments.bookingId, b.id)));
      if (!payment) throw notFound('Payment');
      throw conflict('This payment has no refund due.', 'NO_REFUND_DUE');
    }
    if (refunded.length === 0 && b.refundStatus !== 'due') {
      throw conflict('This booking has no refund due.', 'NO_REFUND_DUE');
    }
    // Each payment refunded gets its credit note, referring to its invoice.
    for (const p of refunded) await issueCreditNote(tx, p.id, options.business ?? defaultBusiness);
    const [stillDue] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.bookingId, b.id), eq(payments.refundStatus, 'due')))
      .limit(1);
    const next = stillDue ? 'due' : 'refunded';
    if (b.refundStatus !== next) {
      await tx
        .update(bookings)
        .set({ refundStatus: next, updatedAt: sql`now()`, updatedBy })
        .where(eq(bookings.id, b.id));
    }
    return { id: b.id };
  });
}
