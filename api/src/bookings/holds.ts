/**
 * Which bookings hold their place, by the capacity trigger's rule (migration 0021): confirmed and
 * completed ones; pending ones during their 30-minute hold; and a recurring series' later visits
 * (`pay_later`), pending until paid from their reminder, without a time limit.
 */
import { sql } from 'drizzle-orm';
import { bookings } from '../db/schema.js';
import { HOLD_MINUTES } from './slots.js';

/** A checkout's unpaid hold, still running (a series' later visit is not one). */
export const unpaidHold = sql`(${bookings.status} = 'pending' and not ${bookings.payLater} and ${bookings.createdAt} > now() - make_interval(mins => ${HOLD_MINUTES}))`;

/** The booking holds its place in the slots it covers. */
export const holdsItsPlace = sql`(${bookings.status} in ('confirmed', 'completed') or (${bookings.status} = 'pending' and ${bookings.payLater}) or ${unpaidHold})`;
