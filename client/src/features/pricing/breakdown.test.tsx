import { describe, expect, it } from 'vitest';
import type {
  PriceBreakdown_BookingFragment,
  PriceBreakdown_QuoteFragment,
} from '../../__generated__/graphql';
import { render, screen, within } from '../../test-utils/render';
import { breakdownFromBooking, breakdownFromQuote } from './breakdown';
import { PriceBreakdown } from './PriceBreakdown';

/** A quote of lawn mowing (large, with bagging) in spring with a 25% first-time discount... */
const quote = {
  lines: [
    {
      serviceId: '3',
      packageId: null,
      name: 'Lawn Mowing',
      basePrice: 350,
      options: [{ id: '11', name: 'Large', variationName: 'Lawn size', amount: 100 }],
      addOns: [{ id: '2', name: 'Grass bagging', amount: 60 }],
      season: { seasonId: '1', name: 'Spring', multiplier: 1.2, amount: 102 },
      total: 612,
    },
  ],
  subtotal: 612,
  adjustments: [
    {
      modifierId: '4',
      modifierName: 'First-time client',
      optionId: '41',
      optionName: 'Yes',
      type: 'DISCOUNT',
      units: 'PERCENT',
      value: 25,
      base: 612,
      amount: -153,
      reason: null,
    },
  ],
  earned: [],
  total: 459,
  repeat: null,
} as unknown as PriceBreakdown_QuoteFragment;

/** ...and the booking saved from it, as the gateway returns it. */
const booking = {
  id: '9',
  guidId: 'booking-9',
  bookingDate: '2031-10-01',
  bookingTime: '10:00 - 10:45',
  status: 'PENDING',
  totalPrice: 459,
  paidAt: null,
  refundStatus: null,
  refundDue: 0,
  refunded: 0,
  propertyNotes: null,
  customer: null,
  services: [
    {
      id: '1',
      serviceId: '3',
      packageId: null,
      name: 'Lawn Mowing',
      price: 612,
      basePrice: 350,
      season: { name: 'Spring', multiplier: 1.2, amount: 102 },
      variations: [{ variationName: 'Lawn size', optionId: '11', label: 'Large', additionalCost: 100 }],
      addOns: [{ id: '5', addOnId: '2', name: 'Grass bagging', price: 60 }],
    },
  ],
  modifiers: [
    {
      id: '7',
      modifierId: '4',
      modifierName: 'First-time client',
      optionId: '41',
      optionName: 'Yes',
      optionDescription: null,
      type: 'DISCOUNT',
      units: 'PERCENT',
      value: 25,
      base: 612,
      amount: -153,
    },
  ],
} as unknown as PriceBreakdown_BookingFragment;

/** What a breakdown says, without the keys React needs. */
const rows = (b: ReturnType<typeof breakdownFromQuote>) => ({
  lines: b.lines.map((l) => ({
    name: l.name,
    base: l.base,
    extras: l.extras.map((r) => [r.label, r.amount]),
    season: l.season && [l.season.label, l.season.amount],
    total: l.total,
  })),
  subtotal: b.subtotal,
  adjustments: b.adjustments.map((r) => [r.label, r.amount]),
  total: b.total,
});

describe('the price breakdown', () => {
  it('reads the same from the quote before saving and from the saved booking', () => {
    expect(rows(breakdownFromBooking(booking))).toEqual(rows(breakdownFromQuote(quote)));
  });

  it('shows base price, option, add-on, season, modifier with its amount, subtotal and total', () => {
    render(<PriceBreakdown breakdown={breakdownFromBooking(booking)} totalTestId="booking-total" />);
    const line = screen.getByTestId('breakdown-line');
    expect(line).toHaveTextContent(/Base price\s*R\s?350,00/);
    expect(line).toHaveTextContent(/Lawn size: Large\s*\+R\s?100,00/);
    expect(line).toHaveTextContent(/Add-on: Grass bagging\s*\+R\s?60,00/);
    expect(within(line).getByTestId('season-line')).toHaveTextContent(
      /Spring season \(×1\.2\)\s*\+R\s?102,00/,
    );
    expect(line).toHaveTextContent(/Service total\s*R\s?612,00/);
    expect(screen.getByTestId('breakdown-subtotal')).toHaveTextContent(/R\s?612,00/);
    expect(screen.getByTestId('breakdown-modifier')).toHaveTextContent(
      /First-time client: Yes \(-25% of R\s?612,00\)\s*-R\s?153,00/,
    );
    expect(screen.getByTestId('booking-total')).toHaveTextContent(/R\s?459,00/);
  });

  it('leaves out an amount a booking made before amounts were kept does not have', () => {
    const older = { ...booking, modifiers: [{ ...booking.modifiers[0]!, amount: null, base: null }] };
    render(<PriceBreakdown breakdown={breakdownFromBooking(older)} totalTestId="booking-total" />);
    expect(screen.getByTestId('breakdown-modifier')).toHaveTextContent(/^First-time client: Yes \(-25%\)$/);
  });

  it('says what a percentage is of: the running total the gateway applied it to, not the subtotal', () => {
    // the discount first (612 → 459), then +20% of what is left
    const property = {
      modifierId: '5',
      modifierName: 'Property Size',
      optionId: '52',
      optionName: 'Large',
      type: 'EXTRA',
      units: 'PERCENT',
      value: 20,
      base: 459,
      amount: 91.8,
      reason: null,
    };
    const flat = {
      ...property,
      modifierId: '6',
      optionId: '61',
      optionName: 'Far',
      units: 'AMOUNT',
      value: 150,
    };
    const priced = {
      ...quote,
      adjustments: [...quote.adjustments, property, { ...flat, base: 550.8, amount: 150 }],
      total: 701,
    } as unknown as PriceBreakdown_QuoteFragment;
    render(<PriceBreakdown breakdown={breakdownFromQuote(priced)} totalTestId="quote-total" />);
    const rows = screen.getAllByTestId('breakdown-modifier');
    expect(rows[1]).toHaveTextContent(/^Property Size: Large \(\+20% of R\s?459,00\)\s*\+R\s?91,80$/);
    // a flat amount needs no base
    expect(rows[2]).toHaveTextContent(/^Property Size: Far \(\+R\s?150,00\)\s*\+R\s?150,00$/);
  });

  it("shows each later visit's price the gateway quoted, and how it differs, under the total", () => {
    const plan = {
      ...quote,
      repeat: {
        everyWeeks: 2,
        laterVisitTotal: 612,
        differences: ['without the Yes discount'],
      },
    } as unknown as PriceBreakdown_QuoteFragment;
    render(<PriceBreakdown breakdown={breakdownFromQuote(plan)} totalTestId="quote-total" />);
    expect(screen.getByTestId('later-visit-price')).toHaveTextContent(
      /^Each later visit: R\s?612,00 \(without the Yes discount\)$/,
    );
  });

  it('says nothing of later visits for a one-off booking', () => {
    render(<PriceBreakdown breakdown={breakdownFromQuote(quote)} totalTestId="quote-total" />);
    expect(screen.queryByTestId('later-visit-price')).toBeNull();
  });

  it('shows the VAT the gateway says the total includes, under the total, for a quote and a saved booking', () => {
    const taxed = { ...quote, vatIncluded: 59.87 } as unknown as PriceBreakdown_QuoteFragment;
    const { unmount } = render(
      <PriceBreakdown breakdown={breakdownFromQuote(taxed)} totalTestId="quote-total" />,
    );
    expect(screen.getByTestId('breakdown-vat')).toHaveTextContent(/^incl\. VAT R\s?59,87$/);
    unmount();
    render(
      <PriceBreakdown
        breakdown={breakdownFromBooking({ ...booking, vatIncluded: 59.87 })}
        totalTestId="booking-total"
      />,
    );
    expect(screen.getByTestId('breakdown-vat')).toHaveTextContent(/^incl\. VAT R\s?59,87$/);
  });

  it('shows no VAT line when the business is not VAT-registered (the gateway answers null)', () => {
    render(
      <PriceBreakdown
        breakdown={breakdownFromQuote({ ...quote, vatIncluded: null })}
        totalTestId="quote-total"
      />,
    );
    expect(screen.queryByTestId('breakdown-vat')).toBeNull();
  });
});
