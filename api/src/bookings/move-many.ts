/**
 * Several office moves in ONE transaction (the rain day): every move or none. Each booking must still
 * be where the plan found it (date, time, crew) and movable (pending or confirmed), else 409 CHANGED
 * and nothing moves; the capacity trigger decides each move as for a single one (SLOT_FULL,
 * CREW_BUSY, WORK_DOES_NOT_FIT roll everything back). A move with a break is a continuation: the booking keeps
 * its start and its cells before the break date, and the rest of its work resumes at the resume date
 * and time (`bookings.break_date`, `resume_*`: the capacity trigger's `booking_work_slots`, migration 0032).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isChangeableStatus } from '@greenleaf/shared/booking-status-moves';
import type { MoveManyBody } from '@greenleaf/shared/rest/schedule';
import type { Db } from '../db/client.js';
import { bookings } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import { recordNotice } from '../email-outbox/notices.js';

type MoveManyInput = z.infer<typeof MoveManyBody>;

const CHANGED_MESSAGE = 'Some bookings changed since the plan was made. Please look at the new plan.';

/** Moves every booking as planned; answers their ids in the order given. */
export async function moveMany(db: Db, input: MoveManyInput): Promise<number[]> {
  const ids = input.moves.map((m) => m.id);
  if (new Set(ids).size !== ids.length) throw conflict('A booking is moved twice in one plan.', 'CHANGED');
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        bookingDate: bookings.bookingDate,
        bookingTime: bookings.bookingTime,
        crewId: bookings.crewId,
      })
      .from(bookings)
      .where(inArray(bookings.id, ids))
      .orderBy(asc(bookings.id))
      .for('update');
    const current = new Map(rows.map((r) => [r.id, r]));
    for (const move of input.moves) {
      const row = current.get(move.id);
      if (
        !row ||
        !isChangeableStatus(row.status) ||
        row.bookingDate !== move.fromDate ||
        row.bookingTime !== move.fromTime ||
        (row.crewId ?? null) !== move.fromCrewId
      ) {
        throw conflict(CHANGED_MESSAGE, 'CHANGED');
      }
    }
    for (const move of input.moves) {
      await tx
        .update(bookings)
        .set({
          bookingDate: move.bookingDate,
          bookingTime: move.bookingTime,
          crewId: move.crewId,
          // A continuation changes only where the rest of the work resumes (the days worked stay).
          ...(move.resumeDate !== undefined
            ? { breakDate: move.breakDate, resumeDate: move.resumeDate, resumeTime: move.resumeTime }
            : {}),
          updatedAt: sql`now()`,
          updatedBy: input.updated_by ?? null,
        })
        .where(eq(bookings.id, move.id));
      await recordNotice(tx, move.notice, 'booking.moved', move.id);
    }
    return ids;
  });
}
