import { useParams } from 'react-router';
import { BookingDetailPage } from '../bookings/BookingDetailPage';
import { NewBookingPage } from '../bookings/NewBookingPage';
import { RecordFormPage } from './RecordFormPage';

/**
 * /admin/{tableId}/{id}: a booking opens its detail page (status moves, reschedule) and a new booking
 * its own form (the booking rules); other tables the record form.
 */
export function RecordRoute() {
  const { tableId, id } = useParams();
  if (tableId === 'bookings') return id === 'add' ? <NewBookingPage /> : <BookingDetailPage />;
  return <RecordFormPage />;
}
