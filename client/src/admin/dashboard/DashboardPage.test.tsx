import { describe, expect, it } from 'vitest';
import { formatZar } from '../../lib/money';
import { fakeGateway, renderAdmin, screen, within } from '../../test-utils/renderAdmin';
import { DashboardPage } from './DashboardPage';

/** A screen answers after the fake gateway's answers (and refetches): more than a second on a busy machine. */
const SLOW = { timeout: 10_000 };

describe('the dashboard', () => {
  it('shows the recurring revenue of the next 8 weeks with its visits and active series', async () => {
    const gateway = fakeGateway({
      AdminDashboardRouteQuery: () => ({
        adminDashboard: {
          __typename: 'AdminDashboard',
          metrics: [],
          weekly: [],
          recurring: {
            __typename: 'AdminRecurringRevenue',
            weeks: 8,
            amount: 12450.5,
            visits: 31,
            activeSeries: 1,
          },
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
});
