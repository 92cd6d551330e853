import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SlotPicker } from './SlotPicker';
import type { useBookingOfficeActions } from './useBookingOfficeActions';

/** "Reschedule:": another day and one of its free slots, then "Move booking". */
export function BookingReschedule({ actions }: { actions: ReturnType<typeof useBookingOfficeActions> }) {
  const [newDate, setNewDate] = useState('');
  const [newSlot, setNewSlot] = useState<string | null>(null);

  async function moveSlot() {
    if (await actions.moveTo(newDate, newSlot ?? '')) {
      setNewDate('');
      setNewSlot(null);
    }
  }

  return (
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
  );
}
