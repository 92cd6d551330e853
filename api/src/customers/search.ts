/**
 * How the office finds a customer, or a booking: text contains (any case) in a name or e-mail, a phone
 * number in any format (shared/src/sa-phone.ts: "082 123 4567" finds "+27821234567"), a suburb of one
 * of their properties or bookings; a booking also by its date, its visit's suburb or a service's name.
 */
import { phoneSearchDigits } from '@greenleaf/shared/sa-phone';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bookingServices, bookings, customerProperties, users } from '../db/schema.js';
import { outerColumn } from '../db/outer-column.js';

/** An ILIKE "contains" pattern: % _ and \ match themselves. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The stored phone `column`, in its one normal form (the database's `phone_key`, migration 0037:
 * national digits however it was written), holds the digits the search names (null when the search is
 * no phone).
 */
function phoneMatches(column: PgColumn, search: string): SQL | undefined {
  const digits = phoneSearchDigits(search);
  if (!digits) return undefined;
  return sql`phone_key(${column}) like ${`%${digits}%`}`;
}

/** Users whose name, e-mail, phone, or a property's or booking's suburb the search finds. */
export function customerSearch(search: string): SQL {
  const pattern = containsPattern(search.trim());
  const phone = phoneMatches(users.phone, search);
  return sql`(${users.name} ilike ${pattern} or ${users.email} ilike ${pattern}${phone ? sql` or ${phone}` : sql``}
    or exists (select 1 from ${customerProperties} where ${customerProperties.userId} = ${outerColumn(users.id)} and ${customerProperties.suburb} ilike ${pattern})
    or exists (select 1 from ${bookings} where ${bookings.userId} = ${outerColumn(users.id)} and ${bookings.addressSuburb} ilike ${pattern}))`;
}

/**
 * Bookings the search finds beyond their own text columns: by their customer (name, e-mail, phone in
 * any format), their date, the visit's suburb or a line's service name. The bookings list (the generic
 * table's search) and `bookings/list.php` both read it.
 */
export function bookingSearch(search: string, pattern = containsPattern(search.trim())): SQL {
  const phone = phoneMatches(users.phone, search);
  return sql`(${bookings.userId} in (select ${users.id} from ${users} where ${users.name} ilike ${pattern} or ${users.email} ilike ${pattern}${phone ? sql` or ${phone}` : sql``})
    or ${bookings.bookingDate}::text ilike ${pattern}
    or ${bookings.addressSuburb} ilike ${pattern}
    or exists (select 1 from ${bookingServices} where ${bookingServices.bookingId} = ${outerColumn(bookings.id)} and ${bookingServices.name} ilike ${pattern}))`;
}
