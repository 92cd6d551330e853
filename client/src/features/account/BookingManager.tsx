import { isChangeableStatus } from '@greenleaf/shared/booking-status-moves';
import { BookingInvoices } from '../invoices/BookingInvoices';
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import type { BookingDetailsFragment, BookingLineInput } from '../../__generated__/graphql';
import { BookingPriceBreakdown } from '../pricing/BookingPriceBreakdown';
import { BookingStatusBadge } from '../confirmation/statusBadge';
import { RefundNotice } from '../confirmation/RefundNotices';
import { formatZar } from '../../lib/money';
import { formatLongDate, todayInJohannesburg } from '../checkout/johannesburgDate';
import { useBooking } from '../booking/BookingProvider';
import { newLineKey, type StoredBooking } from '../booking/bookingStorage';
import { RescheduleSlotsQuery } from './operations';
import { CancelPreviewNotice } from '../series/CancelPreviewNotice';
import {
  useCancelBookingMutation,
  useRescheduleBookingMutation,
  useUpdateBookingNotesMutation,
} from './useBookingChanges';
import { refusalText } from '../../lib/graphqlErrors';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The gateway's message for a refused change (the cut-off message names the office's phone). */
const refusal = refusalText;

/** The booked lines as the gateway's line input: the same services, options and add-ons. */
function bookedLines(booking: BookingDetailsFragment): BookingLineInput[] {
  return booking.services.map((line) =>
    line.packageId
      ? { packageId: line.packageId }
      : {
          serviceId: line.serviceId,
          optionIds: line.variations.flatMap((v) => (v.optionId ? [v.optionId] : [])),
          addOnIds: line.addOns.flatMap((a) => (a.addOnId ? [a.addOnId] : [])),
        },
  );
}

/** The same services, options and modifiers as a new in-progress booking, without date or slot. */
function bookAgainChoices(booking: BookingDetailsFragment): StoredBooking {
  return {
    lines: booking.services.flatMap((line): StoredBooking['lines'] => {
      if (line.packageId) return [{ kind: 'package', key: newLineKey(), packageId: line.packageId }];
      if (!line.serviceId) return [];
      return [
        {
          kind: 'service',
          key: newLineKey(),
          serviceId: line.serviceId,
          options: Object.fromEntries(
            line.variations.flatMap((v) => (v.optionId ? [[v.variationName, v.optionId]] : [])),
          ),
          addOnIds: line.addOns.flatMap((a) => (a.addOnId ? [a.addOnId] : [])),
        },
      ];
    }),
    modifiers: Object.fromEntries(
      booking.modifiers.flatMap((m) => (m.modifierId && m.optionId ? [[m.modifierId, m.optionId]] : [])),
    ),
    date: null,
    slot: null,
  };
}

/** The notes for the crew (gate code, pets, parking), editable while the booking is still to come. */
function CrewNotes({
  booking,
  changeable,
  token,
  onMessage,
}: {
  booking: BookingDetailsFragment;
  changeable: boolean;
  token: { manageToken?: string };
  onMessage: (message: { kind: 'success' | 'error'; text: string } | null) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(booking.propertyNotes ?? '');
  const [save, saving] = useUpdateBookingNotesMutation();

  async function submit() {
    onMessage(null);
    try {
      await save({ variables: { input: { guidId: booking.guidId, propertyNotes: text, ...token } } });
      setEditing(false);
      onMessage({ kind: 'success', text: 'Your notes for the crew are saved.' });
    } catch (error) {
      onMessage({ kind: 'error', text: refusal(error, 'The notes could not be saved. Please try again.') });
    }
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="crew-notes-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="crew-notes-heading">
          Notes for the crew
        </Title>
        {changeable && !editing && (
          <Button variant="subtle" onClick={() => setEditing(true)}>
            Edit notes
          </Button>
        )}
      </Group>
      {editing ? (
        <Stack gap="xs">
          <Textarea
            label="Gate code, pets, where to park"
            maxLength={500}
            autosize
            minRows={2}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Group>
            <Button onClick={() => void submit()} loading={saving.loading}>
              Save notes
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setText(booking.propertyNotes ?? '');
                setEditing(false);
              }}
            >
              Keep the notes
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text data-testid="crew-notes" style={{ overflowWrap: 'anywhere' }}>
          {booking.propertyNotes ?? 'None.'}
        </Text>
      )}
    </Paper>
  );
}

/** The visit's day and time, its reference, status and any refund. */
function VisitSummary({ booking }: { booking: BookingDetailsFragment }) {
  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="dimmed">
            Visit
          </Text>
          <Text fw={600} data-testid="manage-when">
            {formatLongDate(booking.bookingDate)}, {booking.visitTime}
          </Text>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {booking.guidId}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          <BookingStatusBadge status={booking.status} />
          {booking.refundDue > 0 && (
            <Text size="sm" c="dimmed">
              Refund of {formatZar(booking.refundDue)} on its way
            </Text>
          )}
        </Stack>
      </Group>
      <Box mt="sm">
        <RefundNotice booking={booking} />
      </Box>
    </Paper>
  );
}

/** Choose a new date and time, from the slots the gateway offers for the same services. */
function RescheduleSection({
  booking,
  token,
  onMessage,
  onClose,
}: {
  booking: BookingDetailsFragment;
  token: { manageToken?: string };
  onMessage: (message: { kind: 'success' | 'error'; text: string } | null) => void;
  onClose: () => void;
}) {
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<string | null>(null);
  const [reschedule, rescheduleState] = useRescheduleBookingMutation();
  const slots = useQuery(RescheduleSlotsQuery, {
    variables: { date, lines: bookedLines(booking) },
    skip: !isDate(date),
    fetchPolicy: 'network-only',
  });

  async function move() {
    if (!slot) return;
    onMessage(null);
    try {
      const res = await reschedule({
        variables: { input: { guidId: booking.guidId, date, timeSlot: slot, ...token } },
      });
      const moved = res.data?.rescheduleBooking.booking;
      onClose();
      onMessage({
        kind: 'success',
        text: `Your visit is now on ${formatLongDate(moved?.bookingDate ?? date)}, ${moved?.visitTime ?? slot}. We have e-mailed you the new time.`,
      });
    } catch (error) {
      onMessage({
        kind: 'error',
        text: refusal(error, 'The booking could not be moved. Please try again.'),
      });
    }
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="reschedule-heading">
      <Title order={2} size="h4" mb="sm" id="reschedule-heading">
        Choose a new date and time
      </Title>
      <Group align="flex-start" grow>
        <TextInput
          type="date"
          label="New date"
          min={todayInJohannesburg()}
          value={date}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            setSlot(null);
          }}
        />
        <Select
          label="New time"
          placeholder={
            isDate(date) ? (slots.loading ? 'Loading times...' : 'Choose a time') : 'Choose a date first'
          }
          data={(slots.data?.timeSlots ?? []).map((s) => ({
            value: s.label,
            label: s.available ? s.label : `${s.label} (full)`,
            disabled: !s.available,
          }))}
          value={slot}
          onChange={setSlot}
          disabled={!isDate(date)}
        />
      </Group>
      <Group mt="md">
        <Button onClick={() => void move()} disabled={!slot} loading={rescheduleState.loading}>
          Move my visit
        </Button>
        <Button variant="default" onClick={onClose}>
          Keep the current time
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * One booking, opened from /profile or from the manage link in an e-mail: its date, slot, status and
 * price breakdown (the checkout summary's), and while it is pending or confirmed, Reschedule and
 * Cancel (the gateway applies the change cut-off and answers its message, with the office's phone,
 * when it is too late); Book again puts the same services in the cart.
 */
export function BookingManager({
  booking,
  manageToken,
}: {
  booking: BookingDetailsFragment;
  /** The manage link's token, when opened from an e-mail (it stands for the sign-in). */
  manageToken?: string;
}) {
  const navigate = useNavigate();
  const { replace } = useBooking();
  const [moving, setMoving] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [cancel, cancelState] = useCancelBookingMutation();
  const changeable = isChangeableStatus(booking.status);
  const token = manageToken ? { manageToken } : {};

  async function doCancel() {
    setMessage(null);
    try {
      const res = await cancel({ variables: { input: { guidId: booking.guidId, ...token } } });
      setConfirmCancel(false);
      const cancelled = res.data?.cancelBooking.booking;
      setMessage({
        kind: 'success',
        text:
          cancelled?.refundStatus === 'DUE'
            ? `Your booking is cancelled. ${formatZar(cancelled.refundDue)} will be refunded to the card you paid with; we have e-mailed you.`
            : 'Your booking is cancelled. We have e-mailed you.',
      });
    } catch (error) {
      setConfirmCancel(false);
      setMessage({
        kind: 'error',
        text: refusal(error, 'The booking could not be cancelled. Please try again.'),
      });
    }
  }

  function bookAgain() {
    replace(bookAgainChoices(booking));
    void navigate('/booking-checkout/date-time');
  }

  return (
    <Stack gap="md">
      {message && (
        <Alert
          color={message.kind === 'success' ? 'leaf' : 'red'}
          role={message.kind === 'success' ? 'status' : 'alert'}
          data-testid="manage-message"
        >
          {message.text}
        </Alert>
      )}
      <VisitSummary booking={booking} />

      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="sm">
          Services and price
        </Title>
        <BookingPriceBreakdown booking={booking} totalTestId="booking-total" />
      </Paper>

      <CrewNotes booking={booking} changeable={changeable} token={token} onMessage={setMessage} />

      {moving && (
        <RescheduleSection
          booking={booking}
          token={token}
          onMessage={setMessage}
          onClose={() => setMoving(false)}
        />
      )}

      <BookingInvoices guidId={booking.guidId} manageToken={manageToken} />
      <Group>
        {changeable && !moving && (
          <Button
            variant="outline"
            onClick={() => {
              setMessage(null);
              setMoving(true);
            }}
          >
            Reschedule
          </Button>
        )}
        {changeable && (
          <Button color="red.9" variant="outline" onClick={() => setConfirmCancel(true)}>
            Cancel booking
          </Button>
        )}
        <Button variant="default" onClick={bookAgain}>
          Book again
        </Button>
      </Group>

      <Modal opened={confirmCancel} onClose={() => setConfirmCancel(false)} title="Cancel booking">
        <Stack gap="sm">
          <Text>Are you sure you want to cancel this booking?</Text>
          {confirmCancel && (
            <CancelPreviewNotice guidId={booking.guidId} manageToken={manageToken} reader="customer" />
          )}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirmCancel(false)}>
            Keep booking
          </Button>
          <Button color="red.9" loading={cancelState.loading} onClick={() => void doCancel()}>
            Cancel booking
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
