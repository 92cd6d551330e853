/**
 * The checks a save makes before it writes: the lead time and the slot's places (early answers; the
 * capacity trigger decides), the area served, and the unpaid-holds limit (inside the transaction).
 */
import { SLOT_FULL_MESSAGE, tooSoonMessage } from '@greenleaf/shared/refusals';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { bookings, bookingSlots, serviceAreas, users } from '../db/schema.js';
import { conflict, HttpError } from '../http/errors.js';
import { holdsItsPlace, unpaidHold } from './holds.js';
import { slotCapacity } from './slot-days.js';
import { slotStartsAt, startCell } from './slots.js';

/** The booking would start sooner than the lead time allows (or has started). */
const tooSoon = (lead: number) => new HttpError(409, tooSoonMessage(lead), 'TOO_SOON');

/**
 * 409 AREA_NOT_SERVED naming the suburb, unless it is an active service area (any case); the suburb as
 * the area spells it. The one check of the api's (a booking's address, a customer's property).
 */
export async function assertAreaServed(db: Db | Tx, suburb: string): Promise<string> {
  const [area] = await db
    .select({ suburb: serviceAreas.suburb })
    .from(serviceAreas)
    .where(
      and(eq(sql`lower(${serviceAreas.suburb})`, suburb.trim().toLowerCase()), eq(serviceAreas.active, true)),
    );
  if (!area) {
    throw new HttpError(
      409,
      `Sorry, we do not serve ${suburb.trim()} yet. Please check the suburb, or call us to ask.`,
      'AREA_NOT_SERVED',
      { 'address.suburb': `${suburb.trim()} is not an area we serve` },
    );
  }
  return area.suburb;
}

const TOO_MANY_HOLDS = 'TOO_MANY_HOLDS';
const tooManyHolds = (max: number) =>
  conflict(
    `You already have ${max} unpaid booking${max === 1 ? '' : 's'}. Please pay or cancel one before booking another.`,
    TOO_MANY_HOLDS,
  );

/** Places taken in the start's first cell now, by the trigger's rule (an early answer only; the trigger decides). */
async function slotTaken(db: Db, date: string, time: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .where(and(eq(bookingSlots.slotDate, date), eq(bookingSlots.slotIndex, startCell(time)), holdsItsPlace));
  return row?.n ?? 0;
}

/** 409 when the booking would start within the lead time, or its first slot is full now. */
export async function assertSlotOpen(db: Db, date: string, time: string, leadMinutes: number) {
  if (slotStartsAt(date, time).getTime() < Date.now() + leadMinutes * 60_000) throw tooSoon(leadMinutes);
  if ((await slotTaken(db, date, time)) >= (await slotCapacity(db))) {
    throw new HttpError(409, SLOT_FULL_MESSAGE, 'SLOT_FULL');
  }
}

/**
 * Refuses a booking that would give the account, or any account with the same phone, more unpaid
 * holds than allowed. Inside the booking's transaction, after taking a lock per account and per phone
 * (always in that order), so two saves for one account or phone are counted one after the other.
 * Phones are one phone in any form they were written in: compared (and locked) by the database's
 * `phone_key` (migration 0037: the national form of shared/src/sa-phone.ts), so "+27 82 555 0199" and
 * "082 555 0199" share one limit.
 */
export async function checkUnpaidHolds(tx: Tx, userId: number | null, phone: string, max: number) {
  if (userId !== null)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`holds:user:${userId}`}))`);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('holds:phone:' || k)) from (select phone_key(${phone}) as k) p where k is not null`,
  );
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        unpaidHold,
        or(
          userId !== null ? eq(users.id, userId) : undefined,
          sql`phone_key(${users.phone}) = phone_key(${phone})`,
        ),
      ),
    );
  if ((row?.n ?? 0) >= max) throw tooManyHolds(max);
}
