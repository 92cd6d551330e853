/**
 * The admin dashboard: six metric cards (Clients, Services, Bookings, Add-Ons, Packages, Users; a
 * manager sees no Users card) with growth over the previous 30 days and a View link each, and 12 weeks of bookings and revenue, all
 * from users/get-admin-stat.php (real figures, not the product's fixed samples); and the recurring
 * revenue booked for the next 8 weeks (series/revenue.php, docs/recurring.md).
 */
import type {
  AdminMetric,
  AdminMetricKey,
  QueryResolvers,
  Resolvers,
} from '../__generated__/resolvers-types.js';
import type { ApiAdminStat } from '../api/rest-types.js';
import type { SessionUser } from '../session.js';

type ApiMetricKey = ApiAdminStat['metrics'][number]['key'];

/** The cards in the order the dashboard shows them. */
const CARDS: { api: ApiMetricKey; key: AdminMetricKey; label: string; link: string }[] = [
  { api: 'clients', key: 'CLIENTS', label: 'Clients', link: '/admin/customers' },
  { api: 'services', key: 'SERVICES', label: 'Services', link: '/admin/services' },
  { api: 'bookings', key: 'BOOKINGS', label: 'Bookings', link: '/admin/bookings' },
  { api: 'addOns', key: 'ADD_ONS', label: 'Add-Ons', link: '/admin/addons' },
  { api: 'packages', key: 'PACKAGES', label: 'Packages', link: '/admin/packages' },
  { api: 'users', key: 'USERS', label: 'Users', link: '/admin/users' },
];

/** Growth of the last 30 days over the 30 before, in percent to one decimal; null when there is no base. */
function growthPercent(last30: number, previous30: number): number | null {
  if (previous30 === 0) return null;
  return Math.round(((last30 - previous30) / previous30) * 1000) / 10;
}

/**
 * The cards the viewer's role sees: each links to a page that role opens (gateway/src/auth/reach.ts), so
 * a manager has no Users card (the users screens are the admin's).
 */
function dashboardMetrics(stat: ApiAdminStat, viewer: SessionUser | null): AdminMetric[] {
  const cards = viewer?.role === 'ADMIN' ? CARDS : CARDS.filter((card) => card.key !== 'USERS');
  return cards.map((card) => {
    const m = stat.metrics.find((x) => x.key === card.api);
    const total = m?.total ?? 0;
    const last30 = m?.last30 ?? 0;
    const previous30 = m?.previous30 ?? 0;
    return {
      key: card.key,
      label: card.label,
      total,
      last30,
      previous30,
      growthPercent: growthPercent(last30, previous30),
      link: card.link,
    };
  });
}

/** The weeks ahead the dashboard's recurring revenue counts. */
const RECURRING_WEEKS = 8;

export const dashboardQueries: QueryResolvers = {
  adminDashboard: (_p, _a, ctx) => ctx.api.get('users/get-admin-stat.php'),
};

export const dashboardTypes: Resolvers = {
  AdminDashboard: {
    metrics: (stat, _a, ctx) => dashboardMetrics(stat, ctx.session.user),
    weekly: (stat) =>
      [...stat.weekly]
        .sort((a, b) => a.weekStart.localeCompare(b.weekStart))
        .map((w) => ({ weekStart: w.weekStart, bookings: w.bookings, revenue: w.revenue })),
    recurring: (_stat, _a, ctx) => ctx.api.get('series/revenue.php', { weeks: RECURRING_WEEKS }),
  },
};
