/**
 * Payments page by page in the order of their last change (docs/api.md, "money/payments-page.php";
 * issue #35): the lists' keyset on (`updated_at`, `id`) (admin-tables/keyset-page.ts), so a page costs
 * the same however deep it is and a payment changed while a reader pages (a refund owed, made) comes
 * again later, never lost. `updated_at` is the database's (a trigger sets it on every update, 0076).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentsPageQuery } from '@greenleaf/shared/rest/money';
import type { Db } from '../db/client.js';
import { payments } from '../db/schema.js';
import { pageByChange } from '../admin-tables/keyset-page.js';
import { bookedByClient } from '../developers/own-reach.js';
import { readPayments } from '../bookings/history.js';

export const paymentsPage = (db: Db, q: z.infer<typeof PaymentsPageQuery>) =>
  pageByChange(
    db,
    payments,
    q,
    [
      q.refundStatus ? eq(payments.refundStatus, q.refundStatus) : undefined,
      bookedByClient(payments.bookingId, q.ownClient),
    ],
    (ids) => readPayments(db, inArray(payments.id, ids), [asc(payments.id)]),
  );
