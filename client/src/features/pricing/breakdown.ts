/**
 * One price breakdown for every place that shows a price (cart, checkout summary, payments,
 * confirmation and its print, my bookings): the lines a quote shows before a booking is saved and the
 * lines a saved booking keeps are turned into the same rows (base price, each option and add-on, the
 * season, the line's total; the subtotal, each modifier with its amount, the total), so a customer
 * reads the same breakdown on every page; a referral credit is one more adjustment (`withCredit`), and so
 * is the office's own discount, last (`withOfficeDiscount`). The e-mail lists the same rows (gateway/src/email).
 */
import type { ModifierType, ModifierUnits, PriceBreakdown_QuoteFragment } from '../../__generated__/graphql';
import { formatZar } from '../../lib/money';
import { modifierValueLabel } from '../checkout/modifierLabel';

export interface BreakdownRow {
  key: string;
  label: string;
  /** Rand added (negative: taken off); null when a booking made before amounts were kept has none. */
  amount: number | null;
}

export interface BreakdownLine {
  key: string;
  name: string;
  isPackage: boolean;
  base: number;
  /** The chosen options, then the add-ons. */
  extras: BreakdownRow[];
  season: BreakdownRow | null;
  total: number;
}

export interface Breakdown {
  lines: BreakdownLine[];
  subtotal: number;
  adjustments: (BreakdownRow & { note?: string | null })[];
  /** Why an offered discount did not apply (a quote's earned notes). */
  notes: string[];
  total: number;
  /** The VAT the total includes (the gateway's, by the one rule); null when the business is not VAT-registered. */
  vatIncluded: number | null;
  /** A quote whose option repeats the visit: what each later visit costs, and how it differs. */
  repeat: { laterVisitTotal: number; differences: readonly string[] } | null;
}

/** A modifier row as the gateway priced it: `base` is the running total it applied to (null: not kept). */
interface PricedModifier {
  modifierName: string;
  optionName: string;
  type: ModifierType;
  units?: ModifierUnits | null;
  value: number;
  base?: number | null;
}

/**
 * 'Property Size: Large (+20% of R 558,00)': a percentage says what it is a percentage of, the
 * running total it applied to (modifiers apply in turn: docs/product.md, "Prices").
 */
function modifierRowLabel(m: PricedModifier): string {
  const of =
    m.type !== 'NO_CHARGE' && m.units === 'PERCENT' && m.base != null ? ` of ${formatZar(m.base)}` : '';
  return `${m.modifierName}: ${m.optionName} (${modifierValueLabel(m)}${of})`;
}

/** What a saved booking keeps of its prices (the customer's booking pages and the office's). */
interface SavedPrices {
  totalPrice: number;
  vatIncluded?: number | null;
  services: ReadonlyArray<{
    id: string;
    packageId?: string | null;
    name: string;
    price: number;
    basePrice: number;
    season?: { name: string; multiplier: number; amount: number } | null;
    variations: ReadonlyArray<{
      variationName: string;
      optionId?: string | null;
      label: string;
      additionalCost: number;
    }>;
    addOns: ReadonlyArray<{ id: string; name: string; price: number }>;
  }>;
  modifiers: ReadonlyArray<PricedModifier & { id: string; amount?: number | null }>;
  /** The rand the customer's referral credits took off (docs/office-rules.md, "Referral"). */
  referralCredit?: number | null;
  /** The office's own discount it was booked with (docs/product.md, "The office's discount"). */
  officeDiscount?: OfficeDiscountRow | null;
}

/** The office's discount as the gateway answers it: "Office discount (10%)" and the signed rand. */
interface OfficeDiscountRow {
  label: string;
  amount: number;
}

/** A quote; the office's (adminQuote) may carry the office's own discount. */
type Quote = PriceBreakdown_QuoteFragment & { officeDiscount?: OfficeDiscountRow | null };

const seasonRow = (key: string, season: { name: string; multiplier: number; amount: number }) => ({
  key: `${key}-season`,
  label: `${season.name} season (×${season.multiplier})`,
  amount: season.amount,
});

function modifiersBreakdownFromQuote(quote: Quote): Breakdown {
  return {
    lines: quote.lines.map((line, index) => {
      const key = `${index}-${line.serviceId ?? line.packageId ?? ''}`;
      return {
        key,
        name: line.name,
        isPackage: Boolean(line.packageId),
        base: line.basePrice,
        extras: [
          ...line.options.map((o) => ({
            key: `option-${o.id}`,
            label: o.variationName ? `${o.variationName}: ${o.name}` : o.name,
            amount: o.amount,
          })),
          ...line.addOns.map((a) => ({ key: `addon-${a.id}`, label: `Add-on: ${a.name}`, amount: a.amount })),
          // A programme booked late: how many visits remain, which the gateway's total prices.
          ...(line.seasonNotice ? [{ key: 'season-end', label: line.seasonNotice, amount: null }] : []),
        ],
        season: line.season ? seasonRow(key, line.season) : null,
        total: line.total,
      };
    }),
    subtotal: quote.subtotal,
    adjustments: quote.adjustments.map((a) => ({
      key: a.optionId ?? `${a.modifierName}-${a.optionName}`,
      label: modifierRowLabel(a),
      amount: a.amount,
      note: a.reason,
    })),
    notes: quote.earned
      .filter((note) => !note.applied && note.rule !== 'CALL_OUT')
      .map((note) => `${note.optionName}: ${note.reason}`),
    total: quote.total,
    vatIncluded: quote.vatIncluded ?? null,
    repeat: quote.repeat
      ? { laterVisitTotal: quote.repeat.laterVisitTotal, differences: quote.repeat.differences }
      : null,
  };
}

function modifiersBreakdownFromBooking(booking: SavedPrices): Breakdown {
  const lines = booking.services.map((line) => ({
    key: line.id,
    name: line.name,
    isPackage: Boolean(line.packageId),
    base: line.basePrice,
    extras: [
      ...line.variations.map((v) => ({
        key: `option-${v.variationName}-${v.optionId ?? v.label}`,
        label: `${v.variationName}: ${v.label}`,
        amount: v.additionalCost,
      })),
      ...line.addOns.map((a) => ({ key: `addon-${a.id}`, label: `Add-on: ${a.name}`, amount: a.price })),
    ],
    season: line.season ? seasonRow(line.id, line.season) : null,
    total: line.price,
  }));
  return {
    lines,
    subtotal: lines.reduce((sum, line) => Math.round((sum + line.total) * 100) / 100, 0),
    adjustments: booking.modifiers.map((m) => ({
      key: m.id,
      label: modifierRowLabel(m),
      amount: m.amount ?? null,
    })),
    notes: [],
    total: booking.totalPrice,
    vatIncluded: booking.vatIncluded ?? null,
    repeat: null,
  };
}

/**
 * The customer's referral credit is one more adjustment after the modifiers (docs/office-rules.md,
 * "Referral"): "Referral credit" with the rand it took off, and why when the quote says.
 */
function withCredit(
  breakdown: Breakdown,
  credit: { label: string; amount: number; reason?: string | null } | null | undefined,
): Breakdown {
  if (!credit) return breakdown;
  const row = {
    key: 'referral-credit',
    label: credit.label,
    amount: credit.amount,
    note: credit.reason ?? null,
  };
  return { ...breakdown, adjustments: [...breakdown.adjustments, row] };
}

/** The office's own discount: one more adjustment, after every other one (its label is the gateway's). */
function withOfficeDiscount(breakdown: Breakdown, discount: OfficeDiscountRow | null | undefined): Breakdown {
  if (!discount) return breakdown;
  const row = { key: 'office-discount', label: discount.label, amount: discount.amount };
  return { ...breakdown, adjustments: [...breakdown.adjustments, row] };
}

/** The rows of a quote (cart, checkout summary, the office's new booking). */
export const breakdownFromQuote = (quote: Quote): Breakdown =>
  withOfficeDiscount(
    withCredit(modifiersBreakdownFromQuote(quote), quote.referralCredit),
    quote.officeDiscount,
  );

/** The rows a saved booking keeps (confirmation, payments, my bookings). */
export const breakdownFromBooking = (booking: SavedPrices): Breakdown =>
  withOfficeDiscount(
    withCredit(
      modifiersBreakdownFromBooking(booking),
      booking.referralCredit ? { label: 'Referral credit', amount: -booking.referralCredit } : null,
    ),
    booking.officeDiscount,
  );
