/**
 * A customer's record (issue #34): their bookings a page at a time, the latest visit first (by visit
 * day, then id; a booking with no day yet comes first), and the figures the record shows summed in the
 * database, so neither grows with the customer's history.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserBookingsPageQuery } from '@greenleaf/shared/rest/bookings';
import { keysetRows, keyText, type Keyset } from '../admin-tables/keyset-page.js';
import { loadBookings } from '../bookings/read-booking.js';
import type { Db } from '../db/client.js';
import { bookings } from '../db/schema.js';
import { bookingOfClient } from '../developers/own-reach.js';
import { notFound } from '../http/errors.js';

/** Latest visit first: index bookings_user_date_id_idx (user_id, booking_date desc, id). */
const LATEST_VISIT: Keyset = { key: bookings.bookingDate, dir: 'desc', id: bookings.id, nullable: true };

export async function customerBookingsPage(db: Db, q: z.infer<typeof UserBookingsPageQuery>) {
  const { rows, hasNextPage, endCursor } = await keysetRows(
    db
      .select({ id: bookings.id, cursorKey: keyText(LATEST_VISIT) })
      .from(bookings)
      .$dynamic(),
    LATEST_VISIT,
    q,
    [eq(bookings.userId, q.userId), bookingOfClient(q.ownClient)],
  );
  return {
    nodes: await loadBookings(
      db,
      rows.map((r) => r.id),
    ),
    hasNextPage,
    endCursor,
  };
}

/**
 * How many bookings the customer has (any status), and what their confirmed and completed ones cost;
 * with `ownClient`, of that API client's bookings only, and 404 when it booked none for them.
 */
export async function customerFigures(db: Db, userId: number, ownClient?: number) {
  const [row] = await db
    .select({
      bookingsCount: sql<number>`count(*)::int`,
      totalSpent: sql<string>`coalesce(sum(${bookings.totalPrice}) filter (where ${bookings.status} in ('confirmed','completed')), 0)::text`,
    })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), bookingOfClient(ownClient)));
  if (ownClient !== undefined && !row?.bookingsCount) throw notFound('Customer');
  return {
    bookingsCount: row?.bookingsCount ?? 0,
    totalSpent: Math.round(Number(row?.totalSpent ?? 0) * 100) / 100,
  };
}
