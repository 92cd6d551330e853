/**
 * Which part of each booking falls on each day. The truth is the cells the capacity trigger wrote
 * (`booking_slots`), never `booking_date`: a job of more than a day is on every date it has cells on,
 * and its part that day runs from the start of its first cell there to the end of its last.
 */
import { and, asc, gte, inArray, lte } from 'drizzle-orm';
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
  const inRange = await db
    .selectDistinct({ bookingId: bookingSlots.bookingId })
    .from(bookingSlots)
    .where(and(gte(bookingSlots.slotDate, from), lte(bookingSlots.slotDate, to)));
  if (inRange.length === 0) return [];
  const cells = await db
    .select({ bookingId: bookingSlots.bookingId, date: bookingSlots.slotDate, cell: bookingSlots.slotIndex })
    .from(bookingSlots)
    .where(
      inArray(
        bookingSlots.bookingId,
        inRange.map((r) => r.bookingId),
      ),
    )
    .orderBy(asc(bookingSlots.bookingId), asc(bookingSlots.slotDate), asc(bookingSlots.slotIndex));
  const byBooking = new Map<number, Map<string, number[]>>();
  for (const c of cells) {
    const days = byBooking.get(c.bookingId) ?? new Map<string, number[]>();
    days.set(c.date, [...(days.get(c.date) ?? []), c.cell]);
    byBooking.set(c.bookingId, days);
  }
  const parts: DayPart[] = [];
  for (const [bookingId, days] of byBooking) {
    const dates = [...days.keys()].sort();
    dates.forEach((date, i) => {
      if (date < from || date > to) return;
      const held = days.get(date)!;
      const firstCell = Math.min(...held);
      const lastCell = Math.max(...held);
      parts.push({
        bookingId,
        date,
        firstCell,
        lastCell,
        from: cellTimes(firstCell).start,
        to: cellTimes(lastCell).end,
        day: i + 1,
        days: dates.length,
      });
    });
  }
  return parts.sort(
    (a, b) => a.date.localeCompare(b.date) || a.firstCell - b.firstCell || a.bookingId - b.bookingId,
  );
}
