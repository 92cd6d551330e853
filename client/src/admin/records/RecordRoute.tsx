import { useParams } from 'react-router';
import { BookingDetailPage } from '../bookings/BookingDetailPage';
import { RecordFormPage } from './RecordFormPage';

/** /admin/{tableId}/{id}: a booking opens its detail page with status moves; other tables the record form. */
export function RecordRoute() {
  const { tableId, id } = useParams();
  if (tableId === 'bookings' && id !== 'add') return <BookingDetailPage />;
  return <RecordFormPage />;
}
