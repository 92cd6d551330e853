import { describe, expect, it } from 'vitest';
import { todayInJohannesburg } from '../checkout/johannesburgDate';
import { fakeGateway, render, screen, userEvent, waitFor, within } from '../../test-utils/render';
import { CrewDayPage } from './CrewDayPage';

const SLOW = { timeout: 10_000 };

const today = todayInJohannesburg();
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function job(guidId: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking',
    id: guidId.replace(/\D/g, ''),
    guidId,
    bookingTime: '10:00 - 10:45',
    durationMinutes: 45,
    status: 'CONFIRMED',
    payLater: false,
    startedAt: null,
    propertyNotes: null,
    address: {
      __typename: 'BookingAddress',
      street: '1 Main Road',
      suburb: 'Rondebosch',
      postalCode: '7700',
    },
    customer: { __typename: 'BookingCustomer', name, phone: null },
    services: [],
    ...extra,
  };
}

const part = (j: ReturnType<typeof job>, from: string, to: string, day = 1, days = 1) => ({
  __typename: 'DayPart',
  from,
  to,
  day,
  days,
  booking: { __typename: 'Booking', id: j.id, guidId: j.guidId },
});

function crewDay(date: string) {
  const jobs =
    date === today
      ? [job('b-1', 'Thandi')]
      : [
          job('b-2', 'Lerato', { durationMinutes: 900 }),
          job('b-3', 'Pieter', { status: 'PENDING', payLater: true, bookingTime: '13:00 - 13:45' }),
        ];
  const parts =
    date === today
      ? [part(jobs[0]!, '10:00', '10:45')]
      : [part(jobs[0]!, '10:00', '17:30', 2, 2), part(jobs[1]!, '13:00', '13:45')];
  return {
    me: { __typename: 'User', id: '5', name: 'Sipho', role: 'STAFF' },
    crewDay: {
      __typename: 'CrewDay',
      date,
      crew: { __typename: 'Crew', id: '1', name: 'Crew North', colour: '#2f9e44' },
      jobs,
      parts,
    },
  };
}

describe('the crew day on a phone', () => {
  it("opens on today; Tomorrow shows the next day's visits, a long job's second day and an unpaid visit", async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({ CrewDay: (v) => crewDay(v.date as string) });
    render(<CrewDayPage />, { route: '/crew', gateway });
    expect(await screen.findByRole('heading', { level: 1, name: 'Crew North' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('crew-header')).toHaveTextContent('GreenLeaf crew');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('job-b-1')).toHaveTextContent('10:00-10:45 · Thandi');

    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    const long = await screen.findByTestId('job-b-2', {}, SLOW);
    expect(gateway.calls.filter((c) => c.operationName === 'CrewDay').map((c) => c.variables.date)).toEqual([
      today,
      tomorrow,
    ]);
    expect(screen.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(long).getByText('Day 2 of 2')).toBeInTheDocument();
    expect(long).toHaveTextContent('10:00-17:30 · Lerato');
    const unpaid = screen.getByTestId('job-b-3');
    expect(within(unpaid).getByText('Not paid yet')).toBeInTheDocument();
    // A visit waiting for payment cannot be started.
    expect(within(unpaid).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('job-b-1')).not.toBeInTheDocument());
  });
});
