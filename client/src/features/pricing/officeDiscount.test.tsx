import { describe, expect, it } from 'vitest';
import type {
  PriceBreakdown_BookingFragment,
  PriceBreakdown_QuoteFragment,
} from '../../__generated__/graphql';
import { render, screen } from '../../test-utils/render';
import { breakdownFromBooking, breakdownFromQuote } from './breakdown';
import { PriceBreakdown } from './PriceBreakdown';

/** R400 mowing, R100 of referral credit, then the office's 10% (docs/product.md, "The office's discount"). */
const quote = {
  lines: [
    {
      serviceId: '3',
      packageId: null,
      name: 'Lawn Mowing',
      basePrice: 400,
      options: [],
      addOns: [],
      season: null,
      total: 400,
    },
  ],
  subtotal: 400,
  adjustments: [],
  earned: [],
  referralCredit: { label: 'Referral credit', amount: -100, reason: 'Applied' },
  officeDiscount: { label: 'Office discount (10%)', percent: 10, amount: -30 },
  total: 270,
} as unknown as PriceBreakdown_QuoteFragment;

const booking = {
  id: '9',
  guidId: 'booking-9',
  totalPrice: 270,
  referralCredit: 100,
  officeDiscount: { label: 'Office discount (10%)', amount: -30 },
  services: [
    {
      id: '1',
      serviceId: '3',
      packageId: null,
      name: 'Lawn Mowing',
      price: 400,
      basePrice: 400,
      season: null,
      variations: [],
      addOns: [],
    },
  ],
  modifiers: [],
} as unknown as PriceBreakdown_BookingFragment;

describe("the office's discount in the price breakdown", () => {
  it('is the last row, with the label and amount the gateway gave', () => {
    render(<PriceBreakdown breakdown={breakdownFromQuote(quote)} totalTestId="quote-total" />);
    const rows = screen.getAllByTestId('breakdown-modifier');
    expect(rows.at(-1)).toHaveTextContent(/^Office discount \(10%\)\s*-R\s?30,00$/);
    expect(screen.getByTestId('quote-total')).toHaveTextContent(/R\s?270,00/);
  });

  it('reads the same from the saved booking, and is absent without one', () => {
    const rows = (b: ReturnType<typeof breakdownFromQuote>) => b.adjustments.map((r) => [r.label, r.amount]);
    expect(rows(breakdownFromBooking(booking))).toEqual([
      ['Referral credit', -100],
      ['Office discount (10%)', -30],
    ]);
    expect(rows(breakdownFromBooking(booking))).toEqual(rows(breakdownFromQuote(quote)));
    expect(rows(breakdownFromBooking({ ...booking, officeDiscount: null }))).toEqual([
      ['Referral credit', -100],
    ]);
  });
});
