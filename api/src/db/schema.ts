/**
 * The database schema: the single source of truth for tables, columns, keys and indexes.
 * `npm run db:generate -w api` turns changes here into a SQL migration under api/drizzle/.
 *
 * Conventions: snake_case columns, camelCase TypeScript names; money as numeric(12,2) read as numbers;
 * every catalogue entity carries the audit fields and a status_id (1 Active, 2 Pending, 3 Inactive,
 * 4 Blocked for users).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

const audit = {
  statusId: integer('status_id').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  createdBy: integer('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    phone: text('phone'),
    address: text('address'),
    role: text('role').notNull().default('client'),
    /**
     * Which sessions are still good: a session cookie names the version it was opened under. A trigger
     * raises it when the role, status or password changes; logout raises it too (migration 0006).
     */
    sessionVersion: integer('session_version').notNull().default(1),
    /**
     * Manage links issued at or before this time open nothing (gateway/src/booking/manage-access.ts):
     * a password change (the trigger, migration 0039) and "sign out everywhere" (end-sessions.php) set
     * it to now. Null: every manage link still valid by its signature and expiry opens its booking.
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, mode: 'string' }),
    /**
     * The code this customer shares with friends: a new customer who books with it earns the referral
     * discount. Every account gets one when it is created (eight random letters and digits).
     */
    referralCode: text('referral_code')
      .notNull()
      .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8))`),
    /** The crew a staff user works in (their crew day shows that crew's jobs); null for everyone else. */
    crewId: integer('crew_id').references((): AnyPgColumn => crews.id, { onDelete: 'set null' }),
    /** What the office keeps about a customer (never shown to the customer). */
    officeNotes: text('office_notes'),
    /**
     * When the customer's personal data was erased at their request (POPIA, migration 0041,
     * `api/src/users/erase.ts`): the row stays for the bookings and payments kept for the records.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'string' }),
    ...audit,
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_uq').on(t.referralCode),
    // The office's search (customers/search.ts, migration 0046): contains, any case, by trigram.
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_phone_key_trgm_idx').using('gin', sql`phone_key(${t.phone}) gin_trgm_ops`),
    // The generic users list's search (migration 0064): the address too.
    index('users_address_trgm_idx').using('gin', sql`${t.address} gin_trgm_ops`),
    // The customers list: clients newest first, and their count.
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    // The customers list by cursor, newest first then id (issue #34, migration 0065).
    index('users_role_created_desc_idx').on(t.role, t.createdAt.desc().nullsFirst(), t.id),
    // The generic users list (query.php, migration 0056): by name as people read it, then id (its cursor).
    index('users_name_lower_id_idx').on(sql`lower(${t.name})`, t.id),
    check('users_role_ck', sql`${t.role} in ('admin','manager','staff','client')`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_uq').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    parentCategoryId: integer('parent_category_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'set null',
    }),
    ...audit,
  },
  (t) => [
    index('categories_parent_idx').on(t.parentCategoryId),
    index('categories_status_idx').on(t.statusId),
  ],
);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    basePrice: money('base_price').notNull().default(0),
    /** How long the work takes one crew, in minutes: decides how many 45-minute slots a booking covers. */
    durationMinutes: integer('duration_minutes').notNull().default(45),
    isPackage: boolean('is_package').notNull().default(false),
    /** Priced by the office after a visit: the storefront offers "Request a quote" instead of a price. */
    quoteOnly: boolean('quote_only').notNull().default(false),
    ...audit,
  },
  (t) => [
    index('services_category_idx').on(t.categoryId),
    index('services_status_idx').on(t.statusId),
    check('services_base_price_ck', sql`${t.basePrice} >= 0`),
    check('services_duration_minutes_ck', sql`${t.durationMinutes} between 1 and 14400`),
  ],
);

export const variations = pgTable('variations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  ...audit,
});

export const variationOptions = pgTable(
  'variation_options',
  {
    id: serial('id').primaryKey(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    additionalCost: money('additional_cost').notNull().default(0),
    /** Minutes this option adds to the work (a large lawn takes longer). */
    extraMinutes: integer('extra_minutes').notNull().default(0),
    description: text('description'),
    /**
     * Weeks between visits when this option means a repeat (Fortnightly 2, Monthly 4): a booking that
     * chooses it becomes a series (docs/recurring.md); null for a one-off option.
     */
    repeatWeeks: integer('repeat_weeks'),
    ...audit,
  },
  (t) => [
    index('variation_options_variation_idx').on(t.variationId),
    check('variation_options_cost_ck', sql`${t.additionalCost} >= 0`),
    check('variation_options_extra_minutes_ck', sql`${t.extraMinutes} between 0 and 14400`),
    check('variation_options_repeat_weeks_ck', sql`${t.repeatWeeks} between 1 and 26`),
  ],
);

/** Which variations a service offers. */
export const serviceVariations = pgTable(
  'service_variations',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('service_variations_uq').on(t.serviceId, t.variationId)],
);

/** Which options of an offered variation the service allows. */
export const serviceVariationOptions = pgTable(
  'service_variation_options',
  {
    id: serial('id').primaryKey(),
    serviceVariationId: integer('service_variation_id')
      .notNull()
      .references(() => serviceVariations.id, { onDelete: 'cascade' }),
    variationOptionId: integer('variation_option_id')
      .notNull()
      .references(() => variationOptions.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('service_variation_options_uq').on(t.serviceVariationId, t.variationOptionId)],
);

export const addOns = pgTable(
  'add_ons',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    price: money('price').notNull().default(0),
    /** Minutes this add-on adds to the work. */
    extraMinutes: integer('extra_minutes').notNull().default(0),
    ...audit,
  },
  (t) => [
    index('add_ons_service_idx').on(t.serviceId),
    check('add_ons_price_ck', sql`${t.price} >= 0`),
    check('add_ons_extra_minutes_ck', sql`${t.extraMinutes} between 0 and 14400`),
  ],
);

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    duration: text('duration'),
    notes: text('notes'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    multiplier: numeric('multiplier', { precision: 6, scale: 3, mode: 'number' }).notNull().default(1),
    ...audit,
  },
  (t) => [check('seasons_multiplier_ck', sql`${t.multiplier} >= 0`)],
);

export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    price: money('price').notNull().default(0),
    ...audit,
  },
  (t) => [index('packages_season_idx').on(t.seasonId), check('packages_price_ck', sql`${t.price} >= 0`)],
);

export const packageServices = pgTable(
  'package_services',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /**
     * The programme's plan for this service (docs/recurring.md): its first visit in week `first_week`
     * of the programme (0 is the booked date's week), then one every `every_weeks`; null spreads the
     * visits evenly over the season.
     */
    firstWeek: integer('first_week'),
    everyWeeks: integer('every_weeks'),
  },
  (t) => [
    index('package_services_package_idx').on(t.packageId),
    check('package_services_qty_ck', sql`${t.quantity} >= 1`),
    check('package_services_first_week_ck', sql`${t.firstWeek} between 0 and 52`),
    check('package_services_every_weeks_ck', sql`${t.everyWeeks} between 1 and 26`),
  ],
);

export const modifiers = pgTable('modifiers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  ...audit,
});

export const modifierOptions = pgTable(
  'modifier_options',
  {
    id: serial('id').primaryKey(),
    modifierId: integer('modifier_id')
      .notNull()
      .references(() => modifiers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default('no_charge'),
    units: text('units'),
    value: money('value').notNull().default(0),
    description: text('description'),
    /**
     * When set, the gateway decides this option, the customer does not pick it: 'first_time' (no earlier
     * booking), 'referral' (a valid code from another customer), 'call_out' (the suburb's travel time).
     */
    rule: text('rule'),
    ...audit,
  },
  (t) => [
    index('modifier_options_modifier_idx').on(t.modifierId),
    check(
      'modifier_options_rule_ck',
      sql`${t.rule} is null or ${t.rule} in ('first_time','referral','call_out')`,
    ),
    check('modifier_options_type_ck', sql`${t.type} in ('no_charge','extra','discount')`),
    check('modifier_options_units_ck', sql`${t.units} is null or ${t.units} in ('percent','amount')`),
    check('modifier_options_value_ck', sql`${t.value} >= 0`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    guidId: text('guid_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    bookingDate: date('booking_date', { mode: 'string' }),
    bookingTime: text('booking_time'),
    status: text('status').notNull().default('pending'),
    totalPrice: money('total_price').notNull().default(0),
    /** A client-chosen key: the same key twice makes one booking. */
    idempotencyKey: text('idempotency_key'),
    /**
     * SHA-256 (hex) of the request that made it under its key (shared/rules/idempotency.ts): the same key
     * with a different request is refused. Null for a booking made without one (or before migration 0075).
     */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'string' }),
    /**
     * When the hold-expiry job cancelled this booking (its 30-minute hold ran out unpaid); null for any
     * other cancellation. A payment arriving later may revive only such a booking.
     */
    holdExpiredAt: timestamp('hold_expired_at', { withTimezone: true, mode: 'string' }),
    /**
     * The work's length (the sum of its lines' minutes). The capacity trigger turns it into the cells
     * the booking covers (`booking_covered_slots`, migration 0027): its minutes rounded up to the slot
     * granularity from `booking_time`, within the day's working hours, continuing at the open of the
     * next working days when it is more than what is left of the day; kept in `booking_slots`.
     */
    durationMinutes: integer('duration_minutes').notNull().default(45),
    /** Where the visit is: street, suburb (one of the active service areas when booked) and postal code. */
    addressStreet: text('address_street'),
    addressSuburb: text('address_suburb'),
    addressPostalCode: text('address_postal_code'),
    /** Gate code, pets, parking: what the crew should know about the property. */
    propertyNotes: text('property_notes'),
    /**
     * Money owed back on this booking, as the office's list of refunds reads it: 'due' while any is (a
     * paid booking cancelled, or a payment it could not take: `payments.refund_status`), 'refunded' once
     * the office has refunded all of it; null when nothing was ever owed.
     */
    refundStatus: text('refund_status'),
    /** When the reminder e-mail was claimed for sending: set once, so one replica sends it. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true, mode: 'string' }),
    /**
     * A replica is writing this visit's reminder until then (migration 0080): the reminder is marked
     * sent (`reminder_sent_at`) only in the transaction that puts its e-mail in the outbox, so a replica
     * lost between the claim and the e-mail leaves it to another once this passes.
     */
    reminderClaimedUntil: timestamp('reminder_claimed_until', { withTimezone: true, mode: 'string' }),
    /**
     * The crew that does the work, or null (unassigned). The capacity trigger refuses a crew that already
     * has a live booking in any slot this one covers.
     */
    crewId: integer('crew_id').references((): AnyPgColumn => crews.id, { onDelete: 'set null' }),
    /** When the crew started the work on the day (the crew day's Start); null before. */
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }),
    /** The recurring series or seasonal programme this visit belongs to; null for a one-off booking. */
    seriesId: integer('series_id').references((): AnyPgColumn => bookingSeries.id, { onDelete: 'set null' }),
    /**
     * The date the series planned this visit for (the booked date for its first visit). With the series
     * it is unique among live and skipped visits, so the series job cannot create one visit twice; the
     * visit itself may be elsewhere.
     */
    seriesDate: date('series_date', { mode: 'string' }),
    /**
     * A later visit of a recurring series: pending until paid from its reminder e-mail, and holding its
     * place without the 30-minute limit (the capacity trigger and the hold expiry know it).
     */
    payLater: boolean('pay_later').notNull().default(false),
    /**
     * A series' later visit held confirmed with nothing paid because its series charges the card on file
     * when the visit is done (`card_charge_when = 'after_done'`): the card is the promised way to pay.
     * Cleared when the card is removed (the visit goes back to pending and its payment link).
     */
    payByCardAfter: boolean('pay_by_card_after').notNull().default(false),
    /**
     * Where the series planned the visit when that slot was full and the job placed it elsewhere
     * (`YYYY-MM-DD HH:MM AM - HH:MM AM`); null when it is where it was planned.
     */
    movedFrom: text('moved_from'),
    /**
     * Work of more than a day interrupted by a rain day (docs/product.md, "Rain day"): the cells it held
     * before `break_date` (the rain day) stay where they were, and the work still to do continues at
     * `resume_time` (a slot label) on `resume_date` and the next working days. All null: the work runs
     * from its start without a break. A move of the whole booking clears them.
     */
    breakDate: date('break_date', { mode: 'string' }),
    resumeDate: date('resume_date', { mode: 'string' }),
    resumeTime: text('resume_time'),
    /** A series visit the customer or the office skipped (cancelled; the series went on). */
    skipped: boolean('skipped').notNull().default(false),
    /**
     * A series visit a pause cancelled (not paid, or paid and ticked by whoever paused): resuming plans
     * its date again when it falls on or after the resume date (docs/recurring.md).
     */
    cancelledByPause: boolean('cancelled_by_pause').notNull().default(false),
    /**
     * Until when a pending booking holds its place (docs/product.md, "Time slots and holds"), set by
     * whoever creates it: a checkout's save 30 minutes on, the office's booking from a quote request 7
     * days on, a programme's later visits with their first. Null while it holds without a time limit:
     * confirmed or completed, or a series' later visit waiting for payment (`pay_later`). The capacity
     * trigger, the slot listing, the unpaid-hold limit and the hold expiry all read it, through
     * `booking_holds_its_place` (migration 0023) and `api/src/bookings/holds.ts`.
     */
    heldUntil: timestamp('held_until', { withTimezone: true, mode: 'string' }),
    /**
     * The customer whose referral code a new customer gave on this booking (the gateway found it valid:
     * another customer's code, on a first booking). Its payment earns that customer a referral credit.
     */
    referrerId: integer('referrer_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The rand the customer's referral credits took off this booking (docs/office-rules.md); null when none. */
    referralCredit: money('referral_credit'),
    /**
     * The office's own discount (docs/product.md, "The office's discount"), all four set or none: its
     * percent, the rand it took off this booking, why, and the office user who gave it (null once that
     * account is gone).
     */
    officeDiscountPercent: numeric('office_discount_percent', { precision: 4, scale: 1, mode: 'number' }),
    officeDiscountAmount: money('office_discount_amount'),
    officeDiscountReason: text('office_discount_reason'),
    officeDiscountBy: integer('office_discount_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /**
     * The partner's API client whose key made this booking (migration 0069; set with the booking's
     * 'created' event stamp, developers/api-clients.ts `stampBookedByClient`), or null. A key of reach
     * 'own' reads only the bookings of its own client (developers/own-reach.ts).
     */
    apiClientId: integer('api_client_id').references((): AnyPgColumn => apiClients.id, {
      onDelete: 'set null',
    }),
    ...audit,
  },
  (t) => [
    uniqueIndex('bookings_guid_uq').on(t.guidId),
    // A key of reach 'own': its client's bookings in the order of their last change (migration 0069).
    index('bookings_api_client_idx')
      .on(t.apiClientId, t.updatedAt, t.id)
      .where(sql`${t.apiClientId} is not null`),
    // One visit per planned date, live or skipped: visits cancelled by a pause or a stop free their date
    // for when the series resumes.
    uniqueIndex('bookings_series_date_uq')
      .on(t.seriesId, t.seriesDate)
      .where(sql`${t.status} <> 'cancelled' or ${t.skipped}`),
    uniqueIndex('bookings_idempotency_uq').on(t.idempotencyKey),
    index('bookings_user_idx').on(t.userId),
    index('bookings_slot_idx').on(t.bookingDate, t.bookingTime),
    index('bookings_crew_idx').on(t.crewId),
    // Migration 0046 (issue #34): the office's reads at years of data.
    index('bookings_series_idx').on(t.seriesId),
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_updated_idx').on(t.updatedAt),
    index('bookings_paid_idx').on(t.paidAt),
    index('bookings_suburb_trgm_idx').using('gin', sql`${t.addressSuburb} gin_trgm_ops`),
    index('bookings_guid_trgm_idx').using('gin', sql`${t.guidId} gin_trgm_ops`),
    // Migration 0056: the generic bookings list pages by cursor in the order (sort key, id): by its id
    // (the default), by date, by its last change.
    index('bookings_guid_lower_id_idx').on(sql`lower(${t.guidId})`, t.id),
    index('bookings_date_id_idx').on(t.bookingDate, t.id),
    index('bookings_updated_id_idx').on(t.updatedAt, t.id),
    // A customer's bookings by cursor, latest visit first (issue #34, migration 0065).
    index('bookings_user_date_id_idx').on(t.userId, t.bookingDate.desc().nullsFirst(), t.id),
    check('bookings_status_ck', sql`${t.status} in ('pending','confirmed','completed','cancelled')`),
    check('bookings_total_ck', sql`${t.totalPrice} >= 0`),
    check('bookings_duration_minutes_ck', sql`${t.durationMinutes} between 1 and 14400`),
    check('bookings_refund_status_ck', sql`${t.refundStatus} in ('due','refunded')`),
    // A pending booking's hold ends at a time, unless it is a series' later visit waiting for payment:
    // a write path that forgot to set it fails here rather than holding a slot for ever.
    check(
      'bookings_held_until_ck',
      sql`${t.status} <> 'pending' or ${t.payLater} or ${t.heldUntil} is not null`,
    ),
    // The hold expiry's sweep: pending bookings by the end of their hold.
    index('bookings_held_until_idx')
      .on(t.heldUntil)
      .where(sql`${t.status} = 'pending'`),
    // Migration 0060 (issue #34, the jobs at scale): the reminders' and the card charges' claims read
    // only the visits still to remind or to charge, by date; the charge after done only the visits held
    // for the card and not paid.
    index('bookings_reminder_due_idx')
      .on(t.bookingDate)
      .where(sql`${t.reminderSentAt} is null and ${t.status} in ('confirmed', 'pending')`),
    index('bookings_pay_later_due_idx')
      .on(t.bookingDate)
      .where(sql`${t.payLater} and ${t.status} = 'pending'`),
    index('bookings_card_after_due_idx')
      .on(t.id)
      .where(sql`${t.payByCardAfter} and ${t.paidAt} is null`),
    check('bookings_referral_credit_ck', sql`${t.referralCredit} > 0`),
    check(
      'bookings_resume_ck',
      sql`(${t.resumeDate} is null) = (${t.resumeTime} is null) and (${t.resumeDate} is null) = (${t.breakDate} is null) and ${t.breakDate} <= ${t.resumeDate} and ${t.breakDate} > ${t.bookingDate}`,
    ),
    check(
      'bookings_office_discount_ck',
      sql`(${t.officeDiscountPercent} is null) = (${t.officeDiscountAmount} is null) and (${t.officeDiscountPercent} is null) = (${t.officeDiscountReason} is null) and ${t.officeDiscountPercent} > 0 and ${t.officeDiscountPercent} <= 100 and ${t.officeDiscountAmount} >= 0`,
    ),
  ],
);

/**
 * A referral credit (docs/office-rules.md, "Referral"): earned by `referrer_id` when the first booking
 * of the customer they referred (`referred_user_id`, at most one credit each) is paid, and taken off the
 * referrer's next booking. `used_booking_id` is the booking that took it; a booking cancelled unpaid
 * (also by the hold expiry) gives it back, so the credit is available while that is null or names such
 * a booking (`api/src/referrals/credits.ts`).
 */
export const referralCredits = pgTable(
  'referral_credits',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The referred customer's paid booking that earned it. */
    earnedByBookingId: integer('earned_by_booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
    /** Rand, as configured when it was earned (REFERRAL_CREDIT). */
    amount: money('amount').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** The referrer's booking that took it off its price; null while unused. */
    usedBookingId: integer('used_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('referral_credits_referred_uq').on(t.referredUserId),
    index('referral_credits_referrer_idx').on(t.referrerId),
    index('referral_credits_used_idx').on(t.usedBookingId),
    check('referral_credits_amount_ck', sql`${t.amount} > 0`),
    check('referral_credits_not_own_ck', sql`${t.referrerId} <> ${t.referredUserId}`),
  ],
);

/**
 * A recurring series (kind 'repeat': a visit every `repeat_weeks` at the first visit's slot) or a
 * seasonal programme (kind 'programme': the package's visits, all created when booked). Its first
 * visit is `first_booking_id`, the template the series job copies; `next_date` is the next visit the
 * job has not created yet. Paused and stopped series create none (docs/recurring.md).
 */
export const bookingSeries = pgTable(
  'booking_series',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    firstBookingId: integer('first_booking_id').references((): AnyPgColumn => bookings.id, {
      onDelete: 'set null',
    }),
    /** What the customer chose, e.g. "Lawn Mowing, fortnightly" or the package's name. */
    name: text('name').notNull(),
    repeatWeeks: integer('repeat_weeks'),
    bookingTime: text('booking_time').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The last date a visit may fall on, as the customer chose; null runs until stopped. */
    endDate: date('end_date', { mode: 'string' }),
    nextDate: date('next_date', { mode: 'string' }),
    /** Each later visit's price: the first visit's lines and fees, without its one-off discounts. */
    visitPrice: money('visit_price').notNull().default(0),
    /**
     * What each later visit books, snapshotted when the series was made (so neither a catalogue edit
     * nor a skipped first visit changes it): its lines with their options and add-ons, fees, length,
     * address and notes (`api/src/series/template.ts`).
     */
    template: jsonb('template').notNull().default({}),
    status: text('status').notNull().default('active'),
    /**
     * The crew every visit the series makes is booked for (the first visit's, or the office's choice);
     * a visit whose crew is busy then is made unassigned (the capacity trigger decides). Null: none.
     */
    crewId: integer('crew_id').references((): AnyPgColumn => crews.id, { onDelete: 'set null' }),
    /** While paused: the date the pause took effect from (the visits before it stay). */
    pausedFrom: date('paused_from', { mode: 'string' }),
    /**
     * A date on the series' cadence once the office moved its weekday (a change from a date); null:
     * the start date is. Resuming plans from the next date of this cadence.
     */
    cadenceDate: date('cadence_date', { mode: 'string' }),
    /**
     * Set when planning the series failed for a reason other than a full day (the job's claim goes on
     * with the other series): the job leaves it until then, and `last_error` says why, for the office.
     */
    retryAfter: timestamp('retry_after', { withTimezone: true, mode: 'string' }),
    lastError: text('last_error'),
    /**
     * When its later visits are charged to the customer's card on file (shared/src/rules/card-charge-when.ts):
     * 'before' (CARD_ON_FILE_CHARGE_HOURS_BEFORE hours before each) or 'after_done' (once completed).
     */
    cardChargeWhen: text('card_charge_when').notNull().default('before'),
    ...audit,
  },
  (t) => [
    index('booking_series_user_idx').on(t.userId),
    index('booking_series_due_idx').on(t.status, t.nextDate),
    // Migration 0060: the series job's claim reads the running repeat series by next date (and id, its
    // order), never the stopped ones; the hold expiry finds a series by its first visit.
    index('booking_series_job_idx')
      .on(t.nextDate, t.id)
      .where(sql`${t.kind} = 'repeat' and ${t.status} in ('active', 'paused') and ${t.nextDate} is not null`),
    index('booking_series_first_booking_idx').on(t.firstBookingId),
    // Series page by page in the order of their last change (adminSeriesPage; migration 0074).
    index('booking_series_updated_id_idx').on(t.updatedAt, t.id),
    check('booking_series_kind_ck', sql`${t.kind} in ('repeat','programme')`),
    check('booking_series_status_ck', sql`${t.status} in ('active','paused','stopped')`),
    check('booking_series_repeat_ck', sql`(${t.kind} = 'repeat') = (${t.repeatWeeks} is not null)`),
    check('booking_series_visit_price_ck', sql`${t.visitPrice} >= 0`),
    check('booking_series_card_charge_when_ck', sql`${t.cardChargeWhen} in ('before','after_done')`),
  ],
);

/**
 * What a plan change did, kept for its undo (docs/recurring.md, "Undo"): the series row and every visit
 * it touched as they were before and after, and the visits it planned. `series/undo.php` puts them back
 * until `expires_at` (10 minutes after the change), once, and only while this is the series' latest
 * change and its visits are as the change left them.
 */
export const seriesUndos = pgTable(
  'series_undos',
  {
    id: serial('id').primaryKey(),
    /** The secret the actor's client holds to undo it. */
    token: text('token').notNull().unique(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => bookingSeries.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    /** `{ series, visits: [{ id, before, after }], planned: [ids] }` (`api/src/series/undo.ts`). */
    snapshot: jsonb('snapshot').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'string' }),
    by: integer('by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('series_undos_series_idx').on(t.seriesId, t.id),
    check('series_undos_action_ck', sql`${t.action} in ('skip','pause','stop','resume')`),
  ],
);

/**
 * The cells a booking covers, one row per (date, 15-minute cell: slot_index = minutes since midnight / 15,
 * 0-95, whatever the slot granularity), written only by the capacity
 * trigger on `bookings` (never by the application), so they always match the booking's date, time,
 * length and status (a cancelled booking covers nothing).
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    slotIndex: integer('slot_index').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.slotDate, t.slotIndex] }),
    index('booking_slots_slot_idx').on(t.slotDate, t.slotIndex),
    check('booking_slots_index_ck', sql`${t.slotIndex} between 0 and 95`),
  ],
);

/** A booked line: a plain service (packageId null) or a package. Name and price are snapshots. */
export const bookingServices = pgTable(
  'booking_services',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The line's price at booking time: base, options and add-ons, times the season's multiplier. */
    price: money('price').notNull().default(0),
    /**
     * The season that changed the line's price at booking time (its name, multiplier and the rand it
     * added or took off); null when none did (a package, a date outside every season, older bookings).
     */
    seasonName: text('season_name'),
    seasonMultiplier: numeric('season_multiplier', { precision: 6, scale: 3, mode: 'number' }),
    seasonAmount: money('season_amount'),
  },
  (t) => [
    index('booking_services_booking_idx').on(t.bookingId),
    // The bookings search by a line's service name (customers/search.ts, migration 0064).
    index('booking_services_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check(
      'booking_services_season_ck',
      sql`(${t.seasonName} is null) = (${t.seasonMultiplier} is null) and (${t.seasonName} is null) = (${t.seasonAmount} is null)`,
    ),
  ],
);

export const bookingServiceAddOns = pgTable(
  'booking_service_add_ons',
  {
    id: serial('id').primaryKey(),
    bookingServiceId: integer('booking_service_id')
      .notNull()
      .references(() => bookingServices.id, { onDelete: 'cascade' }),
    addOnId: integer('add_on_id').references(() => addOns.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    price: money('price').notNull().default(0),
  },
  (t) => [index('booking_service_add_ons_line_idx').on(t.bookingServiceId)],
);

export const bookingServiceVariations = pgTable(
  'booking_service_variations',
  {
    id: serial('id').primaryKey(),
    bookingServiceId: integer('booking_service_id')
      .notNull()
      .references(() => bookingServices.id, { onDelete: 'cascade' }),
    serviceVariationId: integer('service_variation_id').references(() => serviceVariations.id, {
      onDelete: 'set null',
    }),
    variationOptionId: integer('variation_option_id').references(() => variationOptions.id, {
      onDelete: 'set null',
    }),
    variationName: text('variation_name').notNull(),
    optionLabel: text('option_label').notNull(),
    additionalCost: money('additional_cost').notNull().default(0),
  },
  (t) => [index('booking_service_variations_line_idx').on(t.bookingServiceId)],
);

/** A modifier option chosen for a booking, with a snapshot of what it was when booked. */
export const bookingModifiers = pgTable(
  'booking_modifiers',
  {
    id: serial('id').primaryKey(),
    name: text('name'),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    modifierId: integer('modifier_id').references(() => modifiers.id, { onDelete: 'set null' }),
    modifierOptionId: integer('modifier_option_id').references(() => modifierOptions.id, {
      onDelete: 'set null',
    }),
    optionName: text('option_name'),
    type: text('type'),
    units: text('units'),
    value: money('value'),
    /** The rand the option added (positive) or took off (negative) at booking time, as priced by the gateway; null before it was kept. */
    amount: money('amount'),
    /** The running total the option applied to at booking time (a percentage is of it), as priced by the gateway; null before it was kept. */
    base: money('base'),
    ...audit,
  },
  (t) => [index('booking_modifiers_booking_idx').on(t.bookingId)],
);

/** Verified payment notifications; the provider's payment id makes a replay a no-op. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    providerPaymentId: text('provider_payment_id').notNull(),
    amount: money('amount').notNull(),
    status: text('status').notNull(),
    payload: jsonb('payload'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /**
     * The moment of its last change (a refund owed, made or settled; migration 0076): set by the
     * database on every update, so a partner reading payments changed since a moment misses none.
     */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /**
     * Money owed back on this payment: 'due' when the booking could not take it (a second payment for
     * a paid booking, a payment for a cancelled booking, a late one whose slot filled) or its paid
     * booking was cancelled since; 'refunded' once the office refunded it; null for a payment kept.
     */
    refundStatus: text('refund_status'),
    /** Why it is owed: 'second_payment', 'slot_full' or 'cancelled'; null when nothing is owed. */
    refundReason: text('refund_reason'),
    /**
     * The part of it owed back (or refunded) when less than all of it: a seasonal programme given up
     * after some of its visits were done keeps their share (docs/recurring.md, "Giving up a
     * programme"). Null: all of it (or nothing, while `refund_status` is null).
     */
    refundAmount: money('refund_amount'),
    /** When the office recorded the refund as made, and who. */
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'string' }),
    refundedBy: integer('refunded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The reference of the refund made (the bank's or the provider's), recorded with it; null before. */
    refundReference: text('refund_reference'),
    /**
     * How it was paid: 'payfast' (the online form's notification), or what the office recorded taking:
     * 'card' (the card machine), 'eft' or 'cash' (docs/product.md "Payments").
     */
    method: text('method').notNull().default('payfast'),
    /** The office's reference for a card or EFT payment (required for those); null otherwise. */
    reference: text('reference'),
    /** Who in the office recorded it; null for the provider's notifications. */
    recordedBy: integer('recorded_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('payments_method_ck', sql`${t.method} in ('payfast','card','eft','cash')`),
    uniqueIndex('payments_provider_uq').on(t.providerPaymentId),
    index('payments_booking_idx').on(t.bookingId),
    // Migration 0063 (issue #34): the dashboard's money received and refunded in a period read the
    // payments of its days by these, not the whole history.
    index('payments_created_idx').on(t.createdAt),
    index('payments_refunded_idx').on(t.refundedAt),
    index('payments_updated_id_idx').on(t.updatedAt, t.id),
    // The office's list of refunds due reads the payments owed.
    index('payments_refund_due_idx')
      .on(t.bookingId)
      .where(sql`${t.refundStatus} = 'due'`),
    check('payments_refund_status_ck', sql`${t.refundStatus} in ('due','refunded')`),
    check(
      'payments_refund_reason_ck',
      sql`${t.refundReason} in ('second_payment','slot_full','cancelled') and ${t.refundStatus} is not null or ${t.refundReason} is null and ${t.refundStatus} is null`,
    ),
    check(
      'payments_refund_amount_ck',
      sql`${t.refundAmount} is null or ${t.refundStatus} is not null and ${t.refundAmount} > 0 and ${t.refundAmount} < ${t.amount}`,
    ),
  ],
);

/** Settings the database itself enforces (slot capacity), written by the api at start-up. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Signed-in sessions, one row each: the session cookie carries a random id whose SHA-256 is `id_hash`.
 * A session is good while its row exists and the user's `session_version` is still the one it was
 * opened under: logout deletes the row (that session only); a role, status or password change raises
 * the version (every session of that user); deleting the user deletes the rows.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionVersion: integer('session_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId), index('user_sessions_created_idx').on(t.createdAt)],
);

/**
 * Failed sign-ins, one row per failure and key ('email:<lower e-mail>' or 'ip:<address>'), counted by
 * the gateway's limiter over a sliding window so the limit holds across replicas. Rows older than a
 * day are pruned when failures are recorded.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    /** How many units this row counts (1 for an attempt; a batch of requests reserved at once). */
    weight: integer('weight').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_created_idx').on(t.key, t.createdAt)],
);

/**
 * The catalogue's version: one row, raised by a statement trigger on every catalogue table (any
 * writer: api replicas, the generic admin query, psql) and announced with NOTIFY catalogue_changed.
 * Gateways key their catalogue response cache by it, so every replica drops stale entries.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

/**
 * The version at which each priced catalogue row last changed (inserted, updated or deleted: a
 * deleted row keeps its entry), kept by a row trigger on services, variations, variation_options,
 * service_variations, service_variation_options, add_ons, seasons, packages, modifiers and
 * modifier_options. A change to what a service offers (service_variations, service_variation_options)
 * is also recorded against the service. A booking priced from catalogue version V is refused when a
 * row it depends on has `changed_version > V` (bookings/catalogue-freshness.ts).
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    tableName: text('table_name').notNull(),
    rowId: integer('row_id').notNull(),
    changedVersion: bigint('changed_version', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.rowId] })],
);

/**
 * A customer's request for a quote on a quote-only service: who, where, what, and up to 5 photos
 * (stored names in the upload storage). The office turns it into a priced booking (`bookingId`).
 */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    suburb: text('suburb').notNull(),
    postalCode: text('postal_code').notNull(),
    description: text('description').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('new'),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
    /** The address the request came from (as the gateway saw it): requests per address are limited. */
    clientIp: text('client_ip'),
    /**
     * The partner's API client whose key sent it (migration 0062), or null: such requests are counted
     * against the client's own daily limit, not its server's address.
     */
    apiClientId: integer('api_client_id').references(() => apiClients.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('quote_requests_status_idx').on(t.status, t.createdAt),
    index('quote_requests_created_idx').on(t.createdAt),
    index('quote_requests_api_client_idx')
      .on(t.apiClientId, t.createdAt)
      .where(sql`${t.apiClientId} is not null`),
    // Quote requests by cursor, newest first, and their search (issue #34, migration 0065).
    index('quote_requests_created_id_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('quote_requests_status_created_id_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id),
    index('quote_requests_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('quote_requests_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('quote_requests_phone_key_trgm_idx').using('gin', sql`phone_key(${t.phone}) gin_trgm_ops`),
    // Requests changed since a moment, in the order of their change (issue #35, migration 0078).
    index('quote_requests_updated_id_idx').on(t.updatedAt, t.id),
    check('quote_requests_status_ck', sql`${t.status} in ('new','booked')`),
  ],
);

/**
 * The area waitlist: a visitor whose suburb we do not serve yet asks to be told when it opens (one row
 * per e-mail and suburb; `client_ip` only counts a day's requests).
 */
export const areaWaitlist = pgTable(
  'area_waitlist',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    suburb: text('suburb').notNull(),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('area_waitlist_email_suburb_uq').on(sql`lower(${t.email})`, sql`lower(${t.suburb})`),
    index('area_waitlist_created_idx').on(t.createdAt),
  ],
);

/** The suburbs we serve, with the travel time from the nearest branch; the office edits them. */
export const serviceAreas = pgTable(
  'service_areas',
  {
    id: serial('id').primaryKey(),
    suburb: text('suburb').notNull(),
    postalCode: text('postal_code').notNull(),
    travelMinutes: integer('travel_minutes').notNull().default(20),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('service_areas_suburb_uq').on(sql`lower(${t.suburb})`),
    check('service_areas_travel_ck', sql`${t.travelMinutes} between 0 and 600`),
  ],
);

/**
 * A crew: the people who go out together and do one job at a time. A slot's capacity is the number of
 * active crews (the `slot_capacity` setting when there are none), decided by the database's
 * `slot_capacity()` function inside the capacity trigger.
 */
export const crews = pgTable(
  'crews',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** The crew's colour on the schedule, as #rrggbb. */
    colour: text('colour').notNull().default('#2f9e44'),
    active: boolean('active').notNull().default(true),
    ...audit,
  },
  (t) => [
    uniqueIndex('crews_name_uq').on(sql`lower(${t.name})`),
    check('crews_colour_ck', sql`${t.colour} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

/**
 * What happened to a booking, one row per change, written by a trigger on `bookings` for every writer
 * (migration 0016): created, a status change, a move (date or time), a crew change, the crew's start,
 * the notes and the refund. `actor_id` is the booking's `updated_by` as the change wrote it (null for
 * the system: the payment provider, the hold expiry).
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    detail: jsonb('detail').notNull().default({}),
  },
  (t) => [
    index('booking_events_booking_idx').on(t.bookingId, t.at),
    // A booking's history by cursor, latest first (issue #34, migration 0065).
    index('booking_events_booking_at_id_idx').on(t.bookingId, t.at.desc().nullsFirst(), t.id),
    check(
      'booking_events_kind_ck',
      sql`${t.kind} in ('created','status','moved','crew','started','notes','refund')`,
    ),
  ],
);

/**
 * A customer's properties: the addresses the crews visit for them (migration 0029). The office adds,
 * edits and removes them on the customer's page and picks one for a booking; the suburb is one of the
 * service areas when saved. Existing customers got one per distinct address of their bookings.
 */
export const customerProperties = pgTable(
  'customer_properties',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    street: text('street').notNull(),
    suburb: text('suburb').notNull(),
    postalCode: text('postal_code').notNull(),
    /** Gate code, pets, parking: what the crew should know about the property. */
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    index('customer_properties_user_idx').on(t.userId),
    uniqueIndex('customer_properties_address_uq').on(
      t.userId,
      sql`lower(${t.street})`,
      sql`lower(${t.suburb})`,
    ),
    index('customer_properties_suburb_idx').on(sql`lower(${t.suburb})`),
    // The customers search by a property's suburb (customers/search.ts, migration 0064).
    index('customer_properties_suburb_trgm_idx').using('gin', sql`${t.suburb} gin_trgm_ops`),
  ],
);

/**
 * The company's calendar (docs/product.md, "The company's calendar"), read by the capacity trigger's
 * `booking_covered_slots` (migration 0027): working hours per weekday (0 Sunday to 6 Saturday, minutes
 * since midnight; both null on a weekday not worked).
 */
export const calendarHours = pgTable(
  'calendar_hours',
  {
    weekday: integer('weekday').primaryKey(),
    opensAt: integer('opens_at'),
    closesAt: integer('closes_at'),
  },
  (t) => [
    check('calendar_hours_weekday_ck', sql`${t.weekday} between 0 and 6`),
    check(
      'calendar_hours_times_ck',
      sql`(${t.opensAt} is null and ${t.closesAt} is null) or (${t.opensAt} >= 0 and ${t.closesAt} <= 1440
        and ${t.opensAt} < ${t.closesAt} and ${t.opensAt} % 15 = 0 and ${t.closesAt} % 15 = 0)`,
    ),
  ],
);

/**
 * Days not worked: the public holidays by rule (`source` 'holiday', written by the api from
 * `@greenleaf/shared/calendar/holidays`; the office may work one: `open`) and the days the office
 * closes (`source` 'office', removed when reopened).
 */
export const closedDays = pgTable(
  'closed_days',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    reason: text('reason').notNull(),
    source: text('source').notNull().default('office'),
    open: boolean('open').notNull().default(false),
  },
  (t) => [
    check('closed_days_source_ck', sql`${t.source} in ('holiday', 'office')`),
    check('closed_days_open_ck', sql`${t.source} = 'holiday' or not ${t.open}`),
  ],
);

/** The slot granularity (one row, id 1): the minutes a start lasts and a job is rounded up to. */
export const calendarSettings = pgTable(
  'calendar_settings',
  {
    id: integer('id').primaryKey().default(1),
    slotMinutes: integer('slot_minutes').notNull().default(45),
  },
  (t) => [
    check('calendar_settings_one_ck', sql`${t.id} = 1`),
    check('calendar_settings_slot_ck', sql`${t.slotMinutes} in (15, 30, 45)`),
  ],
);

/**
 * Tax invoices and credit notes (docs/product.md, "Invoices"): one invoice per completed payment, one
 * credit note per refund recorded as made. Kept as issued: `document` is the snapshot of the supplier,
 * the customer and the lines at issue, so erasing a customer or deleting a booking leaves the tax record
 * (its booking and payment links become null). `number` comes from `invoice_counters` in the issuing
 * transaction: one sequence per kind, without gaps, never shared by two replicas.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** 'invoice' or 'credit_note'. */
    kind: text('kind').notNull(),
    /** The serial within its kind: 1, 2, 3... shown as INV-000001 / CN-000001. */
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    paymentId: integer('payment_id').references((): AnyPgColumn => payments.id, { onDelete: 'set null' }),
    bookingId: integer('booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
    /** The booking's reference, kept when the booking is gone. */
    bookingGuid: text('booking_guid').notNull(),
    /** A credit note's invoice (the payment's). */
    creditsInvoiceId: integer('credits_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    /** VAT-inclusive rand (positive for both kinds: a credit note's total is what it gives back). */
    total: money('total').notNull(),
    /** The VAT in `total` (0 when the business was not VAT-registered at issue). */
    vat: money('vat').notNull(),
    /** Supplier, customer and lines as issued (api/src/invoices/document.ts). */
    document: jsonb('document').notNull(),
  },
  (t) => [
    check('invoices_kind_ck', sql`${t.kind} in ('invoice','credit_note')`),
    uniqueIndex('invoices_kind_number_uq').on(t.kind, t.number),
    // One invoice per payment and one credit note per payment refunded: a replay issues nothing twice.
    uniqueIndex('invoices_kind_payment_uq').on(t.kind, t.paymentId),
    index('invoices_booking_idx').on(t.bookingId),
  ],
);

/** The last number issued per kind of invoice, updated in the issuing transaction (a row lock orders replicas). */
export const invoiceCounters = pgTable('invoice_counters', {
  kind: text('kind').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * Consents a customer gave (POPIA, migration 0041): one row each time consent is given, with the exact
 * wording shown and when; withdrawing sets `withdrawn_at`. Purpose 'marketing' only for now.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    wording: text('wording').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('consents_user_idx').on(t.userId),
    uniqueIndex('consents_one_open_uq')
      .on(t.userId, t.purpose)
      .where(sql`${t.withdrawnAt} is null`),
    check('consents_purpose_ck', sql`${t.purpose} in ('marketing')`),
  ],
);

/**
 * A customer's card saved with the payment provider (migration 0047, docs/product.md "A card on file
 * for plans"): only the provider's token (PayFast's tokenised card agreement) and a label when the
 * provider gives one, never a card number. One per customer; removing it deletes the row.
 */
export const savedCards = pgTable('saved_cards', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
  label: text('label'),
  savedAt: timestamp('saved_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * One automatic charge of a series' later visit against its customer's saved card: the row is the
 * claim (its primary key makes a second charge of a visit impossible, whichever replica asks), then
 * the outcome: 'charged' with the provider's payment id, or 'failed' with the reason (the visit falls
 * back to its payment link; never tried again).
 */
export const cardCharges = pgTable(
  'card_charges',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    outcome: text('outcome'),
    detail: text('detail'),
    providerPaymentId: text('provider_payment_id'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    check('card_charges_outcome_ck', sql`${t.outcome} in ('charged','failed','unknown')`),
    // Migration 0060: the sweep of claims left without an outcome reads only those.
    index('card_charges_unfinished_idx')
      .on(t.claimedAt)
      .where(sql`${t.outcome} is null`),
  ],
);

/**
 * One refund of a payment asked of the payment provider by the office (Refund through PayFast): the
 * row is the claim, made before the provider is called, so however many office users press at once on
 * however many replicas, one call is made; then its outcome: 'refunded' (with the provider's
 * reference), 'refused' (the provider's words; the office may try again) or 'unknown' (no answer: the
 * office checks at the provider and marks it refunded by hand; never asked again automatically).
 */
export const providerRefunds = pgTable(
  'provider_refunds',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    claimedBy: integer('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome'),
    detail: text('detail'),
    reference: text('reference'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [check('provider_refunds_outcome_ck', sql`${t.outcome} in ('refunded','refused','unknown')`)],
);

/**
 * Partners' API clients (migration 0048; docs/api.md "API clients"): a name, the scopes its key
 * grants, the browser origins allowed to call with it, and the sha256 of its secret (the secret is
 * shown once and never stored). Rotating replaces the hash (the old secret stops at once); revoking
 * sets `revoked_at` and the key is refused on its next request.
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
    secretHash: text('secret_hash').notNull(),
    secretShown: text('secret_shown').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'string' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    /** The client's own limits (shared/rules/partner-limits.ts, migration 0062); null is the default. */
    requestsPerMinute: integer('requests_per_minute'),
    costPerMinute: integer('cost_per_minute'),
    quoteRequestsPerDay: integer('quote_requests_per_day'),
    /**
     * What its key reads of bookings and customers (migration 0069, shared/rules/api-reach.ts): 'own',
     * only those its client booked (a new client's default), or 'all' (the clients made before 0069).
     */
    reach: text('reach').notNull().default('all'),
    /** The https prefixes a payment may return the browser to (shared/rules/return-urls.ts, migration 0069). */
    allowedReturnUrls: jsonb('allowed_return_urls').$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('api_clients_secret_hash_uq').on(t.secretHash),
    check('api_clients_reach_ck', sql`${t.reach} in ('own','all')`),
  ],
);

/**
 * A partner's webhook endpoint (docs/product.md, "Webhooks"): where the events it subscribes to are
 * POSTed, signed with its secret (Standard Webhooks: `whsec_` + base64 of 32 random bytes, kept as
 * given, as signing needs it; shown to the office once).
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  events: jsonb('events').$type<string[]>().notNull().default([]),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  /**
   * The API client whose key subscribed it (migration 0073), or null for the office's: it receives the
   * events its client may read (reach 'own': of the bookings, series and quote requests its client
   * made), none once its client is revoked, and only that client's key manages it.
   */
  apiClientId: integer('api_client_id').references(() => apiClients.id, { onDelete: 'cascade' }),
  /**
   * Since when every attempt to it has failed (the first failure after its last success); null while
   * it answers. Failing for WEBHOOK_DISABLE_AFTER_SECONDS, it is disabled (migration 0053).
   */
  failingSince: timestamp('failing_since', { withTimezone: true, mode: 'string' }),
  /** When it was disabled for failing (null: never, or enabled again since). */
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'string' }),
});

/**
 * The webhook outbox: one row per event and subscribed endpoint, written in the transaction of the
 * change it reports, delivered (and retried) by the gateway's webhook job, in order per booking.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id'),
    /**
     * What the event is about, whose events reach an endpoint in order (migration 0067):
     * `booking:<id>`, `series:<id>` or `quote_request:<id>`.
     */
    subject: text('subject').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'string' }),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'string' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Its last change (an attempt, delivered, given up, sent again): set by a trigger (migration 0081). */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_uq').on(t.eventId, t.endpointId),
    // An endpoint's deliveries changed since a moment, in the order of their change (issue #35).
    index('webhook_deliveries_endpoint_updated_idx').on(t.endpointId, t.updatedAt, t.id),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`delivered_at is null and failed_at is null`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    // Migration 0060: the claim's "an earlier one of this subject is still to go" reads only the
    // deliveries still to go, not every delivery the endpoint ever had (by subject since 0067).
    index('webhook_deliveries_waiting_idx')
      .on(t.endpointId, t.subject, t.id)
      .where(sql`delivered_at is null and failed_at is null`),
  ],
);

/**
 * The e-mail outbox (issue #36; migration 0080): every message the gateway sends is written here first,
 * then delivered by whichever replica claims it (a lease on `next_attempt_at`), retried with backoff
 * while the mail server refuses (shared/rules/email-outbox.ts) and marked sent only once the server
 * accepted it. `dedupe_key` makes a message that must go once (a visit's reminder) a single row.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    dedupeKey: text('dedupe_key'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /**
     * The whole message as nodemailer takes it, as JSON in base64 (attachments' bytes in base64 within):
     * the api stores and hands back what the gateway wrote, without reading it.
     */
    message: text('message').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    /** Given up after the retry window: the office sees it. */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'string' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** When the office sent a given-up message again: its retry window starts there (migration 0084). */
    retriedAt: timestamp('retried_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_uq').on(t.dedupeKey),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null and failed_at is null`),
    index('email_outbox_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * The e-mails a change owes (issue #36; docs/api.md, "E-mail notices"): written in the change's own
 * transaction when the gateway asked for it and the change was made, so a gateway that stops between
 * the change and its e-mails loses none. The gateway composes the e-mails from it (at once, or its
 * notice job later) and stores them in `email_outbox` under keys made from the notice's id, so a notice
 * composed twice stores each message once.
 */
export const emailNotices = pgTable(
  'email_notices',
  {
    /** Made by the gateway (a UUID), so it knows the notice of its change before the api answers. */
    id: uuid('id').primaryKey(),
    /** What it tells of (shared/rules/email-outbox.ts NOTICE_KINDS). */
    kind: text('kind').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    /** What the gateway gave to compose it (the booking as it was before a move or a cancel). */
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    /** A replica composes it until then; another may after. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'string' }),
    /** Its e-mails are in the outbox. */
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'string' }),
    /** Given up after the retry window (logged; the office sees it, and may try it again). */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'string' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** When the office tried a given-up notice again: its retry window starts there (migration 0084). */
    retriedAt: timestamp('retried_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('email_notices_waiting_idx')
      .on(t.createdAt)
      .where(sql`done_at is null and failed_at is null`),
    // The office's count and list of those given up: few, among one notice per change of years.
    index('email_notices_failed_idx')
      .on(t.createdAt)
      .where(sql`failed_at is not null`),
  ],
);

/**
 * A record removed for good (issue #35, "Pages and changes"; migration 0072): a booking, a customer or
 * a quote request deleted, or a customer's personal data erased (POPIA). Only the id is kept, so that a
 * partner that copied the record removes its copy (`adminTombstones`). Written by triggers on delete
 * and by the erasure (`record_customer_tombstone`), in the transaction that removes the record.
 */
export const tombstones = pgTable(
  'tombstones',
  {
    id: serial('id').primaryKey(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** A booking's guidId (the id partners keep); null for the others. */
    guidId: text('guid_id'),
    reason: text('reason').notNull(),
    /** The API clients that booked it (a key of reach 'own' sees these only). */
    apiClientIds: integer('api_client_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('tombstones_at_idx').on(t.at, t.id),
    index('tombstones_clients_idx').using('gin', t.apiClientIds),
    check('tombstones_entity_ck', sql`${t.entity} in ('booking','customer','quote_request')`),
    check('tombstones_reason_ck', sql`${t.reason} in ('deleted','erased')`),
  ],
);

/**
 * A create's idempotency key (issue #35, "Idempotency everywhere it matters"; migration 0075;
 * api/src/idempotency/idempotent.ts): the record the first request with this key made, per operation
 * and caller, with a digest of what that request asked. The same key again answers that record; the
 * same key with another request is refused (409 DUPLICATE). Kept IDEMPOTENCY_KEEP_DAYS days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The GraphQL operation that created (`requestQuote`, `adminCreateWebhookEndpoint`, ...). */
    operation: text('operation').notNull(),
    /** Whose key: `client:<id>` (a partner's key), `user:<id>` (a signed-in person) or `anon`. */
    actor: text('actor').notNull(),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the request as the caller sent it. */
    fingerprint: text('fingerprint').notNull(),
    /** The record made (its table is the operation's); null only inside the transaction making it. */
    recordId: integer('record_id'),
    /** Or, for a thing known by name rather than id (an uploaded file's stored name), its name. */
    recordName: text('record_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.operation, t.actor, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
