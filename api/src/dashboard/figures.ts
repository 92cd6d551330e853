/**
 * Work done and money received in a period (docs/product.md, "The admin area", Dashboard): visits by
 * the date of the visit, bookings made by the date they were made, money by the date it moved.
 */
import { and, between, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, payments } from '../db/schema.js';
import { madeAtCheckout } from '../bookings/made-at-checkout.js';
import { completedPayment, johannesburgDate, liveVisit } from './rules.js';
import { monthOf, weekOf, weeksEndingWith, type Period } from './periods.js';

interface PeriodFigures extends Period {
  /** Visits that day range that are done (completed). */
  visitsCompleted: number;
  /** Visits of the range still to do or in hand (confirmed, or pending within their hold or pay-later). */
  visitsScheduled: number;
  /** Bookings made by a checkout in the range and not cancelled. */
  bookingsMade: number;
  /** Rand of complete payments received in the range. */
  received: number;
  /** Rand paid back (refunds marked made) in the range. */
  refunded: number;
  /** received - refunded. */
  moneyReceived: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;
const num = (q: SQL<number>) => q.mapWith(Number);

async function periodFigures(db: Db, period: Period): Promise<PeriodFigures> {
  const { from, to } = period;
  const [[work], [made], [money]] = await Promise.all([
    db
      .select({
        completed: num(sql<number>`count(*) filter (where ${bookings.status} = 'completed')`),
        scheduled: num(sql<number>`count(*) filter (where ${bookings.status} <> 'completed')`),
      })
      .from(bookings)
      .where(and(between(bookings.bookingDate, from, to), liveVisit)),
    db
      .select({ count: num(sql<number>`count(*)`) })
      .from(bookings)
      .where(
        and(
          madeAtCheckout,
          liveVisit,
          sql`${johannesburgDate(bookings.createdAt)} between ${from} and ${to}`,
        ),
      ),
    db
      .select({
        received: num(
          sql<number>`coalesce(sum(${payments.amount}) filter (where ${johannesburgDate(payments.createdAt)} between ${from} and ${to}), 0)`,
        ),
        refunded: num(
          sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.refundStatus} = 'refunded' and ${johannesburgDate(payments.refundedAt)} between ${from} and ${to}), 0)`,
        ),
      })
      .from(payments)
      .where(completedPayment),
  ]);
  const received = cents(money?.received ?? 0);
  const refunded = cents(money?.refunded ?? 0);
  return {
    from,
    to,
    visitsCompleted: work?.completed ?? 0,
    visitsScheduled: work?.scheduled ?? 0,
    bookingsMade: made?.count ?? 0,
    received,
    refunded,
    moneyReceived: cents(received - refunded),
  };
}

/** The week and the month holding `today`. */
export async function dashboardFigures(db: Db, today: string) {
  const [thisWeek, thisMonth] = await Promise.all([
    periodFigures(db, weekOf(today)),
    periodFigures(db, monthOf(today)),
  ]);
  return { today, thisWeek, thisMonth };
}

/** The weekly chart: the `count` weeks ending with today's, oldest first, by the same rules. */
export async function weeklyFigures(db: Db, today: string, count: number) {
  return Promise.all(weeksEndingWith(today, count).map((week) => periodFigures(db, week)));
}
