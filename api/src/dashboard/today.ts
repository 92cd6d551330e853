/**
 * The day's jobs for the dashboard: every visit covering the day (also a long job's later day, read
 * from the slots the capacity trigger keeps), by its first 15-minute cell that day, with customer, suburb, crew
 * and status.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, bookingSlots, crews, users } from '../db/schema.js';
import { CELL_MINUTES } from '@greenleaf/shared/calendar/hours';
import { timeOfDay } from '@greenleaf/shared/calendar/dates';
import { liveVisit } from './rules.js';

export async function todaysJobs(db: Db, today: string) {
  const firstSlot = sql<number>`min(${bookingSlots.slotIndex})`.mapWith(Number);
  const rows = await db
    .select({
      bookingId: bookings.id,
      guidId: bookings.guidId,
      bookingDate: bookings.bookingDate,
      bookingTime: bookings.bookingTime,
      status: bookings.status,
      startedAt: bookings.startedAt,
      customerId: bookings.userId,
      customerName: users.name,
      suburb: bookings.addressSuburb,
      crewId: bookings.crewId,
      crewName: crews.name,
      crewColour: crews.colour,
      firstSlot,
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(crews, eq(crews.id, bookings.crewId))
    .where(and(eq(bookingSlots.slotDate, today), liveVisit))
    .groupBy(bookings.id, users.id, crews.id)
    .orderBy(asc(firstSlot), asc(crews.name), asc(bookings.id));
  return {
    date: today,
    jobs: rows.map(({ firstSlot: first, ...job }) => ({
      ...job,
      // A job that began on an earlier day continues from the day's first slot it covers.
      continued: job.bookingDate !== today,
      time: job.bookingDate === today ? (job.bookingTime ?? '') : timeOfDay(first * CELL_MINUTES),
    })),
  };
}
