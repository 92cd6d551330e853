import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { useFragment as unmask } from '../../__generated__/fragment-masking';
import { BookingDetailsFragment } from '../checkout/operations';
import { useSavedBooking } from '../checkout/useSavedBooking';
import { usePageTitle } from '../../lib/usePageTitle';
import { BookingManager } from './BookingManager';
import { ManagedBookingQuery } from './operations';
import { VisitSeries } from './RecurringVisits';

function Loading() {
  return (
    <Group justify="center" py="xl" role="status">
      <Loader aria-hidden="true" />
      <Text>Loading your booking...</Text>
    </Group>
  );
}

/** /profile/bookings/{guidId}: one of the signed-in customer's bookings, with its changes. */
export function MyBookingPage() {
  usePageTitle('Your booking');
  const { guidId } = useParams();
  const { booking, loading } = useSavedBooking(guidId);
  if (loading) return <Loading />;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Anchor component={Link} to="/profile" size="sm">
          Back to my bookings
        </Anchor>
        <Title order={1}>Your booking</Title>
        {booking ? (
          <>
            <BookingManager booking={booking} />
            <VisitSeries guidId={booking.guidId} />
          </>
        ) : (
          <ErrorAlert title="Booking not found">The requested booking could not be loaded.</ErrorAlert>
        )}
      </Stack>
    </Container>
  );
}

/** /manage/{token}: the booking a manage link from an e-mail opens, without a password. */
export function ManagedBookingPage() {
  usePageTitle('Your booking');
  const { token = '' } = useParams();
  const { data, loading, error } = useQuery(ManagedBookingQuery, {
    variables: { token },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <Loading />;
  const booking = data?.managedBooking ? unmask(BookingDetailsFragment, data.managedBooking) : null;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>Your booking</Title>
        {booking ? (
          <>
            <BookingManager booking={booking} manageToken={token} />
            <VisitSeries guidId={booking.guidId} manageToken={token} />
          </>
        ) : (
          <>
            <ErrorAlert title="This link cannot open a booking">
              {error?.message ??
                'This link to manage your booking is not valid or has expired. Please sign in to see your bookings.'}
            </ErrorAlert>
            <Button component={Link} to="/login" w="fit-content">
              Sign in
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
