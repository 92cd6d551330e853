/**
 * The binding quote (docs/product.md, "Prices"): createBooking may carry the total the customer was
 * shown (`expectedTotal`) and/or the quote's signed token (`quoteToken`, quote-token.ts). A booking that
 * would be charged anything else is refused with PRICE_CHANGED, naming the new total, before anything
 * is saved: the customer sees the new price and confirms it.
 */
import type { GraphQLError } from 'graphql';
import { badInput, gatewayError } from '../api/errors.js';
import { formatRand } from '../email/format.js';
import { toCents } from '../pricing/money.js';
import { readQuoteToken, type PricedFor } from './quote-token.js';

interface PricePromise {
  expectedTotal?: number | null | undefined;
  quoteToken?: string | null | undefined;
}

const TOKEN_REFUSED = 'We could not check the price you were shown. Please review the price and try again.';

function priceChanged(total: number, shown: number | null, field: string, why: string): GraphQLError {
  const was = shown === null ? '' : ` (you were shown ${formatRand(shown)})`;
  return gatewayError(
    'PRICE_CHANGED',
    `${why} The price of your booking is now ${formatRand(total)}${was}. Nothing has been booked yet: please review the new price and confirm it.`,
    { field, more: { total, ...(shown !== null ? { shownTotal: shown } : {}) } },
  );
}

/**
 * Why the booking may not be charged `total` as promised (PRICE_CHANGED, or BAD_USER_INPUT on a token
 * we did not make), or null when it keeps every promise it carries (or carries none).
 */
export function brokenPromise(
  secret: string,
  promise: PricePromise,
  pricedFor: PricedFor,
  total: number,
  now: Date = new Date(),
): GraphQLError | null {
  const { expectedTotal, quoteToken } = promise;
  if (expectedTotal !== null && expectedTotal !== undefined) {
    if (!Number.isFinite(expectedTotal) || expectedTotal < 0)
      return badInput('expectedTotal', 'The expected total must be an amount in rand.');
    if (toCents(expectedTotal) !== toCents(total))
      return priceChanged(total, expectedTotal, 'expectedTotal', 'The price has changed.');
  }
  if (quoteToken !== null && quoteToken !== undefined) {
    const token = readQuoteToken(secret, quoteToken, pricedFor, now);
    if (!token.ok) return badInput('quoteToken', TOKEN_REFUSED);
    if (token.expired)
      return priceChanged(total, null, 'quoteToken', 'The price you were quoted has expired.');
    // The promise is the total: a booking charged exactly the quoted total keeps it, even when a detail
    // changed after the quote was shown (the phone typed just before continuing, say).
    if (toCents(token.total) !== toCents(total))
      return priceChanged(
        total,
        token.total,
        'quoteToken',
        token.sameBooking ? 'The price has changed.' : 'Your booking is not the one you were quoted for.',
      );
  }
  return null;
}
