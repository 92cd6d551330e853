/**
 * The one place prices are computed (docs/product.md: "only the gateway computes prices").
 *
 * Rules, from docs/product.md:
 * - a service line = base price + each selected option's additional cost + each add-on's price;
 * - a service line booked on a date inside an ACTIVE season's [startDate, endDate] (inclusive) is
 *   multiplied by that season's multiplier, shown as the line's `seasonalAdjustment`; package lines
 *   are never multiplied (their prices are already seasonal);
 * - lines and the subtotal are to the cent;
 * - modifiers are applied in turn, in ascending modifier id order, to the running total: `extra` adds a
 *   flat amount or a percent of the running total, `discount` subtracts likewise, `no_charge` changes
 *   nothing; the running total is floored at 0 after each step and is never rounded in between;
 * - then the signed-in customer's referral credits, as their own step (credit.ts), never below 0;
 * - then the office's own discount when it gives one (office-discount.ts): its percent of the running
 *   total, as its own step, on this visit and on a repeat's later visits;
 * - the total is rounded once, at the end, to a whole rand, half away from zero.
 *
 * Choices settled here:
 * - Every variation the service offers (with at least one option it offers) needs a chosen option:
 *   a line without one is refused naming the variation (`lines.N.optionIds`); nothing is chosen for
 *   the customer, since the first option may, say, repeat the visit (shared/booking-choices.ts).
 * - Not choosing a modifier is allowed (the cart quotes before the modifiers step); choosing two
 *   options of one modifier is not.
 * - When several active seasons cover the date, the one with the lowest id applies.
 * - Rows whose `statusId` is present and not 1 (Active) cannot be chosen: inactive services, packages,
 *   add-ons, modifiers and modifier options are refused like unknown ones.
 *
 * Pure: no I/O; invalid choices throw a PricingError naming the input field.
 */
import {
  addOnNotOfferedMessage,
  ONE_FREQUENCY_MESSAGE,
  optionMissingMessage,
  secondFrequencyAt,
  secondOptionRefusal,
  variationsWithoutChoice,
} from '@greenleaf/shared/booking-choices';
import { ACTIVE_STATUS_ID, isAvailableRow } from '@greenleaf/shared/record-status';
import { remainingPrice, remainingText } from '@greenleaf/shared/package-season';
import { programmeRemaining } from '../series/programme.js';
import { centsToRands, centsToWholeRands, roundHalfAwayFromZero, toCents } from './money.js';
import { PricingError } from './pricing-error.js';
import { decideEarnedModifiers, type EarnedFacts, type EarnedPolicy } from './earned.js';
import { applyReferralCredits } from './credit.js';
import { applyOfficeDiscount } from './office-discount.js';
import type {
  CatalogueModifier,
  CatalogueModifierOption,
  CatalogueSeason,
  CatalogueService,
  CatalogueVariation,
  Id,
  PricingCatalogue,
  Quote,
  QuoteInput,
  QuoteLineInput,
  QuotedAdjustment,
  QuotedAddOn,
  QuotedLine,
  QuotedOption,
  QuotedRepeat,
} from './types.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const key = (id: Id): string => String(id).trim();

/**
 * Rows by id (`key`), built once per catalogue list: the first row with an id, as `Array.find` would
 * return it (rows are read as they are: only which row an id names is kept). The gateway prices every
 * quote from the same lists (booking/pricing-catalogue.ts), so a lookup is one map read instead of a scan that
 * turns every id into text.
 */
const byIdCache = new WeakMap<readonly object[], Map<string, unknown>>();
function byId<T extends { id: Id }>(rows: readonly T[]): Map<string, T> {
  let index = byIdCache.get(rows) as Map<string, T> | undefined;
  if (!index) {
    index = new Map();
    for (const row of rows) {
      const id = key(row.id);
      if (!index.has(id)) index.set(id, row);
    }
    byIdCache.set(rows, index);
  }
  return index;
}

/**
 * A service's options by id, each with its variation, in the order a scan of the variations meets them
 * (whether an option can be chosen, `selected`, is read at the lookup, as the scan read it).
 */
type OfferedOption = { variation: CatalogueVariation; option: CatalogueVariation['options'][number] };
const NO_VARIATIONS: readonly CatalogueVariation[] = [];
const optionCache = new WeakMap<readonly object[], Map<string, OfferedOption[]>>();
function optionsById(variations: readonly CatalogueVariation[]): Map<string, OfferedOption[]> {
  let index = optionCache.get(variations);
  if (!index) {
    index = new Map();
    for (const variation of variations) {
      for (const option of variation.options) {
        const id = key(option.id);
        const list = index.get(id);
        if (list) list.push({ variation, option });
        else index.set(id, [{ variation, option }]);
      }
    }
    optionCache.set(variations, index);
  }
  return index;
}

/** Modifier options by id: the first modifier (in order) holding it, with the option. */
const modifierOptionCache = new WeakMap<readonly object[], Map<string, ChosenModifier>>();
function modifierOptionsById(modifiers: readonly CatalogueModifier[]): Map<string, ChosenModifier> {
  let index = modifierOptionCache.get(modifiers);
  if (!index) {
    index = new Map();
    for (const modifier of modifiers) {
      for (const option of modifier.options) {
        const id = key(option.id);
        if (!index.has(id)) index.set(id, { modifier, option });
      }
    }
    modifierOptionCache.set(modifiers, index);
  }
  return index;
}

/** Ascending id order: numerically when both ids are numbers, else as text. */
function compareIds(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb) && a !== '' && b !== '') return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Days in each month of a common year; February gains one in a leap year. */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A real calendar day written YYYY-MM-DD (any four-digit year, the proleptic Gregorian calendar of
 * JavaScript dates): by arithmetic, the days `new Date(date + "T00:00:00Z")` reads back unchanged.
 */
export function validDate(date: string): boolean {
  if (!DATE.test(date)) return false;
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= DAYS_IN_MONTH[month - 1]! + (month === 2 && leap ? 1 : 0);
}

/** The active season covering `date` (inclusive of both ends), lowest id first; null when none. */
export function seasonFor(
  date: string | null | undefined,
  seasons: readonly CatalogueSeason[],
): CatalogueSeason | null {
  if (!date) return null;
  const covering = seasons
    .filter(
      (s) =>
        s.statusId === ACTIVE_STATUS_ID &&
        s.startDate !== null &&
        s.endDate !== null &&
        s.startDate.slice(0, 10) <= date &&
        date <= s.endDate.slice(0, 10),
    )
    .sort((a, b) => compareIds(key(a.id), key(b.id)));
  return covering[0] ?? null;
}

/** A priced line: its quote, its price in cents, and the weeks between visits when an option repeats it. */
interface PricedLine {
  quoted: QuotedLine;
  cents: number;
  repeatWeeks: number | null;
}

function quoteServiceLine(
  line: QuoteLineInput,
  service: CatalogueService,
  season: CatalogueSeason | null,
  path: string,
): PricedLine {
  const variations = service.variations ?? NO_VARIATIONS;
  const chosen = new Map<string, QuotedOption>();
  const optionIds = line.optionIds ?? [];

  const offered = optionsById(variations);
  optionIds.forEach((rawId, i) => {
    const id = key(rawId);
    const field = `${path}.optionIds.${i}`;
    const found = offered.get(id)?.find(({ option }) => option.selected !== false);
    if (found) {
      const { variation, option } = found;
      const variationId = key(variation.variationId);
      const refusal = secondOptionRefusal(
        chosen.get(variationId),
        { id, label: option.label },
        variation.variationName,
        service.name,
      );
      if (refusal) throw new PricingError(field, refusal);
      chosen.set(variationId, {
        id,
        label: option.label,
        variationId,
        variationName: variation.variationName,
        additionalCost: option.additionalCost,
      });
      return;
    }
    throw new PricingError(field, `Option ${id} is not offered for ${service.name}.`);
  });

  // Every variation the service offers needs a chosen option: none is taken for the customer (the
  // first option may repeat the visit). Options are listed in the variations' order.
  const options: QuotedOption[] = [];
  const offeredVariations: { id: string; name: string }[] = [];
  let repeatWeeks: number | null = null;
  for (const variation of variations) {
    const variationId = key(variation.variationId);
    const picked = chosen.get(variationId);
    if (picked) {
      options.push(picked);
      repeatWeeks ??= variation.options.find((o) => key(o.id) === picked.id)?.repeatWeeks ?? null;
    }
    if (variation.options.some((o) => o.selected !== false)) {
      offeredVariations.push({ id: variationId, name: variation.variationName });
    }
  }
  const [missing] = variationsWithoutChoice(offeredVariations, [...chosen.keys()]);
  if (missing) throw new PricingError(`${path}.optionIds`, optionMissingMessage(missing.name, service.name));

  const addOns: QuotedAddOn[] = [];
  const seenAddOns = new Set<string>();
  (line.addOnIds ?? []).forEach((rawId, i) => {
    const id = key(rawId);
    const field = `${path}.addOnIds.${i}`;
    const addOn = service.addOns ? byId(service.addOns).get(id) : undefined;
    // The service's own add-ons only: an add-on belongs to one service.
    if (!addOn || !isAvailableRow(addOn)) {
      throw new PricingError(field, addOnNotOfferedMessage(id, service.name));
    }
    if (seenAddOns.has(id)) {
      throw new PricingError(field, `Add-on "${addOn.name}" is chosen twice for ${service.name}.`);
    }
    seenAddOns.add(id);
    addOns.push({ id, name: addOn.name, price: addOn.price });
  });

  const beforeSeasonCents =
    toCents(service.basePrice) +
    options.reduce((sum, o) => sum + toCents(o.additionalCost), 0) +
    addOns.reduce((sum, a) => sum + toCents(a.price), 0);
  const multiplier = season ? season.multiplier : 1;
  const cents = season ? roundHalfAwayFromZero(beforeSeasonCents * multiplier) : beforeSeasonCents;

  return {
    cents,
    repeatWeeks,
    quoted: {
      serviceId: key(service.id),
      name: service.name,
      basePrice: service.basePrice,
      options,
      addOns,
      seasonalMultiplier: multiplier,
      seasonId: season ? key(season.id) : null,
      seasonName: season ? (season.name ?? null) : null,
      seasonalAdjustment: centsToRands(cents - beforeSeasonCents),
      total: centsToRands(cents),
    },
  };
}

function quoteLine(
  line: QuoteLineInput,
  index: number,
  catalogue: PricingCatalogue,
  season: CatalogueSeason | null,
  date: string | null | undefined,
): PricedLine {
  const path = `lines.${index}`;
  const hasService = line.serviceId !== undefined && line.serviceId !== null && key(line.serviceId) !== '';
  const hasPackage = line.packageId !== undefined && line.packageId !== null && key(line.packageId) !== '';
  if (hasService === hasPackage) {
    throw new PricingError(path, 'Each booking line needs either a service or a package, not both.');
  }

  if (hasService) {
    const id = key(line.serviceId);
    const service = byId(catalogue.services).get(id);
    if (!service || !isAvailableRow(service)) {
      throw new PricingError(`${path}.serviceId`, `Service ${id} is not available.`);
    }
    if (service.quoteOnly) {
      throw new PricingError(
        `${path}.serviceId`,
        `${service.name} is priced by our office after a visit: please request a quote.`,
        'QUOTE_ONLY',
      );
    }
    return quoteServiceLine(line, service, season, path);
  }

  const id = key(line.packageId as Id);
  const pkg = byId(catalogue.packages).get(id);
  if (!pkg || !isAvailableRow(pkg)) {
    throw new PricingError(`${path}.packageId`, `Package ${id} is not available.`);
  }
  if ((line.optionIds ?? []).length > 0) {
    throw new PricingError(`${path}.optionIds`, `Package "${pkg.name}" has no options to choose.`);
  }
  if ((line.addOnIds ?? []).length > 0) {
    throw new PricingError(`${path}.addOnIds`, `Package "${pkg.name}" has no add-ons to choose.`);
  }
  // Booked late in its season, a programme is charged for the visits that remain (docs/recurring.md).
  const remaining = date ? programmeRemaining(pkg, catalogue.seasons, date) : null;
  const cents = toCents(remaining ? remainingPrice(pkg.price, remaining) : pkg.price);
  const seasonNotice = remaining ? remainingText(remaining) : null;
  return {
    cents,
    repeatWeeks: null,
    quoted: {
      ...(seasonNotice ? { seasonNotice } : {}),
      packageId: key(pkg.id),
      name: pkg.name,
      basePrice: pkg.price,
      options: [],
      addOns: [],
      seasonalMultiplier: 1,
      seasonId: null,
      seasonName: null,
      seasonalAdjustment: 0,
      total: centsToRands(cents),
    },
  };
}

interface ChosenModifier {
  modifier: CatalogueModifier;
  option: CatalogueModifierOption;
}

function chosenModifiers(
  optionIds: readonly Id[],
  modifiers: readonly CatalogueModifier[],
): ChosenModifier[] {
  const byModifier = new Map<string, ChosenModifier>();
  const options = modifierOptionsById(modifiers);
  optionIds.forEach((rawId, i) => {
    const id = key(rawId);
    const field = `modifierOptionIds.${i}`;
    const found = options.get(id);
    if (!found || !isAvailableRow(found.modifier) || !isAvailableRow(found.option)) {
      throw new PricingError(field, `Modifier option ${id} is not available.`);
    }
    const modifierId = key(found.modifier.id);
    const already = byModifier.get(modifierId);
    const refusal = secondOptionRefusal(
      already && { id: already.option.id, label: already.option.name },
      { id, label: found.option.name },
      found.modifier.name,
    );
    if (refusal) throw new PricingError(field, refusal);
    byModifier.set(modifierId, found);
  });
  return [...byModifier.entries()].sort(([a], [b]) => compareIds(a, b)).map(([, chosen]) => chosen);
}

/** One modifier step on the unrounded running total (cents); never below 0. */
function applyModifier(runningCents: number, option: CatalogueModifierOption): number {
  if (option.type === 'no_charge') return runningCents;
  const change = option.units === 'percent' ? (runningCents * option.value) / 100 : toCents(option.value);
  const next = option.type === 'extra' ? runningCents + change : runningCents - change;
  return Math.max(0, next);
}

/**
 * With `earned` (what the gateway knows of the customer), options with a rule are decided by
 * earned.ts: the customer's picks of those modifiers are replaced by the decision.
 */
export function quoteBooking(
  input: QuoteInput,
  catalogue: PricingCatalogue,
  earned?: { facts: EarnedFacts; policy?: EarnedPolicy },
  /** The office's own discount, in percent (checked by `checkedOfficePercent`); none when absent. */
  officePercent?: number | null,
): Quote {
  if (input.date !== undefined && input.date !== null && !validDate(input.date)) {
    throw new PricingError('date', 'The booking date must be a date written YYYY-MM-DD.');
  }
  if (input.lines.length === 0) {
    throw new PricingError('lines', 'Add at least one service or package to the booking.');
  }

  const season = seasonFor(input.date, catalogue.seasons);
  const priced = input.lines.map((line, i) => quoteLine(line, i, catalogue, season, input.date));
  const otherFrequency = secondFrequencyAt(priced.map((p) => p.repeatWeeks));
  if (otherFrequency >= 0) throw new PricingError(`lines.${otherFrequency}.optionIds`, ONE_FREQUENCY_MESSAGE);
  const subtotalCents = priced.reduce((sum, p) => sum + p.cents, 0);

  const decision = earned
    ? decideEarnedModifiers(catalogue.modifiers, earned.facts, subtotalCents, earned.policy)
    : null;
  const picked = chosenModifiers(input.modifierOptionIds ?? [], catalogue.modifiers).filter(
    ({ modifier }) => !decision?.decided.has(key(modifier.id)),
  );
  const reasons = new Map<string, string | null>();
  for (const [, choice] of decision?.decided ?? []) {
    if (!choice) continue;
    reasons.set(choice.optionId, choice.reason);
  }
  const decidedChoices = chosenModifiers([...reasons.keys()], catalogue.modifiers);
  const all = [...picked, ...decidedChoices].sort((a, b) =>
    compareIds(key(a.modifier.id), key(b.modifier.id)),
  );

  const { adjustments, running } = applyInTurn(subtotalCents, all, reasons);
  // Referral credits: their own step after the modifiers (credit.ts); once, never on later visits.
  const credited = applyReferralCredits(running, earned?.facts.credits ?? []);
  // The office's discount: after every other adjustment (office-discount.ts).
  const office = applyOfficeDiscount(credited.cents, officePercent);

  return {
    lines: priced.map((p) => p.quoted),
    subtotal: centsToRands(subtotalCents),
    adjustments,
    credit: credited.credit,
    officeDiscount: office.discount,
    total: centsToWholeRands(office.cents),
    earned: decision?.notes ?? [],
    repeat: laterVisit(priced, all, adjustments, reasons, officePercent),
  };
}

/**
 * The modifier options applied in turn to the running total (cents, unrounded), each row with the
 * running total it applied to (`base`: a percentage is of that amount) and the change it made.
 */
function applyInTurn(
  startCents: number,
  steps: readonly ChosenModifier[],
  reasons: ReadonlyMap<string, string | null> = new Map(),
): { adjustments: QuotedAdjustment[]; running: number } {
  let running = startCents;
  const adjustments: QuotedAdjustment[] = [];
  for (const { modifier, option } of steps) {
    const next = applyModifier(running, option);
    adjustments.push({
      modifierId: key(modifier.id),
      modifierName: modifier.name,
      optionId: key(option.id),
      optionName: option.name,
      type: option.type,
      units: option.type === 'no_charge' ? null : option.units,
      value: option.type === 'no_charge' ? 0 : option.value,
      base: centsToRands(running),
      amount: centsToRands(next - running),
      reason: reasons.get(key(option.id)) ?? null,
    });
    running = next;
  }
  return { adjustments, running };
}

/**
 * Each later visit of the recurring series a repeating option makes (docs/recurring.md), priced by
 * the same rules as this visit: the repeating lines at this visit's line prices (a later season does
 * not reprice a running series), then this visit's modifier options except discounts (a first-time
 * or referral discount is earned once), in turn on the later visit's own running total. Null when no
 * line repeats. Lines repeating at different intervals are refused at the save; the first one's is
 * named here.
 */
function laterVisit(
  priced: readonly PricedLine[],
  steps: readonly ChosenModifier[],
  adjustments: readonly QuotedAdjustment[],
  reasons: ReadonlyMap<string, string | null>,
  officePercent?: number | null,
): QuotedRepeat | null {
  const repeating = priced.filter((p) => p.repeatWeeks !== null);
  const everyWeeks = repeating[0]?.repeatWeeks;
  if (everyWeeks === undefined || everyWeeks === null) return null;
  const subtotalCents = repeating.reduce((sum, p) => sum + p.cents, 0);
  const kept = steps.filter(({ option }) => option.type !== 'discount');
  const later = applyInTurn(subtotalCents, kept, reasons);
  // The office's discount holds for the whole series: the same percent of each later visit.
  const office = applyOfficeDiscount(later.running, officePercent);
  const differences = [
    ...priced.filter((p) => p.repeatWeeks === null).map((p) => `without ${p.quoted.name}`),
    ...adjustments.filter((a) => a.type === 'discount').map((a) => `without the ${a.optionName} discount`),
    ...repeating
      .filter((p) => p.quoted.seasonName !== null && p.quoted.seasonalMultiplier !== 1)
      .map(
        (p) =>
          `with this visit's ${p.quoted.seasonName} price (x${p.quoted.seasonalMultiplier}) for ${p.quoted.name}`,
      ),
  ];
  return {
    everyWeeks,
    lines: repeating.map((p) => p.quoted),
    subtotal: centsToRands(subtotalCents),
    adjustments: later.adjustments,
    officeDiscount: office.discount,
    total: centsToWholeRands(office.cents),
    differences,
  };
}
