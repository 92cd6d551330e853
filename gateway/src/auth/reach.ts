/**
 * Who reaches what (docs/product.md, "Roles" and "What a booking id shows"): the one module of the
 * rule, by operation, by table and by field.
 * - ADMIN: every admin* operation.
 * - MANAGER: the office, that is every admin* operation except managing users (the Users screens and
 *   the users table) and the Developer page, which is the admin's (`@greenleaf/shared/office-reach`:
 *   the client's routes and sidebar read the same list; the Developer page's operations, partners' API
 *   clients, are in ADMIN_ONLY_OPERATIONS); of the accounts, customers only
 *   (`mayReachAccount`: select options, customer records, their notes and properties).
 * - STAFF: their crew's day (crewDay, crewStartJob, crewCompleteJob), nothing of the admin area; of a
 *   booking, contact and gate code only when it is their crew's job (`bookingReach`).
 * - CLIENT: their own bookings and account.
 * - Anyone: a booking by its id as a receipt (no contact details, address or notes).
 * - A partner's API client (`Authorization: Bearer`): only the operations its scopes name
 *   (`operationScope`, checked before anything runs by developers/scope-plugin.ts).
 * Every operation of the schema has its entry in OPERATION_REACH (gateway/src/auth/reach.test.ts walks
 * the schema: an operation without one fails it). Every admin* resolver is wrapped by `guardAll`
 * (gateway/src/admin/guard.ts), which asks `mayReach` before the resolver runs.
 */
import { ADMIN_ONLY_TABLES as SHARED_ADMIN_ONLY_TABLES, isOfficeRole } from '@greenleaf/shared/office-reach';
import type { AdminTable } from '../__generated__/resolvers-types.js';
import { openedByManageLink } from '../booking/manage-token.js';
import { managedGuidId } from '../booking/manage-access.js';
import type { ApiScope } from '@greenleaf/shared/rules/api-scopes';
import type { GatewayContext, KeyClient } from '../context.js';
import { roleOf } from '../domain/status.js';
import type { SessionUser } from '../session.js';

/** Operations only an admin reaches (managing accounts). */
export const ADMIN_ONLY_OPERATIONS: ReadonlySet<string> = new Set([
  'adminUsers',
  'adminUser',
  'adminSaveUser',
  'adminDeleteUser',
  // the company's calendar: managers read it, the admin changes it
  'adminSaveCalendar',
  'adminCloseDay',
  'adminOpenDay',
  // partners' API clients (the Developers page)
  'adminApiClients',
  'adminCreateApiClient',
  'adminRotateApiClient',
  'adminRevokeApiClient',
  'adminSetApiClientLimits',
  'adminSetApiClientAccess',
  // partners' webhook endpoints (also a key with webhooks:manage: OFFICE_KEY_SCOPES)
  'adminWebhookEndpoints',
  'adminWebhookDeliveries',
  'adminWebhookDeliveriesPage',
  'adminCreateWebhookEndpoint',
  'adminDeleteWebhookEndpoint',
  'adminResendWebhookDelivery',
  'adminEnableWebhookEndpoint',
]);

/**
 * Who an operation lets in, before it looks at what it is asked for:
 * - anyone: public (a booking read this way is a receipt: `bookingReach` decides its fields);
 * - holder: anyone may ask, the booking or series decides: its signed-in owner, the office, or the
 *   holder of a manage link of that booking (`mayChangeBooking`, gateway/src/series/access.ts);
 * - crew: staff and the office; office: ADMIN and MANAGER (`mayReach`); admin: ADMIN only.
 */
export type OperationReach = 'anyone' | 'holder' | 'crew' | 'office' | 'admin';

/** The scope a partner's key needs for an operation; null for one no key may call. */
type KeyScope = ApiScope | null;

/**
 * The public operations, each with the scope a partner's key needs to call it (null: no key may).
 * docs/graphql.md, "Keys and scopes".
 */
const PUBLIC_OPERATIONS: Readonly<Record<string, KeyScope>> = {
  categories: 'catalogue:read',
  category: 'catalogue:read',
  services: 'catalogue:read',
  featuredServices: 'catalogue:read',
  service: 'catalogue:read',
  seasons: 'catalogue:read',
  season: 'catalogue:read',
  packages: 'catalogue:read',
  package: 'catalogue:read',
  modifiers: 'catalogue:read',
  timeSlots: 'catalogue:read',
  programmePlan: 'catalogue:read',
  visitPlan: 'catalogue:read',
  bookingDays: 'catalogue:read',
  serviceAreas: 'catalogue:read',
  siteInfo: 'catalogue:read',
  marketingConsentWording: 'catalogue:read',
  quote: 'quotes:write',
  booking: 'bookings:read',
  createBooking: 'bookings:write',
  startPayment: 'bookings:write',
  requestQuote: 'quote-requests:write',
  // a person's own account and sign-in: never a key's
  me: null,
  managedBooking: null,
  register: null,
  login: null,
  logout: null,
  requestPasswordReset: null,
  resetPassword: null,
  joinAreaWaitlist: null,
};

const HOLDER_OPERATIONS = [
  'cancelPreview',
  'cancelBooking',
  'rescheduleBooking',
  'updateBookingNotes',
  'seriesChangePreview',
  'seriesSkipPreview',
  'changeSeries',
  'skipSeriesVisit',
  'undoSeriesChange',
  // the signed-in user's own sessions and links: UNAUTHENTICATED for nobody
  'signOutEverywhere',
  // POPIA: the signed-in customer's own consents, data and erasure
  'myConsents',
  'myDataExport',
  // the signed-in customer's own statement
  'myStatement',
  'setMarketingConsent',
  'eraseMyAccount',
  // the signed-in customer's own card on file
  'mySavedCard',
  'removeMySavedCard',
] as const;

const CREW_OPERATIONS = ['crewDay', 'crewStartJob', 'crewCompleteJob'] as const;

/** The office's operations (ADMIN and MANAGER); ADMIN_ONLY_OPERATIONS are the admin's. */
const OFFICE_OPERATIONS = [
  'adminSeriesWindow',
  'adminDashboard',
  'adminCrews',
  'adminStaff',
  'adminCustomer',
  'adminSchedule',
  'adminTableRows',
  'adminTableRow',
  'adminTableExport',
  'adminSelectOptions',
  'adminServices',
  'adminService',
  'adminVariations',
  'adminVariation',
  'adminModifiers',
  'adminModifier',
  'adminBookings',
  'adminBookingsPage',
  'adminBooking',
  'adminQuoteRequests',
  'adminQuoteRequestsPage',
  'adminTombstones',
  'adminSeriesPage',
  'adminPaymentsPage',
  'adminQuoteRequest',
  'adminSeasons',
  'adminSeason',
  'adminPackages',
  'adminPackage',
  'adminAddOns',
  'adminAddOn',
  'adminCategories',
  'adminCategory',
  'adminCustomers',
  'adminQuote',
  'adminCalendar',
  'adminRainDayPlan',
  'adminCrewDeactivationPreview',
  'adminOfficeDiscountMaxPercent',
  'adminAreaWaitlist',
  'adminEmailOutbox',
  'adminEmailNotices',
  'adminRetryEmail',
  'adminRetryEmailNotice',
  'adminSetSeriesWindow',
  'adminSetSeriesCardCharge',
  'adminCreateRow',
  'adminUpdateRow',
  'adminDeleteRow',
  'adminSaveService',
  'adminDeleteService',
  'adminSaveModifier',
  'adminDeleteModifier',
  'adminSaveVariation',
  'adminDeleteVariation',
  'adminSetBookingStatus',
  'adminMarkRefunded',
  'adminRefundThroughProvider',
  'adminCreateBooking',
  'adminRescheduleBooking',
  'adminDeleteBooking',
  'adminSaveSeason',
  'adminDeleteSeason',
  'adminSavePackage',
  'adminDeletePackage',
  'adminSaveAddOn',
  'adminDeleteAddOn',
  'adminSaveCategory',
  'adminDeleteCategory',
  'adminUploadImage',
  'adminDeleteUpload',
  'adminCreateBookingFromQuote',
  'adminSaveCustomerNotes',
  'adminSaveCrew',
  'adminDeleteCrew',
  'adminRainDay',
  'adminSaveCustomer',
  'adminSendCustomerSignInLink',
  'adminSaveCustomerProperty',
  'adminDeleteCustomerProperty',
  'adminResendPaymentLink',
  'adminDeactivateCrew',
  'adminEraseCustomer',
  'adminCustomerStatement',
] as const;

/** The office's operations a partner's key may call, by the scope it needs (of the admin's, only its webhooks). */
const OFFICE_KEY_SCOPES: Readonly<Record<string, ApiScope>> = {
  adminBookings: 'bookings:read',
  adminBookingsPage: 'bookings:read',
  adminTombstones: 'bookings:read',
  adminSeriesPage: 'bookings:read',
  adminPaymentsPage: 'bookings:read',
  adminBooking: 'bookings:read',
  adminCustomers: 'customers:read',
  adminCustomer: 'customers:read',
  adminWebhookEndpoints: 'webhooks:manage',
  adminWebhookDeliveries: 'webhooks:manage',
  adminWebhookDeliveriesPage: 'webhooks:manage',
  adminCreateWebhookEndpoint: 'webhooks:manage',
  adminDeleteWebhookEndpoint: 'webhooks:manage',
  adminResendWebhookDelivery: 'webhooks:manage',
  adminEnableWebhookEndpoint: 'webhooks:manage',
};

/**
 * The reach of every operation. A name the schema has and this table does not is a failing test
 * (reach.test.ts), and a manager is refused it: a new operation is placed here when it is added.
 */
const OPERATION_REACH: ReadonlyMap<string, OperationReach> = new Map<string, OperationReach>([
  ...Object.keys(PUBLIC_OPERATIONS).map((op) => [op, 'anyone'] as const),
  ...HOLDER_OPERATIONS.map((op) => [op, 'holder'] as const),
  ...CREW_OPERATIONS.map((op) => [op, 'crew'] as const),
  ...OFFICE_OPERATIONS.map((op) => [op, 'office'] as const),
  ...[...ADMIN_ONLY_OPERATIONS].map((op) => [op, 'admin'] as const),
]);

/** The reach of an operation of the schema; undefined for a name the table does not know. */
export function operationReach(operation: string): OperationReach | undefined {
  return OPERATION_REACH.get(operation);
}

/**
 * The scope a partner's key needs for an operation: a public one's from PUBLIC_OPERATIONS, the few
 * office reads of OFFICE_KEY_SCOPES; every other operation of the table null (no key may call it:
 * a person's own, a holder's, the crew's, the rest of the office's and the admin's). Undefined for a
 * name the table does not know, which a key is refused too (reach.test.ts walks the schema).
 */
export function operationScope(operation: string): KeyScope | undefined {
  if (!OPERATION_REACH.has(operation)) return undefined;
  return PUBLIC_OPERATIONS[operation] ?? OFFICE_KEY_SCOPES[operation] ?? null;
}

/** The scope `client` lacks for `operation` (null when it may call it; 'none' when no key may). */
export function missingScope(client: Pick<KeyClient, 'scopes'>, operation: string): ApiScope | 'none' | null {
  const scope = operationScope(operation);
  if (scope === undefined || scope === null) return 'none';
  return client.scopes.includes(scope) ? null : scope;
}

/** Tables of the generic admin table operations only an admin reaches (shared/office-reach, with the client's pages). */
const ADMIN_ONLY_TABLES: ReadonlySet<AdminTable> = new Set(
  SHARED_ADMIN_ONLY_TABLES.map((t) => t.toUpperCase() as AdminTable),
);

/** The generic table operations, whose `table` (or `input.table`) decides. */
const TABLE_OPERATIONS: ReadonlySet<string> = new Set([
  'adminTableRows',
  'adminTableRow',
  'adminTableExport',
  'adminCreateRow',
  'adminUpdateRow',
  'adminDeleteRow',
]);

/** The office: who runs the business from /admin. */
export const isOffice = (user: SessionUser | null | undefined): boolean => isOfficeRole(user?.role);

function tableOf(args: unknown): unknown {
  const a = (args ?? {}) as { table?: unknown; input?: { table?: unknown } | null };
  return a.table ?? a.input?.table;
}

/** Whether `user` may run the admin operation `operation` with these arguments. */
export function mayReach(user: SessionUser, operation: string, args: unknown): boolean {
  if (user.role === 'ADMIN') return true;
  if (user.role !== 'MANAGER') return false;
  if (operationReach(operation) !== 'office') return false;
  if (TABLE_OPERATIONS.has(operation) && ADMIN_ONLY_TABLES.has(tableOf(args) as AdminTable)) return false;
  return true;
}

/**
 * Whether `viewer` may see or act on the account `account` (its role as the api writes it): the
 * admin every account, a manager customers only (not staff or admin accounts), nobody else any.
 */
export function mayReachAccount(
  viewer: SessionUser | null | undefined,
  account: { role?: string | null | undefined },
): boolean {
  if (viewer?.role === 'ADMIN') return true;
  return viewer?.role === 'MANAGER' && roleOf(account.role) === 'CLIENT';
}

/** What a booking needs to say who reaches it. */
interface BookingKeys {
  guidId: string;
  userId?: number | null | undefined;
  crewId?: number | null | undefined;
}

/**
 * Who may change this booking (cancel it, move it, change its notes, see what a cancel would do): its
 * signed-in owner, the office, or whoever holds a valid manage link for this very booking (a token
 * for another booking opens nothing here). Anyone else holds a receipt.
 */
export async function mayChangeBooking(
  ctx: Pick<GatewayContext, 'session' | 'config' | 'api'>,
  booking: BookingKeys,
  manageToken: string | null | undefined,
): Promise<{ allowed: boolean; admin: boolean; actorId: number | null }> {
  const viewer = ctx.session.user;
  const admin = isOffice(viewer);
  if (viewer && (viewer.id === booking.userId || admin)) return { allowed: true, admin, actorId: viewer.id };
  if (manageToken && (await managedGuidId(ctx, manageToken)) === booking.guidId) {
    return { allowed: true, admin: false, actorId: booking.userId ?? null };
  }
  return { allowed: false, admin: false, actorId: null };
}

/**
 * What a reader reaches of one booking (docs/product.md, "What a booking id shows"):
 * - details: the customer's contact details, the visit's address and the property notes (gate code,
 *   pets) — for the office, the booking's signed-in owner, whoever opened it with its manage link,
 *   and a crew member when it is their crew's job;
 * - receipt: anyone else holding its id: services, date, time, total, status and payment state only.
 * Every field of a booking that is not a receipt's asks this, and nothing else decides it.
 */
export async function bookingReach(
  ctx: Pick<GatewayContext, 'session' | 'api'>,
  booking: BookingKeys,
): Promise<'details' | 'receipt'> {
  const viewer = ctx.session.user;
  if (!viewer) return openedByManageLink(booking) ? 'details' : 'receipt';
  if (isOffice(viewer) || viewer.id === booking.userId || openedByManageLink(booking)) return 'details';
  return (await onBookingsCrew(ctx, booking)) ? 'details' : 'receipt';
}

/** The crew the booking is assigned to, when the signed-in viewer is a member of it (staff only). */
async function onBookingsCrew(ctx: Pick<GatewayContext, 'session' | 'api'>, booking: BookingKeys) {
  const viewer = ctx.session.user;
  if (viewer?.role !== 'STAFF' || booking.crewId == null) return null;
  // one crews read per request (the api client's memo), however many bookings
  const crew = (await ctx.api.get('crews/list.php')).find((c) => c.id === booking.crewId);
  return crew?.members.some((m) => m.id === viewer.id) ? crew : null;
}

/**
 * The crew a booking is assigned to, as its reader may see it: the office sees every booking's crew,
 * a crew member only their own crew's (a member of another crew sees no crew name, as a customer
 * does not); anyone else null.
 */
export async function bookingCrew(ctx: Pick<GatewayContext, 'session' | 'api'>, booking: BookingKeys) {
  if (booking.crewId == null) return null;
  if (isOffice(ctx.session.user)) {
    return (await ctx.api.get('crews/list.php')).find((c) => c.id === booking.crewId) ?? null;
  }
  return onBookingsCrew(ctx, booking);
}
