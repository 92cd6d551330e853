import { DashboardSection } from './DashboardSection';
import { SimpleGrid, Text } from '@mantine/core';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { formatZar } from '../../lib/money';
import { dayMonth } from './format';

/** Work done and money received in a period (docs/product.md, "The admin area", Dashboard). */
const PeriodFiguresCard_figures = graphql(`
  fragment PeriodFiguresCard_figures on AdminPeriodFigures {
    from
    to
    visitsCompleted
    visitsScheduled
    bookingsMade
    received
    refunded
    moneyReceived
  }
`);

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/**
 * "This week" or "This month": visits done and still to do by the date of the visit, bookings made by
 * a checkout, and the money received by the date of the payment less refunds paid back.
 */
export function PeriodFiguresCard({
  title,
  id,
  figures: ref,
}: {
  title: string;
  /** For the test ids and the heading's id: 'week' or 'month'. */
  id: string;
  figures: FragmentType<typeof PeriodFiguresCard_figures>;
}) {
  const f = useFragment(PeriodFiguresCard_figures, ref);
  const headingId = `period-${id}-title`;
  return (
    <DashboardSection
      headingId={headingId}
      title={title}
      aside={<Text size="sm" c="dimmed">{`${dayMonth(f.from)} – ${dayMonth(f.to)}`}</Text>}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Visits done" value={String(f.visitsCompleted)} testId={`${id}-visits-done`} />
        <Figure label="Visits to do" value={String(f.visitsScheduled)} testId={`${id}-visits-to-do`} />
        <Figure label="Bookings made" value={String(f.bookingsMade)} testId={`${id}-bookings-made`} />
        <Figure label="Money received" value={formatZar(f.moneyReceived)} testId={`${id}-money`} />
      </SimpleGrid>
      {f.refunded > 0 && (
        <Text size="sm" c="dimmed" mt="xs" data-testid={`${id}-money-detail`}>
          {`${formatZar(f.received)} paid in, ${formatZar(f.refunded)} refunded`}
        </Text>
      )}
    </DashboardSection>
  );
}
