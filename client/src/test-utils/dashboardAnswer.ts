/**
 * The gateway's `adminDashboard` as it answers, for component tests of the admin area: nothing
 * happened unless the test says so (the dashboard's page and the manager's links use it).
 */

/** A period's figures (a week, a month): zero unless `figures` says otherwise. */
export const period = (from: string, to: string, figures: Partial<Record<string, number>> = {}) => ({
  __typename: 'AdminPeriodFigures',
  from,
  to,
  visitsCompleted: 0,
  visitsScheduled: 0,
  bookingsMade: 0,
  received: 0,
  refunded: 0,
  moneyReceived: 0,
  ...figures,
});

/** No money owed either way. */
const nothingOwed = { __typename: 'AdminMoneyOwed', amount: 0, count: 0, oldest: null, items: [] };

/** The answer to AdminDashboardRouteQuery on 12 March 2031, with `dashboard`'s fields in place. */
export function dashboardAnswer(dashboard: Record<string, unknown> = {}) {
  return () => ({
    adminDashboard: {
      __typename: 'AdminDashboard',
      metrics: [],
      weekly: [],
      today: '2031-03-12',
      scheduleLink: '/admin/schedule?date=2031-03-12',
      thisWeek: period('2031-03-10', '2031-03-16'),
      thisMonth: period('2031-03-01', '2031-03-31'),
      refundsDue: nothingOwed,
      unpaid: nothingOwed,
      todaysJobs: [],
      crewLoad: { __typename: 'AdminCrewLoad', days: [], crews: [] },
      recurring: { __typename: 'AdminRecurringRevenue', weeks: 8, amount: 0, visits: 0, activeSeries: 0 },
      ...dashboard,
    },
  });
}
