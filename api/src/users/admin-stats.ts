import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { addOns, bookings, packages, services, users } from '../db/schema.js';
import { madeAtCheckout } from '../bookings/made-at-checkout.js';
import { weeklyFigures } from '../dashboard/figures.js';
import { liveVisit } from '../dashboard/rules.js';

type MetricKey = 'clients' | 'services' | 'bookings' | 'addOns' | 'packages' | 'users';
const WEEKS = 12;

interface Metric {
  key: MetricKey;
  total: number;
  /** Rows created in the last 30 days. */
  last30: number;
  /** Rows created in the 30 days before those. */
  previous30: number;
}
interface WeekBucket {
  weekStart: string;
  bookings: number;
  visits: number;
  revenue: number;
}

async function metric(
  db: Db,
  key: MetricKey,
  table: PgTable,
  createdAt: PgColumn,
  where?: SQL,
): Promise<Metric> {
  const [row] = await db
    .select({
      total: count(),
      last30: sql<number>`count(*) filter (where ${createdAt} > now() - interval '30 days')`.mapWith(Number),
      previous30:
        sql<number>`count(*) filter (where ${createdAt} <= now() - interval '30 days' and ${createdAt} > now() - interval '60 days')`.mapWith(
          Number,
        ),
    })
    .from(table)
    .where(where);
  return { key, total: row?.total ?? 0, last30: row?.last30 ?? 0, previous30: row?.previous30 ?? 0 };
}

/**
 * The last 12 weeks (Monday to Sunday in Johannesburg, oldest first, the current week last), by the
 * dashboard's rules (`dashboard/figures.ts`): the visits of that week by the date of the visit
 * (cancelled ones not counted, series visits counted), the bookings made that week by a checkout, and
 * the money received that week by the date of the payment, less refunds paid back that week.
 */
async function weekly(db: Db, today: string): Promise<WeekBucket[]> {
  const weeks = await weeklyFigures(db, today, WEEKS);
  return weeks.map((w) => ({
    weekStart: w.from,
    bookings: w.bookingsMade,
    visits: w.visitsCompleted + w.visitsScheduled,
    revenue: w.moneyReceived,
  }));
}

/** The admin dashboard's figures, counted from the database. */
export async function adminStats(db: Db, today = johannesburgToday()) {
  const metrics = await Promise.all([
    metric(db, 'clients', users, users.createdAt, eq(users.role, 'client')),
    metric(db, 'services', services, services.createdAt),
    // Bookings made by a checkout and not cancelled: a series' own visits are work, not bookings made.
    metric(db, 'bookings', bookings, bookings.createdAt, and(madeAtCheckout, liveVisit)),
    metric(db, 'addOns', addOns, addOns.createdAt),
    metric(db, 'packages', packages, packages.createdAt),
    metric(db, 'users', users, users.createdAt),
  ]);
  return { metrics, weekly: await weekly(db, today) };
}
