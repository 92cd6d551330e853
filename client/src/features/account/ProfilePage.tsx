import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { isChangeableStatus } from '@greenleaf/shared/booking-status-moves';
import { useState } from 'react';
import {
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
import { useQuery } from '@apollo/client/react';
import { ProfileRouteQuery } from './operations';
import { useCancelBookingMutation } from './useBookingChanges';
import { Session_user } from './sessionOperations';
import { useFragment as unmask } from '../../__generated__/fragment-masking';
import { useLogout } from './useAuth';
import { BookingStatusBadge } from '../confirmation/statusBadge';
import { formatZar } from '../../lib/money';
import { formatLongDate, todayInJohannesburg } from '../checkout/johannesburgDate';
import type { ProfileRouteQueryQuery } from '../../__generated__/graphql';
import { usePageTitle } from '../../lib/usePageTitle';
import { RecurringVisits } from './RecurringVisits';
import { CancelPreviewNotice } from '../series/CancelPreviewNotice';
import { ReferFriend, YourDetails, YourDevices } from './ProfileSections';
import { PrivacySection } from '../privacy/PrivacySection';
import { MyStatement } from '../statements/MyStatement';
import { SavedCardSection } from '../cards/SavedCardSection';
import { refusalText } from '../../lib/graphqlErrors';

/**
 * /profile: the signed-in customer's details, referral code and bookings (upcoming, then past and
 * cancelled); a pending booking can be paid or cancelled here, and Details opens one booking to move,
 * cancel or book again (/profile/bookings/{guidId}).
 */
export function ProfilePage() {
  usePageTitle('My Account');
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(ProfileRouteQuery, { fetchPolicy: 'cache-and-network' });
  const [cancelBooking, cancelState] = useCancelBookingMutation();
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
  const details = unmask(Session_user, me);
  const today = todayInJohannesburg();
  const isUpcoming = (b: AccountBooking) => isChangeableStatus(b.status) && b.bookingDate >= today;
  // upcoming: soonest first; past: latest first
  const upcoming = me.bookings
    .filter(isUpcoming)
    .sort((a, b) => a.bookingDate.localeCompare(b.bookingDate) || a.bookingTime.localeCompare(b.bookingTime));
  const past = me.bookings
    .filter((b) => !isUpcoming(b))
    .sort((a, b) => b.bookingDate.localeCompare(a.bookingDate));

  async function confirmCancel() {
    if (!toCancel) return;
    setCancelError(null);
    try {
      await cancelBooking({ variables: { input: { guidId: toCancel } } });
      setToCancel(null);
    } catch (error) {
      setCancelError(
        refusalText(error, 'The booking could not be cancelled. Please try again or contact us.'),
      );
    }
  }

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>My Account</Title>
          <Text c="dimmed">Welcome, {details.name}.</Text>
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

      <YourDetails details={details} />
      <YourDevices />
      {me.referralCode && <ReferFriend code={me.referralCode} credit={me.referralCredit} />}
      <PrivacySection />

      <RecurringVisits />
      <SavedCardSection />

      <Title order={2} size="h3" mt="xl" mb="sm">
        Your bookings
      </Title>
      {cancelError && <ErrorAlert mb="sm">{cancelError}</ErrorAlert>}
      {me.bookings.length === 0 ? (
        <Stack align="flex-start">
          <Text>You have no bookings yet.</Text>
          <Button component={Link} to="/services">
            Book Services
          </Button>
        </Stack>
      ) : (
        <>
          <Title order={3} size="h4" mt="md" mb="xs">
            Upcoming
          </Title>
          {upcoming.length === 0 ? (
            <Text c="dimmed">No upcoming visits.</Text>
          ) : (
            <BookingList bookings={upcoming} onCancel={setToCancel} label="Upcoming bookings" />
          )}
          <Title order={3} size="h4" mt="lg" mb="xs">
            Past and cancelled
          </Title>
          {past.length === 0 ? (
            <Text c="dimmed">Nothing here yet.</Text>
          ) : (
            <BookingList bookings={past} onCancel={setToCancel} label="Past bookings" />
          )}
        </>
      )}
      {me.bookings.length > 0 && <MyStatement />}

      <Modal opened={toCancel !== null} onClose={() => setToCancel(null)} title="Cancel booking">
        <Stack gap="sm">
          <Text>Are you sure you want to cancel this booking?</Text>
          {toCancel !== null && <CancelPreviewNotice guidId={toCancel} reader="customer" />}
        </Stack>
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

type AccountBooking = NonNullable<ProfileRouteQueryQuery['me']>['bookings'][number];

/** Bookings with date, slot, services, total and status: a card each on a phone, a table row from sm up. */
function BookingList({
  bookings,
  onCancel,
  label,
}: {
  bookings: AccountBooking[];
  onCancel: (guidId: string) => void;
  label: string;
}) {
  return (
    <>
      <Stack gap="sm" hiddenFrom="sm" data-testid="account-booking-cards" aria-label={label}>
        {bookings.map((booking) => (
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
                <Text size="sm">{booking.visitTime}</Text>
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
              owed={booking.status !== 'PENDING' && booking.payableByLink}
              onCancel={onCancel}
            />
          </Paper>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table striped aria-label={label}>
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
            {bookings.map((booking) => (
              <Table.Tr key={booking.id} data-testid="account-booking">
                <Table.Td>{formatLongDate(booking.bookingDate)}</Table.Td>
                <Table.Td>{booking.visitTime}</Table.Td>
                <Table.Td>{booking.services.map((line) => line.name).join(', ')}</Table.Td>
                <Table.Td>{formatZar(booking.totalPrice)}</Table.Td>
                <Table.Td>
                  <BookingStatusBadge status={booking.status} />
                </Table.Td>
                <Table.Td>
                  <BookingActions
                    guidId={booking.guidId}
                    pending={booking.status === 'PENDING'}
                    owed={booking.status !== 'PENDING' && booking.payableByLink}
                    onCancel={onCancel}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

/** Details, and for a pending booking Pay and Cancel: the same in the card and the table row. */
function BookingActions({
  guidId,
  pending,
  owed,
  onCancel,
}: {
  guidId: string;
  pending: boolean;
  /** Booked or done but still owed (a saved card's charge failed): Pay, and no Cancel. */
  owed: boolean;
  onCancel: (guidId: string) => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap" mt={{ base: 'sm', sm: 0 }}>
      <Anchor component={Link} to={`/profile/bookings/${guidId}`} size="sm">
        Details
      </Anchor>
      {owed && (
        <Anchor component={Link} to={`/booking-checkout/payments/${guidId}`} size="sm">
          Pay
        </Anchor>
      )}
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
