/**
 * Where a series visit goes: its planned slot, else the nearest free slot on the same day (closest
 * start first, the earlier on a tie), else on the following day(s) in the same order. The capacity
 * trigger decides each try (GL001 for a full slot, GL003 for work that would not end by the day's
 * last slot) inside a savepoint, so a refused try leaves nothing behind and the transaction goes on.
 */
import type { Tx } from '../db/client.js';
import { pgErrorCode, SLOT_FULL, WORK_DOES_NOT_FIT } from '../bookings/pg-error.js';
import { BOOKING_SLOTS } from '../bookings/slots.js';

export const addDays = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The slots of a day by their distance from `time` (the planned one first, earlier before later on a tie). */
function slotsNearest(time: string): string[] {
  const at = Math.max(0, BOOKING_SLOTS.indexOf(time as (typeof BOOKING_SLOTS)[number]));
  return BOOKING_SLOTS.map((slot, i) => ({ slot, d: Math.abs(i - at), i }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((s) => s.slot);
}

/** Every (date, slot) to try, in order: the planned day, then `extraDays` days after it. */
function placementOrder(date: string, time: string, extraDays: number): [string, string][] {
  const order: [string, string][] = [];
  for (let d = 0; d <= extraDays; d++) {
    const day = addDays(date, d);
    for (const slot of slotsNearest(time)) order.push([day, slot]);
  }
  return order;
}

/**
 * Tries `insert(date, time)` at each place in turn until the trigger takes one; the place taken and
 * what `insert` returned, or null when every place was full (or `insert` returned null: already there).
 */
export async function placeVisit<T>(
  tx: Tx,
  date: string,
  time: string,
  extraDays: number,
  insert: (sp: Tx, date: string, time: string) => Promise<T | null>,
): Promise<{ date: string; time: string; value: T } | null> {
  for (const [day, slot] of placementOrder(date, time, extraDays)) {
    try {
      const value = await tx.transaction((sp) => insert(sp, day, slot));
      return value === null ? null : { date: day, time: slot, value };
    } catch (err) {
      // Full, or the work would run past the day's last slot from there: the next place.
      const code = pgErrorCode(err);
      if (code !== SLOT_FULL && code !== WORK_DOES_NOT_FIT) throw err;
    }
  }
  return null;
}
