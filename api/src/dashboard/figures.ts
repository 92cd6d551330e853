/**
 * Work done and money received in a period (docs/product.md, "The admin area", Dashboard): visits by
 * the date of the visit, bookings made by the date they were made, money by the date it moved.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, payments } from '../db/schema.js';
import { madeAtCheckout } from '../bookings/made-at-checkout.js';
import { owedBackAmount } from '../bookings/refunds.js';
import { completedPayment, liveVisit, onJohannesburgDates } from './rules.js';
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

/**
 * Each period's figures in one query (one row per period, in order), each rule as `rules.ts` says. Every
 * count and sum reads its period's range through an index (visits by `bookings_date_id_idx`, bookings made
 * by `bookings_created_idx`, money by `payments_created_idx` / `payments_refunded_idx`, migration 0063), so
 * the cost follows the period, not the years of history.
 */
async function periodsFigures(db: Db, periods: Period[]): Promise<PeriodFigures[]> {
  const list = sql.join(
    periods.map((p, i) => sql`(${i}::int, ${p.from}::date, ${p.to}::date)`),
    sql`, `,
  );
  const inPeriod = (day: SQL) => sql`${day} between p.f and p.t`;
  const result = (await db.execute(sql`
    select
      (select count(*) from ${bookings}
        where ${bookings.status} = 'completed' and ${inPeriod(sql`${bookings.bookingDate}`)} and ${liveVisit}) as completed,
      (select count(*) from ${bookings}
        where ${bookings.status} <> 'completed' and ${inPeriod(sql`${bookings.bookingDate}`)} and ${liveVisit}) as scheduled,
      (select count(*) from ${bookings}
        where ${madeAtCheckout} and ${liveVisit} and ${onJohannesburgDates(bookings.createdAt, sql`p.f`, sql`p.t`)}) as made,
      (select coalesce(sum(${payments.amount}), 0) from ${payments}
        where ${completedPayment} and ${onJohannesburgDates(payments.createdAt, sql`p.f`, sql`p.t`)}) as received,
      (select coalesce(sum(${owedBackAmount}), 0) from ${payments}
        where ${completedPayment} and ${payments.refundStatus} = 'refunded'
          and ${onJohannesburgDates(payments.refundedAt, sql`p.f`, sql`p.t`)}) as refunded
    from (values ${list}) as p(i, f, t)
    order by p.i
  `)) as unknown as {
    rows: Record<'completed' | 'scheduled' | 'made' | 'received' | 'refunded', string | number>[];
  };
  return periods.map((period, i) => {
    const row = result.rows[i]!;
    const received = cents(Number(row.received));
    const refunded = cents(Number(row.refunded));
    return {
      ...period,
      visitsCompleted: Number(row.completed),
      visitsScheduled: Number(row.scheduled),
      bookingsMade: Number(row.made),
      received,
      refunded,
      moneyReceived: cents(received - refunded),
    };
  });
}

/** The week and the month holding `today`. */
export async function dashboardFigures(db: Db, today: string) {
  const [thisWeek, thisMonth] = await periodsFigures(db, [weekOf(today), monthOf(today)]);
  return { today, thisWeek: thisWeek!, thisMonth: thisMonth! };
}

/** The weekly chart: the `count` weeks ending with today's, oldest first, by the same rules. */
export async function weeklyFigures(db: Db, today: string, count: number) {
  return periodsFigures(db, weeksEndingWith(today, count));
}
