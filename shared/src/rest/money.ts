/** Queries of `money/*.php` (docs/api.md, "Money"): a customer's statement and the accounting export. */
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
