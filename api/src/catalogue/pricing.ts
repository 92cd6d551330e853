/** Catalogue prices (docs/api.md, "Services"). */
import { cents } from './fields.js';

/** What a customer pays for a service with this option chosen, before add-ons and modifiers. */
export const fullPrice = (basePrice: number, additionalCost: number): number =>
  cents(basePrice + additionalCost);

/**
 * The lowest price a service can be booked at: its base price plus, for each variation it offers, the
 * cheapest option it offers. `offeredCosts` holds one list of offered option costs per variation.
 */
export function fromPrice(basePrice: number, offeredCosts: readonly (readonly number[])[]): number {
  let total = basePrice;
  for (const costs of offeredCosts) if (costs.length > 0) total += Math.min(...costs);
  return cents(total);
}
