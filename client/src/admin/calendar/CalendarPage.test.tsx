import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGateway, renderAdmin, screen, within } from '../../test-utils/renderAdmin';
import { CalendarPage } from './CalendarPage';

const SLOW = { timeout: 10_000 };

const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function calendar(slotMinutes: number) {
  return {
    __typename: 'CompanyCalendar',
    slotMinutes,
    hours: NAMES.map((name, i) => ({
      __typename: 'CalendarDayHours',
      weekday: (i + 1) % 7,
      name,
      opensAt: name === 'Sunday' ? null : '10:00',
      closesAt: name === 'Sunday' ? null : '17:30',
    })),
    closedDays: [
      { __typename: 'ClosedDay', date: '2031-12-25', reason: 'Christmas Day', holiday: true, open: false },
    ],
  };
}

describe('the office calendar', () => {
  it('saves hours and slot length and lists the bookings left outside the working time', async () => {
    let saved: unknown = null;
    let slotMinutes = 45;
    const gateway = fakeGateway({
      AdminCalendar: () => ({ adminCalendar: calendar(slotMinutes) }),
      AdminSaveCalendar: (variables) => {
        saved = variables.input;
        slotMinutes = (variables.input as { slotMinutes: number }).slotMinutes;
        return {
          adminSaveCalendar: {
            __typename: 'CalendarChangePayload',
            calendar: calendar(slotMinutes),
            outsideBookings: [
              {
                __typename: 'Booking',
                id: '7',
                bookingDate: '2031-12-02',
                bookingTime: '16:45 - 17:30',
                status: 'CONFIRMED',
                customer: { __typename: 'BookingCustomer', name: 'Thandi' },
              },
            ],
          },
        };
      },
    });
    renderAdmin(<CalendarPage canEdit />, { route: '/admin/calendar', path: '/admin/calendar', gateway });
    expect(await screen.findByText('Christmas Day', {}, SLOW)).toBeInTheDocument();
    const closes = screen.getByLabelText('Saturday closes');
    await userEvent.clear(closes);
    await userEvent.type(closes, '13:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('1 booking is outside the working time');
    expect(within(alert).getByRole('link', { name: /16:45 - 17:30/ })).toHaveAttribute(
      'href',
      '/admin/bookings/7',
    );
    expect(saved).toMatchObject({
      slotMinutes: 45,
      hours: expect.arrayContaining([
        { weekday: 6, opensAt: '10:00', closesAt: '13:00' },
        { weekday: 0, opensAt: null, closesAt: null },
      ]),
    });
  });

  it('shows a manager the calendar without the controls that change it', async () => {
    const gateway = fakeGateway({ AdminCalendar: () => ({ adminCalendar: calendar(45) }) });
    renderAdmin(<CalendarPage canEdit={false} />, {
      route: '/admin/calendar',
      path: '/admin/calendar',
      gateway,
    });
    expect(await screen.findByText('Christmas Day', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save hours' })).toBeNull();
    expect(screen.getByLabelText('Monday opens')).toBeDisabled();
  });
});
