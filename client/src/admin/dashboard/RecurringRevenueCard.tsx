import { DashboardSection } from './DashboardSection';
import { Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { formatZar } from '../../lib/money';
import { plural } from './format';

/** What recurring series and seasonal programmes have booked for the weeks ahead. */
const RecurringRevenueCard_recurring = graphql(`
  fragment RecurringRevenueCard_recurring on AdminRecurringRevenue {
    weeks
    amount
    visits
    activeSeries
  }
`);

/**
 * The dashboard's "Recurring revenue (next 8 weeks)" (docs/recurring.md): the rand of series and
 * programme visits not cancelled in the weeks ahead, how many visits, and how many series are active.
 */
export function RecurringRevenueCard({
  recurring: recurringRef,
}: {
  recurring: FragmentType<typeof RecurringRevenueCard_recurring>;
}) {
  const recurring = useFragment(RecurringRevenueCard_recurring, recurringRef);
  const title = `Recurring revenue (next ${recurring.weeks} weeks)`;
  return (
    <DashboardSection
      headingId="recurring-revenue-title"
      title={title}
      icon={<IconRepeat size={18} aria-hidden />}
      below={0}
    >
      <Text fz={32} fw={700} data-testid="recurring-amount">
        {formatZar(recurring.amount)}
      </Text>
      <Text size="sm" c="dimmed" data-testid="recurring-counts">
        {`${plural(recurring.visits, 'visit', 'visits')} booked · ${plural(recurring.activeSeries, 'active series', 'active series')}`}
      </Text>
    </DashboardSection>
  );
}
