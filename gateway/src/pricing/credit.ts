/**
 * The customer's referral credits (docs/office-rules.md, "Referral"), taken off after the modifiers as
 * their own adjustment, "Referral credit": oldest credit first, each one used whole, only as many as the
 * price needs, and never below R0 (what a credit larger than the rest of the price does not take off is
 * not kept). The booking's save reserves exactly the credits used here (api: referrals/credits.ts).
 *
 * Pure: no I/O.
 */
import { centsToRands, toCents } from './money.js';
import type { Id } from './types.js';

/** A credit the customer may use now, as the api lists it (`bookings/earned-facts.php`). */
export interface AvailableCredit {
  id: Id;
  /** Rand. */
  amount: number;
}

export interface QuotedCredit {
  /** What the row is: "Referral credit". */
  label: string;
  /** The credits this booking uses. */
  creditIds: string[];
  /** The signed change to the running total (negative), to the cent. */
  amount: number;
  /** Why it applies. */
  reason: string;
}

const REFERRAL_CREDIT_LABEL = 'Referral credit';

const friends = (n: number) => `${n} friend${n === 1 ? '' : 's'}`;

/** The running total (cents, unrounded) after the credits, and the credit row; null when none applies. */
export function applyReferralCredits(
  runningCents: number,
  credits: readonly AvailableCredit[],
): { cents: number; credit: QuotedCredit | null } {
  let running = runningCents;
  const used: string[] = [];
  const oldestFirst = [...credits].sort((a, b) => Number(a.id) - Number(b.id));
  for (const credit of oldestFirst) {
    if (running <= 0) break;
    if (!(credit.amount > 0)) continue;
    used.push(String(credit.id));
    running = Math.max(0, running - toCents(credit.amount));
  }
  if (used.length === 0) return { cents: runningCents, credit: null };
  return {
    cents: running,
    credit: {
      label: REFERRAL_CREDIT_LABEL,
      creditIds: used,
      amount: centsToRands(running - runningCents),
      reason: `Applied: your credit for referring ${friends(used.length)}`,
    },
  };
}
