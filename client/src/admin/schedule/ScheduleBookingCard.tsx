import { ActionIcon, Anchor, Button, Group, Menu, Paper, Text } from '@mantine/core';
import {
  IconDotsVertical,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerStop,
  IconPlayerSkipForward,
  IconRepeat,
  IconSeedling,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminScheduleQuery as ScheduleData } from '../../__generated__/graphql';
import { formatZar } from '../../lib/money';
import { awaitingPayment, movedFromLabel, seriesActions, seriesMark } from '../bookings/seriesDisplay';
import { StatusBadges } from '../bookings/StatusBadges';
import type { SeriesOfficeActions } from '../bookings/useSeriesOfficeActions';

export type ScheduleBooking = ScheduleData['adminSchedule']['bookings'][number];

/** The drag data that carries a booking's guidId from a card to a cell. */
export const DRAG_TYPE = 'application/x-greenleaf-booking';

/** The series actions a card's menu offers; stopping asks first (the page's question). */
function SeriesMenu({
  booking,
  actions,
  onAskStop,
}: {
  booking: ScheduleBooking;
  actions: SeriesOfficeActions;
  onAskStop: (booking: ScheduleBooking) => void;
}) {
  const series = booking.series;
  if (!series) return null;
  const allowed = seriesActions(series, booking);
  if (!allowed.skip && !allowed.pause && !allowed.resume && !allowed.stop) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Series actions for ${booking.customer?.name ?? booking.guidId}`}
        >
          <IconDotsVertical size={14} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {allowed.skip && (
          <Menu.Item
            leftSection={<IconPlayerSkipForward size={14} />}
            onClick={() => void actions.skipVisit(booking)}
          >
            Skip this visit
          </Menu.Item>
        )}
        {allowed.pause && (
          <Menu.Item
            leftSection={<IconPlayerPause size={14} />}
            onClick={() => void actions.pause(series.id)}
          >
            Pause series
          </Menu.Item>
        )}
        {allowed.resume && (
          <Menu.Item
            leftSection={<IconPlayerPlay size={14} />}
            onClick={() => void actions.resume(series.id)}
          >
            Resume series
          </Menu.Item>
        )}
        {allowed.stop && (
          <Menu.Item
            color="red.9"
            leftSection={<IconPlayerStop size={14} />}
            onClick={() => onAskStop(booking)}
          >
            Stop series
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * One booking on the schedule: customer (linked), status, suburb, until when, crew, services and
 * price, the Move button, and for a visit of a series or programme its mark ("every 2 weeks",
 * "Programme: ..."), where the series had planned it when it was moved, whether it awaits payment,
 * and the series actions' menu.
 */
export function ScheduleBookingCard({
  booking,
  part,
  until,
  rows,
  fill,
  colour,
  crewName,
  onMove,
  seriesOffice,
  onAskStop,
}: {
  booking: ScheduleBooking;
  /** Which of the job's days this card is, when it covers more than one. */
  part?: { day: number; days: number } | undefined;
  until: string;
  /** Rows of work shown by the card's own height (when its cell does not span them). */
  rows: number;
  /** The card fills a cell that spans the rows of its work. */
  fill: boolean;
  colour: string | undefined;
  crewName: string | undefined;
  onMove: () => void;
  seriesOffice: SeriesOfficeActions;
  onAskStop: (booking: ScheduleBooking) => void;
}) {
  const services = booking.services.map((s) => s.name).join(', ');
  const finish = until ? ` · until ${until}` : '';
  const series = booking.series;
  const multiDay = part !== undefined && part.days > 1;
  return (
    <Paper
      withBorder
      p={6}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, booking.guidId);
        e.dataTransfer.effectAllowed = 'move';
      }}
      data-testid={part && part.day > 1 ? `card-${booking.guidId}-day-${part.day}` : `card-${booking.guidId}`}
      aria-label={`${booking.customer?.name ?? 'Booking'}, ${booking.bookingTime}${multiDay ? `, day ${part.day} of ${part.days}` : ''}`}
      style={{
        borderLeft: `6px solid ${colour ?? 'var(--mantine-color-gray-5)'}`,
        cursor: 'grab',
        minHeight: rows > 1 ? rows * 40 : undefined,
        height: fill ? '100%' : undefined,
      }}
    >
      <Group justify="space-between" gap={4} wrap="nowrap" align="flex-start">
        <Anchor component={Link} to={`/admin/bookings/${booking.id}`} size="sm" fw={600} lineClamp={1}>
          {booking.customer?.name ?? booking.guidId}
        </Anchor>
        <StatusBadges status={booking.status} awaitingPayment={awaitingPayment(booking)} />
      </Group>
      {multiDay && (
        <Text size="xs" fw={600} data-testid="day-part">
          Day {part.day} of {part.days}
        </Text>
      )}
      {series && (
        <Group gap={4} wrap="nowrap" data-testid="series-mark">
          {series.kind === 'REPEAT' ? (
            <IconRepeat size={14} aria-hidden />
          ) : (
            <IconSeedling size={14} aria-hidden />
          )}
          <Text size="xs" fw={600} lineClamp={1}>
            {seriesMark(series)}
          </Text>
        </Group>
      )}
      {booking.movedFrom && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {movedFromLabel(booking.movedFrom)}
        </Text>
      )}
      <Text size="xs" c="dimmed" lineClamp={1}>
        {booking.address?.suburb ?? 'No address'}
        {finish}
        {crewName ? ` · ${crewName}` : ''}
      </Text>
      <Text size="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {services}
      </Text>
      <Group justify="space-between" gap={4} mt={2} wrap="nowrap">
        <Text size="xs" fw={600}>
          {formatZar(booking.totalPrice)}
        </Text>
        <Group gap={2} wrap="nowrap">
          <SeriesMenu booking={booking} actions={seriesOffice} onAskStop={onAskStop} />
          <Button size="compact-xs" variant="light" onClick={onMove}>
            Move
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
