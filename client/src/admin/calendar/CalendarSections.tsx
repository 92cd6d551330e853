import { WarningAlert } from '../../lib/feedback/ErrorAlert';
import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Select,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import { Link } from 'react-router';
import type { CalendarPage_OutsideFragment } from '../../__generated__/graphql';
import { formatShortDayWithYear } from '@greenleaf/shared/format/dates';
import { OfficeTable } from '../OfficeTable';

/** A weekday's working hours as the office edits them. */
export interface DayDraft {
  weekday: number;
  name: string;
  open: boolean;
  opensAt: string;
  closesAt: string;
}

const formatDate = formatShortDayWithYear;

/** The bookings a change left outside the working time, for the office to move. */
export function OutsideBookings({ bookings }: { bookings: readonly CalendarPage_OutsideFragment[] }) {
  if (bookings.length === 0) return null;
  return (
    <WarningAlert
      color="orange"
      title={`${bookings.length} booking${bookings.length === 1 ? ' is' : 's are'} outside the working time`}
    >
      <Text size="sm" mb="xs">
        The change is saved. These bookings keep their time until the office moves them:
      </Text>
      <List size="sm" data-testid="outside-bookings">
        {bookings.map((b) => (
          <List.Item key={b.id}>
            <Anchor component={Link} to={`/admin/bookings/${b.id}`}>
              {formatDate(b.bookingDate)} {b.bookingTime}
            </Anchor>{' '}
            {b.customer?.name ?? ''} ({b.status.toLowerCase()})
          </List.Item>
        ))}
      </List>
    </WarningAlert>
  );
}

/** Working hours per weekday (worked or not, opens, closes) and the slot length; the admin saves them. */
export function WorkingHoursSection({
  days,
  setDay,
  slotMinutes,
  setSlotMinutes,
  canEdit,
  saving,
  onSave,
}: {
  days: readonly DayDraft[];
  setDay: (weekday: number, patch: Partial<DayDraft>) => void;
  slotMinutes: string;
  setSlotMinutes: (minutes: string) => void;
  canEdit: boolean;
  saving: boolean;
  onSave: () => void;
}) {
  return (
    <section aria-labelledby="calendar-hours">
      <Title order={2} size="h4" id="calendar-hours" mb="xs">
        Working hours
      </Title>
      <OfficeTable columns={['Day', 'Worked', 'Opens', 'Closes']} withTableBorder>
        {days.map((d) => (
          <Table.Tr key={d.weekday}>
            <Table.Td>{d.name}</Table.Td>
            <Table.Td>
              <Switch
                aria-label={`${d.name} worked`}
                checked={d.open}
                disabled={!canEdit}
                onChange={(e) => setDay(d.weekday, { open: e.currentTarget.checked })}
              />
            </Table.Td>
            <Table.Td>
              <TextInput
                type="time"
                step={900}
                aria-label={`${d.name} opens`}
                value={d.opensAt}
                disabled={!canEdit || !d.open}
                onChange={(e) => setDay(d.weekday, { opensAt: e.currentTarget.value })}
              />
            </Table.Td>
            <Table.Td>
              <TextInput
                type="time"
                step={900}
                aria-label={`${d.name} closes`}
                value={d.closesAt}
                disabled={!canEdit || !d.open}
                onChange={(e) => setDay(d.weekday, { closesAt: e.currentTarget.value })}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </OfficeTable>
      <Group mt="sm" align="end">
        <Select
          label="Slot length"
          description="A job takes its minutes rounded up to whole slots."
          data={[
            { value: '15', label: '15 minutes' },
            { value: '30', label: '30 minutes' },
            { value: '45', label: '45 minutes' },
          ]}
          value={slotMinutes}
          onChange={(v) => v && setSlotMinutes(v)}
          allowDeselect={false}
          disabled={!canEdit}
          maw={220}
        />
        {canEdit && (
          <Button onClick={onSave} loading={saving}>
            Save hours
          </Button>
        )}
      </Group>
    </section>
  );
}

/** The public holidays (the office may work one) and the days the office closes, with the admin's actions. */
export function ClosedDaysSection({
  closedDays,
  canEdit,
  newDay,
  setNewDay,
  closing,
  onClose,
  onOpen,
  onCloseAgain,
}: {
  closedDays: readonly { date: string; reason: string; holiday: boolean; open: boolean }[];
  canEdit: boolean;
  newDay: { date: string; reason: string };
  setNewDay: Dispatch<SetStateAction<{ date: string; reason: string }>>;
  closing: boolean;
  onClose: () => void;
  onOpen: (date: string, holiday: boolean) => void;
  onCloseAgain: (date: string, reason: string) => void;
}) {
  return (
    <section aria-labelledby="calendar-closed">
      <Title order={2} size="h4" id="calendar-closed" mb="xs">
        Holidays and closed days
      </Title>
      {canEdit && (
        <Group align="end" mb="sm">
          <TextInput
            type="date"
            label="Date"
            value={newDay.date}
            onChange={(e) => setNewDay((d) => ({ ...d, date: e.currentTarget.value }))}
          />
          <TextInput
            label="Reason"
            value={newDay.reason}
            maxLength={200}
            onChange={(e) => setNewDay((d) => ({ ...d, reason: e.currentTarget.value }))}
          />
          <Button
            variant="light"
            onClick={onClose}
            loading={closing}
            disabled={!newDay.date || !newDay.reason.trim()}
          >
            Close day
          </Button>
        </Group>
      )}
      <OfficeTable
        columns={['Date', 'Reason', 'Kind', ...(canEdit ? ['Action'] : [])]}
        withTableBorder
        data-testid="closed-days"
      >
        {closedDays.map((d) => (
          <Table.Tr key={d.date}>
            <Table.Td>{formatDate(d.date)}</Table.Td>
            <Table.Td>{d.reason}</Table.Td>
            <Table.Td>
              {d.holiday ? (
                <Badge color={d.open ? 'green' : 'gray'} variant="light">
                  {d.open ? 'Public holiday (worked)' : 'Public holiday'}
                </Badge>
              ) : (
                <Badge color="orange" variant="light">
                  Closed by the office
                </Badge>
              )}
            </Table.Td>
            {canEdit && (
              <Table.Td>
                {d.holiday && d.open ? (
                  <Button size="compact-sm" variant="subtle" onClick={() => onCloseAgain(d.date, d.reason)}>
                    Close again
                  </Button>
                ) : (
                  <Button size="compact-sm" variant="subtle" onClick={() => onOpen(d.date, d.holiday)}>
                    {d.holiday ? 'Work this day' : 'Remove'}
                  </Button>
                )}
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </OfficeTable>
    </section>
  );
}
