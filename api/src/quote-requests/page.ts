/**
 * Quote requests a page at a time (issue #34), newest first (then id), of one status and/or found by
 * the customer's name, e-mail (contains, any case: trigram indexes) or phone (in any format: the
 * national digits of `phone_key`, as the customers' search reads phones), migration 0065. With
 * `updatedSince` (issue #35), only those changed since that moment, in the order of their change
 * (`updated_at`, set by a trigger on every update, migration 0078), so a request changed while a
 * reader pages comes again later, never lost.
 */
import type { QuoteRequestsPageQuery } from '@greenleaf/shared/rest/quote-requests';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { byChange, changedSince, keysetRows, keyText, type Keyset } from '../admin-tables/keyset-page.js';
import { anyArm, phoneMatches, searchPattern } from '../customers/search.js';
import type { Db } from '../db/client.js';
import { quoteRequests } from '../db/schema.js';
import { toView } from './quote-requests.js';

/** Newest first: indexes quote_requests_created_id_idx and quote_requests_status_created_id_idx. */
const NEWEST: Keyset = { key: quoteRequests.createdAt, dir: 'desc', id: quoteRequests.id, nullable: false };
/** In the order of their last change: index quote_requests_updated_id_idx. */
const BY_CHANGE = byChange(quoteRequests.updatedAt, quoteRequests.id);

/** The customers' search's own pattern, phone match and arms (customers/search.ts), on a request's contact. */
function requestSearch(search: string): SQL | undefined {
  const pattern = searchPattern(search);
  return anyArm(quoteRequests, quoteRequests.id, [
    sql`${quoteRequests.name} ilike ${pattern}`,
    sql`${quoteRequests.email} ilike ${pattern}`,
    phoneMatches(quoteRequests.phone, search),
  ]);
}

export async function quoteRequestsPage(db: Db, q: z.infer<typeof QuoteRequestsPageQuery>) {
  const order = q.updatedSince ? BY_CHANGE : NEWEST;
  const { rows, hasNextPage, endCursor } = await keysetRows(
    db
      .select({ row: quoteRequests, id: quoteRequests.id, cursorKey: keyText(order) })
      .from(quoteRequests)
      .$dynamic(),
    order,
    q,
    [
      q.status ? eq(quoteRequests.status, q.status) : undefined,
      q.search ? requestSearch(q.search) : undefined,
      changedSince(quoteRequests.updatedAt, q.updatedSince),
    ],
  );
  return { nodes: rows.map((r) => toView(r.row)), hasNextPage, endCursor };
}
