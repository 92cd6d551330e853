/** Bodies and query strings of `bookings/*.php` and `bookingmodifier/*.php` (docs/api.md, "Bookings"). */
import { z } from 'zod';
import { HOLD_MINUTES } from '../holds.js';
import { BOOKING_STATUSES } from '../booking-status-moves.js';
import { zEmail } from '../rules/email.js';
import { zName } from '../rules/name.js';
import { zPassword } from '../rules/password.js';
import { zSaPhone } from '../sa-phone.js';
import { MAX_WORK_MINUTES, zDate, zId, zMoney, zStatusId, zText } from './fields.js';
import { zOwnClient } from './own-client.js';
import { NoticeRequest } from './email-outbox.js';
import { zPostalCode } from '../rules/postal-code.js';
import { REPEAT_UNTIL_BEFORE_FIRST, repeatUntilBeforeFirst } from '../series-cadence.js';

/**
 * A start as stored in `bookings.booking_time`: 'HH:MM - HH:MM' (start, start + the slot granularity).
 * Whether it is one of that day's starts is the company's calendar's to say (the api's capacity
 * trigger, `booking_covered_slots`): this checks only the form.
 */
export const zBookingSlot = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d - ([01]\d|2[0-4]):[0-5]\d$/, message);

const zStatus = z.enum(BOOKING_STATUSES);

/** `?id=` as a number, or a guidId. */
export const zBookingKey = z.union([zId, z.string().trim().startsWith('booking-').max(200)]);

/** `packageId: 0` (the read shape's "plain service") and null mean "not given". */
const zOptionalRef = z.preprocess(
  (v: number | string | null | undefined) => (v === 0 || v === '0' || v === null ? undefined : v),
  zId.optional(),
);

const BookingLine = z
  .object({
    serviceId: zOptionalRef,
    packageId: zOptionalRef,
    price: zMoney,
    /** The season that changed this line's price, as the gateway priced it (kept for the breakdown). */
    season: z
      .object({
        name: z.string().trim().min(1).max(200),
        multiplier: z.number().min(0).max(100),
        amount: z.number().min(-1_000_000).max(1_000_000),
      })
      .nullish(),
    variationOptionIds: z.array(zId).max(50).default([]),
    addOnIds: z.array(zId).max(50).default([]),
  })
  .superRefine((line, ctx) => {
    if (!line.serviceId === !line.packageId) {
      ctx.addIssue({ code: 'custom', path: ['serviceId'], message: 'Give either serviceId or packageId' });
    }
    if (line.packageId && line.variationOptionIds.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['variationOptionIds'],
        message: 'A package line has no options',
      });
    }
    if (line.packageId && line.addOnIds.length) {
      ctx.addIssue({ code: 'custom', path: ['addOnIds'], message: 'A package line has no add-ons' });
    }
  });

/** Where the visit is; the suburb must be one of the active service areas. */
export const ServiceAddress = z.object({
  street: zName(200),
  suburb: zName(100),
  postalCode: zPostalCode,
});

/**
 * The new customer's account, written in the same transaction as the booking. A customer the office
 * books (with `office`) has no password yet: they set one with "Forgot password".
 */
export const NewCustomer = z.object({
  name: zName(),
  email: zEmail,
  password: zPassword.optional(),
  phone: zSaPhone,
  address: zText(500),
});

/** A booking the office makes (docs/product.md "The admin area"): how long it holds its place unpaid, and its crew. */
export const OfficeBooking = z.object({
  /** Minutes it holds its place unpaid (`held_until`), at most 30 days. */
  holdMinutes: z
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 60),
  /** The crew to do it; left out: unassigned. */
  crewId: zId.optional(),
});

/** `bookings/save.php`. */
export const SaveBookingBody = z
  .object({
    /** The signed-in customer; or `customer` for a new account. */
    userId: zId.optional(),
    customer: NewCustomer.optional(),
    bookingDate: zDate,
    bookingTime: zBookingSlot('Choose one of the time slots'),
    totalPrice: zMoney,
    idempotencyKey: z.string().trim().min(1).max(200).optional(),
    /** Its e-mail (the office's payment link), stored with a new booking, never a replay ("E-mail notices"). */
    notice: NoticeRequest.optional(),
    /** SHA-256 (hex) of the request as its caller sent it: the same key with another request is refused. */
    idempotencyFingerprint: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
    /**
     * The partner's API client whose key makes the booking: its history names the client, and a retry
     * under the same idempotency key is proven by the same client (a partner's customer holds no password).
     */
    apiClientId: zId.optional(),
    services: z.array(BookingLine).min(1, 'Add at least one service').max(50),
    modifierOptionIds: z.array(zId).max(50).default([]),
    /** The rand each chosen modifier option added or took off, by option id, as the gateway priced it (kept for the breakdown). */
    modifierAmounts: z
      .record(z.string().regex(/^\d{1,10}$/), z.number().min(-10_000_000).max(10_000_000))
      .optional(),
    /** The running total each chosen modifier option applied to, by option id, as the gateway priced it (a percentage is of it). */
    modifierBases: z.record(z.string().regex(/^\d{1,10}$/), z.number().min(0).max(100_000_000)).optional(),
    /**
     * With a repeating option (docs/recurring.md), required then: each later visit as the gateway priced
     * it, its total and the modifier options it keeps (of the chosen ones) with their amounts and bases.
     */
    laterVisit: z
      .object({
        totalPrice: zMoney,
        modifiers: z
          .array(
            z.object({
              optionId: zId,
              amount: z.number().min(-10_000_000).max(10_000_000),
              base: z.number().min(0).max(100_000_000),
            }),
          )
          .max(50),
        /**
         * The office's discount on each later visit as the gateway priced it (its percent, and the rand it
         * takes off that visit); the series keeps it with `officeDiscount`'s reason and giver.
         */
        officeDiscount: z
          .object({ percent: z.number().gt(0).max(100), amount: z.number().min(0).max(100_000_000) })
          .optional(),
      })
      .optional(),
    created_by: zId.nullish(),
    /** Where the visit is (street, a served suburb, postal code): every booking carries one. */
    address: ServiceAddress,
    /** Gate code, pets, parking (at most 500 characters). */
    propertyNotes: zText(500).optional(),
    /** The catalogue version the prices were computed from: refused (409 STALE_CATALOGUE) when older than a row used. */
    catalogueVersion: z.number().int().min(0).optional(),
    /** With a repeating option (docs/recurring.md): the last date a visit may fall on; absent runs until stopped. */
    repeatUntil: zDate.optional(),
    /** The customer whose referral code the gateway found valid for this (first) booking; its payment earns them a credit. */
    referrerId: zId.optional(),
    /** The booker's referral credits the price took off (`amount` rand): reserved for this booking, or 409 REFERRAL_CREDIT_USED. */
    referralCredit: z
      .object({ creditIds: z.array(zId).min(1).max(50), amount: zMoney.refine((v) => v > 0) })
      .optional(),
    /**
     * The office's own discount (docs/product.md, "The office's discount"): the percent, why, the rand it
     * took off (as the gateway priced it) and the office user who gave it.
     */
    officeDiscount: z
      .object({
        percent: z.number().gt(0).max(100),
        reason: z.string().trim().min(1, 'Say why the discount is given').max(200),
        amount: z.number().min(0).max(100_000_000),
        givenBy: zId,
      })
      .optional(),
    /** Booked by the office: its hold and crew (and no unpaid-holds limit, no password for a new customer). */
    office: OfficeBooking.optional(),
    /** A checkout's shorter hold, in minutes (a new customer from a busy address: the abuse budget); HOLD_MINUTES when absent. */
    holdMinutes: z.number().int().min(1).max(HOLD_MINUTES).optional(),
    /**
     * A new customer whose e-mail has an account: book on that account (its password checked, not
     * changed) instead of 409 EMAIL_TAKEN, so the checkout does not tell whether an e-mail is a customer's.
     */
    bookForExistingAccount: z.boolean().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.customer && input.customer.password === undefined && !input.office) {
      ctx.addIssue({ code: 'custom', path: ['customer', 'password'], message: 'Give a password' });
    }
    if (repeatUntilBeforeFirst(input.repeatUntil, input.bookingDate)) {
      ctx.addIssue({ code: 'custom', path: ['repeatUntil'], message: REPEAT_UNTIL_BEFORE_FIRST });
    }
    if (!input.userId === !input.customer) {
      ctx.addIssue({ code: 'custom', path: ['userId'], message: 'Give either userId or customer' });
    }
  });

/** `bookings/by-idempotency-key.php`: what became of a save sent with this key. */
export const ByIdempotencyKeyQuery = z
  .object({
    key: z.string().trim().min(1).max(200),
    userId: zId.optional(),
    email: z.string().trim().min(1).max(320).optional(),
    /** The asking request's digest: a booking the key made for a different request is refused (409). */
    fingerprint: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  })
  .refine((v) => !v.userId !== !v.email, { path: ['userId'], message: 'Give userId or email' });

/** `bookings/earned-facts.php`. */
export const EarnedFactsQuery = z.object({
  userId: zId.optional(),
  email: z.string().trim().min(1).max(320).optional(),
  phone: z.string().trim().min(1).max(60).optional(),
  referralCode: z.string().trim().min(1).max(60).optional(),
});

/** `bookings/get.php`: `id` (a number or a guidId) or `guidId`. */
export const GetBookingQuery = z.object({
  id: zBookingKey.optional(),
  guidId: z.string().trim().min(1).max(200).optional(),
  /** Only the bookings of this partner's API client (rest/own-client.ts). */
  ownClient: zOwnClient,
});

export const ListBookingsQuery = z.object({
  /** Finds by the customer's name, e-mail or phone (any format), the date, the suburb or a service. */
  search: z.string().max(200).optional(),
  status: zStatus.optional(),
  userId: zId.optional(),
  from: zDate.optional(),
  to: zDate.optional(),
  /** Only the bookings of this partner's API client (rest/own-client.ts). */
  ownClient: zOwnClient,
});
/**
 * `bookings/page.php`: one page of bookings in the order of their last change (`updated_at`, then
 * id), after `after` (the previous page's `endCursor`), optionally changed at or after `updatedSince`.
 */
export const BookingsPageQuery = z.object({
  first: z.coerce.number().int().min(1).max(200).default(50),
  after: z.string().max(200).optional(),
  updatedSince: z.iso.datetime({ offset: true }).optional(),
  status: zStatus.optional(),
  from: zDate.optional(),
  to: zDate.optional(),
  /** Only the bookings of this partner's API client (rest/own-client.ts). */
  ownClient: zOwnClient,
});
export const UserBookingsQuery = z.object({ userId: zId, ownClient: zOwnClient });
/** `bookings/by-user-page.php`: one page of a customer's bookings, latest visit first (issue #34). */
export const UserBookingsPageQuery = z.object({
  userId: zId,
  first: z.coerce.number().int().min(1).max(200).default(20),
  after: z.string().max(200).optional(),
  /** Only the bookings of this partner's API client (rest/own-client.ts). */
  ownClient: zOwnClient,
});
/** `bookings/history-page.php`: one page of a booking's history, latest change first (issue #34). */
export const BookingHistoryPageQuery = z.object({
  id: zBookingKey,
  first: z.coerce.number().int().min(1).max(200).default(20),
  after: z.string().max(200).optional(),
});
/** A booking named by its id or guidId, in a query string. */
export const BookingKeyQuery = z.object({ id: zBookingKey });
/** A booking named by its id or guidId, and who asks. */
export const BookingKeyBody = z.object({ id: zBookingKey, updated_by: zId.nullish() });
/** `bookings/mark-refunded.php`: one owed payment (`paymentId`, a row of `bookings/payments.php`), or all that is owed. */
export const MarkRefundedBody = BookingKeyBody.extend({
  paymentId: zId.optional(),
  /** The refund's reference (the bank transfer's or the provider's), recorded on each payment refunded. */
  reference: z.string().trim().min(1).max(200).optional(),
});
/** `bookings/claim-provider-refund.php`: the office (`by`) is about to ask the provider to refund a payment. */
export const ClaimProviderRefundBody = z.object({ paymentId: zId, by: zId.nullish() });
/** `bookings/provider-refund-result.php`: how the provider answered a claimed refund. */
export const ProviderRefundResultBody = z.object({
  paymentId: zId,
  outcome: z.enum(['refunded', 'refused', 'unknown']),
  detail: zText(500).optional(),
  reference: z.string().trim().min(1).max(200).optional(),
});
export const SetNotesBody = BookingKeyBody.extend({ propertyNotes: zText(500) });
export const SetStatusBody = BookingKeyBody.extend({
  status: zStatus,
  /** Moved by the office (an admin or manager): the office-only moves are allowed (undo Completed). */
  byOffice: z.boolean().optional(),
  /** The customer is to hear of a cancel: stored with it when this call cancels (docs/api.md, "E-mail notices"). */
  notice: NoticeRequest.optional(),
});

/** `bookings/reschedule.php`. */
export const RescheduleBody = z.object({
  id: zId,
  bookingDate: zDate,
  bookingTime: zBookingSlot('Choose one of the day’s time slots'),
  /** The crew to do it: an id, null for unassigned; left out keeps the booking's crew. */
  crewId: zId.nullable().optional(),
  updated_by: zId.nullish(),
  /** The customer is to hear of the move: stored with it when its date or time changes. */
  notice: NoticeRequest.optional(),
});

/** `bookings/claim-reminders.php`. */
export const ClaimRemindersBody = z.object({
  leadHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14),
  limit: z.number().int().min(1).max(500).default(100),
  /** How long the caller holds each reminder to write and store its e-mail (seconds). */
  leaseSeconds: z.number().int().min(1).max(3600).default(120),
});

/** What the office may record as taken (docs/product.md "Payments"); the online form's are 'payfast'. */
export const OFFICE_PAYMENT_METHODS = ['card', 'eft', 'cash'] as const;
/** Methods whose payment needs a reference (the card slip's or the bank's). */
const NEEDS_REFERENCE: readonly string[] = ['card', 'eft'];

/** `bookings/record-payment.php`: a provider's notification, or (with `recordedBy`) money the office took. */
export const RecordPaymentBody = z
  .object({
    guidId: z.string().min(1).max(200),
    providerPaymentId: z.string().trim().min(1).max(200),
    amount: zMoney,
    status: z.string().trim().min(1).max(50),
    payload: z.unknown().optional(),
    /** How it was paid; 'payfast' when left out (the provider's notification). */
    method: z.enum(['payfast', ...OFFICE_PAYMENT_METHODS]).default('payfast'),
    /** The card slip's or EFT's reference (required for those). */
    reference: z.string().trim().min(1).max(200).optional(),
    /** The office user who recorded it (required for an office method). */
    recordedBy: zId.optional(),
    /**
     * The e-mails of this payment, stored with it when this call records it (docs/api.md, "E-mail
     * notices"): the confirmation when it pays the booking, the refund notices when it is owed back.
     */
    notice: NoticeRequest.optional(),
  })
  .superRefine((input, ctx) => {
    if (NEEDS_REFERENCE.includes(input.method) && !input.reference) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: 'Give the payment’s reference' });
    }
    if (input.method !== 'payfast' && input.recordedBy === undefined) {
      ctx.addIssue({ code: 'custom', path: ['recordedBy'], message: 'Say who recorded the payment' });
    }
  });

export const SlotsQuery = z.object({ date: zDate });
export const SlotDaysQuery = z.object({
  from: zDate,
  days: z.coerce.number<number | string>().int().min(1).max(31).default(1),
  /** The work's minutes: each day's `starts` are where work this long can start (default one slot). */
  minutes: z.coerce.number<number | string>().int().min(1).max(MAX_WORK_MINUTES).optional(),
});

/** `bookingmodifier/save.php`; the snake_case spellings of the admin "booking-manager" form are accepted too. */
export const SaveBookingModifierBody = z.preprocess(
  (v) => {
    if (typeof v !== 'object' || v === null) return v;
    const o = v as Record<string, unknown>;
    return {
      ...o,
      bookingId: o.bookingId ?? o.booking_id,
      modifierId: o.modifierId ?? o.modifier_id,
      modifierOptionId: o.modifierOptionId ?? o.modifier_option_id,
    };
  },
  z.object({
    id: zId.optional(),
    name: zText(200),
    bookingId: zId,
    modifierId: zId,
    modifierOptionId: zId,
    statusId: zStatusId.optional(),
    created_by: zId.nullish(),
    updated_by: zId.nullish(),
  }),
);
export const BookingModifiersQuery = z.object({ booking_id: zId.optional(), bookingId: zId.optional() });
