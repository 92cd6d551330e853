/** Bodies and query strings of `series/*.php` (docs/api.md, "Recurring series"; docs/recurring.md). */
import { z } from 'zod';
import { zOwnClient } from './own-client.js';
import { zBookingSlot } from './bookings.js';
import { zDate, zId } from './fields.js';
import { NoticeRequest } from './email-outbox.js';

/** `series/list.php?userId=`: a customer's series and programmes, newest first. */
export const SeriesListQuery = z.object({
  userId: zId,
  /**
   * Only the visits dated this day or later, and each series' first visit (a list of cards: what is to
   * come, not years of history); left out, every visit.
   */
  visitsFrom: zDate.optional(),
});

/** `series/get.php?id=`: one series; with `visitsFrom`, only its visits dated that day or later and its first. */
export const SeriesGetQuery = z.object({
  id: zId,
  /** As `series/list.php`'s: a window of its visits (the office's booking page), not years of them. */
  visitsFrom: zDate.optional(),
});

/** `series/page.php`: every series page by page in the order of its last change (issue #35). */
export const SeriesPageQuery = z.object({
  first: z.coerce.number().int().min(1).max(200).default(50),
  after: z.string().max(200).optional(),
  /** Only series changed at or after this moment. */
  updatedSince: z.iso.datetime({ offset: true }).optional(),
  status: z.enum(['active', 'paused', 'stopped']).optional(),
  /** Only the series whose first booking this partner's API client made (rest/own-client.ts). */
  ownClient: zOwnClient,
});

/**
 * What the office changes on a series from a date (`series/change.php`, action `change`): the weekday
 * (0 Sunday to 6 Saturday), the start time (a start label; whether the day offers it is the calendar's, checked by the capacity trigger), the crew (null: none) and each
 * later visit's price in rand. Absent: unchanged.
 */
export const SeriesChangeFields = z.object({
  weekday: z.number().int().min(0).max(6).optional(),
  bookingTime: zBookingSlot('Choose one of the time slots.').optional(),
  crewId: zId.nullable().optional(),
  visitPrice: z.number().min(0).max(1_000_000).optional(),
});

/**
 * `series/change.php`: pause, resume, stop or change a series from a date (`from`, today in
 * Johannesburg when absent; docs/recurring.md). Pausing and stopping cancel the unpaid visits from that
 * date that start more than `cutoffHours` from now and have not started; a paid one only when its id is
 * in `paidIds` (then marked for refund). A change moves, re-crews and re-prices the unpaid visits from
 * that date, and the paid ones in `paidIds` (a paid visit's price never changes). Resuming plans again
 * from the first date of the cadence on or after `from`. `dryRun` answers what would happen and keeps
 * nothing.
 */
export const ChangeSeriesBody = z.object({
  id: zId,
  action: z.enum(['pause', 'resume', 'stop', 'change']),
  from: z.iso.date().optional(),
  cutoffHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30),
  paidIds: z.array(zId).max(500).default([]),
  change: SeriesChangeFields.optional(),
  dryRun: z.boolean().default(false),
  by: zId.nullish(),
  /** The customer is to hear of it: stored with a change that changed a visit ("E-mail notices"). */
  notice: NoticeRequest.optional(),
});

/** `series/skip.php`: cancel one visit of a series; the series goes on. `dryRun` only answers what it would do. */
export const SkipVisitBody = z.object({
  bookingId: zId,
  dryRun: z.boolean().default(false),
  by: zId.nullish(),
  /** The customer is to hear of the visit cancelled: stored with the skip (docs/api.md, "E-mail notices"). */
  notice: NoticeRequest.optional(),
});

/** `series/undo.php`: undo a skip, pause, stop or resume with the token its answer gave (docs/recurring.md, "Undo"). */
export const UndoSeriesBody = z.object({
  seriesId: zId,
  token: z.string().min(8).max(100),
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
