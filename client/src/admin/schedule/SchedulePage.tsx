import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconChevronLeft, IconChevronRight, IconCloudRain } from '@tabler/icons-react';
import { useEffect, useState, type DragEvent } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../__generated__';
import { useFragment } from '../../__generated__/fragment-masking';
import { todayInJohannesburg } from '../../features/checkout/johannesburgDate';
import { StopSeriesModal } from '../bookings/StopSeriesModal';
import { addDays } from '@greenleaf/shared/calendar/dates';
import { useSeriesOfficeActions } from '../bookings/useSeriesOfficeActions';
import { describeFailure } from '../../lib/graphqlErrors';
import { LoadState } from '../LoadState';
import { ModalFormFooter } from '../ModalFormFooter';
import { useAdminPageTitle } from '../usePageTitle';
import {
  cells,
  gridCells,
  dayColumns,
  placeParts,
  rowsCovered,
  UNASSIGNED,
  weekColumns,
  weekStart,
  type Column,
} from './layout';
import { AdminScheduleQuery } from './operations';
import { DRAG_TYPE, ScheduleBookingCard, type ScheduleBooking as Booking } from './ScheduleBookingCard';
import { RainDayDialog } from './RainDayDialog';
import { SeriesWindowSetting } from './SeriesWindowSetting';
import { useScheduleMoveMutation } from './useScheduleMutations';

/** A crew as a column of the schedule grid. */
const SchedulePage_crew = graphql(`
  fragment SchedulePage_crew on Crew {
    id
    name
    colour
    active
  }
`);
import { SideScroll } from '../SideScroll';

type View = 'day' | 'week';

const longDay = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'full', timeZone: 'UTC' });

interface MoveTarget {
  date: string;
  timeSlot: string;
  crewId: string | null;
  /** E-mail the customer the new time. */
  notify: boolean;
}

/** How long the Undo of a move is offered. */
const UNDO_MS = 30_000;

/** A move that may still be undone: where the booking was, and whether the customer was told. */
interface Undoable {
  booking: Booking;
  back: MoveTarget;
}

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
  const [move] = useScheduleMoveMutation();
  const [moving, setMoving] = useState<{ booking: Booking; target?: Omit<MoveTarget, 'notify'> } | null>(
    null,
  );
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const [undo, setUndo] = useState<Undoable | null>(null);
  const [rainOpen, setRainOpen] = useState(false);
  useEffect(() => {
    if (!undo) return;
    const timer = setTimeout(() => setUndo(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [undo]);
  const seriesOffice = useSeriesOfficeActions(refetch);
  const [stopping, setStopping] = useState<Booking | null>(null);

  const schedule = data?.adminSchedule;
  const crews = useFragment(SchedulePage_crew, schedule?.crews ?? []);
  const bookings = schedule?.bookings ?? [];
  const slots = schedule?.slots ?? [];
  // Each booking on every day its work covers, from the gateway's day parts.
  const placed = placeParts(schedule?.parts ?? [], bookings, slots);
  const bookingByGuid = new Map(bookings.map((b) => [b.guidId, b]));
  const columns: Column[] = view === 'week' ? weekColumns(from) : dayColumns(crews, placed);
  const byCell = cells(placed, view);
  /** Per column, its cells by the slot they start in (rows a long job covers have none). */
  const cellStarts = new Map(
    columns.map((column) => {
      const ofColumn = new Map(
        slots.map((slot) => [slot, byCell.get(`${column.key} ${slot}`) ?? []] as const),
      );
      return [column.key, new Map(gridCells(ofColumn, slots).map((cell) => [cell.slot, cell]))] as const;
    }),
  );
  const crewById = new Map(crews.map((c) => [c.id, c]));

  const go = (next: { date?: string; view?: View }) => {
    const p = new URLSearchParams(params);
    p.set('date', next.date ?? date);
    p.set('view', next.view ?? view);
    setParams(p);
  };

  const whereLabel = (target: MoveTarget) =>
    `${target.date} at ${target.timeSlot.slice(0, 5)} (${target.crewId ? (crewById.get(target.crewId)?.name ?? 'a crew') : 'no crew'})`;

  /** Moves the booking; answers the failure's words, or null when it moved. */
  async function moveTo(booking: Booking, target: MoveTarget, undoing = false): Promise<string | null> {
    try {
      const result = await move({
        variables: {
          input: {
            guidId: booking.guidId,
            date: target.date,
            timeSlot: target.timeSlot,
            crewId: target.crewId ?? '',
            notify: target.notify,
          },
        },
      });
      const notified = result.data?.rescheduleBooking.notified ?? false;
      const name = booking.customer?.name ?? 'The booking';
      const told = notified
        ? undoing
          ? ' The customer was e-mailed the corrected time.'
          : ' The customer was e-mailed the new time.'
        : ' The customer was not e-mailed.';
      setNotice({
        color: 'green',
        text: undoing
          ? `Move undone: ${name} is back on ${whereLabel(target)}.${told}`
          : `${name} moved to ${whereLabel(target)}.${told}`,
      });
      setUndo(
        undoing
          ? null
          : {
              booking,
              back: {
                date: booking.bookingDate,
                timeSlot: booking.bookingTime,
                crewId: booking.crew?.id ?? null,
                notify: notified,
              },
            },
      );
      return null;
    } catch (err) {
      const message = describeFailure(err).message;
      setNotice({ color: 'red', text: message });
      return message;
    }
  }

  /** A drop on a cell: the slot under the pointer (a cell spanning a long job covers several). */
  function onDrop(event: DragEvent<HTMLTableCellElement>, column: Column, slot: string, rows: number) {
    event.preventDefault();
    const guidId = event.dataTransfer.getData(DRAG_TYPE);
    const booking = bookingByGuid.get(guidId);
    if (!booking) return;
    const box = event.currentTarget.getBoundingClientRect();
    const within = box.height > 0 ? Math.floor(((event.clientY - box.top) / box.height) * rows) : 0;
    const target = slots[slots.indexOf(slot) + Math.min(rows - 1, Math.max(0, within))] ?? slot;
    // The Move dialog confirms the drop (and whether the customer is e-mailed).
    setMoving({
      booking,
      target: {
        date: column.date ?? (view === 'day' ? date : booking.bookingDate),
        timeSlot: target,
        crewId: view === 'week' ? (booking.crew?.id ?? null) : (column.crewId ?? null),
      },
    });
  }

  return (
    <Paper withBorder p={{ base: 'xs', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              Schedule
            </Title>
            <Text c="dimmed" size="sm">
              {view === 'week'
                ? `Week of ${longDay.format(new Date(`${from}T00:00:00Z`))}`
                : longDay.format(new Date(`${date}T00:00:00Z`))}
              {schedule ? ` · ${schedule.capacity} bookings per slot` : ''}
            </Text>
          </div>
          <Group gap="xs" wrap="wrap" align="flex-end">
            <SegmentedControl
              aria-label="View"
              value={view}
              onChange={(v) => go({ view: v })}
              data={[
                { value: 'day', label: 'Day' },
                { value: 'week', label: 'Week' },
              ]}
            />
            <Button
              variant="default"
              aria-label={view === 'week' ? 'Previous week' : 'Previous day'}
              onClick={() => go({ date: addDays(date, view === 'week' ? -7 : -1) })}
            >
              <IconChevronLeft size={18} />
            </Button>
            <Button variant="default" onClick={() => go({ date: todayInJohannesburg() })}>
              Today
            </Button>
            <Button
              variant="default"
              aria-label={view === 'week' ? 'Next week' : 'Next day'}
              onClick={() => go({ date: addDays(date, view === 'week' ? 7 : 1) })}
            >
              <IconChevronRight size={18} />
            </Button>
            <TextInput
              type="date"
              label="Date"
              value={date}
              onChange={(e) => e.currentTarget.value && go({ date: e.currentTarget.value })}
            />
            {view === 'day' && (
              <Button
                color="blue.8"
                leftSection={<IconCloudRain size={18} />}
                onClick={() => setRainOpen(true)}
                disabled={bookings.length === 0}
              >
                Rain day
              </Button>
            )}
          </Group>
        </Group>

        {notice && (
          <Alert
            color={notice.color}
            role={notice.color === 'red' ? 'alert' : 'status'}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setNotice(null)}
            data-testid="schedule-notice"
          >
            <Group justify="space-between" gap="xs" wrap="wrap">
              <span>{notice.text}</span>
              {undo && notice.color === 'green' && (
                <Button
                  size="compact-sm"
                  variant="white"
                  onClick={() => {
                    const { booking, back } = undo;
                    setUndo(null);
                    void moveTo(booking, back, true);
                  }}
                >
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
          <SideScroll label="Schedule grid" minWidth={Math.max(360, 120 + columns.length * 170)}>
            <Table withTableBorder withColumnBorders layout="fixed" data-testid="schedule-grid">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={90}>Time</Table.Th>
                  {columns.map((c) => (
                    <Table.Th key={c.key} scope="col">
                      <Group gap={6} wrap="nowrap">
                        {c.colour && (
                          <Box w={12} h={12} style={{ borderRadius: 6, background: c.colour }} aria-hidden />
                        )}
                        <Text fw={600} size="sm" truncate>
                          {c.label}
                        </Text>
                      </Group>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {slots.map((slot) => (
                  <Table.Tr key={slot}>
                    <Table.Th scope="row" style={{ verticalAlign: 'top' }}>
                      <Text size="sm">{slot.slice(0, 5)}</Text>
                    </Table.Th>
                    {columns.map((column) => {
                      const cell = cellStarts.get(column.key)?.get(slot);
                      // A row a long job's card spans from above has no cell of its own here.
                      if (!cell) return null;
                      return (
                        <Table.Td
                          key={column.key}
                          rowSpan={cell.rows > 1 ? cell.rows : undefined}
                          data-testid={`cell-${column.key === UNASSIGNED ? 'unassigned' : column.key}-${slot.slice(0, 5)}`}
                          style={{ verticalAlign: 'top', minHeight: 56, height: 1 }}
                          onDragOver={(e) => e.preventDefault()}
                          onDrop={(e) => onDrop(e, column, slot, cell.rows)}
                        >
                          <Stack gap={4} h={cell.rows > 1 ? '100%' : undefined}>
                            {cell.bookings.map((b) => (
                              <ScheduleBookingCard
                                key={`${b.guidId} ${b.part.date}`}
                                booking={b}
                                part={b.part}
                                until={b.part.to}
                                rows={cell.rows > 1 ? 1 : rowsCovered(b, slots)}
                                fill={cell.rows > 1}
                                colour={b.crew ? crewById.get(b.crew.id)?.colour : undefined}
                                crewName={
                                  view === 'week' && b.crew ? crewById.get(b.crew.id)?.name : undefined
                                }
                                onMove={() => setMoving({ booking: bookingByGuid.get(b.guidId) ?? b })}
                                seriesOffice={seriesOffice}
                                onAskStop={setStopping}
                              />
                            ))}
                          </Stack>
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </SideScroll>
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

      {moving && (
        <MoveModal
          booking={moving.booking}
          initial={moving.target}
          slots={slots}
          crews={crews.filter((c) => c.active)}
          onClose={() => setMoving(null)}
          onMove={async (target) => {
            const failure = await moveTo(moving.booking, target);
            if (!failure) setMoving(null);
            return failure;
          }}
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

/** A typed time picks the slot that starts with it ("13" or "13:00" is 13:00 - 13:45, never 12:15 - 13:00). */
const startsWithTyped: OptionsFilter = ({ options, search }) => {
  const typed = search.trim().replace(/^(\d):/, '0$1:');
  if (!typed) return options;
  return (options as ComboboxItem[]).filter((o) => o.label.startsWith(typed));
};

function MoveModal({
  booking,
  initial,
  slots,
  crews,
  onClose,
  onMove,
}: {
  booking: Booking;
  /** Where a drop asks to move it (the dialog then confirms it). */
  initial?: Omit<MoveTarget, 'notify'> | undefined;
  slots: readonly string[];
  crews: readonly { id: string; name: string }[];
  onClose: () => void;
  onMove: (target: MoveTarget) => Promise<string | null>;
}) {
  const [date, setDate] = useState(initial?.date ?? booking.bookingDate);
  const [timeSlot, setTimeSlot] = useState<string | null>(initial?.timeSlot ?? booking.bookingTime);
  const [crewId, setCrewId] = useState<string>(
    initial ? (initial.crewId ?? UNASSIGNED) : (booking.crew?.id ?? UNASSIGNED),
  );
  const [notify, setNotify] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <Modal opened onClose={onClose} title={`Move ${booking.customer?.name ?? 'booking'}`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!timeSlot) return;
          setSaving(true);
          void onMove({ date, timeSlot, crewId: crewId === UNASSIGNED ? null : crewId, notify }).then((f) => {
            setSaving(false);
            setFailure(f);
          });
        }}
      >
        <Stack>
          <TextInput
            type="date"
            label="Date"
            required
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <Select
            label="Time slot"
            required
            data={[...slots]}
            value={timeSlot}
            onChange={setTimeSlot}
            allowDeselect={false}
            searchable
            filter={startsWithTyped}
            selectFirstOptionOnChange
          />
          <Select
            label="Crew"
            data={[
              { value: UNASSIGNED, label: 'Unassigned' },
              ...crews.map((c) => ({ value: c.id, label: c.name })),
            ]}
            value={crewId}
            onChange={(v) => setCrewId(v ?? UNASSIGNED)}
            allowDeselect={false}
            searchable
            selectFirstOptionOnChange
          />
          <Checkbox
            label="E-mail the customer"
            description="Tells them the new date and time (nothing is sent when only the crew changes)."
            checked={notify}
            onChange={(e) => setNotify(e.currentTarget.checked)}
          />
          <ModalFormFooter failure={failure} submitLabel="Move booking" saving={saving} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
