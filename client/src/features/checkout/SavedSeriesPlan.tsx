import { useEffect, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import type { BookingSeriesPlanQueryQuery, BookingStatus } from '../../__generated__/graphql';
import { SeriesPlan } from '../series/SeriesPlan';
import { BookingSeriesPlanQuery } from './operations';

type SavedSeries = BookingSeriesPlanQueryQuery['booking'];
type CustomerSeries = NonNullable<BookingSeriesPlanQueryQuery['me']>['series'];

/** The booking with every series it starts: its own, and a programme whose first visit it also is. */
interface SavedSeriesOfBooking {
  booking: SavedSeries;
  series: NonNullable<NonNullable<SavedSeries>['series']>[];
  /** A customer is signed in (only they may save a card for their plan's later visits). */
  signedIn: boolean;
}

/**
 * A saved booking's place in a recurring series or seasonal programme (null until known, and for an
 * unknown booking): on the payment step before paying, and on the confirmation. Asked again when the
 * booking's status moves (paying confirms a programme's later visits).
 */
export function useSavedSeries(guidId: string, status: BookingStatus): SavedSeriesOfBooking {
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
  const booking = data?.booking ?? null;
  const own = booking?.series ? [booking.series] : [];
  const others = (data?.me?.series ?? ([] as CustomerSeries)).filter(
    (series) => series.id !== booking?.series?.id && series.visits.some((visit) => visit.id === booking?.id),
  );
  return { booking, series: [...own, ...others], signedIn: data?.me != null };
}

/** The series and programme the booking belongs to, if any (nothing for a one-off). */
export function SavedSeriesPlan({ saved }: { saved: SavedSeriesOfBooking }) {
  return saved.series.map((series) => (
    <SeriesPlan key={series.id} series={series} visitDate={saved.booking?.bookingDate} />
  ));
}
