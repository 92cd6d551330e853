/**
 * How the office finds a customer, or a booking by its customer: text contains (any case) in a name or
 * e-mail, a phone number in any format (shared/src/sa-phone.ts: "082 123 4567" finds "+27821234567"),
 * or a suburb of one of their properties or bookings.
 */
import { phoneSearchDigits } from '@greenleaf/shared/sa-phone';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bookings, customerProperties, users } from '../db/schema.js';

/** An ILIKE "contains" pattern: % _ and \ match themselves. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The stored phone `column` holds the digits the search names (null when the search is no phone). */
export function phoneMatches(column: PgColumn, search: string): SQL | undefined {
  const digits = phoneSearchDigits(search);
  if (!digits) return undefined;
  return sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`;
}

/** Users whose name, e-mail, phone, or a property's or booking's suburb the search finds. */
export function customerSearch(search: string): SQL {
  const pattern = containsPattern(search.trim());
  const phone = phoneMatches(users.phone, search);
  return sql`(${users.name} ilike ${pattern} or ${users.email} ilike ${pattern}${phone ? sql` or ${phone}` : sql``}
    or exists (select 1 from ${customerProperties} where ${customerProperties.userId} = ${users.id} and ${customerProperties.suburb} ilike ${pattern})
    or exists (select 1 from ${bookings} where ${bookings.userId} = ${users.id} and ${bookings.addressSuburb} ilike ${pattern}))`;
}
