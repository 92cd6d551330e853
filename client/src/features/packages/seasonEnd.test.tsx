import { describe, expect, it } from 'vitest';
import type { PriceBreakdown_QuoteFragment } from '../../__generated__/graphql';
import { render, screen } from '../../test-utils/render';
import { breakdownFromQuote } from '../pricing/breakdown';
import { PriceBreakdown } from '../pricing/PriceBreakdown';
import { PackageCard } from './PackageCard';

const NOTICE = '2 of its 4 visits remain before the season ends on 30 Nov 2026; you pay for those only.';

const pkg = {
  __typename: 'Package',
  id: '7',
  name: 'Feeding plan',
  description: null,
  imageUrl: null,
  price: 1000,
  onSale: true,
  seasonText: '1 Sep - 30 Nov',
  saleNotice: null,
  remainingNotice: NOTICE,
  services: [],
};

describe('a programme whose season ends soon', () => {
  it('the package card says how many visits remain, as the gateway words it', () => {
    render(<PackageCard pkg={pkg as never} highlighted={false} />);
    expect(screen.getByTestId('package-remaining')).toHaveTextContent(NOTICE);
  });

  it('a card of a programme whose visits all fit says nothing of it', () => {
    render(<PackageCard pkg={{ ...pkg, remainingNotice: null } as never} highlighted={false} />);
    expect(screen.queryByTestId('package-remaining')).toBeNull();
  });

  it("the checkout's breakdown gives the notice on the package line and the gateway's total", () => {
    const quote = {
      lines: [
        {
          serviceId: null,
          packageId: '7',
          name: 'Feeding plan',
          basePrice: 1000,
          options: [],
          addOns: [],
          season: null,
          total: 500,
          seasonNotice: NOTICE,
        },
      ],
      subtotal: 500,
      adjustments: [],
      earned: [],
      total: 500,
      repeat: null,
    } as unknown as PriceBreakdown_QuoteFragment;
    render(<PriceBreakdown breakdown={breakdownFromQuote(quote)} totalTestId="quote-total" />);
    const line = screen.getByTestId('breakdown-line');
    expect(line).toHaveTextContent(/Package price\s*R\s?1 ?000,00/);
    expect(line).toHaveTextContent(NOTICE);
    expect(line).toHaveTextContent(/Service total\s*R\s?500,00/);
  });
});
