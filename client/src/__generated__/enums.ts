/* eslint-disable */
/** The figures counted on the admin dashboard. */
export const AdminMetricKey = {
  /** Add-ons. */
  ADD_ONS: 'ADD_ONS',
  /** Bookings made by a checkout (the customer's or the office's) and not cancelled; a series' own visits are not counted. */
  BOOKINGS: 'BOOKINGS',
  /** Users with role client. */
  CLIENTS: 'CLIENTS',
  /** Packages. */
  PACKAGES: 'PACKAGES',
  /** Services. */
  SERVICES: 'SERVICES',
  /** All users. */
  USERS: 'USERS'
} as const;

export type AdminMetricKey = typeof AdminMetricKey[keyof typeof AdminMetricKey];
/** The tables of the generic admin list and record screens (/admin/{tableId}). */
export const AdminTable = {
  /** Add-ons (/admin/addons). */
  ADDONS: 'ADDONS',
  /** Bookings (/admin/bookings). */
  BOOKINGS: 'BOOKINGS',
  /** Booking modifier records (/admin/booking-manager). */
  BOOKING_MANAGER: 'BOOKING_MANAGER',
  /** Categories (/admin/categories). */
  CATEGORIES: 'CATEGORIES',
  /** Modifiers (/admin/modifiers). */
  MODIFIERS: 'MODIFIERS',
  /** Packages (/admin/packages). */
  PACKAGES: 'PACKAGES',
  /** Seasons (/admin/seasons). */
  SEASONS: 'SEASONS',
  /** Services (/admin/services). */
  SERVICES: 'SERVICES',
  /** The suburbs served, with travel minutes from the nearest branch (/admin/service-areas). */
  SERVICE_AREAS: 'SERVICE_AREAS',
  /** Users (/admin/users). */
  USERS: 'USERS',
  /** Variations (/admin/variations). */
  VARIATIONS: 'VARIATIONS'
} as const;

export type AdminTable = typeof AdminTable[keyof typeof AdminTable];
/** What a partner's key reads of bookings and customers (docs/graphql.md, "Keys and scopes"). */
export const ApiClientReach = {
  /** Every booking and customer of the company (the clients made before there was a choice). */
  ALL: 'ALL',
  /** Only the bookings its own client made, and the customers it booked for (a new client's default). */
  OWN: 'OWN'
} as const;

export type ApiClientReach = typeof ApiClientReach[keyof typeof ApiClientReach];
/** The life cycle of a booking: PENDING -> CONFIRMED -> COMPLETED; PENDING or CONFIRMED -> CANCELLED. */
export const BookingStatus = {
  /** Cancelled; no longer holds its time slot. */
  CANCELLED: 'CANCELLED',
  /** The work has been done. */
  COMPLETED: 'COMPLETED',
  /** Paid (a verified payment notification arrived) or confirmed by an administrator. */
  CONFIRMED: 'CONFIRMED',
  /** Saved, waiting for payment; holds its time slot for 30 minutes. */
  PENDING: 'PENDING'
} as const;

export type BookingStatus = typeof BookingStatus[keyof typeof BookingStatus];
/** When a series' later visits are charged to its customer's card on file (the office's choice per series). */
export const CardChargeWhen = {
  /** CARD_ON_FILE_CHARGE_HOURS_BEFORE hours before each visit; the visit stays pending (unpaid) until charged. */
  BEFORE_VISIT: 'BEFORE_VISIT',
  /** Once the crew has completed the visit: it is held confirmed with nothing paid, the card the promised way to pay. */
  WHEN_DONE: 'WHEN_DONE'
} as const;

export type CardChargeWhen = typeof CardChargeWhen[keyof typeof CardChargeWhen];
/** Where an e-mail of the outbox is. */
export const EmailState = {
  /** Given up after 72 hours of refusals: nobody received it. */
  FAILED: 'FAILED',
  /** Accepted by the mail server. */
  SENT: 'SENT',
  /** Stored, not yet accepted by the mail server: it is tried again (a refusal is retried for 72 hours). */
  WAITING: 'WAITING'
} as const;

export type EmailState = typeof EmailState[keyof typeof EmailState];
/**
 * The `extensions.code` of every error the gateway answers with. No field returns it: it is listed so that the
 * gateway builds its errors and the client reads them with one generated type.
 */
export const ErrorCode = {
  /** A quote request that has already been booked. */
  ALREADY_BOOKED: 'ALREADY_BOOKED',
  /** The address's suburb is not a service area. */
  AREA_NOT_SERVED: 'AREA_NOT_SERVED',
  /** Apollo Server: the HTTP request is malformed. */
  BAD_REQUEST: 'BAD_REQUEST',
  /** A value to fix (`extensions.field` / `extensions.fields` name it); Apollo's own code for invalid variables. */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /** Nothing was written: try the same request again after `extensions.retryAfterSeconds`. */
  BUSY: 'BUSY',
  /**
   * Several office moves made together (the rain day) refused, nothing moved: a booking changed (moved,
   * cancelled or given another crew) since the plan was made, or is moved twice in it. Look at the new plan.
   */
  CHANGED: 'CHANGED',
  /** A booking can no longer be changed by the customer this close to its day. */
  CHANGE_WINDOW_CLOSED: 'CHANGE_WINDOW_CLOSED',
  /** The day is not worked (closed weekday, holiday, closed day) or the time is not one of its starts. */
  CLOSED_TIME: 'CLOSED_TIME',
  /** Another conflict the api refused with. */
  CONFLICT: 'CONFLICT',
  /** The crew already has a job at that time. */
  CREW_BUSY: 'CREW_BUSY',
  /** A record with these details already exists (or a request key used for another booking). */
  DUPLICATE: 'DUPLICATE',
  /** An account with this e-mail address already exists. */
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  /** Signed in, but not allowed to do this. */
  FORBIDDEN: 'FORBIDDEN',
  /** Apollo Server: the document could not be parsed (or has too many tokens). */
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  /** Apollo Server: the document is not valid against the schema (or is too deep or too costly). */
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  /** An unexpected failure (its details are logged, not sent). */
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  /** Sign-in refused: wrong e-mail address or password. */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** A password-reset link that is invalid or has expired. */
  INVALID_TOKEN: 'INVALID_TOKEN',
  /** The booking's status does not allow this change. */
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  /** The record is still used by other records. */
  IN_USE: 'IN_USE',
  /** The company always keeps one active admin. */
  LAST_ADMIN: 'LAST_ADMIN',
  /** A manage-booking link that is invalid or has expired. */
  MANAGE_LINK_INVALID: 'MANAGE_LINK_INVALID',
  /** The record does not exist (or is not the caller's). */
  NOT_FOUND: 'NOT_FOUND',
  /** The booking is not a visit of a recurring series or programme (skipSeriesVisit). */
  NOT_IN_SERIES: 'NOT_IN_SERIES',
  /** A booking that cannot be paid (not PENDING, or already paid). */
  NOT_PAYABLE: 'NOT_PAYABLE',
  /** Nothing is owed back on that booking (or payment). */
  NO_REFUND_DUE: 'NO_REFUND_DUE',
  /** Apollo Server: the operation name matches no operation in the document. */
  OPERATION_RESOLUTION_FAILURE: 'OPERATION_RESOLUTION_FAILURE',
  /** A package booked outside its season. */
  OUT_OF_SEASON: 'OUT_OF_SEASON',
  /**
   * Deactivating the crew would leave times booked over capacity (the preview lists them); nothing changed.
   * Confirm it (`confirmOverCapacity`, the field named) to go on.
   */
  OVER_CAPACITY: 'OVER_CAPACITY',
  /** A customer asked to be deleted while a paid visit is still to come: cancel it or call the office first. */
  PAID_VISITS_AHEAD: 'PAID_VISITS_AHEAD',
  /** A persisted query's `sha256Hash` is not the hash of the query sent with it (nothing was run). */
  PERSISTED_QUERY_HASH_MISMATCH: 'PERSISTED_QUERY_HASH_MISMATCH',
  /** Apollo Server: the persisted query is not known. */
  PERSISTED_QUERY_NOT_FOUND: 'PERSISTED_QUERY_NOT_FOUND',
  /** Apollo Server: persisted queries are not supported. */
  PERSISTED_QUERY_NOT_SUPPORTED: 'PERSISTED_QUERY_NOT_SUPPORTED',
  /**
   * The booking would be charged another total than the one the customer agreed to (`expectedTotal` or
   * `quoteToken` of createBooking): nothing was saved. `extensions.total` is the new total in rand;
   * quote again, show it and ask the customer to confirm it.
   */
  PRICE_CHANGED: 'PRICE_CHANGED',
  /** The payment provider did not answer: the refund may or may not have been made. Check at the provider before trying again. */
  PROVIDER_OUTCOME_UNKNOWN: 'PROVIDER_OUTCOME_UNKNOWN',
  /** The payment provider refused the refund: nothing was refunded or recorded. */
  PROVIDER_REFUSED: 'PROVIDER_REFUSED',
  /** A service that is priced by quote only. */
  QUOTE_ONLY: 'QUOTE_ONLY',
  /** Too many attempts; `extensions.retryAfterSeconds` says how long to wait when known. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** A referral credit the price took off was used by another booking meanwhile (the booking is priced again). */
  REFERRAL_CREDIT_USED: 'REFERRAL_CREDIT_USED',
  /** The chosen time slot is fully booked. */
  SLOT_FULL: 'SLOT_FULL',
  /** The catalogue changed while the booking was priced. */
  STALE_CATALOGUE: 'STALE_CATALOGUE',
  /** The customer already has the most unpaid bookings allowed. */
  TOO_MANY_HOLDS: 'TOO_MANY_HOLDS',
  /** The booking would start sooner than the lead time allows. */
  TOO_SOON: 'TOO_SOON',
  /** Not signed in, or the session has ended. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** The time to undo a change has passed (undoSeriesChange). */
  UNDO_EXPIRED: 'UNDO_EXPIRED',
  /** The booking service could not be reached or failed. */
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  /** The work does not fit in the day from the chosen time. */
  WORK_DOES_NOT_FIT: 'WORK_DOES_NOT_FIT',
  /** A table whose rows only their own screens may write. */
  WRITE_REFUSED: 'WRITE_REFUSED'
} as const;

export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];
/** Which document: a tax invoice for a payment, or a credit note for a refund. */
export const InvoiceKind = {
  /** A credit note for a refund made, referring to its payment's invoice. */
  CREDIT_NOTE: 'CREDIT_NOTE',
  /** A tax invoice (or a plain invoice when the business is not VAT-registered) for a payment. */
  INVOICE: 'INVOICE'
} as const;

export type InvoiceKind = typeof InvoiceKind[keyof typeof InvoiceKind];
/** Which rule decides a modifier option (the gateway applies it; the customer does not pick it). */
export const ModifierRule = {
  /** The suburb's travel minutes from the nearest branch. */
  CALL_OUT: 'CALL_OUT',
  /** No earlier booking (not cancelled) for the account, its e-mail or its phone. */
  FIRST_TIME: 'FIRST_TIME',
  /** A new customer who gave another customer's referral code. */
  REFERRAL: 'REFERRAL'
} as const;

export type ModifierRule = typeof ModifierRule[keyof typeof ModifierRule];
/** How a modifier option changes the running total. */
export const ModifierType = {
  /** Subtracts a flat amount or a percent of the running total (never below 0). */
  DISCOUNT: 'DISCOUNT',
  /** Adds a flat amount or a percent of the running total. */
  EXTRA: 'EXTRA',
  /** No change to the price (units null, value 0). */
  NO_CHARGE: 'NO_CHARGE'
} as const;

export type ModifierType = typeof ModifierType[keyof typeof ModifierType];
/** The units of a modifier option's value. */
export const ModifierUnits = {
  /** The value is an amount in rand. */
  AMOUNT: 'AMOUNT',
  /** The value is a percent of the running total. */
  PERCENT: 'PERCENT'
} as const;

export type ModifierUnits = typeof ModifierUnits[keyof typeof ModifierUnits];
/** How a booking the office makes will be paid. */
export const OfficePaymentWay = {
  /** E-mail the customer a link to pay it; the booking holds its place until a chosen time. */
  LINK: 'LINK',
  /** Already paid (card, EFT or cash): recorded, and the booking is confirmed. */
  PAID: 'PAID'
} as const;

export type OfficePaymentWay = typeof OfficePaymentWay[keyof typeof OfficePaymentWay];
/** How a payment was made: the online form (PAYFAST), or what the office took. */
export const PaymentMethod = {
  /** A card, on the card machine. */
  CARD: 'CARD',
  /** Cash. */
  CASH: 'CASH',
  /** A bank transfer (EFT). */
  EFT: 'EFT',
  /** The online payment form (PayFast or its simulator). */
  PAYFAST: 'PAYFAST'
} as const;

export type PaymentMethod = typeof PaymentMethod[keyof typeof PaymentMethod];
/** Why a payment is owed back to the customer. */
export const PaymentRefundReason = {
  /** The booking had been cancelled (or its paid booking was cancelled since). */
  CANCELLED: 'CANCELLED',
  /** The booking was already paid: a second payment. */
  SECOND_PAYMENT: 'SECOND_PAYMENT',
  /** It came after the booking's 30-minute hold ran out and the slot has filled since. */
  SLOT_FULL: 'SLOT_FULL'
} as const;

export type PaymentRefundReason = typeof PaymentRefundReason[keyof typeof PaymentRefundReason];
/** Where a quote request stands: NEW until the office books it, then BOOKED. */
export const QuoteRequestStatus = {
  /** The office has booked it (a booking was made from it). */
  BOOKED: 'BOOKED',
  /** Asked by the customer; the office has not booked it yet. */
  NEW: 'NEW'
} as const;

export type QuoteRequestStatus = typeof QuoteRequestStatus[keyof typeof QuoteRequestStatus];
/** Where a rain day's plan puts a booking. */
export const RainDayOutcome = {
  /** No room within the days searched: it stays; call the customer. */
  NO_ROOM: 'NO_ROOM',
  /** Moves to another active crew that is free then (its own is not). */
  OTHER_CREW: 'OTHER_CREW',
  /** Moves and keeps its crew (or stays unassigned). */
  SAME_CREW: 'SAME_CREW',
  /** Moves and becomes unassigned (no crew is free then). */
  UNASSIGNED: 'UNASSIGNED'
} as const;

export type RainDayOutcome = typeof RainDayOutcome[keyof typeof RainDayOutcome];
/** The status of a catalogue record or user account (statusId 1..4; the legacy reading 5 'Cancelled' reads as INACTIVE). */
export const RecordStatus = {
  /** statusId 1: active and offered to customers. */
  ACTIVE: 'ACTIVE',
  /** statusId 4: blocked (users). */
  BLOCKED: 'BLOCKED',
  /** statusId 3: inactive (withdrawn); legacy statusId 5 also reads as INACTIVE. */
  INACTIVE: 'INACTIVE',
  /** statusId 2: pending, not yet offered. */
  PENDING: 'PENDING'
} as const;

export type RecordStatus = typeof RecordStatus[keyof typeof RecordStatus];
/** Money owed back on a booking or a payment. */
export const RefundStatus = {
  /** Owed: the office refunds it through the payment provider. */
  DUE: 'DUE',
  /** Refunded. */
  REFUNDED: 'REFUNDED'
} as const;

export type RefundStatus = typeof RefundStatus[keyof typeof RefundStatus];
/** The role of a user account (legacy 'customer' reads as CLIENT, 'advisor' as STAFF). */
export const Role = {
  /** Administrator: may use every admin* operation. */
  ADMIN: 'ADMIN',
  /** Customer (legacy 'customer'); every new account is a client. */
  CLIENT: 'CLIENT',
  /** Manager. */
  MANAGER: 'MANAGER',
  /** Staff member (legacy 'advisor'). */
  STAFF: 'STAFF'
} as const;

export type Role = typeof Role[keyof typeof Role];
/** What to do with a recurring series. */
export const SeriesAction = {
  /** The office's only: change the weekday, start time, crew or later-visit price from a date (ChangeSeriesInput.change). */
  CHANGE: 'CHANGE',
  /** Stop making visits for now; the upcoming ones outside the cut-off are cancelled. */
  PAUSE: 'PAUSE',
  /** Make visits again from the next date in the cadence after today. */
  RESUME: 'RESUME',
  /** End the series; the upcoming visits outside the cut-off are cancelled. */
  STOP: 'STOP'
} as const;

export type SeriesAction = typeof SeriesAction[keyof typeof SeriesAction];
/** What made a series: a repeating option, or a seasonal package. */
export const SeriesKind = {
  /** A seasonal package's visits, all dated when booked and paid once. */
  PROGRAMME: 'PROGRAMME',
  /** A visit every few weeks at the first visit's slot, until stopped or its end date. */
  REPEAT: 'REPEAT'
} as const;

export type SeriesKind = typeof SeriesKind[keyof typeof SeriesKind];
/** Whether a recurring series still makes visits. */
export const SeriesStatus = {
  /** Visits are created ahead. */
  ACTIVE: 'ACTIVE',
  /** No visits are created until resumed; the upcoming ones outside the change cut-off were cancelled. */
  PAUSED: 'PAUSED',
  /** Ended: the upcoming visits outside the change cut-off were cancelled. */
  STOPPED: 'STOPPED'
} as const;

export type SeriesStatus = typeof SeriesStatus[keyof typeof SeriesStatus];
/** What a change to a series does to one visit. */
export const SeriesVisitChangeKind = {
  /** Cancelled (a paid one is owed back: refund). */
  CANCELLED: 'CANCELLED',
  /** Moved, given another crew, or re-priced. */
  CHANGED: 'CHANGED',
  /** A paid visit from the date nobody ticked: left booked as it is. */
  KEPT: 'KEPT',
  /** Planned (again, after a pause: restored). */
  PLANNED: 'PLANNED'
} as const;

export type SeriesVisitChangeKind = typeof SeriesVisitChangeKind[keyof typeof SeriesVisitChangeKind];
/** Sort direction for admin tables. */
export const SortDirection = {
  /** Ascending. */
  ASC: 'ASC',
  /** Descending. */
  DESC: 'DESC'
} as const;

export type SortDirection = typeof SortDirection[keyof typeof SortDirection];
/** What a statement line records. */
export const StatementEntryKind = {
  /** A credit note issued for a refund: what was credited. */
  CREDIT_NOTE: 'CREDIT_NOTE',
  /** A tax invoice issued for a payment: what was charged. */
  INVOICE: 'INVOICE',
  /** Money received (online, or by card, EFT or cash at the office). */
  PAYMENT: 'PAYMENT',
  /** Money given back. */
  REFUND: 'REFUND'
} as const;

export type StatementEntryKind = typeof StatementEntryKind[keyof typeof StatementEntryKind];
/** What kind of record a tombstone is about. */
export const TombstoneEntity = {
  /** A booking (its id and guidId). */
  BOOKING: 'BOOKING',
  /** A customer (their id, as AdminCustomer.id). */
  CUSTOMER: 'CUSTOMER',
  /** A quote request (its id). */
  QUOTE_REQUEST: 'QUOTE_REQUEST'
} as const;

export type TombstoneEntity = typeof TombstoneEntity[keyof typeof TombstoneEntity];
/** Why a record is gone. */
export const TombstoneReason = {
  /** Deleted by the office. */
  DELETED: 'DELETED',
  /** A customer's personal data erased at their request (POPIA): their bookings stay, without it. */
  ERASED: 'ERASED'
} as const;

export type TombstoneReason = typeof TombstoneReason[keyof typeof TombstoneReason];
/** What became of a delivery (WebhookDelivery.status). */
export const WebhookDeliveryStatus = {
  /** The endpoint answered 2xx. */
  DELIVERED: 'DELIVERED',
  /** Given up after 24 hours. */
  FAILED: 'FAILED',
  /** To be tried (again after a failure). */
  PENDING: 'PENDING'
} as const;

export type WebhookDeliveryStatus = typeof WebhookDeliveryStatus[keyof typeof WebhookDeliveryStatus];