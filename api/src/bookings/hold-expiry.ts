import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { bookings, bookingSeries } from '../db/schema.js';
import { holdRanOut } from './holds.js';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Cancels every pending booking whose hold has run out (`held_until` passed: a checkout's 30 minutes,
 * a booking made from a quote request after 7 days), so the slot is offered again. A series' later
 * visit waiting for payment has no end to its hold and is left alone. Returns the ids it cancelled.
 * Safe to run on several replicas at once.
 */
export async function cancelExpiredHolds(db: Db): Promise<number[]> {
  // One transaction: a series is never left active after its first visit's hold was cancelled.
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({ status: 'cancelled', holdExpiredAt: sql`now()`, updatedAt: sql`now()`, updatedBy: null })
      .where(holdRanOut)
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
