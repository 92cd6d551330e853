/**
 * Cancelling part of a seasonal programme (docs/recurring.md, "Giving up a programme"), the one rule
 * every cancel path follows (the customer's Cancel, the manage link, the office's status change, a
 * skip), through `moveBooking`:
 * - cancelling the programme's first visit (the one carrying its price) gives the programme up: every
 *   visit of it not done yet is cancelled with it, and what is owed back is the share of the visits
 *   not done (what was paid x visits not done / all visits, in cents, the rest to the last share): all
 *   of it when none is done. Never a refund while visits stay booked.
 * - cancelling or skipping one later visit owes nothing back: the other visits stay booked, and its
 *   share is owed back only if the programme is given up (it then counts as not done).
 * A visit is done once completed or started. `cancelPreview` answers what a cancel would do, for the
 * customer's and the office's confirmation.
 */
import { isChangeableStatus } from '@greenleaf/shared/booking-status-moves';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { bookings, bookingSeries, payments } from '../db/schema.js';
import { notFound } from '../http/errors.js';

type Visit = { status: string; startedAt: string | null };

const visitColumns = {
  id: bookings.id,
  guidId: bookings.guidId,
  bookingDate: bookings.bookingDate,
  bookingTime: bookings.bookingTime,
  status: bookings.status,
  startedAt: bookings.startedAt,
};

const isDone = (v: Visit) => v.status === 'completed' || v.startedAt !== null;
const isLive = (v: Visit) => isChangeableStatus(v.status) && v.startedAt === null;

/**
 * The cents owed back when a programme paid `paidCents` is given up: each visit's share is the paid
 * amount divided by the visits (whole cents), the last share taking the rest; the shares of the
 * visits not done (`done[i]` false, visits in date order) are owed.
 */
export function programmeShareOwed(paidCents: number, done: readonly boolean[]): number {
  if (done.length === 0) return 0;
  const share = Math.floor(paidCents / done.length);
  return done.reduce(
    (owed, d, i) => (d ? owed : owed + (i === done.length - 1 ? paidCents - share * i : share)),
    0,
  );
}

/** The programme whose first visit is `bookingId`, with every visit in date order; null for none. */
async function programmeOfFirstVisit(tx: Db | Tx, bookingId: number) {
  const [series] = await tx
    .select({ id: bookingSeries.id })
    .from(bookingSeries)
    .where(and(eq(bookingSeries.firstBookingId, bookingId), eq(bookingSeries.kind, 'programme')));
  if (!series) return null;
  const [first] = await tx.select(visitColumns).from(bookings).where(eq(bookings.id, bookingId));
  const later = await tx
    .select(visitColumns)
    .from(bookings)
    .where(and(eq(bookings.seriesId, series.id), sql`${bookings.id} <> ${bookingId}`))
    .orderBy(asc(bookings.bookingDate), asc(bookings.id));
  return { seriesId: series.id, first: first!, visits: [first!, ...later] };
}

/** The cents the booking's customer paid and keeps paid: its completed payments not owed back. */
async function keptCents(tx: Db | Tx, bookingId: number): Promise<number> {
  const [row] = await tx
    .select({
      kept: sql<number>`coalesce(sum(${payments.amount}) filter (where upper(${payments.status}) = 'COMPLETE' and ${payments.refundStatus} is null), 0)`.mapWith(
        Number,
      ),
      count: sql<number>`count(*)`.mapWith(Number),
      paidAt: sql<
        string | null
      >`(select ${bookings.paidAt}::text from ${bookings} where ${bookings.id} = ${bookingId})`,
      total:
        sql<number>`(select ${bookings.totalPrice} from ${bookings} where ${bookings.id} = ${bookingId})`.mapWith(
          Number,
        ),
    })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
  // A booking marked paid before payments were kept paid its total.
  const rand = row!.count === 0 ? (row!.paidAt ? row!.total : 0) : row!.kept;
  return Math.round(rand * 100);
}

/**
 * What cancelling the booking would do: the visits it cancels (itself first when it can be cancelled)
 * and the rand owed back. Read-only; 404 for no such booking.
 */
export async function cancelPreview(db: Db, key: number | string) {
  const [b] = await db
    .select(visitColumns)
    .from(bookings)
    .where(typeof key === 'number' ? eq(bookings.id, key) : eq(bookings.guidId, key));
  if (!b) throw notFound('Booking');
  const programme = await programmeOfFirstVisit(db, b.id);
  const paid = await keptCents(db, b.id);
  if (!programme) {
    const [series] = await db
      .select({ kind: bookingSeries.kind })
      .from(bookings)
      .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
      .where(eq(bookings.id, b.id));
    return {
      id: b.id,
      programme: false,
      laterProgrammeVisit: series?.kind === 'programme',
      visits: isLive(b) ? [b] : [],
      refundDue: isLive(b) ? paid / 100 : 0,
      doneVisits: 0,
      allVisits: 1,
    };
  }
  const done = programme.visits.map(isDone);
  const live = isLive(b);
  return {
    id: b.id,
    programme: true,
    laterProgrammeVisit: false,
    visits: live ? programme.visits.filter(isLive) : [],
    refundDue: live ? programmeShareOwed(paid, done) / 100 : 0,
    doneVisits: done.filter(Boolean).length,
    allVisits: done.length,
  };
}

/**
 * Called by `moveBooking` in its transaction once `bookingId` is cancelled: when it is a programme's
 * first visit, cancels the programme's other visits not done and leaves owed back only the share of
 * the visits not done (the cancel marked all of the payment owed). Nothing for any other booking.
 */
export async function giveUpProgramme(tx: Tx, bookingId: number, updatedBy: number | null) {
  const programme = await programmeOfFirstVisit(tx, bookingId);
  if (!programme) return;
  const cancel = programme.visits.filter((v) => v.id !== bookingId && isLive(v)).map((v) => v.id);
  if (cancel.length) {
    await tx
      .update(bookings)
      .set({ status: 'cancelled', updatedAt: sql`now()`, updatedBy })
      .where(inArray(bookings.id, cancel));
  }
  // The first visit counts as not done: it has just been cancelled.
  const done = programme.visits.map((v) => v.id !== bookingId && isDone(v));
  const owed = await tx
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.refundStatus, 'due'),
        eq(payments.refundReason, 'cancelled'),
        isNull(payments.refundAmount),
      ),
    )
    .orderBy(asc(payments.id));
  const paidCents = owed.reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
  let keep = paidCents - programmeShareOwed(paidCents, done);
  // The done visits' share stays paid, taken from the payments in order.
  for (const p of owed) {
    if (keep <= 0) break;
    const cents = Math.round(p.amount * 100);
    const kept = Math.min(cents, keep);
    keep -= kept;
    await tx
      .update(payments)
      .set(
        kept === cents ? { refundStatus: null, refundReason: null } : { refundAmount: (cents - kept) / 100 },
      )
      .where(eq(payments.id, p.id));
  }
  if (paidCents > 0 && programmeShareOwed(paidCents, done) === 0) {
    await tx.update(bookings).set({ refundStatus: null }).where(eq(bookings.id, bookingId));
  }
}
