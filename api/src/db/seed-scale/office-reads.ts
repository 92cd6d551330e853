/**
 * The reads behind the office's screens, as the api's routes make them (the same domain functions),
 * for the EXPLAIN test (office-reads.test.ts) and the scale bench (bench/scenarios/scale.ts).
 */
import { sql } from 'drizzle-orm';
import { bookingHistory, bookingHistoryPage, bookingPayments } from '../../bookings/history.js';
import { dayPartsBetween } from '../../bookings/day-parts.js';
import { loadBooking } from '../../bookings/read-booking.js';
import { loadScheduleBookings } from '../../bookings/read-schedule-view.js';
import { listCustomers } from '../../customers/customers.js';
import { customerBookingsPage, customerFigures } from '../../customers/customer-bookings.js';
import { crewLoad } from '../../dashboard/crew-load.js';
import { dashboardFigures, weeklyFigures } from '../../dashboard/figures.js';
import { moneyOwed } from '../../dashboard/owed.js';
import { todaysJobs } from '../../dashboard/today.js';
import { quoteRequestsPage } from '../../quote-requests/page.js';
import { listSeries } from '../../series/read-series.js';
import { addDays } from '@greenleaf/shared/calendar/dates';
import { queryRows } from '../../admin-tables/operations.js';
import { findAdminTable } from '../../admin-tables/tables.js';
import type { Db } from '../client.js';

/** Who and what the reads ask about: a busy customer, one of their bookings, today. */
export interface OfficeSubjects {
  today: string;
  customerId: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  bookingId: number;
  bookingDate: string;
  /** The customer whose series have made the most visits (a customer's series read grows with them). */
  seriesCustomerId: number;
}

/** The customer with the most bookings (a series customer), their latest booking, and their details. */
export async function officeSubjects(db: Db, today: string): Promise<OfficeSubjects> {
  const { rows } = (await db.execute(sql`select u.id, u.name, u.email, u.phone, b.id as booking_id,
      b.booking_date::text as booking_date
    from users u join lateral (select id, booking_date from bookings where user_id = u.id order by booking_date desc limit 1) b on true
    where u.id = (select user_id from bookings where user_id is not null group by user_id order by count(*) desc, user_id limit 1)`)) as unknown as {
    rows: {
      id: number;
      name: string;
      email: string;
      phone: string;
      booking_id: number;
      booking_date: string;
    }[];
  };
  const row = rows[0];
  if (!row) throw new Error('office reads: no bookings to read');
  const series =
    (await db.execute(sql`select s.user_id from booking_series s join bookings b on b.series_id = s.id
    group by s.user_id order by count(*) desc, s.user_id limit 1`)) as unknown as {
      rows: { user_id: number }[];
    };
  return {
    seriesCustomerId: series.rows[0]?.user_id ?? row.id,
    today,
    customerId: row.id,
    customerName: row.name,
    customerEmail: row.email,
    customerPhone: row.phone,
    bookingId: row.booking_id,
    bookingDate: row.booking_date,
  };
}

type OfficeRead = (db: Db, s: OfficeSubjects) => Promise<unknown>;

/**
 * A page of a generic list (query.php, `adminTableRows`) as the office's list screens ask it: 50 rows,
 * on a first page the total where the screen shows it (not for bookings: client tableConfigs
 * `countRows`); with `next`, the page after the first one (by its cursor).
 */
async function listPage(
  db: Db,
  name: string,
  o: { search?: string; sort?: { key: string; dir: 'asc' | 'desc' }; next?: boolean },
) {
  const table = findAdminTable(name)!;
  const ask = { filters: [], search: o.search, sort: o.sort, limit: 50, offset: 0 };
  const first = await queryRows(db, table, ask);
  if (!o.next) return name === 'bookings' ? first.rows : [first.rows, await first.total()];
  return (await queryRows(db, table, { ...ask, after: first.endCursor ?? undefined })).rows;
}

/** A first page, then the page after it: `read(after)` gives `{ endCursor }`. */
async function twoPages<P extends { endCursor: string | null }>(read: (after?: string) => Promise<P>) {
  const first = await read();
  return [first, await read(first.endCursor ?? undefined)];
}

/** The office's own lists by cursor (issue #34, migration 0065): a first page and the next one. */
const PAGED_READS: Record<string, OfficeRead> = {
  "a customer's record figures": (db, s) => customerFigures(db, s.customerId),
  'customers by cursor, next page': (db) =>
    twoPages((after) => listCustomers(db, { limit: 50, offset: 0, after, total: false })),
  "a booking's history first page": (db, s) => bookingHistoryPage(db, s.bookingId, 20),
  "a booking's history next page": (db, s) =>
    twoPages((after) => bookingHistoryPage(db, s.bookingId, 2, after)),
  'quote requests first page': (db) => quoteRequestsPage(db, { first: 50, status: 'new' }),
  'quote requests next page': (db) => twoPages((after) => quoteRequestsPage(db, { first: 50, after })),
  'quote requests search by name': (db, s) => quoteRequestsPage(db, { first: 50, search: s.customerName }),
  'quote requests search by phone': (db, s) => quoteRequestsPage(db, { first: 50, search: s.customerPhone }),
};

export const OFFICE_READS: Record<string, OfficeRead> = {
  'dashboard figures': (db, s) => dashboardFigures(db, s.today),
  // The dashboard's weekly chart (users/admin-stats.ts): 12 weeks ending with today's.
  'dashboard weekly chart': (db, s) => weeklyFigures(db, s.today, 12),
  'dashboard money owed': (db, s) => moneyOwed(db, s.today),
  "dashboard today's jobs": (db, s) => todaysJobs(db, s.today),
  'dashboard crew load': (db, s) => crewLoad(db, s.today, 7),
  // The schedule page's own query reads each booking's schedule view (covering.php?view=schedule).
  'schedule day': async (db, s) =>
    loadScheduleBookings(
      db,
      (await dayPartsBetween(db, s.today, s.today)).map((p) => p.bookingId),
    ),
  'schedule week': async (db, s) =>
    loadScheduleBookings(
      db,
      (await dayPartsBetween(db, s.today, addDays(s.today, 6))).map((p) => p.bookingId),
    ),
  'customers first page': (db) => listCustomers(db, { limit: 50, offset: 0, total: true }),
  'customers search by name': (db, s) =>
    listCustomers(db, { search: s.customerName, limit: 50, offset: 0, total: true }),
  // The record's bookings a page at a time (AdminCustomer.bookingsPage): the latest 20, then the next 20.
  "a customer's bookings": (db, s) =>
    twoPages((after) => customerBookingsPage(db, { userId: s.customerId, first: 20, after })),
  // The record's and the account's series cards (User.series): each series' visits from today, its first
  // and the count of all (a 5-year series' past visits are read only when a screen asks for them).
  "a customer's series": (db, s) => listSeries(db, s.seriesCustomerId, s.today),
  "a booking's page with history": async (db, s) =>
    Promise.all([
      loadBooking(db, s.bookingId),
      bookingHistory(db, s.bookingId),
      bookingPayments(db, s.bookingId),
    ]),
  'users list first page': (db) => listPage(db, 'users', {}),
  'users list next page': (db) => listPage(db, 'users', { next: true }),
  'users list search by name': (db, s) => listPage(db, 'users', { search: s.customerName }),
  'bookings list first page': (db) => listPage(db, 'bookings', {}),
  'bookings list next page': (db) => listPage(db, 'bookings', { next: true }),
  'bookings list by date, next page': (db) =>
    listPage(db, 'bookings', { sort: { key: 'bookingDate', dir: 'desc' }, next: true }),
  'bookings list by last change, next page': (db) =>
    listPage(db, 'bookings', { sort: { key: 'updated_at', dir: 'desc' }, next: true }),
  // The bookings screen's search (adminTableRows: a page of 50), as the office types it. The whole-list
  // search of the deprecated adminBookings (bookings/list.php) is no screen's and is not measured.
  'bookings list search by name': (db, s) => listPage(db, 'bookings', { search: s.customerName }),
  'bookings list search by e-mail': (db, s) => listPage(db, 'bookings', { search: s.customerEmail }),
  'bookings list search by phone': (db, s) => listPage(db, 'bookings', { search: s.customerPhone }),
  'bookings list search by date': (db, s) => listPage(db, 'bookings', { search: s.bookingDate }),
  ...PAGED_READS,
};
