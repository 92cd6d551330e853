import { Alert, Button, Group, MultiSelect, Paper, Select, Stack, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { describeFailure, type OperationFailure } from '../errors';
import { AdminSelectOptionsQuery } from '../lists/operations';
import { useAdminPageTitle } from '../usePageTitle';
import { AdminCreateBookingMutation } from './operations';
import { SlotPicker } from './SlotPicker';

/**
 * /admin/bookings/add: a booking for a customer, made through the checkout's rules (the gateway prices
 * the services, checks the slot is offered and not full). The generic table cannot write bookings.
 */
export function NewBookingPage() {
  useAdminPageTitle('New booking');
  const navigate = useNavigate();
  const users = useQuery(AdminSelectOptionsQuery, { variables: { table: 'USERS' } });
  const services = useQuery(AdminSelectOptionsQuery, { variables: { table: 'SERVICES' } });
  const [create, createState] = useMutation(AdminCreateBookingMutation);
  const [userId, setUserId] = useState<string | null>(null);
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<string | null>(null);
  const [failure, setFailure] = useState<OperationFailure | null>(null);

  const fieldError = (field: string) => (failure?.field === field ? failure.message : undefined);

  async function submit() {
    setFailure(null);
    try {
      const result = await create({
        variables: {
          input: {
            userId: userId ?? '',
            booking: {
              date: date || null,
              timeSlot: slot,
              lines: serviceIds.map((serviceId) => ({ serviceId })),
            },
          },
        },
      });
      const made = result.data?.adminCreateBooking.booking as { id: string } | undefined;
      if (made) void navigate(`/admin/bookings/${made.id}`);
    } catch (error) {
      setFailure(describeFailure(error));
    }
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        New booking
      </Title>
      {failure && !failure.field && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Select
            label="Customer"
            required
            searchable
            data={users.data?.adminSelectOptions ?? []}
            value={userId}
            onChange={setUserId}
            error={fieldError('userId')}
          />
          <MultiSelect
            label="Services"
            required
            searchable
            data={services.data?.adminSelectOptions ?? []}
            value={serviceIds}
            onChange={setServiceIds}
            error={failure?.field?.startsWith('booking.lines') ? failure.message : undefined}
          />
          <SlotPicker
            date={date}
            slot={slot}
            onDate={setDate}
            onSlot={setSlot}
            dateError={fieldError('booking.date')}
            slotError={fieldError('booking.timeSlot')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate('/admin/bookings')}>
              Cancel
            </Button>
            <Button loading={createState.loading} onClick={() => void submit()}>
              Create booking
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
