import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import type { CalendarPage_OutsideFragment } from '../../__generated__/graphql';
import { describeFailure } from '../../lib/graphqlErrors';
import { LoadState } from '../LoadState';
import { useAdminPageTitle } from '../usePageTitle';
import { AdminCalendarQuery } from './operations';
import { useCloseDayMutation, useOpenDayMutation, useSaveCalendarMutation } from './useCalendarMutations';
import { formatShortDayWithYear } from '@greenleaf/shared/format/dates';

const CalendarPage_calendar = graphql(`
  fragment CalendarPage_calendar on CompanyCalendar {
    slotMinutes
    hours {
      weekday
      name
      opensAt
      closesAt
    }
    closedDays {
      date
      reason
      holiday
      open
    }
  }
`);

const CalendarPage_outside = graphql(`
  fragment CalendarPage_outside on Booking {
    id
    bookingDate
    bookingTime
    status
    customer {
      name
    }
  }
`);

interface DayDraft {
  weekday: number;
  name: string;
  open: boolean;
  opensAt: string;
  closesAt: string;
}

type Outside = readonly CalendarPage_OutsideFragment[];
type MaskedOutside = FragmentType<typeof CalendarPage_outside>[];

const formatDate = formatShortDayWithYear;

/** The bookings a change left outside the working time, for the office to move. */
function OutsideBookings({ bookings }: { bookings: Outside }) {
  if (bookings.length === 0) return null;
  return (
    <Alert
      color="orange"
      role="alert"
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
    </Alert>
  );
}

/**
 * /admin/calendar: the company's calendar. Working hours per weekday, the slot granularity, the public
 * holidays (by rule; the office may work one) and the days the office closes. Every offer of time reads
 * it. Managers read it; the admin changes it.
 */
export function CalendarPage({ canEdit }: { canEdit: boolean }) {
  useAdminPageTitle('Calendar');
  const { data, loading, error } = useQuery(AdminCalendarQuery, { fetchPolicy: 'cache-and-network' });
  const calendar = useFragment(CalendarPage_calendar, data?.adminCalendar);
  const [saveCalendar, saving] = useSaveCalendarMutation();
  const [closeDay, closing] = useCloseDayMutation();
  const [openDay] = useOpenDayMutation();
  const [days, setDays] = useState<DayDraft[]>([]);
  const [slotMinutes, setSlotMinutes] = useState('45');
  const [newDay, setNewDay] = useState({ date: '', reason: '' });
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null);
  const [outsideMasked, setOutsideMasked] = useState<MaskedOutside>([]);
  const outside = useFragment(CalendarPage_outside, outsideMasked);

  useEffect(() => {
    if (!calendar) return;
    setSlotMinutes(String(calendar.slotMinutes));
    setDays(
      calendar.hours.map((h) => ({
        weekday: h.weekday,
        name: h.name,
        open: h.opensAt !== null,
        opensAt: h.opensAt ?? '10:00',
        closesAt: h.closesAt ?? '17:30',
      })),
    );
  }, [calendar]);

  async function run(action: () => Promise<{ outsideBookings: MaskedOutside } | undefined>, done: string) {
    setNotice(null);
    try {
      const answer = await action();
      setOutsideMasked(answer?.outsideBookings ?? []);
      setNotice({ color: 'green', text: done });
    } catch (err) {
      setNotice({ color: 'red', text: describeFailure(err).message });
    }
  }

  const save = () =>
    run(async () => {
      const res = await saveCalendar({
        variables: {
          input: {
            slotMinutes: Number(slotMinutes),
            hours: days.map((d) => ({
              weekday: d.weekday,
              opensAt: d.open ? d.opensAt : null,
              closesAt: d.open ? d.closesAt : null,
            })),
          },
        },
      });
      return res.data?.adminSaveCalendar;
    }, 'The working hours are saved.');

  const addClosedDay = () =>
    run(async () => {
      const res = await closeDay({ variables: { input: newDay } });
      setNewDay({ date: '', reason: '' });
      return res.data?.adminCloseDay;
    }, `${newDay.date} is closed.`);

  const open = (date: string, holiday: boolean) =>
    run(
      async () => {
        const res = await openDay({ variables: { date } });
        return res.data?.adminOpenDay;
      },
      holiday ? `The holiday on ${date} is a working day.` : `${date} is open again.`,
    );

  const closeAgain = (date: string, reason: string) =>
    run(async () => {
      const res = await closeDay({ variables: { input: { date, reason } } });
      return res.data?.adminCloseDay;
    }, `${date} is closed.`);

  const setDay = (weekday: number, patch: Partial<DayDraft>) =>
    setDays((all) => all.map((d) => (d.weekday === weekday ? { ...d, ...patch } : d)));

  return (
    <Paper withBorder p="lg">
      <Title order={1} size="h2" mb="xs">
        Calendar
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        When the company works. The checkout, moves, series, programmes and rain day offer only these times.
        {canEdit ? '' : ' Only an admin can change them.'}
      </Text>
      <LoadState error={error} loading={loading && !data} failedTitle="The calendar could not be loaded">
        <Stack gap="lg">
          {notice && (
            <Alert color={notice.color} role={notice.color === 'red' ? 'alert' : 'status'}>
              {notice.text}
            </Alert>
          )}
          <OutsideBookings bookings={outside} />
          <section aria-labelledby="calendar-hours">
            <Title order={2} size="h4" id="calendar-hours" mb="xs">
              Working hours
            </Title>
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Day</Table.Th>
                  <Table.Th>Worked</Table.Th>
                  <Table.Th>Opens</Table.Th>
                  <Table.Th>Closes</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
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
              </Table.Tbody>
            </Table>
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
                <Button onClick={() => void save()} loading={saving.loading}>
                  Save hours
                </Button>
              )}
            </Group>
          </section>
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
                  onClick={() => void addClosedDay()}
                  loading={closing.loading}
                  disabled={!newDay.date || !newDay.reason.trim()}
                >
                  Close day
                </Button>
              </Group>
            )}
            <Table withTableBorder data-testid="closed-days">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  {canEdit && <Table.Th>Action</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(calendar?.closedDays ?? []).map((d) => (
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
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            onClick={() => void closeAgain(d.date, d.reason)}
                          >
                            Close again
                          </Button>
                        ) : (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            onClick={() => void open(d.date, d.holiday)}
                          >
                            {d.holiday ? 'Work this day' : 'Remove'}
                          </Button>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        </Stack>
      </LoadState>
    </Paper>
  );
}
