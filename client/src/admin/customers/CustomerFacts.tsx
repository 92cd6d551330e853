import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { telLink } from '../../lib/contactLinks';
import { formatZar } from '../../lib/money';

/** The customer's e-mail and phone (mail and phone links), how many bookings and what they spent. */
export function CustomerFacts({
  user,
  bookingCount,
  totalSpent,
}: {
  user: { email: string; phone?: string | null };
  bookingCount: number;
  totalSpent: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="md">
      <div>
        <Text size="sm" c="dimmed">
          E-mail
        </Text>
        <Anchor href={`mailto:${user.email}`} style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Anchor>
      </div>
      <div>
        <Text size="sm" c="dimmed">
          Phone
        </Text>
        {user.phone ? <Anchor href={telLink(user.phone)}>{user.phone}</Anchor> : <Text c="dimmed">None</Text>}
      </div>
      <div>
        <Text size="sm" c="dimmed">
          Bookings
        </Text>
        <Text fw={600}>{bookingCount}</Text>
      </div>
      <div>
        <Text size="sm" c="dimmed">
          Total spent
        </Text>
        <Text fw={700} data-testid="customer-total-spent">
          {formatZar(totalSpent)}
        </Text>
      </div>
    </SimpleGrid>
  );
}
