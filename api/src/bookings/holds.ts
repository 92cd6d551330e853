/**
 * Which bookings hold their place (docs/product.md, "Time slots and holds"): confirmed and completed
 * ones, and pending ones until the end of their hold stored with them (`held_until`; a series' later
 * visit waiting for payment has none and holds without a time limit). The rule itself is the database
 * function `booking_holds_its_place` (migration 0023), which the capacity trigger calls too; every
 * reader in the api goes through this module.
 */
import { sql, type SQL } from 'drizzle-orm';
import { bookings } from '../db/schema.js';
import { madeAtCheckout } from './made-at-checkout.js';

/** The booking holds its place in the slots it covers (the capacity trigger's test). */
export const holdsItsPlace = sql`booking_holds_its_place(${bookings.status}, ${bookings.heldUntil})`;

/** A pending booking whose hold has a time limit that has not passed yet. */
const timedHoldRunning = sql`(${bookings.status} = 'pending' and ${bookings.heldUntil} > now())`;

/**
 * A checkout's unpaid hold, still running: counted against the customer's limit. A programme's later
 * visits are held with its first one and are not counted again; a series' later visit waiting for
 * payment has no time limit and is not counted.
 */
export const unpaidHold = sql`(${timedHoldRunning} and ${madeAtCheckout})`;

/** A pending booking whose hold has run out: it holds nothing, and the hold expiry cancels it. */
export const holdRanOut = sql`(${bookings.status} = 'pending' and ${bookings.heldUntil} <= now())`;

/** The `held_until` of a booking created now that holds its place for `minutes`. */
export const holdFor = (minutes: number): SQL<string> =>
  sql<string>`now() + make_interval(mins => ${minutes})`;
