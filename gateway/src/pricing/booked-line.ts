/**
 * A booked line's own price, derived from what the booking stores: the line's price is its base price
 * plus its options and add-ons, times the season's multiplier, and the season's rand amount is stored
 * with it; so the base is what is left once those are taken off (in cents, so nothing drifts).
 */
import type { ApiBookingLine } from '../api/replies/bookings.js';
import { centsToRands, toCents } from './money.js';

export function bookedBasePrice(line: ApiBookingLine): number {
  const extras =
    line.variations.reduce((sum, v) => sum + toCents(v.option.additionalCost), 0) +
    line.addOns.reduce((sum, a) => sum + toCents(a.price), 0) +
    (line.season ? toCents(line.season.amount) : 0);
  return centsToRands(toCents(line.price) - extras);
}
