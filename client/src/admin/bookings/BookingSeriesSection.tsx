import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { formatZar } from '../../lib/money';
import { AdminSection } from '../AdminSection';
import { SideScroll } from '../SideScroll';
import {
  awaitingPayment,
  cadenceLabel,
  movedFromLabel,
  SERIES_KIND_LABELS,
  SERIES_STATUS_COLORS,
  SERIES_STATUS_LABELS,
  seriesActions,
} from './seriesDisplay';
import { StatusBadges } from './StatusBadges';
import { StopSeriesModal } from './StopSeriesModal';
import type { SeriesOfficeActions } from './useSeriesOfficeActions';

/** A visit's series as its booking page shows it (the series actions answer it too). */
const BookingSeriesSection_series = graphql(`
  fragment BookingSeriesSection_series on BookingSeries {
    id
    kind
    status
    name
    repeatWeeks
    bookingTime
    startDate
    endDate
    nextDate
    visitPrice
    planningFailure {
      retryAt
      reason
    }
    visits {
      id
      guidId
      bookingDate
      bookingTime
      status
      payLater
      movedFrom
      refundStatus
    }
  }
`);

const retryTime = new Intl.DateTimeFormat('en-ZA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Johannesburg',
});

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

/**
 * The series or programme a booking belongs to (docs/recurring.md): what it is, its status and
 * cadence, every visit (each linked to its own page), and the office's actions on this visit and the
 * series: skip, pause, resume, stop (after a question).
 */
export function BookingSeriesSection({
  series: seriesRef,
  bookingId,
  actions,
}: {
  series: FragmentType<typeof BookingSeriesSection_series>;
  /** The booking whose page this is. */
  bookingId: string;
  actions: SeriesOfficeActions;
}) {
  const series = useFragment(BookingSeriesSection_series, seriesRef);
  const [confirmStop, setConfirmStop] = useState(false);
  const visit = series.visits.find((v) => v.id === bookingId);
  const allowed = seriesActions(series, visit ?? { status: 'CANCELLED' }, series.visits[0]?.id === bookingId);

  return (
    <AdminSection id="booking-series" title={SERIES_KIND_LABELS[series.kind]}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Fact label="Name">
            <Text fw={600} data-testid="series-name">
              {series.name}
            </Text>
          </Fact>
          <Fact label="Status">
            <Badge color={SERIES_STATUS_COLORS[series.status]} variant="light" data-testid="series-status">
              {SERIES_STATUS_LABELS[series.status]}
            </Badge>
          </Fact>
          <Fact label={series.kind === 'REPEAT' ? 'Repeats' : 'Visits'}>
            {series.kind === 'REPEAT' && series.repeatWeeks ? (
              <Group gap={4}>
                <IconRepeat size={16} aria-hidden />
                <Text fw={600}>{cadenceLabel(series.repeatWeeks)}</Text>
              </Group>
            ) : (
              <Text fw={600}>{`${series.visits.length} visits, paid once`}</Text>
            )}
          </Fact>
          <Fact label="Each later visit">
            <Text fw={600}>{series.kind === 'REPEAT' ? formatZar(series.visitPrice) : 'Included'}</Text>
          </Fact>
          <Fact label="From">
            <Text>{`${series.startDate}, ${series.bookingTime}`}</Text>
          </Fact>
          <Fact label="Until">
            <Text>{series.endDate ?? 'Until stopped'}</Text>
          </Fact>
          {series.nextDate && (
            <Fact label="Next visit to be made">
              <Text>{series.nextDate}</Text>
            </Fact>
          )}
        </SimpleGrid>

        {series.planningFailure && (
          <Alert color="red" title="Next visits not planned" data-testid="series-planning-failure">
            <Text size="sm">
              {`The series job could not plan this series' next visits. It tries again at ${retryTime.format(new Date(series.planningFailure.retryAt))}.`}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {`Reason: ${series.planningFailure.reason}`}
            </Text>
          </Alert>
        )}

        {(allowed.skip || allowed.pause || allowed.resume || allowed.stop) && (
          <Group gap="sm">
            {allowed.skip && visit && (
              <Button variant="light" loading={actions.busy} onClick={() => void actions.skipVisit(visit)}>
                Skip this visit
              </Button>
            )}
            {allowed.pause && (
              <Button
                variant="light"
                color="yellow"
                loading={actions.busy}
                onClick={() => void actions.pause(series.id)}
              >
                Pause series
              </Button>
            )}
            {allowed.resume && (
              <Button loading={actions.busy} onClick={() => void actions.resume(series.id)}>
                Resume series
              </Button>
            )}
            {allowed.stop && (
              <Button variant="light" color="red" onClick={() => setConfirmStop(true)}>
                Stop series
              </Button>
            )}
          </Group>
        )}

        <SideScroll label="Visits of the series" minWidth={520}>
          <Table aria-label="Visits of the series">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {series.visits.map((v) => (
                <Table.Tr key={v.id} aria-current={v.id === bookingId ? 'page' : undefined}>
                  <Table.Td>
                    {v.id === bookingId ? (
                      <Text fw={700}>{`${v.bookingDate} (this visit)`}</Text>
                    ) : (
                      <Anchor component={Link} to={`/admin/bookings/${v.id}`}>
                        {v.bookingDate}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{v.bookingTime}</Text>
                    {v.movedFrom && (
                      <Text size="xs" c="dimmed">
                        {movedFromLabel(v.movedFrom)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadges
                      status={v.status}
                      awaitingPayment={awaitingPayment(v)}
                      refundStatus={v.refundStatus}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SideScroll>
      </Stack>

      <StopSeriesModal
        seriesName={series.name}
        opened={confirmStop}
        stopping={actions.busy}
        onKeep={() => setConfirmStop(false)}
        onStop={() => void actions.stop(series.id).then(() => setConfirmStop(false))}
      />
    </AdminSection>
  );
}
