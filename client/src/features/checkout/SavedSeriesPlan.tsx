import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import type { BookingSeriesPlanQueryQuery, BookingStatus } from '../../__generated__/graphql';
import { SeriesPlan } from '../series/SeriesPlan';
import { BookingSeriesPlanQuery } from './operations';

type SavedSeries = BookingSeriesPlanQueryQuery['booking'];

/**
 * A saved booking's place in a recurring series or seasonal programme (null until known, and for an
 * unknown booking): on the payment step before paying, and on the confirmation. Asked again when the
 * booking's status moves (paying confirms a programme's later visits).
 */
export function useSavedSeries(guidId: string, status: BookingStatus): SavedSeries {
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
  return data?.booking ?? null;
}

/** The series or programme the booking belongs to, if any (nothing for a one-off). */
export function SavedSeriesPlan({ saved }: { saved: SavedSeries }) {
  return saved?.series ? <SeriesPlan series={saved.series} visitDate={saved.bookingDate} /> : null;
}
