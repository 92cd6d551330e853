import { OfficePageHeader } from '../OfficePageHeader';
import { LoadingStatus } from '../../lib/feedback/LoadingStatus';
import { ErrorAlert, WarningAlert } from '../../lib/feedback/ErrorAlert';
import { LoadFailure } from '../LoadState';
import { Alert, Button, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { graphql } from '../../__generated__';
import { useFragment } from '../../__generated__/fragment-masking';
import { useAdminPageTitle } from '../usePageTitle';
import { BookingCustomerSection } from './BookingCustomerSection';
import { BookingHistorySection } from './BookingHistorySection';
import { BookingInvoices } from '../../features/invoices/BookingInvoices';
import { BookingPaymentsSection } from './BookingPaymentsSection';
import { BookingPriceSection } from './BookingPriceSection';
import { BookingSeriesSection } from './BookingSeriesSection';
import { BookingStatusPanel } from './BookingStatusPanel';
import { AdminBookingRouteQuery } from './operations';
import { useBookingOfficeActions } from './useBookingOfficeActions';
import { useSeriesOfficeActions } from './useSeriesOfficeActions';

/**
 * The booking the office's booking page shows (its status, reschedule and refund answers carry it
 * too): each section selects what it shows in its own fragment.
 */
const BookingDetailPage_booking = graphql(`
  fragment BookingDetailPage_booking on Booking {
    id
    guidId
    bookingDate
    status
    series {
      id
      ...BookingSeriesSection_series
    }
    createdAt
    crew {
      id
      name
    }
    ...BookingStatusPanel_booking
    ...BookingCustomerSection_booking
    ...BookingPriceSection_booking
    ...BookingPaymentsSection_booking
    ...BookingHistorySection_booking
  }
`);

/** A success to read, or why an action was refused; closable. */
function ActionMessage({
  message,
  onClose,
  testId,
}: {
  message: { kind: 'success' | 'error'; text: string } | null;
  onClose: () => void;
  testId?: string;
}) {
  if (!message) return null;
  if (message.kind === 'error') {
    return (
      <ErrorAlert withCloseButton onClose={onClose} data-testid={testId}>
        {message.text}
      </ErrorAlert>
    );
  }
  return (
    <Alert color="green" role="status" withCloseButton onClose={onClose} data-testid={testId}>
      {message.text}
    </Alert>
  );
}

/** /admin/bookings/{id}: the booking with its services, options, add-ons, modifiers and customer. */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  useAdminPageTitle(`Booking ${id}`);
  const navigate = useNavigate();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(AdminBookingRouteQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const booking = useFragment(BookingDetailPage_booking, data?.adminBooking ?? null);
  const actions = useBookingOfficeActions(booking?.id ?? null, refetch);
  const seriesActions = useSeriesOfficeActions(refetch);

  function goBack() {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/admin/bookings');
  }

  if (loading && !data) {
    return <LoadingStatus text="Loading booking..." centred={{ p: 'xl' }} />;
  }
  if (error) {
    return (
      <LoadFailure
        title="Failed to load the booking. Please try again."
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!booking) {
    return <WarningAlert title="Booking not found">{`There is no booking ${id}.`}</WarningAlert>;
  }

  return (
    <Stack gap="lg">
      <OfficePageHeader
        title="Booking"
        subtitle={booking.guidId}
        actions={
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
            Back
          </Button>
        }
      />

      <ActionMessage message={actions.message} onClose={actions.clearMessage} />
      <ActionMessage
        message={seriesActions.message}
        onClose={seriesActions.clearMessage}
        testId="series-message"
      />

      <BookingStatusPanel booking={booking} actions={actions} />
      {booking.series && (
        <BookingSeriesSection series={booking.series} visit={booking} actions={seriesActions} />
      )}
      <BookingCustomerSection booking={booking} />
      <BookingPriceSection booking={booking} />
      <BookingPaymentsSection
        booking={booking}
        recording={actions.recordingRefund}
        onMarkRefunded={(paymentId, reference) => actions.recordRefund(paymentId, reference)}
        onRefundThroughProvider={(paymentId) => actions.refundThroughProvider(paymentId)}
      />
      <BookingInvoices guidId={booking.guidId} />
      <BookingHistorySection booking={booking} />
    </Stack>
  );
}
