import { CHANGEABLE_STATUSES } from '@greenleaf/shared/booking-status-moves';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { bookings } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import { giveUpProgramme } from '../series/give-up-programme.js';
import { canMoveBooking, isBookingStatus, type BookingMover, type BookingStatus } from './status.js';
import { recordNotice, type NoticeAsked } from '../email-outbox/notices.js';

/** A booking's numeric id or its guidId, as the confirm and cancel calls accept either. */
export const bookingKey = (key: number | string) =>
  typeof key === 'number' ? eq(bookings.id, key) : eq(bookings.guidId, key);

/**
 * Moves a booking to `to` if the move is allowed (docs/product.md, "booking status"), under a row lock so
 * two concurrent moves cannot both pass the check. Asking for the status it already has changes
 * nothing. Cancelling a paid booking marks it for refund (`refund_status = 'due'`); cancelling a programme's
 * first visit gives the programme up (`series/give-up-programme.ts`). 404 for no such booking, 409 INVALID_TRANSITION for a refused move.
 */
export async function moveBooking(
  db: Db | Tx,
  key: number | string,
  to: BookingStatus,
  updatedBy?: number | null,
  by: BookingMover = 'anyone',
  /** The customer's e-mails of a cancel, stored with it (email-outbox/notices.ts). */
  notice?: NoticeAsked,
): Promise<{ id: number; status: BookingStatus; moved: boolean }> {
  return db.transaction(async (tx) => {
    const [b] = await tx
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(bookingKey(key))
      .for('update');
    if (!b) throw notFound('Booking');
    const from = isBookingStatus(b.status) ? b.status : 'pending';
    if (from === to) return { id: b.id, status: from, moved: false };
    if (!canMoveBooking(from, to, by)) {
      throw conflict(`A ${from} booking cannot become ${to}.`, 'INVALID_TRANSITION');
    }
    // A paid booking that is cancelled is owed back: the office refunds it by hand.
    const refund =
      to === 'cancelled'
        ? {
            refundStatus: sql`case when ${bookings.paidAt} is not null then 'due' else ${bookings.refundStatus} end`,
          }
        : {};
    // Confirmed, it holds its place without a time limit (`held_until`, docs/product.md).
    const hold = to === 'confirmed' ? { heldUntil: null } : {};
    await tx
      .update(bookings)
      .set({ status: to, updatedAt: sql`now()`, ...refund, ...hold, updatedBy: updatedBy ?? null })
      .where(eq(bookings.id, b.id));
    // A programme's first visit cancelled gives the programme up (docs/recurring.md).
    if (to === 'cancelled') {
      await giveUpProgramme(tx, b.id, updatedBy ?? null);
      await recordNotice(tx, notice, 'booking.cancelled', b.id);
    }
    return { id: b.id, status: to, moved: true };
  });
}

/**
 * The crew starts the work: a confirmed booking on its day gets `started_at` (once; a second Start
 * keeps the first time). Anything else is refused (409 INVALID_TRANSITION).
 */
export async function startBooking(db: Db, key: number | string, updatedBy?: number | null) {
  return db.transaction(async (tx) => {
    const [b] = await tx
      .select({ id: bookings.id, status: bookings.status, startedAt: bookings.startedAt })
      .from(bookings)
      .where(bookingKey(key))
      .for('update');
    if (!b) throw notFound('Booking');
    if (b.status !== 'confirmed') {
      throw conflict(`A ${b.status} booking cannot be started.`, 'INVALID_TRANSITION');
    }
    if (!b.startedAt) {
      await tx
        .update(bookings)
        .set({ startedAt: sql`now()`, updatedAt: sql`now()`, updatedBy: updatedBy ?? null })
        .where(eq(bookings.id, b.id));
    }
    return { id: b.id };
  });
}

/**
 * The customer's notes for the crew (gate code, pets, parking) on a booking still to come: pending or
 * confirmed (the gateway keeps the customer's change cut-off).
 */
export async function setPropertyNotes(
  db: Db,
  key: number | string,
  propertyNotes: string | null,
  updatedBy?: number | null,
) {
  const [row] = await db
    .update(bookings)
    .set({ propertyNotes, updatedAt: sql`now()`, updatedBy: updatedBy ?? null })
    .where(and(bookingKey(key), inArray(bookings.status, [...CHANGEABLE_STATUSES])))
    .returning({ id: bookings.id });
  if (row) return { id: row.id };
  const [exists] = await db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(bookingKey(key));
  if (!exists) throw notFound('Booking');
  throw conflict(`The notes of a ${exists.status} booking cannot change.`, 'INVALID_TRANSITION');
}
