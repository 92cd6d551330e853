/**
 * Moves a booking to another day and time slot under the booking rules: the slot must be one of the
 * day's slots, only a pending or confirmed booking moves, and the slot's capacity is enforced by the
 * capacity trigger in the same transaction (409 SLOT_FULL), and so is a crew already busy then (409
 * CREW_BUSY) when the move also assigns one. The row is locked so a concurrent status
 * move or reschedule waits.
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isChangeableStatus } from '@greenleaf/shared/booking-status-moves';
import type { RescheduleBody } from '@greenleaf/shared/rest/bookings';
import type { Db } from '../db/client.js';
import { bookings } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import { recordNotice } from '../email-outbox/notices.js';

type RescheduleInput = z.infer<typeof RescheduleBody>;

export async function rescheduleBooking(db: Db, input: RescheduleInput): Promise<number> {
  return db.transaction(async (tx) => {
    const [b] = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        bookingDate: bookings.bookingDate,
        bookingTime: bookings.bookingTime,
      })
      .from(bookings)
      .where(eq(bookings.id, input.id))
      .for('update');
    if (!b) throw notFound('Booking');
    if (!isChangeableStatus(b.status)) {
      throw conflict(`A ${b.status} booking cannot be moved to another slot.`, 'INVALID_TRANSITION');
    }
    await tx
      .update(bookings)
      .set({
        bookingDate: input.bookingDate,
        bookingTime: input.bookingTime,
        ...(input.crewId !== undefined ? { crewId: input.crewId } : {}),
        updatedAt: sql`now()`,
        updatedBy: input.updated_by ?? null,
      })
      .where(eq(bookings.id, b.id));
    // The customer hears of a new date or time (a change of crew alone is the office's).
    if (b.bookingDate !== input.bookingDate || b.bookingTime !== input.bookingTime) {
      await recordNotice(tx, input.notice, 'booking.moved', b.id);
    }
    return b.id;
  });
}
