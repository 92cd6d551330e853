/** The api's replies about series: a series, the changes to its visits, its undo, settings and revenue. */
import { z } from 'zod';
import { CARD_CHARGE_WHEN, DEFAULT_CARD_CHARGE_WHEN } from '@greenleaf/shared/rules/card-charge-when';
import { ApiBookingSchema, SeriesKindSchema } from './bookings.js';
import { id, money, text } from './fields.js';

/** A series as `series/get.php` and `series/list.php` answer it, with its visits by date and slot. */
export const ApiSeriesSchema = z.object({
  id,
  kind: SeriesKindSchema,
  status: z.enum(['active', 'paused', 'stopped']),
  name: z.string(),
  userId: id.nullish().transform((v) => v ?? null),
  /** Weeks between visits; null for a programme. */
  repeatWeeks: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  bookingTime: z.string(),
  startDate: z.string(),
  endDate: text,
  nextDate: text,
  visitPrice: money,
  firstBookingId: id.nullish().transform((v) => v ?? null),
  /** Set when planning failed unexpectedly: when the series job tries again, and why. */
  retryAfter: text,
  lastError: text,
  /** The crew its visits are booked for; while paused, the date the pause acts from. */
  crewId: id.nullish().transform((v) => v ?? null),
  pausedFrom: text,
  /** When its later visits are charged to a card on file: before each, or when each is done. */
  cardChargeWhen: z.enum(CARD_CHARGE_WHEN).default(DEFAULT_CARD_CHARGE_WHEN),
  /** The moment of its last change (the database's). */
  updatedAt: z.string(),
  visits: z.array(ApiBookingSchema).default([]),
  /** Its first visit by date and slot (a programme's: its first booking); null before it has one. */
  firstVisitId: id.nullish().transform((v) => v ?? null),
  /** How many visits it has made, whatever `visits` holds. */
  visitCount: z.number().int().min(0).default(0),
  /** `visits` holds only those dated this day or later, and the first (null: every visit). */
  visitsFrom: text,
});
export type ApiSeries = z.infer<typeof ApiSeriesSchema>;

/** `series/page.php`: a page of series in the order of their last change. */
export const ApiSeriesPageSchema = z.object({
  nodes: z.array(ApiSeriesSchema),
  hasNextPage: z.boolean(),
  endCursor: z.string().nullable(),
});

const ApiVisitPlaceSchema = z.object({
  date: z.string(),
  time: z.string(),
  /** When its work is expected to end (the visit's `visitEnd`); null when it holds no time. */
  end: z.object({ date: z.string(), time: z.string() }).nullish(),
  crewId: id.nullable(),
  crewName: z.string().nullable(),
  price: money,
});

/** What a change to a series did (or, in a dry run, would do) to one visit (`series/change.php`). */
export const ApiVisitChangeSchema = z.object({
  bookingId: id,
  guidId: z.string(),
  what: z.enum(['cancelled', 'changed', 'planned', 'kept']),
  paid: z.boolean(),
  refund: money,
  restored: z.boolean(),
  /** A planned visit placed elsewhere (its slot was full): where it was planned. */
  movedFrom: z.string().nullable(),
  before: ApiVisitPlaceSchema.nullable(),
  after: ApiVisitPlaceSchema.nullable(),
});
export type ApiVisitChange = z.infer<typeof ApiVisitChangeSchema>;

/** The undo a skip, pause, stop or resume offers (`series/undo.php`): its token, until when. */
const ApiSeriesUndoSchema = z.object({ token: z.string(), expiresAt: z.string() });

/**
 * `series/change.php`'s and `series/skip.php`'s answer: the series after the change, what it did to
 * each visit, and its undo (null for the office's change, and for a change that did nothing).
 */
export const ApiSeriesChangeSchema = ApiSeriesSchema.extend({
  changes: z.array(ApiVisitChangeSchema),
  undo: ApiSeriesUndoSchema.nullish().transform((v) => v ?? null),
});
export type ApiSeriesChange = z.infer<typeof ApiSeriesChangeSchema>;

/**
 * `series/extend.php`: how many series and visits the claim made, the visits placed elsewhere, and the
 * series whose planning failed (set aside for an hour).
 */
export const ApiSeriesExtendSchema = z.object({
  series: z.number().int(),
  created: z.number().int(),
  moved: z.array(ApiBookingSchema),
  failed: z.array(z.number().int()).default([]),
});

/** `series/settings.php`: how many weeks ahead the series job creates visits. */
export const ApiSeriesSettingsSchema = z.object({ windowWeeks: z.number().int() });

/** `series/revenue.php`: series and programme visits booked for the weeks ahead. */
export const ApiSeriesRevenueSchema = z.object({
  weeks: z.number().int(),
  amount: money,
  visits: z.number().int(),
  activeSeries: z.number().int(),
});
