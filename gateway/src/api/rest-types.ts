/**
 * The REST shapes of the api (docs/api.md) as zod schemas. Every reply the gateway reads is parsed
 * with one of these, and the GraphQL resolvers receive these shapes as parents (codegen mappers).
 */
import { BOOKING_STATUSES } from '@greenleaf/shared/booking-status-moves';
import { z } from 'zod';
import type { AdminTableId } from './tables.js';

const id = z.number().int();
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
const money = z.coerce.number();

const audit = {
  statusId: z.number().int().default(1),
  created_at: z.string().nullish(),
  created_by: z.number().int().nullish(),
  updated_at: z.string().nullish(),
  updated_by: z.number().int().nullish(),
};

export const ApiUserSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: text,
  address: text,
  role: z.string().nullish(),
  /** The version a session opened now is bound to; raised when the user's sessions end. */
  sessionVersion: z.number().int(),
  /** Manage links issued at or before this ISO time open nothing (booking/manage-access.ts); null: none ended. */
  tokensValidAfter: z.string().nullish(),
  /** The code this customer shares (older api replies may lack it). */
  referralCode: z.string().nullish(),
  ...audit,
});
export type ApiUser = z.infer<typeof ApiUserSchema>;

export const ApiCategorySchema = z.object({
  id,
  name: z.string(),
  description: text,
  imageUrl: text,
  parentCategoryId: id.nullish(),
  ...audit,
});
export type ApiCategory = z.infer<typeof ApiCategorySchema>;

export const ApiAddOnSchema = z.object({
  id,
  serviceId: id,
  name: z.string(),
  description: text,
  price: money,
  /** Minutes the add-on adds to the work. */
  extraMinutes: z.number().int().default(0),
  ...audit,
});
export type ApiAddOn = z.infer<typeof ApiAddOnSchema>;

export const ApiServiceOptionSchema = z.object({
  id,
  label: z.string(),
  description: text,
  additionalCost: money,
  /** Minutes the option adds to the work. */
  extraMinutes: z.number().int().default(0),
  fullPrice: money,
  selected: z.boolean(),
  /** Weeks between visits when the option repeats the visit (docs/recurring.md); null for a one-off. */
  repeatWeeks: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
});
export type ApiServiceOption = z.infer<typeof ApiServiceOptionSchema>;

export const ApiServiceVariationSchema = z.object({
  variationId: id,
  variationName: z.string(),
  serviceVariationId: id.nullish(),
  options: z.array(ApiServiceOptionSchema),
});
export type ApiServiceVariation = z.infer<typeof ApiServiceVariationSchema>;

export const ApiServiceSchema = z.object({
  id,
  categoryId: id,
  categoryName: z.string().nullish(),
  name: z.string(),
  description: text,
  imageUrl: text,
  basePrice: money,
  fromPrice: money,
  /** How long the work takes one crew, in minutes. */
  durationMinutes: z.number().int().default(45),
  isPackage: z.union([z.boolean(), z.number()]).transform((v) => Boolean(v)),
  quoteOnly: z.boolean().default(false),
  variations: z.array(ApiServiceVariationSchema).default([]),
  addOns: z.array(ApiAddOnSchema).default([]),
  ...audit,
});
export type ApiService = z.infer<typeof ApiServiceSchema>;

export const ApiServicesWithTabsSchema = z.object({
  services: z.array(ApiServiceSchema),
  allCategories: z.array(ApiCategorySchema),
});

export const ApiPackageServiceSchema = z.object({
  id,
  packageId: id,
  serviceId: id.nullish(),
  serviceName: z.string(),
  quantity: z.number().int(),
  /** The programme's week of this service's first visit (docs/recurring.md); null spreads over the season. */
  firstWeek: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  /** Weeks between this service's visits; null spreads them over the season. */
  everyWeeks: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
});
export type ApiPackageService = z.infer<typeof ApiPackageServiceSchema>;

export const ApiPackageSchema = z.object({
  id,
  seasonId: id.nullish(),
  name: z.string(),
  description: text,
  imageUrl: text,
  startDate: text,
  endDate: text,
  price: money,
  services: z.array(ApiPackageServiceSchema).default([]),
  ...audit,
});
export type ApiPackage = z.infer<typeof ApiPackageSchema>;

export const ApiSeasonSchema = z.object({
  id,
  name: z.string(),
  duration: text,
  notes: text,
  startDate: text,
  endDate: text,
  multiplier: money,
  packages: z.array(ApiPackageSchema).optional(),
  ...audit,
});
export type ApiSeason = z.infer<typeof ApiSeasonSchema>;

const ModifierTypeSchema = z.enum(['no_charge', 'extra', 'discount']);
const ModifierUnitsSchema = z.enum(['percent', 'amount']);

export const ApiModifierOptionSchema = z.object({
  id,
  modifier_id: id,
  name: z.string(),
  type: ModifierTypeSchema,
  units: ModifierUnitsSchema.nullish().transform((v) => v ?? null),
  value: money,
  description: text,
  /** Set on options the gateway decides (earned discounts, call-out fee). */
  rule: z
    .enum(['first_time', 'referral', 'call_out'])
    .nullish()
    .transform((v) => v ?? null),
  ...audit,
});
export type ApiModifierOption = z.infer<typeof ApiModifierOptionSchema>;

export const ApiModifierSchema = z.object({
  id,
  name: z.string(),
  description: text,
  options: z.array(ApiModifierOptionSchema).default([]),
  ...audit,
});
export type ApiModifier = z.infer<typeof ApiModifierSchema>;

export const ApiVariationOptionSchema = z.object({
  id,
  variationId: id,
  label: z.string(),
  additionalCost: money,
  description: text,
  /** Weeks between visits when the option means a repeat (docs/recurring.md); null for a one-off. */
  repeatWeeks: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  ...audit,
});
export type ApiVariationOption = z.infer<typeof ApiVariationOptionSchema>;

export const ApiVariationSchema = z.object({
  id,
  name: z.string(),
  description: text,
  options: z.array(ApiVariationOptionSchema).default([]),
  ...audit,
});
export type ApiVariation = z.infer<typeof ApiVariationSchema>;

const BookingStatusSchema = z.enum(BOOKING_STATUSES);
const SeriesKindSchema = z.enum(['repeat', 'programme']);

export const ApiBookingLineVariationSchema = z.object({
  variationName: z.string(),
  // Ids of catalogue rows deleted since booking read as null; the snapshot of names and prices stays.
  variationOptionId: id.nullish(),
  serviceVariationId: id.nullish(),
  option: z.object({ id: id.nullish(), label: z.string(), additionalCost: money }),
});
export type ApiBookingLineVariation = z.infer<typeof ApiBookingLineVariationSchema>;

export const ApiBookingLineAddOnSchema = z.object({
  id,
  addOnId: id.nullish(),
  name: z.string(),
  price: money,
});
export type ApiBookingLineAddOn = z.infer<typeof ApiBookingLineAddOnSchema>;

export const ApiBookingLineSchema = z.object({
  id,
  serviceId: id.nullish(),
  packageId: id.nullish(),
  name: z.string(),
  price: money,
  /** The season that changed the line's price at booking time; null when none did. */
  season: z.object({ name: z.string(), multiplier: z.number(), amount: money }).nullish(),
  variations: z.array(ApiBookingLineVariationSchema).default([]),
  addOns: z.array(ApiBookingLineAddOnSchema).default([]),
});
export type ApiBookingLine = z.infer<typeof ApiBookingLineSchema>;

export const ApiBookingModifierSchema = z.object({
  id,
  modifierId: id.nullish(),
  modifierOptionId: id.nullish(),
  modifier: z.object({ id: id.nullish(), name: z.string(), description: text }),
  option: z.object({
    id: id.nullish(),
    name: z.string(),
    description: text,
    type: ModifierTypeSchema,
    value: money,
    units: ModifierUnitsSchema.nullish().transform((v) => v ?? null),
  }),
  /** The rand it added or took off at booking time; null for bookings made before it was kept. */
  amount: money.nullish().transform((v) => v ?? null),
  /** The running total it applied to at booking time; null for bookings made before it was kept. */
  base: money.nullish().transform((v) => v ?? null),
});
export type ApiBookingModifier = z.infer<typeof ApiBookingModifierSchema>;

export const ApiBookingCustomerSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: text,
  address: text,
});
export type ApiBookingCustomer = z.infer<typeof ApiBookingCustomerSchema>;

export const ApiServiceAreaSchema = z.object({
  id,
  suburb: z.string(),
  postalCode: z.string(),
  travelMinutes: z.number().int(),
  active: z.boolean(),
});

export const ApiBookingSchema = z.object({
  id,
  guidId: z.string(),
  durationMinutes: z.number().int().default(45),
  /** When the work is expected to end: the end of its last covered cell; null when it holds none. */
  visitEnd: z.object({ date: z.string(), time: z.string() }).nullish(),
  address: z.object({ street: z.string(), suburb: z.string(), postalCode: z.string() }).nullish(),
  propertyNotes: z.string().nullish(),
  userId: id.nullish(),
  user: ApiBookingCustomerSchema.nullish(),
  bookingDate: z.string(),
  bookingTime: z.string(),
  /** Work rained out after it started: the day it stopped, where it resumes; null: no break. */
  breakDate: text,
  resumeDate: text,
  resumeTime: text,
  status: BookingStatusSchema,
  statusId: z.number().int().nullish(),
  totalPrice: money,
  /** The rand the customer's referral credits took off it; null when none. */
  referralCredit: money.nullish(),
  /** The office's own discount it was booked with (the rand it took off, positive); null when none. */
  officeDiscount: z
    .object({ percent: z.number(), amount: money, reason: z.string(), givenBy: id.nullish() })
    .nullish(),
  paidAt: z.string().nullish(),
  /** 'due' while money is owed back on it (a paid booking cancelled, or a payment it could not take), 'refunded' once all of it was refunded. */
  refundStatus: z.enum(['due', 'refunded']).nullish(),
  /** The rand owed back now, and the rand refunded so far. */
  refundDue: money.default(0),
  refunded: money.default(0),
  /** What the customer has paid (kept payments) and still owes (api/src/bookings/paid-amounts.ts). */
  amountPaid: money.default(0),
  amountOwed: money.default(0),
  /** Until when an unpaid booking holds its place; null once paid or confirmed. */
  heldUntil: z.string().nullish(),
  /** The crew assigned to do it, or null. */
  crewId: z.number().int().nullish(),
  /** When the crew started the work on the day. */
  startedAt: z.string().nullish(),
  /** The recurring series or seasonal programme this visit belongs to (docs/recurring.md); null for a one-off. */
  seriesId: id.nullish().transform((v) => v ?? null),
  seriesKind: SeriesKindSchema.nullish().transform((v) => v ?? null),
  /** The date the series planned this visit for. */
  seriesDate: text,
  /** A later visit of a series: pending until paid from its reminder, holding its slot meanwhile. */
  payLater: z.boolean().default(false),
  /** Where the series had planned it when that slot was full (`YYYY-MM-DD 10:00 - 10:45`), else null. */
  movedFrom: text,
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  services: z.array(ApiBookingLineSchema).default([]),
  modifiers: z.array(ApiBookingModifierSchema).default([]),
});
export type ApiBooking = z.infer<typeof ApiBookingSchema>;

/** The part of a booking on one day, from the cells it holds there (`bookings/covering.php`). */
export const ApiDayPartSchema = z.object({
  bookingId: id,
  date: z.string(),
  firstCell: z.number().int(),
  lastCell: z.number().int(),
  from: z.string(),
  to: z.string(),
  day: z.number().int(),
  days: z.number().int(),
});
export type ApiDayPart = z.infer<typeof ApiDayPartSchema>;

/** `bookings/covering.php`: the bookings with a cell in a range of days, and their parts by day. */
export const ApiCoveringSchema = z.object({
  bookings: z.array(ApiBookingSchema),
  parts: z.array(ApiDayPartSchema),
});

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
  visits: z.array(ApiBookingSchema).default([]),
});
export type ApiSeries = z.infer<typeof ApiSeriesSchema>;

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
const ApiVisitChangeSchema = z.object({
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

/** A row of `bookings/history.php`. */
export const ApiBookingEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(['created', 'status', 'moved', 'crew', 'started', 'notes', 'refund']),
  detail: z.record(z.string(), z.unknown()),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
});
export type ApiBookingEvent = z.infer<typeof ApiBookingEventSchema>;

/** Why a payment is owed back (`payments.refund_reason`). */
const RefundReasonSchema = z.enum(['second_payment', 'slot_full', 'cancelled']);

/** A row of `bookings/payments.php`, with its refund when it is owed back. */
export const ApiBookingPaymentSchema = z.object({
  id: z.number().int(),
  providerPaymentId: z.string(),
  amount: money,
  status: z.string(),
  createdAt: z.string(),
  refundStatus: z.enum(['due', 'refunded']).nullish(),
  refundReason: RefundReasonSchema.nullish(),
  refundedAt: z.string().nullish(),
  refundedByName: z.string().nullish(),
  /** The part owed back or refunded when less than the payment (a programme given up); null: all of it. */
  refundAmount: money.nullish(),
  /** How it was paid: the online form ('payfast') or what the office took ('card', 'eft', 'cash'). */
  method: z.enum(['payfast', 'card', 'eft', 'cash']).default('payfast'),
  reference: z.string().nullish(),
  /** The office user who recorded it; null for the provider's notifications. */
  recordedByName: z.string().nullish(),
});
export type ApiBookingPayment = z.infer<typeof ApiBookingPaymentSchema>;

/** A crew as `crews/list.php` answers it: members are staff users. */
export const ApiCrewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string(),
  active: z.boolean(),
  members: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type ApiCrew = z.infer<typeof ApiCrewSchema>;
export type ApiCrewMember = ApiCrew['members'][number];

/** `crews/deactivation-preview.php`: the crew's future jobs and the times over capacity without it. */
export const ApiCrewDeactivationPreviewSchema = z.object({
  crewId: z.number().int(),
  active: z.boolean(),
  jobs: z.array(
    z.object({
      id: z.number().int(),
      guidId: z.string(),
      bookingDate: z.string(),
      bookingTime: z.string(),
      status: z.string(),
      customerName: z.string().nullable(),
      suburb: z.string().nullable(),
    }),
  ),
  overCapacity: z.array(
    z.object({ date: z.string(), time: z.string(), booked: z.number().int(), capacity: z.number().int() }),
  ),
});

/** `crews/deactivate.php`: how many jobs moved (to `reassignedTo`, or unassigned when null). */
export const ApiCrewDeactivatedSchema = z.object({
  crewId: z.number().int(),
  moved: z.number().int(),
  reassignedTo: z.number().int().nullable(),
});

/** A slot with the bookings holding it and the places it has (the api's active crews, or its setting). */
export const ApiSlotSchema = z.object({
  bookingTime: z.string(),
  taken: z.number().int(),
  capacity: z.number().int().min(0),
});
export const ApiSlotsSchema = z.array(ApiSlotSchema);
export const ApiSlotDaysSchema = z.object({
  /** No booking may start sooner than this many minutes from now (the api's MIN_LEAD_MINUTES). */
  minLeadMinutes: z.number().int().min(0),
  /** The company's slot granularity in minutes (15, 30 or 45). */
  slotMinutes: z.number().int().positive(),
  days: z.array(
    z.object({
      date: z.string(),
      /** The day's slots (none on a closed day), with the most bookings holding any of their cells. */
      slots: ApiSlotsSchema,
      /** Where the asked work can start (the capacity trigger's covering rule), places left, its end. */
      starts: z.array(
        z.object({
          bookingTime: z.string(),
          remaining: z.number().int(),
          finishDate: z.string(),
          finish: z.string(),
          /** Working days the work covers from this start. */
          days: z.number().int().min(1),
        }),
      ),
    }),
  ),
});
export type ApiSlotDays = z.infer<typeof ApiSlotDaysSchema>;

/** `calendar/get.php`: the company's calendar (times in minutes since midnight). */
export const ApiCalendarSchema = z.object({
  slotMinutes: z.number().int(),
  hours: z.array(
    z.object({
      weekday: z.number().int(),
      opensAt: z.number().int().nullable(),
      closesAt: z.number().int().nullable(),
    }),
  ),
  closedDays: z.array(
    z.object({
      date: z.string(),
      reason: z.string(),
      source: z.enum(['holiday', 'office']),
      open: z.boolean(),
    }),
  ),
});
export type ApiCalendar = z.infer<typeof ApiCalendarSchema>;

/** `calendar/save.php`, `close-day.php`, `open-day.php`: the calendar and the bookings outside it. */
export const ApiCalendarChangeSchema = z.object({
  calendar: ApiCalendarSchema,
  outside: z.array(ApiBookingSchema),
});
export type ApiSlot = z.infer<typeof ApiSlotSchema>;

export const ApiStatusReplySchema = z.object({ status: BookingStatusSchema });
/** What cancelling a booking would do (api `series/give-up-programme.ts`). */
export const ApiCancelPreviewSchema = z.object({
  id: z.number(),
  programme: z.boolean(),
  laterProgrammeVisit: z.boolean(),
  visits: z.array(
    z.object({ guidId: z.string(), bookingDate: z.string().nullable(), bookingTime: z.string().nullable() }),
  ),
  refundDue: z.number(),
  doneVisits: z.number(),
  allVisits: z.number(),
});
export const ApiSuccessSchema = z.object({ success: z.boolean() });
/** A delete that archives a record still in use instead (api `catalogue/archive.ts`): which, and why. */
export const ApiRemoveSchema = z.object({ success: z.boolean(), archived: z.boolean(), message: z.string() });
export const ApiIdReplySchema = z.number().int();

export const ApiRecordPaymentReplySchema = z.object({
  status: BookingStatusSchema,
  duplicate: z.boolean(),
  /** This call's payment paid the booking (so the confirmation is sent, once). */
  paid: z.boolean(),
  /** This call recorded its COMPLETE payment as owed back (the booking could not take it): why. */
  refundDue: RefundReasonSchema.nullable(),
  /** How long a pending booking holds its slot (the api's setting), for the refund notice. */
  holdMinutes: z.number().int().positive(),
  /** A series' first visit paid: the later visits this payment planned elsewhere than planned (full). */
  movedVisits: z.array(ApiBookingSchema).default([]),
});
export type ApiRecordPaymentReply = z.infer<typeof ApiRecordPaymentReplySchema>;

export const ApiAdminStatSchema = z.object({
  metrics: z.array(
    z.object({
      key: z.enum(['clients', 'services', 'bookings', 'addOns', 'packages', 'users']),
      total: z.number(),
      last30: z.number(),
      previous30: z.number(),
    }),
  ),
  weekly: z.array(
    z.object({ weekStart: z.string(), bookings: z.number(), visits: z.number(), revenue: money }),
  ),
});
export type ApiAdminStat = z.infer<typeof ApiAdminStatSchema>;

/** dashboard/figures.php: work done and money received in a period. */
const ApiPeriodFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  visitsCompleted: z.number().int(),
  visitsScheduled: z.number().int(),
  bookingsMade: z.number().int(),
  received: money,
  refunded: money,
  moneyReceived: money,
});
export const ApiDashboardFiguresSchema = z.object({
  today: z.string(),
  thisWeek: ApiPeriodFiguresSchema,
  thisMonth: ApiPeriodFiguresSchema,
});

/** A booking a dashboard list names: where, when, whose. */
const ApiDashboardBookingFields = {
  bookingId: id,
  bookingDate: z.string().nullable(),
  bookingTime: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  customerId: id.nullable(),
  customerName: z.string().nullable(),
};

const ApiMoneyOwedSchema = z.object({
  amount: money,
  count: z.number().int(),
  oldest: z.string().nullable(),
  items: z.array(
    z.object({
      ...ApiDashboardBookingFields,
      amount: money,
      since: z.string().nullable(),
      reason: z.enum(['second_payment', 'slot_full', 'cancelled']).nullable(),
    }),
  ),
});
export type ApiMoneyOwed = z.infer<typeof ApiMoneyOwedSchema>;

/** dashboard/owed.php: refunds due and unpaid visits. */
export const ApiDashboardOwedSchema = z.object({
  refundsDue: ApiMoneyOwedSchema,
  unpaid: ApiMoneyOwedSchema,
});

/** dashboard/today.php: the day's visits. */
export const ApiDashboardTodaySchema = z.object({
  date: z.string(),
  jobs: z.array(
    z.object({
      ...ApiDashboardBookingFields,
      startedAt: z.string().nullable(),
      suburb: z.string().nullable(),
      crewId: id.nullable(),
      crewName: z.string().nullable(),
      crewColour: z.string().nullable(),
      continued: z.boolean(),
      time: z.string(),
    }),
  ),
});
export type ApiDashboardJob = z.infer<typeof ApiDashboardTodaySchema>['jobs'][number];

/** dashboard/crew-load.php: per crew per day, booked minutes against working minutes. */
export const ApiCrewLoadSchema = z.object({
  days: z.array(z.object({ date: z.string(), workingMinutes: z.number().int() })),
  crews: z.array(
    z.object({
      crewId: id.nullable(),
      name: z.string(),
      colour: z.string(),
      active: z.boolean(),
      bookedMinutes: z.array(z.number().int()),
    }),
  ),
});

export const ApiResetTokenSchema = z.object({
  token: z.string(),
  userId: id,
  name: z.string(),
  email: z.string(),
});

/** users/reset-password.php: done, and whose account it was (an older api leaves the e-mail out). */
export const ApiPasswordResetSchema = z.object({ success: z.literal(true), email: z.string().optional() });

/** users/login-failures/reserve.php: the attempt allowed and counted (by these rows), or the wait; each key's units in its window. */
export const ApiAttemptReservationSchema = z.object({
  allowed: z.boolean(),
  retryAfterSeconds: z.number().int().min(0),
  ids: z.array(z.number().int()),
  /** The keys that refused the attempt (an older api leaves it out). */
  limitedBy: z.array(z.string()).default([]),
  counts: z.record(z.string(), z.number()).optional(),
});

/** A row of the generic query endpoint: whatever columns the table's allow-list returns. */
export const ApiRowSchema = z.looseObject({ id });
export type ApiRow = z.infer<typeof ApiRowSchema>;

/** A generic-table row together with the table it came from (the AdminRow parent). */
export interface ApiTableRow {
  table: AdminTableId;
  row: ApiRow;
}

export const ApiUploadReplySchema = z.object({
  success: z.boolean(),
  url: z.string().optional(),
  file: z.string().optional(),
  reason: z.string().optional(),
});

/** The error body of every failed call. */
export const ApiErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

/** The booking save's reply (and the by-key lookup's): the booking with its customer's whole account. */
export const ApiSavedBookingSchema = ApiBookingSchema.extend({
  account: ApiUserSchema,
  /** A new customer's e-mail had an account, which the booking was made on: whether the typed password is its own. */
  existingAccount: z.object({ passwordMatched: z.boolean() }).optional(),
});
export type ApiSavedBooking = z.infer<typeof ApiSavedBookingSchema>;

/** One entry of the area waitlist (`area-waitlist/*.php`). */
export const ApiAreaWaitlistEntrySchema = z.object({
  id,
  email: z.string(),
  suburb: z.string(),
  createdAt: z.string(),
});

export const ApiQuoteRequestSchema = z.object({
  id,
  serviceId: id.nullish(),
  serviceName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  suburb: z.string(),
  postalCode: z.string(),
  description: z.string(),
  photos: z.array(z.string()),
  status: z.enum(['new', 'booked']),
  bookingId: id.nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApiQuoteRequest = z.infer<typeof ApiQuoteRequestSchema>;

export const ApiQuoteBookedSchema = z.object({
  quoteRequest: ApiQuoteRequestSchema,
  booking: ApiBookingSchema,
});

/** One of the office's customers in the list (`customers/list.php`). */
export const ApiCustomerRowSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: text,
  statusId: z.number().int(),
  createdAt: z.string().nullable(),
  bookingsCount: z.number().int(),
  lastVisit: z.string().nullable(),
});
export type ApiCustomerRow = z.infer<typeof ApiCustomerRowSchema>;
export const ApiCustomerPageSchema = z.object({
  rows: z.array(ApiCustomerRowSchema),
  total: z.number().int(),
});

/** A customer's property (`customers/properties.php`, `customers/save-property.php`). */
export const ApiPropertySchema = z.object({
  id,
  userId: id,
  street: z.string(),
  suburb: z.string(),
  postalCode: z.string(),
  notes: text,
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ApiProperty = z.infer<typeof ApiPropertySchema>;

/** A consent (POPIA, `privacy/consents.php`): the wording shown, when given and when withdrawn. */
export const ApiConsentSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  purpose: z.string(),
  wording: z.string(),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
