import { Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import type { BookingInput } from '../../__generated__/graphql';
import { breakdownFromQuote } from '../../features/pricing/breakdown';
import { PriceBreakdown } from '../../features/pricing/PriceBreakdown';
import { readQuote } from '../../features/pricing/priceFragments';
import { describeFailure } from '../../lib/graphqlErrors';
import type { OfficeCustomer } from './OfficeCustomerFields';
import { AdminBookingCrewsQuery, AdminQuoteQuery } from './operations';

/**
 * The gateway's price for exactly these choices and this customer (nothing is computed here), asked
 * once the customer is known and a line chosen; and its refusal (a discount above the max, say).
 */
export function useOfficeQuote(
  booking: BookingInput,
  customer: OfficeCustomer,
  suburb: string,
  discount: { percent: number; reason: string } | null,
) {
  const customerKnown =
    customer.kind === 'existing' ? Boolean(customer.userId) : Boolean(customer.email || customer.phone);
  const quote = useQuery(AdminQuoteQuery, {
    variables: {
      input: booking,
      ...(customer.kind === 'existing'
        ? { userId: customer.userId }
        : { customer: { email: customer.email || null, phone: customer.phone || null } }),
      ...(suburb ? { address: { suburb } } : {}),
      ...(discount ? { discount } : {}),
    },
    skip: booking.lines.length === 0 || !customerKnown,
    fetchPolicy: 'network-only',
  });
  const answered = quote.data?.adminQuote ?? null;
  const quoted = useMemo(() => (answered ? readQuote(answered) : null), [answered]);
  return {
    quoted,
    quoteFailure: quote.error ? describeFailure(quote.error) : null,
    refetch: () => void quote.refetch(),
  };
}

/** The quote's breakdown, or why there is no price yet. */
export function OfficePrice({ quote }: { quote: ReturnType<typeof useOfficeQuote> }) {
  const { quoted, quoteFailure } = quote;
  return (
    <div data-testid="office-price">
      {quoted ? (
        <PriceBreakdown breakdown={breakdownFromQuote(quoted)} totalTestId="office-quote-total" />
      ) : (
        <Text size="sm" c="dimmed">
          {quoteFailure?.field?.startsWith('discount.')
            ? 'The price shows once the discount is corrected.'
            : quoteFailure
              ? quoteFailure.message
              : 'The price shows once the customer and the services are chosen.'}
        </Text>
      )}
    </div>
  );
}

/** The crew the booking goes to (active crews only), or none. */
export function OfficeCrewSelect({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (crewId: string | null) => void;
  error: string | undefined;
}) {
  const crews = useQuery(AdminBookingCrewsQuery);
  return (
    <Select
      label="Crew"
      placeholder="Unassigned"
      clearable
      data={(crews.data?.adminCrews ?? [])
        .filter((c) => c.active)
        .map((c) => ({ value: c.id, label: c.name }))}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
