/**
 * How the office finds a customer, or a booking: text contains (any case) in a name or e-mail, a phone
 * number in any format (shared/src/sa-phone.ts: "082 123 4567" finds "+27821234567"), a suburb of one
 * of their properties or bookings; a booking also by its date, its visit's suburb or a service's name.
 *
 * Every arm is answered by an index (issue #34: no read of bookings or users whole): the text arms by
 * trigram indexes (migrations 0046, 0064), a customer's or a line's match by the ids it names
 * (`= any(array(...))` on a primary key or bookings_user_idx), a date by a range on booking_date.
 */
import { phoneSearchDigits } from '@greenleaf/shared/sa-phone';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { bookingServices, bookings, customerProperties, users } from '../db/schema.js';
import { dateSearchRange } from './date-search.js';

/** Searches shorter than this match the start of a text, not any part (a trigram needs 3 letters). */
const CONTAINS_MIN = 3;

/**
 * The ILIKE pattern of a search: "contains" from 3 characters; a 1 or 2 character search matches the
 * start of the text ("jo" finds "John Smith", not "Mary Jones"), which a trigram index still answers.
 * % _ and \ match themselves.
 */
export function searchPattern(search: string): string {
  const text = search.trim();
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return text.length >= CONTAINS_MIN ? `%${escaped}%` : `${escaped}%`;
}

/**
 * The stored phone `column`, in its one normal form (the database's `phone_key`, migration 0037:
 * national digits however it was written), holds the digits the search names (null when the search is
 * no phone).
 */
export function phoneMatches(column: PgColumn, search: string): SQL | undefined {
  const digits = phoneSearchDigits(search);
  if (!digits) return undefined;
  return sql`phone_key(${column}) like ${`%${digits}%`}`;
}

/**
 * The rows of `table` that any of `arms` finds, each arm a select of its own whose ids are unioned: each
 * is then answered by its column's index (trigram), where an OR of them over one table is read whole by
 * the planner (issue #34: 11 ms for 5,000 users against under 1 ms). Undefined arms are left out; with
 * none, undefined.
 */
export function anyArm(table: PgTable, id: PgColumn, arms: (SQL | undefined)[]): SQL | undefined {
  const selects = arms.flatMap((arm) => (arm ? [sql`select ${id} from ${table} where ${arm}`] : []));
  return selects.length === 0 ? undefined : sql`${id} = any(array(${sql.join(selects, sql` union `)}))`;
}

/** Users (any role) whose name, e-mail or phone the search finds. */
function userMatches(search: string, pattern: string): SQL {
  return anyArm(users, users.id, [
    sql`${users.name} ilike ${pattern}`,
    sql`${users.email} ilike ${pattern}`,
    phoneMatches(users.phone, search),
  ])!;
}

/** Users whose name, e-mail, phone, or a property's or booking's suburb the search finds. */
export function customerSearch(search: string): SQL {
  const pattern = searchPattern(search);
  return sql`(${userMatches(search, pattern)}
    or ${users.id} = any(array(
      select ${customerProperties.userId} from ${customerProperties} where ${customerProperties.suburb} ilike ${pattern}
      union select ${bookings.userId} from ${bookings} where ${bookings.addressSuburb} ilike ${pattern} and ${bookings.userId} is not null)))`;
}

/**
 * Bookings the search finds beyond their own text columns: by their customer (name, e-mail, phone in
 * any format), their date (a day, month or year as people write one: date-search.ts), the visit's
 * suburb or a line's service name. The bookings list (the generic table's search) and
 * `bookings/list.php` both read it. One arm on the primary key, of the ids each index finds (an OR of
 * the arms over bookings is read whole by the planner, which cannot count the customers' bookings).
 */
export function bookingSearch(search: string, pattern = searchPattern(search)): SQL {
  const range = dateSearchRange(search);
  return sql`${bookings.id} = any(array(
    select ${bookings.id} from ${bookings} where ${bookings.userId} = any(array(select ${users.id} from ${users} where ${userMatches(search, pattern)}))
    union select ${bookings.id} from ${bookings} where ${bookings.addressSuburb} ilike ${pattern}
    union select ${bookingServices.bookingId} from ${bookingServices} where ${bookingServices.name} ilike ${pattern}${
      range
        ? sql`
    union select ${bookings.id} from ${bookings} where ${bookings.bookingDate} >= ${range.from} and ${bookings.bookingDate} < ${range.to}`
        : sql``
    }))`;
}
