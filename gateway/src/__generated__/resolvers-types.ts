/* eslint-disable */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ApiUser } from '../api/replies/users.js';
import type { ApiCategory, ApiService, ApiServiceVariation, ApiServiceOption, ApiAddOn, ApiSeason, ApiPackage, ApiPackageService, ApiModifier, ApiModifierOption, ApiVariation, ApiVariationOption } from '../api/replies/catalogue.js';
import type { ApiBooking, ApiBookingCustomer, ApiBookingLine, ApiBookingLineVariation, ApiBookingLineAddOn, ApiBookingModifier, ApiQuoteRequest, ApiBookingEvent, ApiBookingPayment } from '../api/replies/bookings.js';
import type { ApiAdminStat } from '../api/replies/dashboard.js';
import type { ApiTableRow } from '../api/replies/common.js';
import type { ApiCrew, ApiCrewMember } from '../api/replies/schedule.js';
import type { ApiSeries } from '../api/replies/series.js';
import type { AdminCustomerParent } from '../admin/customers.js';
import type { AdminCustomerPageParent } from '../admin/customer-accounts.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date without time or zone, formatted YYYY-MM-DD (for example 2026-03-14). */
  Date: { input: string; output: string; }
  /** A point in time as an ISO 8601 string with zone (for example 2026-03-14T08:30:00.000Z). */
  DateTime: { input: string; output: string; }
  /** A JSON object with string keys, used by the generic admin tables for rows and record data. */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

/** An extra that can be added to a service line (for example 'Edge trimming'). */
export type AddOn = {
  __typename?: 'AddOn';
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Add-on id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Price in rand. */
  price: Scalars['Float']['output'];
  /** The service it belongs to. */
  serviceId: Scalars['ID']['output'];
  /** Record status. */
  status: RecordStatus;
};

/** The saved add-on. */
export type AdminAddOnPayload = {
  __typename?: 'AdminAddOnPayload';
  /** The add-on as stored. */
  addOn: AddOn;
};

/** The changed booking. */
export type AdminBookingPayload = {
  __typename?: 'AdminBookingPayload';
  /** The booking as stored. */
  booking: Booking;
  /** True when this call e-mailed the customer (an office cancel); false or null otherwise. */
  customerNotified?: Maybe<Scalars['Boolean']['output']>;
};

/** The saved category. */
export type AdminCategoryPayload = {
  __typename?: 'AdminCategoryPayload';
  /** The category as stored. */
  category: Category;
};

/** Turn a quote request into a booking: the date, the slot and the priced lines. */
export type AdminCreateBookingFromQuoteInput = {
  /** The day of the visit. */
  date: Scalars['Date']['input'];
  /** The quote request. */
  id: Scalars['ID']['input'];
  /** The priced lines (at least one); the total is their sum. */
  lines: Array<QuoteLineInput>;
  /** One of the time slots (for example '08:00 - 10:00'). */
  timeSlot: Scalars['String']['input'];
};

/** The booked request and the new booking (PENDING until the customer pays). */
export type AdminCreateBookingFromQuotePayload = {
  __typename?: 'AdminCreateBookingFromQuotePayload';
  /** The new booking. */
  booking: Booking;
  /** The link the customer was e-mailed to pay. */
  paymentUrl: Scalars['String']['output'];
  /** The request, now BOOKED. */
  quoteRequest: QuoteRequest;
};

/** A booking made by an admin for a customer, through the same rules as the checkout. */
export type AdminCreateBookingInput = {
  /** Where the visit is; the suburb must be one we serve (AREA_NOT_SERVED otherwise). */
  address: ServiceAddressInput;
  /** The choices; date, timeSlot and at least one line are required. */
  booking: BookingInput;
  /** The crew to do it (an active crew, free in every slot the work covers: CREW_BUSY otherwise); left out: unassigned. */
  crewId?: InputMaybe<Scalars['ID']['input']>;
  /** A new (phone-in) customer: their account is made in the same transaction as the booking, or not at all (EMAIL_TAKEN: choose them as an existing customer). */
  customer?: InputMaybe<AdminNewCustomerInput>;
  /** The office's own discount, as adminQuote priced it (a different one than the quote's token binds: PRICE_CHANGED). */
  discount?: InputMaybe<OfficeDiscountInput>;
  /** The total the office was shown (adminQuote): another total is refused with PRICE_CHANGED, as at the checkout. */
  expectedTotal?: InputMaybe<Scalars['Float']['input']>;
  /**
   * A key the caller makes once per booking it means to make and sends with every attempt (at most 200
   * characters): the same key again (a retry after a lost reply, a double click) answers the booking the
   * first attempt made, and records its payment once, instead of making a second; the same key with a
   * different booking is DUPLICATE (field idempotencyKey). Partners should always send one.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** How it will be paid (required): a payment link e-mailed and held for a time, or paid (card, EFT or cash) and confirmed. */
  payment: OfficeBookingPaymentInput;
  /** The token of the adminQuote the office was shown (PRICE_CHANGED as at the checkout). */
  quoteToken?: InputMaybe<Scalars['String']['input']>;
  /** When a chosen option repeats the visit: the last date a visit may fall on; absent runs until stopped. */
  repeatUntil?: InputMaybe<Scalars['Date']['input']>;
  /** The customer (a user id); or `customer` for a new one (exactly one of them). */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Insert a row into a generic admin table. */
export type AdminCreateRowInput = {
  /** The fields (camelCase keys of the table's allow-list). */
  data: Scalars['JSONObject']['input'];
  /** A new row's key (1-200 printable characters): the same create sent again with it answers the row it made instead of making a second; a different create with it is DUPLICATE (field idempotencyKey). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The table. */
  table: AdminTable;
};

/** The crews' load over the days ahead. */
export type AdminCrewLoad = {
  __typename?: 'AdminCrewLoad';
  /** Active crews, inactive crews with work in these days, and Unassigned when work has no crew. */
  crews: Array<AdminCrewLoadRow>;
  /** The days, from today, with their working minutes. */
  days: Array<AdminLoadDay>;
};

/** One crew's booked minutes per day. */
export type AdminCrewLoadRow = {
  __typename?: 'AdminCrewLoadRow';
  /** Whether the crew is active. */
  active: Scalars['Boolean']['output'];
  /** Minutes its work takes on each day, in the order of the days (whole slots). */
  bookedMinutes: Array<Scalars['Int']['output']>;
  /** The crew's colour (#rrggbb). */
  colour: Scalars['String']['output'];
  /** The crew's id; null for the row of work no crew has yet. */
  crewId?: Maybe<Scalars['ID']['output']>;
  /** The crew's name, or Unassigned. */
  name: Scalars['String']['output'];
};

/** The saved crew. */
export type AdminCrewPayload = {
  __typename?: 'AdminCrewPayload';
  /** The crew as stored. */
  crew: Crew;
};

/** A CSV export of a generic admin table. */
export type AdminCsvExport = {
  __typename?: 'AdminCsvExport';
  /** MIME type (text/csv). */
  contentType: Scalars['String']['output'];
  /** The CSV text (header row first, RFC 4180 quoting). */
  csv: Scalars['String']['output'];
  /** Suggested file name, for example services.csv. */
  filename: Scalars['String']['output'];
};

/** A customer as the office sees them. */
export type AdminCustomer = {
  __typename?: 'AdminCustomer';
  /**
   * Every booking, newest visit first.
   * @deprecated Reads every booking of the customer: use bookingsPage, a page at a time.
   */
  bookings: Array<Booking>;
  /** How many bookings they have, of any status. */
  bookingsCount: Scalars['Int']['output'];
  /** Their bookings a page at a time, the latest visit first; page back with `after`. */
  bookingsPage: CustomerBookingPage;
  /** What the office keeps about them (null to a key of reach OWN). */
  officeNotes?: Maybe<Scalars['String']['output']>;
  /** The addresses the crews visit for them, oldest first (a booking picks one); none to a key of reach OWN (its bookings carry the addresses it sent). */
  properties: Array<CustomerProperty>;
  /** The total of their confirmed and completed bookings, in rand. */
  totalSpent: Scalars['Float']['output'];
  /** The account. */
  user: User;
};


/** A customer as the office sees them. */
export type AdminCustomerBookingsPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Names a customer. */
export type AdminCustomerIdInput = {
  /** The customer's user id. */
  id: Scalars['ID']['input'];
};

/** Notes the office keeps about a customer. */
export type AdminCustomerNotesInput = {
  /** The user's id. */
  id: Scalars['ID']['input'];
  /** The notes (at most 5000 characters; empty clears them). */
  officeNotes?: InputMaybe<Scalars['String']['input']>;
};

/** The notes as stored. */
export type AdminCustomerNotesPayload = {
  __typename?: 'AdminCustomerNotesPayload';
  /** The notes as stored. */
  officeNotes?: Maybe<Scalars['String']['output']>;
};

/** One page of the office's customer list. */
export type AdminCustomerPage = {
  __typename?: 'AdminCustomerPage';
  /** The customers on this page, newest first. */
  customers: Array<AdminCustomerSummary>;
  /** The cursor after this page's last customer, to pass as `after`; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more customers follow: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** hasNextPage and endCursor together, as a connection's pageInfo. */
  pageInfo: PageInfo;
  /** How many customers match the search. */
  total: Scalars['Int']['output'];
};

/** The property as saved. */
export type AdminCustomerPropertyPayload = {
  __typename?: 'AdminCustomerPropertyPayload';
  /** The property. */
  property: CustomerProperty;
};

/** A customer as the list shows them. */
export type AdminCustomerSummary = {
  __typename?: 'AdminCustomerSummary';
  /** Their bookings that are not cancelled. */
  bookingsCount: Scalars['Int']['output'];
  /** When the account was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** User id (their record is /admin/customers/{id}). */
  id: Scalars['ID']['output'];
  /** The latest day the crews came (a confirmed or completed booking up to today); null before the first. */
  lastVisit?: Maybe<Scalars['Date']['output']>;
  /** Full name. */
  name: Scalars['String']['output'];
  /** Phone number, as saved. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Account status. */
  status: RecordStatus;
  /** When their details (name, e-mail, phone, status) last changed; set by the database on every such change. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** The admin dashboard's figures. */
export type AdminDashboard = {
  __typename?: 'AdminDashboard';
  /** The next 14 days' load per crew: minutes booked against working minutes. */
  crewLoad: AdminCrewLoad;
  /** The six metric cards. */
  metrics: Array<AdminMetric>;
  /** Recurring revenue booked for the next 8 weeks: series and programme visits not cancelled. */
  recurring: AdminRecurringRevenue;
  /** Money owed back to customers: every payment whose refund is due. */
  refundsDue: AdminMoneyOwed;
  /** The schedule's page for today. */
  scheduleLink: Scalars['String']['output'];
  /** Work done and money received this calendar month. */
  thisMonth: AdminPeriodFigures;
  /** Work done and money received this week (Monday to Sunday). */
  thisWeek: AdminPeriodFigures;
  /** The day the figures are for: today in Johannesburg. */
  today: Scalars['Date']['output'];
  /** Today's visits (also a long job's later day), by time. */
  todaysJobs: Array<AdminTodayJob>;
  /** What customers owe: confirmed or completed visits never paid (also those the office confirmed without a payment), and a series' later visits waiting for payment once their day has come. */
  unpaid: AdminMoneyOwed;
  /** The last 12 weeks of bookings and revenue, oldest first. */
  weekly: Array<AdminWeeklyPoint>;
};

/**
 * Deactivate a crew: its future jobs go to another active crew (`reassignTo`) or are left unassigned
 * (null), then it is inactive; all in one transaction.
 */
export type AdminDeactivateCrewInput = {
  /** Must be true when the preview lists over-capacity times (else OVER_CAPACITY, field confirmOverCapacity). */
  confirmOverCapacity?: InputMaybe<Scalars['Boolean']['input']>;
  /** The crew to deactivate. */
  crewId: Scalars['ID']['input'];
  /** Another active crew to give every future job to; null leaves them unassigned. */
  reassignTo?: InputMaybe<Scalars['ID']['input']>;
};

/** The deactivated crew. */
export type AdminDeactivateCrewPayload = {
  __typename?: 'AdminDeactivateCrewPayload';
  /** The crew, now inactive. */
  crew: Crew;
  /** How many future jobs moved (or were unassigned). */
  moved: Scalars['Int']['output'];
  /** The crew they went to; null when they were left unassigned. */
  reassignedTo?: Maybe<Crew>;
};

/** Names a customer's property. */
export type AdminDeleteCustomerPropertyInput = {
  /** The customer's user id. */
  customerId: Scalars['ID']['input'];
  /** The property's id. */
  id: Scalars['ID']['input'];
};

/** Delete a record by id. */
export type AdminDeleteInput = {
  /** The record's id. */
  id: Scalars['ID']['input'];
};

/** Delete a row of a generic admin table. */
export type AdminDeleteRowInput = {
  /** The row's id. */
  id: Scalars['ID']['input'];
  /** The table. */
  table: AdminTable;
};

/** Delete an uploaded file. */
export type AdminDeleteUploadInput = {
  /** The stored file name (as in /uploads/<name>). */
  file: Scalars['String']['input'];
};

/** Filter of a generic admin table: rows whose field equals the value. */
export type AdminFilterInput = {
  /** Field name (camelCase). */
  key: Scalars['String']['input'];
  /** Value to match (as text). */
  value: Scalars['String']['input'];
};

/** A day of the crews' load. */
export type AdminLoadDay = {
  __typename?: 'AdminLoadDay';
  /** The day. */
  date: Scalars['Date']['output'];
  /** A crew's working minutes that day: the day's time slots times the slot's length (0 when closed). */
  workingMinutes: Scalars['Int']['output'];
};

/** Money owed back on a booking that the office has refunded: one payment, or all that is owed. */
export type AdminMarkRefundedInput = {
  /** The booking's numeric id or guidId. */
  id: Scalars['ID']['input'];
  /** One owed payment of it (BookingPayment.id); without it, everything owed on the booking. */
  paymentId?: InputMaybe<Scalars['ID']['input']>;
  /** The refund's reference (the bank transfer's or the provider's), kept on each payment refunded; at most 200 characters. */
  reference?: InputMaybe<Scalars['String']['input']>;
};

/** One figure on the admin dashboard. */
export type AdminMetric = {
  __typename?: 'AdminMetric';
  /** Growth of last30 over previous30 in percent (null when previous30 is 0). */
  growthPercent?: Maybe<Scalars['Float']['output']>;
  /** Which figure. */
  key: AdminMetricKey;
  /** Card title (Clients, Services, Bookings, Add-Ons, Packages, Users). */
  label: Scalars['String']['output'];
  /** How many were added in the last 30 days. */
  last30: Scalars['Int']['output'];
  /** The admin route the card's View link opens (for example /admin/users). */
  link: Scalars['String']['output'];
  /** How many were added in the 30 days before that. */
  previous30: Scalars['Int']['output'];
  /** Current total. */
  total: Scalars['Int']['output'];
};

/** The figures counted on the admin dashboard. */
export type AdminMetricKey =
  /** Add-ons. */
  | 'ADD_ONS'
  /** Bookings made by a checkout (the customer's or the office's) and not cancelled; a series' own visits are not counted. */
  | 'BOOKINGS'
  /** Users with role client. */
  | 'CLIENTS'
  /** Packages. */
  | 'PACKAGES'
  /** Services. */
  | 'SERVICES'
  /** All users. */
  | 'USERS';

/** An option of a modifier being saved; without id it is created. */
export type AdminModifierOptionInput = {
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The existing option's id; absent to create. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Name (at least 2 characters). */
  name: Scalars['String']['input'];
  /** Type. */
  type: ModifierType;
  /** Units (required for EXTRA and DISCOUNT; ignored for NO_CHARGE). */
  units?: InputMaybe<ModifierUnits>;
  /** Value (at least 0; 0 for NO_CHARGE). */
  value: Scalars['Float']['input'];
};

/** The saved modifier. */
export type AdminModifierPayload = {
  __typename?: 'AdminModifierPayload';
  /** The modifier with its options as stored. */
  modifier: Modifier;
};

/** Money owed one way or the other, with the oldest items. */
export type AdminMoneyOwed = {
  __typename?: 'AdminMoneyOwed';
  /** Rand owed in all. */
  amount: Scalars['Float']['output'];
  /** How many payments (refunds due) or visits (unpaid) owe it. */
  count: Scalars['Int']['output'];
  /** The oldest 20, oldest first. */
  items: Array<AdminOwedItem>;
  /** The oldest date among them: the payment's for a refund due, the visit's for an unpaid visit. */
  oldest?: Maybe<Scalars['Date']['output']>;
};

/** A new customer the office books for (a phone-in): the account has no password until they set one. */
export type AdminNewCustomerInput = {
  /** E-mail address (where the payment link and confirmations go). */
  email: Scalars['String']['input'];
  /** Full name. */
  name: Scalars['String']['input'];
  /** Phone number (South African). */
  phone: Scalars['String']['input'];
};

/** One refund due or one unpaid visit. */
export type AdminOwedItem = {
  __typename?: 'AdminOwedItem';
  /** Rand owed. */
  amount: Scalars['Float']['output'];
  /** The booking's id. */
  bookingId: Scalars['ID']['output'];
  /** The booking's page in the admin area. */
  bookingLink: Scalars['String']['output'];
  /** The customer's record in the admin area; null without a customer. */
  customerLink?: Maybe<Scalars['String']['output']>;
  /** The customer's name. */
  customerName?: Maybe<Scalars['String']['output']>;
  /** Why a refund is due; null for an unpaid visit. */
  refundReason?: Maybe<PaymentRefundReason>;
  /** Since when: the payment's date for a refund due, the visit's date for an unpaid visit. */
  since?: Maybe<Scalars['Date']['output']>;
  /** The booking's status. */
  status: BookingStatus;
  /** The visit's date. */
  visitDate?: Maybe<Scalars['Date']['output']>;
};

/** The saved package. */
export type AdminPackagePayload = {
  __typename?: 'AdminPackagePayload';
  /** The package as stored. */
  package: Package;
};

/** A service included in a package being saved. */
export type AdminPackageServiceInput = {
  /** Weeks between visits (1-26); null spreads over the season. */
  everyWeeks?: InputMaybe<Scalars['Int']['input']>;
  /** Week of the first visit in the programme (0-52; 0 is the booked date's week); null spreads over the season. */
  firstWeek?: InputMaybe<Scalars['Int']['input']>;
  /** How many times (at least 1). */
  quantity: Scalars['Int']['input'];
  /** The catalogue service, if any. */
  serviceId?: InputMaybe<Scalars['ID']['input']>;
  /** The name shown. */
  serviceName: Scalars['String']['input'];
};

/** Work done and money received in a period (Johannesburg dates). */
export type AdminPeriodFigures = {
  __typename?: 'AdminPeriodFigures';
  /** Bookings made in the period by a checkout (the customer's or the office's), not cancelled. */
  bookingsMade: Scalars['Int']['output'];
  /** First day. */
  from: Scalars['Date']['output'];
  /** received less refunded. */
  moneyReceived: Scalars['Float']['output'];
  /** Rand of complete payments received in the period, by the payment's date (also payments owed back). */
  received: Scalars['Float']['output'];
  /** Rand refunded in the period, by the date the refund was recorded as made. */
  refunded: Scalars['Float']['output'];
  /** Last day (included). */
  to: Scalars['Date']['output'];
  /** Visits dated in the period that are done (completed). */
  visitsCompleted: Scalars['Int']['output'];
  /** Visits dated in the period not done yet and not cancelled (confirmed, or pending while they hold their place). */
  visitsScheduled: Scalars['Int']['output'];
};

/** The day to clear. */
export type AdminRainDayInput = {
  /** The day whose bookings move. */
  date: Scalars['Date']['input'];
  /** The token of the plan the office saw; when the day changed since, nothing moves and the new plan is answered (replanned). */
  planToken?: InputMaybe<Scalars['String']['input']>;
};

/** What a rain day did. */
export type AdminRainDayPayload = {
  __typename?: 'AdminRainDayPayload';
  /** The bookings moved, at their new times (each customer was e-mailed). */
  moved: Array<Booking>;
  /** The plan carried out (or, when replanned, the new plan to look at). */
  plan: RainDayPlan;
  /** True when the day changed since the plan: nothing moved; look at plan. */
  replanned: Scalars['Boolean']['output'];
  /** Bookings no free start was found for within 14 days (they stay; call the customer). */
  unmoved: Array<Booking>;
};

/** What recurring series and seasonal programmes have booked for the weeks ahead. */
export type AdminRecurringRevenue = {
  __typename?: 'AdminRecurringRevenue';
  /** Series and programmes still active. */
  activeSeries: Scalars['Int']['output'];
  /** Rand booked by those visits. */
  amount: Scalars['Float']['output'];
  /** Visits booked. */
  visits: Scalars['Int']['output'];
  /** Weeks ahead counted (8). */
  weeks: Scalars['Int']['output'];
};

/** A card payment owed back that the office refunds through the payment provider. */
export type AdminRefundThroughProviderInput = {
  /** The booking's numeric id or guidId. */
  id: Scalars['ID']['input'];
  /** The payment owed back (BookingPayment.id): one paid online through the provider. */
  paymentId: Scalars['ID']['input'];
};

/** Move a booking to another date and time slot. */
export type AdminRescheduleBookingInput = {
  /** The crew to do it (an empty string unassigns it; left out keeps its crew). */
  crewId?: InputMaybe<Scalars['ID']['input']>;
  /** The new date. */
  date: Scalars['Date']['input'];
  /** The booking's numeric id or guidId. */
  id: Scalars['ID']['input'];
  /** One of that day's offered time slot labels. */
  timeSlot: Scalars['String']['input'];
};

/** A row of a generic admin table. */
export type AdminRow = {
  __typename?: 'AdminRow';
  /** The row's fields as the api returns them (camelCase keys; passwords never included). */
  data: Scalars['JSONObject']['output'];
  /** The row's id. */
  id: Scalars['ID']['output'];
  /** The row's record status, when it has a statusId. */
  status?: Maybe<RecordStatus>;
  /** The table it belongs to. */
  table: AdminTable;
};

/** A page of a generic admin table. */
export type AdminRowPage = {
  __typename?: 'AdminRowPage';
  /** The cursor of this page's last row, to pass as `after` for the next page; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether rows follow this page (in the same order, with the same search and filters). */
  hasNextPage: Scalars['Boolean']['output'];
  /** hasNextPage and endCursor together, as a connection's pageInfo. */
  pageInfo: PageInfo;
  /** The rows of this page. */
  rows: Array<AdminRow>;
  /** How many rows match in all. Counted only when selected: a count of every matching row, cheap on the catalogue tables and users but growing with history on BOOKINGS and BOOKING_MANAGER; select it on a first page, not on every page. */
  total: Scalars['Int']['output'];
};

/** The saved row. */
export type AdminRowPayload = {
  __typename?: 'AdminRowPayload';
  /** The row as stored. */
  row: AdminRow;
};

/** Create (no id) or update an add-on. */
export type AdminSaveAddOnInput = {
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The add-on to update; absent to create. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A new add-on's key (1-200 printable characters): the same create sent again with it answers the add-on it made instead of making a second; a different create with it is DUPLICATE (field idempotencyKey). Ignored when changing one (with id). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Name. */
  name: Scalars['String']['input'];
  /** Price in rand (at least 0). */
  price: Scalars['Float']['input'];
  /** The service. */
  serviceId: Scalars['ID']['input'];
  /** Status (default ACTIVE). */
  status?: InputMaybe<RecordStatus>;
};

/** Create (no id) or update a category. */
export type AdminSaveCategoryInput = {
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The category to update; absent to create. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A new category's key (1-200 printable characters): the same create sent again with it answers the category it made instead of making a second; a different create with it is DUPLICATE (field idempotencyKey). Ignored when changing one (with id). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Image address. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Name. */
  name: Scalars['String']['input'];
  /** Parent category. */
  parentCategoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Status (default ACTIVE). */
  status?: InputMaybe<RecordStatus>;
};

/** A crew to create (no id) or change. */
export type AdminSaveCrewInput = {
  /** Active crews are capacity. */
  active: Scalars['Boolean']['input'];
  /** Colour on the schedule, #rrggbb. */
  colour: Scalars['String']['input'];
  /** The crew's id when changing it. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A new crew's key (1-200 printable characters): the same create sent again with it answers the crew it made instead of making a second; a different create with it is DUPLICATE (field idempotencyKey). Ignored when changing one (with id). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Its members: ids of staff users (a user is in one crew at a time). */
  memberIds: Array<Scalars['ID']['input']>;
  /** Name (1-80 characters, unique). */
  name: Scalars['String']['input'];
};

/** A customer's details as the office enters them. */
export type AdminSaveCustomerInput = {
  /** E-mail address (required, unique). */
  email: Scalars['String']['input'];
  /** The customer's id to change one; left out to create one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A new customer's key (1-200 printable characters): the same create sent again with it answers the customer it made instead of EMAIL_TAKEN; a different create with it is DUPLICATE (field idempotencyKey). Ignored when changing a customer. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Full name (required). */
  name: Scalars['String']['input'];
  /** A South African phone number (any usual format), or empty. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** The customer as saved. */
export type AdminSaveCustomerPayload = {
  __typename?: 'AdminSaveCustomerPayload';
  /** The account (role CLIENT). */
  customer: User;
};

/** A property as the office enters it. */
export type AdminSaveCustomerPropertyInput = {
  /** The customer's user id. */
  customerId: Scalars['ID']['input'];
  /** The property's id to change one; left out to add one. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A new property's key (1-200 printable characters): the same create sent again with it answers the property it made instead of making a second; a different create with it is DUPLICATE (field idempotencyKey). Ignored when changing one (with id). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Gate code, pets, parking (at most 500 characters; empty clears them). */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Postal code: 4 digits. */
  postalCode: Scalars['String']['input'];
  /** Street address (required, at most 200 characters). */
  street: Scalars['String']['input'];
  /** Suburb: one of the served areas. */
  suburb: Scalars['String']['input'];
};

/**
 * Create (no id) or update a modifier with its full list of options. Existing options missing from
 * the list are deleted.
 */
export type AdminSaveModifierInput = {
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The modifier to update; absent to create. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A new modifier and its options's key (1-200 printable characters): the same create sent again with it answers the modifier it made instead of making a second; a different create with it is DUPLICATE (field idempotencyKey). Ignored when changing one (with id). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Name (at least 3 characters). */
  name: Scalars['String']['input'];
  /** The options (at least one). */
  options: Array<AdminModifierOptionInput>;
};

/** Create (no id) or update a package. */
export type AdminSavePackageInput = {
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Last day offered. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** The package to update; absent to create. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A new package's key (1-200 printable characters): the same create sent again with it answers the package it made instead of making a second; a different create with it is DUPLICATE (field idempotencyKey). Ignored when changing one (with id). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Image address. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Name. */
  name: Scalars['String']['input'];
  /** Price in rand (at least 0). */
  price: Scalars['Float']['input'];
  /** The season. */
  seasonId?: InputMaybe<Scalars['ID']['input']>;
  /** The included services; they replace the previous ones. */
  services?: InputMaybe<Array<AdminPackageServiceInput>>;
  /** First day offered. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** Status (default ACTIVE). */
  status?: InputMaybe<RecordStatus>;
};

/** Create (no id) or update a season. */
export type AdminSaveSeasonInput = {
  /** Duration as text. */
  duration?: InputMaybe<Scalars['String']['input']>;
  /** Last day. */
  endDate: Scalars['Date']['input'];
  /** The season to update; absent to create. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A new season's key (1-200 printable characters): the same create sent again with it answers the season it made instead of making a second; a different create with it is DUPLICATE (field idempotencyKey). Ignored when changing one (with id). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Multiplier (at least 0). */
  multiplier: Scalars['Float']['input'];
  /** Name. */
  name: Scalars['String']['input'];
  /** Notes. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** First day. */
  startDate: Scalars['Date']['input'];
  /** Status (default ACTIVE). */
  status?: InputMaybe<RecordStatus>;
};

/** Create (no id) or update a service with its variations. */
export type AdminSaveServiceInput = {
  /** Base price in rand (at least 0). */
  basePrice: Scalars['Float']['input'];
  /** Category (required). */
  categoryId: Scalars['ID']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** How long the work takes one crew, in minutes (1 to 14400; unchanged, or 45 for a new service, when not given). */
  durationMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** The service to update; absent to create. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A new service's key (1-200 printable characters): the same create sent again with it answers the service it made instead of making a second; a different create with it is DUPLICATE (field idempotencyKey). Ignored when changing one (with id). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Image address. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Whether it is a package service. */
  isPackage?: InputMaybe<Scalars['Boolean']['input']>;
  /** Name (required). */
  name: Scalars['String']['input'];
  /** Quote only: customers request a quote instead of booking at a price (default false). */
  quoteOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Status (default ACTIVE). */
  status?: InputMaybe<RecordStatus>;
  /** The variations and offered options; they replace the previous ones. */
  variations: Array<AdminServiceVariationInput>;
};

/** Create (no id) or update a user. */
export type AdminSaveUserInput = {
  /** Address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address. */
  email: Scalars['String']['input'];
  /** The user to update; absent to create. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A new account's key (1-200 printable characters): the same create sent again with it answers the account it made instead of making a second; a different create with it is DUPLICATE (field idempotencyKey). Ignored when changing one (with id). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Full name. */
  name: Scalars['String']['input'];
  /** Password (required when creating; when updating, absent keeps the old one). */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Role (default CLIENT). */
  role?: InputMaybe<Role>;
  /** Status (default ACTIVE). */
  status?: InputMaybe<RecordStatus>;
};

/**
 * Create (no id) or update a variation with its full list of options. Existing options missing from
 * the list are deleted.
 */
export type AdminSaveVariationInput = {
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The variation to update; absent to create. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** A new variation and its options's key (1-200 printable characters): the same create sent again with it answers the variation it made instead of making a second; a different create with it is DUPLICATE (field idempotencyKey). Ignored when changing one (with id). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Name (at least 3 characters). */
  name: Scalars['String']['input'];
  /** The options (at least one). */
  options: Array<AdminVariationOptionInput>;
};

/** The schedule between two dates. */
export type AdminSchedule = {
  __typename?: 'AdminSchedule';
  /** Every booking in the days shown that is not cancelled, by date and slot. */
  bookings: Array<Booking>;
  /** Bookings a slot takes: the number of active crews, or the setting while none exist. */
  capacity: Scalars['Int']['output'];
  /** Every crew (inactive ones too, so their bookings still show). */
  crews: Array<Crew>;
  /** First day shown. */
  from: Scalars['Date']['output'];
  /** Each booking's part on each day shown (a job of more than a day on every day it covers), by date and start. */
  parts: Array<DayPart>;
  /** The day's time slot labels, in order. */
  slots: Array<Scalars['String']['output']>;
  /** Last day shown. */
  to: Scalars['Date']['output'];
};

/** The saved season. */
export type AdminSeasonPayload = {
  __typename?: 'AdminSeasonPayload';
  /** The season as stored. */
  season: Season;
};

/** A choice of a select input on an admin form. */
export type AdminSelectOption = {
  __typename?: 'AdminSelectOption';
  /** The label shown. */
  label: Scalars['String']['output'];
  /** The stored value (an id). */
  value: Scalars['ID']['output'];
};

/** What sending a sign-in link did. */
export type AdminSendSignInLinkPayload = {
  __typename?: 'AdminSendSignInLinkPayload';
  /** The address the link was sent to. */
  email: Scalars['String']['output'];
};

/** The saved service. */
export type AdminServicePayload = {
  __typename?: 'AdminServicePayload';
  /** The service as stored. */
  service: Service;
};

/** The options a service offers from one variation. */
export type AdminServiceVariationInput = {
  /** The variation options this service offers. */
  optionIds: Array<Scalars['ID']['input']>;
  /** The variation. */
  variationId: Scalars['ID']['input'];
};

/** Move a booking to another status (allowed moves only; others answer INVALID_TRANSITION). */
export type AdminSetBookingStatusInput = {
  /** The booking's numeric id or guidId. */
  id: Scalars['ID']['input'];
  /**
   * CANCELLED only: e-mail the customer the cancellation (for a paid booking, that the refund is due).
   * True when left out; false is the office's "Don't e-mail the customer". The e-mail is sent once, by
   * the call that cancelled the booking.
   */
  notifyCustomer?: InputMaybe<Scalars['Boolean']['input']>;
  /** Confirming a booking not paid in full: the money the office took (recorded as a payment with its method and reference). */
  payment?: InputMaybe<OfficeReceivedPaymentInput>;
  /** The new status. */
  status: BookingStatus;
  /** Confirming a booking not paid in full: confirm it with nothing recorded as received (its amountOwed stays). One of `payment` and this is required then (BAD_USER_INPUT on `payment`). */
  withoutPayment?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Sort of a generic admin table. */
export type AdminSortInput = {
  /** Direction. */
  direction?: InputMaybe<SortDirection>;
  /** Field name (camelCase). */
  key: Scalars['String']['input'];
};

/** The tables of the generic admin list and record screens (/admin/{tableId}). */
export type AdminTable =
  /** Add-ons (/admin/addons). */
  | 'ADDONS'
  /** Bookings (/admin/bookings). */
  | 'BOOKINGS'
  /** Booking modifier records (/admin/booking-manager). */
  | 'BOOKING_MANAGER'
  /** Categories (/admin/categories). */
  | 'CATEGORIES'
  /** Modifiers (/admin/modifiers). */
  | 'MODIFIERS'
  /** Packages (/admin/packages). */
  | 'PACKAGES'
  /** Seasons (/admin/seasons). */
  | 'SEASONS'
  /** Services (/admin/services). */
  | 'SERVICES'
  /** The suburbs served, with travel minutes from the nearest branch (/admin/service-areas). */
  | 'SERVICE_AREAS'
  /** Users (/admin/users). */
  | 'USERS'
  /** Variations (/admin/variations). */
  | 'VARIATIONS';

/** A visit on today's schedule. */
export type AdminTodayJob = {
  __typename?: 'AdminTodayJob';
  /** The booking's id. */
  bookingId: Scalars['ID']['output'];
  /** The booking's page in the admin area. */
  bookingLink: Scalars['String']['output'];
  /** A job that began on an earlier day and goes on today. */
  continued: Scalars['Boolean']['output'];
  /** The crew's colour (#rrggbb); null while unassigned. */
  crewColour?: Maybe<Scalars['String']['output']>;
  /** The crew's name; null while unassigned. */
  crewName?: Maybe<Scalars['String']['output']>;
  /** The customer's record in the admin area; null without a customer. */
  customerLink?: Maybe<Scalars['String']['output']>;
  /** The customer's name. */
  customerName?: Maybe<Scalars['String']['output']>;
  /** The crew has started the work. */
  inProgress: Scalars['Boolean']['output'];
  /** The booking's status. */
  status: BookingStatus;
  /** The visit's suburb. */
  suburb?: Maybe<Scalars['String']['output']>;
  /** Its time slot today (a long job's later day: the day's first slot). */
  time: Scalars['String']['output'];
};

/** Update a row of a generic admin table. */
export type AdminUpdateRowInput = {
  /** The changed fields (camelCase keys). */
  data: Scalars['JSONObject']['input'];
  /** The row's id. */
  id: Scalars['ID']['input'];
  /** The table. */
  table: AdminTable;
};

/** Upload an image (JPEG, PNG, WebP or GIF, at most 2,000,000 bytes once decoded). */
export type AdminUploadImageInput = {
  /** The file's bytes, base64-encoded. */
  contentBase64: Scalars['String']['input'];
  /** The original file name. */
  filename: Scalars['String']['input'];
  /** The upload's key (1-200 printable characters): the same file sent again with it is stored once and answers the same address; another file with it is DUPLICATE (field idempotencyKey). */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};

/** The result of an upload. */
export type AdminUploadPayload = {
  __typename?: 'AdminUploadPayload';
  /** The stored file name. */
  file?: Maybe<Scalars['String']['output']>;
  /** Why it was refused (for example too large or not an image). */
  reason?: Maybe<Scalars['String']['output']>;
  /** True when stored. */
  success: Scalars['Boolean']['output'];
  /** The public address, /uploads/<name>, when stored. */
  url?: Maybe<Scalars['String']['output']>;
};

/** The saved user. */
export type AdminUserPayload = {
  __typename?: 'AdminUserPayload';
  /** The user as stored. */
  user: User;
};

/** An option of a variation being saved; without id it is created. */
export type AdminVariationOptionInput = {
  /** Additional cost in rand (at least 0). */
  additionalCost: Scalars['Float']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The existing option's id; absent to create. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** Label (at least 2 characters). */
  label: Scalars['String']['input'];
  /** Weeks between visits when the option means a repeat (1-26); null or absent for a one-off. */
  repeatWeeks?: InputMaybe<Scalars['Int']['input']>;
};

/** The saved variation. */
export type AdminVariationPayload = {
  __typename?: 'AdminVariationPayload';
  /** The variation with its options as stored. */
  variation: Variation;
};

/** Bookings and revenue of one week. */
export type AdminWeeklyPoint = {
  __typename?: 'AdminWeeklyPoint';
  /** Bookings made that week by a checkout (the customer's or the office's), not cancelled; a series' own visits are not bookings made. */
  bookings: Scalars['Int']['output'];
  /** Money received that week in rand, by the date of each complete payment, less refunds paid back that week (a booking confirmed without a payment is not money). */
  revenue: Scalars['Float']['output'];
  /** Visits that week by the date of the visit: not cancelled, a series' own visits included. */
  visits: Scalars['Int']['output'];
  /** The Monday the week starts on (Johannesburg). */
  weekStart: Scalars['Date']['output'];
};

/**
 * A partner's API client (docs/graphql.md, 'Keys and scopes'): a request sent with its secret as
 * `Authorization: Bearer <secret>` may call the operations its scopes allow. The secret is shown once,
 * when the client is created or rotated; the office sees only its first characters.
 */
export type ApiClient = {
  __typename?: 'ApiClient';
  /** The browser origins (https://host[:port]) that may call with its key (CORS); empty for servers only. */
  allowedOrigins: Array<Scalars['String']['output']>;
  /** The URL prefixes (https, or http://127.0.0.1 / http://localhost for tests) a payment started with its key may send the browser back to (startPayment's returnUrl and cancelUrl). */
  allowedReturnUrls: Array<Scalars['String']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The client's id. */
  id: Scalars['ID']['output'];
  /** The limits its key works within. */
  limits: ApiClientLimits;
  /** Who the client is (a partner's name): recorded as who acted when its key books. */
  name: Scalars['String']['output'];
  /** What its key reads of bookings and customers: OWN (only its own) or ALL. */
  reach: ApiClientReach;
  /** When it was revoked (its key is refused from then on), or null while it is live. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When its secret was last replaced, or null. */
  rotatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The scopes its key grants: catalogue:read, quotes:write, bookings:read, bookings:write, customers:read, quote-requests:write, webhooks:manage. */
  scopes: Array<Scalars['String']['output']>;
  /** The first characters of its secret, to tell keys apart (never the whole secret). */
  secretShown: Scalars['String']['output'];
};

/** An API client's reach and allowed return URLs; each left out stays as it is. */
export type ApiClientAccessInput = {
  /** The URL prefixes a payment may return the browser to (the whole list: it replaces the one kept). */
  allowedReturnUrls?: InputMaybe<Array<Scalars['String']['input']>>;
  /** What its key reads of bookings and customers. */
  reach?: InputMaybe<ApiClientReach>;
};

/** A new API client. */
export type ApiClientInput = {
  /** Browser origins allowed to call with its key (https://host[:port]); none for a server's key. */
  allowedOrigins?: InputMaybe<Array<Scalars['String']['input']>>;
  /** URL prefixes a payment may return the browser to: https://host/path (or http://127.0.0.1 or http://localhost for tests), no user name, query or fragment; none when left out. */
  allowedReturnUrls?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The create's key (1-200 printable characters): the same create sent again with it makes no second client and is DUPLICATE (field idempotencyKey) naming the client it made, whose secret was shown once (rotate it for a new one); a different create with it is DUPLICATE too. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Its limits (the defaults when left out). */
  limits?: InputMaybe<ApiClientLimitsInput>;
  /** Who the client is (1-100 characters). */
  name: Scalars['String']['input'];
  /** What its key reads of bookings and customers; OWN when left out. */
  reach?: InputMaybe<ApiClientReach>;
  /** The scopes its key grants (at least one): catalogue:read, quotes:write, bookings:read, bookings:write, customers:read, quote-requests:write, webhooks:manage. */
  scopes: Array<Scalars['String']['input']>;
};

/**
 * The limits an API client's key works within (docs/graphql.md, 'Limits'): the office's own for the
 * client, or the defaults where it set none. Every reply to a request sent with the key says what the
 * operation cost and what is left (`extensions.budget`); past a limit the request is refused with
 * RATE_LIMITED, `retryAfterSeconds` and HTTP 429 with Retry-After.
 */
export type ApiClientLimits = {
  __typename?: 'ApiClientLimits';
  /** Cost a minute: each field 1, a list's selection counted as many times as the list may hold (its first or limit argument, else 10). */
  costPerMinute: Scalars['Int']['output'];
  /** Which of the three are the defaults (the office set none for them). */
  defaults: Array<Scalars['String']['output']>;
  /** Quote requests (requestQuote) a day; each customer's own limit of 3 a day still holds. */
  quoteRequestsPerDay: Scalars['Int']['output'];
  /** Requests to /graphql a minute (sliding window). */
  requestsPerMinute: Scalars['Int']['output'];
};

/** An API client's limits; each left out or null is the default. */
export type ApiClientLimitsInput = {
  /** Cost a minute, 1 to 100,000,000. */
  costPerMinute?: InputMaybe<Scalars['Int']['input']>;
  /** Quote requests a day, 0 to 10,000 (0: none). */
  quoteRequestsPerDay?: InputMaybe<Scalars['Int']['input']>;
  /** Requests to /graphql a minute, 1 to 100,000. */
  requestsPerMinute?: InputMaybe<Scalars['Int']['input']>;
};

/** What a partner's key reads of bookings and customers (docs/graphql.md, "Keys and scopes"). */
export type ApiClientReach =
  /** Every booking and customer of the company (the clients made before there was a choice). */
  | 'ALL'
  /** Only the bookings its own client made, and the customers it booked for (a new client's default). */
  | 'OWN';

/** A client with its secret, answered once: when it is created or its secret rotated. The secret cannot be read again. */
export type ApiClientWithSecret = {
  __typename?: 'ApiClientWithSecret';
  /** The client. */
  client: ApiClient;
  /** The secret to send as `Authorization: Bearer <secret>`: shown this once, stored only hashed. */
  secret: Scalars['String']['output'];
};

/** An e-mail address waiting to be told when a suburb we do not serve yet is served. */
export type AreaWaitlistEntry = {
  __typename?: 'AreaWaitlistEntry';
  /** When they asked. */
  createdAt: Scalars['DateTime']['output'];
  /** Who to tell. */
  email: Scalars['String']['output'];
  /** Id. */
  id: Scalars['ID']['output'];
  /** The suburb they asked about, as they wrote it. */
  suburb: Scalars['String']['output'];
};

/** The result of signing in or registering; the session cookie is set. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** The signed-in user. */
  user: User;
};

/** A booking. Its guidId is the public capability that opens the confirmation page. */
export type Booking = {
  __typename?: 'Booking';
  /** Where the visit is (null for bookings made before addresses were asked, and for a reader holding only its guidId). */
  address?: Maybe<ServiceAddress>;
  /** The statuses it may move to now (the booking status rule: none once COMPLETED or CANCELLED). */
  allowedMoves: Array<BookingStatus>;
  /** The rand still owed on it (its total less amountPaid; 0 when cancelled). */
  amountOwed: Scalars['Float']['output'];
  /** The rand paid and kept (its completed payments not owed back). */
  amountPaid: Scalars['Float']['output'];
  /** The date of the work. */
  bookingDate: Scalars['Date']['output'];
  /** The time slot, for example '10:00 - 10:45'. */
  bookingTime: Scalars['String']['output'];
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** The crew that does the work; null while unassigned. Seen by the office and its crews only. */
  crew?: Maybe<Crew>;
  /** The currency of every amount in the booking (ISO 4217): always ZAR (South African rand). */
  currency: Scalars['String']['output'];
  /** The customer; null for a reader holding only its guidId (a receipt: docs/product.md, 'What a booking id shows'). */
  customer?: Maybe<BookingCustomer>;
  /** How long the work takes, in minutes (it covers that many minutes rounded up to whole slots). */
  durationMinutes: Scalars['Int']['output'];
  /** When the time it holds ends, as an instant: the end of the last slot its work covers (a later day for work over more days, as visitEndDate and visitEnd); null when it holds no slot and none is expected. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Public booking id ('booking-...'). */
  guidId: Scalars['ID']['output'];
  /** Until when an unpaid (PENDING) booking holds its place; null once paid or confirmed. */
  heldUntil?: Maybe<Scalars['DateTime']['output']>;
  /** The office only (empty for anyone else): every change to the booking, oldest first, with who made it. */
  history: Array<BookingEvent>;
  /** What happened to the booking a page at a time, the latest change first (the office reads it; anyone else an empty page). */
  historyPage: BookingEventPage;
  /** Numeric booking id. */
  id: Scalars['ID']['output'];
  /** Its invoices and credit notes in the order issued; empty for a reader holding only a receipt. */
  invoices: Array<Invoice>;
  /** The chosen modifier options. */
  modifiers: Array<BookingModifierChoice>;
  /** Where the series had planned this visit when that slot was full and it was placed in the nearest free one ('YYYY-MM-DD HH:MM - HH:MM'); null otherwise. */
  movedFrom?: Maybe<Scalars['String']['output']>;
  /** When a series or programme visit is not where it was planned: why, in words ('Moved from Fri 25 Dec (public holiday)', 'Moved from Thu 3 Dec, 10:00 - 10:45 (that time was full)'); null otherwise. */
  movedNotice?: Maybe<Scalars['String']['output']>;
  /** The office's own discount it was booked with; null when none. */
  officeDiscount?: Maybe<BookingOfficeDiscount>;
  /** When the payment was recorded, if paid. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** True for a later visit of a recurring series: it is pending until paid from its reminder e-mail, and keeps its slot meanwhile. */
  payLater: Scalars['Boolean']['output'];
  /** Whether its payment link still takes a payment: PENDING, or booked or done with nothing paid and amountOwed above 0 (a visit a saved card was to pay when done, whose charge failed). startPayment refuses the others. */
  payableByLink: Scalars['Boolean']['output'];
  /** The office only (empty for anyone else): the payment notifications recorded for it, each with its refund when it is owed back. */
  payments: Array<BookingPayment>;
  /** Gate code, pets, parking; null for a reader holding only its guidId (another crew's member too). */
  propertyNotes?: Maybe<Scalars['String']['output']>;
  /** The rand the customer's referral credits took off this booking; null when none. */
  referralCredit?: Maybe<Scalars['Float']['output']>;
  /** The rand owed back to the customer now (0 when nothing is). */
  refundDue: Scalars['Float']['output'];
  /** DUE while money is owed back on it (a paid booking cancelled, or a payment it could not take: a second payment, or one for a cancelled booking); REFUNDED once the office refunded all of it; null when nothing was ever owed. */
  refundStatus?: Maybe<RefundStatus>;
  /** The rand the office has refunded so far. */
  refunded: Scalars['Float']['output'];
  /** The recurring series or seasonal programme this visit belongs to; null for a one-off booking. */
  series?: Maybe<BookingSeries>;
  /** The booked services and packages. */
  services: Array<BookingLine>;
  /** When the crew started the work on the day (the crew day's Start); null before. */
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the visit starts, as an instant (its date at its slot's start, Cape Town time, UTC+2), beside the slot label bookingTime; null for a booking without a date. */
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Status. */
  status: BookingStatus;
  /** The total in rand (computed by the gateway, whole rand). */
  totalPrice: Scalars['Float']['output'];
  /** When it was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The VAT its total price includes (15/115 of it, to the cent); null when the business is not VAT-registered. */
  vatIncluded?: Maybe<Scalars['Float']['output']>;
  /** When its work is expected to end, HH:mm: the end of the last slot it covers; null when it holds no slot. */
  visitEnd?: Maybe<Scalars['String']['output']>;
  /** The date its work is expected to end (a later day for work over more days); null with visitEnd. */
  visitEndDate?: Maybe<Scalars['Date']['output']>;
  /** When the visit is, as customers read it: from its start to when its work is expected to end, for example '09:00 - 14:30' (work over more days: '15:00, until 11:15 on Saturday, 5 December 2026'); the first slot when no end is known (a cancelled booking holds no slot). */
  visitTime: Scalars['String']['output'];
};


/** A booking. Its guidId is the public capability that opens the confirmation page. */
export type BookingHistoryPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** The customer of a booking as stored with it. */
export type BookingCustomer = {
  __typename?: 'BookingCustomer';
  /** Address. */
  address?: Maybe<Scalars['String']['output']>;
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** Phone number. */
  phone?: Maybe<Scalars['String']['output']>;
};

/** One day of the date step for a cart: closed (and why), or open with or without room for the whole job. */
export type BookingDay = {
  __typename?: 'BookingDay';
  /** True on a day the company does not work (a Sunday, a public holiday, a day the office closed). */
  closed: Scalars['Boolean']['output'];
  /** Why it is closed ('Christmas Day', 'Sunday'); null on an open day. */
  closedReason?: Maybe<Scalars['String']['output']>;
  /** The day (YYYY-MM-DD, Johannesburg). */
  date: Scalars['Date']['output'];
  /** True when a start on this day has room for the whole job, at least the lead time from now. */
  hasRoom: Scalars['Boolean']['output'];
};

/** The date step's calendar for a cart: its days from today and the first with room. */
export type BookingDays = {
  __typename?: 'BookingDays';
  /** Each day from today, in order. */
  days: Array<BookingDay>;
  /** The first day (from today) with a start where the whole job fits, or null within the days asked. */
  firstDateWithRoom?: Maybe<Scalars['Date']['output']>;
};

/** One change to a booking. */
export type BookingEvent = {
  __typename?: 'BookingEvent';
  /** Who made it; null for the system (the payment provider, an expired hold). */
  actorName?: Maybe<Scalars['String']['output']>;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** Event id. */
  id: Scalars['ID']['output'];
  /** What changed: CREATED, STATUS, MOVED, CREW, STARTED, NOTES or REFUND. */
  kind: Scalars['String']['output'];
  /** The change in words, for example 'Moved from 2026-12-01 10:00 - 10:45 to 2026-12-02 13:00 - 13:45'. */
  summary: Scalars['String']['output'];
};

/** One page of a booking's history, the latest change first (Booking.historyPage). */
export type BookingEventPage = {
  __typename?: 'BookingEventPage';
  /** The cursor after this page's last change, to pass as `after`; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether older changes follow: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** This page's changes, the latest first. */
  nodes: Array<BookingEvent>;
  /** hasNextPage and endCursor together, as a connection's pageInfo. */
  pageInfo: PageInfo;
};

/** The customer's choices; the gateway computes every price from them. */
export type BookingInput = {
  /** The booking date (needed for seasonal multipliers and to book). */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** The booked services or packages. */
  lines: Array<BookingLineInput>;
  /** One chosen option per modifier. Options of modifiers decided by a rule are decided by the gateway; picks of them are ignored. */
  modifierOptionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Another customer's referral code (a new customer's first booking earns the referral discount). */
  referralCode?: InputMaybe<Scalars['String']['input']>;
  /** The chosen time slot label, for example '10:00 - 10:45'. */
  timeSlot?: InputMaybe<Scalars['String']['input']>;
};

/** A booked service line. */
export type BookingLine = {
  __typename?: 'BookingLine';
  /** The chosen add-ons. */
  addOns: Array<BookingLineAddOn>;
  /** The service's (or package's) own price at booking time: the line price less its options, add-ons and season. */
  basePrice: Scalars['Float']['output'];
  /** Line id. */
  id: Scalars['ID']['output'];
  /** Service or package name at booking time. */
  name: Scalars['String']['output'];
  /** The package, for a package line (null for a plain service). */
  packageId?: Maybe<Scalars['ID']['output']>;
  /** Line price in rand at booking time: base, options and add-ons, with the season's change. */
  price: Scalars['Float']['output'];
  /** The season that changed this line's price at booking time; null when none did. */
  season?: Maybe<BookingLineSeason>;
  /** The service, for a service line. */
  serviceId?: Maybe<Scalars['ID']['output']>;
  /** The chosen variation options. */
  variations: Array<BookingLineVariation>;
};

/** An add-on chosen on a booking line. */
export type BookingLineAddOn = {
  __typename?: 'BookingLineAddOn';
  /** The add-on's id; null when the add-on has since been deleted from the catalogue. */
  addOnId?: Maybe<Scalars['ID']['output']>;
  /** Row id. */
  id: Scalars['ID']['output'];
  /** Name at booking time. */
  name: Scalars['String']['output'];
  /** Price in rand at booking time. */
  price: Scalars['Float']['output'];
};

/** One booked service (with its chosen variation options and add-ons) or one package. */
export type BookingLineInput = {
  /** The chosen add-ons of the service. */
  addOnIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The chosen variation options (one per variation) of the service. */
  optionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The package booked (exactly one of serviceId and packageId). */
  packageId?: InputMaybe<Scalars['ID']['input']>;
  /** The service booked (exactly one of serviceId and packageId). */
  serviceId?: InputMaybe<Scalars['ID']['input']>;
};

/** The season that changed a booking line's price, as it was priced at booking time. */
export type BookingLineSeason = {
  __typename?: 'BookingLineSeason';
  /** The rand amount it added (or removed) on this line. */
  amount: Scalars['Float']['output'];
  /** The multiplier (1.2 = 20% more). */
  multiplier: Scalars['Float']['output'];
  /** The season's name. */
  name: Scalars['String']['output'];
};

/** A variation option chosen on a booking line. */
export type BookingLineVariation = {
  __typename?: 'BookingLineVariation';
  /** Its additional cost in rand. */
  additionalCost: Scalars['Float']['output'];
  /** The chosen option's label. */
  label: Scalars['String']['output'];
  /** The chosen option's id; null when the option has since been deleted from the catalogue. */
  optionId?: Maybe<Scalars['ID']['output']>;
  /** The variation's name. */
  variationName: Scalars['String']['output'];
};

/** A modifier option chosen for a booking. */
export type BookingModifierChoice = {
  __typename?: 'BookingModifierChoice';
  /** The rand it added (positive) or took off (negative) at booking time; null for bookings made before it was kept. */
  amount?: Maybe<Scalars['Float']['output']>;
  /** The running total it applied to at booking time (a PERCENT option is that percentage of it); null for bookings made before it was kept. */
  base?: Maybe<Scalars['Float']['output']>;
  /** Row id. */
  id: Scalars['ID']['output'];
  /** The modifier's description. */
  modifierDescription?: Maybe<Scalars['String']['output']>;
  /** The modifier's id; null when the modifier has since been deleted. */
  modifierId?: Maybe<Scalars['ID']['output']>;
  /** The modifier's name. */
  modifierName: Scalars['String']['output'];
  /** The chosen option's description. */
  optionDescription?: Maybe<Scalars['String']['output']>;
  /** The chosen option's id; null when the option has since been deleted. */
  optionId?: Maybe<Scalars['ID']['output']>;
  /** The chosen option's name. */
  optionName: Scalars['String']['output'];
  /** How it changes the price. */
  type: ModifierType;
  /** Units of value; null for NO_CHARGE. */
  units?: Maybe<ModifierUnits>;
  /** The option's value. */
  value: Scalars['Float']['output'];
};

/** The office's discount a booking was made with. */
export type BookingOfficeDiscount = {
  __typename?: 'BookingOfficeDiscount';
  /** The signed rand change it made to the total (negative), to the cent. */
  amount: Scalars['Float']['output'];
  /** Who in the office gave it (their name): the office only (null for anyone else). */
  givenBy?: Maybe<Scalars['String']['output']>;
  /** What the row says: 'Office discount (10%)'. */
  label: Scalars['String']['output'];
  /** The percent given. */
  percent: Scalars['Float']['output'];
  /** Why it was given: the office only (null for anyone else). */
  reason?: Maybe<Scalars['String']['output']>;
};

/** One page of bookings in the order of their last change (adminBookingsPage). */
export type BookingPage = {
  __typename?: 'BookingPage';
  /** The cursor after this page's last booking, to pass as `after`; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether another page follows: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** This page's bookings, the least recently changed first. */
  nodes: Array<Booking>;
  /** hasNextPage and endCursor together, as a connection's pageInfo. */
  pageInfo: PageInfo;
};

/** A payment notification recorded for a booking. */
export type BookingPayment = {
  __typename?: 'BookingPayment';
  /** The amount in rand. */
  amount: Scalars['Float']['output'];
  /** The booking it pays (Booking.guidId). */
  bookingGuidId: Scalars['ID']['output'];
  /** When it was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** The currency of amount and refundAmount (ISO 4217): always ZAR. */
  currency: Scalars['String']['output'];
  /** Payment id (what adminMarkRefunded takes as paymentId). */
  id: Scalars['ID']['output'];
  /** How it was paid. */
  method: PaymentMethod;
  /** The provider's payment id. */
  providerPaymentId: Scalars['String']['output'];
  /** Who in the office recorded it; null for the online form's. */
  recordedBy?: Maybe<Scalars['String']['output']>;
  /** The office's reference for a card or EFT payment. */
  reference?: Maybe<Scalars['String']['output']>;
  /** The rand of it owed back or refunded (less than amount for a programme given up after some visits); null when it is kept. */
  refundAmount?: Maybe<Scalars['Float']['output']>;
  /** Why it is owed back; null when it is kept. */
  refundReason?: Maybe<PaymentRefundReason>;
  /** The reference of its refund (the bank transfer's or the provider's), as the office recorded it; null when none was given. */
  refundReference?: Maybe<Scalars['String']['output']>;
  /** DUE when this payment is owed back, REFUNDED once the office refunded it; null for a payment kept. */
  refundStatus?: Maybe<RefundStatus>;
  /** When the office recorded its refund as made. */
  refundedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who recorded its refund as made. */
  refundedBy?: Maybe<Scalars['String']['output']>;
  /** The provider's status, for example COMPLETE. */
  status: Scalars['String']['output'];
  /** When it last changed (a refund owed, settled or made; set by the database on every change). */
  updatedAt: Scalars['DateTime']['output'];
};

/** One page of payments in the order of their last change (adminPaymentsPage). */
export type BookingPaymentPage = {
  __typename?: 'BookingPaymentPage';
  /** The cursor after this page's last payment, to pass as `after`; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether another page follows: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** This page's payments, the least recently changed first. */
  nodes: Array<BookingPayment>;
  /** hasNextPage and endCursor together, as a connection's pageInfo. */
  pageInfo: PageInfo;
};

/** A recurring series of visits or a seasonal programme. Each visit is a booking of its own. */
export type BookingSeries = {
  __typename?: 'BookingSeries';
  /** The time slot every visit is planned at. */
  bookingTime: Scalars['String']['output'];
  /** How many hours before a visit the card on file is charged when cardChargeWhen is BEFORE_VISIT (CARD_ON_FILE_CHARGE_HOURS_BEFORE). */
  cardChargeHoursBefore: Scalars['Int']['output'];
  /** When its later visits are charged to the customer's card on file (office's choice; BEFORE_VISIT unless changed). */
  cardChargeWhen: CardChargeWhen;
  /** Whether the series' customer has a card on file, so its later visits are charged automatically before each (for the office and the series' owner; false for anyone else). */
  cardOnFile: Scalars['Boolean']['output'];
  /** For the office: the crew every visit is booked for; null when none (and for anyone else). */
  crew?: Maybe<Crew>;
  /** The last date a visit may fall on, as the customer chose; null until stopped. */
  endDate?: Maybe<Scalars['Date']['output']>;
  /** The id of its first visit by date (a programme's: its first booking); null before it has one. */
  firstVisitId?: Maybe<Scalars['ID']['output']>;
  /** Series id. */
  id: Scalars['ID']['output'];
  /** A repeat or a seasonal programme. */
  kind: SeriesKind;
  /** What was booked, for example 'Lawn Mowing, fortnightly' or the package's name. */
  name: Scalars['String']['output'];
  /** The date of the next visit not created yet (REPEAT and ACTIVE only). */
  nextDate?: Maybe<Scalars['Date']['output']>;
  /** While paused: the date the pause acts from. */
  pausedFrom?: Maybe<Scalars['Date']['output']>;
  /** For the office: planning this series' next visits failed unexpectedly (the series job set it aside); null when it did not, and for anyone else. */
  planningFailure?: Maybe<SeriesPlanningFailure>;
  /** Its recent visits, by date (cancelled and skipped ones included): those from 12 weeks before today on, so every visit still to come and the latest done. What the office's booking page lists; visits has every one and visitCount counts them. */
  recentVisits: Array<Booking>;
  /** Weeks between visits (REPEAT only). */
  repeatWeeks?: Maybe<Scalars['Int']['output']>;
  /** The first visit's date. */
  startDate: Scalars['Date']['output'];
  /** ACTIVE, PAUSED or STOPPED (a programme stays ACTIVE). */
  status: SeriesStatus;
  /** The visits still to come (not cancelled, not done), by date. */
  upcomingVisits: Array<Booking>;
  /** When the series last changed (its status, dates, plan or price; set by the database on every change). */
  updatedAt: Scalars['DateTime']['output'];
  /** How many visits it has made, cancelled and skipped ones included. */
  visitCount: Scalars['Int']['output'];
  /** Each later visit's price in rand (the first visit's lines and fees, without one-off discounts). */
  visitPrice: Scalars['Float']['output'];
  /** The series' visits, by date (cancelled and skipped ones included). A long series has many: visitCount and upcomingVisits are cheaper when they are what is needed. */
  visits: Array<Booking>;
  /** For the office: visits still to come without the series' crew (it was busy then); empty for anyone else. */
  visitsWithoutCrew: Array<Booking>;
};

/** One page of series in the order of their last change (adminSeriesPage). */
export type BookingSeriesPage = {
  __typename?: 'BookingSeriesPage';
  /** The cursor after this page's last series, to pass as `after`; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether another page follows: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** This page's series, the least recently changed first. */
  nodes: Array<BookingSeries>;
  /** hasNextPage and endCursor together, as a connection's pageInfo. */
  pageInfo: PageInfo;
};

/** The life cycle of a booking: PENDING -> CONFIRMED -> COMPLETED; PENDING or CONFIRMED -> CANCELLED. */
export type BookingStatus =
  /** Cancelled; no longer holds its time slot. */
  | 'cancelled'
  /** The work has been done. */
  | 'completed'
  /** Paid (a verified payment notification arrived) or confirmed by an administrator. */
  | 'confirmed'
  /** Saved, waiting for payment; holds its time slot for 30 minutes. */
  | 'pending';

/** A calendar change, saved, and the bookings from today on that the calendar no longer offers as they are (the office moves them). */
export type CalendarChangePayload = {
  __typename?: 'CalendarChangePayload';
  /** The calendar as saved: hours per weekday, slot length, holidays and closed days. */
  calendar: CompanyCalendar;
  /** Pending and confirmed bookings whose time is now outside the working time (or on a closed day), by date. */
  outsideBookings: Array<Booking>;
};

/** A weekday's working hours; both times null on a weekday not worked. */
export type CalendarDayHours = {
  __typename?: 'CalendarDayHours';
  /** Closing time, HH:mm, or null when the weekday is not worked. */
  closesAt?: Maybe<Scalars['String']['output']>;
  /** The weekday's name, e.g. 'Monday'. */
  name: Scalars['String']['output'];
  /** Opening time, HH:mm, or null when the weekday is not worked. */
  opensAt?: Maybe<Scalars['String']['output']>;
  /** 0 Sunday to 6 Saturday. */
  weekday: Scalars['Int']['output'];
};

/** One weekday's working hours as the office sets them; both times null when the weekday is not worked. */
export type CalendarDayHoursInput = {
  /** HH:mm on the quarter hour, or null when the weekday is not worked. */
  closesAt?: InputMaybe<Scalars['String']['input']>;
  /** HH:mm on the quarter hour, or null when the weekday is not worked. */
  opensAt?: InputMaybe<Scalars['String']['input']>;
  /** 0 Sunday to 6 Saturday. */
  weekday: Scalars['Int']['input'];
};

/** Cancel a booking. */
export type CancelBookingInput = {
  /** The booking's guidId. */
  guidId: Scalars['ID']['input'];
  /** The token of the booking's manage link (from a booking e-mail): it stands for the owner's sign-in, for this booking only. */
  manageToken?: InputMaybe<Scalars['String']['input']>;
};

/** The cancelled booking. */
export type CancelBookingPayload = {
  __typename?: 'CancelBookingPayload';
  /** The booking, status CANCELLED. */
  booking: Booking;
};

/**
 * What cancelling a booking would do, before it is done (cancelBooking, or the office's status change):
 * the visits it cancels and the money owed back.
 */
export type CancelPreview = {
  __typename?: 'CancelPreview';
  /** The programme's visits, cancelled ones included; 1 for another booking. */
  allVisits: Scalars['Int']['output'];
  /** The programme's visits done (completed or started); 0 for another booking. */
  doneVisits: Scalars['Int']['output'];
  /** True when the booking is a seasonal programme's first visit: cancelling it gives the programme up. */
  givesUpProgramme: Scalars['Boolean']['output'];
  /** True when the booking is a later visit of a programme: only it is cancelled, and nothing is owed back. */
  laterProgrammeVisit: Scalars['Boolean']['output'];
  /**
   * Rand owed back: a paid booking's payment; for a programme given up, the share of its visits not done
   * (what was paid x visits not done / all visits); 0 for one later visit of a programme.
   */
  refundDue: Scalars['Float']['output'];
  /** The visits cancelled, by date (the booking first): empty when it cannot be cancelled. */
  visits: Array<CancelPreviewVisit>;
};

/** One visit a cancel would cancel. */
export type CancelPreviewVisit = {
  __typename?: 'CancelPreviewVisit';
  /** Its day (YYYY-MM-DD). */
  bookingDate: Scalars['Date']['output'];
  /** Its slot, e.g. 10:00 - 10:45. */
  bookingTime: Scalars['String']['output'];
  /** The visit's booking id. */
  guidId: Scalars['ID']['output'];
  /** The visit from its start to its expected end, as Booking.visitTime says it. */
  visitTime: Scalars['String']['output'];
};

/** When a series' later visits are charged to its customer's card on file (the office's choice per series). */
export type CardChargeWhen =
  /** CARD_ON_FILE_CHARGE_HOURS_BEFORE hours before each visit; the visit stays pending (unpaid) until charged. */
  | 'BEFORE_VISIT'
  /** Once the crew has completed the visit: it is held confirmed with nothing paid, the card the promised way to pay. */
  | 'WHEN_DONE';

/** A category of services (for example Lawn Care), shown as a tab on the services page. */
export type Category = {
  __typename?: 'Category';
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Description shown with the category. */
  description?: Maybe<Scalars['String']['output']>;
  /** Category id. */
  id: Scalars['ID']['output'];
  /** Image address (absolute or /uploads/...). */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** The parent category's id, when nested. */
  parentCategoryId?: Maybe<Scalars['ID']['output']>;
  /** The active services of this category. */
  services: Array<Service>;
  /** Record status. */
  status: RecordStatus;
  /** When it was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Pause, resume or stop a series. */
export type ChangeSeriesInput = {
  /** What to do. */
  action: SeriesAction;
  /** For CHANGE: what changes. */
  change?: InputMaybe<SeriesChangeFieldsInput>;
  /** The date the pause, stop, resume or change acts from (today when left out; not before today). */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** A manage token of one of the series' visits, standing for the owner's sign-in. */
  manageToken?: InputMaybe<Scalars['String']['input']>;
  /**
   * The paid visits from that date (guidIds) the actor ticked: a pause or stop cancels them and marks their
   * payment to be refunded, a change moves or re-crews them (keeping them paid and their price). Paid
   * visits not listed stay as they are.
   */
  paidVisitIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The series. */
  seriesId: Scalars['ID']['input'];
};

/** The series after a change. */
export type ChangeSeriesPayload = {
  __typename?: 'ChangeSeriesPayload';
  /** What changeSeries or skipSeriesVisit did, visit by visit (changeSeries e-mailed the customer this list once). */
  changes: Array<SeriesVisitChange>;
  /** The series as it is now. */
  series: BookingSeries;
  /** The undo this change offers; null for the office's change of day, time, crew or price, and for a change that did nothing. */
  undo?: Maybe<SeriesUndo>;
};

/** A day the office closes (adminCloseDay): no time is offered on it. */
export type CloseDayInput = {
  /** The day to close. */
  date: Scalars['Date']['input'];
  /** Why the day is closed (shown to the office). */
  reason: Scalars['String']['input'];
};

/** A day not worked: a South African public holiday (by rule; the office may work it) or a day the office closed. */
export type ClosedDay = {
  __typename?: 'ClosedDay';
  /** The date: the holiday's, or the day the office closed. */
  date: Scalars['Date']['output'];
  /** True for a public holiday (from the rule), false for a day the office closed. */
  holiday: Scalars['Boolean']['output'];
  /** A holiday the office has chosen to work (then it is not closed). */
  open: Scalars['Boolean']['output'];
  /** Why: the holiday's name or the office's reason. */
  reason: Scalars['String']['output'];
};

/** The company's calendar: every offer of time reads it. */
export type CompanyCalendar = {
  __typename?: 'CompanyCalendar';
  /** Holidays and closed days from today on, by date. */
  closedDays: Array<ClosedDay>;
  /** Monday first, Sunday last. */
  hours: Array<CalendarDayHours>;
  /** Minutes a slot lasts (15, 30 or 45); a job takes its minutes rounded up to it. */
  slotMinutes: Scalars['Int']['output'];
};

/** A consent the customer gave: the exact wording shown, when it was given and, once withdrawn, when. */
export type Consent = {
  __typename?: 'Consent';
  /** When it was given. */
  givenAt: Scalars['DateTime']['output'];
  /** The consent's id. */
  id: Scalars['ID']['output'];
  /** What the consent is for: 'marketing' (e-mails about offers and new services). */
  purpose: Scalars['String']['output'];
  /** When it was withdrawn; null while it stands. */
  withdrawnAt?: Maybe<Scalars['DateTime']['output']>;
  /** The exact words the customer agreed to. */
  wording: Scalars['String']['output'];
};

/** Save a booking. Either the customer is signed in, or `customer` creates the account. */
export type CreateBookingInput = {
  /** Where the visit is; the suburb must be one we serve (see serviceAreas, AREA_NOT_SERVED otherwise). */
  address: ServiceAddressInput;
  /** The choices; date and timeSlot are required here. */
  booking: BookingInput;
  /** New-customer details, when nobody is signed in. */
  customer?: InputMaybe<NewCustomerInput>;
  /**
   * The total (rand) the customer was shown and agreed to: a booking that would be charged anything else is
   * refused with PRICE_CHANGED (nothing saved; `extensions.total` is the new total).
   */
  expectedTotal?: InputMaybe<Scalars['Float']['input']>;
  /**
   * A client-generated key, made once per in-progress booking and sent with every attempt to save it:
   * sending the same key again (a retry, a reload) returns the first booking instead of a new one, also
   * for a new customer whose account that first attempt created. The same key with a different booking
   * (other than expectedTotal, quoteToken or the password) is DUPLICATE (field idempotencyKey). Clients
   * should always send one.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /**
   * The `token` of the quote the customer was shown (Quote.token): a booking that would be charged another
   * total than the token's, or whose token has expired, is refused with PRICE_CHANGED (the message says
   * when the booking is not the quoted one: other choices, customer or suburb). A token that was not made
   * by us is BAD_USER_INPUT on `quoteToken`.
   */
  quoteToken?: InputMaybe<Scalars['String']['input']>;
  /** When a chosen option repeats the visit (VariationOption.repeatWeeks): the last date a visit may fall on; absent runs until stopped. */
  repeatUntil?: InputMaybe<Scalars['Date']['input']>;
};

/** The saved booking. */
export type CreateBookingPayload = {
  __typename?: 'CreateBookingPayload';
  /** The booking, status PENDING. */
  booking: Booking;
  /** The customer it belongs to (now signed in). */
  user: User;
};

/**
 * A crew: the people who go out together and do one job at a time. Each active crew is one place in
 * every time slot (the api's SLOT_CAPACITY setting while no crew exists).
 */
export type Crew = {
  __typename?: 'Crew';
  /** Only active crews count as capacity and are offered for assignment. */
  active: Scalars['Boolean']['output'];
  /** Its colour on the schedule, #rrggbb. */
  colour: Scalars['String']['output'];
  /** Crew id. */
  id: Scalars['ID']['output'];
  /** Its members: staff users. */
  members: Array<CrewMember>;
  /** Name, unique. */
  name: Scalars['String']['output'];
};

/** A crew's day. */
export type CrewDay = {
  __typename?: 'CrewDay';
  /** The signed-in user's crew; null when they are in none. */
  crew?: Maybe<Crew>;
  /** The day. */
  date: Scalars['Date']['output'];
  /** The crew's confirmed and completed jobs that day, by start time. */
  jobs: Array<Booking>;
  /** The part of each of the crew's visits that falls on the day (a job of more than a day on each of its days), by start. */
  parts: Array<DayPart>;
};

/** What deactivating a crew would leave behind (nothing changes). */
export type CrewDeactivationPreview = {
  __typename?: 'CrewDeactivationPreview';
  /** The crew that would be deactivated. */
  crew: Crew;
  /** Its pending or confirmed jobs from today on, by date and time. */
  jobs: Array<CrewFutureJob>;
  /** The times from today on that would be over capacity without it. */
  overCapacity: Array<CrewOverCapacitySlot>;
};

/** A pending or confirmed job of a crew from today on. */
export type CrewFutureJob = {
  __typename?: 'CrewFutureJob';
  /** The customer's name. */
  customerName?: Maybe<Scalars['String']['output']>;
  /** The day of the visit. */
  date: Scalars['Date']['output'];
  /** The booking's public id (its page in the office). */
  guidId: Scalars['String']['output'];
  /** Booking id. */
  id: Scalars['ID']['output'];
  /** PENDING or CONFIRMED, in lower case as stored. */
  status: Scalars['String']['output'];
  /** The visit's suburb. */
  suburb?: Maybe<Scalars['String']['output']>;
  /** The slot label, e.g. "10:00 - 10:45". */
  time: Scalars['String']['output'];
};

/** The job the crew acts on. */
export type CrewJobInput = {
  /** The booking's guidId. */
  guidId: Scalars['ID']['input'];
};

/** A staff user in a crew. */
export type CrewMember = {
  __typename?: 'CrewMember';
  /** E-mail. */
  email: Scalars['String']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** A time of a day that would hold more bookings than places once the crew no longer counts. */
export type CrewOverCapacitySlot = {
  __typename?: 'CrewOverCapacitySlot';
  /** Bookings holding their place there. */
  booked: Scalars['Int']['output'];
  /** The places left without the crew (the other active crews; the setting when none is left). */
  capacity: Scalars['Int']['output'];
  /** The day of the time over capacity. */
  date: Scalars['Date']['output'];
  /** From the first to the end of the last 15-minute cell over capacity, e.g. "10:00 - 10:45". */
  time: Scalars['String']['output'];
};

/** One page of a customer's bookings, the latest visit first (AdminCustomer.bookingsPage). */
export type CustomerBookingPage = {
  __typename?: 'CustomerBookingPage';
  /** The cursor after this page's last booking, to pass as `after`; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether older bookings follow: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** This page's bookings: the latest visit first (by visit day, then id; one with no day yet first). */
  nodes: Array<Booking>;
  /** hasNextPage and endCursor together, as a connection's pageInfo. */
  pageInfo: PageInfo;
};

/** An address the crews visit for a customer. */
export type CustomerProperty = {
  __typename?: 'CustomerProperty';
  /** Property id. */
  id: Scalars['ID']['output'];
  /** What the crew should know: gate code, pets, parking. */
  notes?: Maybe<Scalars['String']['output']>;
  /** Postal code (4 digits). */
  postalCode: Scalars['String']['output'];
  /** Street address. */
  street: Scalars['String']['output'];
  /** Suburb (a served area when saved). */
  suburb: Scalars['String']['output'];
};

/**
 * The part of a booking that falls on one day, from the slots it holds that day: a job of more than a
 * day has one part on each day it covers.
 */
export type DayPart = {
  __typename?: 'DayPart';
  /** The booking. */
  booking: Booking;
  /** The day. */
  date: Scalars['Date']['output'];
  /** Which of the job's days this is (1 for the first). */
  day: Scalars['Int']['output'];
  /** How many days the job covers. */
  days: Scalars['Int']['output'];
  /** When its work starts that day, HH:mm. */
  from: Scalars['String']['output'];
  /** When its work ends that day, HH:mm. */
  to: Scalars['String']['output'];
};

/** The result of a delete. */
export type DeletePayload = {
  __typename?: 'DeletePayload';
  /**
   * True when the record was still in use (by bookings, running series, packages) and was archived
   * instead of deleted: it is inactive, hidden from the shop, new bookings and the office's pickers,
   * still shown on old bookings, and restored by making it active again.
   */
  archived: Scalars['Boolean']['output'];
  /** The deleted record's id. */
  id: Scalars['ID']['output'];
  /** What happened, in words for the office: "Used by 12 bookings and 2 running series: archived, not deleted." */
  message?: Maybe<Scalars['String']['output']>;
  /** True when it was deleted. */
  success: Scalars['Boolean']['output'];
};

/** An option decided by a rule (an earned discount or the call-out fee), applied or not, with the reason. */
export type EarnedModifier = {
  __typename?: 'EarnedModifier';
  /** Whether it applies to this booking. */
  applied: Scalars['Boolean']['output'];
  /** The modifier's id. */
  modifierId: Scalars['ID']['output'];
  /** The option's id. */
  optionId: Scalars['ID']['output'];
  /** The option's name. */
  optionName: Scalars['String']['output'];
  /** Why (for example 'Applied: your first booking' or 'Not applied: you have booked with us before'). */
  reason: Scalars['String']['output'];
  /** The rule that decides it. */
  rule: ModifierRule;
};

/**
 * A change whose e-mails nobody has yet: composing them failed (tried again) or was given up after 24
 * hours. The change itself stands; the office may tell the customer itself.
 */
export type EmailNotice = {
  __typename?: 'EmailNotice';
  /** How many times composing it was tried. */
  attempts: Scalars['Int']['output'];
  /** The reference of the booking it is about (its guidId), or null for one of no booking. */
  bookingGuidId?: Maybe<Scalars['String']['output']>;
  /** When its change was made. */
  createdAt: Scalars['DateTime']['output'];
  /** What it tells of, in words: "A booking's cancellation, to its customer". */
  description: Scalars['String']['output'];
  /** When it was given up, or null while it is tried again. */
  failedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The notice's id (a UUID). */
  id: Scalars['ID']['output'];
  /** What it tells of, as the api names it: booking.cancelled, booking.moved, booking.paid, ... */
  kind: Scalars['String']['output'];
  /** Why the last try failed, or null. */
  lastError?: Maybe<Scalars['String']['output']>;
};

/** The changes whose e-mails nobody has yet: how many are tried again, how many were given up, and the latest. */
export type EmailNoticeSummary = {
  __typename?: 'EmailNoticeSummary';
  /** How many were given up. */
  failed: Scalars['Int']['output'];
  /** The latest of both, newest first. */
  nodes: Array<EmailNotice>;
  /** How many could not be composed and are tried again. */
  retrying: Scalars['Int']['output'];
};

/** The latest e-mails of the outbox, and how many wait or were given up. */
export type EmailOutboxSummary = {
  __typename?: 'EmailOutboxSummary';
  /** How many e-mails were given up. */
  failed: Scalars['Int']['output'];
  /** The latest e-mails, newest first, of the state asked for. */
  nodes: Array<OutboxEmail>;
  /** How many e-mails are stored and not yet accepted by the mail server. */
  waiting: Scalars['Int']['output'];
};

/** Where an e-mail of the outbox is. */
export type EmailState =
  /** Given up after 72 hours of refusals: nobody received it. */
  | 'failed'
  /** Accepted by the mail server. */
  | 'sent'
  /** Stored, not yet accepted by the mail server: it is tried again (a refusal is retried for 72 hours). */
  | 'waiting';

/** What an erasure did. */
export type ErasurePayload = {
  __typename?: 'ErasurePayload';
  /** How many future unpaid visits were cancelled with it. */
  cancelledVisits: Scalars['Int']['output'];
};

/**
 * The `extensions.code` of every error the gateway answers with. No field returns it: it is listed so that the
 * gateway builds its errors and the client reads them with one generated type.
 */
export type ErrorCode =
  /** A quote request that has already been booked. */
  | 'ALREADY_BOOKED'
  /** The address's suburb is not a service area. */
  | 'AREA_NOT_SERVED'
  /** Apollo Server: the HTTP request is malformed. */
  | 'BAD_REQUEST'
  /** A value to fix (`extensions.field` / `extensions.fields` name it); Apollo's own code for invalid variables. */
  | 'BAD_USER_INPUT'
  /** Nothing was written: try the same request again after `extensions.retryAfterSeconds`. */
  | 'BUSY'
  /**
   * Several office moves made together (the rain day) refused, nothing moved: a booking changed (moved,
   * cancelled or given another crew) since the plan was made, or is moved twice in it. Look at the new plan.
   */
  | 'CHANGED'
  /** A booking can no longer be changed by the customer this close to its day. */
  | 'CHANGE_WINDOW_CLOSED'
  /** The day is not worked (closed weekday, holiday, closed day) or the time is not one of its starts. */
  | 'CLOSED_TIME'
  /** Another conflict the api refused with. */
  | 'CONFLICT'
  /** The crew already has a job at that time. */
  | 'CREW_BUSY'
  /** A record with these details already exists (or a request key used for another booking). */
  | 'DUPLICATE'
  /** An account with this e-mail address already exists. */
  | 'EMAIL_TAKEN'
  /** Signed in, but not allowed to do this. */
  | 'FORBIDDEN'
  /** Apollo Server: the document could not be parsed (or has too many tokens). */
  | 'GRAPHQL_PARSE_FAILED'
  /** Apollo Server: the document is not valid against the schema (or is too deep or too costly). */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** An unexpected failure (its details are logged, not sent). */
  | 'INTERNAL_SERVER_ERROR'
  /** Sign-in refused: wrong e-mail address or password. */
  | 'INVALID_CREDENTIALS'
  /** A password-reset link that is invalid or has expired. */
  | 'INVALID_TOKEN'
  /** The booking's status does not allow this change. */
  | 'INVALID_TRANSITION'
  /** The record is still used by other records. */
  | 'IN_USE'
  /** The company always keeps one active admin. */
  | 'LAST_ADMIN'
  /** A manage-booking link that is invalid or has expired. */
  | 'MANAGE_LINK_INVALID'
  /** The record does not exist (or is not the caller's). */
  | 'NOT_FOUND'
  /** The booking is not a visit of a recurring series or programme (skipSeriesVisit). */
  | 'NOT_IN_SERIES'
  /** A booking that cannot be paid (not PENDING, or already paid). */
  | 'NOT_PAYABLE'
  /** Nothing is owed back on that booking (or payment). */
  | 'NO_REFUND_DUE'
  /** Apollo Server: the operation name matches no operation in the document. */
  | 'OPERATION_RESOLUTION_FAILURE'
  /** A package booked outside its season. */
  | 'OUT_OF_SEASON'
  /**
   * Deactivating the crew would leave times booked over capacity (the preview lists them); nothing changed.
   * Confirm it (`confirmOverCapacity`, the field named) to go on.
   */
  | 'OVER_CAPACITY'
  /** A customer asked to be deleted while a paid visit is still to come: cancel it or call the office first. */
  | 'PAID_VISITS_AHEAD'
  /** A persisted query's `sha256Hash` is not the hash of the query sent with it (nothing was run). */
  | 'PERSISTED_QUERY_HASH_MISMATCH'
  /** Apollo Server: the persisted query is not known. */
  | 'PERSISTED_QUERY_NOT_FOUND'
  /** Apollo Server: persisted queries are not supported. */
  | 'PERSISTED_QUERY_NOT_SUPPORTED'
  /**
   * The booking would be charged another total than the one the customer agreed to (`expectedTotal` or
   * `quoteToken` of createBooking): nothing was saved. `extensions.total` is the new total in rand;
   * quote again, show it and ask the customer to confirm it.
   */
  | 'PRICE_CHANGED'
  /** The payment provider did not answer: the refund may or may not have been made. Check at the provider before trying again. */
  | 'PROVIDER_OUTCOME_UNKNOWN'
  /** The payment provider refused the refund: nothing was refunded or recorded. */
  | 'PROVIDER_REFUSED'
  /** A service that is priced by quote only. */
  | 'QUOTE_ONLY'
  /** Too many attempts; `extensions.retryAfterSeconds` says how long to wait when known. */
  | 'RATE_LIMITED'
  /** A referral credit the price took off was used by another booking meanwhile (the booking is priced again). */
  | 'REFERRAL_CREDIT_USED'
  /** The chosen time slot is fully booked. */
  | 'SLOT_FULL'
  /** The catalogue changed while the booking was priced. */
  | 'STALE_CATALOGUE'
  /** The customer already has the most unpaid bookings allowed. */
  | 'TOO_MANY_HOLDS'
  /** The booking would start sooner than the lead time allows. */
  | 'TOO_SOON'
  /** Not signed in, or the session has ended. */
  | 'UNAUTHENTICATED'
  /** The time to undo a change has passed (undoSeriesChange). */
  | 'UNDO_EXPIRED'
  /** The booking service could not be reached or failed. */
  | 'UPSTREAM_UNAVAILABLE'
  /** The work does not fit in the day from the chosen time. */
  | 'WORK_DOES_NOT_FIT'
  /** A table whose rows only their own screens may write. */
  | 'WRITE_REFUSED';

/** An invoice or credit note as issued (docs/product.md, 'Invoices'). */
export type Invoice = {
  __typename?: 'Invoice';
  /** Where its PDF is downloaded: the booking's holder (signed in) and the office. */
  downloadUrl: Scalars['String']['output'];
  /** The document's id (its PDF's address names it). */
  id: Scalars['ID']['output'];
  /** When it was issued (its tax point). */
  issuedAt: Scalars['DateTime']['output'];
  /** An invoice for a payment, or a credit note for a refund. */
  kind: InvoiceKind;
  /** INV-000001 / CN-000001: one sequence per kind, without gaps. */
  number: Scalars['String']['output'];
  /** VAT-inclusive rand (what was paid, or what was given back). */
  total: Scalars['Float']['output'];
  /** The VAT included in total; 0 when the business was not VAT-registered at issue. */
  vat: Scalars['Float']['output'];
};

/** Which document: a tax invoice for a payment, or a credit note for a refund. */
export type InvoiceKind =
  /** A credit note for a refund made, referring to its payment's invoice. */
  | 'CREDIT_NOTE'
  /** A tax invoice (or a plain invoice when the business is not VAT-registered) for a payment. */
  | 'INVOICE';

/** Ask to be told when a suburb is served. */
export type JoinAreaWaitlistInput = {
  /** Who to tell (a valid e-mail address). */
  email: Scalars['String']['input'];
  /** The suburb (at most 100 characters). */
  suburb: Scalars['String']['input'];
};

/** Sign-in credentials. */
export type LoginInput = {
  /** E-mail address. */
  email: Scalars['String']['input'];
  /** Password. */
  password: Scalars['String']['input'];
};

/** The result of signing out. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** True once the session cookie is cleared. */
  success: Scalars['Boolean']['output'];
};

/** A booking modifier (for example 'Property access' or 'Customer type'), chosen once per booking. */
export type Modifier = {
  __typename?: 'Modifier';
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Modifier id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Its options; the checkout shows one radio per option, the first preselected. */
  options: Array<ModifierOption>;
  /** Record status. */
  status: RecordStatus;
};

/** An option of a booking modifier. */
export type ModifierOption = {
  __typename?: 'ModifierOption';
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Option id (what BookingInput.modifierOptionIds takes). */
  id: Scalars['ID']['output'];
  /** The modifier it belongs to. */
  modifierId: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** When set, the gateway decides this option from what it knows of the customer; shown read-only. */
  rule?: Maybe<ModifierRule>;
  /** Record status. */
  status: RecordStatus;
  /** How it changes the price. */
  type: ModifierType;
  /** Units of value; null for NO_CHARGE. */
  units?: Maybe<ModifierUnits>;
  /** Percent or rand amount (0 for NO_CHARGE). */
  value: Scalars['Float']['output'];
};

/** Which rule decides a modifier option (the gateway applies it; the customer does not pick it). */
export type ModifierRule =
  /** The suburb's travel minutes from the nearest branch. */
  | 'call_out'
  /** No earlier booking (not cancelled) for the account, its e-mail or its phone. */
  | 'first_time'
  /** A new customer who gave another customer's referral code. */
  | 'referral';

/** How a modifier option changes the running total. */
export type ModifierType =
  /** Subtracts a flat amount or a percent of the running total (never below 0). */
  | 'discount'
  /** Adds a flat amount or a percent of the running total. */
  | 'extra'
  /** No change to the price (units null, value 0). */
  | 'no_charge';

/** The units of a modifier option's value. */
export type ModifierUnits =
  /** The value is an amount in rand. */
  | 'amount'
  /** The value is a percent of the running total. */
  | 'percent';

/** Changes. */
export type Mutation = {
  __typename?: 'Mutation';
  /** ADMIN. Closes a day (or a public holiday the office had opened); answers the bookings on closed time. */
  adminCloseDay: CalendarChangePayload;
  /** ADMIN only. A new API client and its secret (shown this once). BAD_USER_INPUT (field name, scopes or allowedOrigins) for a wrong value. */
  adminCreateApiClient: ApiClientWithSecret;
  /** ADMIN or MANAGER. Book for an existing or new customer under the checkout's rules: lines priced by the gateway (as adminQuote prices them), an offered slot that has not started, capacity (SLOT_FULL), a crew (CREW_BUSY), a repeat's series or a package's programme. Paid: CONFIRMED with the payment recorded; payment link: PENDING, held until the chosen time, and the customer is e-mailed the link. */
  adminCreateBooking: AdminBookingPayload;
  /** ADMIN or MANAGER. Turn a quote request into a pending booking for its customer, who is e-mailed a link to pay it. */
  adminCreateBookingFromQuote: AdminCreateBookingFromQuotePayload;
  /** ADMIN or MANAGER. Insert a row into a generic table (not BOOKINGS: WRITE_REFUSED; use adminCreateBooking). */
  adminCreateRow: AdminRowPayload;
  /** ADMIN, or a key with webhooks:manage. A new endpoint and its signing secret (shown this once). BAD_USER_INPUT (field url or events) for a wrong value. */
  adminCreateWebhookEndpoint: WebhookEndpointWithSecret;
  /**
   * ADMIN or MANAGER. Moves the crew's future jobs (or unassigns them) and deactivates it, all or nothing:
   * CREW_BUSY (field reassignTo) names the job the other crew cannot take; OVER_CAPACITY (field
   * confirmOverCapacity) when times would be over capacity and that was not confirmed.
   * adminSaveCrew with active false and adminDeleteCrew refuse a crew with future jobs (CONFLICT) and
   * point here.
   */
  adminDeactivateCrew: AdminDeactivateCrewPayload;
  /** ADMIN or MANAGER. Delete an add-on. */
  adminDeleteAddOn: DeletePayload;
  /** ADMIN or MANAGER. Delete a booking. */
  adminDeleteBooking: DeletePayload;
  /** ADMIN or MANAGER. Delete a category. */
  adminDeleteCategory: DeletePayload;
  /** ADMIN or MANAGER. Delete a crew: its bookings become unassigned. */
  adminDeleteCrew: DeletePayload;
  /** ADMIN or MANAGER. Remove a customer's property (bookings keep the address they were made with). */
  adminDeleteCustomerProperty: DeletePayload;
  /** ADMIN or MANAGER. Delete a modifier with its options. */
  adminDeleteModifier: DeletePayload;
  /** ADMIN or MANAGER. Delete a package. */
  adminDeletePackage: DeletePayload;
  /** ADMIN or MANAGER. Delete a row of a generic table (IN_USE when other rows still need it). */
  adminDeleteRow: DeletePayload;
  /** ADMIN or MANAGER. Delete a season. */
  adminDeleteSeason: DeletePayload;
  /** ADMIN or MANAGER. Delete a service. */
  adminDeleteService: DeletePayload;
  /** ADMIN or MANAGER. Delete an uploaded file. */
  adminDeleteUpload: DeletePayload;
  /** ADMIN. Delete a user (IN_USE when they have bookings). */
  adminDeleteUser: DeletePayload;
  /** ADMIN or MANAGER. Delete a variation with its options. */
  adminDeleteVariation: DeletePayload;
  /** ADMIN, or a key with webhooks:manage. Removes the endpoint and its deliveries. NOT_FOUND for no such endpoint. */
  adminDeleteWebhookEndpoint: WebhookEndpoint;
  /** ADMIN, or a key with webhooks:manage. Turns an endpoint on again (after it was disabled for failing): its pending deliveries are sent now. NOT_FOUND for no such endpoint. */
  adminEnableWebhookEndpoint: WebhookEndpoint;
  /** The office's erasure of a customer's personal data, as eraseMyAccount (ADMIN, MANAGER). */
  adminEraseCustomer: ErasurePayload;
  /** ADMIN or MANAGER. Record that money owed back on a booking was refunded: one payment (paymentId) or all of it; each payment keeps who and when, and the booking's refund moves to REFUNDED once nothing is owed. NO_REFUND_DUE when nothing (of that payment) is owed. */
  adminMarkRefunded: AdminBookingPayload;
  /** ADMIN. Opens a day: a closed day of the office's is removed, a public holiday is worked. */
  adminOpenDay: CalendarChangePayload;
  /** ADMIN or MANAGER. Rain day: move every booking of the day to the next free starts (from the next day on), keeping each job's length, and e-mail each customer the new time. */
  adminRainDay: AdminRainDayPayload;
  /**
   * ADMIN or MANAGER. Refund a card payment owed back through the payment provider (its refund of the
   * amount owed to the card that paid), then record it as adminMarkRefunded does with the provider's
   * reference (its credit note is issued). NO_REFUND_DUE (field paymentId) when nothing of it is owed or
   * it was not paid online; PROVIDER_REFUSED when the provider refused (nothing recorded, its words in
   * the message); PROVIDER_OUTCOME_UNKNOWN when the provider did not answer (nothing recorded: check at
   * the provider before trying again).
   */
  adminRefundThroughProvider: AdminBookingPayload;
  /** ADMIN or MANAGER. Move a pending or confirmed booking to another date and offered slot (SLOT_FULL when it is full). */
  adminRescheduleBooking: AdminBookingPayload;
  /** ADMIN or MANAGER. E-mail the customer of a pending booking the link to pay it again (with until when it is held). NOT_PAYABLE when it is not pending. */
  adminResendPaymentLink: AdminBookingPayload;
  /** ADMIN, or a key with webhooks:manage. Sends a delivery again now (the same event id). NOT_FOUND for no such delivery. */
  adminResendWebhookDelivery: WebhookDelivery;
  /** ADMIN or MANAGER. Send a given-up e-mail again, once what stopped it is mended: it goes at once and is tried again for 72 hours from now (INVALID_TRANSITION unless it was given up; NOT_FOUND for no such e-mail). */
  adminRetryEmail: OutboxEmail;
  /** ADMIN or MANAGER. Compose a given-up notice's e-mails again, once what stopped them is mended: the next run of the outbox job does, and tries for 24 hours from now (INVALID_TRANSITION unless it was given up; NOT_FOUND for no such notice). */
  adminRetryEmailNotice: EmailNotice;
  /** ADMIN only. Revoke the client: its key is refused from its next request, on every gateway. NOT_FOUND for no such client. */
  adminRevokeApiClient: ApiClient;
  /** ADMIN only. A new secret for the client (shown this once); the old one is refused from its next request. NOT_FOUND for no such client, CONFLICT for a revoked one. */
  adminRotateApiClient: ApiClientWithSecret;
  /** ADMIN or MANAGER. Create or update an add-on. */
  adminSaveAddOn: AdminAddOnPayload;
  /** ADMIN. Saves the working hours and the slot granularity; answers the bookings left outside the working time. */
  adminSaveCalendar: CalendarChangePayload;
  /** ADMIN or MANAGER. Create or update a category. */
  adminSaveCategory: AdminCategoryPayload;
  /** ADMIN or MANAGER. Create or change a crew and its members (staff users). */
  adminSaveCrew: AdminCrewPayload;
  /** ADMIN or MANAGER. Create a customer (always a client, with no password: send them a sign-in link) or change a customer's name, e-mail and phone. Staff accounts are the users screens' (NOT_FOUND here). */
  adminSaveCustomer: AdminSaveCustomerPayload;
  /** ADMIN or MANAGER. Keep notes about a customer (never shown to the customer). */
  adminSaveCustomerNotes: AdminCustomerNotesPayload;
  /** ADMIN or MANAGER. Add a property to a customer, or change one (by id). The suburb must be a served area (AREA_NOT_SERVED). */
  adminSaveCustomerProperty: AdminCustomerPropertyPayload;
  /** ADMIN or MANAGER. Create or update a modifier with its options (options left out are deleted). */
  adminSaveModifier: AdminModifierPayload;
  /** ADMIN or MANAGER. Create or update a package with its services. */
  adminSavePackage: AdminPackagePayload;
  /** ADMIN or MANAGER. Create or update a season. */
  adminSaveSeason: AdminSeasonPayload;
  /** ADMIN or MANAGER. Create or update a service with its variations. */
  adminSaveService: AdminServicePayload;
  /** ADMIN. Create or update a user. */
  adminSaveUser: AdminUserPayload;
  /** ADMIN or MANAGER. Create or update a variation with its options (options left out are deleted). */
  adminSaveVariation: AdminVariationPayload;
  /** ADMIN or MANAGER. E-mail a customer the link to set their password and sign in (the password reset link). */
  adminSendCustomerSignInLink: AdminSendSignInLinkPayload;
  /** ADMIN only. Change an API client's reach and allowed return URLs (each left out: unchanged); they hold from its key's next request on every gateway. NOT_FOUND for no such client; BAD_USER_INPUT (field allowedReturnUrls) for a prefix that is not https://host/path. */
  adminSetApiClientAccess: ApiClient;
  /** ADMIN only. Set an API client's limits (each left out or null: the default); they hold from its key's next minute on every gateway. NOT_FOUND for no such client; BAD_USER_INPUT (field limits.<name>) for a value out of its bounds. */
  adminSetApiClientLimits: ApiClient;
  /** ADMIN or MANAGER. Change a booking's status (allowed moves only). */
  adminSetBookingStatus: AdminBookingPayload;
  /**
   * ADMIN or MANAGER. When the series' later visits are charged to its customer's card on file: WHEN_DONE
   * holds its unpaid later visits confirmed (the crew may do them) and charges each once completed;
   * BEFORE_VISIT puts those not done back to pending, charged before them. NOT_FOUND (field seriesId) for
   * no such series.
   */
  adminSetSeriesCardCharge: BookingSeries;
  /** ADMIN or MANAGER. How many weeks ahead (1-26) the series job creates recurring visits. */
  adminSetSeriesWindow: Scalars['Int']['output'];
  /** ADMIN or MANAGER. Update a row of a generic table (not BOOKINGS: WRITE_REFUSED; use adminRescheduleBooking or adminSetBookingStatus). */
  adminUpdateRow: AdminRowPayload;
  /** ADMIN or MANAGER. Upload an image; answers success false with a reason when refused. */
  adminUploadImage: AdminUploadPayload;
  /** Cancel a pending or confirmed booking: its owner signed in, its manageToken or the office (FORBIDDEN otherwise; its guidId alone is a receipt). */
  cancelBooking: CancelBookingPayload;
  /**
   * Pause, resume or stop one's own series (signed in, or with a manage token of one of its visits), or
   * the office's (ADMIN or MANAGER) any. Pausing and stopping cancel the upcoming visits outside the
   * change cut-off (a paid one is marked for refund); resuming plans visits again from the next date.
   */
  changeSeries: ChangeSeriesPayload;
  /**
   * Save a booking (status PENDING) priced by the gateway; a new customer's account is created with it,
   * or not at all. Error codes: SLOT_FULL (choose another slot), RATE_LIMITED (too many new unpaid
   * bookings from this client address: `extensions.retryAfterSeconds`),
   * TOO_MANY_HOLDS (too many unpaid bookings: pay or cancel one), BAD_USER_INPUT (with the field),
   * BUSY (nothing was saved; send the same input with the same idempotencyKey again after
   * `extensions.retryAfterSeconds`), UPSTREAM_UNAVAILABLE (the outcome is unknown; retrying with the same
   * idempotencyKey is safe and answers what became of the booking).
   */
  createBooking: CreateBookingPayload;
  /** STAFF of the booking's crew (or the office). The crew has finished a confirmed job on its day: it becomes completed. */
  crewCompleteJob: AdminBookingPayload;
  /** STAFF of the booking's crew (or the office). The crew starts a confirmed job on its day. */
  crewStartJob: AdminBookingPayload;
  /**
   * Erases the signed-in customer's personal data (name, e-mail, phone, addresses, notes and gate codes,
   * quote requests and their photos, sessions, reset links), cancels their future unpaid visits and signs
   * them out; bookings and payments (and invoices) are kept for the records without personal data.
   * PAID_VISITS_AHEAD while a paid visit is still to come.
   */
  eraseMyAccount: ErasurePayload;
  /** Ask to be told when a suburb is served (once per e-mail and suburb: asking again is true too). At most 10 a day per client address (RATE_LIMITED, with the office's phone). BAD_USER_INPUT names email or suburb. */
  joinAreaWaitlist: Scalars['Boolean']['output'];
  /** Sign in. Failures answer 'Login failed. Please check your credentials and try again.' */
  login: AuthPayload;
  /** Sign out (clears the session cookie). */
  logout: LogoutPayload;
  /** Create an account (role CLIENT) and sign in. An e-mail that has an account gets the same answer without a session (its owner is e-mailed). At most 5 a client address in an hour (RATE_LIMITED with retryAfterSeconds). */
  register: AuthPayload;
  /** Remove the signed-in customer's saved card: their series' later visits are no longer charged automatically, each is paid from its link. True when a card was removed. */
  removeMySavedCard: Scalars['Boolean']['output'];
  /** E-mail a password-reset link, if the account exists. */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Ask the office to price a quote-only service; the office and the customer are e-mailed. At most 3 requests a day per e-mail or phone and 10 per client address, or for a request sent with a partner's key its client's own quoteRequestsPerDay (RATE_LIMITED, with the office's phone). */
  requestQuote: RequestQuotePayload;
  /** Moves the signed-in customer's own pending or confirmed booking to another offered slot (capacity checked in one transaction), up to CHANGE_CUTOFF_HOURS before the visit (CHANGE_WINDOW_CLOSED inside it). */
  rescheduleBooking: RescheduleBookingPayload;
  /** Set a new password with a reset token (single use, valid 1 hour). */
  resetPassword: ResetPasswordPayload;
  /**
   * Gives (with the wording of `marketingConsentWording`, recorded with the time) or withdraws the
   * signed-in customer's consent to marketing e-mails; answers their consents.
   */
  setMarketingConsent: Array<Consent>;
  /**
   * Ends every session of the signed-in user, on every device (this one too), and every manage link
   * e-mailed before now for their bookings (later e-mails carry working links). UNAUTHENTICATED when
   * nobody is signed in.
   */
  signOutEverywhere: LogoutPayload;
  /** Skip one visit of a series (cancel it; the series goes on), until the change cut-off; the owner (signed in or with a manage token) or the office. */
  skipSeriesVisit: ChangeSeriesPayload;
  /** The payment provider's form (address and signed fields) for a pending booking. */
  startPayment: StartPaymentPayload;
  /**
   * Undo a skip, pause, stop or resume within its time (UNDO_EXPIRED after): the visits it planned are
   * removed, the visits it cancelled are booked again in their slots (SLOT_FULL or CREW_BUSY when one was
   * taken since: then nothing is undone), and the series is as it was. INVALID_TRANSITION when the plan
   * changed since. For whoever could make the change.
   */
  undoSeriesChange: ChangeSeriesPayload;
  /** Change the notes for the crew (gate code, pets, parking) of one's own booking, until the change cut-off. */
  updateBookingNotes: UpdateBookingNotesPayload;
};


/** Changes. */
export type MutationAdminCloseDayArgs = {
  input: CloseDayInput;
};


/** Changes. */
export type MutationAdminCreateApiClientArgs = {
  input: ApiClientInput;
};


/** Changes. */
export type MutationAdminCreateBookingArgs = {
  input: AdminCreateBookingInput;
};


/** Changes. */
export type MutationAdminCreateBookingFromQuoteArgs = {
  input: AdminCreateBookingFromQuoteInput;
};


/** Changes. */
export type MutationAdminCreateRowArgs = {
  input: AdminCreateRowInput;
};


/** Changes. */
export type MutationAdminCreateWebhookEndpointArgs = {
  events: Array<Scalars['String']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};


/** Changes. */
export type MutationAdminDeactivateCrewArgs = {
  input: AdminDeactivateCrewInput;
};


/** Changes. */
export type MutationAdminDeleteAddOnArgs = {
  input: AdminDeleteInput;
};


/** Changes. */
export type MutationAdminDeleteBookingArgs = {
  input: AdminDeleteInput;
};


/** Changes. */
export type MutationAdminDeleteCategoryArgs = {
  input: AdminDeleteInput;
};


/** Changes. */
export type MutationAdminDeleteCrewArgs = {
  input: AdminDeleteInput;
};


/** Changes. */
export type MutationAdminDeleteCustomerPropertyArgs = {
  input: AdminDeleteCustomerPropertyInput;
};


/** Changes. */
export type MutationAdminDeleteModifierArgs = {
  input: AdminDeleteInput;
};


/** Changes. */
export type MutationAdminDeletePackageArgs = {
  input: AdminDeleteInput;
};


/** Changes. */
export type MutationAdminDeleteRowArgs = {
  input: AdminDeleteRowInput;
};


/** Changes. */
export type MutationAdminDeleteSeasonArgs = {
  input: AdminDeleteInput;
};


/** Changes. */
export type MutationAdminDeleteServiceArgs = {
  input: AdminDeleteInput;
};


/** Changes. */
export type MutationAdminDeleteUploadArgs = {
  input: AdminDeleteUploadInput;
};


/** Changes. */
export type MutationAdminDeleteUserArgs = {
  input: AdminDeleteInput;
};


/** Changes. */
export type MutationAdminDeleteVariationArgs = {
  input: AdminDeleteInput;
};


/** Changes. */
export type MutationAdminDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationAdminEnableWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationAdminEraseCustomerArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationAdminMarkRefundedArgs = {
  input: AdminMarkRefundedInput;
};


/** Changes. */
export type MutationAdminOpenDayArgs = {
  date: Scalars['Date']['input'];
};


/** Changes. */
export type MutationAdminRainDayArgs = {
  input: AdminRainDayInput;
};


/** Changes. */
export type MutationAdminRefundThroughProviderArgs = {
  input: AdminRefundThroughProviderInput;
};


/** Changes. */
export type MutationAdminRescheduleBookingArgs = {
  input: AdminRescheduleBookingInput;
};


/** Changes. */
export type MutationAdminResendPaymentLinkArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationAdminResendWebhookDeliveryArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationAdminRetryEmailArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationAdminRetryEmailNoticeArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationAdminRevokeApiClientArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationAdminRotateApiClientArgs = {
  id: Scalars['ID']['input'];
};


/** Changes. */
export type MutationAdminSaveAddOnArgs = {
  input: AdminSaveAddOnInput;
};


/** Changes. */
export type MutationAdminSaveCalendarArgs = {
  input: SaveCalendarInput;
};


/** Changes. */
export type MutationAdminSaveCategoryArgs = {
  input: AdminSaveCategoryInput;
};


/** Changes. */
export type MutationAdminSaveCrewArgs = {
  input: AdminSaveCrewInput;
};


/** Changes. */
export type MutationAdminSaveCustomerArgs = {
  input: AdminSaveCustomerInput;
};


/** Changes. */
export type MutationAdminSaveCustomerNotesArgs = {
  input: AdminCustomerNotesInput;
};


/** Changes. */
export type MutationAdminSaveCustomerPropertyArgs = {
  input: AdminSaveCustomerPropertyInput;
};


/** Changes. */
export type MutationAdminSaveModifierArgs = {
  input: AdminSaveModifierInput;
};


/** Changes. */
export type MutationAdminSavePackageArgs = {
  input: AdminSavePackageInput;
};


/** Changes. */
export type MutationAdminSaveSeasonArgs = {
  input: AdminSaveSeasonInput;
};


/** Changes. */
export type MutationAdminSaveServiceArgs = {
  input: AdminSaveServiceInput;
};


/** Changes. */
export type MutationAdminSaveUserArgs = {
  input: AdminSaveUserInput;
};


/** Changes. */
export type MutationAdminSaveVariationArgs = {
  input: AdminSaveVariationInput;
};


/** Changes. */
export type MutationAdminSendCustomerSignInLinkArgs = {
  input: AdminCustomerIdInput;
};


/** Changes. */
export type MutationAdminSetApiClientAccessArgs = {
  id: Scalars['ID']['input'];
  input: ApiClientAccessInput;
};


/** Changes. */
export type MutationAdminSetApiClientLimitsArgs = {
  id: Scalars['ID']['input'];
  input: ApiClientLimitsInput;
};


/** Changes. */
export type MutationAdminSetBookingStatusArgs = {
  input: AdminSetBookingStatusInput;
};


/** Changes. */
export type MutationAdminSetSeriesCardChargeArgs = {
  seriesId: Scalars['ID']['input'];
  when: CardChargeWhen;
};


/** Changes. */
export type MutationAdminSetSeriesWindowArgs = {
  weeks: Scalars['Int']['input'];
};


/** Changes. */
export type MutationAdminUpdateRowArgs = {
  input: AdminUpdateRowInput;
};


/** Changes. */
export type MutationAdminUploadImageArgs = {
  input: AdminUploadImageInput;
};


/** Changes. */
export type MutationCancelBookingArgs = {
  input: CancelBookingInput;
};


/** Changes. */
export type MutationChangeSeriesArgs = {
  input: ChangeSeriesInput;
};


/** Changes. */
export type MutationCreateBookingArgs = {
  input: CreateBookingInput;
};


/** Changes. */
export type MutationCrewCompleteJobArgs = {
  input: CrewJobInput;
};


/** Changes. */
export type MutationCrewStartJobArgs = {
  input: CrewJobInput;
};


/** Changes. */
export type MutationJoinAreaWaitlistArgs = {
  input: JoinAreaWaitlistInput;
};


/** Changes. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** Changes. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Changes. */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/** Changes. */
export type MutationRequestQuoteArgs = {
  input: RequestQuoteInput;
};


/** Changes. */
export type MutationRescheduleBookingArgs = {
  input: RescheduleBookingInput;
};


/** Changes. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** Changes. */
export type MutationSetMarketingConsentArgs = {
  given: Scalars['Boolean']['input'];
};


/** Changes. */
export type MutationSkipSeriesVisitArgs = {
  input: SkipSeriesVisitInput;
};


/** Changes. */
export type MutationStartPaymentArgs = {
  cancelUrl?: InputMaybe<Scalars['String']['input']>;
  guidId: Scalars['ID']['input'];
  returnUrl?: InputMaybe<Scalars['String']['input']>;
  saveCard?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Changes. */
export type MutationUndoSeriesChangeArgs = {
  input: UndoSeriesChangeInput;
};


/** Changes. */
export type MutationUpdateBookingNotesArgs = {
  input: UpdateBookingNotesInput;
};

/** The contact step's new-customer form; it creates the account and signs the customer in. */
export type NewCustomerInput = {
  /** Address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address (one that has an account is booked on that account and answered alike, without a session unless the password is its own: docs/product.md, "Limits a customer may meet"). */
  email: Scalars['String']['input'];
  /** Full name. */
  name: Scalars['String']['input'];
  /** Password (at least 8 characters). Required, except from a partner's API key (docs/graphql.md, 'Keys and scopes'): its customer gets an account without a password they know, and signs in by a link or a password reset. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  phone: Scalars['String']['input'];
};

/** The office's postal address. */
export type OfficeAddress = {
  __typename?: 'OfficeAddress';
  /** The address on one line as the pages print it: street, locality, postal code. */
  line: Scalars['String']['output'];
  /** Suburb and city, e.g. 'Century City, Cape Town'. */
  locality: Scalars['String']['output'];
  /** Postal code. */
  postalCode: Scalars['String']['output'];
  /** The province, e.g. 'Western Cape'. */
  region: Scalars['String']['output'];
  /** Street and building, e.g. 'Unit 12, Century Park Business Park'. */
  street: Scalars['String']['output'];
};

/** How a booking the office makes will be paid. */
export type OfficeBookingPaymentInput = {
  /** LINK: how many hours the booking holds its place unpaid (1 to 720; default OFFICE_PAYMENT_LINK_HOURS, 48). */
  holdHours?: InputMaybe<Scalars['Int']['input']>;
  /** PAID: how it was paid. */
  received?: InputMaybe<OfficeReceivedPaymentInput>;
  /** LINK or PAID. */
  way: OfficePaymentWay;
};

/**
 * The office's own discount on a booking it makes: a percent of the total after every other adjustment,
 * with why it was given.
 */
export type OfficeDiscountInput = {
  /** The percent taken off: more than 0, at most adminOfficeDiscountMaxPercent, whole or with one decimal (BAD_USER_INPUT, field discount.percent). */
  percent: Scalars['Float']['input'];
  /** Why the office gives it (required, at most 200 characters). */
  reason: Scalars['String']['input'];
};

/** Office hours on some days of the week. */
export type OfficeHours = {
  __typename?: 'OfficeHours';
  /** Closing time, 'HH:MM'; null on closed days. */
  closes?: Maybe<Scalars['String']['output']>;
  /** The days in words, e.g. 'Monday to Friday' or 'Sunday and public holidays'. */
  days: Scalars['String']['output'];
  /** The English names of the days of the week it covers (none for 'Public holidays' alone). */
  daysOfWeek: Array<Scalars['String']['output']>;
  /** Opening time, 'HH:MM'; null on closed days. */
  opens?: Maybe<Scalars['String']['output']>;
};

/** How a booking the office makes will be paid. */
export type OfficePaymentWay =
  /** E-mail the customer a link to pay it; the booking holds its place until a chosen time. */
  | 'LINK'
  /** Already paid (card, EFT or cash): recorded, and the booking is confirmed. */
  | 'PAID';

/** Money the office took for a booking. */
export type OfficeReceivedPaymentInput = {
  /** The rand received; left out: what is owed. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** CARD, EFT or CASH (PAYFAST is the online form's own). */
  method: PaymentMethod;
  /** The card slip's or the transfer's reference (required for CARD and EFT). */
  reference?: InputMaybe<Scalars['String']['input']>;
};

/** One e-mail of the outbox. */
export type OutboxEmail = {
  __typename?: 'OutboxEmail';
  /** How many times it was tried. */
  attempts: Scalars['Int']['output'];
  /** When it was stored. */
  createdAt: Scalars['DateTime']['output'];
  /** When it was given up (FAILED only). */
  failedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The outbox's id of the message. */
  id: Scalars['ID']['output'];
  /** Why the last attempt failed (the mail server's words), or null. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** When it is tried next (WAITING only). */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who it is to. */
  recipient: Scalars['String']['output'];
  /** When the mail server accepted it (SENT only). */
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it is. */
  state: EmailState;
  /** Its subject. */
  subject: Scalars['String']['output'];
};

/** A seasonal package: a fixed price for a set of services. */
export type Package = {
  __typename?: 'Package';
  /** When out of season: the day it is back on sale; else null. */
  backOn?: Maybe<Scalars['Date']['output']>;
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Last day it is offered. */
  endDate?: Maybe<Scalars['Date']['output']>;
  /** Package id. */
  id: Scalars['ID']['output'];
  /** Image address. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Name. */
  name: Scalars['String']['output'];
  /** True while its season is on (docs/product.md, 'Packages in their season'); out of season it cannot be added or booked (OUT_OF_SEASON). */
  onSale: Scalars['Boolean']['output'];
  /** Price in rand (already seasonal; no multiplier applies). */
  price: Scalars['Float']['output'];
  /**
   * When the programme booked today (or on its season's first day, before it) no longer fits all its
   * visits before its season ends: "3 of its 5 visits remain before the season ends on 30 Nov 2026.";
   * null otherwise. The quote charges those visits only (QuoteLine.seasonNotice).
   */
  remainingNotice?: Maybe<Scalars['String']['output']>;
  /** When out of season: what the customer reads ('Out of season: back on 1 Dec.'); else null. */
  saleNotice?: Maybe<Scalars['String']['output']>;
  /** The last day of its current season; null for a package without dates. */
  seasonEnd?: Maybe<Scalars['Date']['output']>;
  /** The season it belongs to. */
  seasonId?: Maybe<Scalars['ID']['output']>;
  /** The first day of its current season (seasons come round every year); null for a package without dates. */
  seasonStart?: Maybe<Scalars['Date']['output']>;
  /** The dates it can be booked for, in words ('1 Sep - 30 Nov'); null for a package without dates. */
  seasonText?: Maybe<Scalars['String']['output']>;
  /** The services it includes. */
  services: Array<PackageService>;
  /** First day it is offered. */
  startDate?: Maybe<Scalars['Date']['output']>;
  /** Record status. */
  status: RecordStatus;
};

/** A service included in a package. */
export type PackageService = {
  __typename?: 'PackageService';
  /** Weeks between this service's visits; null spreads them evenly over the season. */
  everyWeeks?: Maybe<Scalars['Int']['output']>;
  /** The programme's week of this service's first visit (0 is the booked date's week); null spreads its visits over the season. */
  firstWeek?: Maybe<Scalars['Int']['output']>;
  /** Row id. */
  id: Scalars['ID']['output'];
  /** The package. */
  packageId: Scalars['ID']['output'];
  /** How many times it is included. */
  quantity: Scalars['Int']['output'];
  /** The included service's id, when it refers to a catalogue service. */
  serviceId?: Maybe<Scalars['ID']['output']>;
  /** The included service's name. */
  serviceName: Scalars['String']['output'];
};

/** Where a page stands in its list: whether another follows, and the cursor to ask for it. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor after this page's last item, to pass as `after`; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether another page follows: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** A hidden form field of the payment provider's form. */
export type PaymentField = {
  __typename?: 'PaymentField';
  /** Field name (for example merchant_id). */
  name: Scalars['String']['output'];
  /** Field value. */
  value: Scalars['String']['output'];
};

/** How a payment was made: the online form (PAYFAST), or what the office took. */
export type PaymentMethod =
  /** A card, on the card machine. */
  | 'card'
  /** Cash. */
  | 'cash'
  /** A bank transfer (EFT). */
  | 'eft'
  /** The online payment form (PayFast or its simulator). */
  | 'payfast';

/** Why a payment is owed back to the customer. */
export type PaymentRefundReason =
  /** The booking had been cancelled (or its paid booking was cancelled since). */
  | 'cancelled'
  /** The booking was already paid: a second payment. */
  | 'second_payment'
  /** It came after the booking's 30-minute hold ran out and the slot has filled since. */
  | 'slot_full';

/** One dated visit of a seasonal programme, as planned before paying. */
export type ProgrammeVisit = {
  __typename?: 'ProgrammeVisit';
  /** The visit's date (each at the booked time slot; a full slot is moved to the nearest free one when booked). */
  date: Scalars['Date']['output'];
  /** The services done on that visit. */
  services: Array<Scalars['String']['output']>;
  /** Weeks after the booked date. */
  week: Scalars['Int']['output'];
};

/** Reads. */
export type Query = {
  __typename?: 'Query';
  /** ADMIN or MANAGER. One add-on, or null. */
  adminAddOn?: Maybe<AddOn>;
  /** ADMIN or MANAGER. All add-ons, optionally of one service. */
  adminAddOns: Array<AddOn>;
  /** ADMIN only. Every API client, newest first, revoked ones included. */
  adminApiClients: Array<ApiClient>;
  /** ADMIN or MANAGER. Who asked to be told when their suburb is served, newest first. */
  adminAreaWaitlist: Array<AreaWaitlistEntry>;
  /** ADMIN or MANAGER. One booking by numeric id or guidId, or null. */
  adminBooking?: Maybe<Booking>;
  /**
   * ADMIN or MANAGER. Bookings, newest first, optionally filtered; search finds the booking id, the customer's name, e-mail or phone (any format), the date, the visit's suburb or a service's name.
   * @deprecated Reads every matching booking at once: use adminBookingsPage (a page at a time, with status, from, to and updatedSince), or adminTableRows(table: BOOKINGS) to search. May be removed from the first release after 2027-06-01.
   */
  adminBookings: Array<Booking>;
  /**
   * ADMIN or MANAGER. Every booking, page by page, in the order of its last change (updatedAt, then id),
   * so a page costs the same however deep it is and a booking changed while you page comes again on a
   * later page rather than being missed. To follow changes, keep the latest updatedAt you have read and
   * ask again with updatedSince set to it (a booking changed at that very moment comes again; de-duplicate
   * by id). Filters combine with AND.
   */
  adminBookingsPage: BookingPage;
  /** ADMIN or MANAGER. The company's calendar: hours per weekday, slot granularity, holidays and closed days. */
  adminCalendar: CompanyCalendar;
  /** ADMIN or MANAGER. All categories (any status). */
  adminCategories: Array<Category>;
  /** ADMIN or MANAGER. One category, or null. */
  adminCategory?: Maybe<Category>;
  /** ADMIN or MANAGER. The crew's future jobs and the over-capacity times before deactivating or deleting it. */
  adminCrewDeactivationPreview: CrewDeactivationPreview;
  /** ADMIN or MANAGER. The crews, by name, with their members. */
  adminCrews: Array<Crew>;
  /** ADMIN or MANAGER. A customer's record: contact details, every booking, total spent and the office's notes; null when there is no such user. */
  adminCustomer?: Maybe<AdminCustomer>;
  /** ADMIN or MANAGER. A customer's statement; BAD_USER_INPUT (field customerId) for no such customer. */
  adminCustomerStatement: Statement;
  /** ADMIN or MANAGER. Customers (client accounts), newest first, found by name, e-mail, phone (in any format) or the suburb of a property or booking; one page (50 by default, at most 200) and how many match. */
  adminCustomers: AdminCustomerPage;
  /** ADMIN or MANAGER. The dashboard: metric cards, work done and money received, refunds due, unpaid amounts, today's jobs, the crews' load and the weekly chart (docs/product.md, "The admin area"). */
  adminDashboard: AdminDashboard;
  /** ADMIN or MANAGER. The changes whose e-mails could not be composed (tried again or given up), newest first. */
  adminEmailNotices: EmailNoticeSummary;
  /** ADMIN or MANAGER. The e-mail outbox: how many e-mails wait or failed, and the latest, newest first. */
  adminEmailOutbox: EmailOutboxSummary;
  /** ADMIN or MANAGER. One modifier, or null. */
  adminModifier?: Maybe<Modifier>;
  /** ADMIN or MANAGER. All modifiers with their options. */
  adminModifiers: Array<Modifier>;
  /** ADMIN or MANAGER. The largest discount, in percent, the office may give on a booking it makes (OFFICE_DISCOUNT_MAX_PERCENT); 0: none. */
  adminOfficeDiscountMaxPercent: Scalars['Float']['output'];
  /** ADMIN or MANAGER. One package, or null. */
  adminPackage?: Maybe<Package>;
  /** ADMIN or MANAGER. All packages, optionally of one season. */
  adminPackages: Array<Package>;
  /**
   * ADMIN or MANAGER, or a key with bookings:read. Every payment, page by page, in the order of its last
   * change (updatedAt, then id), as adminBookingsPage pages bookings: keep the latest updatedAt you read
   * and ask again with updatedSince set to it (de-duplicate by id). A key of reach OWN reads the payments
   * of the bookings its client made only.
   */
  adminPaymentsPage: BookingPaymentPage;
  /** ADMIN or MANAGER. The price of a set of choices for a customer (an existing one by userId, or a new one's e-mail and phone), as adminCreateBooking charges it; its token binds it. */
  adminQuote: Quote;
  /** ADMIN or MANAGER. One quote request, or null. */
  adminQuoteRequest?: Maybe<QuoteRequest>;
  /**
   * ADMIN or MANAGER. Quote requests, newest first, optionally of one status.
   * @deprecated Reads every request at once: use adminQuoteRequestsPage, a page at a time. May be removed from the first release after 2027-06-01.
   */
  adminQuoteRequests: Array<QuoteRequest>;
  /** ADMIN or MANAGER. Quote requests a page at a time, newest first, of one status and/or found by the customer's name, e-mail or phone (any format). */
  adminQuoteRequestsPage: QuoteRequestPage;
  /** ADMIN or MANAGER. What a rain day on this date would do (nothing moves). */
  adminRainDayPlan: RainDayPlan;
  /** ADMIN or MANAGER. Who goes where from one day to another (at most 14 days): the crews, the slots and every booking that is not cancelled. */
  adminSchedule: AdminSchedule;
  /** ADMIN or MANAGER. One season, or null. */
  adminSeason?: Maybe<Season>;
  /** ADMIN or MANAGER. All seasons (any status) with their packages. */
  adminSeasons: Array<Season>;
  /** ADMIN or MANAGER. Choices for a select on an admin form: active categories or services, users ('name (email)'), bookings ('guidId - bookingDate'), and so on. */
  adminSelectOptions: Array<AdminSelectOption>;
  /**
   * ADMIN or MANAGER, or a key with bookings:read. Every repeat and programme, page by page, in the order
   * of its last change (updatedAt, then id), as adminBookingsPage pages bookings: keep the latest
   * updatedAt you read and ask again with updatedSince set to it (de-duplicate by id). A key of reach OWN
   * reads the series its client booked only.
   */
  adminSeriesPage: BookingSeriesPage;
  /** ADMIN or MANAGER. How many weeks ahead the series job creates recurring visits (default 8). */
  adminSeriesWindow: Scalars['Int']['output'];
  /** ADMIN or MANAGER. One service with every option of its variations, or null. */
  adminService?: Maybe<Service>;
  /** ADMIN or MANAGER. All services (any status), optionally of one category or matching a search. */
  adminServices: Array<Service>;
  /** ADMIN or MANAGER. The active staff users, who can be crew members. */
  adminStaff: Array<CrewMember>;
  /**
   * ADMIN or MANAGER. The matching rows of a generic table as CSV (no paging).
   * @deprecated Download GET /exports/{table}.csv instead (same columns, same search, filters and sort): it streams the file page by page, with no row limit; this holds the whole file in one reply and refuses more than 50,000 rows.
   */
  adminTableExport: AdminCsvExport;
  /** ADMIN or MANAGER. One row of a generic table, or null. */
  adminTableRow?: Maybe<AdminRow>;
  /** ADMIN or MANAGER. Rows of a generic table with search (text columns), filters, sort and paging. */
  adminTableRows: AdminRowPage;
  /**
   * ADMIN or MANAGER, or a key with bookings:read. The bookings, customers and quote requests removed for
   * good (deleted, or a customer's personal data erased), oldest first, page by page: what
   * adminBookingsPage(updatedSince:) cannot show, because the record is gone. Cancellations are not here
   * (a cancelled booking stays, with status CANCELLED, in adminBookingsPage). To follow, keep the latest
   * `at` you have read and ask again with `since` a few minutes before it (a removal whose transaction
   * ran long is stamped when it began); de-duplicate by entity and id. A key of reach OWN reads only the
   * records its client booked.
   */
  adminTombstones: TombstonePage;
  /** ADMIN. One user, or null. */
  adminUser?: Maybe<User>;
  /**
   * ADMIN. Users, optionally matching a search or of one role.
   * @deprecated Reads every matching account at once: use adminTableRows(table: USERS) or adminCustomers, a page at a time. May be removed from the first release after 2027-06-01.
   */
  adminUsers: Array<User>;
  /** ADMIN or MANAGER. One variation, or null. */
  adminVariation?: Maybe<Variation>;
  /** ADMIN or MANAGER. All variations with their options. */
  adminVariations: Array<Variation>;
  /**
   * ADMIN, or a key with webhooks:manage. An endpoint's latest deliveries, newest first.
   * @deprecated Use adminWebhookDeliveriesPage, which pages past the latest 200.
   */
  adminWebhookDeliveries: Array<WebhookDelivery>;
  /** ADMIN, or a key with webhooks:manage (its own client's endpoints only). An endpoint's deliveries page by page, newest first. NOT_FOUND is not said: another's endpoint answers an empty page. */
  adminWebhookDeliveriesPage: WebhookDeliveryPage;
  /** ADMIN, or a key with webhooks:manage. Every webhook endpoint, newest first (never its secret). */
  adminWebhookEndpoints: Array<WebhookEndpoint>;
  /** A booking by its public guidId, or null. Without the owner's session, the office, its manage link or its crew, a receipt: customer, address and propertyNotes are null. */
  booking?: Maybe<Booking>;
  /** The date step's days for these lines (at most 62 from today): which are closed, which have room, and the first with room. Inside a package's season only. */
  bookingDays: BookingDays;
  /** What cancelBooking would do, without doing it (for whoever may cancel the booking, as cancelBooking). */
  cancelPreview: CancelPreview;
  /** Active categories, ordered by id. */
  categories: Array<Category>;
  /** One active category, or null. */
  category?: Maybe<Category>;
  /** STAFF (or the office). The jobs of the signed-in staff user's crew on a day (today in Johannesburg by default), in order. */
  crewDay: CrewDay;
  /**
   * The first active services in the catalogue's order, as many as asked (the landing page's featured
   * services, without the rest of the catalogue). BAD_USER_INPUT (field first) outside 1 to 50.
   */
  featuredServices: Array<Service>;
  /** The booking a manage link opens (the token from a booking e-mail); MANAGE_LINK_INVALID when it was changed, made for another key or has expired. */
  managedBooking: Booking;
  /** The wording of the marketing consent, as it is recorded when given. */
  marketingConsentWording: Scalars['String']['output'];
  /** The signed-in user, or null. */
  me?: Maybe<User>;
  /** Booking modifiers with their options, ordered by id (the order they apply in). */
  modifiers: Array<Modifier>;
  /** The signed-in customer's consents, newest last (given and withdrawn). UNAUTHENTICATED for nobody. */
  myConsents: Array<Consent>;
  /**
   * Everything we hold about the signed-in customer, as one JSON document (account, properties,
   * bookings with services, payments and history, series, quote requests, consents, referral credits).
   * UNAUTHENTICATED for nobody.
   */
  myDataExport: Scalars['JSONObject']['output'];
  /** The signed-in customer's saved card, or null when none is saved (UNAUTHENTICATED when signed out). */
  mySavedCard?: Maybe<SavedCard>;
  /** The signed-in customer's statement. UNAUTHENTICATED for nobody. */
  myStatement: Statement;
  /** One active package, or null. */
  package?: Maybe<Package>;
  /** Active packages, optionally of one season. */
  packages: Array<Package>;
  /** The dated visits a seasonal package becomes when booked on `date` (its services spread over the season as the office planned them). */
  programmePlan: Array<ProgrammeVisit>;
  /**
   * The price of a set of choices (nothing is saved). A quote-only service (priced by the office after a visit) is refused with QUOTE_ONLY: request a quote for it.
   * Given everything the price depends on (the choices, `address` and the customer: the signed-in session or
   * `customer`), the total is what createBooking charges, to the cent, and `token` can bind it.
   */
  quote: Quote;
  /** One active season with its active packages, or null. */
  season?: Maybe<Season>;
  /** Active seasons, each with its active packages. */
  seasons: Array<Season>;
  /**
   * What changeSeries would do with this input, visit by visit, without doing it: for the owner (signed in
   * or with a manage token) and the office, as changeSeries; CHANGE for the office only. A change the
   * capacity refuses is refused here too, naming the visit (SLOT_FULL, CREW_BUSY, WORK_DOES_NOT_FIT).
   */
  seriesChangePreview: SeriesChangePreview;
  /**
   * What skipSeriesVisit would do, without doing it: the visit cancelled and any money owed back (for the
   * owner, signed in or with a manage token, and the office, as skipSeriesVisit).
   */
  seriesSkipPreview: SeriesChangePreview;
  /** One active service, or null (withdrawn services are not shown to customers). */
  service?: Maybe<Service>;
  /** The suburbs we serve (active service areas), by name. */
  serviceAreas: Array<ServiceArea>;
  /** Active services, optionally of one category. The services page costs at most 3 REST calls. */
  services: Array<Service>;
  /** The business's phone, e-mail, address, hours and the terms the site quotes (from configuration; public). */
  siteInfo: SiteInfo;
  /**
   * The day's start slots for a visit of these lines (one slot when no lines are given): available
   * only where the whole job fits, at least the lead time from now.
   */
  timeSlots: Array<TimeSlot>;
  /** How long a visit of these lines takes, and the next date with room after `date`. */
  visitPlan: VisitPlan;
};


/** Reads. */
export type QueryAdminAddOnArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryAdminAddOnsArgs = {
  serviceId?: InputMaybe<Scalars['ID']['input']>;
};


/** Reads. */
export type QueryAdminBookingArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryAdminBookingsArgs = {
  from?: InputMaybe<Scalars['Date']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<BookingStatus>;
  to?: InputMaybe<Scalars['Date']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


/** Reads. */
export type QueryAdminBookingsPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from?: InputMaybe<Scalars['Date']['input']>;
  status?: InputMaybe<BookingStatus>;
  to?: InputMaybe<Scalars['Date']['input']>;
  updatedSince?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Reads. */
export type QueryAdminCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryAdminCrewDeactivationPreviewArgs = {
  crewId: Scalars['ID']['input'];
};


/** Reads. */
export type QueryAdminCustomerArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryAdminCustomerStatementArgs = {
  customerId: Scalars['ID']['input'];
};


/** Reads. */
export type QueryAdminCustomersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  updatedSince?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Reads. */
export type QueryAdminEmailNoticesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. */
export type QueryAdminEmailOutboxArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<EmailState>;
};


/** Reads. */
export type QueryAdminModifierArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryAdminPackageArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryAdminPackagesArgs = {
  seasonId?: InputMaybe<Scalars['ID']['input']>;
};


/** Reads. */
export type QueryAdminPaymentsPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  refundStatus?: InputMaybe<RefundStatus>;
  updatedSince?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Reads. */
export type QueryAdminQuoteArgs = {
  address?: InputMaybe<QuoteAddressInput>;
  customer?: InputMaybe<QuoteCustomerInput>;
  discount?: InputMaybe<OfficeDiscountInput>;
  input: BookingInput;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


/** Reads. */
export type QueryAdminQuoteRequestArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryAdminQuoteRequestsArgs = {
  status?: InputMaybe<QuoteRequestStatus>;
};


/** Reads. */
export type QueryAdminQuoteRequestsPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<QuoteRequestStatus>;
  updatedSince?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Reads. */
export type QueryAdminRainDayPlanArgs = {
  date: Scalars['Date']['input'];
};


/** Reads. */
export type QueryAdminScheduleArgs = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};


/** Reads. */
export type QueryAdminSeasonArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryAdminSelectOptionsArgs = {
  table: AdminTable;
};


/** Reads. */
export type QueryAdminSeriesPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<SeriesStatus>;
  updatedSince?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Reads. */
export type QueryAdminServiceArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryAdminServicesArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. */
export type QueryAdminTableExportArgs = {
  filters?: InputMaybe<Array<AdminFilterInput>>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<AdminSortInput>;
  table: AdminTable;
};


/** Reads. */
export type QueryAdminTableRowArgs = {
  id: Scalars['ID']['input'];
  table: AdminTable;
};


/** Reads. */
export type QueryAdminTableRowsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<Array<AdminFilterInput>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<AdminSortInput>;
  table: AdminTable;
};


/** Reads. */
export type QueryAdminTombstonesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  since?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Reads. */
export type QueryAdminUserArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryAdminUsersArgs = {
  role?: InputMaybe<Role>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. */
export type QueryAdminVariationArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryAdminWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. */
export type QueryAdminWebhookDeliveriesPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  endpointId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<WebhookDeliveryStatus>;
  updatedSince?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Reads. */
export type QueryBookingArgs = {
  guidId: Scalars['ID']['input'];
};


/** Reads. */
export type QueryBookingDaysArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  lines: Array<BookingLineInput>;
};


/** Reads. */
export type QueryCancelPreviewArgs = {
  guidId: Scalars['ID']['input'];
  manageToken?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. */
export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryCrewDayArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
};


/** Reads. */
export type QueryFeaturedServicesArgs = {
  first: Scalars['Int']['input'];
};


/** Reads. */
export type QueryManagedBookingArgs = {
  token: Scalars['String']['input'];
};


/** Reads. */
export type QueryPackageArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryPackagesArgs = {
  seasonId?: InputMaybe<Scalars['ID']['input']>;
};


/** Reads. */
export type QueryProgrammePlanArgs = {
  date: Scalars['Date']['input'];
  packageId: Scalars['ID']['input'];
};


/** Reads. */
export type QueryQuoteArgs = {
  address?: InputMaybe<QuoteAddressInput>;
  customer?: InputMaybe<QuoteCustomerInput>;
  input: BookingInput;
};


/** Reads. */
export type QuerySeasonArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QuerySeriesChangePreviewArgs = {
  input: ChangeSeriesInput;
};


/** Reads. */
export type QuerySeriesSkipPreviewArgs = {
  input: SkipSeriesVisitInput;
};


/** Reads. */
export type QueryServiceArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. */
export type QueryServicesArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
};


/** Reads. */
export type QueryTimeSlotsArgs = {
  date: Scalars['Date']['input'];
  lines?: InputMaybe<Array<BookingLineInput>>;
};


/** Reads. */
export type QueryVisitPlanArgs = {
  date: Scalars['Date']['input'];
  lines: Array<BookingLineInput>;
};

/** The price of a set of choices, computed by the gateway. */
export type Quote = {
  __typename?: 'Quote';
  /** The modifiers applied in turn to the subtotal, in ascending modifier id. */
  adjustments: Array<QuoteAdjustment>;
  /** The currency of every amount in the quote (ISO 4217): always ZAR (South African rand). */
  currency: Scalars['String']['output'];
  /** Every option decided by a rule (earned discounts, call-out fee), applied or not, with the reason. */
  earned: Array<EarnedModifier>;
  /** One entry per booked service or package. */
  lines: Array<QuoteLine>;
  /** The office's own discount (adminQuote with a discount), taken off after every other adjustment; null when none. */
  officeDiscount?: Maybe<QuoteOfficeDiscount>;
  /** The signed-in customer's referral credits, taken off after the adjustments; null when none applies. */
  referralCredit?: Maybe<QuoteCredit>;
  /** When a chosen option repeats the visit (a recurring series): what each later visit costs, priced now by the same rules; null otherwise. */
  repeat?: Maybe<QuoteRepeat>;
  /** The sum of the line totals, to the cent. */
  subtotal: Scalars['Float']['output'];
  /**
   * A signed promise of this total (for these choices, this customer and this suburb), valid until
   * `tokenExpiresAt`: createBooking's `quoteToken` refuses with PRICE_CHANGED any other charge.
   */
  token: Scalars['String']['output'];
  /** When `token` stops binding (ISO 8601). */
  tokenExpiresAt: Scalars['String']['output'];
  /** The amount due, rounded to a whole rand (half away from zero). */
  total: Scalars['Float']['output'];
  /** The VAT the total includes (prices are VAT-inclusive: 15/115 of it, to the cent); null when the business is not VAT-registered. */
  vatIncluded?: Maybe<Scalars['Float']['output']>;
};

/** Where a quoted visit is: only the suburb decides the price (its travel minutes, the call-out fee). */
export type QuoteAddressInput = {
  /** Suburb: one of serviceAreas. */
  suburb: Scalars['String']['input'];
};

/** A booking modifier applied to the running total. */
export type QuoteAdjustment = {
  __typename?: 'QuoteAdjustment';
  /** The signed rand change it made to the running total (negative for discounts), to the cent. */
  amount: Scalars['Float']['output'];
  /** The running total it applied to, to the cent: a PERCENT option is that percentage of this amount (modifiers apply in turn). */
  base: Scalars['Float']['output'];
  /** The modifier's id; null when the modifier has since been deleted. */
  modifierId?: Maybe<Scalars['ID']['output']>;
  /** The modifier's name. */
  modifierName: Scalars['String']['output'];
  /** The chosen option's id; null when the option has since been deleted. */
  optionId?: Maybe<Scalars['ID']['output']>;
  /** The chosen option's name. */
  optionName: Scalars['String']['output'];
  /** Why the gateway applied it (for example 'Applied: your first booking'); null when the customer chose it. */
  reason?: Maybe<Scalars['String']['output']>;
  /** How it changes the price. */
  type: ModifierType;
  /** Units of value; null for NO_CHARGE. */
  units?: Maybe<ModifierUnits>;
  /** The option's value (percent or rand). */
  value: Scalars['Float']['output'];
};

/** A customer's referral credits taken off a price (after the modifiers, never below R0). */
export type QuoteCredit = {
  __typename?: 'QuoteCredit';
  /** The signed rand change (negative), to the cent. */
  amount: Scalars['Float']['output'];
  /** What it is: 'Referral credit'. */
  label: Scalars['String']['output'];
  /** Why it applies (for example 'Applied: your credit for referring 1 friend'). */
  reason: Scalars['String']['output'];
};

/**
 * A new customer's contact details as far as they are known: the first-booking discount is decided by them
 * (an earlier booking under the same e-mail or phone is not a first booking).
 */
export type QuoteCustomerInput = {
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Phone number (South African). */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** A priced item inside a quote line (a chosen option or an add-on). */
export type QuoteItem = {
  __typename?: 'QuoteItem';
  /** Its price in rand. */
  amount: Scalars['Float']['output'];
  /** The option's or add-on's id. */
  id: Scalars['ID']['output'];
  /** The option's label or the add-on's name. */
  name: Scalars['String']['output'];
  /** The variation's name, for options. */
  variationName?: Maybe<Scalars['String']['output']>;
};

/** One priced line of a quote. */
export type QuoteLine = {
  __typename?: 'QuoteLine';
  /** The chosen add-ons with their prices. */
  addOns: Array<QuoteItem>;
  /** The base price (service) or package price, in rand. */
  basePrice: Scalars['Float']['output'];
  /** The service or package name. */
  name: Scalars['String']['output'];
  /** The chosen variation options with their additional costs. */
  options: Array<QuoteItem>;
  /** The package, for a package line. */
  packageId?: Maybe<Scalars['ID']['output']>;
  /** The seasonal multiplier, when the booking date falls in an active season (plain services only). */
  season?: Maybe<QuoteSeasonAdjustment>;
  /**
   * A package booked late in its season, on the quote's date: "N of its M visits remain before the
   * season ends on …" (the line's total is then the price of the visits that remain); null otherwise.
   */
  seasonNotice?: Maybe<Scalars['String']['output']>;
  /** The service, for a service line. */
  serviceId?: Maybe<Scalars['ID']['output']>;
  /** The line total in rand, to the cent. */
  total: Scalars['Float']['output'];
};

/** A priced line of a booking made from a quote request. */
export type QuoteLineInput = {
  /** Its price in rand. */
  price: Scalars['Float']['input'];
  /** The service booked. */
  serviceId: Scalars['ID']['input'];
};

/** The office's discount as a row of a price: its percent of the running total after every other adjustment. */
export type QuoteOfficeDiscount = {
  __typename?: 'QuoteOfficeDiscount';
  /** The signed rand change (negative), to the cent. */
  amount: Scalars['Float']['output'];
  /** What the row says: 'Office discount (10%)'. */
  label: Scalars['String']['output'];
  /** The percent given. */
  percent: Scalars['Float']['output'];
};

/** A photo for a quote request (JPEG, PNG, WebP or GIF, resized by the browser, under 2,000,000 bytes). */
export type QuotePhotoInput = {
  /** The file's bytes, base64-encoded. */
  contentBase64: Scalars['String']['input'];
  /** The original file name. */
  filename: Scalars['String']['input'];
};

/**
 * Each later visit of the recurring series a booking starts (docs/recurring.md), priced before buying.
 * Its lines are the repeating ones at this visit's prices (a later season does not reprice a running
 * series); its modifiers are this visit's less its discounts (a first-time or referral discount is earned
 * once), applied in turn to the later visit's own running total. The series stores this price.
 */
export type QuoteRepeat = {
  __typename?: 'QuoteRepeat';
  /** The modifiers each later visit keeps, applied in turn to its running total. */
  adjustments: Array<QuoteAdjustment>;
  /** How a later visit differs from this one, in words, for example 'without the First-time customer discount'. */
  differences: Array<Scalars['String']['output']>;
  /** Weeks between visits. */
  everyWeeks: Scalars['Int']['output'];
  /** What each later visit costs, rounded to a whole rand (half away from zero). */
  laterVisitTotal: Scalars['Float']['output'];
  /** The lines each later visit books. */
  lines: Array<QuoteLine>;
  /** The office's discount: the same percent of each later visit; null when none. */
  officeDiscount?: Maybe<QuoteOfficeDiscount>;
  /** The sum of those lines, to the cent. */
  subtotal: Scalars['Float']['output'];
};

/** A customer's request for a quote on a quote-only service. */
export type QuoteRequest = {
  __typename?: 'QuoteRequest';
  /** The booking the office made from it, once BOOKED. */
  booking?: Maybe<Booking>;
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** What the customer wants done. */
  description: Scalars['String']['output'];
  /** The customer's e-mail address. */
  email: Scalars['String']['output'];
  /** The request's id. */
  id: Scalars['ID']['output'];
  /** The customer's name. */
  name: Scalars['String']['output'];
  /** The customer's phone number (ten digits, for example 0821234567). */
  phone: Scalars['String']['output'];
  /** Addresses of the photos (/uploads/<name>), at most 5. */
  photoUrls: Array<Scalars['String']['output']>;
  /** Four-digit postal code. */
  postalCode: Scalars['String']['output'];
  /** The service asked about (null when it has since been deleted). */
  service?: Maybe<Service>;
  /** The service's name when the request was made. */
  serviceName: Scalars['String']['output'];
  /** NEW or BOOKED. */
  status: QuoteRequestStatus;
  /** Street address. */
  street: Scalars['String']['output'];
  /** Suburb. */
  suburb: Scalars['String']['output'];
  /** When it last changed (made, booked, its customer erased); set by the database on every change. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One page of quote requests, newest first (adminQuoteRequestsPage). */
export type QuoteRequestPage = {
  __typename?: 'QuoteRequestPage';
  /** The cursor after this page's last request, to pass as `after`; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more requests follow: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** This page's quote requests, newest first (then by id). */
  nodes: Array<QuoteRequest>;
  /** hasNextPage and endCursor together, as a connection's pageInfo. */
  pageInfo: PageInfo;
};

/** Where a quote request stands: NEW until the office books it, then BOOKED. */
export type QuoteRequestStatus =
  /** The office has booked it (a booking was made from it). */
  | 'BOOKED'
  /** Asked by the customer; the office has not booked it yet. */
  | 'NEW';

/** The seasonal multiplier applied to a plain-service line. */
export type QuoteSeasonAdjustment = {
  __typename?: 'QuoteSeasonAdjustment';
  /** The rand amount it added (or removed) on this line. */
  amount: Scalars['Float']['output'];
  /** The multiplier (1.2 = 20% more). */
  multiplier: Scalars['Float']['output'];
  /** The season's name. */
  name: Scalars['String']['output'];
  /** The season's id. */
  seasonId: Scalars['ID']['output'];
};

/**
 * A job that started before the rain day and continues on it: only the rest of its work moves (its days
 * already worked stay where they were).
 */
export type RainDayContinuation = {
  __typename?: 'RainDayContinuation';
  /** Which of the job's days the rain day was (1-based). */
  day: Scalars['Int']['output'];
  /** How many days the job had. */
  days: Scalars['Int']['output'];
};

/** Where a rain day's plan puts a booking. */
export type RainDayOutcome =
  /** No room within the days searched: it stays; call the customer. */
  | 'NO_ROOM'
  /** Moves to another active crew that is free then (its own is not). */
  | 'OTHER_CREW'
  /** Moves and keeps its crew (or stays unassigned). */
  | 'SAME_CREW'
  /** Moves and becomes unassigned (no crew is free then). */
  | 'UNASSIGNED';

/**
 * What a rain day would do: every pending or confirmed booking of the day to the nearest free time over
 * the next working days, one after another so no two take the same place.
 */
export type RainDayPlan = {
  __typename?: 'RainDayPlan';
  /** The day whose bookings move. */
  date: Scalars['Date']['output'];
  /** The bookings of the day, by time. */
  items: Array<RainDayPlanItem>;
  /** How many days after the date it looked for room. */
  searchDays: Scalars['Int']['output'];
  /** Stands for this plan: give it to adminRainDay so it acts only if nothing changed since. */
  token: Scalars['String']['output'];
};

/** One booking of a rain day's plan. */
export type RainDayPlanItem = {
  __typename?: 'RainDayPlanItem';
  /** The booking, where it is now. */
  booking: Booking;
  /** Set when only the rest of a job that started earlier moves: the rain day was day `day` of `days`; toDate and toTime are where the rest resumes. */
  continuation?: Maybe<RainDayContinuation>;
  /** The crew it will have; null when unassigned. */
  crew?: Maybe<Crew>;
  /** Where the moved work now ends: its date; null with NO_ROOM. */
  endDate?: Maybe<Scalars['Date']['output']>;
  /** Where the moved work now ends: the time (HH:mm); null with NO_ROOM. */
  endTime?: Maybe<Scalars['String']['output']>;
  /** What happens to it. */
  outcome: RainDayOutcome;
  /** Its new date; null with NO_ROOM. */
  toDate?: Maybe<Scalars['Date']['output']>;
  /** Its new time slot label; null with NO_ROOM. */
  toTime?: Maybe<Scalars['String']['output']>;
};

/** The status of a catalogue record or user account (statusId 1..4; the legacy reading 5 'Cancelled' reads as INACTIVE). */
export type RecordStatus =
  /** statusId 1: active and offered to customers. */
  | 'ACTIVE'
  /** statusId 4: blocked (users). */
  | 'BLOCKED'
  /** statusId 3: inactive (withdrawn); legacy statusId 5 also reads as INACTIVE. */
  | 'INACTIVE'
  /** statusId 2: pending, not yet offered. */
  | 'PENDING';

/** The referral credit a customer has earned and not used yet (docs/office-rules.md, "Referral"). */
export type ReferralCreditBalance = {
  __typename?: 'ReferralCreditBalance';
  /** Rand; 0 when none. */
  amount: Scalars['Float']['output'];
  /** How many friends' paid bookings earned it. */
  friends: Scalars['Int']['output'];
};

/** Money owed back on a booking or a payment. */
export type RefundStatus =
  /** Owed: the office refunds it through the payment provider. */
  | 'due'
  /** Refunded. */
  | 'refunded';

/** A new account. */
export type RegisterInput = {
  /** Address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address. */
  email: Scalars['String']['input'];
  /** Full name. */
  name: Scalars['String']['input'];
  /** Password (at least 8 characters). */
  password: Scalars['String']['input'];
  /** Phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Request a password-reset e-mail. */
export type RequestPasswordResetInput = {
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
};

/** The result of a reset request (always true, so it never reveals whether an account exists). */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** True. */
  success: Scalars['Boolean']['output'];
};

/** A quote request from the storefront's form. */
export type RequestQuoteInput = {
  /** What you would like done. */
  description: Scalars['String']['input'];
  /** Your e-mail address. */
  email: Scalars['String']['input'];
  /**
   * Your key for this request (1-200 printable characters, a UUID is typical): the same key sent again
   * answers the request it stored instead of storing a second (replayed: true); the same key with a
   * different request is DUPLICATE (field idempotencyKey). Remembered 7 days.
   */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** Your name. */
  name: Scalars['String']['input'];
  /** A South African phone number (for example 082 123 4567 or +27 82 123 4567). */
  phone: Scalars['String']['input'];
  /** Up to 5 photos. */
  photos?: InputMaybe<Array<QuotePhotoInput>>;
  /** Four-digit postal code. */
  postalCode: Scalars['String']['input'];
  /** The quote-only service. */
  serviceId: Scalars['ID']['input'];
  /** Street address. */
  street: Scalars['String']['input'];
  /** Suburb. */
  suburb: Scalars['String']['input'];
};

/** The stored request. */
export type RequestQuotePayload = {
  __typename?: 'RequestQuotePayload';
  /** The request's id. */
  id: Scalars['ID']['output'];
  /** True when this answers an earlier request with the same idempotencyKey (nothing new was stored). */
  replayed: Scalars['Boolean']['output'];
  /** The service's name. */
  serviceName: Scalars['String']['output'];
};

/** Move one's own booking to another offered slot (allowed until the change cut-off before the visit). */
export type RescheduleBookingInput = {
  /** ADMIN or MANAGER only: the crew to do it (an empty string unassigns it; left out keeps its crew). The crew must be free in every slot the work covers (CREW_BUSY). */
  crewId?: InputMaybe<Scalars['ID']['input']>;
  /** The new date. */
  date: Scalars['Date']['input'];
  /** The booking's guidId. */
  guidId: Scalars['ID']['input'];
  /** The token of the booking's manage link (from a booking e-mail): it stands for the owner's sign-in, for this booking only. */
  manageToken?: InputMaybe<Scalars['String']['input']>;
  /** ADMIN or MANAGER only: false moves the booking without e-mailing the customer (true when left out). */
  notify?: InputMaybe<Scalars['Boolean']['input']>;
  /** The new time slot label, for example '10:00 - 10:45'. */
  timeSlot: Scalars['String']['input'];
};

/** The moved booking. */
export type RescheduleBookingPayload = {
  __typename?: 'RescheduleBookingPayload';
  /** The booking in its new slot. */
  booking: Booking;
  /** Whether the customer is e-mailed the new time: the api stored the move's e-mail, which it does when the date or time changed and the office did not say notify false (given for the office's moves). */
  notified?: Maybe<Scalars['Boolean']['output']>;
};

/** Set a new password with the e-mailed token. */
export type ResetPasswordInput = {
  /** The new password (at least 8 characters). */
  password: Scalars['String']['input'];
  /** The token from the e-mail link (/reset-password/{token}). */
  token: Scalars['String']['input'];
};

/** The result of a password reset. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** True when the password was changed. */
  success: Scalars['Boolean']['output'];
};

/** The role of a user account (legacy 'customer' reads as CLIENT, 'advisor' as STAFF). */
export type Role =
  /** Administrator: may use every admin* operation. */
  | 'ADMIN'
  /** Customer (legacy 'customer'); every new account is a client. */
  | 'CLIENT'
  /** Manager. */
  | 'MANAGER'
  /** Staff member (legacy 'advisor'). */
  | 'STAFF';

/** The working hours of every weekday and the slot length, saved together (adminSaveCalendar). */
export type SaveCalendarInput = {
  /** All seven weekdays. */
  hours: Array<CalendarDayHoursInput>;
  /** 15, 30 or 45. */
  slotMinutes: Scalars['Int']['input'];
};

/**
 * A card the customer saved with the payment provider for their plans' later visits. Only the
 * provider's token is kept, never a card number.
 */
export type SavedCard = {
  __typename?: 'SavedCard';
  /** How the provider names the card (for example 'Visa ending 4242'); null when it gave no name. */
  label?: Maybe<Scalars['String']['output']>;
  /** When the card was saved. */
  savedAt: Scalars['DateTime']['output'];
};

/** A season (for example Spring) with a price multiplier for plain services booked inside its dates. */
export type Season = {
  __typename?: 'Season';
  /** Duration as text (for example 'September - November'). */
  duration?: Maybe<Scalars['String']['output']>;
  /** Last day of the season. */
  endDate?: Maybe<Scalars['Date']['output']>;
  /** Season id. */
  id: Scalars['ID']['output'];
  /** Multiplier for plain-service lines booked inside the season (1.2 = 20% more). */
  multiplier: Scalars['Float']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Notes shown with the season. */
  notes?: Maybe<Scalars['String']['output']>;
  /** The packages of this season (active ones on public queries). */
  packages: Array<Package>;
  /** First day of the season. */
  startDate?: Maybe<Scalars['Date']['output']>;
  /** Record status. */
  status: RecordStatus;
};

/** What to do with a recurring series. */
export type SeriesAction =
  /** The office's only: change the weekday, start time, crew or later-visit price from a date (ChangeSeriesInput.change). */
  | 'change'
  /** Stop making visits for now; the upcoming ones outside the cut-off are cancelled. */
  | 'pause'
  /** Make visits again from the next date in the cadence after today. */
  | 'resume'
  /** End the series; the upcoming visits outside the cut-off are cancelled. */
  | 'stop';

/** What the office changes on a recurring series from a date; a field left out is unchanged. */
export type SeriesChangeFieldsInput = {
  /** The new start time, one of the time slots (for example '13:00 - 13:45'). */
  bookingTime?: InputMaybe<Scalars['String']['input']>;
  /** The crew every visit is booked for from the date. */
  crewId?: InputMaybe<Scalars['ID']['input']>;
  /** True to book the visits from the date without a crew (crewId is then left out). */
  noCrew?: InputMaybe<Scalars['Boolean']['input']>;
  /** Each later visit's price in rand (a paid visit's price never changes). */
  visitPrice?: InputMaybe<Scalars['Float']['input']>;
  /** The new weekday, 0 Sunday to 6 Saturday: each visit moves forward to it in its week. */
  weekday?: InputMaybe<Scalars['Int']['input']>;
};

/** What a pause, stop, resume or change would do, visit by visit; nothing is changed by reading it. */
export type SeriesChangePreview = {
  __typename?: 'SeriesChangePreview';
  /** Every visit it would touch, by date (KEPT: paid visits it leaves alone unless ticked). */
  changes: Array<SeriesVisitChange>;
  /** The rand that would be owed back for the paid visits it cancels. */
  refundTotal: Scalars['Float']['output'];
};

/** What made a series: a repeating option, or a seasonal package. */
export type SeriesKind =
  /** A seasonal package's visits, all dated when booked and paid once. */
  | 'programme'
  /** A visit every few weeks at the first visit's slot, until stopped or its end date. */
  | 'repeat';

/** Why the series job could not plan a series' next visits, and when it tries again. */
export type SeriesPlanningFailure = {
  __typename?: 'SeriesPlanningFailure';
  /** The reason the database or the series' template gave. */
  reason: Scalars['String']['output'];
  /** When the series job tries this series again. */
  retryAt: Scalars['DateTime']['output'];
};

/** Whether a recurring series still makes visits. */
export type SeriesStatus =
  /** Visits are created ahead. */
  | 'active'
  /** No visits are created until resumed; the upcoming ones outside the change cut-off were cancelled. */
  | 'paused'
  /** Ended: the upcoming visits outside the change cut-off were cancelled. */
  | 'stopped';

/**
 * The undo a skip, pause, stop or resume offers for a short while (10 minutes): undoSeriesChange puts
 * the series and every visit it touched back as they were, the server deciding whether it is still time.
 */
export type SeriesUndo = {
  __typename?: 'SeriesUndo';
  /** Until when it can be undone. */
  expiresAt: Scalars['DateTime']['output'];
  /** The secret to pass to undoSeriesChange. */
  token: Scalars['String']['output'];
};

/** One visit a change to a series touches. */
export type SeriesVisitChange = {
  __typename?: 'SeriesVisitChange';
  /** The visit after the change; null for a cancelled one. */
  after?: Maybe<SeriesVisitPlace>;
  /** The visit before the change; null for a planned one. */
  before?: Maybe<SeriesVisitPlace>;
  /** The visit's guidId (for a planned visit in a preview, not kept). */
  guidId: Scalars['ID']['output'];
  /** True when the visit is paid. */
  paid: Scalars['Boolean']['output'];
  /** Rand owed back when a paid visit is cancelled; 0 otherwise. */
  refund: Scalars['Float']['output'];
  /** A planned visit on a date a pause had cancelled. */
  restored: Scalars['Boolean']['output'];
  /** What happens to it. */
  what: SeriesVisitChangeKind;
};

/** What a change to a series does to one visit. */
export type SeriesVisitChangeKind =
  /** Cancelled (a paid one is owed back: refund). */
  | 'cancelled'
  /** Moved, given another crew, or re-priced. */
  | 'changed'
  /** A paid visit from the date nobody ticked: left booked as it is. */
  | 'kept'
  /** Planned (again, after a pause: restored). */
  | 'planned';

/** Where and for how much a visit is, before or after a change. */
export type SeriesVisitPlace = {
  __typename?: 'SeriesVisitPlace';
  /** Its crew's name; null when it has none (for the customer: always null). */
  crewName?: Maybe<Scalars['String']['output']>;
  /** The visit's date. */
  date: Scalars['Date']['output'];
  /** Its price in rand. */
  price: Scalars['Float']['output'];
  /** Its time slot. */
  time: Scalars['String']['output'];
};

/** A bookable service with its variations (choices with additional costs) and add-ons. */
export type Service = {
  __typename?: 'Service';
  /** The add-ons offered with this service. */
  addOns: Array<AddOn>;
  /** The base price in rand. */
  basePrice: Scalars['Float']['output'];
  /** Its category. */
  category?: Maybe<Category>;
  /** The id of its category. */
  categoryId: Scalars['ID']['output'];
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /**
   * How long it takes, in words derived from durationMinutes (for example '1 h 30 min'): the one length.
   * @deprecated Derived from durationMinutes (the one length); format durationMinutes instead.
   */
  duration?: Maybe<Scalars['String']['output']>;
  /** How long the work takes one crew, in minutes (decides the slots a booking covers). */
  durationMinutes: Scalars['Int']['output'];
  /** The lowest price a customer can pay: base price plus the cheapest offered option of each variation. */
  fromPrice: Scalars['Float']['output'];
  /** Service id. */
  id: Scalars['ID']['output'];
  /** Image address, null when none (the client shows a fallback image). */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Whether this is a package service. */
  isPackage: Scalars['Boolean']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Priced by the office after a visit: the storefront offers 'Request a quote' instead of a price. */
  quoteOnly: Scalars['Boolean']['output'];
  /** Record status. */
  status: RecordStatus;
  /** When it was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The variations of this service (for example Lawn size), each with its options. */
  variations: Array<ServiceVariation>;
};

/** Where a visit is. */
export type ServiceAddress = {
  __typename?: 'ServiceAddress';
  /** Four-digit postal code. */
  postalCode: Scalars['String']['output'];
  /** Street and number. */
  street: Scalars['String']['output'];
  /** Suburb (one of the service areas). */
  suburb: Scalars['String']['output'];
};

/** Where a visit is, as the contact step asks for it. */
export type ServiceAddressInput = {
  /** Four-digit postal code. */
  postalCode: Scalars['String']['input'];
  /** Gate code, pets, parking (at most 500 characters). */
  propertyNotes?: InputMaybe<Scalars['String']['input']>;
  /** Street and number (at most 200 characters). */
  street: Scalars['String']['input'];
  /** Suburb: one of serviceAreas (at most 100 characters). */
  suburb: Scalars['String']['input'];
};

/** A suburb we serve. */
export type ServiceArea = {
  __typename?: 'ServiceArea';
  /** Id. */
  id: Scalars['ID']['output'];
  /** Postal code. */
  postalCode: Scalars['String']['output'];
  /** Suburb name. */
  suburb: Scalars['String']['output'];
  /** Minutes from the nearest branch. */
  travelMinutes: Scalars['Int']['output'];
};

/** An option of a variation as seen for one service. */
export type ServiceOption = {
  __typename?: 'ServiceOption';
  /** Extra cost over the service's base price, in rand. */
  additionalCost: Scalars['Float']['output'];
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Base price plus additional cost, in rand. */
  fullPrice: Scalars['Float']['output'];
  /** The variation option's id (what BookingLineInput.optionIds takes). */
  id: Scalars['ID']['output'];
  /** Label (for example 'Small (up to 100 m²)'). */
  label: Scalars['String']['output'];
  /** Whether this service offers this option (the product's 'selected' flag of the service form). */
  offered: Scalars['Boolean']['output'];
  /** Weeks between visits when choosing this option makes the booking a recurring series (the variation option's repeatWeeks); null for a one-off. */
  repeatWeeks?: Maybe<Scalars['Int']['output']>;
};

/** A variation as attached to one service. */
export type ServiceVariation = {
  __typename?: 'ServiceVariation';
  /**
   * The variation's options. By default only the options this service offers (what a customer picks
   * from); pass onlyOffered: false for every option of the variation with `offered` telling which the
   * service offers (the admin service form).
   */
  options: Array<ServiceOption>;
  /** The id of the service-variation link. */
  serviceVariationId?: Maybe<Scalars['ID']['output']>;
  /** The variation's id. */
  variationId: Scalars['ID']['output'];
  /** The variation's name (for example 'Lawn size'). */
  variationName: Scalars['String']['output'];
};


/** A variation as attached to one service. */
export type ServiceVariationOptionsArgs = {
  onlyOffered?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * The business's own details as the site prints them, from the gateway's configuration (OFFICE_PHONE,
 * OFFICE_EMAIL, OFFICE_ADDRESS, OFFICE_HOURS, CALL_OUT_FREE_MINUTES, CHANGE_CUTOFF_HOURS) and the api's
 * hold times. The same for every visitor; it changes only when the gateway restarts with other settings.
 */
export type SiteInfo = {
  __typename?: 'SiteInfo';
  /** The office's address. */
  address: OfficeAddress;
  /** Travel up to this many minutes from the nearest branch costs no call-out fee. */
  callOutFreeMinutes: Scalars['Int']['output'];
  /** A customer may move a booking, or cancel a paid one, online until this many hours before the visit. */
  changeCutoffHours: Scalars['Int']['output'];
  /** The office's e-mail address. */
  email: Scalars['String']['output'];
  /** The office hours, a row a group of days; the last row is the days (and public holidays) it is closed. */
  officeHours: Array<OfficeHours>;
  /** An unpaid booking from the checkout holds its slot this many minutes, then it is cancelled. */
  paymentHoldMinutes: Scalars['Int']['output'];
  /** The office's phone number as written for people, e.g. '+27 21 555 0142'. */
  phone: Scalars['String']['output'];
  /** The same number as a link, e.g. 'tel:+27215550142'. */
  phoneHref: Scalars['String']['output'];
  /** A booking the office makes from a quote request holds its slot unpaid this many days. */
  quoteHoldDays: Scalars['Int']['output'];
};

/** Skip one visit of a series. */
export type SkipSeriesVisitInput = {
  /** The visit's guidId. */
  guidId: Scalars['ID']['input'];
  /** The visit's manage token, standing for the owner's sign-in. */
  manageToken?: InputMaybe<Scalars['String']['input']>;
};

/** Sort direction for admin tables. */
export type SortDirection =
  /** Ascending. */
  | 'ASC'
  /** Descending. */
  | 'DESC';

/** What the browser needs to post the payment provider's form. */
export type StartPaymentPayload = {
  __typename?: 'StartPaymentPayload';
  /** The form's action address (the simulator, PayFast sandbox or live). */
  action: Scalars['String']['output'];
  /** The booking being paid. */
  booking: Booking;
  /** The hidden fields in the provider's documented order, signature last. */
  fields: Array<PaymentField>;
  /** The form's method (POST). */
  method: Scalars['String']['output'];
};

/** A customer's statement (docs/product.md, 'Statements'): what was charged, paid, credited and refunded, in date order. */
export type Statement = {
  __typename?: 'Statement';
  /** What the customer's confirmed and completed visits still owe (not invoiced until paid). */
  awaitingPayment: Scalars['Float']['output'];
  /** charged - paid - credited + refunded: positive, the customer owes it; negative, it is owed to them. */
  balance: Scalars['Float']['output'];
  /** The sum of the invoices. */
  charged: Scalars['Float']['output'];
  /** The sum of the credit notes. */
  credited: Scalars['Float']['output'];
  /** Every invoice, payment, credit note and refund of the customer's bookings, oldest first, each with the balance after it. */
  entries: Array<StatementEntry>;
  /** The sum of the payments received. */
  paid: Scalars['Float']['output'];
  /** Money owed back to the customer and not refunded yet. */
  refundDue: Scalars['Float']['output'];
  /** The sum of the refunds made. */
  refunded: Scalars['Float']['output'];
};

/** One line of a customer's statement. */
export type StatementEntry = {
  __typename?: 'StatementEntry';
  /** Rand, positive. */
  amount: Scalars['Float']['output'];
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** The balance after it: positive, what the customer owes; negative, what is owed to them. */
  balance: Scalars['Float']['output'];
  /** The booking it belongs to (its guidId). */
  bookingReference: Scalars['String']['output'];
  /** The line's kind. */
  kind: StatementEntryKind;
  /** How it was paid (a refund: how the payment it gives back was paid); null for a document. */
  method?: Maybe<PaymentMethod>;
  /** The document's number (INV-000001, CN-000001) or the payment's or refund's reference; null when none was recorded. */
  reference?: Maybe<Scalars['String']['output']>;
};

/** What a statement line records. */
export type StatementEntryKind =
  /** A credit note issued for a refund: what was credited. */
  | 'credit_note'
  /** A tax invoice issued for a payment: what was charged. */
  | 'invoice'
  /** Money received (online, or by card, EFT or cash at the office). */
  | 'payment'
  /** Money given back. */
  | 'refund';

/** A start of a day by the company's calendar (its hours at its slot length; Africa/Johannesburg time). */
export type TimeSlot = {
  __typename?: 'TimeSlot';
  /** False when the slot has started (today) or is fully booked. */
  available: Scalars['Boolean']['output'];
  /** End time, HH:mm. */
  end: Scalars['String']['output'];
  /** When the visit is expected to end if it starts here (HH:mm): the end of the last slot the work covers. */
  finish: Scalars['String']['output'];
  /** The date the visit ends (a later day for more than a day's work). */
  finishDate: Scalars['Date']['output'];
  /** The slot as stored on a booking, for example '10:00 - 10:45'. */
  label: Scalars['String']['output'];
  /** How many more bookings the slot takes (0 when full or started). */
  remaining: Scalars['Int']['output'];
  /** Start time, HH:mm. */
  start: Scalars['String']['output'];
};

/** A record removed for good: remove your copy of it. Only ids, never personal data. */
export type Tombstone = {
  __typename?: 'Tombstone';
  /** When it was removed. */
  at: Scalars['DateTime']['output'];
  /** What kind of record it was. */
  entity: TombstoneEntity;
  /** A booking's guidId (the id a partner keeps); null for the others. */
  guidId?: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['ID']['output'];
  /** Why it is gone. */
  reason: TombstoneReason;
};

/** What kind of record a tombstone is about. */
export type TombstoneEntity =
  /** A booking (its id and guidId). */
  | 'booking'
  /** A customer (their id, as AdminCustomer.id). */
  | 'customer'
  /** A quote request (its id). */
  | 'quote_request';

/** One page of tombstones, oldest first (adminTombstones). */
export type TombstonePage = {
  __typename?: 'TombstonePage';
  /** The cursor after this page's last tombstone, to pass as `after`; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether another page follows: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** This page's tombstones. */
  nodes: Array<Tombstone>;
  /** hasNextPage and endCursor together, as a connection's pageInfo. */
  pageInfo: PageInfo;
};

/** Why a record is gone. */
export type TombstoneReason =
  /** Deleted by the office. */
  | 'deleted'
  /** A customer's personal data erased at their request (POPIA): their bookings stay, without it. */
  | 'erased';

/** Undo a skip, pause, stop or resume of a series. */
export type UndoSeriesChangeInput = {
  /** A manage token of one of the series' visits, standing for the owner's sign-in. */
  manageToken?: InputMaybe<Scalars['String']['input']>;
  /** The series. */
  seriesId: Scalars['ID']['input'];
  /** The undo's token (ChangeSeriesPayload.undo). */
  token: Scalars['String']['input'];
};

/** New notes for the crew on a booking. */
export type UpdateBookingNotesInput = {
  /** The booking's guidId. */
  guidId: Scalars['ID']['input'];
  /** The token of the booking's manage link (from a booking e-mail): it stands for the owner's sign-in, for this booking only. */
  manageToken?: InputMaybe<Scalars['String']['input']>;
  /** The notes (at most 500 characters; empty clears them). */
  propertyNotes?: InputMaybe<Scalars['String']['input']>;
};

/** The booking with its new notes. */
export type UpdateBookingNotesPayload = {
  __typename?: 'UpdateBookingNotesPayload';
  /** The booking as stored. */
  booking: Booking;
};

/** A user account. */
export type User = {
  __typename?: 'User';
  /** Address. */
  address?: Maybe<Scalars['String']['output']>;
  /** The user's bookings, newest first (readable by the user and by admins). */
  bookings: Array<Booking>;
  /** When it was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** E-mail address. */
  email: Scalars['String']['output'];
  /** User id. */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** Phone number. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The code this customer shares with friends (readable by the user and by admins; null for others). */
  referralCode?: Maybe<Scalars['String']['output']>;
  /** The referral credit the customer has now, which comes off their next booking (readable by the user and by admins; null for others). */
  referralCredit?: Maybe<ReferralCreditBalance>;
  /** Role. */
  role: Role;
  /** The user's recurring series and seasonal programmes, newest first (readable by the user and by admins). */
  series: Array<BookingSeries>;
  /** Account status. */
  status: RecordStatus;
  /** When it was last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A variation (for example 'Lawn size') with its options, managed on /admin/variations. */
export type Variation = {
  __typename?: 'Variation';
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Variation id. */
  id: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** Its options. */
  options: Array<VariationOption>;
  /** Record status. */
  status: RecordStatus;
};

/** An option of a variation. */
export type VariationOption = {
  __typename?: 'VariationOption';
  /** Extra cost over a service's base price, in rand. */
  additionalCost: Scalars['Float']['output'];
  /** Description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Option id. */
  id: Scalars['ID']['output'];
  /** Label. */
  label: Scalars['String']['output'];
  /** Weeks between visits when the option means a repeat (Fortnightly 2, Monthly 4); null for a one-off. Choosing it makes the booking a recurring series. */
  repeatWeeks?: Maybe<Scalars['Int']['output']>;
  /** Record status. */
  status: RecordStatus;
  /** The variation it belongs to. */
  variationId: Scalars['ID']['output'];
};

/** How long a visit for a set of lines takes, and where it can go. */
export type VisitPlan = {
  __typename?: 'VisitPlan';
  /** Working days it takes from its first offered start (1 when it ends the day it starts). */
  days: Scalars['Int']['output'];
  /** No booking may start sooner than this many minutes from now. */
  minLeadMinutes: Scalars['Int']['output'];
  /** The work's minutes: services' durations plus their chosen options' and add-ons' extra minutes. */
  minutes: Scalars['Int']['output'];
  /** The first date after the asked one (within 30 days) with a start where the whole job fits, or null. */
  nextDateWithRoom?: Maybe<Scalars['Date']['output']>;
  /** When a package in the lines cannot be booked on the date: when it can (no start is offered then). */
  seasonNotice?: Maybe<Scalars['String']['output']>;
  /** Whole slots (of the company's slot length) the work takes. */
  slotCount: Scalars['Int']['output'];
};

/** One event's delivery to one endpoint. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** How many times it was sent. */
  attempts: Scalars['Int']['output'];
  /** When the event happened. */
  createdAt: Scalars['DateTime']['output'];
  /** When the endpoint answered 2xx, or null. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The event's id (the `webhook-id` header), the same on every attempt: a partner de-duplicates on it. */
  eventId: Scalars['String']['output'];
  /** The delivery's id (for adminResendWebhookDelivery). */
  id: Scalars['ID']['output'];
  /** Why the last attempt failed (the HTTP status or the network error), or null. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** When it is tried next (while PENDING). */
  nextAttemptAt: Scalars['DateTime']['output'];
  /** PENDING (to be tried, again after a failure), DELIVERED or FAILED (given up after 24 hours). */
  status: Scalars['String']['output'];
  /** The event, one of: booking.created, booking.paid, booking.cancelled, booking.rescheduled, booking.refunded, booking.refund_due, booking.completed, series.visit_created, series.visit_skipped, series.paused, series.resumed, series.stopped, quote_request.created, quote_request.priced. */
  type: Scalars['String']['output'];
  /** When it last changed (made, tried, delivered, given up, sent again); set by the database on every change. */
  updatedAt: Scalars['DateTime']['output'];
};

/** One page of an endpoint's deliveries, newest first (adminWebhookDeliveriesPage). */
export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  /** The cursor after this page's last delivery, to pass as `after`; null on an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether another page follows: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** This page's deliveries, the newest first. */
  nodes: Array<WebhookDelivery>;
  /** hasNextPage and endCursor together, as a connection's pageInfo. */
  pageInfo: PageInfo;
};

/** What became of a delivery (WebhookDelivery.status). */
export type WebhookDeliveryStatus =
  /** The endpoint answered 2xx. */
  | 'DELIVERED'
  /** Given up after 24 hours. */
  | 'FAILED'
  /** To be tried (again after a failure). */
  | 'PENDING';

/** A partner's webhook endpoint: where the events it subscribes to are POSTed, signed (docs/graphql.md, "Webhooks"). */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When it was disabled for failing 3 days (no more attempts, its deliveries kept), or null. */
  disabledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether events are written for it and sent to it (false once disabled after failing for 3 days). */
  enabled: Scalars['Boolean']['output'];
  /** The events it receives, of: booking.created, booking.paid, booking.cancelled, booking.rescheduled, booking.refunded, booking.refund_due, booking.completed, series.visit_created, series.visit_skipped, series.paused, series.resumed, series.stopped, quote_request.created, quote_request.priced (docs/graphql.md, "Webhooks"). */
  events: Array<Scalars['String']['output']>;
  /** Since when every attempt to it has failed (the first failure after its last success), or null while it answers. */
  failingSince?: Maybe<Scalars['DateTime']['output']>;
  /** The endpoint's id. */
  id: Scalars['ID']['output'];
  /** When it last took a delivery (answered 2xx), or null. */
  lastDeliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The https address events are POSTed to. */
  url: Scalars['String']['output'];
};

/** A new endpoint with its signing secret, answered once: the secret cannot be read again. */
export type WebhookEndpointWithSecret = {
  __typename?: 'WebhookEndpointWithSecret';
  /** The endpoint. */
  endpoint: WebhookEndpoint;
  /** True when this answers an earlier create with the same idempotencyKey (no new endpoint was made). */
  replayed: Scalars['Boolean']['output'];
  /** The Standard Webhooks signing secret (`whsec_` + base64 of 32 random bytes): shown this once (and again only to the same caller sending the same create with its idempotencyKey). */
  secret: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AddOn: ResolverTypeWrapper<ApiAddOn>;
  AdminAddOnPayload: ResolverTypeWrapper<Omit<AdminAddOnPayload, 'addOn'> & { addOn: ResolversTypes['AddOn'] }>;
  AdminBookingPayload: ResolverTypeWrapper<Omit<AdminBookingPayload, 'booking'> & { booking: ResolversTypes['Booking'] }>;
  AdminCategoryPayload: ResolverTypeWrapper<Omit<AdminCategoryPayload, 'category'> & { category: ResolversTypes['Category'] }>;
  AdminCreateBookingFromQuoteInput: AdminCreateBookingFromQuoteInput;
  AdminCreateBookingFromQuotePayload: ResolverTypeWrapper<Omit<AdminCreateBookingFromQuotePayload, 'booking' | 'quoteRequest'> & { booking: ResolversTypes['Booking'], quoteRequest: ResolversTypes['QuoteRequest'] }>;
  AdminCreateBookingInput: AdminCreateBookingInput;
  AdminCreateRowInput: AdminCreateRowInput;
  AdminCrewLoad: ResolverTypeWrapper<AdminCrewLoad>;
  AdminCrewLoadRow: ResolverTypeWrapper<AdminCrewLoadRow>;
  AdminCrewPayload: ResolverTypeWrapper<Omit<AdminCrewPayload, 'crew'> & { crew: ResolversTypes['Crew'] }>;
  AdminCsvExport: ResolverTypeWrapper<AdminCsvExport>;
  AdminCustomer: ResolverTypeWrapper<AdminCustomerParent>;
  AdminCustomerIdInput: AdminCustomerIdInput;
  AdminCustomerNotesInput: AdminCustomerNotesInput;
  AdminCustomerNotesPayload: ResolverTypeWrapper<AdminCustomerNotesPayload>;
  AdminCustomerPage: ResolverTypeWrapper<AdminCustomerPageParent>;
  AdminCustomerPropertyPayload: ResolverTypeWrapper<AdminCustomerPropertyPayload>;
  AdminCustomerSummary: ResolverTypeWrapper<AdminCustomerSummary>;
  AdminDashboard: ResolverTypeWrapper<ApiAdminStat>;
  AdminDeactivateCrewInput: AdminDeactivateCrewInput;
  AdminDeactivateCrewPayload: ResolverTypeWrapper<Omit<AdminDeactivateCrewPayload, 'crew' | 'reassignedTo'> & { crew: ResolversTypes['Crew'], reassignedTo?: Maybe<ResolversTypes['Crew']> }>;
  AdminDeleteCustomerPropertyInput: AdminDeleteCustomerPropertyInput;
  AdminDeleteInput: AdminDeleteInput;
  AdminDeleteRowInput: AdminDeleteRowInput;
  AdminDeleteUploadInput: AdminDeleteUploadInput;
  AdminFilterInput: AdminFilterInput;
  AdminLoadDay: ResolverTypeWrapper<AdminLoadDay>;
  AdminMarkRefundedInput: AdminMarkRefundedInput;
  AdminMetric: ResolverTypeWrapper<AdminMetric>;
  AdminMetricKey: AdminMetricKey;
  AdminModifierOptionInput: AdminModifierOptionInput;
  AdminModifierPayload: ResolverTypeWrapper<Omit<AdminModifierPayload, 'modifier'> & { modifier: ResolversTypes['Modifier'] }>;
  AdminMoneyOwed: ResolverTypeWrapper<Omit<AdminMoneyOwed, 'items'> & { items: Array<ResolversTypes['AdminOwedItem']> }>;
  AdminNewCustomerInput: AdminNewCustomerInput;
  AdminOwedItem: ResolverTypeWrapper<Omit<AdminOwedItem, 'refundReason' | 'status'> & { refundReason?: Maybe<ResolversTypes['PaymentRefundReason']>, status: ResolversTypes['BookingStatus'] }>;
  AdminPackagePayload: ResolverTypeWrapper<Omit<AdminPackagePayload, 'package'> & { package: ResolversTypes['Package'] }>;
  AdminPackageServiceInput: AdminPackageServiceInput;
  AdminPeriodFigures: ResolverTypeWrapper<AdminPeriodFigures>;
  AdminRainDayInput: AdminRainDayInput;
  AdminRainDayPayload: ResolverTypeWrapper<Omit<AdminRainDayPayload, 'moved' | 'plan' | 'unmoved'> & { moved: Array<ResolversTypes['Booking']>, plan: ResolversTypes['RainDayPlan'], unmoved: Array<ResolversTypes['Booking']> }>;
  AdminRecurringRevenue: ResolverTypeWrapper<AdminRecurringRevenue>;
  AdminRefundThroughProviderInput: AdminRefundThroughProviderInput;
  AdminRescheduleBookingInput: AdminRescheduleBookingInput;
  AdminRow: ResolverTypeWrapper<ApiTableRow>;
  AdminRowPage: ResolverTypeWrapper<Omit<AdminRowPage, 'rows'> & { rows: Array<ResolversTypes['AdminRow']> }>;
  AdminRowPayload: ResolverTypeWrapper<Omit<AdminRowPayload, 'row'> & { row: ResolversTypes['AdminRow'] }>;
  AdminSaveAddOnInput: AdminSaveAddOnInput;
  AdminSaveCategoryInput: AdminSaveCategoryInput;
  AdminSaveCrewInput: AdminSaveCrewInput;
  AdminSaveCustomerInput: AdminSaveCustomerInput;
  AdminSaveCustomerPayload: ResolverTypeWrapper<Omit<AdminSaveCustomerPayload, 'customer'> & { customer: ResolversTypes['User'] }>;
  AdminSaveCustomerPropertyInput: AdminSaveCustomerPropertyInput;
  AdminSaveModifierInput: AdminSaveModifierInput;
  AdminSavePackageInput: AdminSavePackageInput;
  AdminSaveSeasonInput: AdminSaveSeasonInput;
  AdminSaveServiceInput: AdminSaveServiceInput;
  AdminSaveUserInput: AdminSaveUserInput;
  AdminSaveVariationInput: AdminSaveVariationInput;
  AdminSchedule: ResolverTypeWrapper<Omit<AdminSchedule, 'bookings' | 'crews' | 'parts'> & { bookings: Array<ResolversTypes['Booking']>, crews: Array<ResolversTypes['Crew']>, parts: Array<ResolversTypes['DayPart']> }>;
  AdminSeasonPayload: ResolverTypeWrapper<Omit<AdminSeasonPayload, 'season'> & { season: ResolversTypes['Season'] }>;
  AdminSelectOption: ResolverTypeWrapper<AdminSelectOption>;
  AdminSendSignInLinkPayload: ResolverTypeWrapper<AdminSendSignInLinkPayload>;
  AdminServicePayload: ResolverTypeWrapper<Omit<AdminServicePayload, 'service'> & { service: ResolversTypes['Service'] }>;
  AdminServiceVariationInput: AdminServiceVariationInput;
  AdminSetBookingStatusInput: AdminSetBookingStatusInput;
  AdminSortInput: AdminSortInput;
  AdminTable: AdminTable;
  AdminTodayJob: ResolverTypeWrapper<Omit<AdminTodayJob, 'status'> & { status: ResolversTypes['BookingStatus'] }>;
  AdminUpdateRowInput: AdminUpdateRowInput;
  AdminUploadImageInput: AdminUploadImageInput;
  AdminUploadPayload: ResolverTypeWrapper<AdminUploadPayload>;
  AdminUserPayload: ResolverTypeWrapper<Omit<AdminUserPayload, 'user'> & { user: ResolversTypes['User'] }>;
  AdminVariationOptionInput: AdminVariationOptionInput;
  AdminVariationPayload: ResolverTypeWrapper<Omit<AdminVariationPayload, 'variation'> & { variation: ResolversTypes['Variation'] }>;
  AdminWeeklyPoint: ResolverTypeWrapper<AdminWeeklyPoint>;
  ApiClient: ResolverTypeWrapper<ApiClient>;
  ApiClientAccessInput: ApiClientAccessInput;
  ApiClientInput: ApiClientInput;
  ApiClientLimits: ResolverTypeWrapper<ApiClientLimits>;
  ApiClientLimitsInput: ApiClientLimitsInput;
  ApiClientReach: ApiClientReach;
  ApiClientWithSecret: ResolverTypeWrapper<ApiClientWithSecret>;
  AreaWaitlistEntry: ResolverTypeWrapper<AreaWaitlistEntry>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Booking: ResolverTypeWrapper<ApiBooking>;
  BookingCustomer: ResolverTypeWrapper<ApiBookingCustomer>;
  BookingDay: ResolverTypeWrapper<BookingDay>;
  BookingDays: ResolverTypeWrapper<BookingDays>;
  BookingEvent: ResolverTypeWrapper<ApiBookingEvent>;
  BookingEventPage: ResolverTypeWrapper<Omit<BookingEventPage, 'nodes'> & { nodes: Array<ResolversTypes['BookingEvent']> }>;
  BookingInput: BookingInput;
  BookingLine: ResolverTypeWrapper<ApiBookingLine>;
  BookingLineAddOn: ResolverTypeWrapper<ApiBookingLineAddOn>;
  BookingLineInput: BookingLineInput;
  BookingLineSeason: ResolverTypeWrapper<BookingLineSeason>;
  BookingLineVariation: ResolverTypeWrapper<ApiBookingLineVariation>;
  BookingModifierChoice: ResolverTypeWrapper<ApiBookingModifier>;
  BookingOfficeDiscount: ResolverTypeWrapper<BookingOfficeDiscount>;
  BookingPage: ResolverTypeWrapper<Omit<BookingPage, 'nodes'> & { nodes: Array<ResolversTypes['Booking']> }>;
  BookingPayment: ResolverTypeWrapper<ApiBookingPayment>;
  BookingPaymentPage: ResolverTypeWrapper<Omit<BookingPaymentPage, 'nodes'> & { nodes: Array<ResolversTypes['BookingPayment']> }>;
  BookingSeries: ResolverTypeWrapper<ApiSeries>;
  BookingSeriesPage: ResolverTypeWrapper<Omit<BookingSeriesPage, 'nodes'> & { nodes: Array<ResolversTypes['BookingSeries']> }>;
  BookingStatus: ResolverTypeWrapper<BookingStatus>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CalendarChangePayload: ResolverTypeWrapper<Omit<CalendarChangePayload, 'outsideBookings'> & { outsideBookings: Array<ResolversTypes['Booking']> }>;
  CalendarDayHours: ResolverTypeWrapper<CalendarDayHours>;
  CalendarDayHoursInput: CalendarDayHoursInput;
  CancelBookingInput: CancelBookingInput;
  CancelBookingPayload: ResolverTypeWrapper<Omit<CancelBookingPayload, 'booking'> & { booking: ResolversTypes['Booking'] }>;
  CancelPreview: ResolverTypeWrapper<CancelPreview>;
  CancelPreviewVisit: ResolverTypeWrapper<CancelPreviewVisit>;
  CardChargeWhen: CardChargeWhen;
  Category: ResolverTypeWrapper<ApiCategory>;
  ChangeSeriesInput: ChangeSeriesInput;
  ChangeSeriesPayload: ResolverTypeWrapper<Omit<ChangeSeriesPayload, 'changes' | 'series'> & { changes: Array<ResolversTypes['SeriesVisitChange']>, series: ResolversTypes['BookingSeries'] }>;
  CloseDayInput: CloseDayInput;
  ClosedDay: ResolverTypeWrapper<ClosedDay>;
  CompanyCalendar: ResolverTypeWrapper<CompanyCalendar>;
  Consent: ResolverTypeWrapper<Consent>;
  CreateBookingInput: CreateBookingInput;
  CreateBookingPayload: ResolverTypeWrapper<Omit<CreateBookingPayload, 'booking' | 'user'> & { booking: ResolversTypes['Booking'], user: ResolversTypes['User'] }>;
  Crew: ResolverTypeWrapper<ApiCrew>;
  CrewDay: ResolverTypeWrapper<Omit<CrewDay, 'crew' | 'jobs' | 'parts'> & { crew?: Maybe<ResolversTypes['Crew']>, jobs: Array<ResolversTypes['Booking']>, parts: Array<ResolversTypes['DayPart']> }>;
  CrewDeactivationPreview: ResolverTypeWrapper<Omit<CrewDeactivationPreview, 'crew'> & { crew: ResolversTypes['Crew'] }>;
  CrewFutureJob: ResolverTypeWrapper<CrewFutureJob>;
  CrewJobInput: CrewJobInput;
  CrewMember: ResolverTypeWrapper<ApiCrewMember>;
  CrewOverCapacitySlot: ResolverTypeWrapper<CrewOverCapacitySlot>;
  CustomerBookingPage: ResolverTypeWrapper<Omit<CustomerBookingPage, 'nodes'> & { nodes: Array<ResolversTypes['Booking']> }>;
  CustomerProperty: ResolverTypeWrapper<CustomerProperty>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DayPart: ResolverTypeWrapper<Omit<DayPart, 'booking'> & { booking: ResolversTypes['Booking'] }>;
  DeletePayload: ResolverTypeWrapper<DeletePayload>;
  EarnedModifier: ResolverTypeWrapper<Omit<EarnedModifier, 'rule'> & { rule: ResolversTypes['ModifierRule'] }>;
  EmailNotice: ResolverTypeWrapper<EmailNotice>;
  EmailNoticeSummary: ResolverTypeWrapper<EmailNoticeSummary>;
  EmailOutboxSummary: ResolverTypeWrapper<Omit<EmailOutboxSummary, 'nodes'> & { nodes: Array<ResolversTypes['OutboxEmail']> }>;
  EmailState: ResolverTypeWrapper<EmailState>;
  ErasurePayload: ResolverTypeWrapper<ErasurePayload>;
  ErrorCode: ErrorCode;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceKind: InvoiceKind;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  JoinAreaWaitlistInput: JoinAreaWaitlistInput;
  LoginInput: LoginInput;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  Modifier: ResolverTypeWrapper<ApiModifier>;
  ModifierOption: ResolverTypeWrapper<ApiModifierOption>;
  ModifierRule: ResolverTypeWrapper<ModifierRule>;
  ModifierType: ResolverTypeWrapper<ModifierType>;
  ModifierUnits: ResolverTypeWrapper<ModifierUnits>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewCustomerInput: NewCustomerInput;
  OfficeAddress: ResolverTypeWrapper<OfficeAddress>;
  OfficeBookingPaymentInput: OfficeBookingPaymentInput;
  OfficeDiscountInput: OfficeDiscountInput;
  OfficeHours: ResolverTypeWrapper<OfficeHours>;
  OfficePaymentWay: OfficePaymentWay;
  OfficeReceivedPaymentInput: OfficeReceivedPaymentInput;
  OutboxEmail: ResolverTypeWrapper<Omit<OutboxEmail, 'state'> & { state: ResolversTypes['EmailState'] }>;
  Package: ResolverTypeWrapper<ApiPackage>;
  PackageService: ResolverTypeWrapper<ApiPackageService>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentField: ResolverTypeWrapper<PaymentField>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentRefundReason: ResolverTypeWrapper<PaymentRefundReason>;
  ProgrammeVisit: ResolverTypeWrapper<ProgrammeVisit>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<Omit<Quote, 'adjustments' | 'earned' | 'repeat'> & { adjustments: Array<ResolversTypes['QuoteAdjustment']>, earned: Array<ResolversTypes['EarnedModifier']>, repeat?: Maybe<ResolversTypes['QuoteRepeat']> }>;
  QuoteAddressInput: QuoteAddressInput;
  QuoteAdjustment: ResolverTypeWrapper<Omit<QuoteAdjustment, 'type' | 'units'> & { type: ResolversTypes['ModifierType'], units?: Maybe<ResolversTypes['ModifierUnits']> }>;
  QuoteCredit: ResolverTypeWrapper<QuoteCredit>;
  QuoteCustomerInput: QuoteCustomerInput;
  QuoteItem: ResolverTypeWrapper<QuoteItem>;
  QuoteLine: ResolverTypeWrapper<QuoteLine>;
  QuoteLineInput: QuoteLineInput;
  QuoteOfficeDiscount: ResolverTypeWrapper<QuoteOfficeDiscount>;
  QuotePhotoInput: QuotePhotoInput;
  QuoteRepeat: ResolverTypeWrapper<Omit<QuoteRepeat, 'adjustments'> & { adjustments: Array<ResolversTypes['QuoteAdjustment']> }>;
  QuoteRequest: ResolverTypeWrapper<ApiQuoteRequest>;
  QuoteRequestPage: ResolverTypeWrapper<Omit<QuoteRequestPage, 'nodes'> & { nodes: Array<ResolversTypes['QuoteRequest']> }>;
  QuoteRequestStatus: QuoteRequestStatus;
  QuoteSeasonAdjustment: ResolverTypeWrapper<QuoteSeasonAdjustment>;
  RainDayContinuation: ResolverTypeWrapper<RainDayContinuation>;
  RainDayOutcome: RainDayOutcome;
  RainDayPlan: ResolverTypeWrapper<Omit<RainDayPlan, 'items'> & { items: Array<ResolversTypes['RainDayPlanItem']> }>;
  RainDayPlanItem: ResolverTypeWrapper<Omit<RainDayPlanItem, 'booking' | 'crew'> & { booking: ResolversTypes['Booking'], crew?: Maybe<ResolversTypes['Crew']> }>;
  RecordStatus: RecordStatus;
  ReferralCreditBalance: ResolverTypeWrapper<ReferralCreditBalance>;
  RefundStatus: ResolverTypeWrapper<RefundStatus>;
  RegisterInput: RegisterInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  RequestQuoteInput: RequestQuoteInput;
  RequestQuotePayload: ResolverTypeWrapper<RequestQuotePayload>;
  RescheduleBookingInput: RescheduleBookingInput;
  RescheduleBookingPayload: ResolverTypeWrapper<Omit<RescheduleBookingPayload, 'booking'> & { booking: ResolversTypes['Booking'] }>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  Role: Role;
  SaveCalendarInput: SaveCalendarInput;
  SavedCard: ResolverTypeWrapper<SavedCard>;
  Season: ResolverTypeWrapper<ApiSeason>;
  SeriesAction: ResolverTypeWrapper<SeriesAction>;
  SeriesChangeFieldsInput: SeriesChangeFieldsInput;
  SeriesChangePreview: ResolverTypeWrapper<Omit<SeriesChangePreview, 'changes'> & { changes: Array<ResolversTypes['SeriesVisitChange']> }>;
  SeriesKind: ResolverTypeWrapper<SeriesKind>;
  SeriesPlanningFailure: ResolverTypeWrapper<SeriesPlanningFailure>;
  SeriesStatus: ResolverTypeWrapper<SeriesStatus>;
  SeriesUndo: ResolverTypeWrapper<SeriesUndo>;
  SeriesVisitChange: ResolverTypeWrapper<Omit<SeriesVisitChange, 'what'> & { what: ResolversTypes['SeriesVisitChangeKind'] }>;
  SeriesVisitChangeKind: ResolverTypeWrapper<SeriesVisitChangeKind>;
  SeriesVisitPlace: ResolverTypeWrapper<SeriesVisitPlace>;
  Service: ResolverTypeWrapper<ApiService>;
  ServiceAddress: ResolverTypeWrapper<ServiceAddress>;
  ServiceAddressInput: ServiceAddressInput;
  ServiceArea: ResolverTypeWrapper<ServiceArea>;
  ServiceOption: ResolverTypeWrapper<ApiServiceOption>;
  ServiceVariation: ResolverTypeWrapper<ApiServiceVariation>;
  SiteInfo: ResolverTypeWrapper<SiteInfo>;
  SkipSeriesVisitInput: SkipSeriesVisitInput;
  SortDirection: SortDirection;
  StartPaymentPayload: ResolverTypeWrapper<Omit<StartPaymentPayload, 'booking'> & { booking: ResolversTypes['Booking'] }>;
  Statement: ResolverTypeWrapper<Omit<Statement, 'entries'> & { entries: Array<ResolversTypes['StatementEntry']> }>;
  StatementEntry: ResolverTypeWrapper<Omit<StatementEntry, 'kind' | 'method'> & { kind: ResolversTypes['StatementEntryKind'], method?: Maybe<ResolversTypes['PaymentMethod']> }>;
  StatementEntryKind: ResolverTypeWrapper<StatementEntryKind>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TimeSlot: ResolverTypeWrapper<TimeSlot>;
  Tombstone: ResolverTypeWrapper<Omit<Tombstone, 'entity' | 'reason'> & { entity: ResolversTypes['TombstoneEntity'], reason: ResolversTypes['TombstoneReason'] }>;
  TombstoneEntity: ResolverTypeWrapper<TombstoneEntity>;
  TombstonePage: ResolverTypeWrapper<Omit<TombstonePage, 'nodes'> & { nodes: Array<ResolversTypes['Tombstone']> }>;
  TombstoneReason: ResolverTypeWrapper<TombstoneReason>;
  UndoSeriesChangeInput: UndoSeriesChangeInput;
  UpdateBookingNotesInput: UpdateBookingNotesInput;
  UpdateBookingNotesPayload: ResolverTypeWrapper<Omit<UpdateBookingNotesPayload, 'booking'> & { booking: ResolversTypes['Booking'] }>;
  User: ResolverTypeWrapper<ApiUser>;
  Variation: ResolverTypeWrapper<ApiVariation>;
  VariationOption: ResolverTypeWrapper<ApiVariationOption>;
  VisitPlan: ResolverTypeWrapper<VisitPlan>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookDeliveryPage: ResolverTypeWrapper<WebhookDeliveryPage>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpoint>;
  WebhookEndpointWithSecret: ResolverTypeWrapper<WebhookEndpointWithSecret>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddOn: ApiAddOn;
  AdminAddOnPayload: Omit<AdminAddOnPayload, 'addOn'> & { addOn: ResolversParentTypes['AddOn'] };
  AdminBookingPayload: Omit<AdminBookingPayload, 'booking'> & { booking: ResolversParentTypes['Booking'] };
  AdminCategoryPayload: Omit<AdminCategoryPayload, 'category'> & { category: ResolversParentTypes['Category'] };
  AdminCreateBookingFromQuoteInput: AdminCreateBookingFromQuoteInput;
  AdminCreateBookingFromQuotePayload: Omit<AdminCreateBookingFromQuotePayload, 'booking' | 'quoteRequest'> & { booking: ResolversParentTypes['Booking'], quoteRequest: ResolversParentTypes['QuoteRequest'] };
  AdminCreateBookingInput: AdminCreateBookingInput;
  AdminCreateRowInput: AdminCreateRowInput;
  AdminCrewLoad: AdminCrewLoad;
  AdminCrewLoadRow: AdminCrewLoadRow;
  AdminCrewPayload: Omit<AdminCrewPayload, 'crew'> & { crew: ResolversParentTypes['Crew'] };
  AdminCsvExport: AdminCsvExport;
  AdminCustomer: AdminCustomerParent;
  AdminCustomerIdInput: AdminCustomerIdInput;
  AdminCustomerNotesInput: AdminCustomerNotesInput;
  AdminCustomerNotesPayload: AdminCustomerNotesPayload;
  AdminCustomerPage: AdminCustomerPageParent;
  AdminCustomerPropertyPayload: AdminCustomerPropertyPayload;
  AdminCustomerSummary: AdminCustomerSummary;
  AdminDashboard: ApiAdminStat;
  AdminDeactivateCrewInput: AdminDeactivateCrewInput;
  AdminDeactivateCrewPayload: Omit<AdminDeactivateCrewPayload, 'crew' | 'reassignedTo'> & { crew: ResolversParentTypes['Crew'], reassignedTo?: Maybe<ResolversParentTypes['Crew']> };
  AdminDeleteCustomerPropertyInput: AdminDeleteCustomerPropertyInput;
  AdminDeleteInput: AdminDeleteInput;
  AdminDeleteRowInput: AdminDeleteRowInput;
  AdminDeleteUploadInput: AdminDeleteUploadInput;
  AdminFilterInput: AdminFilterInput;
  AdminLoadDay: AdminLoadDay;
  AdminMarkRefundedInput: AdminMarkRefundedInput;
  AdminMetric: AdminMetric;
  AdminModifierOptionInput: AdminModifierOptionInput;
  AdminModifierPayload: Omit<AdminModifierPayload, 'modifier'> & { modifier: ResolversParentTypes['Modifier'] };
  AdminMoneyOwed: Omit<AdminMoneyOwed, 'items'> & { items: Array<ResolversParentTypes['AdminOwedItem']> };
  AdminNewCustomerInput: AdminNewCustomerInput;
  AdminOwedItem: AdminOwedItem;
  AdminPackagePayload: Omit<AdminPackagePayload, 'package'> & { package: ResolversParentTypes['Package'] };
  AdminPackageServiceInput: AdminPackageServiceInput;
  AdminPeriodFigures: AdminPeriodFigures;
  AdminRainDayInput: AdminRainDayInput;
  AdminRainDayPayload: Omit<AdminRainDayPayload, 'moved' | 'plan' | 'unmoved'> & { moved: Array<ResolversParentTypes['Booking']>, plan: ResolversParentTypes['RainDayPlan'], unmoved: Array<ResolversParentTypes['Booking']> };
  AdminRecurringRevenue: AdminRecurringRevenue;
  AdminRefundThroughProviderInput: AdminRefundThroughProviderInput;
  AdminRescheduleBookingInput: AdminRescheduleBookingInput;
  AdminRow: ApiTableRow;
  AdminRowPage: Omit<AdminRowPage, 'rows'> & { rows: Array<ResolversParentTypes['AdminRow']> };
  AdminRowPayload: Omit<AdminRowPayload, 'row'> & { row: ResolversParentTypes['AdminRow'] };
  AdminSaveAddOnInput: AdminSaveAddOnInput;
  AdminSaveCategoryInput: AdminSaveCategoryInput;
  AdminSaveCrewInput: AdminSaveCrewInput;
  AdminSaveCustomerInput: AdminSaveCustomerInput;
  AdminSaveCustomerPayload: Omit<AdminSaveCustomerPayload, 'customer'> & { customer: ResolversParentTypes['User'] };
  AdminSaveCustomerPropertyInput: AdminSaveCustomerPropertyInput;
  AdminSaveModifierInput: AdminSaveModifierInput;
  AdminSavePackageInput: AdminSavePackageInput;
  AdminSaveSeasonInput: AdminSaveSeasonInput;
  AdminSaveServiceInput: AdminSaveServiceInput;
  AdminSaveUserInput: AdminSaveUserInput;
  AdminSaveVariationInput: AdminSaveVariationInput;
  AdminSchedule: Omit<AdminSchedule, 'bookings' | 'crews' | 'parts'> & { bookings: Array<ResolversParentTypes['Booking']>, crews: Array<ResolversParentTypes['Crew']>, parts: Array<ResolversParentTypes['DayPart']> };
  AdminSeasonPayload: Omit<AdminSeasonPayload, 'season'> & { season: ResolversParentTypes['Season'] };
  AdminSelectOption: AdminSelectOption;
  AdminSendSignInLinkPayload: AdminSendSignInLinkPayload;
  AdminServicePayload: Omit<AdminServicePayload, 'service'> & { service: ResolversParentTypes['Service'] };
  AdminServiceVariationInput: AdminServiceVariationInput;
  AdminSetBookingStatusInput: AdminSetBookingStatusInput;
  AdminSortInput: AdminSortInput;
  AdminTodayJob: AdminTodayJob;
  AdminUpdateRowInput: AdminUpdateRowInput;
  AdminUploadImageInput: AdminUploadImageInput;
  AdminUploadPayload: AdminUploadPayload;
  AdminUserPayload: Omit<AdminUserPayload, 'user'> & { user: ResolversParentTypes['User'] };
  AdminVariationOptionInput: AdminVariationOptionInput;
  AdminVariationPayload: Omit<AdminVariationPayload, 'variation'> & { variation: ResolversParentTypes['Variation'] };
  AdminWeeklyPoint: AdminWeeklyPoint;
  ApiClient: ApiClient;
  ApiClientAccessInput: ApiClientAccessInput;
  ApiClientInput: ApiClientInput;
  ApiClientLimits: ApiClientLimits;
  ApiClientLimitsInput: ApiClientLimitsInput;
  ApiClientWithSecret: ApiClientWithSecret;
  AreaWaitlistEntry: AreaWaitlistEntry;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Booking: ApiBooking;
  BookingCustomer: ApiBookingCustomer;
  BookingDay: BookingDay;
  BookingDays: BookingDays;
  BookingEvent: ApiBookingEvent;
  BookingEventPage: Omit<BookingEventPage, 'nodes'> & { nodes: Array<ResolversParentTypes['BookingEvent']> };
  BookingInput: BookingInput;
  BookingLine: ApiBookingLine;
  BookingLineAddOn: ApiBookingLineAddOn;
  BookingLineInput: BookingLineInput;
  BookingLineSeason: BookingLineSeason;
  BookingLineVariation: ApiBookingLineVariation;
  BookingModifierChoice: ApiBookingModifier;
  BookingOfficeDiscount: BookingOfficeDiscount;
  BookingPage: Omit<BookingPage, 'nodes'> & { nodes: Array<ResolversParentTypes['Booking']> };
  BookingPayment: ApiBookingPayment;
  BookingPaymentPage: Omit<BookingPaymentPage, 'nodes'> & { nodes: Array<ResolversParentTypes['BookingPayment']> };
  BookingSeries: ApiSeries;
  BookingSeriesPage: Omit<BookingSeriesPage, 'nodes'> & { nodes: Array<ResolversParentTypes['BookingSeries']> };
  Boolean: Scalars['Boolean']['output'];
  CalendarChangePayload: Omit<CalendarChangePayload, 'outsideBookings'> & { outsideBookings: Array<ResolversParentTypes['Booking']> };
  CalendarDayHours: CalendarDayHours;
  CalendarDayHoursInput: CalendarDayHoursInput;
  CancelBookingInput: CancelBookingInput;
  CancelBookingPayload: Omit<CancelBookingPayload, 'booking'> & { booking: ResolversParentTypes['Booking'] };
  CancelPreview: CancelPreview;
  CancelPreviewVisit: CancelPreviewVisit;
  Category: ApiCategory;
  ChangeSeriesInput: ChangeSeriesInput;
  ChangeSeriesPayload: Omit<ChangeSeriesPayload, 'changes' | 'series'> & { changes: Array<ResolversParentTypes['SeriesVisitChange']>, series: ResolversParentTypes['BookingSeries'] };
  CloseDayInput: CloseDayInput;
  ClosedDay: ClosedDay;
  CompanyCalendar: CompanyCalendar;
  Consent: Consent;
  CreateBookingInput: CreateBookingInput;
  CreateBookingPayload: Omit<CreateBookingPayload, 'booking' | 'user'> & { booking: ResolversParentTypes['Booking'], user: ResolversParentTypes['User'] };
  Crew: ApiCrew;
  CrewDay: Omit<CrewDay, 'crew' | 'jobs' | 'parts'> & { crew?: Maybe<ResolversParentTypes['Crew']>, jobs: Array<ResolversParentTypes['Booking']>, parts: Array<ResolversParentTypes['DayPart']> };
  CrewDeactivationPreview: Omit<CrewDeactivationPreview, 'crew'> & { crew: ResolversParentTypes['Crew'] };
  CrewFutureJob: CrewFutureJob;
  CrewJobInput: CrewJobInput;
  CrewMember: ApiCrewMember;
  CrewOverCapacitySlot: CrewOverCapacitySlot;
  CustomerBookingPage: Omit<CustomerBookingPage, 'nodes'> & { nodes: Array<ResolversParentTypes['Booking']> };
  CustomerProperty: CustomerProperty;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DayPart: Omit<DayPart, 'booking'> & { booking: ResolversParentTypes['Booking'] };
  DeletePayload: DeletePayload;
  EarnedModifier: EarnedModifier;
  EmailNotice: EmailNotice;
  EmailNoticeSummary: EmailNoticeSummary;
  EmailOutboxSummary: Omit<EmailOutboxSummary, 'nodes'> & { nodes: Array<ResolversParentTypes['OutboxEmail']> };
  ErasurePayload: ErasurePayload;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  JSONObject: Scalars['JSONObject']['output'];
  JoinAreaWaitlistInput: JoinAreaWaitlistInput;
  LoginInput: LoginInput;
  LogoutPayload: LogoutPayload;
  Modifier: ApiModifier;
  ModifierOption: ApiModifierOption;
  Mutation: Record<PropertyKey, never>;
  NewCustomerInput: NewCustomerInput;
  OfficeAddress: OfficeAddress;
  OfficeBookingPaymentInput: OfficeBookingPaymentInput;
  OfficeDiscountInput: OfficeDiscountInput;
  OfficeHours: OfficeHours;
  OfficeReceivedPaymentInput: OfficeReceivedPaymentInput;
  OutboxEmail: OutboxEmail;
  Package: ApiPackage;
  PackageService: ApiPackageService;
  PageInfo: PageInfo;
  PaymentField: PaymentField;
  ProgrammeVisit: ProgrammeVisit;
  Query: Record<PropertyKey, never>;
  Quote: Omit<Quote, 'adjustments' | 'earned' | 'repeat'> & { adjustments: Array<ResolversParentTypes['QuoteAdjustment']>, earned: Array<ResolversParentTypes['EarnedModifier']>, repeat?: Maybe<ResolversParentTypes['QuoteRepeat']> };
  QuoteAddressInput: QuoteAddressInput;
  QuoteAdjustment: QuoteAdjustment;
  QuoteCredit: QuoteCredit;
  QuoteCustomerInput: QuoteCustomerInput;
  QuoteItem: QuoteItem;
  QuoteLine: QuoteLine;
  QuoteLineInput: QuoteLineInput;
  QuoteOfficeDiscount: QuoteOfficeDiscount;
  QuotePhotoInput: QuotePhotoInput;
  QuoteRepeat: Omit<QuoteRepeat, 'adjustments'> & { adjustments: Array<ResolversParentTypes['QuoteAdjustment']> };
  QuoteRequest: ApiQuoteRequest;
  QuoteRequestPage: Omit<QuoteRequestPage, 'nodes'> & { nodes: Array<ResolversParentTypes['QuoteRequest']> };
  QuoteSeasonAdjustment: QuoteSeasonAdjustment;
  RainDayContinuation: RainDayContinuation;
  RainDayPlan: Omit<RainDayPlan, 'items'> & { items: Array<ResolversParentTypes['RainDayPlanItem']> };
  RainDayPlanItem: Omit<RainDayPlanItem, 'booking' | 'crew'> & { booking: ResolversParentTypes['Booking'], crew?: Maybe<ResolversParentTypes['Crew']> };
  ReferralCreditBalance: ReferralCreditBalance;
  RegisterInput: RegisterInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  RequestQuoteInput: RequestQuoteInput;
  RequestQuotePayload: RequestQuotePayload;
  RescheduleBookingInput: RescheduleBookingInput;
  RescheduleBookingPayload: Omit<RescheduleBookingPayload, 'booking'> & { booking: ResolversParentTypes['Booking'] };
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  SaveCalendarInput: SaveCalendarInput;
  SavedCard: SavedCard;
  Season: ApiSeason;
  SeriesChangeFieldsInput: SeriesChangeFieldsInput;
  SeriesChangePreview: Omit<SeriesChangePreview, 'changes'> & { changes: Array<ResolversParentTypes['SeriesVisitChange']> };
  SeriesPlanningFailure: SeriesPlanningFailure;
  SeriesUndo: SeriesUndo;
  SeriesVisitChange: SeriesVisitChange;
  SeriesVisitPlace: SeriesVisitPlace;
  Service: ApiService;
  ServiceAddress: ServiceAddress;
  ServiceAddressInput: ServiceAddressInput;
  ServiceArea: ServiceArea;
  ServiceOption: ApiServiceOption;
  ServiceVariation: ApiServiceVariation;
  SiteInfo: SiteInfo;
  SkipSeriesVisitInput: SkipSeriesVisitInput;
  StartPaymentPayload: Omit<StartPaymentPayload, 'booking'> & { booking: ResolversParentTypes['Booking'] };
  Statement: Omit<Statement, 'entries'> & { entries: Array<ResolversParentTypes['StatementEntry']> };
  StatementEntry: StatementEntry;
  String: Scalars['String']['output'];
  TimeSlot: TimeSlot;
  Tombstone: Tombstone;
  TombstonePage: Omit<TombstonePage, 'nodes'> & { nodes: Array<ResolversParentTypes['Tombstone']> };
  UndoSeriesChangeInput: UndoSeriesChangeInput;
  UpdateBookingNotesInput: UpdateBookingNotesInput;
  UpdateBookingNotesPayload: Omit<UpdateBookingNotesPayload, 'booking'> & { booking: ResolversParentTypes['Booking'] };
  User: ApiUser;
  Variation: ApiVariation;
  VariationOption: ApiVariationOption;
  VisitPlan: VisitPlan;
  WebhookDelivery: WebhookDelivery;
  WebhookDeliveryPage: WebhookDeliveryPage;
  WebhookEndpoint: WebhookEndpoint;
  WebhookEndpointWithSecret: WebhookEndpointWithSecret;
}>;

export type AddOnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddOn'] = ResolversParentTypes['AddOn']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  serviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
}>;

export type AdminAddOnPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminAddOnPayload'] = ResolversParentTypes['AdminAddOnPayload']> = ResolversObject<{
  addOn?: Resolver<ResolversTypes['AddOn'], ParentType, ContextType>;
}>;

export type AdminBookingPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminBookingPayload'] = ResolversParentTypes['AdminBookingPayload']> = ResolversObject<{
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
  customerNotified?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type AdminCategoryPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCategoryPayload'] = ResolversParentTypes['AdminCategoryPayload']> = ResolversObject<{
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
}>;

export type AdminCreateBookingFromQuotePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCreateBookingFromQuotePayload'] = ResolversParentTypes['AdminCreateBookingFromQuotePayload']> = ResolversObject<{
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
  paymentUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quoteRequest?: Resolver<ResolversTypes['QuoteRequest'], ParentType, ContextType>;
}>;

export type AdminCrewLoadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCrewLoad'] = ResolversParentTypes['AdminCrewLoad']> = ResolversObject<{
  crews?: Resolver<Array<ResolversTypes['AdminCrewLoadRow']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['AdminLoadDay']>, ParentType, ContextType>;
}>;

export type AdminCrewLoadRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCrewLoadRow'] = ResolversParentTypes['AdminCrewLoadRow']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookedMinutes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  crewId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminCrewPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCrewPayload'] = ResolversParentTypes['AdminCrewPayload']> = ResolversObject<{
  crew?: Resolver<ResolversTypes['Crew'], ParentType, ContextType>;
}>;

export type AdminCsvExportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCsvExport'] = ResolversParentTypes['AdminCsvExport']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCustomer'] = ResolversParentTypes['AdminCustomer']> = ResolversObject<{
  bookings?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  bookingsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookingsPage?: Resolver<ResolversTypes['CustomerBookingPage'], ParentType, ContextType, RequireFields<AdminCustomerBookingsPageArgs, 'first'>>;
  officeNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['CustomerProperty']>, ParentType, ContextType>;
  totalSpent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type AdminCustomerNotesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCustomerNotesPayload'] = ResolversParentTypes['AdminCustomerNotesPayload']> = ResolversObject<{
  officeNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdminCustomerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCustomerPage'] = ResolversParentTypes['AdminCustomerPage']> = ResolversObject<{
  customers?: Resolver<Array<ResolversTypes['AdminCustomerSummary']>, ParentType, ContextType>;
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminCustomerPropertyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCustomerPropertyPayload'] = ResolversParentTypes['AdminCustomerPropertyPayload']> = ResolversObject<{
  property?: Resolver<ResolversTypes['CustomerProperty'], ParentType, ContextType>;
}>;

export type AdminCustomerSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminCustomerSummary'] = ResolversParentTypes['AdminCustomerSummary']> = ResolversObject<{
  bookingsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastVisit?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type AdminDashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminDashboard'] = ResolversParentTypes['AdminDashboard']> = ResolversObject<{
  crewLoad?: Resolver<ResolversTypes['AdminCrewLoad'], ParentType, ContextType>;
  metrics?: Resolver<Array<ResolversTypes['AdminMetric']>, ParentType, ContextType>;
  recurring?: Resolver<ResolversTypes['AdminRecurringRevenue'], ParentType, ContextType>;
  refundsDue?: Resolver<ResolversTypes['AdminMoneyOwed'], ParentType, ContextType>;
  scheduleLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thisMonth?: Resolver<ResolversTypes['AdminPeriodFigures'], ParentType, ContextType>;
  thisWeek?: Resolver<ResolversTypes['AdminPeriodFigures'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  todaysJobs?: Resolver<Array<ResolversTypes['AdminTodayJob']>, ParentType, ContextType>;
  unpaid?: Resolver<ResolversTypes['AdminMoneyOwed'], ParentType, ContextType>;
  weekly?: Resolver<Array<ResolversTypes['AdminWeeklyPoint']>, ParentType, ContextType>;
}>;

export type AdminDeactivateCrewPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminDeactivateCrewPayload'] = ResolversParentTypes['AdminDeactivateCrewPayload']> = ResolversObject<{
  crew?: Resolver<ResolversTypes['Crew'], ParentType, ContextType>;
  moved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reassignedTo?: Resolver<Maybe<ResolversTypes['Crew']>, ParentType, ContextType>;
}>;

export type AdminLoadDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminLoadDay'] = ResolversParentTypes['AdminLoadDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  workingMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminMetricResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminMetric'] = ResolversParentTypes['AdminMetric']> = ResolversObject<{
  growthPercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['AdminMetricKey'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last30?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previous30?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminModifierPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminModifierPayload'] = ResolversParentTypes['AdminModifierPayload']> = ResolversObject<{
  modifier?: Resolver<ResolversTypes['Modifier'], ParentType, ContextType>;
}>;

export type AdminMoneyOwedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminMoneyOwed'] = ResolversParentTypes['AdminMoneyOwed']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AdminOwedItem']>, ParentType, ContextType>;
  oldest?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
}>;

export type AdminOwedItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminOwedItem'] = ResolversParentTypes['AdminOwedItem']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bookingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bookingLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundReason?: Resolver<Maybe<ResolversTypes['PaymentRefundReason']>, ParentType, ContextType>;
  since?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  visitDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
}>;

export type AdminPackagePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminPackagePayload'] = ResolversParentTypes['AdminPackagePayload']> = ResolversObject<{
  package?: Resolver<ResolversTypes['Package'], ParentType, ContextType>;
}>;

export type AdminPeriodFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminPeriodFigures'] = ResolversParentTypes['AdminPeriodFigures']> = ResolversObject<{
  bookingsMade?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  moneyReceived?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  visitsCompleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitsScheduled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminRainDayPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminRainDayPayload'] = ResolversParentTypes['AdminRainDayPayload']> = ResolversObject<{
  moved?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['RainDayPlan'], ParentType, ContextType>;
  replanned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unmoved?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
}>;

export type AdminRecurringRevenueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminRecurringRevenue'] = ResolversParentTypes['AdminRecurringRevenue']> = ResolversObject<{
  activeSeries?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weeks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminRow'] = ResolversParentTypes['AdminRow']> = ResolversObject<{
  data?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['RecordStatus']>, ParentType, ContextType>;
  table?: Resolver<ResolversTypes['AdminTable'], ParentType, ContextType>;
}>;

export type AdminRowPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminRowPage'] = ResolversParentTypes['AdminRowPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['AdminRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AdminRowPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminRowPayload'] = ResolversParentTypes['AdminRowPayload']> = ResolversObject<{
  row?: Resolver<ResolversTypes['AdminRow'], ParentType, ContextType>;
}>;

export type AdminSaveCustomerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminSaveCustomerPayload'] = ResolversParentTypes['AdminSaveCustomerPayload']> = ResolversObject<{
  customer?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type AdminScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminSchedule'] = ResolversParentTypes['AdminSchedule']> = ResolversObject<{
  bookings?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  crews?: Resolver<Array<ResolversTypes['Crew']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['DayPart']>, ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type AdminSeasonPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminSeasonPayload'] = ResolversParentTypes['AdminSeasonPayload']> = ResolversObject<{
  season?: Resolver<ResolversTypes['Season'], ParentType, ContextType>;
}>;

export type AdminSelectOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminSelectOption'] = ResolversParentTypes['AdminSelectOption']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AdminSendSignInLinkPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminSendSignInLinkPayload'] = ResolversParentTypes['AdminSendSignInLinkPayload']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminServicePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminServicePayload'] = ResolversParentTypes['AdminServicePayload']> = ResolversObject<{
  service?: Resolver<ResolversTypes['Service'], ParentType, ContextType>;
}>;

export type AdminTodayJobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminTodayJob'] = ResolversParentTypes['AdminTodayJob']> = ResolversObject<{
  bookingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bookingLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  continued?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  crewColour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crewName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  inProgress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  suburb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AdminUploadPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminUploadPayload'] = ResolversParentTypes['AdminUploadPayload']> = ResolversObject<{
  file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdminUserPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminUserPayload'] = ResolversParentTypes['AdminUserPayload']> = ResolversObject<{
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type AdminVariationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminVariationPayload'] = ResolversParentTypes['AdminVariationPayload']> = ResolversObject<{
  variation?: Resolver<ResolversTypes['Variation'], ParentType, ContextType>;
}>;

export type AdminWeeklyPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminWeeklyPoint'] = ResolversParentTypes['AdminWeeklyPoint']> = ResolversObject<{
  bookings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  visits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
}>;

export type ApiClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiClient'] = ResolversParentTypes['ApiClient']> = ResolversObject<{
  allowedOrigins?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  allowedReturnUrls?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  limits?: Resolver<ResolversTypes['ApiClientLimits'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reach?: Resolver<ResolversTypes['ApiClientReach'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  rotatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  secretShown?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ApiClientLimitsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiClientLimits'] = ResolversParentTypes['ApiClientLimits']> = ResolversObject<{
  costPerMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defaults?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  quoteRequestsPerDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestsPerMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiClientWithSecretResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiClientWithSecret'] = ResolversParentTypes['ApiClientWithSecret']> = ResolversObject<{
  client?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AreaWaitlistEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AreaWaitlistEntry'] = ResolversParentTypes['AreaWaitlistEntry']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  suburb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type BookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['ServiceAddress']>, ParentType, ContextType>;
  allowedMoves?: Resolver<Array<ResolversTypes['BookingStatus']>, ParentType, ContextType>;
  amountOwed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountPaid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bookingDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  bookingTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  crew?: Resolver<Maybe<ResolversTypes['Crew']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['BookingCustomer']>, ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  guidId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  heldUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['BookingEvent']>, ParentType, ContextType>;
  historyPage?: Resolver<ResolversTypes['BookingEventPage'], ParentType, ContextType, RequireFields<BookingHistoryPageArgs, 'first'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  modifiers?: Resolver<Array<ResolversTypes['BookingModifierChoice']>, ParentType, ContextType>;
  movedFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  movedNotice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  officeDiscount?: Resolver<Maybe<ResolversTypes['BookingOfficeDiscount']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payLater?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payableByLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['BookingPayment']>, ParentType, ContextType>;
  propertyNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralCredit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  refundDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundStatus?: Resolver<Maybe<ResolversTypes['RefundStatus']>, ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  series?: Resolver<Maybe<ResolversTypes['BookingSeries']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['BookingLine']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BookingStatus'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  vatIncluded?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  visitEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visitEndDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  visitTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingCustomer'] = ResolversParentTypes['BookingCustomer']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BookingDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingDay'] = ResolversParentTypes['BookingDay']> = ResolversObject<{
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  hasRoom?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BookingDaysResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingDays'] = ResolversParentTypes['BookingDays']> = ResolversObject<{
  days?: Resolver<Array<ResolversTypes['BookingDay']>, ParentType, ContextType>;
  firstDateWithRoom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
}>;

export type BookingEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingEvent'] = ResolversParentTypes['BookingEvent']> = ResolversObject<{
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingEventPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingEventPage'] = ResolversParentTypes['BookingEventPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['BookingEvent']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type BookingLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingLine'] = ResolversParentTypes['BookingLine']> = ResolversObject<{
  addOns?: Resolver<Array<ResolversTypes['BookingLineAddOn']>, ParentType, ContextType>;
  basePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  season?: Resolver<Maybe<ResolversTypes['BookingLineSeason']>, ParentType, ContextType>;
  serviceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['BookingLineVariation']>, ParentType, ContextType>;
}>;

export type BookingLineAddOnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingLineAddOn'] = ResolversParentTypes['BookingLineAddOn']> = ResolversObject<{
  addOnId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type BookingLineSeasonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingLineSeason'] = ResolversParentTypes['BookingLineSeason']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  multiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingLineVariationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingLineVariation'] = ResolversParentTypes['BookingLineVariation']> = ResolversObject<{
  additionalCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  variationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingModifierChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingModifierChoice'] = ResolversParentTypes['BookingModifierChoice']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  base?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifierDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifierId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  modifierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optionDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  optionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  optionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ModifierType'], ParentType, ContextType>;
  units?: Resolver<Maybe<ResolversTypes['ModifierUnits']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type BookingOfficeDiscountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingOfficeDiscount'] = ResolversParentTypes['BookingOfficeDiscount']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  givenBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BookingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPage'] = ResolversParentTypes['BookingPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type BookingPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPayment'] = ResolversParentTypes['BookingPayment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bookingGuidId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  providerPaymentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  refundReason?: Resolver<Maybe<ResolversTypes['PaymentRefundReason']>, ParentType, ContextType>;
  refundReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundStatus?: Resolver<Maybe<ResolversTypes['RefundStatus']>, ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refundedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type BookingPaymentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingPaymentPage'] = ResolversParentTypes['BookingPaymentPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['BookingPayment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type BookingSeriesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingSeries'] = ResolversParentTypes['BookingSeries']> = ResolversObject<{
  bookingTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cardChargeHoursBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cardChargeWhen?: Resolver<ResolversTypes['CardChargeWhen'], ParentType, ContextType>;
  cardOnFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  crew?: Resolver<Maybe<ResolversTypes['Crew']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  firstVisitId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SeriesKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  pausedFrom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  planningFailure?: Resolver<Maybe<ResolversTypes['SeriesPlanningFailure']>, ParentType, ContextType>;
  recentVisits?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  repeatWeeks?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SeriesStatus'], ParentType, ContextType>;
  upcomingVisits?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visitCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  visits?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  visitsWithoutCrew?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
}>;

export type BookingSeriesPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BookingSeriesPage'] = ResolversParentTypes['BookingSeriesPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['BookingSeries']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type BookingStatusResolvers = { CANCELLED: 'cancelled', COMPLETED: 'completed', CONFIRMED: 'confirmed', PENDING: 'pending' };

export type CalendarChangePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarChangePayload'] = ResolversParentTypes['CalendarChangePayload']> = ResolversObject<{
  calendar?: Resolver<ResolversTypes['CompanyCalendar'], ParentType, ContextType>;
  outsideBookings?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
}>;

export type CalendarDayHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarDayHours'] = ResolversParentTypes['CalendarDayHours']> = ResolversObject<{
  closesAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opensAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weekday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CancelBookingPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancelBookingPayload'] = ResolversParentTypes['CancelBookingPayload']> = ResolversObject<{
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
}>;

export type CancelPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancelPreview'] = ResolversParentTypes['CancelPreview']> = ResolversObject<{
  allVisits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  doneVisits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  givesUpProgramme?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  laterProgrammeVisit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refundDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  visits?: Resolver<Array<ResolversTypes['CancelPreviewVisit']>, ParentType, ContextType>;
}>;

export type CancelPreviewVisitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancelPreviewVisit'] = ResolversParentTypes['CancelPreviewVisit']> = ResolversObject<{
  bookingDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  bookingTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guidId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  visitTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentCategoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type ChangeSeriesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangeSeriesPayload'] = ResolversParentTypes['ChangeSeriesPayload']> = ResolversObject<{
  changes?: Resolver<Array<ResolversTypes['SeriesVisitChange']>, ParentType, ContextType>;
  series?: Resolver<ResolversTypes['BookingSeries'], ParentType, ContextType>;
  undo?: Resolver<Maybe<ResolversTypes['SeriesUndo']>, ParentType, ContextType>;
}>;

export type ClosedDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClosedDay'] = ResolversParentTypes['ClosedDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  holiday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyCalendarResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyCalendar'] = ResolversParentTypes['CompanyCalendar']> = ResolversObject<{
  closedDays?: Resolver<Array<ResolversTypes['ClosedDay']>, ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['CalendarDayHours']>, ParentType, ContextType>;
  slotMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ConsentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Consent'] = ResolversParentTypes['Consent']> = ResolversObject<{
  givenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  withdrawnAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  wording?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateBookingPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateBookingPayload'] = ResolversParentTypes['CreateBookingPayload']> = ResolversObject<{
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type CrewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Crew'] = ResolversParentTypes['Crew']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['CrewMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrewDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrewDay'] = ResolversParentTypes['CrewDay']> = ResolversObject<{
  crew?: Resolver<Maybe<ResolversTypes['Crew']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  jobs?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['DayPart']>, ParentType, ContextType>;
}>;

export type CrewDeactivationPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrewDeactivationPreview'] = ResolversParentTypes['CrewDeactivationPreview']> = ResolversObject<{
  crew?: Resolver<ResolversTypes['Crew'], ParentType, ContextType>;
  jobs?: Resolver<Array<ResolversTypes['CrewFutureJob']>, ParentType, ContextType>;
  overCapacity?: Resolver<Array<ResolversTypes['CrewOverCapacitySlot']>, ParentType, ContextType>;
}>;

export type CrewFutureJobResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrewFutureJob'] = ResolversParentTypes['CrewFutureJob']> = ResolversObject<{
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  guidId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suburb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrewMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrewMember'] = ResolversParentTypes['CrewMember']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CrewOverCapacitySlotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CrewOverCapacitySlot'] = ResolversParentTypes['CrewOverCapacitySlot']> = ResolversObject<{
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerBookingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerBookingPage'] = ResolversParentTypes['CustomerBookingPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CustomerPropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerProperty'] = ResolversParentTypes['CustomerProperty']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suburb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DayPartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DayPart'] = ResolversParentTypes['DayPart']> = ResolversObject<{
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeletePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeletePayload'] = ResolversParentTypes['DeletePayload']> = ResolversObject<{
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EarnedModifierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EarnedModifier'] = ResolversParentTypes['EarnedModifier']> = ResolversObject<{
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  modifierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  optionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  optionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<ResolversTypes['ModifierRule'], ParentType, ContextType>;
}>;

export type EmailNoticeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailNotice'] = ResolversParentTypes['EmailNotice']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookingGuidId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EmailNoticeSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailNoticeSummary'] = ResolversParentTypes['EmailNoticeSummary']> = ResolversObject<{
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['EmailNotice']>, ParentType, ContextType>;
  retrying?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmailOutboxSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailOutboxSummary'] = ResolversParentTypes['EmailOutboxSummary']> = ResolversObject<{
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OutboxEmail']>, ParentType, ContextType>;
  waiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EmailStateResolvers = { FAILED: 'failed', SENT: 'sent', WAITING: 'waiting' };

export type ErasurePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErasurePayload'] = ResolversParentTypes['ErasurePayload']> = ResolversObject<{
  cancelledVisits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['InvoiceKind'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type LogoutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = ResolversObject<{
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ModifierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Modifier'] = ResolversParentTypes['Modifier']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['ModifierOption']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
}>;

export type ModifierOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModifierOption'] = ResolversParentTypes['ModifierOption']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modifierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rule?: Resolver<Maybe<ResolversTypes['ModifierRule']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ModifierType'], ParentType, ContextType>;
  units?: Resolver<Maybe<ResolversTypes['ModifierUnits']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ModifierRuleResolvers = { CALL_OUT: 'call_out', FIRST_TIME: 'first_time', REFERRAL: 'referral' };

export type ModifierTypeResolvers = { DISCOUNT: 'discount', EXTRA: 'extra', NO_CHARGE: 'no_charge' };

export type ModifierUnitsResolvers = { AMOUNT: 'amount', PERCENT: 'percent' };

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  adminCloseDay?: Resolver<ResolversTypes['CalendarChangePayload'], ParentType, ContextType, RequireFields<MutationAdminCloseDayArgs, 'input'>>;
  adminCreateApiClient?: Resolver<ResolversTypes['ApiClientWithSecret'], ParentType, ContextType, RequireFields<MutationAdminCreateApiClientArgs, 'input'>>;
  adminCreateBooking?: Resolver<ResolversTypes['AdminBookingPayload'], ParentType, ContextType, RequireFields<MutationAdminCreateBookingArgs, 'input'>>;
  adminCreateBookingFromQuote?: Resolver<ResolversTypes['AdminCreateBookingFromQuotePayload'], ParentType, ContextType, RequireFields<MutationAdminCreateBookingFromQuoteArgs, 'input'>>;
  adminCreateRow?: Resolver<ResolversTypes['AdminRowPayload'], ParentType, ContextType, RequireFields<MutationAdminCreateRowArgs, 'input'>>;
  adminCreateWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpointWithSecret'], ParentType, ContextType, RequireFields<MutationAdminCreateWebhookEndpointArgs, 'events' | 'url'>>;
  adminDeactivateCrew?: Resolver<ResolversTypes['AdminDeactivateCrewPayload'], ParentType, ContextType, RequireFields<MutationAdminDeactivateCrewArgs, 'input'>>;
  adminDeleteAddOn?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationAdminDeleteAddOnArgs, 'input'>>;
  adminDeleteBooking?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationAdminDeleteBookingArgs, 'input'>>;
  adminDeleteCategory?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationAdminDeleteCategoryArgs, 'input'>>;
  adminDeleteCrew?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationAdminDeleteCrewArgs, 'input'>>;
  adminDeleteCustomerProperty?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationAdminDeleteCustomerPropertyArgs, 'input'>>;
  adminDeleteModifier?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationAdminDeleteModifierArgs, 'input'>>;
  adminDeletePackage?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationAdminDeletePackageArgs, 'input'>>;
  adminDeleteRow?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationAdminDeleteRowArgs, 'input'>>;
  adminDeleteSeason?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationAdminDeleteSeasonArgs, 'input'>>;
  adminDeleteService?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationAdminDeleteServiceArgs, 'input'>>;
  adminDeleteUpload?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationAdminDeleteUploadArgs, 'input'>>;
  adminDeleteUser?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationAdminDeleteUserArgs, 'input'>>;
  adminDeleteVariation?: Resolver<ResolversTypes['DeletePayload'], ParentType, ContextType, RequireFields<MutationAdminDeleteVariationArgs, 'input'>>;
  adminDeleteWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationAdminDeleteWebhookEndpointArgs, 'id'>>;
  adminEnableWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationAdminEnableWebhookEndpointArgs, 'id'>>;
  adminEraseCustomer?: Resolver<ResolversTypes['ErasurePayload'], ParentType, ContextType, RequireFields<MutationAdminEraseCustomerArgs, 'id'>>;
  adminMarkRefunded?: Resolver<ResolversTypes['AdminBookingPayload'], ParentType, ContextType, RequireFields<MutationAdminMarkRefundedArgs, 'input'>>;
  adminOpenDay?: Resolver<ResolversTypes['CalendarChangePayload'], ParentType, ContextType, RequireFields<MutationAdminOpenDayArgs, 'date'>>;
  adminRainDay?: Resolver<ResolversTypes['AdminRainDayPayload'], ParentType, ContextType, RequireFields<MutationAdminRainDayArgs, 'input'>>;
  adminRefundThroughProvider?: Resolver<ResolversTypes['AdminBookingPayload'], ParentType, ContextType, RequireFields<MutationAdminRefundThroughProviderArgs, 'input'>>;
  adminRescheduleBooking?: Resolver<ResolversTypes['AdminBookingPayload'], ParentType, ContextType, RequireFields<MutationAdminRescheduleBookingArgs, 'input'>>;
  adminResendPaymentLink?: Resolver<ResolversTypes['AdminBookingPayload'], ParentType, ContextType, RequireFields<MutationAdminResendPaymentLinkArgs, 'id'>>;
  adminResendWebhookDelivery?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationAdminResendWebhookDeliveryArgs, 'id'>>;
  adminRetryEmail?: Resolver<ResolversTypes['OutboxEmail'], ParentType, ContextType, RequireFields<MutationAdminRetryEmailArgs, 'id'>>;
  adminRetryEmailNotice?: Resolver<ResolversTypes['EmailNotice'], ParentType, ContextType, RequireFields<MutationAdminRetryEmailNoticeArgs, 'id'>>;
  adminRevokeApiClient?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType, RequireFields<MutationAdminRevokeApiClientArgs, 'id'>>;
  adminRotateApiClient?: Resolver<ResolversTypes['ApiClientWithSecret'], ParentType, ContextType, RequireFields<MutationAdminRotateApiClientArgs, 'id'>>;
  adminSaveAddOn?: Resolver<ResolversTypes['AdminAddOnPayload'], ParentType, ContextType, RequireFields<MutationAdminSaveAddOnArgs, 'input'>>;
  adminSaveCalendar?: Resolver<ResolversTypes['CalendarChangePayload'], ParentType, ContextType, RequireFields<MutationAdminSaveCalendarArgs, 'input'>>;
  adminSaveCategory?: Resolver<ResolversTypes['AdminCategoryPayload'], ParentType, ContextType, RequireFields<MutationAdminSaveCategoryArgs, 'input'>>;
  adminSaveCrew?: Resolver<ResolversTypes['AdminCrewPayload'], ParentType, ContextType, RequireFields<MutationAdminSaveCrewArgs, 'input'>>;
  adminSaveCustomer?: Resolver<ResolversTypes['AdminSaveCustomerPayload'], ParentType, ContextType, RequireFields<MutationAdminSaveCustomerArgs, 'input'>>;
  adminSaveCustomerNotes?: Resolver<ResolversTypes['AdminCustomerNotesPayload'], ParentType, ContextType, RequireFields<MutationAdminSaveCustomerNotesArgs, 'input'>>;
  adminSaveCustomerProperty?: Resolver<ResolversTypes['AdminCustomerPropertyPayload'], ParentType, ContextType, RequireFields<MutationAdminSaveCustomerPropertyArgs, 'input'>>;
  adminSaveModifier?: Resolver<ResolversTypes['AdminModifierPayload'], ParentType, ContextType, RequireFields<MutationAdminSaveModifierArgs, 'input'>>;
  adminSavePackage?: Resolver<ResolversTypes['AdminPackagePayload'], ParentType, ContextType, RequireFields<MutationAdminSavePackageArgs, 'input'>>;
  adminSaveSeason?: Resolver<ResolversTypes['AdminSeasonPayload'], ParentType, ContextType, RequireFields<MutationAdminSaveSeasonArgs, 'input'>>;
  adminSaveService?: Resolver<ResolversTypes['AdminServicePayload'], ParentType, ContextType, RequireFields<MutationAdminSaveServiceArgs, 'input'>>;
  adminSaveUser?: Resolver<ResolversTypes['AdminUserPayload'], ParentType, ContextType, RequireFields<MutationAdminSaveUserArgs, 'input'>>;
  adminSaveVariation?: Resolver<ResolversTypes['AdminVariationPayload'], ParentType, ContextType, RequireFields<MutationAdminSaveVariationArgs, 'input'>>;
  adminSendCustomerSignInLink?: Resolver<ResolversTypes['AdminSendSignInLinkPayload'], ParentType, ContextType, RequireFields<MutationAdminSendCustomerSignInLinkArgs, 'input'>>;
  adminSetApiClientAccess?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType, RequireFields<MutationAdminSetApiClientAccessArgs, 'id' | 'input'>>;
  adminSetApiClientLimits?: Resolver<ResolversTypes['ApiClient'], ParentType, ContextType, RequireFields<MutationAdminSetApiClientLimitsArgs, 'id' | 'input'>>;
  adminSetBookingStatus?: Resolver<ResolversTypes['AdminBookingPayload'], ParentType, ContextType, RequireFields<MutationAdminSetBookingStatusArgs, 'input'>>;
  adminSetSeriesCardCharge?: Resolver<ResolversTypes['BookingSeries'], ParentType, ContextType, RequireFields<MutationAdminSetSeriesCardChargeArgs, 'seriesId' | 'when'>>;
  adminSetSeriesWindow?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationAdminSetSeriesWindowArgs, 'weeks'>>;
  adminUpdateRow?: Resolver<ResolversTypes['AdminRowPayload'], ParentType, ContextType, RequireFields<MutationAdminUpdateRowArgs, 'input'>>;
  adminUploadImage?: Resolver<ResolversTypes['AdminUploadPayload'], ParentType, ContextType, RequireFields<MutationAdminUploadImageArgs, 'input'>>;
  cancelBooking?: Resolver<ResolversTypes['CancelBookingPayload'], ParentType, ContextType, RequireFields<MutationCancelBookingArgs, 'input'>>;
  changeSeries?: Resolver<ResolversTypes['ChangeSeriesPayload'], ParentType, ContextType, RequireFields<MutationChangeSeriesArgs, 'input'>>;
  createBooking?: Resolver<ResolversTypes['CreateBookingPayload'], ParentType, ContextType, RequireFields<MutationCreateBookingArgs, 'input'>>;
  crewCompleteJob?: Resolver<ResolversTypes['AdminBookingPayload'], ParentType, ContextType, RequireFields<MutationCrewCompleteJobArgs, 'input'>>;
  crewStartJob?: Resolver<ResolversTypes['AdminBookingPayload'], ParentType, ContextType, RequireFields<MutationCrewStartJobArgs, 'input'>>;
  eraseMyAccount?: Resolver<ResolversTypes['ErasurePayload'], ParentType, ContextType>;
  joinAreaWaitlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationJoinAreaWaitlistArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeMySavedCard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  requestQuote?: Resolver<ResolversTypes['RequestQuotePayload'], ParentType, ContextType, RequireFields<MutationRequestQuoteArgs, 'input'>>;
  rescheduleBooking?: Resolver<ResolversTypes['RescheduleBookingPayload'], ParentType, ContextType, RequireFields<MutationRescheduleBookingArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  setMarketingConsent?: Resolver<Array<ResolversTypes['Consent']>, ParentType, ContextType, RequireFields<MutationSetMarketingConsentArgs, 'given'>>;
  signOutEverywhere?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  skipSeriesVisit?: Resolver<ResolversTypes['ChangeSeriesPayload'], ParentType, ContextType, RequireFields<MutationSkipSeriesVisitArgs, 'input'>>;
  startPayment?: Resolver<ResolversTypes['StartPaymentPayload'], ParentType, ContextType, RequireFields<MutationStartPaymentArgs, 'guidId' | 'saveCard'>>;
  undoSeriesChange?: Resolver<ResolversTypes['ChangeSeriesPayload'], ParentType, ContextType, RequireFields<MutationUndoSeriesChangeArgs, 'input'>>;
  updateBookingNotes?: Resolver<ResolversTypes['UpdateBookingNotesPayload'], ParentType, ContextType, RequireFields<MutationUpdateBookingNotesArgs, 'input'>>;
}>;

export type OfficeAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfficeAddress'] = ResolversParentTypes['OfficeAddress']> = ResolversObject<{
  line?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locality?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OfficeHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfficeHours'] = ResolversParentTypes['OfficeHours']> = ResolversObject<{
  closes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  days?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  daysOfWeek?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  opens?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OutboxEmailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OutboxEmail'] = ResolversParentTypes['OutboxEmail']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  failedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  recipient?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['EmailState'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PackageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Package'] = ResolversParentTypes['Package']> = ResolversObject<{
  backOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  remainingNotice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saleNotice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seasonEnd?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  seasonId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  seasonStart?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  seasonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['PackageService']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
}>;

export type PackageServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PackageService'] = ResolversParentTypes['PackageService']> = ResolversObject<{
  everyWeeks?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  firstWeek?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serviceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  serviceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PaymentFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentField'] = ResolversParentTypes['PaymentField']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentMethodResolvers = { CARD: 'card', CASH: 'cash', EFT: 'eft', PAYFAST: 'payfast' };

export type PaymentRefundReasonResolvers = { CANCELLED: 'cancelled', SECOND_PAYMENT: 'second_payment', SLOT_FULL: 'slot_full' };

export type ProgrammeVisitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProgrammeVisit'] = ResolversParentTypes['ProgrammeVisit']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  week?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminAddOn?: Resolver<Maybe<ResolversTypes['AddOn']>, ParentType, ContextType, RequireFields<QueryAdminAddOnArgs, 'id'>>;
  adminAddOns?: Resolver<Array<ResolversTypes['AddOn']>, ParentType, ContextType, Partial<QueryAdminAddOnsArgs>>;
  adminApiClients?: Resolver<Array<ResolversTypes['ApiClient']>, ParentType, ContextType>;
  adminAreaWaitlist?: Resolver<Array<ResolversTypes['AreaWaitlistEntry']>, ParentType, ContextType>;
  adminBooking?: Resolver<Maybe<ResolversTypes['Booking']>, ParentType, ContextType, RequireFields<QueryAdminBookingArgs, 'id'>>;
  adminBookings?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType, Partial<QueryAdminBookingsArgs>>;
  adminBookingsPage?: Resolver<ResolversTypes['BookingPage'], ParentType, ContextType, RequireFields<QueryAdminBookingsPageArgs, 'first'>>;
  adminCalendar?: Resolver<ResolversTypes['CompanyCalendar'], ParentType, ContextType>;
  adminCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  adminCategory?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryAdminCategoryArgs, 'id'>>;
  adminCrewDeactivationPreview?: Resolver<ResolversTypes['CrewDeactivationPreview'], ParentType, ContextType, RequireFields<QueryAdminCrewDeactivationPreviewArgs, 'crewId'>>;
  adminCrews?: Resolver<Array<ResolversTypes['Crew']>, ParentType, ContextType>;
  adminCustomer?: Resolver<Maybe<ResolversTypes['AdminCustomer']>, ParentType, ContextType, RequireFields<QueryAdminCustomerArgs, 'id'>>;
  adminCustomerStatement?: Resolver<ResolversTypes['Statement'], ParentType, ContextType, RequireFields<QueryAdminCustomerStatementArgs, 'customerId'>>;
  adminCustomers?: Resolver<ResolversTypes['AdminCustomerPage'], ParentType, ContextType, Partial<QueryAdminCustomersArgs>>;
  adminDashboard?: Resolver<ResolversTypes['AdminDashboard'], ParentType, ContextType>;
  adminEmailNotices?: Resolver<ResolversTypes['EmailNoticeSummary'], ParentType, ContextType, RequireFields<QueryAdminEmailNoticesArgs, 'first'>>;
  adminEmailOutbox?: Resolver<ResolversTypes['EmailOutboxSummary'], ParentType, ContextType, RequireFields<QueryAdminEmailOutboxArgs, 'first'>>;
  adminModifier?: Resolver<Maybe<ResolversTypes['Modifier']>, ParentType, ContextType, RequireFields<QueryAdminModifierArgs, 'id'>>;
  adminModifiers?: Resolver<Array<ResolversTypes['Modifier']>, ParentType, ContextType>;
  adminOfficeDiscountMaxPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  adminPackage?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType, RequireFields<QueryAdminPackageArgs, 'id'>>;
  adminPackages?: Resolver<Array<ResolversTypes['Package']>, ParentType, ContextType, Partial<QueryAdminPackagesArgs>>;
  adminPaymentsPage?: Resolver<ResolversTypes['BookingPaymentPage'], ParentType, ContextType, RequireFields<QueryAdminPaymentsPageArgs, 'first'>>;
  adminQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<QueryAdminQuoteArgs, 'input'>>;
  adminQuoteRequest?: Resolver<Maybe<ResolversTypes['QuoteRequest']>, ParentType, ContextType, RequireFields<QueryAdminQuoteRequestArgs, 'id'>>;
  adminQuoteRequests?: Resolver<Array<ResolversTypes['QuoteRequest']>, ParentType, ContextType, Partial<QueryAdminQuoteRequestsArgs>>;
  adminQuoteRequestsPage?: Resolver<ResolversTypes['QuoteRequestPage'], ParentType, ContextType, RequireFields<QueryAdminQuoteRequestsPageArgs, 'first'>>;
  adminRainDayPlan?: Resolver<ResolversTypes['RainDayPlan'], ParentType, ContextType, RequireFields<QueryAdminRainDayPlanArgs, 'date'>>;
  adminSchedule?: Resolver<ResolversTypes['AdminSchedule'], ParentType, ContextType, RequireFields<QueryAdminScheduleArgs, 'from' | 'to'>>;
  adminSeason?: Resolver<Maybe<ResolversTypes['Season']>, ParentType, ContextType, RequireFields<QueryAdminSeasonArgs, 'id'>>;
  adminSeasons?: Resolver<Array<ResolversTypes['Season']>, ParentType, ContextType>;
  adminSelectOptions?: Resolver<Array<ResolversTypes['AdminSelectOption']>, ParentType, ContextType, RequireFields<QueryAdminSelectOptionsArgs, 'table'>>;
  adminSeriesPage?: Resolver<ResolversTypes['BookingSeriesPage'], ParentType, ContextType, RequireFields<QueryAdminSeriesPageArgs, 'first'>>;
  adminSeriesWindow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  adminService?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType, RequireFields<QueryAdminServiceArgs, 'id'>>;
  adminServices?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType, Partial<QueryAdminServicesArgs>>;
  adminStaff?: Resolver<Array<ResolversTypes['CrewMember']>, ParentType, ContextType>;
  adminTableExport?: Resolver<ResolversTypes['AdminCsvExport'], ParentType, ContextType, RequireFields<QueryAdminTableExportArgs, 'table'>>;
  adminTableRow?: Resolver<Maybe<ResolversTypes['AdminRow']>, ParentType, ContextType, RequireFields<QueryAdminTableRowArgs, 'id' | 'table'>>;
  adminTableRows?: Resolver<ResolversTypes['AdminRowPage'], ParentType, ContextType, RequireFields<QueryAdminTableRowsArgs, 'limit' | 'offset' | 'table'>>;
  adminTombstones?: Resolver<ResolversTypes['TombstonePage'], ParentType, ContextType, RequireFields<QueryAdminTombstonesArgs, 'first'>>;
  adminUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryAdminUserArgs, 'id'>>;
  adminUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, Partial<QueryAdminUsersArgs>>;
  adminVariation?: Resolver<Maybe<ResolversTypes['Variation']>, ParentType, ContextType, RequireFields<QueryAdminVariationArgs, 'id'>>;
  adminVariations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
  adminWebhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryAdminWebhookDeliveriesArgs, 'endpointId'>>;
  adminWebhookDeliveriesPage?: Resolver<ResolversTypes['WebhookDeliveryPage'], ParentType, ContextType, RequireFields<QueryAdminWebhookDeliveriesPageArgs, 'endpointId' | 'first'>>;
  adminWebhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  booking?: Resolver<Maybe<ResolversTypes['Booking']>, ParentType, ContextType, RequireFields<QueryBookingArgs, 'guidId'>>;
  bookingDays?: Resolver<ResolversTypes['BookingDays'], ParentType, ContextType, RequireFields<QueryBookingDaysArgs, 'lines'>>;
  cancelPreview?: Resolver<ResolversTypes['CancelPreview'], ParentType, ContextType, RequireFields<QueryCancelPreviewArgs, 'guidId'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  crewDay?: Resolver<ResolversTypes['CrewDay'], ParentType, ContextType, Partial<QueryCrewDayArgs>>;
  featuredServices?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType, RequireFields<QueryFeaturedServicesArgs, 'first'>>;
  managedBooking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType, RequireFields<QueryManagedBookingArgs, 'token'>>;
  marketingConsentWording?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  modifiers?: Resolver<Array<ResolversTypes['Modifier']>, ParentType, ContextType>;
  myConsents?: Resolver<Array<ResolversTypes['Consent']>, ParentType, ContextType>;
  myDataExport?: Resolver<ResolversTypes['JSONObject'], ParentType, ContextType>;
  mySavedCard?: Resolver<Maybe<ResolversTypes['SavedCard']>, ParentType, ContextType>;
  myStatement?: Resolver<ResolversTypes['Statement'], ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['Package']>, ParentType, ContextType, RequireFields<QueryPackageArgs, 'id'>>;
  packages?: Resolver<Array<ResolversTypes['Package']>, ParentType, ContextType, Partial<QueryPackagesArgs>>;
  programmePlan?: Resolver<Array<ResolversTypes['ProgrammeVisit']>, ParentType, ContextType, RequireFields<QueryProgrammePlanArgs, 'date' | 'packageId'>>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<QueryQuoteArgs, 'input'>>;
  season?: Resolver<Maybe<ResolversTypes['Season']>, ParentType, ContextType, RequireFields<QuerySeasonArgs, 'id'>>;
  seasons?: Resolver<Array<ResolversTypes['Season']>, ParentType, ContextType>;
  seriesChangePreview?: Resolver<ResolversTypes['SeriesChangePreview'], ParentType, ContextType, RequireFields<QuerySeriesChangePreviewArgs, 'input'>>;
  seriesSkipPreview?: Resolver<ResolversTypes['SeriesChangePreview'], ParentType, ContextType, RequireFields<QuerySeriesSkipPreviewArgs, 'input'>>;
  service?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType, RequireFields<QueryServiceArgs, 'id'>>;
  serviceAreas?: Resolver<Array<ResolversTypes['ServiceArea']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType, Partial<QueryServicesArgs>>;
  siteInfo?: Resolver<ResolversTypes['SiteInfo'], ParentType, ContextType>;
  timeSlots?: Resolver<Array<ResolversTypes['TimeSlot']>, ParentType, ContextType, RequireFields<QueryTimeSlotsArgs, 'date'>>;
  visitPlan?: Resolver<ResolversTypes['VisitPlan'], ParentType, ContextType, RequireFields<QueryVisitPlanArgs, 'date' | 'lines'>>;
}>;

export type QuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = ResolversObject<{
  adjustments?: Resolver<Array<ResolversTypes['QuoteAdjustment']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  earned?: Resolver<Array<ResolversTypes['EarnedModifier']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['QuoteLine']>, ParentType, ContextType>;
  officeDiscount?: Resolver<Maybe<ResolversTypes['QuoteOfficeDiscount']>, ParentType, ContextType>;
  referralCredit?: Resolver<Maybe<ResolversTypes['QuoteCredit']>, ParentType, ContextType>;
  repeat?: Resolver<Maybe<ResolversTypes['QuoteRepeat']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tokenExpiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vatIncluded?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type QuoteAdjustmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteAdjustment'] = ResolversParentTypes['QuoteAdjustment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  base?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  modifierId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  modifierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  optionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  optionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ModifierType'], ParentType, ContextType>;
  units?: Resolver<Maybe<ResolversTypes['ModifierUnits']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type QuoteCreditResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteCredit'] = ResolversParentTypes['QuoteCredit']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuoteItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteItem'] = ResolversParentTypes['QuoteItem']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type QuoteLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteLine'] = ResolversParentTypes['QuoteLine']> = ResolversObject<{
  addOns?: Resolver<Array<ResolversTypes['QuoteItem']>, ParentType, ContextType>;
  basePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['QuoteItem']>, ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  season?: Resolver<Maybe<ResolversTypes['QuoteSeasonAdjustment']>, ParentType, ContextType>;
  seasonNotice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serviceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type QuoteOfficeDiscountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteOfficeDiscount'] = ResolversParentTypes['QuoteOfficeDiscount']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type QuoteRepeatResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteRepeat'] = ResolversParentTypes['QuoteRepeat']> = ResolversObject<{
  adjustments?: Resolver<Array<ResolversTypes['QuoteAdjustment']>, ParentType, ContextType>;
  differences?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  everyWeeks?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  laterVisitTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['QuoteLine']>, ParentType, ContextType>;
  officeDiscount?: Resolver<Maybe<ResolversTypes['QuoteOfficeDiscount']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type QuoteRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteRequest'] = ResolversParentTypes['QuoteRequest']> = ResolversObject<{
  booking?: Resolver<Maybe<ResolversTypes['Booking']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  photoUrls?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType>;
  serviceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['QuoteRequestStatus'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suburb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type QuoteRequestPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteRequestPage'] = ResolversParentTypes['QuoteRequestPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['QuoteRequest']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type QuoteSeasonAdjustmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteSeasonAdjustment'] = ResolversParentTypes['QuoteSeasonAdjustment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  multiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seasonId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RainDayContinuationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RainDayContinuation'] = ResolversParentTypes['RainDayContinuation']> = ResolversObject<{
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RainDayPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RainDayPlan'] = ResolversParentTypes['RainDayPlan']> = ResolversObject<{
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RainDayPlanItem']>, ParentType, ContextType>;
  searchDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RainDayPlanItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RainDayPlanItem'] = ResolversParentTypes['RainDayPlanItem']> = ResolversObject<{
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
  continuation?: Resolver<Maybe<ResolversTypes['RainDayContinuation']>, ParentType, ContextType>;
  crew?: Resolver<Maybe<ResolversTypes['Crew']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['RainDayOutcome'], ParentType, ContextType>;
  toDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  toTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ReferralCreditBalanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReferralCreditBalance'] = ResolversParentTypes['ReferralCreditBalance']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  friends?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RefundStatusResolvers = { DUE: 'due', REFUNDED: 'refunded' };

export type RequestPasswordResetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = ResolversObject<{
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RequestQuotePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestQuotePayload'] = ResolversParentTypes['RequestQuotePayload']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  serviceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RescheduleBookingPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RescheduleBookingPayload'] = ResolversParentTypes['RescheduleBookingPayload']> = ResolversObject<{
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
  notified?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type ResetPasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = ResolversObject<{
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SavedCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedCard'] = ResolversParentTypes['SavedCard']> = ResolversObject<{
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  savedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SeasonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Season'] = ResolversParentTypes['Season']> = ResolversObject<{
  duration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  multiplier?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['Package']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
}>;

export type SeriesActionResolvers = { CHANGE: 'change', PAUSE: 'pause', RESUME: 'resume', STOP: 'stop' };

export type SeriesChangePreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeriesChangePreview'] = ResolversParentTypes['SeriesChangePreview']> = ResolversObject<{
  changes?: Resolver<Array<ResolversTypes['SeriesVisitChange']>, ParentType, ContextType>;
  refundTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type SeriesKindResolvers = { PROGRAMME: 'programme', REPEAT: 'repeat' };

export type SeriesPlanningFailureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeriesPlanningFailure'] = ResolversParentTypes['SeriesPlanningFailure']> = ResolversObject<{
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SeriesStatusResolvers = { ACTIVE: 'active', PAUSED: 'paused', STOPPED: 'stopped' };

export type SeriesUndoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeriesUndo'] = ResolversParentTypes['SeriesUndo']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SeriesVisitChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeriesVisitChange'] = ResolversParentTypes['SeriesVisitChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['SeriesVisitPlace']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['SeriesVisitPlace']>, ParentType, ContextType>;
  guidId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refund?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  restored?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  what?: Resolver<ResolversTypes['SeriesVisitChangeKind'], ParentType, ContextType>;
}>;

export type SeriesVisitChangeKindResolvers = { CANCELLED: 'cancelled', CHANGED: 'changed', KEPT: 'kept', PLANNED: 'planned' };

export type SeriesVisitPlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeriesVisitPlace'] = ResolversParentTypes['SeriesVisitPlace']> = ResolversObject<{
  crewName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = ResolversObject<{
  addOns?: Resolver<Array<ResolversTypes['AddOn']>, ParentType, ContextType>;
  basePrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPackage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quoteOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['ServiceVariation']>, ParentType, ContextType>;
}>;

export type ServiceAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceAddress'] = ResolversParentTypes['ServiceAddress']> = ResolversObject<{
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suburb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceAreaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceArea'] = ResolversParentTypes['ServiceArea']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suburb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  travelMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ServiceOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceOption'] = ResolversParentTypes['ServiceOption']> = ResolversObject<{
  additionalCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  repeatWeeks?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ServiceVariationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceVariation'] = ResolversParentTypes['ServiceVariation']> = ResolversObject<{
  options?: Resolver<Array<ResolversTypes['ServiceOption']>, ParentType, ContextType, RequireFields<ServiceVariationOptionsArgs, 'onlyOffered'>>;
  serviceVariationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  variationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteInfo'] = ResolversParentTypes['SiteInfo']> = ResolversObject<{
  address?: Resolver<ResolversTypes['OfficeAddress'], ParentType, ContextType>;
  callOutFreeMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changeCutoffHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  officeHours?: Resolver<Array<ResolversTypes['OfficeHours']>, ParentType, ContextType>;
  paymentHoldMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneHref?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quoteHoldDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StartPaymentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StartPaymentPayload'] = ResolversParentTypes['StartPaymentPayload']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['PaymentField']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StatementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Statement'] = ResolversParentTypes['Statement']> = ResolversObject<{
  awaitingPayment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  charged?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  credited?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['StatementEntry']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundDue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type StatementEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementEntry'] = ResolversParentTypes['StatementEntry']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  bookingReference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['StatementEntryKind'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StatementEntryKindResolvers = { CREDIT_NOTE: 'credit_note', INVOICE: 'invoice', PAYMENT: 'payment', REFUND: 'refund' };

export type TimeSlotResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TimeSlot'] = ResolversParentTypes['TimeSlot']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finish?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TombstoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tombstone'] = ResolversParentTypes['Tombstone']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['TombstoneEntity'], ParentType, ContextType>;
  guidId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['TombstoneReason'], ParentType, ContextType>;
}>;

export type TombstoneEntityResolvers = { BOOKING: 'booking', CUSTOMER: 'customer', QUOTE_REQUEST: 'quote_request' };

export type TombstonePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TombstonePage'] = ResolversParentTypes['TombstonePage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Tombstone']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type TombstoneReasonResolvers = { DELETED: 'deleted', ERASED: 'erased' };

export type UpdateBookingNotesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateBookingNotesPayload'] = ResolversParentTypes['UpdateBookingNotesPayload']> = ResolversObject<{
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bookings?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referralCredit?: Resolver<Maybe<ResolversTypes['ReferralCreditBalance']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['BookingSeries']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type VariationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Variation'] = ResolversParentTypes['Variation']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['VariationOption']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
}>;

export type VariationOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VariationOption'] = ResolversParentTypes['VariationOption']> = ResolversObject<{
  additionalCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  repeatWeeks?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  variationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VisitPlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VisitPlan'] = ResolversParentTypes['VisitPlan']> = ResolversObject<{
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minLeadMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextDateWithRoom?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  seasonNotice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slotCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type WebhookDeliveryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookDeliveryPage'] = ResolversParentTypes['WebhookDeliveryPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type WebhookEndpointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  failingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastDeliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookEndpointWithSecretResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebhookEndpointWithSecret'] = ResolversParentTypes['WebhookEndpointWithSecret']> = ResolversObject<{
  endpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AddOn?: AddOnResolvers<ContextType>;
  AdminAddOnPayload?: AdminAddOnPayloadResolvers<ContextType>;
  AdminBookingPayload?: AdminBookingPayloadResolvers<ContextType>;
  AdminCategoryPayload?: AdminCategoryPayloadResolvers<ContextType>;
  AdminCreateBookingFromQuotePayload?: AdminCreateBookingFromQuotePayloadResolvers<ContextType>;
  AdminCrewLoad?: AdminCrewLoadResolvers<ContextType>;
  AdminCrewLoadRow?: AdminCrewLoadRowResolvers<ContextType>;
  AdminCrewPayload?: AdminCrewPayloadResolvers<ContextType>;
  AdminCsvExport?: AdminCsvExportResolvers<ContextType>;
  AdminCustomer?: AdminCustomerResolvers<ContextType>;
  AdminCustomerNotesPayload?: AdminCustomerNotesPayloadResolvers<ContextType>;
  AdminCustomerPage?: AdminCustomerPageResolvers<ContextType>;
  AdminCustomerPropertyPayload?: AdminCustomerPropertyPayloadResolvers<ContextType>;
  AdminCustomerSummary?: AdminCustomerSummaryResolvers<ContextType>;
  AdminDashboard?: AdminDashboardResolvers<ContextType>;
  AdminDeactivateCrewPayload?: AdminDeactivateCrewPayloadResolvers<ContextType>;
  AdminLoadDay?: AdminLoadDayResolvers<ContextType>;
  AdminMetric?: AdminMetricResolvers<ContextType>;
  AdminModifierPayload?: AdminModifierPayloadResolvers<ContextType>;
  AdminMoneyOwed?: AdminMoneyOwedResolvers<ContextType>;
  AdminOwedItem?: AdminOwedItemResolvers<ContextType>;
  AdminPackagePayload?: AdminPackagePayloadResolvers<ContextType>;
  AdminPeriodFigures?: AdminPeriodFiguresResolvers<ContextType>;
  AdminRainDayPayload?: AdminRainDayPayloadResolvers<ContextType>;
  AdminRecurringRevenue?: AdminRecurringRevenueResolvers<ContextType>;
  AdminRow?: AdminRowResolvers<ContextType>;
  AdminRowPage?: AdminRowPageResolvers<ContextType>;
  AdminRowPayload?: AdminRowPayloadResolvers<ContextType>;
  AdminSaveCustomerPayload?: AdminSaveCustomerPayloadResolvers<ContextType>;
  AdminSchedule?: AdminScheduleResolvers<ContextType>;
  AdminSeasonPayload?: AdminSeasonPayloadResolvers<ContextType>;
  AdminSelectOption?: AdminSelectOptionResolvers<ContextType>;
  AdminSendSignInLinkPayload?: AdminSendSignInLinkPayloadResolvers<ContextType>;
  AdminServicePayload?: AdminServicePayloadResolvers<ContextType>;
  AdminTodayJob?: AdminTodayJobResolvers<ContextType>;
  AdminUploadPayload?: AdminUploadPayloadResolvers<ContextType>;
  AdminUserPayload?: AdminUserPayloadResolvers<ContextType>;
  AdminVariationPayload?: AdminVariationPayloadResolvers<ContextType>;
  AdminWeeklyPoint?: AdminWeeklyPointResolvers<ContextType>;
  ApiClient?: ApiClientResolvers<ContextType>;
  ApiClientLimits?: ApiClientLimitsResolvers<ContextType>;
  ApiClientWithSecret?: ApiClientWithSecretResolvers<ContextType>;
  AreaWaitlistEntry?: AreaWaitlistEntryResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Booking?: BookingResolvers<ContextType>;
  BookingCustomer?: BookingCustomerResolvers<ContextType>;
  BookingDay?: BookingDayResolvers<ContextType>;
  BookingDays?: BookingDaysResolvers<ContextType>;
  BookingEvent?: BookingEventResolvers<ContextType>;
  BookingEventPage?: BookingEventPageResolvers<ContextType>;
  BookingLine?: BookingLineResolvers<ContextType>;
  BookingLineAddOn?: BookingLineAddOnResolvers<ContextType>;
  BookingLineSeason?: BookingLineSeasonResolvers<ContextType>;
  BookingLineVariation?: BookingLineVariationResolvers<ContextType>;
  BookingModifierChoice?: BookingModifierChoiceResolvers<ContextType>;
  BookingOfficeDiscount?: BookingOfficeDiscountResolvers<ContextType>;
  BookingPage?: BookingPageResolvers<ContextType>;
  BookingPayment?: BookingPaymentResolvers<ContextType>;
  BookingPaymentPage?: BookingPaymentPageResolvers<ContextType>;
  BookingSeries?: BookingSeriesResolvers<ContextType>;
  BookingSeriesPage?: BookingSeriesPageResolvers<ContextType>;
  BookingStatus?: BookingStatusResolvers;
  CalendarChangePayload?: CalendarChangePayloadResolvers<ContextType>;
  CalendarDayHours?: CalendarDayHoursResolvers<ContextType>;
  CancelBookingPayload?: CancelBookingPayloadResolvers<ContextType>;
  CancelPreview?: CancelPreviewResolvers<ContextType>;
  CancelPreviewVisit?: CancelPreviewVisitResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  ChangeSeriesPayload?: ChangeSeriesPayloadResolvers<ContextType>;
  ClosedDay?: ClosedDayResolvers<ContextType>;
  CompanyCalendar?: CompanyCalendarResolvers<ContextType>;
  Consent?: ConsentResolvers<ContextType>;
  CreateBookingPayload?: CreateBookingPayloadResolvers<ContextType>;
  Crew?: CrewResolvers<ContextType>;
  CrewDay?: CrewDayResolvers<ContextType>;
  CrewDeactivationPreview?: CrewDeactivationPreviewResolvers<ContextType>;
  CrewFutureJob?: CrewFutureJobResolvers<ContextType>;
  CrewMember?: CrewMemberResolvers<ContextType>;
  CrewOverCapacitySlot?: CrewOverCapacitySlotResolvers<ContextType>;
  CustomerBookingPage?: CustomerBookingPageResolvers<ContextType>;
  CustomerProperty?: CustomerPropertyResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DayPart?: DayPartResolvers<ContextType>;
  DeletePayload?: DeletePayloadResolvers<ContextType>;
  EarnedModifier?: EarnedModifierResolvers<ContextType>;
  EmailNotice?: EmailNoticeResolvers<ContextType>;
  EmailNoticeSummary?: EmailNoticeSummaryResolvers<ContextType>;
  EmailOutboxSummary?: EmailOutboxSummaryResolvers<ContextType>;
  EmailState?: EmailStateResolvers;
  ErasurePayload?: ErasurePayloadResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  JSONObject?: GraphQLScalarType;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  Modifier?: ModifierResolvers<ContextType>;
  ModifierOption?: ModifierOptionResolvers<ContextType>;
  ModifierRule?: ModifierRuleResolvers;
  ModifierType?: ModifierTypeResolvers;
  ModifierUnits?: ModifierUnitsResolvers;
  Mutation?: MutationResolvers<ContextType>;
  OfficeAddress?: OfficeAddressResolvers<ContextType>;
  OfficeHours?: OfficeHoursResolvers<ContextType>;
  OutboxEmail?: OutboxEmailResolvers<ContextType>;
  Package?: PackageResolvers<ContextType>;
  PackageService?: PackageServiceResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentField?: PaymentFieldResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers;
  PaymentRefundReason?: PaymentRefundReasonResolvers;
  ProgrammeVisit?: ProgrammeVisitResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  QuoteAdjustment?: QuoteAdjustmentResolvers<ContextType>;
  QuoteCredit?: QuoteCreditResolvers<ContextType>;
  QuoteItem?: QuoteItemResolvers<ContextType>;
  QuoteLine?: QuoteLineResolvers<ContextType>;
  QuoteOfficeDiscount?: QuoteOfficeDiscountResolvers<ContextType>;
  QuoteRepeat?: QuoteRepeatResolvers<ContextType>;
  QuoteRequest?: QuoteRequestResolvers<ContextType>;
  QuoteRequestPage?: QuoteRequestPageResolvers<ContextType>;
  QuoteSeasonAdjustment?: QuoteSeasonAdjustmentResolvers<ContextType>;
  RainDayContinuation?: RainDayContinuationResolvers<ContextType>;
  RainDayPlan?: RainDayPlanResolvers<ContextType>;
  RainDayPlanItem?: RainDayPlanItemResolvers<ContextType>;
  ReferralCreditBalance?: ReferralCreditBalanceResolvers<ContextType>;
  RefundStatus?: RefundStatusResolvers;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  RequestQuotePayload?: RequestQuotePayloadResolvers<ContextType>;
  RescheduleBookingPayload?: RescheduleBookingPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  SavedCard?: SavedCardResolvers<ContextType>;
  Season?: SeasonResolvers<ContextType>;
  SeriesAction?: SeriesActionResolvers;
  SeriesChangePreview?: SeriesChangePreviewResolvers<ContextType>;
  SeriesKind?: SeriesKindResolvers;
  SeriesPlanningFailure?: SeriesPlanningFailureResolvers<ContextType>;
  SeriesStatus?: SeriesStatusResolvers;
  SeriesUndo?: SeriesUndoResolvers<ContextType>;
  SeriesVisitChange?: SeriesVisitChangeResolvers<ContextType>;
  SeriesVisitChangeKind?: SeriesVisitChangeKindResolvers;
  SeriesVisitPlace?: SeriesVisitPlaceResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  ServiceAddress?: ServiceAddressResolvers<ContextType>;
  ServiceArea?: ServiceAreaResolvers<ContextType>;
  ServiceOption?: ServiceOptionResolvers<ContextType>;
  ServiceVariation?: ServiceVariationResolvers<ContextType>;
  SiteInfo?: SiteInfoResolvers<ContextType>;
  StartPaymentPayload?: StartPaymentPayloadResolvers<ContextType>;
  Statement?: StatementResolvers<ContextType>;
  StatementEntry?: StatementEntryResolvers<ContextType>;
  StatementEntryKind?: StatementEntryKindResolvers;
  TimeSlot?: TimeSlotResolvers<ContextType>;
  Tombstone?: TombstoneResolvers<ContextType>;
  TombstoneEntity?: TombstoneEntityResolvers;
  TombstonePage?: TombstonePageResolvers<ContextType>;
  TombstoneReason?: TombstoneReasonResolvers;
  UpdateBookingNotesPayload?: UpdateBookingNotesPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  VariationOption?: VariationOptionResolvers<ContextType>;
  VisitPlan?: VisitPlanResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryPage?: WebhookDeliveryPageResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookEndpointWithSecret?: WebhookEndpointWithSecretResolvers<ContextType>;
}>;

