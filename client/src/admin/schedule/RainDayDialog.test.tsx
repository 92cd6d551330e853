import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeGateway, renderAdmin, screen, within } from '../../test-utils/renderAdmin';
import { RainDayDialog } from './RainDayDialog';

const SLOW = { timeout: 10_000 };
const DAY = '2031-11-18';

const booking = (guidId: string, name: string, bookingTime: string, crew: string | null) => ({
  __typename: 'Booking',
  id: guidId.replace(/\D/g, ''),
  guidId,
  bookingDate: DAY,
  bookingTime,
  crew: crew ? { __typename: 'Crew', id: crew, name: `Crew ${crew}` } : null,
  customer: { __typename: 'BookingCustomer', name },
  services: [{ __typename: 'BookingLine', id: `${guidId}-line`, name: 'Lawn mowing' }],
});

const item = (
  b: ReturnType<typeof booking>,
  to: [string, string] | null,
  crew: string | null,
  outcome: string,
) => ({
  __typename: 'RainDayPlanItem',
  booking: b,
  toDate: to?.[0] ?? null,
  toTime: to?.[1] ?? null,
  crew: crew ? { __typename: 'Crew', id: crew, name: `Crew ${crew}` } : null,
  outcome,
  continuation: null as { __typename: 'RainDayContinuation'; day: number; days: number } | null,
  endDate: to?.[0] ?? null,
  endTime: to ? '17:30' : null,
});

const plan = (token: string) => ({
  __typename: 'RainDayPlan',
  date: DAY,
  token,
  searchDays: 14,
  items: [
    item(booking('b-1', 'Thandi', '10:00 - 10:45', '1'), ['2031-11-19', '10:00 - 10:45'], '1', 'SAME_CREW'),
    item(booking('b-2', 'Pieter', '10:00 - 10:45', '2'), ['2031-11-19', '10:00 - 10:45'], '3', 'OTHER_CREW'),
    item(booking('b-3', 'Aisha', '13:00 - 13:45', null), null, null, 'NO_ROOM'),
    {
      // A two-day job that started the day before: only its rest moves.
      ...item(
        { ...booking('b-4', 'Sipho', '10:00 - 10:45', '4'), bookingDate: '2031-11-17' },
        ['2031-11-19', '10:00 - 10:45'],
        '4',
        'SAME_CREW',
      ),
      continuation: { __typename: 'RainDayContinuation' as const, day: 2, days: 2 },
    },
  ],
});

describe('the rain day dialog', () => {
  it('shows the plan first (a two-day job rained on its second day: "Day 2 of 2 of ..."), then "Move 3 jobs" carries it out with the token of the plan shown', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      RainDayPlan: () => ({ adminRainDayPlan: plan('token-1') }),
      RainDay: () => ({
        adminRainDay: {
          __typename: 'AdminRainDayPayload',
          replanned: false,
          moved: [
            {
              __typename: 'Booking',
              id: '1',
              guidId: 'b-1',
              bookingDate: '2031-11-19',
              bookingTime: '10:00 - 10:45',
            },
            {
              __typename: 'Booking',
              id: '2',
              guidId: 'b-2',
              bookingDate: '2031-11-19',
              bookingTime: '10:00 - 10:45',
            },
            {
              __typename: 'Booking',
              id: '4',
              guidId: 'b-4',
              bookingDate: '2031-11-17',
              bookingTime: '10:00 - 10:45',
            },
          ],
          unmoved: [{ __typename: 'Booking', id: '3', guidId: 'b-3' }],
          plan: plan('token-1'),
        },
      }),
    });
    renderAdmin(<RainDayDialog date={DAY} dateLabel="Tuesday, 18 November 2031" onClose={() => {}} />, {
      route: '/admin/schedule',
      path: '/admin/schedule',
      gateway,
    });
    const table = await screen.findByTestId('rain-plan', {}, SLOW);
    expect(within(screen.getByTestId('plan-b-1')).getByText('Wed, 19 Nov at 10:00')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-b-2')).getByText('Crew 3')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-b-2')).getByText('was Crew 2')).toBeInTheDocument();
    expect(within(table).getByText(/No room within 14 days/)).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-b-4')).getByText(/Day 2 of 2 of Lawn mowing/)).toHaveTextContent(
      'Day 2 of 2 of Lawn mowing: the rest resumes Wed, 19 Nov at 10:00',
    );
    expect(within(screen.getByTestId('plan-b-4')).getByText(/days worked stay/)).toHaveTextContent(
      'The days worked stay; it now ends Wed, 19 Nov at 17:30',
    );
    // Nothing moved yet.
    expect(gateway.calls.map((c) => c.operationName)).not.toContain('RainDay');

    await user.click(screen.getByRole('button', { name: 'Move 3 jobs' }));
    expect(await screen.findByTestId('rain-result', {}, SLOW)).toHaveTextContent(
      '3 jobs moved and each customer e-mailed their new time. No free time was found for Aisha: please call them.',
    );
    expect(gateway.calls.find((c) => c.operationName === 'RainDay')?.variables).toEqual({
      date: DAY,
      planToken: 'token-1',
    });
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  });

  it('says so and shows the new plan when the day changed since the plan', async () => {
    const user = userEvent.setup();
    const gateway = fakeGateway({
      RainDayPlan: () => ({ adminRainDayPlan: plan('token-1') }),
      RainDay: () => ({
        adminRainDay: {
          __typename: 'AdminRainDayPayload',
          replanned: true,
          moved: [],
          unmoved: [],
          plan: { ...plan('token-2'), items: plan('token-2').items.slice(0, 1) },
        },
      }),
    });
    renderAdmin(<RainDayDialog date={DAY} dateLabel="Tuesday" onClose={() => {}} />, {
      route: '/admin/schedule',
      path: '/admin/schedule',
      gateway,
    });
    await user.click(await screen.findByRole('button', { name: 'Move 3 jobs' }, SLOW));
    expect(await screen.findByTestId('rain-result', {}, SLOW)).toHaveTextContent(
      'The day changed since this plan was made, so nothing moved.',
    );
    expect(screen.getByRole('button', { name: 'Move 1 job' })).toBeInTheDocument();
    expect(screen.queryByTestId('plan-b-2')).not.toBeInTheDocument();
  });
});
