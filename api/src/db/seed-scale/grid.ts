/**
 * The generated business's diary: its working days and, per day, which (start, crew) cells are taken,
 * so no two generated visits share a crew's slot and no slot holds more visits than there are crews
 * (what the capacity trigger enforces).
 */
import { addDays, weekdayOf } from '@greenleaf/shared/calendar/dates';
import { slotLabel } from '@greenleaf/shared/calendar/hours';

/** The business's hours: Monday to Saturday 07:00-17:00 in 30-minute slots (20 starts a day). */
export const SCALE_CALENDAR = { opensAt: 7 * 60, closesAt: 17 * 60, slotMinutes: 30 } as const;
export const STARTS_PER_DAY = (SCALE_CALENDAR.closesAt - SCALE_CALENDAR.opensAt) / SCALE_CALENDAR.slotMinutes;

export const startLabel = (start: number): string =>
  slotLabel(SCALE_CALENDAR.opensAt + start * SCALE_CALENDAR.slotMinutes, SCALE_CALENDAR.slotMinutes);

export interface Cell {
  date: string;
  /** 0 .. STARTS_PER_DAY - 1. */
  start: number;
  /** 0 .. crews - 1. */
  crew: number;
}

export class Diary {
  private readonly taken = new Map<string, Uint8Array>();

  constructor(
    readonly crews: number,
    private readonly closed: ReadonlySet<string>,
  ) {}

  isWorkingDay(date: string): boolean {
    return weekdayOf(date) !== 0 && !this.closed.has(date);
  }

  private day(date: string): Uint8Array {
    let cells = this.taken.get(date);
    if (!cells) {
      cells = new Uint8Array(STARTS_PER_DAY * this.crews);
      this.taken.set(date, cells);
    }
    return cells;
  }

  /** Takes the cell when it is free on a working day; false otherwise. */
  take(cell: Cell): boolean {
    if (!this.isWorkingDay(cell.date)) return false;
    const cells = this.day(cell.date);
    const i = cell.start * this.crews + cell.crew;
    if (cells[i]) return false;
    cells[i] = 1;
    return true;
  }

  /** How many cells of the day are taken. */
  used(date: string): number {
    return this.day(date).reduce((n, v) => n + v, 0);
  }

  /** The day's free cells. */
  free(date: string): Cell[] {
    const cells = this.day(date);
    const out: Cell[] = [];
    cells.forEach((v, i) => {
      if (!v) out.push({ date, start: Math.floor(i / this.crews), crew: i % this.crews });
    });
    return out;
  }
}

/** Every date from `from` to `to` inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}
