/**
 * Which bookings hold their place, by the capacity trigger's rule (migration 0021): confirmed and
 * completed ones; pending ones during their 30-minute hold; and a recurring series' later visits
 * (`pay_later`), pending until paid from their reminder, without a time limit.
 */
import { sql } from 'drizzle-orm';
import { bookings } from '../db/schema.js';
import { HOLD_MINUTES } from './slots.js';

/** A pending booking within its 30-minute hold (a series' later visit is not held by time). */
const heldByTime = sql`(${bookings.status} = 'pending' and not ${bookings.payLater} and ${bookings.createdAt} > now() - make_interval(mins => ${HOLD_MINUTES}))`;

/**
 * A checkout's unpaid hold, still running: counted against the customer's limit. A programme's later
 * visits are held with its first one and are not counted again.
 */
export const unpaidHold = sql`(${heldByTime} and (${bookings.seriesId} is null or ${bookings.id} = (select bs.first_booking_id from booking_series bs where bs.id = ${bookings.seriesId})))`;

/** The booking holds its place in the slots it covers. */
export const holdsItsPlace = sql`(${bookings.status} in ('confirmed', 'completed') or (${bookings.status} = 'pending' and ${bookings.payLater}) or ${heldByTime})`;
