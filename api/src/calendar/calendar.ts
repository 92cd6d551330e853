/**
 * The company's calendar as the office reads and edits it (docs/product.md, "The company's calendar"):
 * working hours per weekday, the slot granularity, the closed days (public holidays by rule and the
 * office's own). Every change saves and answers the bookings that the calendar no longer offers as
 * they are (a start that is no longer a start, or work whose days changed), for the office to move.
 */
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
import type { CloseDayBody, OpenDayBody, SaveCalendarBody } from '@greenleaf/shared/rest/calendar';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_SLOT_MINUTES, type CompanyCalendar } from '@greenleaf/shared/calendar/hours';
import type { Db, Tx } from '../db/client.js';
import { calendarHours, calendarSettings, closedDays } from '../db/schema.js';
import { HttpError } from '../http/errors.js';
import { loadBookings } from '../bookings/read-booking.js';
import { comingYears, writeHolidays } from './holidays.js';

/** Today in Johannesburg (UTC+2 all year). */
/** The calendar: granularity, the seven weekdays' hours and the closed days from `from` (today). */
export async function readCalendar(db: Db, from: string = johannesburgToday()) {
  await writeHolidays(db, comingYears());
  const [settings] = await db.select().from(calendarSettings).where(eq(calendarSettings.id, 1));
  const hours = await db.select().from(calendarHours).orderBy(asc(calendarHours.weekday));
  const closed = await db
    .select()
    .from(closedDays)
    .where(gte(closedDays.day, from))
    .orderBy(asc(closedDays.day));
  return {
    slotMinutes: settings?.slotMinutes ?? DEFAULT_SLOT_MINUTES,
    hours: Array.from({ length: 7 }, (_, weekday) => {
      const row = hours.find((h) => h.weekday === weekday);
      return { weekday, opensAt: row?.opensAt ?? null, closesAt: row?.closesAt ?? null };
    }),
    closedDays: closed.map((c) => ({ date: c.day, reason: c.reason, source: c.source, open: c.open })),
  };
}

/** The calendar as the shared rule reads it (`@greenleaf/shared/calendar/hours`), closed days from `from`. */
export async function companyCalendar(db: Db | Tx, from: string): Promise<CompanyCalendar> {
  const [settings] = await db.select().from(calendarSettings).where(eq(calendarSettings.id, 1));
  const hours = await db.select().from(calendarHours);
  const closed = await db
    .select({ day: closedDays.day })
    .from(closedDays)
    .where(and(gte(closedDays.day, from), eq(closedDays.open, false)));
  return {
    slotMinutes: settings?.slotMinutes ?? DEFAULT_SLOT_MINUTES,
    hours,
    closedDates: new Set(closed.map((c) => c.day)),
  };
}

/**
 * Live bookings from today on whose stored cells are not what the calendar offers now: their start is
 * not one of the day's starts any more, or their work would cover other cells (a closed day on a
 * later day of a multi-day job). Read with the capacity trigger's own rule (`calendar_cover`).
 */
async function bookingsOutsideCalendar(db: Db) {
  const today = johannesburgToday();
  const result = (await db.execute(sql`
    select b.id from bookings b
     where b.status in ('pending', 'confirmed') and b.booking_date >= ${today}::date
       and booking_holds_its_place(b.status, b.held_until)
       and exists (
         select s.slot_date, s.slot_index from booking_slots s where s.booking_id = b.id
         except
         select c.slot_date, c.slot_index
           from calendar_cover(b.booking_date, booking_start_minute(b.booking_time), b.duration_minutes) c)
     order by b.booking_date, b.booking_time, b.id`)) as unknown as { rows: { id: number }[] };
  return loadBookings(
    db,
    result.rows.map((r) => Number(r.id)),
  );
}

async function answer(db: Db) {
  return { calendar: await readCalendar(db), outside: await bookingsOutsideCalendar(db) };
}

export async function saveCalendar(db: Db, body: z.output<typeof SaveCalendarBody>) {
  await db.transaction(async (tx) => {
    await tx
      .insert(calendarSettings)
      .values({ id: 1, slotMinutes: body.slotMinutes })
      .onConflictDoUpdate({ target: calendarSettings.id, set: { slotMinutes: body.slotMinutes } });
    for (const h of body.hours) {
      await tx
        .insert(calendarHours)
        .values(h)
        .onConflictDoUpdate({
          target: calendarHours.weekday,
          set: { opensAt: h.opensAt, closesAt: h.closesAt },
        });
    }
  });
  return answer(db);
}

export async function closeDay(db: Db, body: z.output<typeof CloseDayBody>) {
  await writeHolidays(db, [Number(body.date.slice(0, 4))]);
  const [existing] = await db.select().from(closedDays).where(eq(closedDays.day, body.date));
  if (existing?.source === 'holiday') {
    await db.update(closedDays).set({ open: false }).where(eq(closedDays.day, body.date));
  } else {
    await db
      .insert(closedDays)
      .values({ day: body.date, reason: body.reason, source: 'office' })
      .onConflictDoUpdate({ target: closedDays.day, set: { reason: body.reason } });
  }
  return answer(db);
}

export async function openDay(db: Db, body: z.output<typeof OpenDayBody>) {
  await writeHolidays(db, [Number(body.date.slice(0, 4))]);
  const [existing] = await db.select().from(closedDays).where(eq(closedDays.day, body.date));
  if (!existing) throw new HttpError(404, 'That day is not a closed day.');
  if (existing.source === 'holiday') {
    await db
      .update(closedDays)
      .set({ open: true })
      .where(and(eq(closedDays.day, body.date)));
  } else {
    await db.delete(closedDays).where(eq(closedDays.day, body.date));
  }
  return answer(db);
}
