/**
 * Prices a booking with the pricing module (gateway/src/pricing) over the catalogue the gateway holds
 * in memory (pricing-catalogue.ts), and maps the result onto the GraphQL Quote. Invalid choices become BAD_USER_INPUT with the field.
 */
import { CURRENCY } from '@greenleaf/shared/format/money';
import type {
  BookingInput,
  Quote as GqlQuote,
  QuoteAdjustment as GqlQuoteAdjustment,
  QuoteLine as GqlQuoteLine,
} from '../__generated__/resolvers-types.js';
import type { ApiClient } from '../api/client.js';
import { badInput, errorCode, gatewayError } from '../api/errors.js';
import {
  PricingError,
  quoteBooking,
  seasonFor,
  type CatalogueSeason,
  type PricingCatalogue,
  type Quote,
  type QuotedAdjustment,
  type QuotedLine,
} from '../pricing/index.js';
import type { PricingCatalogueSource } from './pricing-catalogue.js';
import {
  earnedFactsFor,
  noTravelMinutes,
  type CustomerRef,
  type TravelMinutesLookup,
} from './earned-facts.js';

export interface PricedBooking {
  quote: Quote;
  catalogue: PricingCatalogue;
  /** The catalogue version the price was computed from (the booking save carries it). */
  catalogueVersion: number;
  /** The account whose referral code this first booking gave (its payment earns them a credit); else null. */
  referrerId: number | null;
}

export interface PricingFrom {
  api: ApiClient;
  catalogue: PricingCatalogueSource;
  /**
   * Who is booking: the earned discounts are decided for them (pricing/earned.ts). Null for a visitor
   * not signed in who has not given contact details yet: nothing is known against a first booking.
   */
  customer: CustomerRef | null;
  /** The suburb's travel minutes (the call-out fee); without it the call-out stays the customer's choice. */
  travel?: TravelMinutesLookup;
  /** Travel up to this many minutes costs no call-out fee. */
  callOutFreeMinutes: number;
  /** The office's own discount in percent, checked (admin/office-discount.ts); none when absent. */
  officePercent?: number | null;
}

/** Prices the choices; throws BAD_USER_INPUT (with the input field) for choices that cannot be priced. */
export async function priceBooking(
  from: PricingFrom,
  input: BookingInput,
  fieldPrefix = '',
  /** Load the catalogue again first (the api refused a price as stale). */
  fresh = false,
): Promise<PricedBooking> {
  if (input.lines.length === 0)
    throw badInput(`${fieldPrefix}lines`, 'Please add at least one service to your booking.');
  if (input.lines.length > 50)
    throw badInput(`${fieldPrefix}lines`, 'A booking can hold at most 50 services.');
  const snapshot = fresh ? await from.catalogue.fresh(from.api) : await from.catalogue.current(from.api);
  const { catalogue } = snapshot;
  const facts = await earnedFactsFor(from.api, input, from.customer, from.travel ?? noTravelMinutes);
  try {
    const quote = quoteBooking(
      input,
      catalogue,
      {
        facts,
        policy: { freeCallOutMinutes: from.callOutFreeMinutes },
      },
      from.officePercent,
    );
    return { quote, catalogue, catalogueVersion: snapshot.version, referrerId: facts.referrer };
  } catch (error) {
    if (error instanceof PricingError) {
      const field = `${fieldPrefix}${error.field}`;
      throw error.code ? gatewayError(error.code, error.message, { field }) : badInput(field, error.message);
    }
    throw error;
  }
}

const STALE_CATALOGUE_MESSAGE =
  'Our prices changed while your booking was being saved. Please review the new price and try again.';

/**
 * Runs `save`; when the api refuses it because the catalogue changed after the price was computed
 * (STALE_CATALOGUE), prices again from a fresh catalogue (`reprice`) and saves once more. A second
 * refusal is reported as STALE_CATALOGUE with a message the customer can act on.
 */
export async function saveOrRepriceOnce<T>(save: () => Promise<T>, reprice: () => Promise<void>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    // A referral credit taken by another booking meanwhile: priced again, the credit is gone from it.
    if (errorCode(error) !== 'STALE_CATALOGUE' && errorCode(error) !== 'REFERRAL_CREDIT_USED') throw error;
  }
  await reprice();
  try {
    return await save();
  } catch (error) {
    if (errorCode(error) === 'STALE_CATALOGUE')
      throw gatewayError('STALE_CATALOGUE', STALE_CATALOGUE_MESSAGE);
    if (errorCode(error) === 'REFERRAL_CREDIT_USED')
      throw gatewayError(
        'REFERRAL_CREDIT_USED',
        error instanceof Error ? error.message : STALE_CATALOGUE_MESSAGE,
      );
    throw error;
  }
}

/** The pricing module's lines as GraphQL QuoteLines (`season`: the one covering the booking date). */
function toGraphqlLines(lines: readonly QuotedLine[], season: CatalogueSeason | null): GqlQuoteLine[] {
  return lines.map((line) => ({
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
    seasonNotice: line.seasonNotice ?? null,
  }));
}

const toGraphqlAdjustments = (adjustments: readonly QuotedAdjustment[]): GqlQuoteAdjustment[] =>
  adjustments.map((a) => ({
    modifierId: a.modifierId,
    modifierName: a.modifierName,
    optionId: a.optionId,
    optionName: a.optionName,
    type: a.type,
    units: a.units,
    value: a.value,
    base: a.base,
    amount: a.amount,
    reason: a.reason,
  }));

/** The pricing module's quote as the GraphQL Quote (less its token, quote-token.ts). */
export function toGraphqlQuote(
  { quote, catalogue }: Pick<PricedBooking, 'quote' | 'catalogue'>,
  date: string | null | undefined,
): Omit<GqlQuote, 'token' | 'tokenExpiresAt'> {
  const season = seasonFor(date, catalogue.seasons);
  const { repeat } = quote;
  return {
    lines: toGraphqlLines(quote.lines, season),
    subtotal: quote.subtotal,
    adjustments: toGraphqlAdjustments(quote.adjustments),
    earned: quote.earned,
    referralCredit: quote.credit
      ? { label: quote.credit.label, amount: quote.credit.amount, reason: quote.credit.reason }
      : null,
    officeDiscount: quote.officeDiscount,
    total: quote.total,
    currency: CURRENCY,
    repeat: repeat
      ? {
          everyWeeks: repeat.everyWeeks,
          lines: toGraphqlLines(repeat.lines, season),
          subtotal: repeat.subtotal,
          adjustments: toGraphqlAdjustments(repeat.adjustments),
          officeDiscount: repeat.officeDiscount,
          laterVisitTotal: repeat.total,
          differences: repeat.differences,
        }
      : null,
  };
}
