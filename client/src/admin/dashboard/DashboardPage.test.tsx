import { describe, expect, it } from 'vitest';
import { formatZar } from '../../lib/money';
import { fakeGateway, renderAdmin, screen, within } from '../../test-utils/renderAdmin';
import { DashboardPage } from './DashboardPage';
import { dashboardAnswer, period } from '../../test-utils/dashboardAnswer';

/** A screen answers after the fake gateway's answers (and refetches): more than a second on a busy machine. */
const SLOW = { timeout: 10_000 };

const owedItem = (bookingId: string, amount: number, since: string, customerId: string | null) => ({
  __typename: 'AdminOwedItem',
  bookingId,
  bookingLink: `/admin/bookings/${bookingId}`,
  visitDate: since,
  customerName: customerId ? 'Bongani Dube' : null,
  customerLink: customerId ? `/admin/customers/${customerId}` : null,
  amount,
  since,
});

describe('the dashboard', () => {
  it('shows the recurring revenue of the next 8 weeks with its visits and active series', async () => {
    const gateway = fakeGateway({
      AdminDashboardRouteQuery: dashboardAnswer({
        recurring: {
          __typename: 'AdminRecurringRevenue',
          weeks: 8,
          amount: 12450.5,
          visits: 31,
          activeSeries: 1,
        },
      }),
    });
    renderAdmin(<DashboardPage />, { gateway });
    const card = await screen.findByRole('region', { name: 'Recurring revenue (next 8 weeks)' }, SLOW);
    expect(within(card).getByTestId('recurring-amount').textContent).toBe(formatZar(12450.5));
    expect(within(card).getByTestId('recurring-counts')).toHaveTextContent(
      '31 visits booked · 1 active series',
    );
  });

  it("shows the week's and the month's work and money as the gateway counted them", async () => {
    const gateway = fakeGateway({
      AdminDashboardRouteQuery: dashboardAnswer({
        thisWeek: period('2031-03-10', '2031-03-16', {
          visitsCompleted: 1,
          visitsScheduled: 4,
          bookingsMade: 2,
          received: 6228,
          refunded: 200,
          moneyReceived: 6028,
        }),
        thisMonth: period('2031-03-01', '2031-03-31', { moneyReceived: 7678, received: 7678 }),
      }),
    });
    renderAdmin(<DashboardPage />, { gateway });
    const week = await screen.findByRole('region', { name: 'This week' }, SLOW);
    expect(week).toHaveTextContent('10 Mar – 16 Mar');
    expect(within(week).getByTestId('week-visits-done')).toHaveTextContent('1');
    expect(within(week).getByTestId('week-visits-to-do')).toHaveTextContent('4');
    expect(within(week).getByTestId('week-bookings-made')).toHaveTextContent('2');
    expect(within(week).getByTestId('week-money').textContent).toBe(formatZar(6028));
    expect(within(week).getByTestId('week-money-detail').textContent).toBe(
      `${formatZar(6228)} paid in, ${formatZar(200)} refunded`,
    );
    const month = screen.getByRole('region', { name: 'This month' });
    expect(within(month).getByTestId('month-money').textContent).toBe(formatZar(7678));
    // Nothing was refunded this month: no breakdown.
    expect(within(month).queryByTestId('month-money-detail')).toBeNull();
  });

  it('lists the refunds due and the unpaid visits with links to their bookings and customers', async () => {
    const gateway = fakeGateway({
      AdminDashboardRouteQuery: dashboardAnswer({
        refundsDue: {
          __typename: 'AdminMoneyOwed',
          amount: 1328,
          count: 2,
          oldest: '2031-03-05',
          items: [owedItem('12', 900, '2031-03-05', '7'), owedItem('15', 428, '2031-03-12', null)],
        },
        unpaid: {
          __typename: 'AdminMoneyOwed',
          amount: 8206,
          count: 1,
          oldest: '2031-02-27',
          items: [owedItem('9', 8206, '2031-02-27', '7')],
        },
      }),
    });
    renderAdmin(<DashboardPage />, { gateway });
    const refunds = await screen.findByRole('region', { name: 'Refunds due' }, SLOW);
    expect(within(refunds).getByTestId('refunds-amount').textContent).toBe(formatZar(1328));
    expect(within(refunds).getByTestId('refunds-counts')).toHaveTextContent('2 payments · oldest 05 Mar');
    expect(within(refunds).getByRole('link', { name: 'Booking #12' })).toHaveAttribute(
      'href',
      '/admin/bookings/12',
    );
    expect(within(refunds).getAllByRole('link', { name: 'Bongani Dube' })[0]).toHaveAttribute(
      'href',
      '/admin/customers/7',
    );
    expect(within(refunds).getByRole('link', { name: 'Booking #15' })).toBeInTheDocument();

    const unpaid = screen.getByRole('region', { name: 'Unpaid' });
    expect(within(unpaid).getByTestId('unpaid-amount').textContent).toBe(formatZar(8206));
    expect(within(unpaid).getByTestId('unpaid-counts')).toHaveTextContent('1 visit · oldest 27 Feb');
    expect(within(unpaid).getByRole('link', { name: 'Booking #9' })).toHaveAttribute(
      'href',
      '/admin/bookings/9',
    );
  });

  it("says when nothing is owed, and shows today's jobs and the crews' load", async () => {
    const gateway = fakeGateway({
      AdminDashboardRouteQuery: dashboardAnswer({
        todaysJobs: [
          {
            __typename: 'AdminTodayJob',
            bookingId: '31',
            bookingLink: '/admin/bookings/31',
            time: '10:00 - 10:45',
            customerName: 'Thandi Mokoena',
            customerLink: '/admin/customers/4',
            suburb: 'Rondebosch',
            crewName: 'Aloe crew',
            crewColour: '#2f9e44',
            status: 'CONFIRMED',
            inProgress: true,
            continued: false,
          },
        ],
        crewLoad: {
          __typename: 'AdminCrewLoad',
          days: [
            { __typename: 'AdminLoadDay', date: '2031-03-12', workingMinutes: 450 },
            { __typename: 'AdminLoadDay', date: '2031-03-13', workingMinutes: 0 },
          ],
          crews: [
            {
              __typename: 'AdminCrewLoadRow',
              crewId: '1',
              name: 'Aloe crew',
              colour: '#2f9e44',
              active: true,
              bookedMinutes: [270, 0],
            },
          ],
        },
      }),
    });
    renderAdmin(<DashboardPage />, { gateway });
    const refunds = await screen.findByRole('region', { name: 'Refunds due' }, SLOW);
    expect(within(refunds).getByTestId('refunds-counts')).toHaveTextContent('Nothing is owed back.');
    expect(screen.getByTestId('unpaid-counts')).toHaveTextContent('Every visit is paid.');

    const today = screen.getByRole('region', { name: "Today's jobs" });
    expect(within(today).getByRole('link', { name: 'Open the schedule' })).toHaveAttribute(
      'href',
      '/admin/schedule?date=2031-03-12',
    );
    const [job] = within(today).getAllByTestId('todays-job');
    expect(job).toHaveTextContent('10:00 - 10:45');
    expect(job).toHaveTextContent('Rondebosch');
    expect(job).toHaveTextContent('Aloe crew');
    expect(job).toHaveTextContent('In progress');
    expect(within(job!).getByRole('link', { name: 'Thandi Mokoena' })).toHaveAttribute(
      'href',
      '/admin/customers/4',
    );

    const load = screen.getByRole('region', { name: 'Crew load (next 2 days)' });
    expect(within(load).getByRole('columnheader', { name: /Thu.*closed/ })).toBeInTheDocument();
    expect(within(load).getByLabelText('Aloe crew, Wed 12 Mar: 4.5 h booked of 7.5 h')).toHaveTextContent(
      '4.5',
    );
  });
});
