import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, bookingSlots } from '../db/schema.js';
import { holdsItsPlace } from './holds.js';
import { BOOKING_SLOTS } from './slots.js';

interface SlotDay {
  date: string;
  /** Every slot of the day in order, with the bookings holding it and how many it takes. */
  slots: { bookingTime: string; taken: number; capacity: number }[];
}

/** Places per slot now: the number of active crews, or the `slot_capacity` setting while none exist. */
export async function slotCapacity(db: Db): Promise<number> {
  // Both drivers (pg, PGlite) answer `execute` with `{ rows }`.
  const result = (await db.execute(sql`select slot_capacity() as capacity`)) as unknown as {
    rows: { capacity: number | string }[];
  };
  return Number(result.rows[0]!.capacity);
}

const addDays = (date: string, n: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * `days` days from `from`: each slot with the number of bookings covering it, by the capacity
 * trigger's rule (`holdsItsPlace`),
 * counted from `booking_slots`, so a long job holds every slot it covers.
 */
export async function slotDays(db: Db, from: string, days: number): Promise<SlotDay[]> {
  const to = addDays(from, days);
  const rows = await db
    .select({
      date: bookingSlots.slotDate,
      index: bookingSlots.slotIndex,
      taken: sql<number>`count(*)`.mapWith(Number),
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .where(and(gte(bookingSlots.slotDate, from), lt(bookingSlots.slotDate, to), holdsItsPlace))
    .groupBy(bookingSlots.slotDate, bookingSlots.slotIndex);
  const taken = new Map(rows.map((r) => [`${r.date} ${r.index}`, r.taken]));
  const capacity = await slotCapacity(db);
  return Array.from({ length: days }, (_, d) => {
    const date = addDays(from, d);
    return {
      date,
      slots: BOOKING_SLOTS.map((bookingTime, i) => ({
        bookingTime,
        taken: taken.get(`${date} ${i}`) ?? 0,
        capacity,
      })),
    };
  });
}
