import { OfficePageHeader } from '../OfficePageHeader';
import { DashboardSection } from './DashboardSection';
import { LoadingStatus } from '../../lib/feedback/LoadingStatus';
import { AccountingExportCard } from './AccountingExportCard';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { Anchor, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAdminPageTitle } from '../usePageTitle';
import { growthColor, growthLabel } from './growth';
import { AdminDashboardRouteQuery } from './operations';
import { CrewLoadGrid } from './CrewLoadGrid';
import { MoneyOwedCard } from './MoneyOwedCard';
import { EmailOutboxCard } from './EmailOutboxCard';
import { PeriodFiguresCard } from './PeriodFiguresCard';
import { RecurringRevenueCard } from './RecurringRevenueCard';
import { TodaysJobsCard } from './TodaysJobsCard';

const WeeklyChart = lazy(() => import('./WeeklyChart'));

const ORDER = ['CLIENTS', 'SERVICES', 'BOOKINGS', 'ADD_ONS', 'PACKAGES', 'USERS'];

/** The two cards of money owed: what is owed back, and what customers still owe. */
const OWED_CARDS = [
  {
    title: 'Refunds due',
    id: 'refunds',
    unit: ['payment', 'payments'],
    empty: 'Nothing is owed back.',
    field: 'refundsDue',
  },
  {
    title: 'Unpaid',
    id: 'unpaid',
    unit: ['visit', 'visits'],
    empty: 'Every visit is paid.',
    field: 'unpaid',
  },
] as const;

/**
 * /admin (docs/product.md, "The admin area", Dashboard): this week's and this month's work and money,
 * refunds due and unpaid amounts, today's jobs, the crews' load for the next two weeks, the metric
 * cards with growth (the viewer's role decides which), the recurring revenue of the weeks ahead, and
 * visits, bookings made and money received per week. Every figure and link comes from the gateway.
 */
export function DashboardPage() {
  useAdminPageTitle('Dashboard');
  const { data, loading, error, refetch } = useQuery(AdminDashboardRouteQuery, {
    fetchPolicy: 'cache-and-network',
  });

  const metrics = [...(data?.adminDashboard.metrics ?? [])].sort(
    (a, b) => ORDER.indexOf(a.key) - ORDER.indexOf(b.key),
  );
  const weekly = (data?.adminDashboard.weekly ?? []).map((point) => ({
    week: point.weekStart.slice(5),
    Visits: point.visits,
    'Bookings made': point.bookings,
    'Money received': point.revenue,
  }));

  return (
    <Stack gap="lg">
      <OfficePageHeader
        title="Dashboard"
        subtitle="Work by the date of the visit, money by the date of the payment (Johannesburg time)"
      />
      {loading && !data && <LoadingStatus text="Loading dashboard..." />}
      {error && !data && (
        <ErrorAlert title="Failed to load the dashboard. Please try again.">
          <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
            Try Again
          </Button>
        </ErrorAlert>
      )}
      {data && (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <PeriodFiguresCard title="This week" id="week" figures={data.adminDashboard.thisWeek} />
            <PeriodFiguresCard title="This month" id="month" figures={data.adminDashboard.thisMonth} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {OWED_CARDS.map(({ field, ...card }) => (
              <MoneyOwedCard key={card.id} {...card} owed={data.adminDashboard[field]} />
            ))}
          </SimpleGrid>
          <AccountingExportCard />
          <EmailOutboxCard />
          <TodaysJobsCard dashboard={data.adminDashboard} />
          <CrewLoadGrid load={data.adminDashboard.crewLoad} />
          <Text c="dimmed" size="sm">
            The last 30 days against the 30 days before
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {metrics.map((metric) => (
              <Paper
                key={metric.key}
                withBorder
                p="md"
                radius="md"
                aria-label={metric.label}
                component="section"
              >
                <Group justify="space-between" align="flex-start">
                  <Text c="dimmed" fw={600} size="sm" tt="uppercase">
                    {metric.label}
                  </Text>
                  <Badge color={growthColor(metric.growthPercent, metric.last30)} variant="light">
                    {growthLabel(metric.growthPercent, metric.last30)}
                  </Badge>
                </Group>
                <Text fz={32} fw={700} data-testid={`metric-${metric.key}`}>
                  {metric.total}
                </Text>
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">{`${metric.last30} in the last 30 days`}</Text>
                  <Anchor component={Link} to={metric.link} size="sm" aria-label={`View ${metric.label}`}>
                    View
                  </Anchor>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
          <RecurringRevenueCard recurring={data.adminDashboard.recurring} />
          <DashboardSection
            headingId="weekly-chart-title"
            title="Visits, bookings and money per week"
            below="md"
          >
            {weekly.length === 0 ? (
              <Text c="dimmed">No weeks yet.</Text>
            ) : (
              <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading chart" />}>
                <WeeklyChart data={weekly} />
              </Suspense>
            )}
          </DashboardSection>
        </>
      )}
    </Stack>
  );
}
