/**
 * The dashboard's rules (docs/product.md, "The admin area", Dashboard), each written once as SQL and
 * read by every figure that needs it: the cards, the week and month, the weekly chart, the owed lists.
 * Which bookings were MADE (by a checkout, not by a series' job) is `bookings/made-at-checkout.ts`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookings, payments } from '../db/schema.js';
import { holdsItsPlace } from '../bookings/holds.js';
import { outerColumn } from '../db/outer-column.js';

/**
 * A visit that counts as work: not cancelled, and holding its place (confirmed, completed, or pending
 * within its hold or waiting for payment as a series' later visit): the capacity trigger's rule.
 * Series visits the job made count as visits like any other.
 */
export const liveVisit = holdsItsPlace;

/** Money came in: a payment row the provider (or the office) recorded as complete. */
export const completedPayment = sql`upper(${payments.status}) = 'COMPLETE'`;

/** The Johannesburg calendar date of an instant (money is dated by when it moved). */
export const johannesburgDate = (instant: SQL | AnyPgColumn): SQL<string> =>
  sql<string>`(${instant} at time zone 'Africa/Johannesburg')::date`;

/**
 * An instant whose Johannesburg date (`johannesburgDate`) is from `from` to `to` (dates, inclusive),
 * written as a range of instants (from the first day's midnight there to the midnight after the last
 * day) so an index on the column reads the range instead of every row's date being computed.
 */
export const onJohannesburgDates = (instant: AnyPgColumn, from: SQL, to: SQL): SQL =>
  sql`(${instant} >= (${from})::timestamp at time zone 'Africa/Johannesburg' and ${instant} < ((${to}) + 1)::timestamp at time zone 'Africa/Johannesburg')`;

/**
 * What the customer still owes on a booking: its total less the complete payments it kept (a payment
 * owed back is not kept). Zero or less means nothing is owed.
 */
export const owedOnBooking = sql<number>`(${bookings.totalPrice} - coalesce((select sum(${payments.amount}) from ${payments} where ${payments.bookingId} = ${outerColumn(bookings.id)} and ${completedPayment} and ${payments.refundStatus} is null), 0))`;

/**
 * A visit the customer owes for: completed, or confirmed (also when the office confirmed it without a
 * payment), or a series' later visit waiting for payment whose day has come (`today` or before; a
 * later one is paid from its reminder before the visit) — pending, or held confirmed for the card on
 * file charged when it is done (`pay_by_card_after`) — never marked paid, with something owed.
 */
export const unpaidVisit = (today: string): SQL =>
  sql`((${bookings.status} = 'completed' or (${bookings.status} = 'confirmed' and not ${bookings.payByCardAfter}) or (((${bookings.status} = 'pending' and ${bookings.payLater}) or (${bookings.status} = 'confirmed' and ${bookings.payByCardAfter})) and ${bookings.bookingDate} <= ${today})) and ${bookings.paidAt} is null and ${owedOnBooking} > 0)`;
