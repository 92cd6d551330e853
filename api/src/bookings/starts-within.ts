/**
 * "The visit starts within the next `hours`" for the jobs that claim visits ahead of them (the reminder
 * e-mail, the card charge before a visit). Visit times are Johannesburg time, which has no daylight
 * saving (UTC+2): the start is the date and the slot's first time, less two hours, in UTC.
 *
 * The start is an expression no index holds, so the test also bounds `booking_date` by the dates the
 * window can touch (from yesterday, Johannesburg time, to the window's last day): the claims read the
 * few days ahead through an index on the date, not the whole history (issue #34, migration 0060).
 */
import { sql, type SQL } from 'drizzle-orm';
import { bookings } from '../db/schema.js';

/** The visit's start as a UTC timestamp (without zone), from the date and the slot's first time. */
const visitStartUtc = sql`(${bookings.bookingDate} + split_part(${bookings.bookingTime}, ' ', 1)::time - interval '2 hours')`;
const nowUtc = sql`(now() at time zone 'UTC')`;
/** Now as a Johannesburg wall-clock time. */
const nowLocal = sql`(${nowUtc} + interval '2 hours')`;

/** The visit starts after now and at most `hours` from now. */
export function startsWithin(hours: number): SQL {
  const until = sql`make_interval(hours => ${hours})`;
  return sql`(${visitStartUtc} > ${nowUtc} and ${visitStartUtc} <= ${nowUtc} + ${until}
    and ${bookings.bookingDate} >= ${nowLocal}::date - 1
    and ${bookings.bookingDate} <= (${nowLocal} + ${until})::date)`;
}
