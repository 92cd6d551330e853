/**
 * Prices a booking with the pricing module (gateway/src/pricing) over catalogue data loaded from the
 * api, and maps the result onto the GraphQL Quote. Invalid choices become BAD_USER_INPUT with the field.
 */
import type { BookingInput, Quote as GqlQuote } from '../__generated__/resolvers-types.js';
import type { ApiClient } from '../api/client.js';
import { badInput } from '../api/errors.js';
import { modifierType, modifierUnits } from '../domain/status.js';
import {
  PricingError,
  quoteBooking,
  seasonFor,
  type PricingCatalogue,
  type Quote,
} from '../pricing/index.js';
import { loadPricingCatalogue } from './catalogue.js';

export interface PricedBooking {
  quote: Quote;
  catalogue: PricingCatalogue;
}

/** Prices the choices; throws BAD_USER_INPUT (with the input field) for choices that cannot be priced. */
export async function priceBooking(
  api: ApiClient,
  input: BookingInput,
  fieldPrefix = '',
): Promise<PricedBooking> {
  if (input.lines.length === 0)
    throw badInput(`${fieldPrefix}lines`, 'Please add at least one service to your booking.');
  if (input.lines.length > 50)
    throw badInput(`${fieldPrefix}lines`, 'A booking can hold at most 50 services.');
  const catalogue = await loadPricingCatalogue(api);
  try {
    const quote = quoteBooking(
      {
        date: input.date ?? null,
        lines: input.lines.map((l) => ({
          serviceId: l.serviceId ?? null,
          packageId: l.packageId ?? null,
          optionIds: l.optionIds ?? null,
          addOnIds: l.addOnIds ?? null,
        })),
        modifierOptionIds: input.modifierOptionIds ?? null,
      },
      catalogue,
    );
    return { quote, catalogue };
  } catch (error) {
    if (error instanceof PricingError) throw badInput(`${fieldPrefix}${error.field}`, error.message);
    throw error;
  }
}

/** The pricing module's quote as the GraphQL Quote. */
export function toGraphqlQuote(
  { quote, catalogue }: PricedBooking,
  date: string | null | undefined,
): GqlQuote {
  const season = seasonFor(date, catalogue.seasons);
  return {
    lines: quote.lines.map((line) => ({
      serviceId: line.serviceId ?? null,
      packageId: line.packageId ?? null,
      name: line.name,
      basePrice: line.basePrice,
      options: line.options.map((o) => ({
        id: o.id,
        name: o.label,
        variationName: o.variationName,
        amount: o.additionalCost,
      })),
      addOns: line.addOns.map((a) => ({ id: a.id, name: a.name, variationName: null, amount: a.price })),
      season:
        line.seasonalMultiplier !== 1 && season
          ? {
              seasonId: String(season.id),
              name: line.seasonName ?? season.name ?? '',
              multiplier: line.seasonalMultiplier,
              amount: line.seasonalAdjustment,
            }
          : null,
      total: line.total,
    })),
    subtotal: quote.subtotal,
    adjustments: quote.adjustments.map((a) => ({
      modifierId: a.modifierId,
      modifierName: a.modifierName,
      optionId: a.optionId,
      optionName: a.optionName,
      type: modifierType(a.type),
      units: modifierUnits(a.units),
      value: a.value,
      amount: a.amount,
    })),
    total: quote.total,
  };
}
