import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link, Navigate, useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { CancelBookingMutation, ProfileRouteQuery } from './operations';
import { useLogout } from './useAuth';
import { BookingStatusBadge } from '../confirmation/statusBadge';
import { formatZar } from '../../lib/money';
import { formatLongDate } from '../checkout/johannesburgDate';
import { usePageTitle } from '../../lib/usePageTitle';

/** /profile: the signed-in customer's details and bookings; a pending booking can be paid or cancelled. */
export function ProfilePage() {
  usePageTitle('My Account');
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(ProfileRouteQuery, { fetchPolicy: 'cache-and-network' });
  const [cancelBooking, cancelState] = useMutation(CancelBookingMutation);
  const logout = useLogout();
  const [toCancel, setToCancel] = useState<string | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);

  if (loading && !data) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text>Loading your account...</Text>
      </Group>
    );
  }
  if (error) console.error('Profile failed to load', error);
  const me = data?.me;
  if (!me) return <Navigate to="/login" replace />;

  async function confirmCancel() {
    if (!toCancel) return;
    setCancelError(null);
    try {
      await cancelBooking({ variables: { input: { guidId: toCancel } } });
      setToCancel(null);
    } catch {
      setCancelError('The booking could not be cancelled. Please try again or contact us.');
    }
  }

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>My Account</Title>
          <Text c="dimmed">Welcome, {me.name}.</Text>
        </div>
        <Button
          variant="default"
          onClick={() => {
            void logout().then(() => navigate('/'));
          }}
        >
          Sign out
        </Button>
      </Group>

      <Paper withBorder p="md" mt="lg">
        <Title order={2} size="h4" mb="xs">
          Your details
        </Title>
        <Text>{me.name}</Text>
        <Text>{me.email}</Text>
        {me.phone && <Text>{me.phone}</Text>}
        {me.address && <Text>{me.address}</Text>}
      </Paper>

      {me.referralCode && (
        <Paper withBorder p="md" mt="lg">
          <Title order={2} size="h4" mb="xs">
            Refer a friend
          </Title>
          <Text>
            Your referral code: <strong data-testid="referral-code">{me.referralCode}</strong>
          </Text>
          <Text size="sm" c="dimmed">
            A friend who books with us for the first time with your code gets the referral discount.
          </Text>
          <Text size="sm">
            Share this link:{' '}
            <Anchor data-testid="referral-link" href={`/?ref=${encodeURIComponent(me.referralCode)}`}>
              {`${window.location.origin}/?ref=${me.referralCode}`}
            </Anchor>
          </Text>
        </Paper>
      )}

      <Title order={2} size="h3" mt="xl" mb="sm">
        Your bookings
      </Title>
      {cancelError && (
        <Alert color="red" role="alert" mb="sm">
          {cancelError}
        </Alert>
      )}
      {me.bookings.length === 0 ? (
        <Stack align="flex-start">
          <Text>You have no bookings yet.</Text>
          <Button component={Link} to="/services">
            Book Services
          </Button>
        </Stack>
      ) : (
        <>
          {/* On a phone each booking is a card; from the sm breakpoint up, one table row each. */}
          <Stack gap="sm" hiddenFrom="sm" data-testid="account-booking-cards">
            {me.bookings.map((booking) => (
              <Paper
                key={booking.id}
                withBorder
                p="md"
                component="article"
                aria-label={`Booking on ${formatLongDate(booking.bookingDate)}`}
                data-testid="account-booking"
              >
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div>
                    <Text fw={600}>{formatLongDate(booking.bookingDate)}</Text>
                    <Text size="sm">{booking.bookingTime}</Text>
                  </div>
                  <BookingStatusBadge status={booking.status} />
                </Group>
                <Text mt="xs">{booking.services.map((line) => line.name).join(', ')}</Text>
                <Text fw={700} mt={4}>
                  {formatZar(booking.totalPrice)}
                </Text>
                <BookingActions
                  guidId={booking.guidId}
                  pending={booking.status === 'PENDING'}
                  onCancel={setToCancel}
                />
              </Paper>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={640} visibleFrom="sm">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Date</Table.Th>
                  <Table.Th scope="col">Time</Table.Th>
                  <Table.Th scope="col">Services</Table.Th>
                  <Table.Th scope="col">Total</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {me.bookings.map((booking) => (
                  <Table.Tr key={booking.id} data-testid="account-booking">
                    <Table.Td>{formatLongDate(booking.bookingDate)}</Table.Td>
                    <Table.Td>{booking.bookingTime}</Table.Td>
                    <Table.Td>{booking.services.map((line) => line.name).join(', ')}</Table.Td>
                    <Table.Td>{formatZar(booking.totalPrice)}</Table.Td>
                    <Table.Td>
                      <BookingStatusBadge status={booking.status} />
                    </Table.Td>
                    <Table.Td>
                      <BookingActions
                        guidId={booking.guidId}
                        pending={booking.status === 'PENDING'}
                        onCancel={setToCancel}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}

      <Modal opened={toCancel !== null} onClose={() => setToCancel(null)} title="Cancel booking">
        <Text>Are you sure you want to cancel this booking? Its time slot will be released.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setToCancel(null)}>
            Keep booking
          </Button>
          <Button color="red.9" loading={cancelState.loading} onClick={() => void confirmCancel()}>
            Cancel booking
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}

/** View, and for a pending booking Pay and Cancel: the same in the card and the table row. */
function BookingActions({
  guidId,
  pending,
  onCancel,
}: {
  guidId: string;
  pending: boolean;
  onCancel: (guidId: string) => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap" mt={{ base: 'sm', sm: 0 }}>
      <Anchor component={Link} to={`/booking-successful/${guidId}`} size="sm">
        View
      </Anchor>
      {pending && (
        <>
          <Anchor component={Link} to={`/booking-checkout/payments/${guidId}`} size="sm">
            Pay
          </Anchor>
          <Button size="compact-sm" color="red.9" variant="outline" onClick={() => onCancel(guidId)}>
            Cancel
          </Button>
        </>
      )}
    </Group>
  );
}
