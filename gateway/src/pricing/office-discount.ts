/**
 * The office's own discount (docs/product.md, "The office's discount"): a percent the office (ADMIN or
 * MANAGER) gives on a booking it makes, up to OFFICE_DISCOUNT_MAX_PERCENT, taken off as its own row,
 * "Office discount (10%)", after every other adjustment (the modifiers and the referral credit): that
 * percent of the running total, to the cent, never below R0. A repeat's later visits get the same percent
 * of their own running total. The total is then rounded once, as always.
 *
 * Pure: no I/O.
 */
import { centsToRands } from './money.js';
import { PricingError } from './pricing-error.js';

export interface QuotedOfficeDiscount {
  /** "Office discount (10%)". */
  label: string;
  /** The percent given (0 < p <= the max, at most one decimal). */
  percent: number;
  /** The signed change to the running total (negative), to the cent. */
  amount: number;
}

/** "10%", "7.5%". */
const percentText = (percent: number): string => `${percent}%`;

/** What the row says, on a quote and on the booking: "Office discount (10%)". */
export const officeDiscountLabel = (percent: number): string => `Office discount (${percentText(percent)})`;

/**
 * The office's discount checked against the max (`field`: the input field named in the refusal). Throws
 * a PricingError with words the office can act on.
 */
export function checkedOfficePercent(percent: number, maxPercent: number, field: string): number {
  if (maxPercent <= 0) throw new PricingError(field, 'The office cannot give a discount.');
  if (!Number.isFinite(percent) || percent <= 0) {
    throw new PricingError(field, "The office's discount must be more than 0%.");
  }
  if (percent > maxPercent) {
    throw new PricingError(field, `The office's discount is at most ${percentText(maxPercent)}.`);
  }
  // Tenths as written (1.1 * 10 is 11.000000000000002 in floating point).
  if (Math.abs(Math.round(percent * 10) - percent * 10) > 1e-9) {
    throw new PricingError(field, "The office's discount is a whole percent or one with one decimal.");
  }
  return percent;
}

/** The running total (cents, unrounded) less the office's percent, and its row; no row without a percent. */
export function applyOfficeDiscount(
  runningCents: number,
  percent: number | null | undefined,
): { cents: number; discount: QuotedOfficeDiscount | null } {
  if (!percent) return { cents: runningCents, discount: null };
  const next = Math.max(0, runningCents - (runningCents * percent) / 100);
  return {
    cents: next,
    discount: {
      label: officeDiscountLabel(percent),
      percent,
      amount: centsToRands(next - runningCents),
    },
  };
}
