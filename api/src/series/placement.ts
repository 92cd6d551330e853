/**
 * Where a series visit goes: its planned start, else the nearest start on the same day (closest start
 * first, the earlier on a tie), else on the following working day(s) in the same order. The starts of a
 * day are the company's calendar's (its working hours at the slot granularity; none on a closed day).
 * The capacity trigger decides each try (GL001 for a full slot, GL003 for work that would not end by the
 * close, GL027 for a time the calendar does not offer) inside a savepoint, so a refused try leaves
 * nothing behind and the transaction goes on.
 */
import { addDays } from '@greenleaf/shared/calendar/dates';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { CLOSED_TIME, pgErrorCode, SLOT_FULL, WORK_DOES_NOT_FIT } from '../bookings/pg-error.js';

/** How far past the planned day the search for working days goes at most. */
const MAX_CALENDAR_DAYS = 31;

const minutesOf = (label: string): number => Number(label.slice(0, 2)) * 60 + Number(label.slice(3, 5));

/** The day's start labels by the calendar, in order (none on a day not worked). */
async function dayStarts(tx: Tx, day: string): Promise<string[]> {
  const result = (await tx.execute(sql`
    select to_char(time '00:00' + t * interval '1 minute', 'HH24:MI') || ' - ' ||
           to_char(time '00:00' + (t + g) * interval '1 minute', 'HH24:MI') as label
      from calendar_day_hours(${day}::date) h, calendar_slot_minutes() g,
           generate_series(h.opens, h.closes - g, g) t
     where h.opens is not null
     order by t`)) as unknown as { rows: { label: string }[] };
  return result.rows.map((r) => r.label);
}

/** The day's starts by their distance from `time` (the planned one first, earlier before later on a tie). */
function startsNearest(starts: readonly string[], time: string): string[] {
  const at = minutesOf(time);
  return starts
    .map((slot, i) => ({ slot, d: Math.abs(minutesOf(slot) - at), i }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((s) => s.slot);
}

/**
 * `date`, or the first day after it that the calendar works (within MAX_CALENDAR_DAYS; `date` itself
 * when none is): where a visit planned for a closed day goes, whatever the slot's room.
 */
export async function workingDayFrom(tx: Tx, date: string): Promise<string> {
  for (let d = 0; d <= MAX_CALENDAR_DAYS; d++) {
    const day = addDays(date, d);
    if ((await dayStarts(tx, day)).length > 0) return day;
  }
  return date;
}

/**
 * Tries `insert(date, time)` at each place in turn until the trigger takes one: the planned day, then
 * the next `extraDays` working days; the place taken and what `insert` returned, or null when every
 * place was full (or `insert` returned null: already there).
 */
export async function placeVisit<T>(
  tx: Tx,
  date: string,
  time: string,
  extraDays: number,
  insert: (sp: Tx, date: string, time: string) => Promise<T | null>,
): Promise<{ date: string; time: string; value: T } | null> {
  let workingDaysTried = 0;
  for (let d = 0; d <= MAX_CALENDAR_DAYS && workingDaysTried <= extraDays; d++) {
    const day = addDays(date, d);
    const starts = await dayStarts(tx, day);
    if (starts.length === 0) continue;
    workingDaysTried++;
    for (const slot of startsNearest(starts, time)) {
      try {
        const value = await tx.transaction((sp) => insert(sp, day, slot));
        return value === null ? null : { date: day, time: slot, value };
      } catch (err) {
        // Full, or the work would run past the close from there: the next place.
        const code = pgErrorCode(err);
        if (code !== SLOT_FULL && code !== WORK_DOES_NOT_FIT && code !== CLOSED_TIME) throw err;
      }
    }
  }
  return null;
}
