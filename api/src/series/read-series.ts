/** Series as `series/get.php` and `series/list.php` return them (docs/api.md, "Recurring series"). */
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { bookings, bookingSeries } from '../db/schema.js';
import { loadBookings } from '../bookings/read-booking.js';
import { notFound } from '../http/errors.js';
import { outerColumn } from '../db/outer-column.js';

type Reader = Db | Tx;

/**
 * Series rows as the api answers them, each with its visits by date and slot: every visit, or with
 * `visitsFrom` only those dated that day or later and its first visit (`visitsFrom` says so in each
 * view). Either way each view counts all its visits and names its first.
 */
export async function seriesViews(
  db: Reader,
  rows: (typeof bookingSeries.$inferSelect)[],
  visitsFrom?: string,
) {
  if (rows.length === 0) return [];
  const seriesIds = rows.map((r) => r.id);
  // A programme booked with a repeating service: its first visit belongs to the repeat (`series_id`)
  // and is the programme's by `first_booking_id`.
  const firstIds = rows.flatMap((r) => (r.firstBookingId ? [r.firstBookingId] : []));
  // Showing only some visits: each series' first visit by date and slot and how many it has made are
  // read apart (an index on series_id); showing all, they are told by the visits themselves.
  const firsts =
    visitsFrom === undefined
      ? []
      : await db
          .selectDistinctOn([bookings.seriesId], {
            seriesId: bookings.seriesId,
            id: bookings.id,
            count: sql<number>`count(*) over (partition by ${bookings.seriesId})`.mapWith(Number),
          })
          .from(bookings)
          .where(inArray(bookings.seriesId, seriesIds))
          .orderBy(
            asc(bookings.seriesId),
            asc(bookings.bookingDate),
            asc(bookings.bookingTime),
            asc(bookings.id),
          );
  const shownFirsts = [...firstIds, ...firsts.map((f) => f.id)];
  const visitRows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      or(
        visitsFrom === undefined
          ? inArray(bookings.seriesId, seriesIds)
          : and(inArray(bookings.seriesId, seriesIds), sql`${bookings.bookingDate} >= ${visitsFrom}`),
        shownFirsts.length ? inArray(bookings.id, shownFirsts) : undefined,
      ),
    )
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime), asc(bookings.id));
  const visits = await loadBookings(
    db,
    visitRows.map((v) => v.id),
  );
  const firstOf = new Map(firsts.map((f) => [f.seriesId, f]));
  /** A series' first visit by date and slot and how many it has made, of all its visits. */
  const firstAndCount = (seriesId: number) => {
    const known = firstOf.get(seriesId);
    if (known || visitsFrom !== undefined) return { id: known?.id ?? null, count: known?.count ?? 0 };
    const own = visits.filter((v) => v.seriesId === seriesId); // by date and slot
    return { id: own[0]?.id ?? null, count: own.length };
  };
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    name: r.name,
    userId: r.userId,
    repeatWeeks: r.repeatWeeks,
    bookingTime: r.bookingTime,
    startDate: r.startDate,
    endDate: r.endDate,
    nextDate: r.nextDate,
    visitPrice: r.visitPrice,
    /** The crew its visits are booked for (null: none); while paused, the date the pause took effect from. */
    crewId: r.crewId,
    pausedFrom: r.pausedFrom,
    /** When its later visits are charged to a card on file (shared/src/rules/card-charge-when.ts). */
    cardChargeWhen: r.cardChargeWhen,
    firstBookingId: r.firstBookingId,
    /** Planning failed unexpectedly: when the job tries again, and the database's reason (docs/recurring.md). */
    retryAfter: r.retryAfter,
    lastError: r.lastError,
    /** The moment of its last change (a trigger sets it, migration 0074). */
    updatedAt: r.updatedAt,
    visits: visits.filter((v) => v.seriesId === r.id || v.id === r.firstBookingId),
    /** The first visit by date and slot (a programme's: its first booking). */
    firstVisitId: r.firstBookingId ?? firstAndCount(r.id).id,
    /** How many visits it has made, all of them, whatever `visits` holds. */
    visitCount: Math.max(firstAndCount(r.id).count, r.firstBookingId ? 1 : 0),
    /** `visits` holds those dated this day or later and the first (null: every visit). */
    visitsFrom: visitsFrom ?? null,
  }));
}

/** One series: every visit, or with `visitsFrom` those from that day and the first. */
export async function loadSeries(db: Reader, id: number, visitsFrom?: string) {
  const rows = await db.select().from(bookingSeries).where(eq(bookingSeries.id, id));
  const [view] = await seriesViews(db, rows, visitsFrom);
  if (!view) throw notFound('Series');
  return view;
}

/** A customer's series, newest first: every visit, or with `visitsFrom` those from that day and the first. */
export async function listSeries(db: Reader, userId: number, visitsFrom?: string) {
  const rows = await db
    .select()
    .from(bookingSeries)
    .where(eq(bookingSeries.userId, userId))
    .orderBy(desc(bookingSeries.id));
  return seriesViews(db, rows, visitsFrom);
}

/** What series and programme visits not cancelled booked from today to `weeks` weeks ahead. */
export async function seriesRevenue(db: Db, weeks: number, today = johannesburgToday()) {
  const [visits] = await db
    .select({
      amount: sql<number>`coalesce(sum(${bookings.totalPrice}), 0)`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(bookings)
    .where(
      and(
        sql`${bookings.seriesId} is not null`,
        ne(bookings.status, 'cancelled'),
        sql`${bookings.bookingDate} >= ${today}`,
        sql`${bookings.bookingDate} < ${addDays(today, weeks * 7)}`,
      ),
    );
  const [active] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookingSeries)
    .where(
      and(
        eq(bookingSeries.status, 'active'),
        sql`exists (select 1 from ${bookings} b where b.series_id = ${outerColumn(bookingSeries.id)} and b.status <> 'cancelled' and b.booking_date >= ${today})`,
      ),
    );
  return { weeks, amount: visits?.amount ?? 0, visits: visits?.count ?? 0, activeSeries: active?.n ?? 0 };
}
