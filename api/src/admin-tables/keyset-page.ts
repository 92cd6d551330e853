/**
 * Keyset paging for a list read by its own domain function (a customer's bookings, a booking's history,
 * quote requests, customers; issue #34), on the generic lists' cursor (cursor.ts): the order is
 * `key <dir>, id asc`, a page reads `first + 1` rows to know whether another follows, and the cursor is
 * the last row's (key, id).
 */
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { afterCursor, decodeCursor, encodeCursor } from './cursor.js';

/** A list's order: its sort key and direction, its id, and whether the key can be null. */
export interface Keyset {
  key: PgColumn | SQL;
  dir: 'asc' | 'desc';
  id: PgColumn;
  nullable: boolean;
}

/** The rows after the cursor `after` (the previous page's endCursor); none on a first page. */
export const afterKey = (k: Keyset, after: string | undefined): SQL | undefined =>
  after === undefined ? undefined : afterCursor(k.key, k.dir, k.id, decodeCursor(after), k.nullable);

/** The sort key as text, selected beside each row to make its cursor. */
export const keyText = (k: Keyset) => sql<string | null>`(${k.key})::text`;

/** `order by key <dir>, id`. */
export const keysetOrder = (k: Keyset): SQL[] => [k.dir === 'desc' ? desc(k.key) : asc(k.key), asc(k.id)];

/**
 * One page of the rows `query` selects (a dynamic select whose columns include `keyText(order)` as
 * `cursorKey`) in `order`: the `first + 1` rows matching every condition after the cursor, the page
 * without the cursor keys, whether more follow and the cursor after it.
 */
export async function keysetRows<T extends PgSelect>(
  query: T,
  order: Keyset,
  q: { first: number; after?: string | undefined },
  where: (SQL | undefined)[],
) {
  type Row = Awaited<T> extends (infer R)[] ? R : never;
  const read = (await query
    .where(and(...where, afterKey(order, q.after)))
    .orderBy(...keysetOrder(order))
    .limit(q.first + 1)) as (Row & { id: number; cursorKey: string | null })[];
  const { page, hasNextPage, endCursor } = keysetPage(read, q.first);
  return { rows: page.map(({ cursorKey: _key, ...row }) => row), hasNextPage, endCursor };
}

/** A page out of the `first + 1` rows read: the page, whether more follow, the cursor after it. */
export function keysetPage<R extends { id: number; cursorKey: string | null }>(read: R[], first: number) {
  const page = read.slice(0, first);
  const last = page.at(-1);
  return {
    page,
    hasNextPage: read.length > first,
    endCursor: last ? encodeCursor({ key: last.cursorKey, id: last.id }) : null,
  };
}

/**
 * A page of whole rows out of the `first + 1` keys read (ids and their cursor keys): the rows `read`
 * answers for the page's ids, in the keys' order, whether more follow and the cursor after it.
 */
async function rowsPage<R extends { id: number }>(
  keys: { id: number; cursorKey: string | null }[],
  first: number,
  read: (ids: number[]) => Promise<R[]>,
) {
  const { page, hasNextPage, endCursor } = keysetPage(keys, first);
  const ids = page.map((k) => k.id);
  const byId = new Map((ids.length ? await read(ids) : []).map((r) => [r.id, r]));
  return { nodes: ids.map((id) => byId.get(id)!), hasNextPage, endCursor };
}

/** The order of last change, `updated_at, id` (a trigger stamps `updated_at` on every update). */
export const byChange = (updatedAt: PgColumn, id: PgColumn): Keyset => ({
  key: updatedAt,
  dir: 'asc',
  id,
  nullable: false,
});

/** The rows changed at or after `since` (none given: every row). */
export const changedSince = (updatedAt: PgColumn, since: string | undefined): SQL | undefined =>
  since ? sql`${updatedAt} >= ${since}::timestamptz` : undefined;

/**
 * One page of `table` in the order of its last change (`updated_at`, `id`; a trigger stamps
 * `updated_at` on every update), of the rows changed since `q.updatedSince` (every row when not given)
 * that match every condition: the `first + 1` keys after the cursor, then the page's rows as `read`
 * answers them (payments, series: lists read by their own views). A row changed while a reader pages
 * comes again later, never lost.
 */
export async function pageByChange<R extends { id: number }>(
  db: Db,
  table: PgTable & { updatedAt: PgColumn; id: PgColumn },
  q: { first: number; after?: string | undefined; updatedSince?: string | undefined },
  where: (SQL | undefined)[],
  read: (ids: number[]) => Promise<R[]>,
) {
  const order = byChange(table.updatedAt, table.id);
  const keys = await db
    .select({ id: sql<number>`${order.id}`.mapWith(Number), cursorKey: keyText(order) })
    .from(table)
    .where(and(changedSince(table.updatedAt, q.updatedSince), ...where, afterKey(order, q.after)))
    .orderBy(...keysetOrder(order))
    .limit(q.first + 1);
  return rowsPage(keys, q.first, read);
}
