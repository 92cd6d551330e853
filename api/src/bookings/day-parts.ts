/**
 * Which part of each booking falls on each day. The truth is the cells the capacity trigger wrote
 * (`booking_slots`), never `booking_date`: a job of more than a day is on every date it has cells on,
 * and its part that day runs from the start of its first cell there to the end of its last.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookingSlots } from '../db/schema.js';
import { timeOfDay } from '@greenleaf/shared/calendar/dates';
import { CELL_MINUTES } from '@greenleaf/shared/calendar/hours';

interface DayPart {
  bookingId: number;
  date: string;
  /** The first and last cell the booking holds that day (`booking_slots.slot_index`). */
  firstCell: number;
  lastCell: number;
  /** HH:mm: the start of the first cell and the end of the last. */
  from: string;
  to: string;
  /** Which of the booking's days this is (1-based), of how many. */
  day: number;
  days: number;
}

/** The one place a cell becomes a time of day: its start and end, HH:mm. */
function cellTimes(cell: number): { start: string; end: string } {
  // `booking_slots.slot_index` is a 15-minute cell: minutes since midnight / 15 (migration 0027).
  return { start: timeOfDay(cell * CELL_MINUTES), end: timeOfDay((cell + 1) * CELL_MINUTES) };
}

/**
 * The day parts of every booking with a cell between `from` and `to` (inclusive), by date then start.
 * Each part counts its day among all the booking's days (a part before `from` still counts).
 */
export async function dayPartsBetween(db: Db, from: string, to: string): Promise<DayPart[]> {
  // Grouped in the database (a day's first and last cell, which of the booking's days): a week's
  // schedule is a few hundred parts, not the thousands of cells they hold (issue #34).
  const result = (await db.execute(sql`
    with days as (
      select s.booking_id, s.slot_date, min(s.slot_index) as first_cell, max(s.slot_index) as last_cell
        from ${bookingSlots} s
       where s.booking_id in (select booking_id from ${bookingSlots}
                               where slot_date >= ${from} and slot_date <= ${to})
       group by s.booking_id, s.slot_date
    ), counted as (
      select days.*, row_number() over (partition by booking_id order by slot_date) as day,
             count(*) over (partition by booking_id) as days
        from days
    )
    select booking_id, slot_date::text as date, first_cell, last_cell, day, days
      from counted
     where slot_date >= ${from} and slot_date <= ${to}
     order by slot_date, first_cell, booking_id`)) as unknown as { rows: PartRow[] };
  return result.rows.map((r) => {
    const firstCell = Number(r.first_cell);
    const lastCell = Number(r.last_cell);
    return {
      bookingId: Number(r.booking_id),
      date: r.date,
      firstCell,
      lastCell,
      from: cellTimes(firstCell).start,
      to: cellTimes(lastCell).end,
      day: Number(r.day),
      days: Number(r.days),
    };
  });
}

/** A row of the parts' query (counts come back as text or bigint, hence `Number`). */
interface PartRow {
  booking_id: number | string;
  date: string;
  first_cell: number | string;
  last_cell: number | string;
  day: number | string;
  days: number | string;
}
