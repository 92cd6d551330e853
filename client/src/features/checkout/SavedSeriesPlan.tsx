import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import type { BookingStatus } from '../../__generated__/graphql';
import { SeriesPlan } from '../series/SeriesPlan';
import { BookingSeriesPlanQuery } from './operations';

/**
 * The recurring series or seasonal programme a saved booking starts, if any (nothing for a one-off):
 * on the payment step before paying, and on the confirmation. Asked again when the booking's status
 * moves (paying confirms a programme's later visits).
 */
export function SavedSeriesPlan({ guidId, status }: { guidId: string; status: BookingStatus }) {
  const { data, refetch } = useQuery(BookingSeriesPlanQuery, {
    variables: { guidId },
    fetchPolicy: 'cache-and-network',
  });
  const seenStatus = useRef(status);
  useEffect(() => {
    if (seenStatus.current === status) return;
    seenStatus.current = status;
    void refetch();
  }, [status, refetch]);
  const booking = data?.booking;
  return booking?.series ? <SeriesPlan series={booking.series} visitDate={booking.bookingDate} /> : null;
}
