import { count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { addOns, bookings, packages, services, users } from '../db/schema.js';

type MetricKey = 'clients' | 'services' | 'bookings' | 'addOns' | 'packages' | 'users';
const WEEKS = 12;
const DAY_MS = 86_400_000;

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

/** Monday 00:00 UTC of the week containing `d`. */
function weekStartUtc(d: Date): Date {
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/**
 * The last 12 weeks (Monday to Sunday, UTC, oldest first, the current week last): bookings made that
 * week (any status) and the revenue of those that are confirmed or completed.
 */
async function weekly(db: Db, now: Date): Promise<WeekBucket[]> {
  const first = new Date(weekStartUtc(now).getTime() - (WEEKS - 1) * 7 * DAY_MS);
  const buckets: WeekBucket[] = Array.from({ length: WEEKS }, (_, i) => ({
    weekStart: new Date(first.getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10),
    bookings: 0,
    revenue: 0,
  }));
  const rows = await db
    .select({ createdAt: bookings.createdAt, status: bookings.status, totalPrice: bookings.totalPrice })
    .from(bookings)
    .where(gte(bookings.createdAt, first.toISOString()));
  for (const r of rows) {
    const index = Math.floor((new Date(r.createdAt).getTime() - first.getTime()) / (7 * DAY_MS));
    const bucket = buckets[index];
    if (!bucket) continue;
    bucket.bookings += 1;
    if (r.status === 'confirmed' || r.status === 'completed') bucket.revenue += r.totalPrice;
  }
  for (const b of buckets) b.revenue = Math.round(b.revenue * 100) / 100;
  return buckets;
}

/** The admin dashboard's figures, counted from the database. */
export async function adminStats(db: Db, now = new Date()) {
  const metrics = await Promise.all([
    metric(db, 'clients', users, users.createdAt, eq(users.role, 'client')),
    metric(db, 'services', services, services.createdAt),
    metric(db, 'bookings', bookings, bookings.createdAt),
    metric(db, 'addOns', addOns, addOns.createdAt),
    metric(db, 'packages', packages, packages.createdAt),
    metric(db, 'users', users, users.createdAt),
  ]);
  return { metrics, weekly: await weekly(db, now) };
}
