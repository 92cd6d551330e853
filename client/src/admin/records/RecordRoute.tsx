import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PackageServicesEditor } from '../packages/PackageServicesEditor';
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
  // A package's services are edited under its form (not when adding: save the package first).
  if (tableId === 'packages' && id && id !== 'add') {
    return (
      <Stack gap="md">
        <RecordFormPage />
        <PackageServicesEditor packageId={id} />
      </Stack>
    );
  }
  return <RecordFormPage />;
}
