/**
 * Bookings page by page in the order of their last change (docs/api.md, "bookings/page.php"): a
 * keyset on (`updated_at`, `id`), so a page costs the same however deep it is and a booking changed
 * while a reader pages comes again later, never lost. `updated_at` is the database's (a trigger sets it
 * on every update, migration 0050), so a reader that keeps the last `updatedAt` it saw and asks again
 * with `updatedSince` sees every change made since.
 */
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { BookingsPageQuery } from '@greenleaf/shared/rest/bookings';
import type { Db } from '../db/client.js';
import { bookings } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { bookingOfClient } from '../developers/own-reach.js';
import { loadBookings } from './read-booking.js';

/** The opaque cursor of a row: its `updated_at` to the microsecond and its id. */
const encodeCursor = (updatedAt: string, id: number) =>
  Buffer.from(JSON.stringify([updatedAt, id])).toString('base64url');

function decodeCursor(cursor: string): { updatedAt: string; id: number } {
  try {
    const [updatedAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [unknown, unknown];
    if (typeof updatedAt === 'string' && !Number.isNaN(Date.parse(updatedAt)) && Number.isInteger(id))
      return { updatedAt, id: id as number };
  } catch {
    /* answered below */
  }
  throw badRequest('Invalid request.', { after: 'Not a cursor this list gave' });
}

export async function bookingsPage(db: Db, q: z.infer<typeof BookingsPageQuery>) {
  const after = q.after ? decodeCursor(q.after) : undefined;
  const where: (SQL | undefined)[] = [
    q.updatedSince ? sql`${bookings.updatedAt} >= ${q.updatedSince}::timestamptz` : undefined,
    after
      ? sql`(${bookings.updatedAt}, ${bookings.id}) > (${after.updatedAt}::timestamptz, ${after.id})`
      : undefined,
    q.status ? eq(bookings.status, q.status) : undefined,
    q.from ? gte(bookings.bookingDate, q.from) : undefined,
    q.to ? lte(bookings.bookingDate, q.to) : undefined,
    bookingOfClient(q.ownClient),
  ];
  const keys = await db
    .select({ id: bookings.id, updatedAt: sql<string>`${bookings.updatedAt}::text` })
    .from(bookings)
    .where(and(...where))
    .orderBy(asc(bookings.updatedAt), asc(bookings.id))
    .limit(q.first + 1);
  const page = keys.slice(0, q.first);
  const last = page.at(-1);
  return {
    nodes: await loadBookings(
      db,
      page.map((k) => k.id),
    ),
    hasNextPage: keys.length > q.first,
    endCursor: last ? encodeCursor(last.updatedAt, last.id) : null,
  };
}
