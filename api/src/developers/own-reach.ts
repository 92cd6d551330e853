/**
 * A key of reach 'own' (shared/rules/api-reach.ts): the reads it may be granted take `ownClient`
 * (shared/rest/own-client.ts), and these conditions keep, in the database, only the bookings that client
 * made (`bookings.api_client_id`, set by stampBookedByClient) and the customers it booked for.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bookings } from '../db/schema.js';

/** The bookings `ownClient` made; undefined (every booking) when it is not given. */
export const bookingOfClient = (ownClient: number | undefined): SQL | undefined =>
  ownClient === undefined ? undefined : eq(bookings.apiClientId, ownClient);

/**
 * The customers (`users` rows) `ownClient` booked for, a customer it created included (it is created with
 * its booking); undefined when it is not given. Written with "users"."id": drizzle leaves a single
 * table's columns unqualified, which the subquery would read as its own.
 */
export const customerOfClient = (ownClient: number | undefined): SQL | undefined =>
  ownClient === undefined
    ? undefined
    : sql`exists (select 1 from bookings ob where ob.user_id = "users"."id" and ob.api_client_id = ${ownClient})`;

/**
 * The rows whose booking (`bookingId`: a payment's booking, a series' first visit) `ownClient` made;
 * undefined when it is not given.
 */
export const bookedByClient = (bookingId: PgColumn, ownClient: number | undefined): SQL | undefined =>
  ownClient === undefined
    ? undefined
    : sql`exists (select 1 from bookings ob where ob.id = ${bookingId} and ob.api_client_id = ${ownClient})`;
