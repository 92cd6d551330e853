/**
 * What a booking's customer has paid and still owes (docs/product.md "Payments"), the one place these
 * are computed, from its payments: a completed payment the booking kept counts as paid; one owed back
 * or refunded does not, but for the part kept of one owed back in part (a programme given up). A booking marked paid before payments were kept (no payment rows) paid its total.
 */
import { sql } from 'drizzle-orm';
import { bookings, payments } from '../db/schema.js';
import { outerColumn } from '../db/outer-column.js';

/** Columns for a select from `bookings`: the rand of its kept payments, and how many payments it has. */
export const paidSums = {
  keptSum:
    sql<number>`coalesce((select sum(case when ${payments.refundStatus} is null then ${payments.amount} else ${payments.amount} - ${payments.refundAmount} end) from ${payments} where ${payments.bookingId} = ${outerColumn(bookings.id)} and upper(${payments.status}) = 'COMPLETE' and (${payments.refundStatus} is null or ${payments.refundAmount} is not null)), 0)`.mapWith(
      Number,
    ),
  paymentCount:
    sql<number>`(select count(*) from ${payments} where ${payments.bookingId} = ${outerColumn(bookings.id)})`.mapWith(
      Number,
    ),
};

const cents = (rand: number) => Math.round(rand * 100) / 100;

/** `amountPaid` and `amountOwed` (0 for a cancelled booking: nothing is owed on work not done). */
export function paidAmounts(
  booking: { status: string; totalPrice: number; paidAt: string | null },
  sums: { keptSum: number; paymentCount: number },
): { amountPaid: number; amountOwed: number } {
  const amountPaid = sums.paymentCount === 0 && booking.paidAt ? booking.totalPrice : cents(sums.keptSum);
  const owes =
    booking.status === 'pending' || booking.status === 'confirmed' || booking.status === 'completed';
  return { amountPaid, amountOwed: owes ? Math.max(0, cents(booking.totalPrice - amountPaid)) : 0 };
}
