import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGateway, renderAdmin, screen, waitFor, within } from '../../test-utils/renderAdmin';
import { SchedulePage } from './SchedulePage';

/** A screen answers after the fake gateway's answers (and refetches): more than a second on a busy machine. */
const SLOW = { timeout: 10_000 };

const DAY = '2031-11-18';

function visit(guidId: string, name: string, bookingTime: string, extra: Record<string, unknown>) {
  return {
    __typename: 'Booking',
    id: guidId.replace(/\D/g, ''),
    guidId,
    bookingDate: DAY,
    bookingTime,
    durationMinutes: 45,
    status: 'CONFIRMED',
    totalPrice: 350,
    startedAt: null,
    payLater: false,
    movedFrom: null,
    series: null,
    crew: null,
    customer: { __typename: 'BookingCustomer', name },
    address: { __typename: 'BookingAddress', suburb: 'Rondebosch' },
    services: [{ __typename: 'BookingLine', id: `${guidId}-line`, name: 'Lawn Mowing' }],
    ...extra,
  };
}

const repeat = (status: string) => ({
  __typename: 'BookingSeries',
  id: '9',
  kind: 'REPEAT',
  status,
  name: 'Lawn Mowing, fortnightly',
  repeatWeeks: 2,
});

/** The series as a series action answers it (the booking page's fields). */
const answered = (status: string) => ({
  __typename: 'ChangeSeriesPayload',
  series: {
    ...repeat(status),
    bookingTime: '08:30 - 09:15',
    startDate: '2031-11-04',
    endDate: null,
    nextDate: null,
    visitPrice: 350,
    visits: [],
  },
});

/** Each booking's one part on its day (what the gateway answers for a job of a day or less). */
const partsOf = (bookings: { guidId: string; id: string; bookingTime: string }[]) =>
  bookings.map((b) => ({
    __typename: 'DayPart',
    date: DAY,
    from: b.bookingTime.slice(0, 5),
    to: b.bookingTime.slice(-5),
    day: 1,
    days: 1,
    booking: { __typename: 'Booking', id: b.id, guidId: b.guidId },
  }));

function setUp(extra: Parameters<typeof fakeGateway>[0] = {}) {
  let seriesStatus = 'ACTIVE';
  let skipped = false;
  let windowWeeks = 8;
  const gateway = fakeGateway({
    AdminSchedule: () => {
      const bookings = [
        ...(skipped
          ? []
          : [
              visit('b-1', 'Thandi', '08:30 - 09:15', {
                status: 'PENDING',
                payLater: true,
                movedFrom: `${DAY} 10:00 - 10:45`,
                series: repeat(seriesStatus),
              }),
            ]),
        visit('b-2', 'Pieter', '09:15 - 10:00', {
          series: {
            __typename: 'BookingSeries',
            id: '10',
            kind: 'PROGRAMME',
            status: 'ACTIVE',
            name: 'Spring Revival',
            repeatWeeks: null,
          },
        }),
        visit('b-3', 'Aisha', '10:00 - 10:45', {}),
      ];
      return {
        adminSchedule: {
          __typename: 'AdminSchedule',
          from: DAY,
          to: DAY,
          slots: ['08:30 - 09:15', '09:15 - 10:00', '10:00 - 10:45'],
          capacity: 2,
          crews: [],
          bookings,
          parts: partsOf(bookings),
        },
      };
    },
    AdminSeriesWindow: () => ({ adminSeriesWindow: windowWeeks }),
    AdminSetSeriesWindow: (variables) => {
      windowWeeks = variables.weeks as number;
      return { adminSetSeriesWindow: windowWeeks };
    },
    SkipSeriesVisit: () => {
      skipped = true;
      return { skipSeriesVisit: answered(seriesStatus) };
    },
    ChangeSeries: (variables) => {
      const { action } = variables.input as { action: string };
      seriesStatus = action === 'PAUSE' ? 'PAUSED' : action === 'STOP' ? 'STOPPED' : 'ACTIVE';
      return { changeSeries: answered(seriesStatus) };
    },
    ...extra,
  });
  renderAdmin(<SchedulePage />, {
    route: `/admin/schedule?date=${DAY}`,
    path: '/admin/schedule',
    gateway,
  });
  return gateway;
}

describe('the schedule and recurring visits', () => {
  it('marks series and programme visits, a moved visit and one awaiting payment', async () => {
    setUp();
    const series = await screen.findByTestId('card-b-1', {}, SLOW);
    expect(within(series).getByText('every 2 weeks')).toBeInTheDocument();
    expect(within(series).getByText(`moved from ${DAY} 10:00 - 10:45`)).toBeInTheDocument();
    expect(within(series).getByText('Awaiting payment')).toBeInTheDocument();
    const programme = screen.getByTestId('card-b-2');
    expect(within(programme).getByText('Programme: Spring Revival')).toBeInTheDocument();
    expect(within(programme).queryByText('Awaiting payment')).not.toBeInTheDocument();
    const oneOff = screen.getByTestId('card-b-3');
    expect(within(oneOff).queryByTestId('series-mark')).not.toBeInTheDocument();
    expect(within(oneOff).queryByRole('button', { name: /^Series actions/ })).not.toBeInTheDocument();
  });

  it("skips a visit from its card's menu, and the schedule is fetched again", async () => {
    const user = userEvent.setup();
    const gateway = setUp();
    await user.click(await screen.findByRole('button', { name: 'Series actions for Thandi' }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: 'Skip this visit' }, SLOW));
    expect(
      await screen.findByText(`The visit of ${DAY} is skipped; the series goes on.`, {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('card-b-1')).not.toBeInTheDocument(), SLOW);
    expect(gateway.calls.find((c) => c.operationName === 'SkipSeriesVisit')?.variables).toEqual({
      input: { guidId: 'b-1' },
    });
  });

  it("pauses and resumes a series from the card's menu; a programme offers only the skip", async () => {
    const user = userEvent.setup();
    setUp();
    await user.click(await screen.findByRole('button', { name: 'Series actions for Pieter' }, SLOW));
    const programmeMenu = await screen.findByRole('menu', {}, SLOW);
    expect(
      within(programmeMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Skip this visit']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Series actions for Thandi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pause series' }, SLOW));
    expect(
      await screen.findByText(
        'The series is paused: its upcoming unpaid visits are cancelled; paid ones stay booked.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Series actions for Thandi' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Resume series' }, SLOW));
    expect(await screen.findByText('The series is resumed.', {}, SLOW)).toBeInTheDocument();
  });

  it('asks before stopping a series from a card', async () => {
    const user = userEvent.setup();
    const gateway = setUp();
    await user.click(await screen.findByRole('button', { name: 'Series actions for Thandi' }, SLOW));
    await user.click(await screen.findByRole('menuitem', { name: 'Stop series' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Stop this series?' }, SLOW);
    expect(
      within(dialog).getByText(/^Lawn Mowing, fortnightly: no more visits are made/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stop series' }));
    expect(
      await screen.findByText(
        'The series is stopped: its upcoming unpaid visits are cancelled; paid ones stay booked.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(gateway.calls.find((c) => c.operationName === 'ChangeSeries')?.variables).toEqual({
      input: { seriesId: '9', action: 'STOP' },
    });
  });

  it('sets how many weeks ahead recurring visits are made (1-26)', async () => {
    const user = userEvent.setup();
    const gateway = setUp();
    const weeks = await screen.findByRole('textbox', { name: 'Create visits this many weeks ahead' }, SLOW);
    await waitFor(() => expect(weeks).toHaveValue('8'), SLOW);
    const save = screen.getByRole('button', { name: 'Save weeks ahead' });
    expect(save).toBeDisabled();
    await user.clear(weeks);
    await user.type(weeks, '27');
    expect(
      await screen.findByText('Weeks ahead must be a whole number from 1 to 26', {}, SLOW),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(weeks);
    await user.type(weeks, '12');
    await user.click(save);
    expect(
      await screen.findByText('Recurring visits are now made 12 weeks ahead.', {}, SLOW),
    ).toBeInTheDocument();
    expect(gateway.calls.find((c) => c.operationName === 'AdminSetSeriesWindow')?.variables).toEqual({
      weeks: 12,
    });
    await waitFor(() => expect(weeks).toHaveValue('12'), SLOW);
  });
});

describe('moving a booking', () => {
  const moved = (variables: Record<string, unknown>) => {
    const input = variables.input as { guidId: string; date: string; timeSlot: string; notify: boolean };
    return {
      rescheduleBooking: {
        __typename: 'RescheduleBookingPayload',
        notified: input.notify,
        booking: {
          __typename: 'Booking',
          id: input.guidId.replace(/\D/g, ''),
          guidId: input.guidId,
          bookingDate: input.date,
          bookingTime: input.timeSlot,
          crew: null,
        },
      },
    };
  };

  it('a typed time picks exactly the slot that starts then; the customer is e-mailed unless unticked; Undo puts it back', async () => {
    const user = userEvent.setup();
    const gateway = setUp({ ScheduleMove: moved });
    const card = await screen.findByTestId('card-b-1', {}, SLOW);
    await user.click(within(card).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Thandi' }, SLOW);
    const time = within(dialog).getByRole('combobox', { name: 'Time slot' });
    await user.clear(time);
    // "10" is in "09:15 - 10:00" too: the slot starting at 10:00 is the one meant.
    await user.type(time, '10');
    await user.keyboard('{Enter}');
    const email = within(dialog).getByRole('checkbox', { name: /E-mail the customer/ });
    expect(email).toBeChecked();
    await user.click(email);
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(
      await screen.findByText(
        /Thandi moved to 2031-11-18 at 10:00 \(no crew\)\. The customer was not e-mailed\./,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(gateway.calls.find((c) => c.operationName === 'ScheduleMove')?.variables).toEqual({
      input: { guidId: 'b-1', date: DAY, timeSlot: '10:00 - 10:45', crewId: '', notify: false },
    });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText(/Move undone: Thandi is back on 2031-11-18 at 08:30/, {}, SLOW),
    ).toBeInTheDocument();
    expect(gateway.calls.filter((c) => c.operationName === 'ScheduleMove').at(-1)?.variables).toEqual({
      input: { guidId: 'b-1', date: DAY, timeSlot: '08:30 - 09:15', crewId: '', notify: false },
    });
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    // Many steps through two dialogs: more than the default time on two busy cores.
  }, 40_000);

  it('shows a job of more than a day on its second day as "Day 2 of 2"', async () => {
    const long = visit('b-7', 'Lerato', '08:30 - 09:15', { bookingDate: '2031-11-17', durationMinutes: 900 });
    setUp({
      AdminSchedule: () => ({
        adminSchedule: {
          __typename: 'AdminSchedule',
          from: DAY,
          to: DAY,
          slots: ['08:30 - 09:15', '09:15 - 10:00', '10:00 - 10:45'],
          capacity: 2,
          crews: [],
          bookings: [long],
          parts: [{ ...partsOf([long])[0], to: '10:45', day: 2, days: 2 }],
        },
      }),
    });
    const card = await screen.findByTestId('card-b-7-day-2', {}, SLOW);
    expect(within(card).getByTestId('day-part')).toHaveTextContent('Day 2 of 2');
    expect(within(card).getByText(/until 10:45/)).toBeInTheDocument();
  });
});
