import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RecordPaymentBody } from '@greenleaf/shared/rest/bookings';
import type { Db } from '../db/client.js';
import { bookings, bookingSeries, payments } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { pgErrorCode, SLOT_FULL } from './pg-error.js';
import { HOLD_MINUTES } from './slots.js';
import { earnReferralCredit } from '../referrals/credits.js';

type RecordPaymentInput = z.infer<typeof RecordPaymentBody>;

/**
 * Why a completed payment could not confirm its booking, so the money is owed back:
 * `slot_full` when the booking's hold had run out and its slot has filled since, `cancelled` when the
 * booking had been cancelled (by the customer or an admin) before the payment arrived.
 */
type RefundReason = 'slot_full' | 'cancelled';

interface RecordPaymentReply {
  status: string;
  duplicate: boolean;
  refundDue: RefundReason | null;
  /** How long a pending booking holds its slot, so the caller can say why a late payment is refunded. */
  holdMinutes: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Confirms and stamps `paidAt` inside a savepoint, so that the capacity trigger refusing a booking whose
 * hold ran out (migration 0002: the slot filled since) leaves the payment row in place. False when full.
 */
async function confirmIfRoom(tx: Tx, bookingId: number, paid = true): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await sp
        .update(bookings)
        .set({
          status: 'confirmed',
          ...(paid ? { paidAt: sql`now()` } : {}),
          holdExpiredAt: null,
          updatedAt: sql`now()`,
          updatedBy: null,
        })
        .where(eq(bookings.id, bookingId));
    });
    return true;
  } catch (err) {
    if (pgErrorCode(err) === SLOT_FULL) return false;
    throw err;
  }
}

/**
 * Paying a programme's first visit pays for its later ones (docs/recurring.md): they are confirmed with
 * it (they cost nothing themselves), or, when the hold had run out and they were cancelled with it,
 * revived where their slot still has room.
 */
async function confirmProgrammeVisits(tx: Tx, firstBookingId: number): Promise<void> {
  const later = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .where(
      and(
        eq(bookingSeries.firstBookingId, firstBookingId),
        eq(bookingSeries.kind, 'programme'),
        ne(bookings.id, firstBookingId),
        or(
          eq(bookings.status, 'pending'),
          and(eq(bookings.status, 'cancelled'), isNotNull(bookings.holdExpiredAt)),
        ),
      ),
    );
  for (const visit of later) await confirmIfRoom(tx, visit.id, false);
}

/**
 * Stores a (gateway-verified) payment notification once per provider payment id. A replay changes
 * nothing and says `duplicate: true`. The amount is stored as given: the gateway has checked it.
 *
 * A COMPLETE payment confirms the booking and stamps `paidAt` when it is pending, or when the hold-expiry
 * job cancelled it (the payment came after the 30-minute hold) and its slot still has room. When the
 * slot has filled since, or the booking was cancelled otherwise, the booking stays (or becomes)
 * cancelled, the payment stays recorded and `refundDue` says why.
 */
export async function recordPayment(
  db: Db,
  input: RecordPaymentInput,
  /** The rand a paid referred booking earns its referrer (REFERRAL_CREDIT; 0: none). */
  referral: { creditRands: number } = { creditRands: 0 },
): Promise<RecordPaymentReply> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        paidAt: bookings.paidAt,
        // Only the hold-expiry job stamps holdExpiredAt; a cancellation by the customer or an admin
        // leaves it null.
        cancelledByHoldExpiry: sql<boolean>`${bookings.status} = 'cancelled' and ${bookings.paidAt} is null and ${bookings.holdExpiredAt} is not null`,
      })
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
    const reply = (status: string, refundDue: RefundReason | null = null): RecordPaymentReply => ({
      status,
      duplicate: false,
      refundDue,
      holdMinutes: HOLD_MINUTES,
    });
    if (inserted.length === 0) return { ...reply(booking.status), duplicate: true };
    if (input.status.toUpperCase() !== 'COMPLETE') return reply(booking.status);

    if (booking.status === 'confirmed' && !booking.paidAt) {
      await tx
        .update(bookings)
        .set({ paidAt: sql`now()`, updatedAt: sql`now()`, updatedBy: null })
        .where(eq(bookings.id, booking.id));
      // Referral (docs/office-rules.md): the paid booking of a referred customer earns the referrer a credit.
      await earnReferralCredit(tx, booking.id, referral.creditRands);
      return reply('confirmed');
    }
    if (booking.status === 'pending' || booking.cancelledByHoldExpiry) {
      if (await confirmIfRoom(tx, booking.id)) {
        if (booking.cancelledByHoldExpiry) {
          // Its series ended with the hold; the payment starts it again.
          await tx
            .update(bookingSeries)
            .set({ status: 'active', updatedAt: sql`now()` })
            .where(and(eq(bookingSeries.firstBookingId, booking.id), eq(bookingSeries.status, 'stopped')));
        }
        await confirmProgrammeVisits(tx, booking.id);
        // Referral (docs/office-rules.md): the paid booking of a referred customer earns the referrer a credit.
        await earnReferralCredit(tx, booking.id, referral.creditRands);
        return reply('confirmed');
      }
      if (booking.status === 'pending') {
        // Its hold ran out before the expiry job came by, and the slot has filled since.
        await tx
          .update(bookings)
          .set({ status: 'cancelled', updatedAt: sql`now()`, updatedBy: null })
          .where(eq(bookings.id, booking.id));
      }
      return reply('cancelled', 'slot_full');
    }
    if (booking.status === 'cancelled') return reply('cancelled', 'cancelled');
    return reply(booking.status);
  });
}
