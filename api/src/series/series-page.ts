/**
 * Series page by page in the order of their last change (docs/api.md, "series/page.php"; issue #35):
 * the lists' keyset on (`updated_at`, `id`) (admin-tables/keyset-page.ts), so a page costs the same
 * however deep it is and a series changed while a reader pages comes again later, never lost.
 * `updated_at` is the database's (a trigger sets it on every update, migration 0074).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SeriesPageQuery } from '@greenleaf/shared/rest/series';
import type { Db } from '../db/client.js';
import { bookingSeries } from '../db/schema.js';
import { afterKey, keysetOrder, keyText, rowsPage, type Keyset } from '../admin-tables/keyset-page.js';
import { seriesViews } from './read-series.js';

const BY_CHANGE: Keyset = { key: bookingSeries.updatedAt, dir: 'asc', id: bookingSeries.id, nullable: false };

export async function seriesPage(db: Db, q: z.infer<typeof SeriesPageQuery>) {
  const keys = await db
    .select({ id: bookingSeries.id, cursorKey: keyText(BY_CHANGE) })
    .from(bookingSeries)
    .where(
      and(
        q.updatedSince ? sql`${bookingSeries.updatedAt} >= ${q.updatedSince}::timestamptz` : undefined,
        q.status ? eq(bookingSeries.status, q.status) : undefined,
        q.ownClient === undefined
          ? undefined
          : sql`exists (select 1 from bookings f where f.id = ${bookingSeries.firstBookingId} and f.api_client_id = ${q.ownClient})`,
        afterKey(BY_CHANGE, q.after),
      ),
    )
    .orderBy(...keysetOrder(BY_CHANGE))
    .limit(q.first + 1);
  return rowsPage(keys, q.first, async (ids) =>
    seriesViews(db, await db.select().from(bookingSeries).where(inArray(bookingSeries.id, ids))),
  );
}
