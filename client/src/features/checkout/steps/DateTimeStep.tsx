import { LoadingStatus } from '../../../lib/feedback/LoadingStatus';
import { useEffect } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { CheckoutAlert } from '../CheckoutAlert';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import type { CheckoutTimeSlotsQueryQuery } from '../../../__generated__/graphql';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { CheckoutBookingDaysQuery, CheckoutTimeSlotsQuery } from '../operations';
import { parseTypedDate, shortDay, typedDate } from '../typedDate';
import { useBooking } from '../../booking/BookingProvider';
import { toBookingInput } from '../../booking/bookingInput';
import { todayInJohannesburg } from '../johannesburgDate';
import { RecurringPlans } from '../RecurringPlans';
import { repeatUntilError } from '../../series/seriesText';

/** "2 hours 15 minutes", "1 working day", "2 working days". */
function visitLengthText(minutes: number, days: number): string {
  if (days > 1) return `${days} working days`;
  if (minutes >= 450) return '1 working day';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h ? `${h} hour${h === 1 ? '' : 's'}` : '', m ? `${m} minutes` : ''].filter(Boolean);
  return parts.join(' ');
}
import classes from './DateTimeStep.module.css';
import { johannesburgInstant } from '@greenleaf/shared/calendar/dates';

/** True when every start of `date` is sooner than the lead time from now (today late, or a long lead time). */
function tooSoon(date: string, slots: ReadonlyArray<{ start: string }>, leadMinutes: number): boolean {
  const last = slots.at(-1);
  if (!last) return false;
  return johannesburgInstant(date, last.start).getTime() < Date.now() + leadMinutes * 60_000;
}

type Slot = CheckoutTimeSlotsQueryQuery['timeSlots'][number];

/** The day's slots as buttons: full, past or too-soon ones unavailable. */
function SlotGrid({
  slots,
  chosenLabel,
  onChoose,
}: {
  slots: readonly Slot[];
  chosenLabel: string | null;
  onChoose: (label: string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs" role="group" aria-labelledby="slots-label">
      {slots.map((slot) => {
        const selected = chosenLabel === slot.label;
        return (
          <UnstyledButton
            key={slot.label}
            className={classes.slot}
            data-selected={selected || undefined}
            disabled={!slot.available}
            aria-pressed={selected}
            aria-label={`${slot.label}${slot.available ? '' : ', unavailable'}`}
            onClick={() => onChoose(slot.label)}
          >
            <Text component="span" fw={600} size="sm">
              {slot.label}
            </Text>
            <Text component="span" size="xs" display="block">
              {slot.available ? (selected ? 'Selected' : 'Available') : 'Unavailable'}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}

/** Why no slot of the day has room (closed, too soon, the job does not fit), and the next day with room. */
function NoRoomReason({
  date,
  today,
  closedReason,
  tooSoon,
  minLeadMinutes,
  nextDateWithRoom,
  onChooseDate,
}: {
  date: string;
  today: string;
  closedReason: string | null | undefined;
  tooSoon: boolean;
  minLeadMinutes: number;
  nextDateWithRoom: string | null;
  onChooseDate: (date: string) => void;
}) {
  return (
    <Stack gap="xs" mt="sm">
      <Text c="red.9" role="status" data-testid="no-room-reason">
        {closedReason !== undefined
          ? `We are closed on ${shortDay(date)} (${closedReason}). Please choose another date.`
          : tooSoon
            ? `It is too late to book ${date === today ? 'today' : shortDay(date)}: bookings start at least ${minLeadMinutes} minutes from now. Please choose a later date.`
            : 'No arrival time on this day has room for the whole job. Please choose another date.'}
      </Text>
      {nextDateWithRoom && (
        <Button
          variant="light"
          maw={320}
          onClick={() => onChooseDate(nextDateWithRoom)}
          data-testid="next-date-with-room"
        >
          Next day with room: {nextDateWithRoom}
        </Button>
      )}
    </Stack>
  );
}

/**
 * A date (typed dd/mm/yyyy or picked; it opens on the first day with room for this cart, as the
 * gateway's bookingDays tells it; closed days are never offered) and the day's slots; full, past or
 * too-soon slots are unavailable, with the reason.
 */
export function DateTimeStep() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const { booking, setDate, setSlot } = useBooking();
  const today = todayInJohannesburg();
  const lines = toBookingInput(booking).lines;
  const calendar = useQuery(CheckoutBookingDaysQuery, { variables: { lines }, fetchPolicy: 'network-only' });
  const bookingDays = calendar.data?.bookingDays;
  const kept = booking.date && booking.date >= today ? booking.date : null;
  // Until the days are known, a date not yet chosen waits (then: the first day with room, else today).
  const date = kept ?? (bookingDays || calendar.error ? (bookingDays?.firstDateWithRoom ?? today) : null);

  // no date yet, or one that has passed since it was chosen: the first day with room
  useEffect(() => {
    if (!kept && date) setDate(date);
  }, [kept, date, setDate]);

  const closedDays = new Map(
    (bookingDays?.days ?? []).filter((d) => d.closed).map((d) => [d.date, d.closedReason] as const),
  );
  const closedReason = date ? closedDays.get(date) : undefined;

  const { data, loading, error, refetch } = useQuery(CheckoutTimeSlotsQuery, {
    variables: { date: date ?? today, lines },
    fetchPolicy: 'network-only',
    skip: !date,
  });
  const slots = data?.timeSlots ?? [];
  const plan = data?.visitPlan;
  const chosen = slots.find((slot) => slot.label === booking.slot && slot.available);

  // a slot that became unavailable is no longer chosen
  useEffect(() => {
    if (!data || !booking.slot) return;
    const chosen = data.timeSlots.find((slot) => slot.label === booking.slot);
    if (!chosen?.available) setSlot(null);
  }, [data, booking.slot, setSlot]);

  const next = () => {
    if (booking.date && booking.slot && !repeatUntilError(booking.repeatUntil, booking.date))
      void navigate('/booking-checkout/contact');
  };

  return (
    <Stack gap="lg">
      <Title order={2}>Date & Time</Title>
      {notice && (
        <CheckoutAlert color="red" role="alert">
          {notice}
        </CheckoutAlert>
      )}
      <DateInput
        label="Date"
        description="Type it as dd/mm/yyyy or pick it"
        placeholder="dd/mm/yyyy"
        required
        minDate={today}
        value={date}
        onChange={(value) => value && setDate(value)}
        valueFormat={typedDate}
        dateParser={parseTypedDate}
        excludeDate={(day) => closedDays.has(day)}
        maw={260}
        data-testid="date-input"
      />
      {plan && (
        <Text size="sm" data-testid="visit-length">
          Your visit takes {visitLengthText(plan.minutes, plan.days)}
          {plan.days > 1 ? ', over working days in a row' : ''}.
        </Text>
      )}
      <div>
        <Text fw={500} size="sm" id="slots-label" mb="xs">
          Time slot <span aria-hidden="true">*</span>
        </Text>
        {!date || (loading && !data) ? (
          <LoadingStatus text="Loading time slots..." />
        ) : error ? (
          <CheckoutAlert color="red" role="alert">
            The time slots could not be loaded.{' '}
            <Button variant="subtle" size="compact-sm" color="red" c="red.9" onClick={() => void refetch()}>
              Try Again
            </Button>
          </CheckoutAlert>
        ) : (
          <SlotGrid slots={slots} chosenLabel={booking.slot} onChoose={setSlot} />
        )}
        {plan?.seasonNotice ? (
          <Text mt="sm" c="red.9" role="status" data-testid="season-notice">
            {plan.seasonNotice}
          </Text>
        ) : (
          data &&
          date &&
          slots.every((slot) => !slot.available) && (
            <NoRoomReason
              date={date}
              today={today}
              closedReason={closedReason}
              tooSoon={plan ? tooSoon(date, slots, plan.minLeadMinutes) : false}
              minLeadMinutes={plan?.minLeadMinutes ?? 0}
              nextDateWithRoom={plan?.nextDateWithRoom ?? null}
              onChooseDate={setDate}
            />
          )
        )}
        {chosen && (
          <Text mt="sm" size="sm" data-testid="expected-finish">
            Arrival {chosen.start}; expected finish {chosen.finish}
            {chosen.finishDate !== date ? ` on ${chosen.finishDate}` : ''}.
          </Text>
        )}
        {plan && plan.minLeadMinutes > 0 && (
          <Text mt="xs" size="xs" c="dimmed">
            Bookings start at least {plan.minLeadMinutes} minutes from now.
          </Text>
        )}
      </div>
      <RecurringPlans />
      <Text size="sm" c="dimmed">
        Choose a date and a time slot to continue.
      </Text>
      <Group justify="space-between">
        <Button variant="default" onClick={() => void navigate('/booking-checkout/modifiers')}>
          Prev
        </Button>
        <Button onClick={next}>Next</Button>
      </Group>
    </Stack>
  );
}
