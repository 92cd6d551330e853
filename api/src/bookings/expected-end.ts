import { sql } from 'drizzle-orm';
import { timeOfDay } from '@greenleaf/shared/calendar/dates';
import { CELL_MINUTES } from '@greenleaf/shared/calendar/hours';
import type { Db, Tx } from '../db/client.js';
import { idArray } from '../db/id-list.js';

/** Where a visit's work is expected to end: a date and the end of its last cell, `HH:MM`. */
type VisitEnd = { date: string; time: string };

/** The end of a cell: `cell` is its index in the day (CELL_MINUTES each from midnight). */
export const cellEnd = (date: string, cell: number): VisitEnd => ({
  date,
  time: timeOfDay((cell + 1) * CELL_MINUTES),
});

/**
 * Where the work of bookings that hold no cells (cancelled, or an unpaid hold that ran out) would end
 * by their date, time and length: the covering rule's last cell (`booking_expected_last_cell`,
 * migration 0040), so a cancelled visit is still told by its start and its expected end. A time the
 * calendar no longer offers has none. One query for any number.
 */
export async function expectedEnds(db: Db | Tx, ids: readonly number[]): Promise<Map<number, VisitEnd>> {
  if (ids.length === 0) return new Map();
  const result = (await db.execute(sql`
    select b.id, e.slot_date::text as date, e.slot_index as cell
      from bookings b,
           lateral booking_expected_last_cell(b.id, b.booking_date, b.booking_time, b.duration_minutes,
                                              b.break_date, b.resume_date, b.resume_time) e
     where b.id = any(${idArray(ids)})
       and b.booking_date is not null and b.booking_time is not null`)) as unknown as {
    rows: { id: number; date: string; cell: number }[];
  };
  return new Map(result.rows.map((r) => [Number(r.id), cellEnd(r.date, Number(r.cell))]));
}
