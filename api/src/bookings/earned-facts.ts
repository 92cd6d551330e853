/**
 * What the gateway needs to decide the discounts a customer earns (it prices; this only reads):
 * - whether the customer booked before: any booking not cancelled, of the account, of any account with
 *   the same e-mail (any case) or with the same phone number (compared by the database's `phone_key`,
 *   migration 0037, so "+27 21 555 0101", "021 555 0101" and "0215550101" are one number);
 * - whom a referral code belongs to (the code is compared without case or spaces);
 * - the account's referral credits available now (referrals/credits.ts), which the price takes off.
 */
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { EarnedFactsQuery as EarnedFactsQuerySchema } from '@greenleaf/shared/rest/bookings';
import type { Db } from '../db/client.js';
import { bookings, users } from '../db/schema.js';
import { availableCredits } from '../referrals/credits.js';

type EarnedFactsQuery = z.infer<typeof EarnedFactsQuerySchema>;

interface EarnedFacts {
  /** True when a booking that is not cancelled exists for the account, its e-mail or its phone. */
  bookedBefore: boolean;
  /** The account the referral code belongs to; null when no code was given or none matches. */
  referrerId: number | null;
  /** The account's referral credits a booking may take now, oldest first (none without `userId`). */
  credits: { id: number; amount: number }[];
}

const normalReferralCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

export async function readEarnedFacts(db: Db, q: EarnedFactsQuery): Promise<EarnedFacts> {
  let email = q.email;
  let rawPhone = q.phone;
  if (q.userId) {
    // The account's own e-mail and phone count too (another account with either booked before).
    const [account] = await db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, q.userId));
    email ??= account?.email;
    rawPhone ??= account?.phone ?? undefined;
  }
  const who: SQL[] = [];
  if (q.userId) who.push(eq(users.id, q.userId));
  if (email) who.push(sql`lower(${users.email}) = lower(${email})`);
  // A phone with fewer than 6 digits has no key: no phone number anyone shares (it would match strangers).
  if (rawPhone) who.push(sql`phone_key(${users.phone}) = phone_key(${rawPhone})`);

  let bookedBefore = false;
  if (who.length > 0) {
    const [row] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(and(ne(bookings.status, 'cancelled'), or(...who)))
      .limit(1);
    bookedBefore = row !== undefined;
  }

  let referrerId: number | null = null;
  if (q.referralCode) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.referralCode, normalReferralCode(q.referralCode)))
      .limit(1);
    referrerId = owner?.id ?? null;
  }
  const credits = q.userId ? await availableCredits(db, q.userId) : [];
  return { bookedBefore, referrerId, credits };
}
