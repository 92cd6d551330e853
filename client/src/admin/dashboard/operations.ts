import { graphql } from '../../__generated__';

export const AdminDashboardRouteQuery = graphql(`
  query AdminDashboardRouteQuery {
    adminDashboard {
      metrics {
        key
        label
        total
        last30
        previous30
        growthPercent
        link
      }
      thisWeek {
        ...PeriodFiguresCard_figures
      }
      thisMonth {
        ...PeriodFiguresCard_figures
      }
      refundsDue {
        ...MoneyOwedCard_owed
      }
      unpaid {
        ...MoneyOwedCard_owed
      }
      ...TodaysJobsCard_dashboard
      crewLoad {
        ...CrewLoadGrid_load
      }
      weekly {
        weekStart
        visits
        bookings
        revenue
      }
      recurring {
        ...RecurringRevenueCard_recurring
      }
    }
  }
`);
