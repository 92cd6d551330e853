/**
 * Payments page by page in the order of their last change (docs/api.md, "money/payments-page.php";
 * issue #35): the lists' keyset on (`updated_at`, `id`) (admin-tables/keyset-page.ts), so a page costs
 * the same however deep it is and a payment changed while a reader pages (a refund owed, made) comes
 * again later, never lost. `updated_at` is the database's (a trigger sets it on every update, 0076).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentsPageQuery } from '@greenleaf/shared/rest/money';
import type { Db } from '../db/client.js';
import { payments } from '../db/schema.js';
import { byChange, changedSince, pageByKeys } from '../admin-tables/keyset-page.js';
import { readPayments } from '../bookings/history.js';

export const paymentsPage = (db: Db, q: z.infer<typeof PaymentsPageQuery>) =>
  pageByKeys(
    db,
    payments,
    byChange(payments.updatedAt, payments.id),
    q,
    [
      changedSince(payments.updatedAt, q.updatedSince),
      q.refundStatus ? eq(payments.refundStatus, q.refundStatus) : undefined,
      q.ownClient === undefined
        ? undefined
        : sql`exists (select 1 from bookings b where b.id = ${payments.bookingId} and b.api_client_id = ${q.ownClient})`,
    ],
    (ids) => readPayments(db, inArray(payments.id, ids), [asc(payments.id)]),
  );
