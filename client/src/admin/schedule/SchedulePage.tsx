import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays } from '@greenleaf/shared/calendar/dates';
import { graphql } from '../../__generated__';
import { useFragment } from '../../__generated__/fragment-masking';
import { todayInJohannesburg } from '../../features/checkout/johannesburgDate';
import { StopSeriesModal } from '../bookings/StopSeriesModal';
import { useSeriesOfficeActions } from '../bookings/useSeriesOfficeActions';
import { LoadState } from '../LoadState';
import { useAdminPageTitle } from '../usePageTitle';
import { placeParts, weekStart } from './layout';
import { AdminScheduleQuery } from './operations';
import type { ScheduleBooking as Booking } from './ScheduleBookingCard';
import { ScheduleGrid } from './ScheduleGrid';
import { ScheduleMoveModal } from './ScheduleMoveModal';
import { longDay, ScheduleToolbar } from './ScheduleToolbar';
import { RainDayDialog } from './RainDayDialog';
import { SeriesWindowSetting } from './SeriesWindowSetting';
import { useScheduleMoves } from './useScheduleMoves';

/** A crew as a column of the schedule grid. */
const SchedulePage_crew = graphql(`
  fragment SchedulePage_crew on Crew {
    id
    name
    colour
    active
  }
`);

type View = 'day' | 'week';

/**
 * /admin/schedule: who goes where. The day view has a column per crew and one for unassigned
 * bookings, the week view a column per day, both a row per slot; a job of more than a day is on each
 * day it covers (its part that day, "day 2 of 3"). A card is dragged to another cell, or moved with its
 * Move button (the keyboard and phone way): either way the Move dialog confirms the date, time, crew
 * and whether the customer is e-mailed, and the move can be undone for a short while. The rain day
 * shows its plan for the day before it moves anything (RainDayDialog). A visit of a
 * series or programme is marked on its card, whose menu skips it or pauses, resumes or stops its
 * series (docs/recurring.md); the page also sets how far ahead recurring visits are made.
 */
export function SchedulePage() {
  useAdminPageTitle('Schedule');
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'week' ? 'week' : 'day';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '')
    ? params.get('date')!
    : todayInJohannesburg();
  const from = view === 'week' ? weekStart(date) : date;
  const to = view === 'week' ? addDays(from, 6) : date;
  const { data, loading, error, refetch } = useQuery(AdminScheduleQuery, {
    variables: { from, to },
    fetchPolicy: 'cache-and-network',
  });
  const [rainOpen, setRainOpen] = useState(false);
  const seriesOffice = useSeriesOfficeActions(refetch);
  const [stopping, setStopping] = useState<Booking | null>(null);

  const schedule = data?.adminSchedule;
  const crews = useFragment(SchedulePage_crew, schedule?.crews ?? []);
  const bookings = schedule?.bookings ?? [];
  const slots = schedule?.slots ?? [];
  const moves = useScheduleMoves({
    view,
    date,
    slots,
    bookings,
    crewName: (crewId) => crews.find((c) => c.id === crewId)?.name,
  });

  const go = (next: { date?: string; view?: View }) => {
    const p = new URLSearchParams(params);
    p.set('date', next.date ?? date);
    p.set('view', next.view ?? view);
    setParams(p);
  };

  return (
    <Paper withBorder p={{ base: 'xs', sm: 'lg' }}>
      <Stack gap="md">
        <ScheduleToolbar
          view={view}
          date={date}
          from={from}
          capacity={schedule?.capacity}
          go={go}
          onRainDay={() => setRainOpen(true)}
          rainDayDisabled={bookings.length === 0}
        />

        {moves.notice && (
          <Alert
            color={moves.notice.color}
            role={moves.notice.color === 'red' ? 'alert' : 'status'}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={moves.clearNotice}
            data-testid="schedule-notice"
          >
            <Group justify="space-between" gap="xs" wrap="wrap">
              <span>{moves.notice.text}</span>
              {moves.undoable && (
                <Button size="compact-sm" variant="white" onClick={moves.undoMove}>
                  Undo
                </Button>
              )}
            </Group>
          </Alert>
        )}
        {seriesOffice.message && (
          <Alert
            color={seriesOffice.message.kind === 'success' ? 'green' : 'red'}
            role={seriesOffice.message.kind === 'success' ? 'status' : 'alert'}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={seriesOffice.clearMessage}
            data-testid="series-message"
          >
            {seriesOffice.message.text}
          </Alert>
        )}
        <LoadState
          error={error}
          loading={loading && !schedule}
          failedTitle="The schedule could not be loaded"
        >
          <ScheduleGrid
            view={view}
            from={from}
            crews={crews}
            // Each booking on every day its work covers, from the gateway's day parts.
            placed={placeParts(schedule?.parts ?? [], bookings, slots)}
            slots={slots}
            onDrop={moves.dropOn}
            onMove={moves.askMove}
            seriesOffice={seriesOffice}
            onAskStop={setStopping}
          />
        </LoadState>
        <SeriesWindowSetting />
      </Stack>

      <StopSeriesModal
        seriesName={stopping?.series?.name ?? ''}
        opened={Boolean(stopping?.series)}
        stopping={seriesOffice.busy}
        onKeep={() => setStopping(null)}
        onStop={() => {
          const seriesId = stopping?.series?.id;
          if (seriesId) void seriesOffice.stop(seriesId).then(() => setStopping(null));
        }}
      />

      {moves.moving && (
        <ScheduleMoveModal
          booking={moves.moving.booking}
          initial={moves.moving.target}
          slots={slots}
          crews={crews.filter((c) => c.active)}
          onClose={moves.closeMove}
          onMove={moves.confirmMove}
        />
      )}

      {rainOpen && (
        <RainDayDialog
          date={date}
          dateLabel={longDay.format(new Date(`${date}T00:00:00Z`))}
          onClose={() => setRainOpen(false)}
        />
      )}
    </Paper>
  );
}
