import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { HOLD_MINUTES } from '@greenleaf/shared/holds';
import type { RecordPaymentBody } from '@greenleaf/shared/rest/bookings';
import type { Db } from '../db/client.js';
import { bookings, bookingSeries, payments } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { pgErrorCode, SLOT_FULL } from './pg-error.js';
import { earnReferralCredit } from '../referrals/credits.js';
import type { BusinessEnv } from '@greenleaf/shared/rules/vat';
import { defaultBusiness, issueInvoice } from '../invoices/issue.js';
import { recordBookingEvent } from '../webhooks/outbox.js';
import { recordNotice } from '../email-outbox/notices.js';

/** A provider's notification (method 'payfast' when left out) or money the office recorded taking. */
type RecordPaymentInput = Omit<z.infer<typeof RecordPaymentBody>, 'method'> &
  Partial<Pick<z.infer<typeof RecordPaymentBody>, 'method'>>;

/**
 * Why a completed payment is owed back (kept, with `refund_status = 'due'`): `second_payment` when the
 * booking was already paid, `slot_full` when the booking's hold had run out and its slot has filled
 * since, `cancelled` when the booking had been cancelled (by the customer or the office) before the
 * payment arrived.
 */
type RefundReason = 'second_payment' | 'slot_full' | 'cancelled';

interface RecordPaymentReply {
  status: string;
  duplicate: boolean;
  /** This call's payment paid the booking (confirmed it, or paid one confirmed before). */
  paid: boolean;
  /** This call recorded its payment as owed back, and why; null otherwise (also for a replay). */
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
          // Confirmed: it holds its place without a time limit now.
          heldUntil: null,
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

/** The booking as read under its row lock. */
type LockedBooking = { id: number; status: string; paidAt: string | null; cancelledByHoldExpiry: boolean };

/** What a completed payment does to its booking (decided under the booking's row lock). */
type Outcome = { status: string; paid: true } | { status: string; owed: RefundReason };

/**
 * A COMPLETE payment for a booking that is not paid yet confirms it and stamps `paidAt` when it is
 * pending, or when the hold-expiry job cancelled it (the payment came after the 30-minute hold) and its
 * slot still has room; a booking the office confirmed unpaid is stamped paid. Anything else is owed
 * back: a booking already paid (a second payment), one whose slot has filled since (it stays, or
 * becomes, cancelled) or one cancelled otherwise.
 */
async function applyCompletedPayment(tx: Tx, booking: LockedBooking): Promise<Outcome> {
  if (booking.paidAt) return { status: booking.status, owed: 'second_payment' };
  if (booking.status === 'confirmed' || booking.status === 'completed') {
    await tx
      .update(bookings)
      .set({ paidAt: sql`now()`, updatedAt: sql`now()`, updatedBy: null })
      .where(eq(bookings.id, booking.id));
    return { status: booking.status, paid: true };
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
      return { status: 'confirmed', paid: true };
    }
    if (booking.status === 'pending') {
      // Its hold ran out before the expiry job came by, and the slot has filled since.
      await tx
        .update(bookings)
        .set({ status: 'cancelled', updatedAt: sql`now()`, updatedBy: null })
        .where(eq(bookings.id, booking.id));
    }
    return { status: 'cancelled', owed: 'slot_full' };
  }
  return { status: booking.status, owed: 'cancelled' };
}

/**
 * Stores a (gateway-verified) payment notification once per provider payment id. A replay changes
 * nothing and says `duplicate: true`. The amount is stored as given: the gateway has checked it.
 *
 * The booking's row is locked first, so payments for one booking are decided one at a time: of five
 * different payments at once, one pays the booking and four are owed back. A COMPLETE payment that
 * cannot pay its booking (applyCompletedPayment) stays recorded with `refund_status = 'due'` and its
 * reason, the booking's `refund_status` becomes 'due' (the office's list of refunds), and the reply's
 * `refundDue` says why, so that only this call tells the customer and the office.
 */
export async function recordPayment(
  db: Db,
  input: RecordPaymentInput,
  /** The rand a paid referred booking earns its referrer (REFERRAL_CREDIT; 0: none). */
  referral: { creditRands: number } = { creditRands: 0 },
  /** The supplier named on the payment's tax invoice (docs/product.md, "Invoices"). */
  business: BusinessEnv = defaultBusiness,
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
        method: input.method ?? 'payfast',
        reference: input.reference ?? null,
        recordedBy: input.recordedBy ?? null,
      })
      .onConflictDoNothing({ target: payments.providerPaymentId })
      .returning({ id: payments.id });
    const reply = { duplicate: false, paid: false, refundDue: null, holdMinutes: HOLD_MINUTES };
    const payment = inserted[0];
    if (!payment) return { ...reply, status: booking.status, duplicate: true };
    if (input.status.toUpperCase() !== 'COMPLETE') return { ...reply, status: booking.status };

    const outcome = await applyCompletedPayment(tx, booking);
    // This payment paid the booking: what follows a booking's payment belongs here.
    if ('paid' in outcome) {
      // Referral (docs/office-rules.md): the paid booking of a referred customer earns the referrer a credit.
      await earnReferralCredit(tx, booking.id, referral.creditRands);
      await recordBookingEvent(tx, booking.id, 'booking.paid');
      // The confirmation is owed by the payment that confirmed the booking, never by a replay.
      if (outcome.status === 'confirmed') await recordNotice(tx, input.notice, 'booking.paid', booking.id);
    } else {
      await owePayment(tx, booking.id, payment.id, outcome.owed);
      await recordNotice(tx, input.notice, 'payment.owed', booking.id, {
        reason: outcome.owed,
        holdMinutes: HOLD_MINUTES,
      });
    }
    // Every completed payment is invoiced (one owed back gets its credit note when refunded). Last, so
    // the counter's row lock is held for as short a time as possible.
    await issueInvoice(tx, payment.id, business);
    return 'paid' in outcome
      ? { ...reply, status: outcome.status, paid: true }
      : { ...reply, status: outcome.status, refundDue: outcome.owed };
  });
}

/** The payment is owed back: marked due with its reason, and the booking shows a refund due. */
async function owePayment(tx: Tx, bookingId: number, paymentId: number, reason: RefundReason) {
  await tx
    .update(payments)
    .set({ refundStatus: 'due', refundReason: reason })
    .where(eq(payments.id, paymentId));
  await tx
    .update(bookings)
    .set({ refundStatus: 'due', updatedAt: sql`now()`, updatedBy: null })
    .where(and(eq(bookings.id, bookingId), sql`${bookings.refundStatus} is distinct from 'due'`));
}
