import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeGateway, render, screen, waitFor } from '../../test-utils/render';
import { formatZar } from '../../lib/money';
import type { StoredBooking } from '../booking/bookingStorage';
import { SummaryPanel } from './SummaryPanel';
import { QuoteForProvider, useQuoteFor } from './quoteFor';

/** An amount as the page reads (the no-break space of the rand format read as a space). */
const shown = (amount: number) => formatZar(amount).replace(/\s/g, ' ');

const local: StoredBooking = {
  lines: [{ kind: 'service', key: 'a', serviceId: '1', options: {}, addOnIds: [] }],
  modifiers: {},
  date: '2030-03-14',
  slot: '10:00 - 10:45',
};

/** The gateway's quote: the far suburb's call-out fee only once it is asked for that suburb. */
const quote = (variables: Record<string, unknown>) => {
  const far = (variables['address'] as { suburb?: string } | undefined)?.suburb === 'Fish Hoek';
  const total = far ? 915 : 765;
  return {
    quote: {
      __typename: 'Quote',
      lines: [
        {
          serviceId: '1',
          packageId: null,
          name: 'Lawn Mowing',
          basePrice: 765,
          options: [],
          addOns: [],
          season: null,
          total: 765,
        },
      ],
      subtotal: 765,
      adjustments: [],
      earned: [],
      total,
      token: `q1.${total}`,
    },
  };
};

/** What the contact step does once the customer has given a suburb we serve. */
function GivesSuburb({ suburb }: { suburb: string }) {
  const { setQuoteFor } = useQuoteFor();
  useEffect(
    () => setQuoteFor({ suburb, email: 'nomsa@example.test', phone: '0821234567' }),
    [suburb, setQuoteFor],
  );
  return null;
}

describe('SummaryPanel', () => {
  it('quotes for the suburb and customer the contact step knows: the total shown is the one charged', async () => {
    const gateway = fakeGateway({ QuoteQuery: quote });
    const { rerender } = render(
      <QuoteForProvider>
        <SummaryPanel saved={null} local={local} />
      </QuoteForProvider>,
      { gateway },
    );
    expect(await screen.findByTestId('quote-total')).toHaveTextContent(shown(765));

    rerender(
      <QuoteForProvider>
        <GivesSuburb suburb="Fish Hoek" />
        <SummaryPanel saved={null} local={local} />
      </QuoteForProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent(shown(915)));
    const asked = gateway.calls.filter((c) => c.operationName === 'QuoteQuery').at(-1);
    expect(asked?.variables).toMatchObject({
      address: { suburb: 'Fish Hoek' },
      customer: { email: 'nomsa@example.test', phone: '0821234567' },
    });
  });
});
