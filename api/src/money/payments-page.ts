/**
 * Payments page by page in the order of their last change (docs/api.md, "money/payments-page.php";
 * issue #35): the lists' keyset on (`updated_at`, `id`) (admin-tables/keyset-page.ts), so a page costs
 * the same however deep it is and a payment changed while a reader pages (a refund owed, made) comes
 * again later, never lost. `updated_at` is the database's (a trigger sets it on every update, 0076).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentsPageQuery } from '@greenleaf/shared/rest/money';
import type { Db } from '../db/client.js';
import { payments } from '../db/schema.js';
import { afterKey, keysetOrder, keyText, rowsPage, type Keyset } from '../admin-tables/keyset-page.js';
import { readPayments } from '../bookings/history.js';

const BY_CHANGE: Keyset = { key: payments.updatedAt, dir: 'asc', id: payments.id, nullable: false };

export async function paymentsPage(db: Db, q: z.infer<typeof PaymentsPageQuery>) {
  const keys = await db
    .select({ id: payments.id, cursorKey: keyText(BY_CHANGE) })
    .from(payments)
    .where(
      and(
        q.updatedSince ? sql`${payments.updatedAt} >= ${q.updatedSince}::timestamptz` : undefined,
        q.refundStatus ? eq(payments.refundStatus, q.refundStatus) : undefined,
        q.ownClient === undefined
          ? undefined
          : sql`exists (select 1 from bookings b where b.id = ${payments.bookingId} and b.api_client_id = ${q.ownClient})`,
        afterKey(BY_CHANGE, q.after),
      ),
    )
    .orderBy(...keysetOrder(BY_CHANGE))
    .limit(q.first + 1);
  return rowsPage(keys, q.first, (ids) => readPayments(db, inArray(payments.id, ids), [asc(payments.id)]));
}
