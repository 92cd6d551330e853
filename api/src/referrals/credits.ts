/**
 * Referral credits (docs/office-rules.md, "Referral"): a customer whose referral code a new customer
 * gave earns a credit when that customer's first booking is paid, and the credit comes off the
 * customer's next booking, once.
 *
 * - Earned (`earnReferralCredit`, in the payment's transaction): one credit per referred customer (the
 *   unique index decides), never when the referred account is the referrer's own or shares its phone.
 * - Available: no booking took it, or the booking that took it was cancelled unpaid (let go, or its
 *   hold expired), which gives it back. A paid booking keeps it used, also when cancelled and refunded.
 * - Reserved (`reserveReferralCredits`, in the booking save's transaction): one conditional update of
 *   the credits the gateway priced with; the row lock makes a second save that priced with the same
 *   credit find it taken, and the save is refused (409 REFERRAL_CREDIT_USED) so it is priced again.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { referralCredits } from '../db/schema.js';
import { conflict } from '../http/errors.js';

/** The rand a referred customer's paid first booking earns the referrer when REFERRAL_CREDIT is not set. */
export const DEFAULT_REFERRAL_CREDIT = 100;

/** Said when a credit the price used was taken meanwhile (another booking of the same customer). */
const CREDIT_USED_MESSAGE =
  'Your referral credit has just been used on another booking. Please review the new price and try again.';

const available = sql`(${referralCredits.usedBookingId} is null or exists (
  select 1 from bookings b
  where b.id = ${referralCredits.usedBookingId} and b.status = 'cancelled' and b.paid_at is null))`;

interface AvailableCredit {
  id: number;
  amount: number;
}

/** The customer's credits that a booking may take now, oldest first. */
export async function availableCredits(db: Db | Tx, userId: number): Promise<AvailableCredit[]> {
  return db
    .select({ id: referralCredits.id, amount: referralCredits.amount })
    .from(referralCredits)
    .where(and(eq(referralCredits.referrerId, userId), available))
    .orderBy(asc(referralCredits.id));
}

/**
 * The credit a paid booking earns its referrer (`bookings.referrer_id`), when it has one: nothing when
 * the booking is not paid, the referred customer already earned someone a credit, or the referrer is
 * the customer themself (the same account or the same phone number). `amount` in rand; 0 earns nothing.
 */
export async function earnReferralCredit(tx: Tx, bookingId: number, amount: number): Promise<void> {
  if (!(amount > 0)) return;
  await tx.execute(sql`
    insert into referral_credits (referrer_id, referred_user_id, earned_by_booking_id, amount)
    select b.referrer_id, b.user_id, b.id, ${amount}
    from bookings b
    join users referrer on referrer.id = b.referrer_id
    join users referred on referred.id = b.user_id
    where b.id = ${bookingId}
      and b.paid_at is not null
      and referrer.id <> referred.id
      and (phone_key(referred.phone) is null
        or phone_key(referrer.phone) is distinct from phone_key(referred.phone))
    on conflict (referred_user_id) do nothing`);
}

/**
 * Takes the credits the gateway priced this booking with (`creditIds`, taking `amount` rand off) for
 * the booking, or refuses the save (409 REFERRAL_CREDIT_USED) when any of them is no longer the
 * customer's to use. Inside the save's transaction, after the booking row is written.
 */
export async function reserveReferralCredits(
  tx: Tx,
  booking: { bookingId: number; userId: number },
  credit: { creditIds: readonly number[]; amount: number },
): Promise<void> {
  const ids = [...new Set(credit.creditIds)];
  const taken = await tx
    .update(referralCredits)
    .set({ usedBookingId: booking.bookingId })
    .where(and(inArray(referralCredits.id, ids), eq(referralCredits.referrerId, booking.userId), available))
    .returning({ amount: referralCredits.amount });
  const worth = taken.reduce((sum, c) => sum + c.amount, 0);
  if (taken.length !== ids.length || credit.amount > worth + 0.005) {
    throw conflict(CREDIT_USED_MESSAGE, 'REFERRAL_CREDIT_USED');
  }
}
