import { Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import type { BookingLineInput } from '../../__generated__/graphql';
import { AdminBookingSlotsQuery } from './operations';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A date and one of that day's offered time slots (full ones shown but not choosable). */
export function SlotPicker({
  date,
  slot,
  onDate,
  onSlot,
  dateError,
  slotError,
  lines,
}: {
  date: string;
  slot: string | null;
  onDate: (date: string) => void;
  onSlot: (slot: string | null) => void;
  dateError?: string | undefined;
  slotError?: string | undefined;
  /** The work being booked: only starts where all of it fits are offered (as at the checkout). */
  lines?: BookingLineInput[] | undefined;
}) {
  const { data, loading } = useQuery(AdminBookingSlotsQuery, {
    variables: { date, ...(lines && lines.length > 0 ? { lines } : {}) },
    skip: !isDate(date),
    fetchPolicy: 'network-only',
  });
  const slots = data?.timeSlots ?? [];
  return (
    <Group align="flex-start" grow>
      <TextInput
        type="date"
        label="Date"
        required
        value={date}
        error={dateError}
        onChange={(event) => {
          onDate(event.currentTarget.value);
          onSlot(null);
        }}
      />
      <Select
        label="Time slot"
        required
        placeholder={isDate(date) ? (loading ? 'Loading slots...' : 'Choose a slot') : 'Choose a date first'}
        data={slots.map((s) => ({
          value: s.label,
          label: s.available ? `${s.label} (${s.remaining} free)` : `${s.label} (full)`,
          disabled: !s.available,
        }))}
        value={slot}
        onChange={onSlot}
        error={slotError}
        disabled={!isDate(date)}
      />
    </Group>
  );
}
