/** Bodies and query strings of `series/*.php` (docs/api.md, "Recurring series"; docs/recurring.md). */
import { z } from 'zod';
import { zId } from './fields.js';

/** `series/list.php?userId=`: a customer's series and programmes, newest first. */
export const SeriesListQuery = z.object({ userId: zId });

/**
 * `series/change.php`: pause, resume or stop. Pausing and stopping cancel the series' visits that start
 * more than `cutoffHours` from now and have not started (a paid one is marked for refund).
 */
export const ChangeSeriesBody = z.object({
  id: zId,
  action: z.enum(['pause', 'resume', 'stop']),
  cutoffHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30),
  by: zId.nullish(),
});

/** `series/skip.php`: cancel one visit of a series; the series goes on. */
export const SkipVisitBody = z.object({
  bookingId: zId,
  by: zId.nullish(),
});

/**
 * `series/extend.php`: the series job's claim. Creates the visits of up to `limit` active series whose
 * next visit falls within `windowWeeks` (the `series_window_weeks` setting when absent) from `today`
 * (Johannesburg's date when absent; tests and benchmarks pass one).
 */
export const ExtendSeriesBody = z.object({
  limit: z.number().int().min(1).max(1000).default(100),
  windowWeeks: z.number().int().min(1).max(26).optional(),
  today: z.iso.date().optional(),
});

/** `series/settings.php` (POST): how many weeks ahead the series job creates visits. */
export const SeriesSettingsBody = z.object({ windowWeeks: z.number().int().min(1).max(26) });

/** `series/revenue.php?weeks=`: what series and programme visits booked for the weeks ahead. */
export const SeriesRevenueQuery = z.object({
  weeks: z.coerce.number().int().min(1).max(26).default(8),
});
