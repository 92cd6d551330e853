/**
 * The schedule's grid, computed from the bookings: a column per crew (active crews, then inactive ones
 * still holding bookings) and one for unassigned bookings in the day view, a column per day in the week
 * view, and a row per slot. A booking sits in the cell of its start slot and spans the rows of the
 * slots its work covers (`gridCells`) where no other booking of its column starts in them; where one
 * does (an unassigned column, a week's day), both stay in their start rows, the longer card as tall as
 * its work. Work of more than a day is on every day it covers: the gateway's day parts (`placeParts`)
 * say where it starts and ends that day.
 */
import { addDays } from '@greenleaf/shared/calendar/dates';
import { DEFAULT_SLOT_MINUTES, slotsFor } from '@greenleaf/shared/calendar/hours';
import { formatShortDay } from '@greenleaf/shared/format/dates';
interface ScheduleCrew {
  id: string;
  name: string;
  colour: string;
  active: boolean;
}

interface ScheduleBooking {
  guidId: string;
  bookingDate: string;
  bookingTime: string;
  durationMinutes: number;
  crew?: { id: string } | null;
  /** The rows its part of that day covers (a day part); else from its minutes. */
  rows?: number;
}

export const UNASSIGNED = 'unassigned';

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A row's minutes: the company's slot granularity, as its label says ('10:00 - 10:45' is 45). */
const slotMinutes = (label: string | undefined): number =>
  label ? Math.max(1, minutesOf(label.slice(8, 13)) - minutesOf(label.slice(0, 5))) : DEFAULT_SLOT_MINUTES;

export interface Column {
  key: string;
  label: string;
  /** What a drop in this column changes: the crew (day view) or the day (week view). */
  crewId?: string | null;
  date?: string;
  colour?: string;
}

/** Monday of the week `date` is in. */
export function weekStart(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** How many slot rows a booking covers on its first day (at least 1, at most the rest of the day). */
export function rowsCovered(booking: ScheduleBooking, slots: readonly string[]): number {
  const start = slots.indexOf(booking.bookingTime);
  const wanted = booking.rows ?? slotsFor(booking.durationMinutes, slotMinutes(slots[0]));
  return Math.max(1, Math.min(wanted, slots.length - Math.max(0, start)));
}

export function dayColumns(crews: readonly ScheduleCrew[], bookings: readonly ScheduleBooking[]): Column[] {
  const used = new Set(bookings.map((b) => b.crew?.id).filter(Boolean));
  return [
    ...crews
      .filter((c) => c.active || used.has(c.id))
      .map((c) => ({
        key: c.id,
        label: c.active ? c.name : `${c.name} (inactive)`,
        crewId: c.id,
        colour: c.colour,
      })),
    { key: UNASSIGNED, label: 'Unassigned', crewId: null },
  ];
}

export function weekColumns(from: string): Column[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(from, i);
    return { key: date, label: formatShortDay(date), date };
  });
}

/** The column a booking is shown in. */
function columnOf(booking: ScheduleBooking, view: 'day' | 'week'): string {
  return view === 'week' ? booking.bookingDate : (booking.crew?.id ?? UNASSIGNED);
}

/** Bookings by `${column} ${slot}` of their start. */
export function cells<T extends ScheduleBooking>(
  bookings: readonly T[],
  view: 'day' | 'week',
): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const b of bookings) {
    const key = `${columnOf(b, view)} ${b.bookingTime}`;
    map.set(key, [...(map.get(key) ?? []), b]);
  }
  return map;
}

/** One cell of a column: the bookings that start in its first row, and how many rows it spans. */
interface GridCell<T> {
  slot: string;
  rows: number;
  bookings: T[];
}

/**
 * The cells of one column, top to bottom: a lone booking spans the rows its work covers when no other
 * booking of the column starts in them (so a crew's long job is one tall card); rows it covers get no
 * cell of their own.
 */
export function gridCells<T extends ScheduleBooking>(
  columnBookings: ReadonlyMap<string, readonly T[]>,
  slots: readonly string[],
): GridCell<T>[] {
  const out: GridCell<T>[] = [];
  for (let row = 0; row < slots.length;) {
    const slot = slots[row]!;
    const starting = [...(columnBookings.get(slot) ?? [])];
    let rows = 1;
    if (starting.length === 1) {
      const covered = rowsCovered(starting[0]!, slots);
      const clear = slots.slice(row + 1, row + covered).every((s) => !columnBookings.get(s)?.length);
      if (clear) rows = covered;
    }
    out.push({ slot, rows, bookings: starting });
    row += rows;
  }
  return out;
}

/** A booking's part on one day as the gateway tells it: from and to (HH:mm), day n of days. */
interface DayPart {
  date: string;
  from: string;
  to: string;
  day: number;
  days: number;
  booking: { guidId: string };
}

/** A booking placed on one day of the grid: on that date, in the row its part starts, spanning its part. */
export type Placed<B> = B & { bookingDate: string; bookingTime: string; rows: number; part: DayPart };

/**
 * Each day part as a card on the grid: the booking on the part's date, starting in the row whose slot
 * starts at the part's start (or the last one before), covering the slots between its start and end.
 */
export function placeParts<B extends ScheduleBooking>(
  parts: readonly DayPart[],
  bookings: readonly B[],
  slots: readonly string[],
): Placed<B>[] {
  const byGuid = new Map(bookings.map((b) => [b.guidId, b]));
  return parts.flatMap((part) => {
    const booking = byGuid.get(part.booking.guidId);
    if (!booking) return [];
    const starts = slots.filter((s) => s.slice(0, 5) <= part.from);
    const start =
      slots.find((s) => s.slice(0, 5) === part.from) ?? starts.at(-1) ?? slots[0] ?? booking.bookingTime;
    const rows = slots.filter((s) => s.slice(0, 5) >= part.from && s.slice(-5) <= part.to).length;
    return [{ ...booking, bookingDate: part.date, bookingTime: start, rows: Math.max(1, rows), part }];
  });
}
