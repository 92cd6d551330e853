/** The api's replies about bookings: a booking as read and saved, its day parts, history, payments, status moves, and quote requests. */
import { BOOKING_STATUSES } from '@greenleaf/shared/booking-status-moves';
import { z } from 'zod';
import { ModifierTypeSchema, ModifierUnitsSchema } from './catalogue.js';
import { id, money, text } from './fields.js';
import { ApiUserSchema } from './users.js';

const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export const SeriesKindSchema = z.enum(['repeat', 'programme']);

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
  /** The booking it pays. */
  bookingId: z.number().int(),
  bookingGuidId: z.string(),
  providerPaymentId: z.string(),
  amount: money,
  status: z.string(),
  createdAt: z.string(),
  /** The moment of its last change (the database's, migration 0076). */
  updatedAt: z.string(),
  refundStatus: z.enum(['due', 'refunded']).nullish(),
  refundReason: RefundReasonSchema.nullish(),
  refundedAt: z.string().nullish(),
  refundedByName: z.string().nullish(),
  /** The reference of the refund made (bank or provider), as the office recorded it. */
  refundReference: z.string().nullish(),
  /** The part owed back or refunded when less than the payment (a programme given up); null: all of it. */
  refundAmount: money.nullish(),
  /** How it was paid: the online form ('payfast') or what the office took ('card', 'eft', 'cash'). */
  method: z.enum(['payfast', 'card', 'eft', 'cash']).default('payfast'),
  reference: z.string().nullish(),
  /** The office user who recorded it; null for the provider's notifications. */
  recordedByName: z.string().nullish(),
});
export type ApiBookingPayment = z.infer<typeof ApiBookingPaymentSchema>;
/** `money/payments-page.php`: a page of payments in the order of their last change. */
export const ApiPaymentsPageSchema = z.object({
  nodes: z.array(ApiBookingPaymentSchema),
  hasNextPage: z.boolean(),
  endCursor: z.string().nullable(),
});

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

/** The booking save's reply (and the by-key lookup's): the booking with its customer's whole account. */
export const ApiSavedBookingSchema = ApiBookingSchema.extend({
  account: ApiUserSchema,
  /** A new customer's e-mail had an account, which the booking was made on: whether the typed password is its own. */
  existingAccount: z.object({ passwordMatched: z.boolean() }).optional(),
});
export type ApiSavedBooking = z.infer<typeof ApiSavedBookingSchema>;
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
/** `quote-requests/save.php`: the request stored, or (`replayed`) the one its idempotency key stored before. */
export const ApiSavedQuoteRequestSchema = ApiQuoteRequestSchema.extend({ replayed: z.boolean() });
export type ApiSavedQuoteRequest = z.infer<typeof ApiSavedQuoteRequestSchema>;

export const ApiQuoteBookedSchema = z.object({
  quoteRequest: ApiQuoteRequestSchema,
  booking: ApiBookingSchema,
});
