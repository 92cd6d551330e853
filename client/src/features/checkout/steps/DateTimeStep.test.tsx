import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { fakeGateway, render, screen, userEvent, waitFor } from '../../../test-utils/render';
import { DateTimeStep } from './DateTimeStep';
import { saveBooking } from '../../booking/bookingStorage';
import { loadBooking } from '../../booking/bookingSchema';
import { todayInJohannesburg } from '../johannesburgDate';
import { typedDate } from '../typedDate';

const LABELS = ['10:00 - 10:45', '10:45 - 11:30', '11:30 - 12:15'];

function slots(variables: Record<string, unknown>) {
  return {
    timeSlots: LABELS.map((label, index) => ({
      label,
      start: label.slice(0, 5),
      end: label.slice(8),
      // the first has started, the second is full
      available: index === 2 || variables['date'] !== todayInJohannesburg(),
      remaining: index === 2 ? 2 : 0,
      finish: '12:15',
      finishDate: variables['date'],
    })),
    visitPlan: {
      minutes: 90,
      slotCount: 2,
      days: 1,
      minLeadMinutes: 120,
      nextDateWithRoom: null,
      seasonNotice: null,
    },
  };
}

/** The gateway's bookingDays: the first day with room, and closed days with their reasons. */
function days(firstDateWithRoom: string | null, closed: Record<string, string> = {}) {
  return () => ({
    bookingDays: {
      firstDateWithRoom,
      days: [
        ...Object.entries(closed).map(([date, closedReason]) => ({
          date,
          closed: true,
          closedReason,
          hasRoom: false,
        })),
        ...(firstDateWithRoom
          ? [{ date: firstDateWithRoom, closed: false, closedReason: null, hasRoom: true }]
          : []),
      ],
    },
  });
}

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

describe('DateTimeStep', () => {
  it('opens on today when today has room, shows full or past slots unavailable, and moves on only with a slot', async () => {
    saveBooking({
      lines: [{ kind: 'package', key: 'a', packageId: '1' }],
      modifiers: {},
      date: null,
      slot: null,
    });
    const user = userEvent.setup();
    const gateway = fakeGateway({
      CheckoutTimeSlotsQuery: slots,
      CheckoutBookingDaysQuery: days(todayInJohannesburg()),
    });
    render(
      <Routes>
        <Route path="/booking-checkout/date-time" element={<DateTimeStep />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/booking-checkout/date-time', gateway },
    );

    expect(
      await screen.findByRole('button', { name: '10:00 - 10:45, unavailable' }, { timeout: 5000 }),
    ).toBeDisabled();
    expect(screen.getByLabelText(/^Date/)).toHaveValue(typedDate(todayInJohannesburg()));
    expect(screen.getByRole('button', { name: '10:45 - 11:30, unavailable' })).toBeDisabled();
    const open = screen.getByRole('button', { name: '11:30 - 12:15' });
    expect(open).toBeEnabled();
    expect(gateway.calls.find((c) => c.operationName === 'CheckoutTimeSlotsQuery')?.variables).toEqual({
      date: todayInJohannesburg(),
      lines: [{ packageId: '1' }],
    });
    expect(screen.getByTestId('visit-length')).toHaveTextContent('Your visit takes 1 hour 30 minutes.');

    // Next without a slot does nothing
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByTestId('where')).toBeNull();

    await user.click(open);
    expect(open).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('expected-finish')).toHaveTextContent('Arrival 11:30; expected finish 12:15.');
    await waitFor(() => expect(loadBooking().slot).toBe('11:30 - 12:15'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/booking-checkout/contact');
  });

  it('restores a saved date and slot', async () => {
    saveBooking({
      lines: [{ kind: 'package', key: 'a', packageId: '1' }],
      modifiers: {},
      date: '2099-01-05',
      slot: '10:45 - 11:30',
    });
    render(<DateTimeStep />, {
      route: '/booking-checkout/date-time',
      gateway: fakeGateway({ CheckoutTimeSlotsQuery: slots }),
    });
    expect(screen.getByLabelText(/^Date/)).toHaveValue('05/01/2099');
    expect(await screen.findByRole('button', { name: '10:45 - 11:30' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('suggests the next day with room when the chosen day has none', async () => {
    saveBooking({
      lines: [{ kind: 'package', key: 'a', packageId: '1' }],
      modifiers: {},
      date: '2099-01-05',
      slot: null,
    });
    const full = (variables: Record<string, unknown>) => ({
      timeSlots: LABELS.map((label) => ({
        label,
        start: label.slice(0, 5),
        end: label.slice(8),
        available: variables['date'] !== '2099-01-05',
        remaining: variables['date'] !== '2099-01-05' ? 1 : 0,
        finish: label.slice(8),
        finishDate: variables['date'],
      })),
      visitPlan: {
        minutes: 450,
        slotCount: 10,
        days: 1,
        minLeadMinutes: 120,
        nextDateWithRoom: '2099-01-06',
        seasonNotice: null,
      },
    });
    const user = userEvent.setup();
    render(<DateTimeStep />, {
      route: '/booking-checkout/date-time',
      gateway: fakeGateway({ CheckoutTimeSlotsQuery: full }),
    });
    await user.click(await screen.findByRole('button', { name: 'Next day with room: 2099-01-06' }));
    expect(screen.getByLabelText(/^Date/)).toHaveValue('06/01/2099');
    expect(await screen.findByRole('button', { name: '10:00 - 10:45' })).toBeEnabled();
  });

  it('opens on the first day with room the gateway names, not on today', async () => {
    saveBooking({
      lines: [{ kind: 'package', key: 'a', packageId: '1' }],
      modifiers: {},
      date: null,
      slot: null,
    });
    const gateway = fakeGateway({
      CheckoutTimeSlotsQuery: slots,
      CheckoutBookingDaysQuery: days('2099-01-07', { '2099-01-04': 'Sunday' }),
    });
    render(<DateTimeStep />, { route: '/booking-checkout/date-time', gateway });
    await waitFor(() => expect(screen.getByLabelText(/^Date/)).toHaveValue('07/01/2099'));
    await waitFor(() => expect(loadBooking().date).toBe('2099-01-07'));
    const slotCalls = gateway.calls.filter((c) => c.operationName === 'CheckoutTimeSlotsQuery');
    expect(slotCalls.map((c) => c.variables['date'])).toEqual(['2099-01-07']);
  });

  it('keeps a date typed as dd/mm/yyyy, digit by digit, without resetting it', async () => {
    saveBooking({
      lines: [{ kind: 'package', key: 'a', packageId: '1' }],
      modifiers: {},
      date: '2099-01-07',
      slot: null,
    });
    const user = userEvent.setup();
    render(<DateTimeStep />, {
      route: '/booking-checkout/date-time',
      gateway: fakeGateway({ CheckoutTimeSlotsQuery: slots, CheckoutBookingDaysQuery: days('2099-01-07') }),
    });
    const input = screen.getByLabelText(/^Date/);
    await waitFor(() => expect(input).toHaveValue('07/01/2099'));
    await user.clear(input);
    let typed = '';
    for (const key of '15/02/2099') {
      await user.type(input, key);
      typed += key;
      // every digit stays as typed: a partial date is no date, so nothing is reset
      expect(input).toHaveValue(typed);
    }
    await waitFor(() => expect(loadBooking().date).toBe('2099-02-15'));
    await user.tab();
    expect(input).toHaveValue('15/02/2099');
    expect(await screen.findByRole('button', { name: '10:00 - 10:45' })).toBeEnabled();
  });

  it('says the company is closed, and why, on a closed day', async () => {
    saveBooking({
      lines: [{ kind: 'package', key: 'a', packageId: '1' }],
      modifiers: {},
      date: '2099-12-25',
      slot: null,
    });
    const none = (variables: Record<string, unknown>) => ({
      ...slots(variables),
      timeSlots: [],
    });
    render(<DateTimeStep />, {
      route: '/booking-checkout/date-time',
      gateway: fakeGateway({
        CheckoutTimeSlotsQuery: none,
        CheckoutBookingDaysQuery: days('2099-12-28', { '2099-12-25': 'Christmas Day' }),
      }),
    });
    expect(await screen.findByTestId('no-room-reason')).toHaveTextContent(
      'We are closed on Fri 25 Dec (Christmas Day). Please choose another date.',
    );
  });
});
