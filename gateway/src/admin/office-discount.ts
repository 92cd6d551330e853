/**
 * The office's own discount as the office gives it (docs/product.md, "The office's discount"): a percent
 * up to OFFICE_DISCOUNT_MAX_PERCENT (checked by the pricing module's rule) and a short reason, read from
 * `adminQuote`'s and `adminCreateBooking`'s `discount`. The price itself is the pricing module's.
 */
import type { OfficeDiscountInput, QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput } from '../api/errors.js';
import type { GatewayContext } from '../context.js';
import { checkedOfficePercent, PricingError } from '../pricing/index.js';

const MAX_REASON = 200;

interface OfficeDiscount {
  percent: number;
  reason: string;
}

/** The discount given, checked; null when none (BAD_USER_INPUT naming `discount.percent` or `discount.reason`). */
export function officeDiscountFrom(
  ctx: Pick<GatewayContext, 'config'>,
  discount: OfficeDiscountInput | null | undefined,
): OfficeDiscount | null {
  if (!discount) return null;
  let percent: number;
  try {
    percent = checkedOfficePercent(discount.percent, ctx.config.officeDiscountMaxPercent, 'discount.percent');
  } catch (error) {
    if (error instanceof PricingError) throw badInput(error.field, error.message);
    throw error;
  }
  const reason = discount.reason.trim();
  if (!reason) throw badInput('discount.reason', 'Say why the office gives this discount.');
  if (reason.length > MAX_REASON) {
    throw badInput('discount.reason', `The reason for the discount is at most ${MAX_REASON} characters.`);
  }
  return { percent, reason };
}

export const officeDiscountQueries: QueryResolvers = {
  adminOfficeDiscountMaxPercent: (_p, _a, ctx) => ctx.config.officeDiscountMaxPercent,
};
