import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import type { BookingSeriesSection_SeriesFragment } from '../../__generated__/graphql';
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
import { SeriesCardChargeSetting } from './SeriesCardChargeSetting';
import { StatusBadges } from './StatusBadges';
import type { SeriesOfficeActions } from './useSeriesOfficeActions';
import { SeriesChangeModal, type SeriesChangeAction } from '../../features/series/SeriesChangeModal';
import { SeriesCrewsQuery } from './operations';
import { formatMoment } from '@greenleaf/shared/format/dates';
import { OfficeTable } from '../OfficeTable';

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
    cardOnFile
    cardChargeWhen
    cardChargeHoursBefore
    pausedFrom
    crew {
      id
      name
    }
    visitsWithoutCrew {
      id
      bookingDate
    }
    planningFailure {
      retryAt
      reason
    }
    firstVisitId
    visitCount
    recentVisits {
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

type Series = BookingSeriesSection_SeriesFragment;

/** What the series is: name, status, cadence or visits, price, dates, crew (with Change…), pause and next visit. */
function SeriesFacts({ series, onChangeCrew }: { series: Series; onChangeCrew: () => void }) {
  return (
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
          <Text fw={600}>{`${series.visitCount} visits, paid once`}</Text>
        )}
      </Fact>
      <Fact label="Each later visit">
        <Text fw={600}>{series.kind === 'REPEAT' ? formatZar(series.visitPrice) : 'Included'}</Text>
      </Fact>
      <Fact label="Card on file">
        <Text data-testid="series-card-on-file">
          {series.cardOnFile
            ? 'Yes: later visits are charged automatically'
            : 'No: later visits are paid by link'}
        </Text>
        {series.kind === 'REPEAT' && series.status !== 'STOPPED' && (
          <SeriesCardChargeSetting
            seriesId={series.id}
            when={series.cardChargeWhen}
            hoursBefore={series.cardChargeHoursBefore}
            cardOnFile={series.cardOnFile}
          />
        )}
      </Fact>
      <Fact label="From">
        <Text>{`${series.startDate}, ${series.bookingTime}`}</Text>
      </Fact>
      <Fact label="Until">
        <Text>{series.endDate ?? 'Until stopped'}</Text>
      </Fact>
      {series.kind === 'REPEAT' && (
        <Fact label="Crew">
          <Group gap="xs">
            <Text fw={600} data-testid="series-crew">
              {series.crew?.name ?? 'No crew'}
            </Text>
            {series.status !== 'STOPPED' && (
              <Button size="compact-sm" variant="light" onClick={onChangeCrew}>
                Change…
              </Button>
            )}
          </Group>
        </Fact>
      )}
      {series.pausedFrom && (
        <Fact label="Paused from">
          <Text>{series.pausedFrom}</Text>
        </Fact>
      )}
      {series.nextDate && (
        <Fact label="Next visit to be made">
          <Text>{series.nextDate}</Text>
        </Fact>
      )}
    </SimpleGrid>
  );
}

/**
 * The series' recent visits (every one still to come and the latest done: `recentVisits`), each linked to
 * its own page (this one marked), with its time and status; how many earlier ones are not listed.
 */
function SeriesVisitsTable({
  visits,
  visitCount,
  bookingId,
}: {
  visits: Series['recentVisits'];
  visitCount: number;
  bookingId: string;
}) {
  const earlier = visitCount - visits.length;
  return (
    <SideScroll label="Visits of the series" minWidth={520}>
      {earlier > 0 && (
        <Text size="sm" c="dimmed" mb="xs" data-testid="series-earlier-visits">
          {`${earlier} earlier ${earlier === 1 ? 'visit is' : 'visits are'} not listed here: the customer's bookings list every one.`}
        </Text>
      )}
      <OfficeTable columns={['Date', 'Time', 'Status']} aria-label="Visits of the series">
        {visits.map((v) => (
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
      </OfficeTable>
    </SideScroll>
  );
}

/**
 * The series or programme a booking belongs to (docs/recurring.md): what it is, its status and
 * cadence, its crew, every visit (each linked to its own page), and the office's actions on this visit
 * and the series: skip, resume, and pause, stop or change from a date (after the preview's question).
 */
export function BookingSeriesSection({
  series: seriesRef,
  visit,
  actions,
}: {
  series: FragmentType<typeof BookingSeriesSection_series>;
  /** The booking whose page this is: one of the series' visits. */
  visit: { id: string; guidId: string; bookingDate: string; status: string };
  actions: SeriesOfficeActions;
}) {
  const series = useFragment(BookingSeriesSection_series, seriesRef);
  const [asking, setAsking] = useState<SeriesChangeAction | null>(null);
  const crews = useQuery(SeriesCrewsQuery, asking === 'CHANGE' ? {} : skipToken);
  const allowed = seriesActions(series, visit, series.firstVisitId === visit.id);

  return (
    <AdminSection id="booking-series" title={SERIES_KIND_LABELS[series.kind]}>
      <Stack gap="md">
        <SeriesFacts series={series} onChangeCrew={() => setAsking('CHANGE')} />

        {series.planningFailure && (
          <ErrorAlert title="Next visits not planned" data-testid="series-planning-failure">
            <Text size="sm">
              {`The series job could not plan this series' next visits. It tries again at ${formatMoment(series.planningFailure.retryAt)}.`}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {`Reason: ${series.planningFailure.reason}`}
            </Text>
          </ErrorAlert>
        )}

        {series.crew && series.visitsWithoutCrew.length > 0 && (
          <Alert color="yellow" title="Visits without the series' crew" data-testid="series-without-crew">
            <Text size="sm">
              {`${series.crew.name} was busy at the time of ${series.visitsWithoutCrew.length === 1 ? 'this visit' : 'these visits'}, so ${series.visitsWithoutCrew.length === 1 ? 'it was' : 'they were'} booked without a crew: ${series.visitsWithoutCrew.map((v) => v.bookingDate).join(', ')}. Assign a crew on each visit's page.`}
            </Text>
          </Alert>
        )}

        {(allowed.skip || allowed.pause || allowed.resume || allowed.stop) && (
          <Group gap="sm">
            {allowed.skip && (
              <Button variant="light" loading={actions.busy} onClick={() => void actions.skipVisit(visit)}>
                Skip this visit
              </Button>
            )}
            {allowed.pause && (
              <Button variant="light" color="yellow" onClick={() => setAsking('PAUSE')}>
                Pause series
              </Button>
            )}
            {allowed.resume && (
              <Button loading={actions.busy} onClick={() => void actions.resume(series.id)}>
                Resume series
              </Button>
            )}
            {allowed.stop && (
              <Button variant="light" color="red" onClick={() => setAsking('STOP')}>
                Stop series
              </Button>
            )}
          </Group>
        )}

        <SeriesVisitsTable visits={series.recentVisits} visitCount={series.visitCount} bookingId={visit.id} />
      </Stack>

      {asking && (
        <SeriesChangeModal
          opened
          onClose={() => setAsking(null)}
          onDone={actions.tell}
          seriesId={series.id}
          seriesName={series.name}
          action={asking}
          crews={(crews.data?.adminCrews ?? []).filter((c) => c.active)}
        />
      )}
    </AdminSection>
  );
}
