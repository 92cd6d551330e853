/**
 * What the pricing module needs to know: the choices a customer sends (ids only, as GraphQL gives
 * them) and the catalogue rows the gateway loaded from the api. The catalogue shapes are the api's own
 * (docs/api.md: Service, AddOn, Package, Season, Modifier), reduced to the fields pricing reads, so
 * the api's replies can be passed in unchanged.
 */
import type { EarnedNote } from './earned.js';

/** Ids arrive as strings from GraphQL and as numbers from the api; they are compared as strings. */
export type Id = string | number;

export interface QuoteLineInput {
  serviceId?: Id | null;
  packageId?: Id | null;
  optionIds?: readonly Id[] | null;
  addOnIds?: readonly Id[] | null;
}

export interface QuoteInput {
  /** The booking date, `YYYY-MM-DD`; without it no season applies. */
  date?: string | null;
  lines: readonly QuoteLineInput[];
  modifierOptionIds?: readonly Id[] | null;
}

export interface CatalogueVariationOption {
  id: Id;
  label: string;
  additionalCost: number;
  /** Minutes the option adds to the work (0 when not given). */
  extraMinutes?: number;
  /** The api lists every option of a variation and marks the ones this service offers; absent means offered. */
  selected?: boolean;
}

export interface CatalogueVariation {
  variationId: Id;
  variationName: string;
  options: readonly CatalogueVariationOption[];
}

export interface CatalogueAddOn {
  id: Id;
  name: string;
  price: number;
  /** Minutes the add-on adds to the work (0 when not given). */
  extraMinutes?: number;
  statusId?: number | null;
}

export interface CatalogueService {
  id: Id;
  name: string;
  basePrice: number;
  /** How long the work takes one crew, in minutes (one slot when not given). */
  durationMinutes?: number;
  /** Priced by the office after a visit: it cannot be priced here (the customer requests a quote). */
  quoteOnly?: boolean;
  statusId?: number | null;
  variations?: readonly CatalogueVariation[] | null;
  addOns?: readonly CatalogueAddOn[] | null;
}

export interface CataloguePackage {
  id: Id;
  name: string;
  price: number;
  statusId?: number | null;
  /** The season the package belongs to (its dates bound when it can be booked). */
  seasonId?: Id | null;
  /** The package's own first and last bookable dates, when it has them. */
  startDate?: string | null;
  endDate?: string | null;
  /** The services it holds: its work is theirs, times their quantity. */
  services?: readonly { serviceId?: Id | null; quantity: number }[] | null;
}

export interface CatalogueSeason {
  id: Id;
  name?: string | null;
  startDate: string | null;
  endDate: string | null;
  multiplier: number;
  statusId: number;
}

export type ModifierOptionType = 'no_charge' | 'extra' | 'discount';
export type ModifierOptionUnits = 'percent' | 'amount';
/** Options decided by the gateway from what it knows of the customer (earned.ts), never picked. */
export type ModifierRule = 'first_time' | 'referral' | 'call_out';

export interface CatalogueModifierOption {
  id: Id;
  name: string;
  type: ModifierOptionType;
  units: ModifierOptionUnits | null;
  value: number;
  statusId?: number | null;
  rule?: ModifierRule | null;
}

export interface CatalogueModifier {
  id: Id;
  name: string;
  statusId?: number | null;
  options: readonly CatalogueModifierOption[];
}

export interface PricingCatalogue {
  services: readonly CatalogueService[];
  packages: readonly CataloguePackage[];
  seasons: readonly CatalogueSeason[];
  modifiers: readonly CatalogueModifier[];
}

export interface QuotedOption {
  id: string;
  label: string;
  variationId: string;
  variationName: string;
  additionalCost: number;
}

export interface QuotedAddOn {
  id: string;
  name: string;
  price: number;
}

export interface QuotedLine {
  serviceId?: string;
  packageId?: string;
  name: string;
  basePrice: number;
  options: QuotedOption[];
  addOns: QuotedAddOn[];
  /** 1 when no season applies (always 1 for packages). */
  seasonalMultiplier: number;
  /** The season's id when one applies (service lines only), else null. */
  seasonId: string | null;
  /** The season's name when one applies, else null. */
  seasonName: string | null;
  /** total − (base + options + add-ons), to the cent; 0 when no season applies. */
  seasonalAdjustment: number;
  /** The line's price, to the cent. */
  total: number;
}

export interface QuotedAdjustment {
  modifierId: string;
  modifierName: string;
  optionId: string;
  optionName: string;
  type: ModifierOptionType;
  units: ModifierOptionUnits | null;
  value: number;
  /** The change this step made to the running total, signed (negative for a discount), shown to the cent. */
  amount: number;
  /** Why the gateway applied it (an earned or decided option); null when the customer chose it. */
  reason: string | null;
}

export interface Quote {
  lines: QuotedLine[];
  /** Sum of the line totals, to the cent. */
  subtotal: number;
  adjustments: QuotedAdjustment[];
  /** Whole rand, rounded once at the end, half away from zero. */
  total: number;
  /** Every option decided by a rule, applied or not, with the reason (empty without earned facts). */
  earned: EarnedNote[];
}
