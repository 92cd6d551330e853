import { useQuery } from '@apollo/client/react';
import { SavedBookingQuery, BookingDetailsFragment } from './operations';
import { useFragment as unmask } from '../../__generated__/fragment-masking';

/** A saved booking by its guidId (null when there is none); optionally polled. */
export function useSavedBooking(guidId: string | undefined, pollInterval = 0) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(SavedBookingQuery, {
    variables: { guidId: guidId ?? '' },
    skip: !guidId,
    pollInterval,
    fetchPolicy: 'cache-and-network',
  });
  const booking = data?.booking ? unmask(BookingDetailsFragment, data.booking) : null;
  return { booking, loading: loading && !data, error, refetch, startPolling, stopPolling };
}
