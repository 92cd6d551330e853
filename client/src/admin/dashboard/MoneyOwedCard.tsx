import { DashboardSection } from './DashboardSection';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { formatZar } from '../../lib/money';
import { dayMonth, plural } from './format';

/** Money owed one way or the other: refunds due, or visits not paid. */
const MoneyOwedCard_owed = graphql(`
  fragment MoneyOwedCard_owed on AdminMoneyOwed {
    amount
    count
    oldest
    items {
      bookingId
      bookingLink
      visitDate
      customerName
      customerLink
      amount
      since
    }
  }
`);

/**
 * "Refunds due" (payments owed back, dated by the payment) or "Unpaid" (visits owed for, dated by the
 * visit): the sum, how many, the oldest, and the oldest items linked to their bookings and customers.
 */
export function MoneyOwedCard({
  title,
  id,
  unit,
  empty,
  owed: ref,
}: {
  title: string;
  /** For the test ids and the heading's id: 'refunds' or 'unpaid'. */
  id: string;
  /** What is counted: ['payment', 'payments'] or ['visit', 'visits']. */
  unit: readonly [string, string];
  empty: string;
  owed: FragmentType<typeof MoneyOwedCard_owed>;
}) {
  const owed = useFragment(MoneyOwedCard_owed, ref);
  const headingId = `owed-${id}-title`;
  return (
    <DashboardSection headingId={headingId} title={title} below={0}>
      <Text fz={32} fw={700} data-testid={`${id}-amount`} c={owed.count > 0 ? 'red.8' : undefined}>
        {formatZar(owed.amount)}
      </Text>
      <Text size="sm" c="dimmed" data-testid={`${id}-counts`}>
        {owed.count === 0
          ? empty
          : `${plural(owed.count, unit[0], unit[1])}${owed.oldest ? ` · oldest ${dayMonth(owed.oldest)}` : ''}`}
      </Text>
      {owed.items.length > 0 && (
        <Stack gap={4} mt="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {owed.items.map((item, index) => (
            <Group
              key={`${item.bookingId}-${index}`}
              component="li"
              gap="xs"
              wrap="nowrap"
              justify="space-between"
            >
              <Group gap="xs" wrap="wrap">
                <Anchor component={Link} to={item.bookingLink} size="sm">
                  {`Booking #${item.bookingId}`}
                </Anchor>
                {item.customerLink ? (
                  <Anchor component={Link} to={item.customerLink} size="sm">
                    {item.customerName ?? 'Customer'}
                  </Anchor>
                ) : (
                  <Text size="sm">{item.customerName ?? ''}</Text>
                )}
                {item.since && (
                  <Text size="sm" c="dimmed">
                    {dayMonth(item.since)}
                  </Text>
                )}
              </Group>
              <Text size="sm" fw={600}>
                {formatZar(item.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
