/**
 * What the pricing module needs to know: the choices a customer sends (ids only, as GraphQL gives
 * them: the generated `BookingInput`) and the catalogue rows the gateway loaded from the api. The
 * catalogue shapes are the api's own (api/replies/catalogue.ts, docs/api.md: Service, AddOn, Package, Season,
 * Modifier), reduced to the fields pricing reads, so the api's replies can be passed in unchanged.
 */
import type { BookingInput, BookingLineInput } from '../__generated__/resolvers-types.js';
import type {
  ApiAddOn,
  ApiModifier,
  ApiModifierOption,
  ApiPackage,
  ApiPackageService,
  ApiSeason,
  ApiService,
  ApiServiceOption,
  ApiServiceVariation,
} from '../api/replies/catalogue.js';
import type { QuotedCredit } from './credit.js';
import type { EarnedNote } from './earned.js';
import type { QuotedOfficeDiscount } from './office-discount.js';

/** Ids arrive as strings from GraphQL and as numbers from the api; they are compared as strings. */
export type Id = string | number;

/** The fields pricing reads of an api shape: `Needs` always, `Optional` when given (defaults apply without). */
type Reads<T, Needs extends keyof T, Optional extends keyof T = never> = Pick<T, Needs> &
  Partial<Pick<T, Optional>>;

type IdOrNumber<V> = V extends readonly string[] ? readonly Id[] : V extends string ? Id : V;
/** A GraphQL input's fields, whose ids (`…Id`, `…Ids`) may also be given as the api's numbers. */
type IdsOrNumbers<T> = {
  readonly [K in keyof T]: K extends `${string}Id` | `${string}Ids` ? IdOrNumber<T[K]> : T[K];
};

/** A booking's line as GraphQL gives it (`BookingLineInput`). */
export type QuoteLineInput = IdsOrNumbers<BookingLineInput>;

/** A booking's choices as GraphQL gives them (`BookingInput`): the date (no season without it), lines, modifier options. */
export type QuoteInput = IdsOrNumbers<Pick<BookingInput, 'date' | 'modifierOptionIds'>> & {
  lines: readonly QuoteLineInput[];
};

/** The api lists every option of a variation and marks the ones this service offers (`selected`; absent means offered). */
export type CatalogueVariationOption = Reads<
  ApiServiceOption,
  'id' | 'label' | 'additionalCost',
  'extraMinutes' | 'selected' | 'repeatWeeks'
>;

export type CatalogueVariation = Reads<ApiServiceVariation, 'variationId' | 'variationName'> & {
  options: readonly CatalogueVariationOption[];
};

export type CatalogueAddOn = Reads<ApiAddOn, 'id' | 'name' | 'price', 'extraMinutes' | 'statusId'>;

/** `durationMinutes`: one slot when not given; `quoteOnly`: priced by the office after a visit. */
export type CatalogueService = Reads<
  ApiService,
  'id' | 'name' | 'basePrice',
  'durationMinutes' | 'quoteOnly' | 'statusId'
> & {
  variations?: readonly CatalogueVariation[] | null;
  addOns?: readonly CatalogueAddOn[] | null;
};

/** A package: its season's and its own dates bound when it can be booked; booked, it becomes a programme of visits (series/programme.ts), the first of which is its work. */
export type CataloguePackage = Reads<
  ApiPackage,
  'id' | 'name' | 'price',
  'statusId' | 'seasonId' | 'startDate' | 'endDate'
> & {
  services?:
    | readonly Reads<
        ApiPackageService,
        'quantity',
        'serviceId' | 'serviceName' | 'firstWeek' | 'everyWeeks'
      >[]
    | null;
};

export type CatalogueSeason = Reads<
  ApiSeason,
  'id' | 'startDate' | 'endDate' | 'multiplier' | 'statusId',
  'name'
>;

export type ModifierOptionType = ApiModifierOption['type'];
export type ModifierOptionUnits = NonNullable<ApiModifierOption['units']>;
/** Options decided by the gateway from what it knows of the customer (earned.ts), never picked. */
export type ModifierRule = NonNullable<ApiModifierOption['rule']>;

export type CatalogueModifierOption = Reads<
  ApiModifierOption,
  'id' | 'name' | 'type' | 'units' | 'value',
  'statusId' | 'rule'
>;

export type CatalogueModifier = Reads<ApiModifier, 'id' | 'name', 'statusId'> & {
  options: readonly CatalogueModifierOption[];
};

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
  /**
   * A package booked late in its season: "N of its M visits remain before the season ends on …"
   * (its total is then the price of those visits); absent otherwise.
   */
  seasonNotice?: string;
}

export interface QuotedAdjustment {
  modifierId: string;
  modifierName: string;
  optionId: string;
  optionName: string;
  type: ModifierOptionType;
  units: ModifierOptionUnits | null;
  value: number;
  /** The running total this step applied to, to the cent: a percentage is of this amount. */
  base: number;
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
  /** The customer's referral credits taken off after the adjustments (credit.ts); null when none. */
  credit: QuotedCredit | null;
  /** The office's own discount, taken off after everything else (office-discount.ts); null when none. */
  officeDiscount: QuotedOfficeDiscount | null;
  /** Whole rand, rounded once at the end, half away from zero. */
  total: number;
  /** Every option decided by a rule, applied or not, with the reason (empty without earned facts). */
  earned: EarnedNote[];
  /** Each later visit, when a line's option repeats the visit (a recurring series); else null. */
  repeat: QuotedRepeat | null;
}

/** Each later visit of a recurring series, priced when the first is (docs/recurring.md). */
export interface QuotedRepeat {
  /** Weeks between visits. */
  everyWeeks: number;
  /** The lines each later visit books (the repeating ones, at this visit's prices). */
  lines: QuotedLine[];
  /** Their sum, to the cent. */
  subtotal: number;
  /** This visit's modifier options less its discounts, applied in turn to the later visit's running total. */
  adjustments: QuotedAdjustment[];
  /** The office's discount: the same percent of each later visit; null when none. */
  officeDiscount: QuotedOfficeDiscount | null;
  /** What each later visit costs: whole rand, rounded once at the end. */
  total: number;
  /** How a later visit differs from this one, in words ("without the First-time customer discount"). */
  differences: string[];
}
