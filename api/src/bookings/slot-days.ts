import { addDays } from '@greenleaf/shared/calendar/dates';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { writeHolidays } from '../calendar/holidays.js';

interface SlotDay {
  date: string;
  /**
   * The day's slots in order (its starts at the slot granularity, none on a day not worked), each with
   * the most bookings holding any of its 15-minute cells and how many a cell takes.
   */
  slots: { bookingTime: string; taken: number; capacity: number }[];
  /**
   * The starts where work of the asked minutes can begin (the capacity trigger's rule,
   * `calendar_cover`), with the places left in every cell it covers and where it finishes.
   */
  starts: { bookingTime: string; remaining: number; finishDate: string; finish: string; days: number }[];
}

/** Places per slot now: the number of active crews, or the `slot_capacity` setting while none exist. */
export async function slotCapacity(db: Db): Promise<number> {
  // Both drivers (pg, PGlite) answer `execute` with `{ rows }`.
  const result = (await db.execute(sql`select slot_capacity() as capacity`)) as unknown as {
    rows: { capacity: number | string }[];
  };
  return Number(result.rows[0]!.capacity);
}

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

interface Row {
  day: string | Date;
  start: number;
  g: number;
  slot_taken: number | string;
  cells: number | string;
  work_days: number | string;
  remaining: number | string | null;
  last_date: string | Date | null;
  last_cell: number | null;
}

const dateText = (d: string | Date): string =>
  typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

/**
 * The common table expressions `g` (the slot's minutes) and `starts` (each worked day's slot starts, in
 * minutes since midnight, from `from` to `to`): the calendar's slots, for every reader of them.
 */
const dayStarts = (from: string, to: string): SQL => sql`with g as (select calendar_slot_minutes() as g),
    days as (select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d),
    hours as (
      select days.day, h.opens, h.closes from days cross join lateral calendar_day_hours(days.day) h
       where h.opens is not null),
    starts as (
      select hours.day, t as start, g.g from hours cross join g
       cross join lateral generate_series(hours.opens, hours.closes - g.g, g.g) t)`;

/**
 * `days` days from `from`: how many slots each day has (none on a day not worked) and the slot's
 * minutes, from the calendar alone (no bookings read): the crews' working minutes.
 */
export async function workingSlots(
  db: Db,
  from: string,
  days: number,
): Promise<{ slotMinutes: number; days: { date: string; slots: number }[] }> {
  const to = addDays(from, days - 1);
  await writeHolidays(db, [Number(from.slice(0, 4)), Number(to.slice(0, 4))]);
  const result = (await db.execute(sql`${dayStarts(from, to)}
    select st.day, count(*)::integer as n from starts st group by st.day`)) as unknown as {
    rows: { day: string | Date; n: number | string }[];
  };
  const counts = new Map(result.rows.map((r) => [dateText(r.day), Number(r.n)]));
  return {
    slotMinutes: await slotMinutes(db),
    days: Array.from({ length: days }, (_, d) => {
      const date = addDays(from, d);
      return { date, slots: counts.get(date) ?? 0 };
    }),
  };
}

async function slotMinutes(db: Db): Promise<number> {
  const g = (await db.execute(sql`select calendar_slot_minutes() as g`)) as unknown as {
    rows: { g: number }[];
  };
  return Number(g.rows[0]!.g);
}

/**
 * `days` days from `from`: each day's slots with the bookings covering them (counted from
 * `booking_slots` by the trigger's rule, `booking_holds_its_place`), and the starts where work of
 * `minutes` (one slot when not given) fits by the trigger's own covering rule, `calendar_cover`
 * (migration 0027): what is offered here is what the database accepts.
 */
export async function slotDays(
  db: Db,
  from: string,
  days: number,
  minutes?: number,
): Promise<{ slotMinutes: number; days: SlotDay[] }> {
  const to = addDays(from, days - 1);
  await writeHolidays(db, [Number(from.slice(0, 4)), Number(to.slice(0, 4)), Number(to.slice(0, 4)) + 1]);
  const capacity = await slotCapacity(db);
  const result = (await db.execute(sql`
    ${dayStarts(from, to)},
    taken as (
      select s.slot_date, s.slot_index, count(*)::integer as n
        from booking_slots s join bookings b on b.id = s.booking_id
       where s.slot_date >= ${from}::date and booking_holds_its_place(b.status, b.held_until)
       group by s.slot_date, s.slot_index)
    select st.day, st.start, st.g,
           (select coalesce(max(tk.n), 0) from taken tk
             where tk.slot_date = st.day and tk.slot_index >= st.start / 15
               and tk.slot_index < (st.start + st.g) / 15) as slot_taken,
           cv.cells, cv.work_days, cv.remaining, cv.last_date, cv.last_cell
      from starts st
      cross join lateral (
        select count(*) as cells, count(distinct c.slot_date) as work_days,
               min(${capacity}::integer - coalesce(tk.n, 0)) as remaining,
               (array_agg(c.slot_date order by c.slot_date desc, c.slot_index desc))[1] as last_date,
               (array_agg(c.slot_index order by c.slot_date desc, c.slot_index desc))[1] as last_cell
          from calendar_cover(st.day, st.start, coalesce(${minutes ?? null}::integer, st.g)) c
          left join taken tk on tk.slot_date = c.slot_date and tk.slot_index = c.slot_index) cv
     order by st.day, st.start`)) as unknown as { rows: Row[] };
  const byDay = new Map<string, SlotDay>();
  for (let d = 0; d < days; d++) {
    const date = addDays(from, d);
    byDay.set(date, { date, slots: [], starts: [] });
  }
  for (const row of result.rows) {
    const day = byDay.get(dateText(row.day));
    if (!day) continue;
    const bookingTime = `${hhmm(row.start)} - ${hhmm(row.start + row.g)}`;
    day.slots.push({ bookingTime, taken: Number(row.slot_taken), capacity });
    if (Number(row.cells) > 0 && row.last_date !== null && row.last_cell !== null) {
      day.starts.push({
        bookingTime,
        remaining: Math.max(0, Number(row.remaining)),
        finishDate: dateText(row.last_date),
        finish: hhmm((Number(row.last_cell) + 1) * 15),
        days: Number(row.work_days),
      });
    }
  }
  return { slotMinutes: await slotMinutes(db), days: [...byDay.values()] };
}
