import { useEffect } from 'react';
import {
  Alert,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { CheckoutTimeSlotsQuery } from '../operations';
import { useBooking } from '../../booking/BookingProvider';
import { todayInJohannesburg } from '../johannesburgDate';
import classes from './DateTimeStep.module.css';

/** A date (today by default) and the day's ten 45-minute slots; full or past slots are unavailable. */
export function DateTimeStep() {
  const navigate = useNavigate();
  const { booking, setDate, setSlot } = useBooking();
  const today = todayInJohannesburg();
  const date = booking.date && booking.date >= today ? booking.date : today;

  // no date yet, or one that has passed since it was chosen: today
  useEffect(() => {
    if (!booking.date || booking.date < today) setDate(today);
  }, [booking.date, today, setDate]);

  const { data, loading, error, refetch } = useQuery(CheckoutTimeSlotsQuery, {
    variables: { date },
    fetchPolicy: 'network-only',
  });
  const slots = data?.timeSlots ?? [];

  // a slot that became unavailable is no longer chosen
  useEffect(() => {
    if (!data || !booking.slot) return;
    const chosen = data.timeSlots.find((slot) => slot.label === booking.slot);
    if (!chosen?.available) setSlot(null);
  }, [data, booking.slot, setSlot]);

  const next = () => {
    if (booking.date && booking.slot) void navigate('/booking-checkout/contact');
  };

  return (
    <Stack gap="lg">
      <Title order={2}>Date & Time</Title>
      <TextInput
        type="date"
        label="Date"
        required
        min={today}
        value={date}
        onChange={(event) => setDate(event.currentTarget.value || null)}
        maw={260}
      />
      <div>
        <Text fw={500} size="sm" id="slots-label" mb="xs">
          Time slot <span aria-hidden="true">*</span>
        </Text>
        {loading && !data ? (
          <Group role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>Loading time slots...</Text>
          </Group>
        ) : error ? (
          <Alert color="red" role="alert">
            The time slots could not be loaded.{' '}
            <Button variant="subtle" size="compact-sm" color="red" c="red.9" onClick={() => void refetch()}>
              Try Again
            </Button>
          </Alert>
        ) : (
          <SimpleGrid
            cols={{ base: 2, sm: 3, md: 5 }}
            spacing="xs"
            role="group"
            aria-labelledby="slots-label"
          >
            {slots.map((slot) => {
              const selected = booking.slot === slot.label;
              return (
                <UnstyledButton
                  key={slot.label}
                  className={classes.slot}
                  data-selected={selected || undefined}
                  disabled={!slot.available}
                  aria-pressed={selected}
                  aria-label={`${slot.label}${slot.available ? '' : ', unavailable'}`}
                  onClick={() => setSlot(slot.label)}
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
        )}
        {data && slots.every((slot) => !slot.available) && (
          <Text mt="sm" c="red.9">
            No time slots are left on this day. Please choose another date.
          </Text>
        )}
      </div>
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
