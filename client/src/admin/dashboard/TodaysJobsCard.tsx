import { DashboardSection } from './DashboardSection';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { STATUS_COLORS, STATUS_LABELS } from '../bookings/statusDisplay';
import { OfficeTable } from '../OfficeTable';

/** The day's visits, with the schedule's page of the day. */
const TodaysJobsCard_dashboard = graphql(`
  fragment TodaysJobsCard_dashboard on AdminDashboard {
    today
    scheduleLink
    todaysJobs {
      bookingId
      bookingLink
      time
      customerName
      customerLink
      suburb
      crewName
      crewColour
      status
      inProgress
      continued
    }
  }
`);

/** "Today's jobs": time, customer, suburb, crew and status of every visit of the day, by time. */
export function TodaysJobsCard({
  dashboard: ref,
}: {
  dashboard: FragmentType<typeof TodaysJobsCard_dashboard>;
}) {
  const d = useFragment(TodaysJobsCard_dashboard, ref);
  return (
    <DashboardSection
      headingId="todays-jobs-title"
      title="Today's jobs"
      aside={
        <Anchor component={Link} to={d.scheduleLink} size="sm">
          Open the schedule
        </Anchor>
      }
    >
      <OfficeTable
        empty="No visits today."
        label="Today's jobs"
        minWidth={560}
        columns={['Time', 'Customer', 'Suburb', 'Crew', 'Status']}
        striped
        verticalSpacing="xs"
      >
        {d.todaysJobs.map((job) => (
          <Table.Tr key={job.bookingId} data-testid="todays-job">
            <Table.Td>
              <Anchor component={Link} to={job.bookingLink} size="sm">
                {job.time}
              </Anchor>
              {job.continued && (
                <Text size="xs" c="dimmed">
                  continued
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {job.customerLink ? (
                <Anchor component={Link} to={job.customerLink} size="sm">
                  {job.customerName ?? 'Customer'}
                </Anchor>
              ) : (
                (job.customerName ?? '')
              )}
            </Table.Td>
            <Table.Td>{job.suburb ?? ''}</Table.Td>
            <Table.Td>
              {job.crewName ? (
                <Group gap={6} wrap="nowrap">
                  <span
                    aria-hidden
                    style={{
                      width: 10,
                      height: 10,
                      borderRadius: 5,
                      background: job.crewColour ?? undefined,
                      flex: 'none',
                    }}
                  />
                  {job.crewName}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  Unassigned
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Badge color={job.inProgress ? 'teal' : STATUS_COLORS[job.status]} variant="light" size="sm">
                {job.inProgress ? 'In progress' : STATUS_LABELS[job.status]}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </OfficeTable>
    </DashboardSection>
  );
}
