import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { fakeGateway, render, screen, userEvent, waitFor } from '../../../test-utils/render';
import { DateTimeStep } from './DateTimeStep';
import { saveBooking } from '../../booking/bookingStorage';
import { loadBooking } from '../../booking/bookingSchema';
import { todayInJohannesburg } from '../johannesburgDate';

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

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

describe('DateTimeStep', () => {
  it('defaults to today, shows full or past slots unavailable, and moves on only with a slot', async () => {
    saveBooking({
      lines: [{ kind: 'package', key: 'a', packageId: '1' }],
      modifiers: {},
      date: null,
      slot: null,
    });
    const user = userEvent.setup();
    const gateway = fakeGateway({ CheckoutTimeSlotsQuery: slots });
    render(
      <Routes>
        <Route path="/booking-checkout/date-time" element={<DateTimeStep />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/booking-checkout/date-time', gateway },
    );

    expect(screen.getByLabelText(/Date/)).toHaveValue(todayInJohannesburg());
    expect(await screen.findByRole('button', { name: '10:00 - 10:45, unavailable' })).toBeDisabled();
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
    expect(screen.getByLabelText(/Date/)).toHaveValue('2099-01-05');
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
    expect(screen.getByLabelText(/Date/)).toHaveValue('2099-01-06');
    expect(await screen.findByRole('button', { name: '10:00 - 10:45' })).toBeEnabled();
  });
});
