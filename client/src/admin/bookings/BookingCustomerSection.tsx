import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { telLink } from '../../lib/contactLinks';
import { AdminSection } from '../AdminSection';

/** Who booked and where the visit is. */
const BookingCustomerSection_booking = graphql(`
  fragment BookingCustomerSection_booking on Booking {
    id
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
  }
`);

/** The customer (linked to their page, e-mail and phone) and the visit's address with its notes. */
export function BookingCustomerSection({
  booking: bookingRef,
}: {
  booking: FragmentType<typeof BookingCustomerSection_booking>;
}) {
  const { customer, address, propertyNotes } = useFragment(BookingCustomerSection_booking, bookingRef);
  return (
    <AdminSection id="booking-customer" title="Customer">
      {customer ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Anchor component={Link} to={`/admin/customers/${customer.id}`} fw={600}>
            {customer.name}
          </Anchor>
          <Anchor href={`mailto:${customer.email}`} style={{ overflowWrap: 'anywhere' }}>
            {customer.email}
          </Anchor>
          {customer.phone ? (
            <Anchor href={telLink(customer.phone)}>{customer.phone}</Anchor>
          ) : (
            <Text c="dimmed">No phone</Text>
          )}
          <Text>{customer.address ?? ''}</Text>
        </SimpleGrid>
      ) : (
        <Text c="dimmed">No customer recorded.</Text>
      )}
      <Title order={3} size="h5" mt="md" mb="xs">
        Visit address
      </Title>
      {address ? (
        <Stack gap={2}>
          <Text data-testid="visit-address">{`${address.street}, ${address.suburb}, ${address.postalCode}`}</Text>
          {propertyNotes && <Text c="dimmed">{propertyNotes}</Text>}
        </Stack>
      ) : (
        <Text c="dimmed">No visit address recorded (booked before addresses were asked).</Text>
      )}
    </AdminSection>
  );
}
