/**
 * One price breakdown for every place that shows a price (cart, checkout summary, payments,
 * confirmation and its print, my bookings): the lines a quote shows before a booking is saved and the
 * lines a saved booking keeps are turned into the same rows (base price, each option and add-on, the
 * season, the line's total; the subtotal, each modifier with its amount, the total), so a customer
 * reads the same breakdown on every page; a referral credit is one more adjustment (`withCredit`). The e-mail lists the same rows (gateway/src/email).
 */
import type { BookingDetailsFragment, QuoteQueryQuery } from '../../__generated__/graphql';
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
}

type Quote = QuoteQueryQuery['quote'];

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
        ],
        season: line.season ? seasonRow(key, line.season) : null,
        total: line.total,
      };
    }),
    subtotal: quote.subtotal,
    adjustments: quote.adjustments.map((a) => ({
      key: a.optionId ?? `${a.modifierName}-${a.optionName}`,
      label: `${a.modifierName}: ${a.optionName} (${modifierValueLabel(a)})`,
      amount: a.amount,
      note: a.reason,
    })),
    notes: quote.earned
      .filter((note) => !note.applied && note.rule !== 'CALL_OUT')
      .map((note) => `${note.optionName}: ${note.reason}`),
    total: quote.total,
  };
}

function modifiersBreakdownFromBooking(booking: BookingDetailsFragment): Breakdown {
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
      label: `${m.modifierName}: ${m.optionName} (${modifierValueLabel(m)})`,
      amount: m.amount ?? null,
    })),
    notes: [],
    total: booking.totalPrice,
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

/** The rows of a quote (cart, checkout summary). */
export const breakdownFromQuote = (quote: Quote): Breakdown =>
  withCredit(modifiersBreakdownFromQuote(quote), quote.referralCredit);

/** The rows a saved booking keeps (confirmation, payments, my bookings). */
export const breakdownFromBooking = (booking: BookingDetailsFragment): Breakdown =>
  withCredit(
    modifiersBreakdownFromBooking(booking),
    booking.referralCredit ? { label: 'Referral credit', amount: -booking.referralCredit } : null,
  );
