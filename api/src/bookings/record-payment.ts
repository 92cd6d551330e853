import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { bookings, payments } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { zMoney } from '../http/validate.js';

export const RecordPaymentInput = z.object({
  guidId: z.string().min(1).max(200),
  providerPaymentId: z.string().trim().min(1).max(200),
  amount: zMoney,
  status: z.string().trim().min(1).max(50),
  payload: z.unknown().optional(),
});
export type RecordPaymentInput = z.infer<typeof RecordPaymentInput>;

/**
 * Stores a (gateway-verified) payment notification once per provider payment id. A COMPLETE payment
 * confirms a pending booking and stamps `paidAt`. A replay changes nothing and says `duplicate: true`.
 * The amount is stored as given: the gateway has checked it against the booking.
 */
export async function recordPayment(db: Db, input: RecordPaymentInput) {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id, status: bookings.status, paidAt: bookings.paidAt })
      .from(bookings)
      .where(eq(bookings.guidId, input.guidId))
      .for('update');
    if (!booking) throw notFound('Booking');
    const inserted = await tx
      .insert(payments)
      .values({
        bookingId: booking.id,
        providerPaymentId: input.providerPaymentId,
        amount: input.amount,
        status: input.status,
        payload: input.payload ?? null,
      })
      .onConflictDoNothing({ target: payments.providerPaymentId })
      .returning({ id: payments.id });
    if (inserted.length === 0) return { status: booking.status, duplicate: true };
    if (input.status.toUpperCase() !== 'COMPLETE') return { status: booking.status, duplicate: false };
    const confirms = booking.status === 'pending';
    if (confirms || (booking.status === 'confirmed' && !booking.paidAt)) {
      await tx
        .update(bookings)
        .set({ status: confirms ? 'confirmed' : booking.status, paidAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(bookings.id, booking.id));
    }
    return { status: confirms ? 'confirmed' : booking.status, duplicate: false };
  });
}
