import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { describeFailure } from '../../lib/graphqlErrors';
import { formatZar } from '../../lib/money';
import { Loading } from '../LoadState';
import { useAdminPageTitle } from '../usePageTitle';
import { AdminQuoteRequestQuery, AdminQuoteSlotsQuery } from './operations';
import { useBookFromQuoteMutation } from './useBookFromQuote';
import { useSiteInfo } from '../../app/siteInfo';

/** /admin/requests/{id}: one quote request, and the form that turns it into a priced booking. */
export function QuoteRequestPage() {
  const { id = '' } = useParams();
  useAdminPageTitle(`Quote request ${id}`);
  const { data, loading, error } = useQuery(AdminQuoteRequestQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const request = data?.adminQuoteRequest;

  if (loading && !data) {
    return <Loading />;
  }
  if (error || !request) {
    return (
      <ErrorAlert title="Quote request not found">
        {error ? describeFailure(error).message : 'There is no such request.'}{' '}
        <Anchor component={Link} to="/admin/requests">
          Back to the requests
        </Anchor>
      </ErrorAlert>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Quote request {request.id}
        </Title>
        <Badge color={request.status === 'NEW' ? 'yellow' : 'green'} variant="light" size="lg">
          {request.status === 'NEW' ? 'New' : 'Booked'}
        </Badge>
      </Group>
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap={4}>
            <Title order={2} size="h4">
              Customer
            </Title>
            <Text>{request.name}</Text>
            <Anchor href={`mailto:${request.email}`}>{request.email}</Anchor>
            <Anchor href={`tel:${request.phone}`}>{request.phone}</Anchor>
            <Text component="address" fs="normal">
              {request.street}, {request.suburb}, {request.postalCode}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {request.serviceName}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.description}</Text>
          </Stack>
        </SimpleGrid>
        {request.photoUrls.length > 0 && (
          <>
            <Title order={2} size="h4" mt="lg" mb="xs">
              Photos
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
              {request.photoUrls.map((url, index) => (
                <Anchor key={url} href={url} target="_blank" rel="noreferrer">
                  <Image
                    src={url}
                    alt={`Photo ${index + 1} from ${request.name}`}
                    h={140}
                    fit="contain"
                    bg="gray.1"
                    radius="sm"
                  />
                </Anchor>
              ))}
            </SimpleGrid>
          </>
        )}
      </Paper>
      {request.booking ? (
        <BookedNotice booking={request.booking} />
      ) : (
        <BookFromQuoteForm
          requestId={request.id}
          serviceId={request.service?.id ?? null}
          serviceName={request.serviceName}
        />
      )}
    </Stack>
  );
}

/** The booking a request became (a booking from the request answers it too). */
const BookedNotice_booking = graphql(`
  fragment BookedNotice_booking on Booking {
    id
    guidId
    status
    bookingDate
    bookingTime
    totalPrice
  }
`);

function BookedNotice(props: { booking: FragmentType<typeof BookedNotice_booking> }) {
  const booking = useFragment(BookedNotice_booking, props.booking);
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4">
        Booked
      </Title>
      <Text mt="xs">
        {booking.bookingDate}, {booking.bookingTime}: {formatZar(booking.totalPrice)} (
        {booking.status.toLowerCase()}). The customer was e-mailed the link to pay it.
      </Text>
      <Group mt="sm">
        <Button component={Link} to={`/admin/bookings/${booking.id}`} variant="default">
          Open the booking
        </Button>
        <Anchor href={`/booking-checkout/payments/${booking.guidId}`}>
          The customer&apos;s payment page
        </Anchor>
      </Group>
    </Paper>
  );
}

function BookFromQuoteForm({
  requestId,
  serviceId,
  serviceName,
}: {
  requestId: string;
  serviceId: string | null;
  serviceName: string;
}) {
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<string | null>(null);
  const [price, setPrice] = useState<number | string>('');
  const [failure, setFailure] = useState<{ field: string | null; message: string } | null>(null);
  const slots = useQuery(AdminQuoteSlotsQuery, {
    variables: { date },
    skip: !/^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const [book, { loading }] = useBookFromQuoteMutation();
  const info = useSiteInfo();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (!serviceId)
      return setFailure({ field: null, message: 'The service of this request no longer exists.' });
    if (!date) return setFailure({ field: 'date', message: 'Choose a date' });
    if (!slot) return setFailure({ field: 'timeSlot', message: 'Choose a time slot' });
    if (typeof price !== 'number' || price <= 0)
      return setFailure({ field: 'price', message: 'Enter the price' });
    try {
      await book({
        variables: { input: { id: requestId, date, timeSlot: slot, lines: [{ serviceId, price }] } },
      });
    } catch (error) {
      const { field, message } = describeFailure(error);
      setFailure({ field: field?.startsWith('lines') ? 'price' : field, message });
    }
  }

  const fieldError = (name: string) => (failure?.field === name ? failure.message : undefined);

  return (
    <Paper
      withBorder
      p="lg"
      component="form"
      onSubmit={submit}
      aria-label="Book this request"
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' }}
    >
      <Title order={2} size="h4">
        Turn into a booking
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        The customer gets an e-mail with the price and a link to pay; the booking is held
        {info && ` for ${info.quoteHoldDays} days`}.
      </Text>
      {failure && !failure.field && <ErrorAlert mt="md">{failure.message}</ErrorAlert>}
      <SimpleGrid cols={{ base: 1, md: 3 }} mt="md">
        <TextInput
          type="date"
          label="Date"
          required
          value={date}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            setSlot(null);
          }}
          error={fieldError('date')}
        />
        <Select
          label="Time slot"
          required
          description={date ? 'Free slots of that day' : 'Choose a date first'}
          disabled={!slots.data}
          data={(slots.data?.timeSlots ?? []).map((s) => ({
            value: s.label,
            label: s.available ? s.label : `${s.label} (not available)`,
            disabled: !s.available,
          }))}
          value={slot}
          onChange={setSlot}
          error={fieldError('timeSlot')}
        />
        <NumberInput
          label={`Price for ${serviceName} (R)`}
          required
          min={0}
          decimalScale={2}
          thousandSeparator=" "
          value={price}
          onChange={setPrice}
          error={fieldError('price')}
        />
      </SimpleGrid>
      <Button type="submit" mt="md" loading={loading}>
        Book and e-mail the customer
      </Button>
    </Paper>
  );
}
