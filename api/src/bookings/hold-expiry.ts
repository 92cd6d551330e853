import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { bookings, bookingSeries } from '../db/schema.js';
import { HOLD_MINUTES } from './slots.js';

const SWEEP_INTERVAL_MS = 60_000;

/** A booking the office made from a quote request is held for a week: the customer pays from an e-mail. */
const QUOTE_HOLD_DAYS = 7;

/**
 * Cancels every pending booking created more than 30 minutes ago (its slot hold has run out), so the
 * slot is offered again; a booking made from a quote request (idempotency key `quote-<id>`) after
 * 7 days. Returns the ids it cancelled. Safe to run on several replicas at once.
 */
export async function cancelExpiredHolds(db: Db): Promise<number[]> {
  // One transaction: a series is never left active after its first visit's hold was cancelled.
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({ status: 'cancelled', holdExpiredAt: sql`now()`, updatedAt: sql`now()`, updatedBy: null })
      .where(
        and(
          eq(bookings.status, 'pending'),
          // A series' later visit waits for its payment from the reminder; it holds its place until then.
          eq(bookings.payLater, false),
          sql`${bookings.createdAt} < now() - case when ${bookings.idempotencyKey} like 'quote-%'
          then make_interval(days => ${QUOTE_HOLD_DAYS}) else make_interval(mins => ${HOLD_MINUTES}) end`,
        ),
      )
      .returning({ id: bookings.id });
    const ids = rows.map((r) => r.id);
    // A series whose first visit was never paid ends with it (a late payment starts it again).
    if (ids.length) {
      await tx
        .update(bookingSeries)
        .set({ status: 'stopped', updatedAt: sql`now()`, updatedBy: null })
        .where(inArray(bookingSeries.firstBookingId, ids));
    }
    return ids;
  });
}

/** Runs `cancelExpiredHolds` every 60 s (and once shortly after start); returns a stop function. */
export function startHoldExpiry(db: Db, log: FastifyBaseLogger, intervalMs = SWEEP_INTERVAL_MS): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const ids = await cancelExpiredHolds(db);
      if (ids.length) log.info({ bookingIds: ids }, 'cancelled pending bookings whose hold expired');
    } catch (err) {
      log.error({ err }, 'hold expiry sweep failed');
    }
    // The next sweep is scheduled after this one ends, so sweeps never overlap.
    if (!stopped) timer = setTimeout(() => void run(), intervalMs).unref();
  };
  timer = setTimeout(() => void run(), 1_000).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
