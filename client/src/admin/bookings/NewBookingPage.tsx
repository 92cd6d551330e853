import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { describeFailure, type OperationFailure } from '../../lib/graphqlErrors';
import { AdminSelectOptionsQuery } from '../lists/operations';
import { useAdminPageTitle } from '../usePageTitle';
import { AdminServiceAreasQuery } from './operations';
import { ServiceOptionSelects, type VariationChoices } from './ServiceOptionSelects';
import { SlotPicker } from './SlotPicker';
import { useCreateOfficeBookingMutation } from './useCreateOfficeBooking';

/**
 * /admin/bookings/add: a booking for a customer, made through the checkout's rules (the gateway prices
 * the services, checks the slot is offered and not full, and that the visit's suburb is one we serve).
 * The generic table cannot write bookings.
 */
export function NewBookingPage() {
  useAdminPageTitle('New booking');
  const navigate = useNavigate();
  const users = useQuery(AdminSelectOptionsQuery, { variables: { table: 'USERS' } });
  const services = useQuery(AdminSelectOptionsQuery, { variables: { table: 'SERVICES' } });
  const [create, createState] = useCreateOfficeBookingMutation();
  const [userId, setUserId] = useState<string | null>(null);
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  // each service's chosen option per variation (none chosen for the office)
  const [choices, setChoices] = useState<Record<string, VariationChoices>>({});
  const choose = (serviceId: string) => (variationId: string, optionId: string | null) =>
    setChoices((current) => {
      const { [variationId]: _previous, ...others } = current[serviceId] ?? {};
      return { ...current, [serviceId]: optionId ? { ...others, [variationId]: optionId } : others };
    });
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<string | null>(null);
  const areas = useQuery(AdminServiceAreasQuery);
  const [address, setAddress] = useState({ street: '', suburb: '', postalCode: '', propertyNotes: '' });
  const setAddressField = (name: keyof typeof address) => (value: string) =>
    setAddress((current) => ({ ...current, [name]: value }));
  const pickSuburb = (suburb: string | null) => {
    const area = areas.data?.serviceAreas.find((a) => a.suburb === suburb);
    setAddress((current) => ({
      ...current,
      suburb: suburb ?? '',
      postalCode: current.postalCode || (area?.postalCode ?? ''),
    }));
  };
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
              lines: serviceIds.map((serviceId) => ({
                serviceId,
                optionIds: Object.values(choices[serviceId] ?? {}),
              })),
            },
            address: {
              street: address.street,
              suburb: address.suburb,
              postalCode: address.postalCode,
              propertyNotes: address.propertyNotes || null,
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
            error={
              failure?.field?.startsWith('booking.lines') && !failure.field.endsWith('.optionIds')
                ? failure.message
                : undefined
            }
          />
          {serviceIds.map((serviceId, i) => (
            <ServiceOptionSelects
              key={serviceId}
              serviceId={serviceId}
              choices={choices[serviceId] ?? {}}
              onChoose={choose(serviceId)}
              error={fieldError(`booking.lines.${i}.optionIds`)}
            />
          ))}
          <TextInput
            label="Street address"
            required
            maxLength={200}
            value={address.street}
            onChange={(e) => setAddressField('street')(e.currentTarget.value)}
            error={fieldError('address.street')}
          />
          <Group grow align="flex-start">
            <Select
              label="Suburb"
              required
              searchable
              allowDeselect={false}
              data={(areas.data?.serviceAreas ?? []).map((a) => a.suburb)}
              value={address.suburb || null}
              onChange={pickSuburb}
              error={fieldError('address.suburb')}
            />
            <TextInput
              label="Postal code"
              required
              inputMode="numeric"
              maxLength={4}
              value={address.postalCode}
              onChange={(e) => setAddressField('postalCode')(e.currentTarget.value)}
              error={fieldError('address.postalCode')}
            />
          </Group>
          <Textarea
            label="Property notes"
            description="Gate code, pets, parking (optional)"
            maxLength={500}
            value={address.propertyNotes}
            onChange={(e) => setAddressField('propertyNotes')(e.currentTarget.value)}
            error={fieldError('address.propertyNotes')}
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
