import { describe, expect, it } from 'vitest';
import type {
  PriceBreakdown_BookingFragment,
  PriceBreakdown_QuoteFragment,
} from '../../__generated__/graphql';
import { render, screen } from '../../test-utils/render';
import { referralCreditText } from '../account/referralCredit';
import { breakdownFromBooking, breakdownFromQuote } from './breakdown';
import { PriceBreakdown } from './PriceBreakdown';

/** A returning customer's R400 mowing with R100 of referral credit (docs/office-rules.md, "Referral"). */
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
  referralCredit: {
    label: 'Referral credit',
    amount: -100,
    reason: 'Applied: your credit for referring 1 friend',
  },
  total: 300,
} as unknown as PriceBreakdown_QuoteFragment;

const booking = {
  id: '9',
  guidId: 'booking-9',
  bookingDate: '2031-10-01',
  bookingTime: '10:00 - 10:45',
  status: 'PENDING',
  totalPrice: 300,
  referralCredit: 100,
  paidAt: null,
  refundStatus: null,
  propertyNotes: null,
  customer: null,
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

describe('a referral credit in the price breakdown', () => {
  it('is a row of its own after the modifiers, in words, with why it applies', () => {
    render(<PriceBreakdown breakdown={breakdownFromQuote(quote)} totalTestId="quote-total" />);
    expect(screen.getByTestId('breakdown-modifier')).toHaveTextContent(/^Referral credit\s*-R\s?100,00$/);
    expect(screen.getByText('Applied: your credit for referring 1 friend')).toBeInTheDocument();
    expect(screen.getByTestId('quote-total')).toHaveTextContent(/R\s?300,00/);
  });

  it('reads the same from the saved booking', () => {
    const rows = (b: ReturnType<typeof breakdownFromQuote>) => b.adjustments.map((r) => [r.label, r.amount]);
    expect(rows(breakdownFromBooking(booking))).toEqual([['Referral credit', -100]]);
    expect(rows(breakdownFromBooking(booking))).toEqual(rows(breakdownFromQuote(quote)));
    expect(breakdownFromBooking({ ...booking, referralCredit: null }).adjustments).toEqual([]);
  });

  it('is told on the account page with the friends who earned it', () => {
    expect(referralCreditText({ amount: 100, friends: 1 })).toMatch(
      /^You have R\s?100,00 credit from 1 friend; it comes off your next booking\.$/,
    );
    expect(referralCreditText({ amount: 200, friends: 2 })).toMatch(/from 2 friends;/);
  });
});
