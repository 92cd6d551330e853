import { completableOn, isChangeableStatus } from '@greenleaf/shared/booking-status-moves';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { graphql } from '../../__generated__';
import { useFragment } from '../../__generated__/fragment-masking';
import type { BookingStatus } from '../../__generated__/graphql';
import { todayInJohannesburg } from '../../features/checkout/johannesburgDate';
import { telLink } from '../../lib/contactLinks';
import { formatZar } from '../../lib/money';
import { AdminSection } from '../AdminSection';
import { breakdownFromBooking } from '../../features/pricing/breakdown';
import { PriceBreakdown } from '../../features/pricing/PriceBreakdown';
import { useAdminPageTitle } from '../usePageTitle';
import { BookingPaymentsSection } from './BookingPaymentsSection';
import { BookingSeriesSection } from './BookingSeriesSection';
import { ConfirmPaymentModal } from './ConfirmPaymentModal';
import { AdminBookingRouteQuery } from './operations';
import { awaitingPayment, movedFromLabel } from './seriesDisplay';
import { useBookingOfficeActions } from './useBookingOfficeActions';
import { useSeriesOfficeActions } from './useSeriesOfficeActions';

/** The booking the office's booking page shows (its status, reschedule and refund answers carry it too). */
const BookingDetailPage_booking = graphql(`
  fragment BookingDetailPage_booking on Booking {
    id
    guidId
    bookingDate
    bookingTime
    status
    allowedMoves
    totalPrice
    referralCredit
    officeDiscount {
      label
      amount
      reason
      givenBy
    }
    paidAt
    refundStatus
    refundDue
    amountPaid
    amountOwed
    heldUntil
    payLater
    movedFrom
    series {
      id
      ...BookingSeriesSection_series
    }
    createdAt
    customer {
      id
      name
      email
      phone
      address
    }
    address {
      street
      suburb
      postalCode
    }
    propertyNotes
    crew {
      id
      name
    }
    history {
      id
      at
      kind
      summary
      actorName
    }
    ...BookingPaymentsSection_booking
    services {
      id
      serviceId
      packageId
      name
      price
      basePrice
      season {
        name
        multiplier
        amount
      }
      variations {
        variationName
        optionId
        label
        additionalCost
      }
      addOns {
        id
        name
        price
      }
    }
    modifiers {
      id
      modifierName
      optionName
      type
      units
      value
      base
      amount
    }
  }
`);
import { SlotPicker } from './SlotPicker';
import { MOVE_COLORS, moveLabel, STATUS_COLORS, STATUS_LABELS } from './statusDisplay';
import { asksFirst, StatusMoveDialog } from './StatusMoveDialog';

const when = new Intl.DateTimeFormat('en-ZA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Johannesburg',
});

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
  const [askPayment, setAskPayment] = useState(false);
  const [asking, setAsking] = useState<BookingStatus | null>(null);
  const [newDate, setNewDate] = useState('');
  const [newSlot, setNewSlot] = useState<string | null>(null);
  const booking = useFragment(BookingDetailPage_booking, data?.adminBooking ?? null);
  const actions = useBookingOfficeActions(booking?.id ?? null, refetch);
  const seriesActions = useSeriesOfficeActions(refetch);
  const { message } = actions;

  function goBack() {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/admin/bookings');
  }

  async function moveSlot() {
    if (await actions.moveTo(newDate, newSlot ?? '')) {
      setNewDate('');
      setNewSlot(null);
    }
  }

  if (loading && !data) {
    return (
      <Center p="xl">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>Loading booking...</Text>
        </Group>
      </Center>
    );
  }
  if (error) {
    return (
      <Alert color="red" role="alert" title="Failed to load the booking. Please try again.">
        <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  if (!booking) {
    return (
      <Alert color="yellow" role="alert" title="Booking not found">
        {`There is no booking ${id}.`}
      </Alert>
    );
  }

  const today = todayInJohannesburg();
  // Work is completed on or after its day (the gateway refuses it before).
  // The moves come from the gateway (Booking.allowedMoves): the one booking status rule.
  const completable = completableOn(booking.bookingDate, today);
  const moves = booking.allowedMoves.filter((s) => s !== 'COMPLETED' || completable);
  const completesLater = booking.allowedMoves.includes('COMPLETED') && !completable;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            Booking
          </Title>
          <Text c="dimmed" style={{ wordBreak: 'break-all' }}>
            {booking.guidId}
          </Text>
        </div>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
          Back
        </Button>
      </Group>

      {message && (
        <Alert
          color={message.kind === 'success' ? 'green' : 'red'}
          role={message.kind === 'success' ? 'status' : 'alert'}
          withCloseButton
          onClose={actions.clearMessage}
        >
          {message.text}
        </Alert>
      )}
      {seriesActions.message && (
        <Alert
          color={seriesActions.message.kind === 'success' ? 'green' : 'red'}
          role={seriesActions.message.kind === 'success' ? 'status' : 'alert'}
          withCloseButton
          onClose={seriesActions.clearMessage}
          data-testid="series-message"
        >
          {seriesActions.message.text}
        </Alert>
      )}

      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <div>
            <Text size="sm" c="dimmed">
              Date
            </Text>
            <Text fw={600}>{booking.bookingDate}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Time
            </Text>
            <Text fw={600}>{booking.bookingTime}</Text>
            {booking.movedFrom && (
              <Text size="sm" c="dimmed" data-testid="moved-from">
                {movedFromLabel(booking.movedFrom)}
              </Text>
            )}
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Status
            </Text>
            <Badge color={STATUS_COLORS[booking.status]} variant="light" data-testid="booking-status">
              {STATUS_LABELS[booking.status]}
            </Badge>
            {booking.refundStatus && (
              <Badge
                color={booking.refundStatus === 'DUE' ? 'red' : 'gray'}
                variant="light"
                ml="xs"
                data-testid="booking-refund"
              >
                {booking.refundStatus === 'DUE' ? 'Refund due' : 'Refunded'}
              </Badge>
            )}
            {booking.refundDue > 0 && (
              <Text size="sm" c="red.9" data-testid="booking-refund-due">
                {`${formatZar(booking.refundDue)} to refund (see Payment below)`}
              </Text>
            )}
            {awaitingPayment(booking) && (
              <Badge color="orange" variant="light" ml="xs" data-testid="awaiting-payment">
                Awaiting payment
              </Badge>
            )}
            {booking.refundStatus === 'DUE' && (
              <Button
                size="compact-sm"
                variant="outline"
                ml="xs"
                loading={actions.recordingRefund}
                onClick={() => void actions.recordRefund()}
              >
                Mark refunded
              </Button>
            )}
          </div>
          <div>
            <Text size="sm" c="dimmed">
              Total
            </Text>
            <Text fw={700}>{formatZar(booking.totalPrice)}</Text>
            <Text size="sm" data-testid="booking-paid-owed">
              {`Paid ${formatZar(booking.amountPaid)} · Owed ${formatZar(booking.amountOwed)}`}
            </Text>
          </div>
        </SimpleGrid>
        {booking.status === 'PENDING' && booking.heldUntil && (
          <Alert color="orange" mt="md" data-testid="payment-link-held">
            <Group justify="space-between">
              <Text size="sm">{`Payment link sent, held until ${when.format(new Date(booking.heldUntil))}.`}</Text>
              <Button
                size="compact-sm"
                variant="outline"
                loading={actions.resendingLink}
                onClick={() => void actions.resendPaymentLink()}
              >
                Resend payment link
              </Button>
            </Group>
          </Alert>
        )}
        <Divider my="md" />
        <Group gap="sm">
          <Text fw={600}>Change status:</Text>
          {moves.length === 0 ? (
            <Text c="dimmed">{`A ${STATUS_LABELS[booking.status].toLowerCase()} booking cannot change status.`}</Text>
          ) : (
            moves.map((status) => (
              <Button
                key={status}
                color={MOVE_COLORS[status]}
                variant={status === 'CANCELLED' ? 'light' : 'filled'}
                loading={actions.moving}
                onClick={() => {
                  // Confirming an unpaid booking asks how it was paid (never a silent revenue).
                  if (status === 'CONFIRMED' && booking.status === 'PENDING' && booking.amountOwed > 0)
                    setAskPayment(true);
                  else if (asksFirst(booking.status, status)) setAsking(status);
                  else void actions.moveStatus(status);
                }}
              >
                {moveLabel(booking.status, status)}
              </Button>
            ))
          )}
          {completesLater && (
            <Text size="sm" c="dimmed">{`It can be marked completed from ${booking.bookingDate} on.`}</Text>
          )}
        </Group>
        {isChangeableStatus(booking.status) && (
          <>
            <Divider my="md" />
            <Stack gap="xs">
              <Text fw={600}>Reschedule:</Text>
              <SlotPicker date={newDate} slot={newSlot} onDate={setNewDate} onSlot={setNewSlot} />
              <Group justify="flex-end">
                <Button
                  variant="light"
                  loading={actions.rescheduling}
                  disabled={!newDate || !newSlot}
                  onClick={() => void moveSlot()}
                >
                  Move booking
                </Button>
              </Group>
            </Stack>
          </>
        )}
      </Paper>

      {booking.series && (
        <BookingSeriesSection series={booking.series} bookingId={booking.id} actions={seriesActions} />
      )}

      <AdminSection id="booking-customer" title="Customer">
        {booking.customer ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Anchor component={Link} to={`/admin/customers/${booking.customer.id}`} fw={600}>
              {booking.customer.name}
            </Anchor>
            <Anchor href={`mailto:${booking.customer.email}`} style={{ overflowWrap: 'anywhere' }}>
              {booking.customer.email}
            </Anchor>
            {booking.customer.phone ? (
              <Anchor href={telLink(booking.customer.phone)}>{booking.customer.phone}</Anchor>
            ) : (
              <Text c="dimmed">No phone</Text>
            )}
            <Text>{booking.customer.address ?? ''}</Text>
          </SimpleGrid>
        ) : (
          <Text c="dimmed">No customer recorded.</Text>
        )}
        <Title order={3} size="h5" mt="md" mb="xs">
          Visit address
        </Title>
        {booking.address ? (
          <Stack gap={2}>
            <Text data-testid="visit-address">
              {`${booking.address.street}, ${booking.address.suburb}, ${booking.address.postalCode}`}
            </Text>
            {booking.propertyNotes && <Text c="dimmed">{booking.propertyNotes}</Text>}
          </Stack>
        ) : (
          <Text c="dimmed">No visit address recorded (booked before addresses were asked).</Text>
        )}
      </AdminSection>

      <AdminSection id="booking-services" title="Services and price">
        {booking.services.length === 0 ? (
          <Text c="dimmed">No services on this booking.</Text>
        ) : (
          // the customer's own breakdown: each line's rows, each modifier with what it applied to
          <PriceBreakdown breakdown={breakdownFromBooking(booking)} totalTestId="admin-booking-total" />
        )}
        {booking.referralCredit ? (
          <Text mt="xs" data-testid="booking-referral-credit">
            {`Referral credit: −${formatZar(booking.referralCredit)} (the customer's credit for referring friends)`}
          </Text>
        ) : null}
        {booking.officeDiscount ? (
          <Text mt="xs" data-testid="booking-office-discount">
            {`${booking.officeDiscount.label}: −${formatZar(-booking.officeDiscount.amount)}` +
              (booking.officeDiscount.givenBy ? `, given by ${booking.officeDiscount.givenBy}` : '') +
              (booking.officeDiscount.reason ? ` (${booking.officeDiscount.reason})` : '')}
          </Text>
        ) : null}
      </AdminSection>

      <BookingPaymentsSection
        booking={booking}
        recording={actions.recordingRefund}
        onMarkRefunded={(paymentId) => actions.recordRefund(paymentId)}
      />

      <AdminSection id="booking-history" title="History">
        <Stack gap={6} data-testid="booking-history">
          {booking.history.map((e) => (
            <Group key={e.id} gap="sm" wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed" w={150} style={{ flexShrink: 0 }}>
                {when.format(new Date(e.at))}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {e.summary}
                {` · ${e.actorName ?? 'the system'}`}
              </Text>
            </Group>
          ))}
        </Stack>
      </AdminSection>

      <ConfirmPaymentModal
        key={`${booking.id}-${booking.amountOwed}`}
        opened={askPayment}
        owed={booking.amountOwed}
        busy={actions.moving}
        onClose={() => setAskPayment(false)}
        onPaid={(payment) => actions.confirmPaid(payment).then((done) => done && setAskPayment(false))}
        onWithoutPayment={() => actions.confirmWithoutPayment().then((done) => done && setAskPayment(false))}
      />
      <StatusMoveDialog
        from={booking.status}
        to={asking}
        paid={booking.paidAt != null}
        guidId={booking.guidId}
        busy={actions.moving}
        onConfirm={(options) => {
          if (asking) void actions.moveStatus(asking, options).then(() => setAsking(null));
        }}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
