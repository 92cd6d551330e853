import { and, asc, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { bookings, bookingSeries } from '../db/schema.js';
import { holdRanOut } from './holds.js';

const SWEEP_INTERVAL_MS = 60_000;

/** Holds cancelled per transaction: a sweep of a large backlog is many short transactions. */
export const HOLD_EXPIRY_BATCH = 200;

/**
 * Cancels up to `limit` pending bookings whose hold has run out (`held_until` passed: a checkout's 30
 * minutes, a booking made from a quote request after 7 days), so the slot is offered again: the oldest
 * holds first, read through the partial index on `held_until` of pending bookings, locked `FOR UPDATE
 * SKIP LOCKED` (a replica sweeping at the same moment takes others). A series' later visit waiting for
 * payment has no end to its hold and is left alone. Returns the ids it cancelled.
 */
export async function cancelExpiredHoldsBatch(db: Db, limit: number): Promise<number[]> {
  // One transaction: a series is never left active after its first visit's hold was cancelled.
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(holdRanOut)
      .orderBy(asc(bookings.heldUntil))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(bookings)
      .set({ status: 'cancelled', holdExpiredAt: sql`now()`, updatedAt: sql`now()`, updatedBy: null })
      .where(and(inArray(bookings.id, due), holdRanOut))
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

/**
 * Cancels every pending booking whose hold has run out, `batch` at a time (cancelExpiredHoldsBatch)
 * until a batch finds fewer: n expired holds take ceil((n + 1) / batch) transactions, each reading only
 * the holds that ran out (issue #34). Safe to run on several replicas at once. Returns the ids.
 */
export async function cancelExpiredHolds(db: Db, batch = HOLD_EXPIRY_BATCH): Promise<number[]> {
  const all: number[] = [];
  for (;;) {
    const ids = await cancelExpiredHoldsBatch(db, batch);
    all.push(...ids);
    if (ids.length < batch) return all;
  }
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
