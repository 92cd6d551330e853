/**
 * Series page by page in the order of their last change (docs/api.md, "series/page.php"; issue #35):
 * the lists' keyset on (`updated_at`, `id`) (admin-tables/keyset-page.ts), so a page costs the same
 * however deep it is and a series changed while a reader pages comes again later, never lost.
 * `updated_at` is the database's (a trigger sets it on every update, migration 0074).
 */
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { SeriesPageQuery } from '@greenleaf/shared/rest/series';
import type { Db } from '../db/client.js';
import { bookingSeries } from '../db/schema.js';
import { pageByChange } from '../admin-tables/keyset-page.js';
import { bookedByClient } from '../developers/own-reach.js';
import { seriesViews } from './read-series.js';

export const seriesPage = (db: Db, q: z.infer<typeof SeriesPageQuery>) =>
  pageByChange(
    db,
    bookingSeries,
    q,
    [
      q.status ? eq(bookingSeries.status, q.status) : undefined,
      bookedByClient(bookingSeries.firstBookingId, q.ownClient),
    ],
    async (ids) =>
      seriesViews(db, await db.select().from(bookingSeries).where(inArray(bookingSeries.id, ids))),
  );
