import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { describeFailure } from '../../lib/graphqlErrors';
import { LoadState } from '../LoadState';
import { useAdminPageTitle } from '../usePageTitle';
import { AdminCalendarQuery } from './operations';
import { ClosedDaysSection, OutsideBookings, WorkingHoursSection, type DayDraft } from './CalendarSections';
import { useCloseDayMutation, useOpenDayMutation, useSaveCalendarMutation } from './useCalendarMutations';

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

type MaskedOutside = FragmentType<typeof CalendarPage_outside>[];

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
          <WorkingHoursSection
            days={days}
            setDay={setDay}
            slotMinutes={slotMinutes}
            setSlotMinutes={setSlotMinutes}
            canEdit={canEdit}
            saving={saving.loading}
            onSave={() => void save()}
          />
          <ClosedDaysSection
            closedDays={calendar?.closedDays ?? []}
            canEdit={canEdit}
            newDay={newDay}
            setNewDay={setNewDay}
            closing={closing.loading}
            onClose={() => void addClosedDay()}
            onOpen={(date, holiday) => void open(date, holiday)}
            onCloseAgain={(date, reason) => void closeAgain(date, reason)}
          />
        </Stack>
      </LoadState>
    </Paper>
  );
}
