/**
 * Gathers what the pricing module needs to decide the earned discounts and the call-out fee
 * (pricing/earned.ts): whether the customer booked before, whose a referral code is and the account's
 * referral credits (pricing/credit.ts) (asked of the api, which reads the database), and the suburb's
 * travel minutes (a lookup, see below).
 */
import type { BookingInput } from '../__generated__/resolvers-types.js';
import type { ApiClient } from '../api/client.js';
import type { EarnedFacts, ReferralStatus } from '../pricing/index.js';

/** Who is booking, as far as the gateway knows: the signed-in account, or a new customer's details. */
export interface CustomerRef {
  userId?: number;
  email?: string;
  phone?: string;
}

/**
 * Where the call-out fee learns how far the visit is: the travel minutes from the nearest branch to
 * the suburb of this booking's address, or null when that is not known.
 *
 * Wiring point: the office's list of served suburbs (a service-areas table with travel minutes) is
 * connected here, by giving `priceBooking` a lookup that reads it. Without one (`noTravelMinutes`),
 * nothing is known and the call-out modifier is not decided automatically: it stays the customer's
 * choice, as before.
 */
export interface TravelMinutesLookup {
  travelMinutesFor(input: BookingInput, customer: CustomerRef | null): Promise<number | null>;
}

export const noTravelMinutes: TravelMinutesLookup = { travelMinutesFor: async () => null };

/**
 * The facts, and whom this booking's referral counts for (`referrer`): the code's owner when the code
 * is valid and the customer has not booked before (their paid booking earns the owner a credit), else null.
 */
type GatheredFacts = EarnedFacts & { referrer: number | null };

export async function earnedFactsFor(
  api: ApiClient,
  input: BookingInput,
  customer: CustomerRef | null,
  travel: TravelMinutesLookup,
): Promise<GatheredFacts> {
  const code = (input.referralCode ?? '').trim().slice(0, 60);
  const params: Record<string, string | number> = {};
  if (customer?.userId) params.userId = customer.userId;
  if (customer?.email) params.email = customer.email;
  if (customer?.phone) params.phone = customer.phone;
  if (code) params.referralCode = code;
  // A visitor not signed in with no code and no travel lookup (every quote of the quote lane): nothing
  // to ask, and the answer is known without waiting on promises.
  if (Object.keys(params).length === 0 && travel === noTravelMinutes)
    return { bookedBefore: false, referral: 'none', travelMinutes: null, credits: [], referrer: null };
  const [reply, travelMinutes] = await Promise.all([
    Object.keys(params).length > 0
      ? api.get('bookings/earned-facts.php', params)
      : Promise.resolve({ bookedBefore: false, referrerId: null, credits: [] }),
    travel.travelMinutesFor(input, customer),
  ]);
  let referral: ReferralStatus = 'none';
  if (code) {
    if (reply.referrerId === null) referral = 'unknown';
    else if (customer?.userId !== undefined && reply.referrerId === customer.userId) referral = 'own';
    else referral = 'valid';
  }
  return {
    bookedBefore: reply.bookedBefore,
    referral,
    travelMinutes,
    // A signed-in customer's referral credits (the api lists them only for an account).
    credits: customer?.userId ? reply.credits : [],
    referrer: referral === 'valid' && !reply.bookedBefore ? reply.referrerId : null,
  };
}
