/**
 * The admin dashboard (docs/product.md, "The admin area", Dashboard). Every figure is counted by the
 * api, in SQL, by the rules written once there (`api/src/dashboard/`):
 * - the metric cards (Clients, Services, Bookings made, Add-Ons, Packages, Users: the Users card only
 *   for the admin) with growth over the previous 30 days, and 12 weeks of visits, bookings made and
 *   money received (users/get-admin-stat.php);
 * - this week and this month: work done by the date of the visit, money by the date of the payment
 *   (dashboard/figures.php); refunds due and unpaid visits (dashboard/owed.php); today's jobs
 *   (dashboard/today.php); the next 14 days' load per crew (dashboard/crew-load.php);
 * - the recurring revenue booked for the next 8 weeks (series/revenue.php, docs/recurring.md).
 * Each link is to a page the viewer's role can open (`dashboard-links.ts`).
 */
import type {
  AdminMetric,
  AdminMetricKey,
  AdminMoneyOwed,
  AdminTodayJob,
  QueryResolvers,
  Resolvers,
  Role,
} from '../__generated__/resolvers-types.js';
import type { ApiAdminStat, ApiDashboardJob, ApiMoneyOwed } from '../api/replies/dashboard.js';
import { requireOfficeUser } from '../auth/guards.js';
import { bookingLink, cardLink, customerLink, scheduleLink } from './dashboard-links.js';

type ApiMetricKey = ApiAdminStat['metrics'][number]['key'];

/** The cards in the order the dashboard shows them. */
const CARDS: { api: ApiMetricKey; key: AdminMetricKey; label: string }[] = [
  { api: 'clients', key: 'CLIENTS', label: 'Clients' },
  { api: 'services', key: 'SERVICES', label: 'Services' },
  { api: 'bookings', key: 'BOOKINGS', label: 'Bookings made' },
  { api: 'addOns', key: 'ADD_ONS', label: 'Add-Ons' },
  { api: 'packages', key: 'PACKAGES', label: 'Packages' },
  { api: 'users', key: 'USERS', label: 'Users' },
];

/** Growth of the last 30 days over the 30 before, in percent to one decimal; null when there is no base. */
function growthPercent(last30: number, previous30: number): number | null {
  if (previous30 === 0) return null;
  return Math.round(((last30 - previous30) / previous30) * 1000) / 10;
}

/** The cards the viewer's role can follow: a card whose list the role cannot open is not shown. */
function dashboardMetrics(stat: ApiAdminStat, role: Role): AdminMetric[] {
  return CARDS.flatMap((card) => {
    const link = cardLink(card.api, role);
    if (link === null) return [];
    const m = stat.metrics.find((x) => x.key === card.api);
    const total = m?.total ?? 0;
    const last30 = m?.last30 ?? 0;
    const previous30 = m?.previous30 ?? 0;
    return [
      {
        key: card.key,
        label: card.label,
        total,
        last30,
        previous30,
        growthPercent: growthPercent(last30, previous30),
        link,
      },
    ];
  });
}

function moneyOwed(owed: ApiMoneyOwed): AdminMoneyOwed {
  return {
    amount: owed.amount,
    count: owed.count,
    oldest: owed.oldest,
    items: owed.items.map((i) => ({
      bookingId: String(i.bookingId),
      bookingLink: bookingLink(i.bookingId),
      visitDate: i.bookingDate,
      status: i.status,
      customerName: i.customerName,
      customerLink: customerLink(i.customerId),
      amount: i.amount,
      since: i.since,
      refundReason: i.reason,
    })),
  };
}

function todayJob(job: ApiDashboardJob): AdminTodayJob {
  return {
    bookingId: String(job.bookingId),
    bookingLink: bookingLink(job.bookingId),
    time: job.time,
    customerName: job.customerName,
    customerLink: customerLink(job.customerId),
    suburb: job.suburb,
    crewName: job.crewName,
    crewColour: job.crewColour,
    status: job.status,
    inProgress: job.startedAt !== null && job.status !== 'completed',
    continued: job.continued,
  };
}

/** The weeks ahead the dashboard's recurring revenue counts. */
const RECURRING_WEEKS = 8;
/** The days ahead the crews' load covers. */
const LOAD_DAYS = 14;

export const dashboardQueries: QueryResolvers = {
  adminDashboard: (_p, _a, ctx) => ctx.api.get('users/get-admin-stat.php'),
};

export const dashboardTypes: Resolvers = {
  AdminDashboard: {
    metrics: (stat, _a, ctx) => dashboardMetrics(stat, requireOfficeUser(ctx).role),
    weekly: (stat) =>
      [...stat.weekly]
        .sort((a, b) => a.weekStart.localeCompare(b.weekStart))
        .map((w) => ({ weekStart: w.weekStart, bookings: w.bookings, visits: w.visits, revenue: w.revenue })),
    recurring: (_stat, _a, ctx) => ctx.api.get('series/revenue.php', { weeks: RECURRING_WEEKS }),
    // One call for the three (the request's client answers the same GET once).
    today: async (_s, _a, ctx) => (await ctx.api.get('dashboard/figures.php')).today,
    thisWeek: async (_s, _a, ctx) => (await ctx.api.get('dashboard/figures.php')).thisWeek,
    thisMonth: async (_s, _a, ctx) => (await ctx.api.get('dashboard/figures.php')).thisMonth,
    refundsDue: async (_s, _a, ctx) => moneyOwed((await ctx.api.get('dashboard/owed.php')).refundsDue),
    unpaid: async (_s, _a, ctx) => moneyOwed((await ctx.api.get('dashboard/owed.php')).unpaid),
    todaysJobs: async (_s, _a, ctx) => (await ctx.api.get('dashboard/today.php')).jobs.map(todayJob),
    scheduleLink: async (_s, _a, ctx) => scheduleLink((await ctx.api.get('dashboard/today.php')).date),
    crewLoad: async (_s, _a, ctx) => {
      const load = await ctx.api.get('dashboard/crew-load.php', { days: LOAD_DAYS });
      return {
        days: load.days,
        crews: load.crews.map((c) => ({ ...c, crewId: c.crewId === null ? null : String(c.crewId) })),
      };
    },
  },
};
