import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { readQuote } from '../pricing/priceFragments';
import { QuoteQuery } from '../booking/operations';
import { toBookingInput } from '../booking/bookingInput';
import type { StoredBooking } from '../booking/bookingStorage';
import type { QuoteAddressInput, QuoteCustomerInput } from '../../__generated__/graphql';

/**
 * The gateway's price of the stored choices (skipped while the booking is empty); for `where` (the
 * visit's suburb and the customer, when the checkout knows them) it is the price the booking is charged.
 */
export function useBookingQuote(
  booking: StoredBooking,
  where: { address?: QuoteAddressInput; customer?: QuoteCustomerInput } = {},
) {
  const result = useQuery(QuoteQuery, {
    variables: { input: toBookingInput(booking), ...where },
    skip: booking.lines.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const answered = (result.data ?? result.previousData)?.quote ?? null;
  const quote = useMemo(() => (answered ? readQuote(answered) : null), [answered]);
  return { quote, loading: result.loading, error: result.error ?? null, refetch: result.refetch };
}
