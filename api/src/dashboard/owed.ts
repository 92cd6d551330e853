/**
 * Money owed either way (docs/product.md, "The admin area", Dashboard): refunds due to customers
 * (payments marked `refund_status = 'due'`) and what customers owe for visits not paid, each with a
 * sum, a count, the oldest date and the oldest items, linked to their bookings.
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, payments, users } from '../db/schema.js';
import { owedBackAmount } from '../bookings/refunds.js';
import { outerColumn } from '../db/outer-column.js';
import { johannesburgDate, owedOnBooking, unpaidVisit } from './rules.js';

/** Items listed under each figure (the sum and count cover all). */
const LISTED = 20;

const cents = (n: number) => Math.round(n * 100) / 100;

const owedItem = {
  bookingId: bookings.id,
  guidId: bookings.guidId,
  bookingDate: bookings.bookingDate,
  bookingTime: bookings.bookingTime,
  status: bookings.status,
  customerId: bookings.userId,
  // By the customer's key for each item listed (a join would hash the whole users table: issue #34).
  customerName: sql<
    string | null
  >`(select ${users.name} from ${users} where ${users.id} = ${outerColumn(bookings.userId)})`,
};

async function refundsDue(db: Db) {
  const due = eq(payments.refundStatus, 'due');
  const [[totals], items] = await Promise.all([
    db
      .select({
        amount: sql<number>`coalesce(sum(${owedBackAmount}), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
        oldest: sql<string | null>`min(${johannesburgDate(payments.createdAt)})::text`,
      })
      .from(payments)
      .where(due),
    db
      .select({
        ...owedItem,
        amount: owedBackAmount,
        since: sql<string>`${johannesburgDate(payments.createdAt)}::text`,
        reason: payments.refundReason,
      })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(due)
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(LISTED),
  ]);
  return {
    amount: cents(totals?.amount ?? 0),
    count: totals?.count ?? 0,
    oldest: totals?.oldest ?? null,
    items,
  };
}

async function unpaid(db: Db, today: string) {
  const where: SQL = unpaidVisit(today);
  const [[totals], items] = await Promise.all([
    db
      .select({
        amount: sql<number>`coalesce(sum(${owedOnBooking}), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
        oldest: sql<string | null>`min(${bookings.bookingDate})::text`,
      })
      .from(bookings)
      .where(where),
    db
      .select({
        ...owedItem,
        amount: sql<number>`${owedOnBooking}`.mapWith(Number),
        since: sql<string | null>`${bookings.bookingDate}::text`,
        reason: sql<string | null>`null`,
      })
      .from(bookings)
      .where(where)
      .orderBy(asc(bookings.bookingDate), asc(bookings.id))
      .limit(LISTED),
  ]);
  return {
    amount: cents(totals?.amount ?? 0),
    count: totals?.count ?? 0,
    oldest: totals?.oldest ?? null,
    items: items.map((i) => ({ ...i, amount: cents(i.amount) })),
  };
}

/** Refunds due and unpaid amounts, as of `today` (a series' later visit is owed from its day). */
export async function moneyOwed(db: Db, today: string) {
  const [due, owed] = await Promise.all([refundsDue(db), unpaid(db, today)]);
  return { refundsDue: due, unpaid: owed };
}
