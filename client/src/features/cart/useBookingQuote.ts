import { useQuery } from '@apollo/client/react';
import { QuoteQuery } from '../booking/operations';
import { toBookingInput } from '../booking/bookingInput';
import type { StoredBooking } from '../booking/bookingStorage';

/** The gateway's price of the stored choices (skipped while the booking is empty). */
export function useBookingQuote(booking: StoredBooking) {
  const result = useQuery(QuoteQuery, {
    variables: { input: toBookingInput(booking) },
    skip: booking.lines.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const quote = (result.data ?? result.previousData)?.quote ?? null;
  return { quote, loading: result.loading, error: result.error ?? null, refetch: result.refetch };
}
