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
      weekly {
        weekStart
        bookings
        revenue
      }
      recurring {
        ...RecurringRevenueCard_recurring
      }
    }
  }
`);
