/**
 * The crews' load over the days ahead (docs/product.md, "The admin area", Dashboard): per crew per day
 * the minutes its jobs take (the 15-minute cells they cover, as the capacity trigger keeps them, a long job's
 * later days included) against the day's working minutes (the slot listing's slots that day times the
 * slot's length, so the company's calendar decides them).
 */
import { addDays } from '@greenleaf/shared/calendar/dates';
import { and, asc, between, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, bookingSlots, crews } from '../db/schema.js';
import { workingSlots } from '../bookings/slot-days.js';
import { CELL_MINUTES } from '@greenleaf/shared/calendar/hours';
import { liveVisit } from './rules.js';

interface CrewLoadRow {
  /** Null for the work no crew has yet. */
  crewId: number | null;
  name: string;
  colour: string;
  active: boolean;
  /** Minutes booked on each of the days, in order. */
  bookedMinutes: number[];
}

/**
 * The cells held each day from `from` to `to` by each crew (null: no crew yet), of live visits: the
 * day's cells per booking by the slots' date index, then those bookings' crews by their keys (a join
 * would read every booking of the week's cells by hashing the bookings table: issue #34).
 */
async function cellsByCrew(db: Db, from: string, to: string) {
  const held = await db
    .select({
      bookingId: bookingSlots.bookingId,
      date: bookingSlots.slotDate,
      cells: sql<number>`count(*)`.mapWith(Number),
    })
    .from(bookingSlots)
    .where(between(bookingSlots.slotDate, from, to))
    .groupBy(bookingSlots.bookingId, bookingSlots.slotDate);
  const ids = [...new Set(held.map((h) => h.bookingId))];
  const live = ids.length
    ? await db
        .select({ id: bookings.id, crewId: bookings.crewId })
        .from(bookings)
        .where(and(inArray(bookings.id, ids), liveVisit))
    : [];
  const crewOf = new Map(live.map((b) => [b.id, b.crewId]));
  const taken = new Map<string, { crewId: number | null; date: string; slots: number }>();
  for (const h of held) {
    if (!crewOf.has(h.bookingId)) continue;
    const crewId = crewOf.get(h.bookingId)!;
    const key = `${crewId ?? 'none'} ${h.date}`;
    const t = taken.get(key) ?? { crewId, date: h.date, slots: 0 };
    t.slots += h.cells;
    taken.set(key, t);
  }
  return [...taken.values()];
}

export async function crewLoad(db: Db, from: string, days: number) {
  const to = addDays(from, days - 1);
  const [listing, taken, allCrews] = await Promise.all([
    workingSlots(db, from, days),
    cellsByCrew(db, from, to),
    db
      .select({ id: crews.id, name: crews.name, colour: crews.colour, active: crews.active })
      .from(crews)
      .orderBy(asc(crews.name), asc(crews.id)),
  ]);
  const dayList = listing.days.map((d) => ({
    date: d.date,
    workingMinutes: d.slots * listing.slotMinutes,
  }));
  const minutes = new Map(taken.map((t) => [`${t.crewId ?? 'none'} ${t.date}`, t.slots * CELL_MINUTES]));
  const busy = new Set(taken.map((t) => t.crewId));
  const row = (crewId: number | null) =>
    dayList.map((d) => minutes.get(`${crewId ?? 'none'} ${d.date}`) ?? 0);
  const rows: CrewLoadRow[] = allCrews
    // Active crews, and inactive ones still holding work in these days.
    .filter((c) => c.active || busy.has(c.id))
    .map((c) => ({
      crewId: c.id,
      name: c.name,
      colour: c.colour,
      active: c.active,
      bookedMinutes: row(c.id),
    }));
  // Work no crew has yet, when there is any.
  if (busy.has(null)) {
    rows.push({
      crewId: null,
      name: 'Unassigned',
      colour: '#868e96',
      active: true,
      bookedMinutes: row(null),
    });
  }
  return { days: dayList, crews: rows };
}
