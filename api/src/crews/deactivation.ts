/**
 * Deactivating a crew (docs/product.md "The office's day", Crews): its future jobs (pending or
 * confirmed, from today on) go to another active crew or are left unassigned, and the slots that would
 * hold more live bookings than the capacity left without it are shown first. The preview and the
 * deactivation read the same SQL; the deactivation is ONE transaction (every job moves, or nothing
 * does, and the crew stays active). Every other path that would make such a crew inactive (a save with
 * active false, a delete) is refused and sent here.
 */
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { CHANGEABLE_STATUSES } from '@greenleaf/shared/booking-status-moves';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DeactivateCrewBody } from '@greenleaf/shared/rest/crews';
import type { Db, Tx } from '../db/client.js';
import { bookings, crews, users } from '../db/schema.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';

type DeactivateCrewInput = z.infer<typeof DeactivateCrewBody>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The crew's pending or confirmed jobs from today on, by date and time. */
async function futureJobs(db: Db | Tx, crewId: number, today: string) {
  return db
    .select({
      id: bookings.id,
      guidId: bookings.guidId,
      bookingDate: bookings.bookingDate,
      bookingTime: bookings.bookingTime,
      status: bookings.status,
      customerName: users.name,
      suburb: bookings.addressSuburb,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.crewId, crewId),
        inArray(bookings.status, [...CHANGEABLE_STATUSES]),
        sql`${bookings.bookingDate} >= ${today}::date`,
      ),
    )
    .orderBy(asc(bookings.bookingDate), asc(bookings.bookingTime), asc(bookings.id));
}

interface OverCapacityRow {
  date: string;
  time: string;
  booked: number;
  capacity: number;
}

/**
 * The runs of 15-minute cells from today on where the bookings holding their place (the capacity
 * trigger's own count: `booking_slots`, `booking_holds_its_place`) outnumber the capacity left once
 * the crew no longer counts (`slot_capacity_without(crew)`, the rule `slot_capacity()` reads). Consecutive over-full cells of a day are one row, its time "HH:MM - HH:MM".
 */
async function overCapacity(db: Db | Tx, crewId: number, today: string): Promise<OverCapacityRow[]> {
  const result = (await db.execute(sql`
    with cap as (
      select slot_capacity_without(${crewId}::integer) as n
    ), cells as (
      select s.slot_date, s.slot_index, count(*)::integer as booked
        from booking_slots s join bookings b on b.id = s.booking_id
       where s.slot_date >= ${today}::date and booking_holds_its_place(b.status, b.held_until)
       group by s.slot_date, s.slot_index
      having count(*) > (select n from cap)
    ), runs as (
      select slot_date, slot_index, booked,
             slot_index - row_number() over (partition by slot_date order by slot_index)::integer as run
        from cells
    )
    select to_char(slot_date, 'YYYY-MM-DD') as date,
           to_char(time '00:00' + min(slot_index) * interval '15 minutes', 'HH24:MI') || ' - ' ||
           to_char(time '00:00' + (max(slot_index) + 1) * interval '15 minutes', 'HH24:MI') as time,
           max(booked)::integer as booked,
           (select n from cap) as capacity
      from runs group by slot_date, run order by slot_date, min(slot_index)`)) as unknown as {
    rows: OverCapacityRow[];
  };
  return result.rows.map((r) => ({ ...r, booked: Number(r.booked), capacity: Number(r.capacity) }));
}

async function crewRow(db: Db | Tx, crewId: number, lock = false) {
  const query = db.select({ id: crews.id, name: crews.name, active: crews.active }).from(crews);
  const [row] = lock
    ? await query.where(eq(crews.id, crewId)).for('update')
    : await query.where(eq(crews.id, crewId));
  if (!row) throw notFound('Crew');
  return row;
}

/** What deactivating the crew would leave: its future jobs and the slots over capacity. */
export async function deactivationPreview(db: Db | Tx, crewId: number, today = johannesburgToday()) {
  const crew = await crewRow(db, crewId);
  const jobs = await futureJobs(db, crewId, today);
  const slots = crew.active ? await overCapacity(db, crewId, today) : [];
  return { crewId: crew.id, active: crew.active, jobs, overCapacity: slots };
}

/**
 * Refuses a path that would make the crew inactive without asking (a save with active false, a delete
 * that archives): when it has future jobs, or when it is active and times would be over capacity
 * without it. The office uses Deactivate (`deactivateCrew`) instead.
 */
export async function refuseSilentDeactivation(db: Db | Tx, crewId: number, today = johannesburgToday()) {
  const jobs = await futureJobs(db, crewId, today);
  if (jobs.length) {
    throw new HttpError(
      409,
      `This crew has ${plural(jobs.length, 'future job')}: use Deactivate to choose where they go first.`,
      'CONFLICT',
      { active: 'Use Deactivate' },
    );
  }
  const [crew] = await db.select({ active: crews.active }).from(crews).where(eq(crews.id, crewId));
  const over = crew?.active ? await overCapacity(db, crewId, today) : [];
  if (over.length) {
    throw new HttpError(
      409,
      `Without this crew ${plural(over.length, 'time')} would be booked over capacity: use Deactivate to see them first.`,
      'CONFLICT',
      { active: 'Use Deactivate' },
    );
  }
}

/** Moves every future job (or unassigns it) and makes the crew inactive, all or nothing. */
export async function deactivateCrew(db: Db, input: DeactivateCrewInput) {
  const today = johannesburgToday();
  const moved = await db.transaction(async (tx) => {
    await crewRow(tx, input.crewId, true);
    let target: { id: number; name: string } | null = null;
    if (input.reassignTo !== null) {
      const to =
        input.reassignTo === input.crewId ? null : await crewRow(tx, input.reassignTo).catch(() => null);
      if (!to || !to.active) {
        throw badRequest('Choose another active crew, or leave the jobs unassigned.', {
          reassignTo: 'Choose another active crew',
        });
      }
      target = to;
    }
    const over = await overCapacity(tx, input.crewId, today);
    if (over.length && !input.confirmOverCapacity) {
      throw new HttpError(
        409,
        `Without this crew ${plural(over.length, 'time')} would be booked over capacity. Deactivate anyway to go on.`,
        'OVER_CAPACITY',
        { confirmOverCapacity: 'Over capacity' },
      );
    }
    const jobs = await futureJobs(tx, input.crewId, today);
    if (jobs.length) {
      await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          inArray(
            bookings.id,
            jobs.map((j) => j.id),
          ),
        )
        .orderBy(asc(bookings.id))
        .for('update');
    }
    for (const job of jobs) {
      try {
        await tx
          .update(bookings)
          .set({ crewId: target?.id ?? null, updatedAt: sql`now()`, updatedBy: input.updated_by ?? null })
          .where(eq(bookings.id, job.id));
      } catch (error) {
        if (pgCode(error) === 'GL004') {
          throw new HttpError(
            409,
            `${target?.name ?? 'That crew'} already has a job when booking #${job.id} (${job.customerName ?? 'customer'}, ${job.bookingDate} ${job.bookingTime}) is: nothing was changed. Choose another crew or leave the jobs unassigned.`,
            'CREW_BUSY',
            { reassignTo: `Busy at booking #${job.id}` },
          );
        }
        throw error;
      }
    }
    await tx
      .update(crews)
      .set({ active: false, updatedAt: sql`now()`, updatedBy: input.updated_by ?? null })
      .where(eq(crews.id, input.crewId));
    return jobs.length;
  });
  return { crewId: input.crewId, moved, reassignedTo: input.reassignTo };
}

function pgCode(error: unknown): string | undefined {
  let e = error as { code?: string; cause?: unknown } | undefined;
  for (let i = 0; i < 3 && e && !e.code && e.cause; i++) e = e.cause;
  return e?.code;
}
