/** Queries of `money/*.php` (docs/api.md, "Money"): a customer's statement and the accounting export. */
import { zOwnClient } from './own-client.js';
import { z } from 'zod';
import { zDate, zId } from './fields.js';

/** `money/statement.php`: whose statement. */
export const StatementQuery = z.object({ userId: zId });

/** The longest period one accounting export covers (a tax year and a bit). */
export const ACCOUNTING_EXPORT_MAX_DAYS = 400;

/** `money/accounting-export.php`: the period, both days included (Johannesburg dates). */
export const AccountingExportQuery = z
  .object({ from: zDate, to: zDate })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'The end date must not be before the start date' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ACCOUNTING_EXPORT_MAX_DAYS, {
    path: ['to'],
    message: `A period is at most ${ACCOUNTING_EXPORT_MAX_DAYS} days`,
  });

/** `money/payments-page.php`: every payment page by page in the order of its last change (issue #35). */
export const PaymentsPageQuery = z.object({
  first: z.coerce.number().int().min(1).max(200).default(50),
  after: z.string().max(200).optional(),
  /** Only payments changed at or after this moment. */
  updatedSince: z.iso.datetime({ offset: true }).optional(),
  /** Only payments owed back ('due') or refunded. */
  refundStatus: z.enum(['due', 'refunded']).optional(),
  /** Only the payments of bookings this partner's API client made (rest/own-client.ts). */
  ownClient: zOwnClient,
});
