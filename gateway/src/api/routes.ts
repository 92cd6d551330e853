/**
 * Every REST path the gateway calls, with its method, the zod schema of its reply and the schemas of
 * the body and query string the api validates (shared/src/rest, the api's own), so that a path typo or
 * a misspelled body field does not compile and every reply is validated (docs/api.md).
 */
import * as addOns from '@greenleaf/shared/rest/addons';
import { SaveAreaWaitlistBody } from '@greenleaf/shared/rest/area-waitlist';
import * as bookings from '@greenleaf/shared/rest/bookings';
import * as calendar from '@greenleaf/shared/rest/calendar';
import * as categories from '@greenleaf/shared/rest/categories';
import { DeactivateCrewBody, SaveCrewBody } from '@greenleaf/shared/rest/crews';
import * as dashboard from '@greenleaf/shared/rest/dashboard';
import * as customers from '@greenleaf/shared/rest/customers';
import { zIdQuery } from '@greenleaf/shared/rest/fields';
import * as loginFailures from '@greenleaf/shared/rest/login-failures';
import * as options from '@greenleaf/shared/rest/option-parents';
import * as packages from '@greenleaf/shared/rest/packages';
import * as privacy from '@greenleaf/shared/rest/privacy';
import { QueryBody } from '@greenleaf/shared/rest/query';
import * as quoteRequests from '@greenleaf/shared/rest/quote-requests';
import * as schedule from '@greenleaf/shared/rest/schedule';
import * as seasons from '@greenleaf/shared/rest/seasons';
import * as series from '@greenleaf/shared/rest/series';
import * as services from '@greenleaf/shared/rest/services';
import { UploadFileQuery } from '@greenleaf/shared/rest/uploads';
import * as users from '@greenleaf/shared/rest/users';
import * as invoices from '@greenleaf/shared/rest/invoices';
import { z } from 'zod';
import { get, keysetPage, post } from './route-entry.js';
import { OUTBOUND_ROUTES } from './routes-outbound.js';
import {
  ApiBookingSchema,
  ApiCancelPreviewSchema,
  ApiCoveringSchema,
  ApiBookingEventSchema,
  ApiBookingPaymentSchema,
  ApiPaymentsPageSchema,
  ApiQuoteBookedSchema,
  ApiQuoteRequestSchema,
  ApiSavedQuoteRequestSchema,
  ApiRecordPaymentReplySchema,
  ApiSavedBookingSchema,
  ApiStatusReplySchema,
} from './replies/bookings.js';
import {
  ApiAddOnSchema,
  ApiCategorySchema,
  ApiModifierOptionSchema,
  ApiModifierSchema,
  ApiPackageSchema,
  ApiAreaWaitlistEntrySchema,
  ApiSeasonSchema,
  ApiServiceSchema,
  ApiServicesWithTabsSchema,
  ApiServiceAreaSchema,
  ApiVariationOptionSchema,
  ApiVariationSchema,
} from './replies/catalogue.js';
import {
  ApiIdReplySchema,
  ApiRowSchema,
  ApiRemoveSchema,
  ApiSuccessSchema,
  ApiUploadReplySchema,
} from './replies/common.js';
import {
  ApiAdminStatSchema,
  ApiCrewLoadSchema,
  ApiDashboardFiguresSchema,
  ApiDashboardOwedSchema,
  ApiDashboardTodaySchema,
} from './replies/dashboard.js';
import {
  ApiCalendarChangeSchema,
  ApiCalendarSchema,
  ApiCrewSchema,
  ApiCrewDeactivatedSchema,
  ApiCrewDeactivationPreviewSchema,
  ApiSlotDaysSchema,
  ApiSlotsSchema,
} from './replies/schedule.js';
import {
  ApiSeriesExtendSchema,
  ApiSeriesRevenueSchema,
  ApiSeriesChangeSchema,
  ApiSeriesSchema,
  ApiSeriesPageSchema,
  ApiSeriesSettingsSchema,
} from './replies/series.js';
import {
  ApiCustomerPageSchema,
  ApiPropertySchema,
  ApiAttemptReservationSchema,
  ApiPasswordResetSchema,
  ApiResetTokenSchema,
  ApiUserSchema,
} from './replies/users.js';
import { ApiInvoiceSchema } from './invoice-replies.js';
import { ApiConsentSchema } from './replies/privacy.js';
import { ApiStatementSchema } from './replies/money.js';
import * as moneyRoutes from '@greenleaf/shared/rest/money';

/** The generic query endpoint answers rows, a page, a row or `{success}` depending on the action. */
const QueryReplySchema = z.union([
  z.array(ApiRowSchema),
  z.object({
    rows: z.array(ApiRowSchema),
    endCursor: z.string().nullable(),
    hasNextPage: z.boolean(),
    total: z.number().int().optional(),
  }),
  z.object({ rows: z.array(ApiRowSchema), total: z.number().int() }),
  ApiRemoveSchema,
  ApiSuccessSchema,
  ApiRowSchema,
]);

/** Everything pricing needs, with the catalogue version it was read at (one transaction). */
const CatalogueSnapshotSchema = z.object({
  catalogueVersion: z.number().int().min(0),
  services: z.array(ApiServiceSchema),
  packages: z.array(ApiPackageSchema),
  seasons: z.array(ApiSeasonSchema),
  modifiers: z.array(ApiModifierSchema),
});

const ROUTES = {
  ...OUTBOUND_ROUTES,
  'catalogue/snapshot.php': get(CatalogueSnapshotSchema),

  // Tax invoices and credit notes (issued by the api with payments and refunds).
  'invoices/list.php': get(z.array(ApiInvoiceSchema), invoices.InvoicesOfBookingQuery),
  'invoices/get.php': get(ApiInvoiceSchema, invoices.InvoiceQuery),
  'invoices/of-payment.php': get(ApiInvoiceSchema, invoices.InvoiceOfPaymentQuery),

  'users/save.php': post(ApiUserSchema, users.SaveUserBody),
  'users/office-notes.php': get(z.object({ officeNotes: z.string().nullable() }), zIdQuery),
  'users/set-office-notes.php': post(
    z.object({ officeNotes: z.string().nullable() }),
    users.SetOfficeNotesBody,
  ),
  'users/authenticate.php': post(ApiUserSchema, users.AuthenticateBody),
  'users/get.php': get(ApiUserSchema, users.GetUserQuery),
  'users/get-by-email.php': get(ApiUserSchema, users.GetUserByEmailQuery),
  'users/users.php': get(z.array(ApiUserSchema), users.ListUsersQuery),
  'users/delete.php': get(ApiSuccessSchema, zIdQuery),
  'users/draft-order.php': get(ApiBookingSchema, users.DraftOrderQuery),
  'users/get-admin-stat.php': get(ApiAdminStatSchema, dashboard.DashboardQuery),
  'users/create-reset-token.php': post(ApiResetTokenSchema, users.CreateResetTokenBody),
  'users/reset-password.php': post(ApiPasswordResetSchema, users.ResetPasswordBody),
  'users/end-sessions.php': post(ApiSuccessSchema, users.UserIdBody),
  'users/sessions/open.php': post(z.object({ sid: z.string() }), users.OpenSessionBody),
  'users/sessions/user.php': get(ApiUserSchema, users.SessionIdFields),
  'users/sessions/end.php': post(ApiSuccessSchema, users.SessionIdFields),
  'users/login-failures/reserve.php': post(ApiAttemptReservationSchema, loginFailures.ReserveBody),
  'users/login-failures/clear.php': post(ApiSuccessSchema, loginFailures.ClearBody),

  'privacy/consents.php': get(z.array(ApiConsentSchema), privacy.PrivacyUserQuery),
  'privacy/consent.php': post(z.array(ApiConsentSchema), privacy.SetConsentBody),
  'privacy/export.php': get(z.record(z.string(), z.unknown()), privacy.PrivacyUserQuery),
  // A customer's statement (the accounting export is streamed: gateway/src/money/accounting-download.ts).
  'money/statement.php': get(ApiStatementSchema, moneyRoutes.StatementQuery),
  'money/payments-page.php': get(ApiPaymentsPageSchema, moneyRoutes.PaymentsPageQuery),
  'privacy/erase.php': post(z.object({ cancelled: z.number().int() }), privacy.EraseBody),

  'categories/save.php': post(ApiCategorySchema, categories.SaveCategoryBody),
  'categories/get.php': get(ApiCategorySchema, zIdQuery),
  'categories/list.php': get(z.array(ApiCategorySchema), categories.ListCategoriesQuery),
  'categories/delete.php': get(ApiSuccessSchema, zIdQuery),
  'categories/get-category-with-services.php': get(ApiServicesWithTabsSchema, zIdQuery),

  'services/save.php': post(ApiServiceSchema, services.SaveServiceBody),
  'services/get.php': get(ApiServiceSchema, zIdQuery),
  'services/list.php': get(z.array(ApiServiceSchema), services.ListServicesQuery),
  'services/get-all-services-with-tabs.php': get(ApiServicesWithTabsSchema),
  'services/delete.php': get(ApiRemoveSchema, zIdQuery),

  'addons/save.php': post(ApiAddOnSchema, addOns.SaveAddOnBody),
  'addons/get.php': get(ApiAddOnSchema, zIdQuery),
  'addons/list.php': get(z.array(ApiAddOnSchema), addOns.ListAddOnsQuery),
  'addons/delete.php': get(ApiRemoveSchema, zIdQuery),

  'seasons/save.php': post(ApiSeasonSchema, seasons.SaveSeasonBody),
  'seasons/get.php': get(ApiSeasonSchema, zIdQuery),
  'seasons/list.php': get(z.array(ApiSeasonSchema), seasons.ListSeasonsQuery),
  'seasons/list-with-packages.php': get(z.array(ApiSeasonSchema), seasons.ListSeasonsQuery),
  'seasons/delete.php': get(ApiSuccessSchema, zIdQuery),

  'packages/save.php': post(ApiPackageSchema, packages.SavePackageBody),
  'packages/get.php': get(ApiPackageSchema, zIdQuery),
  'packages/list.php': get(z.array(ApiPackageSchema), packages.ListPackagesQuery),
  'packages/delete.php': get(ApiRemoveSchema, zIdQuery),

  'modifier/save.php': post(ApiIdReplySchema, options.ParentFields),
  'modifier/get.php': get(ApiModifierSchema, zIdQuery),
  'modifier/list.php': get(z.array(ApiModifierSchema)),
  'modifier/delete.php': get(ApiRemoveSchema, zIdQuery),
  'modifier/save-with-options.php': post(ApiModifierSchema, options.SaveModifierWithOptionsBody),
  'modifieroption/save.php': post(ApiIdReplySchema, options.SaveModifierOptionBody),
  'modifieroption/get.php': get(ApiModifierOptionSchema, zIdQuery),
  'modifieroption/list.php': get(z.array(ApiModifierOptionSchema), options.ModifierOptionsQuery),
  'modifieroption/delete.php': get(ApiRemoveSchema, zIdQuery),

  'variation/save.php': post(ApiIdReplySchema, options.ParentFields),
  'variation/get.php': get(ApiVariationSchema, zIdQuery),
  'variation/list.php': get(z.array(ApiVariationSchema)),
  'variation/delete.php': get(ApiRemoveSchema, zIdQuery),
  'variation/save-with-options.php': post(ApiVariationSchema, options.SaveVariationWithOptionsBody),
  'variationoption/save.php': post(ApiIdReplySchema, options.SaveVariationOptionBody),
  'variationoption/get.php': get(ApiVariationOptionSchema, zIdQuery),
  'variationoption/list.php': get(z.array(ApiVariationOptionSchema), options.VariationOptionsQuery),
  'variationoption/delete.php': get(ApiRemoveSchema, zIdQuery),

  'bookings/save.php': post(ApiSavedBookingSchema, bookings.SaveBookingBody),
  'bookings/by-idempotency-key.php': get(ApiSavedBookingSchema, bookings.ByIdempotencyKeyQuery),
  'bookings/get.php': get(ApiBookingSchema, bookings.GetBookingQuery),
  'bookings/list.php': get(z.array(ApiBookingSchema), bookings.ListBookingsQuery),
  'bookings/claim-provider-refund.php': post(
    z.object({
      claimed: z.boolean(),
      attempt: z
        .object({
          claimedAt: z.string(),
          outcome: z.string().nullable(),
          detail: z.string().nullable(),
          reference: z.string().nullable(),
        })
        .nullable(),
    }),
    bookings.ClaimProviderRefundBody,
  ),
  'bookings/provider-refund-result.php': post(
    z.object({ recorded: z.boolean() }),
    bookings.ProviderRefundResultBody,
  ),
  'bookings/page.php': get(
    z.object({
      nodes: z.array(ApiBookingSchema),
      hasNextPage: z.boolean(),
      endCursor: z.string().nullable(),
    }),
    bookings.BookingsPageQuery,
  ),
  'bookings/list-by-user-id.php': get(z.array(ApiBookingSchema), bookings.UserBookingsQuery),
  'bookings/by-user-page.php': get(keysetPage(ApiBookingSchema), bookings.UserBookingsPageQuery),
  'bookings/history-page.php': get(keysetPage(ApiBookingEventSchema), bookings.BookingHistoryPageQuery),
  'bookings/delete.php': get(ApiSuccessSchema, zIdQuery),
  'bookings/confirm.php': get(ApiStatusReplySchema, bookings.BookingKeyQuery),
  'bookings/cancel.php': get(ApiStatusReplySchema, bookings.BookingKeyQuery),
  'bookings/cancel-preview.php': get(ApiCancelPreviewSchema, bookings.BookingKeyQuery),
  'bookings/set-status.php': post(ApiBookingSchema.extend({ moved: z.boolean() }), bookings.SetStatusBody),
  'bookings/reschedule.php': post(ApiBookingSchema, bookings.RescheduleBody),
  'bookings/start.php': post(ApiBookingSchema, bookings.BookingKeyBody),
  'bookings/mark-refunded.php': post(ApiBookingSchema, bookings.MarkRefundedBody),
  'bookings/history.php': get(z.array(ApiBookingEventSchema), bookings.BookingKeyQuery),
  'bookings/payments.php': get(z.array(ApiBookingPaymentSchema), bookings.BookingKeyQuery),
  'bookings/set-notes.php': post(ApiBookingSchema, bookings.SetNotesBody),
  'bookings/claim-reminders.php': post(z.array(ApiBookingSchema), bookings.ClaimRemindersBody),
  'bookings/record-payment.php': post(ApiRecordPaymentReplySchema, bookings.RecordPaymentBody),
  'bookings/slots.php': get(ApiSlotsSchema, bookings.SlotsQuery),
  'bookings/slot-days.php': get(ApiSlotDaysSchema, bookings.SlotDaysQuery),
  'service-areas/list.php': get(z.array(ApiServiceAreaSchema)),
  'calendar/get.php': get(ApiCalendarSchema, calendar.CalendarQuery),
  'calendar/save.php': post(ApiCalendarChangeSchema, calendar.SaveCalendarBody),
  'calendar/close-day.php': post(ApiCalendarChangeSchema, calendar.CloseDayBody),
  'calendar/open-day.php': post(ApiCalendarChangeSchema, calendar.OpenDayBody),
  'bookings/earned-facts.php': get(
    z.object({
      bookedBefore: z.boolean(),
      referrerId: z.number().int().nullable(),
      /** The account's referral credits available now, oldest first (none without `userId`). */
      credits: z.array(z.object({ id: z.number().int(), amount: z.number() })).default([]),
    }),
    bookings.EarnedFactsQuery,
  ),

  'bookingmodifier/save.php': post(ApiRowSchema, bookings.SaveBookingModifierBody),
  'bookingmodifier/get.php': get(ApiRowSchema, zIdQuery),
  'bookingmodifier/list.php': get(z.array(ApiRowSchema), bookings.BookingModifiersQuery),
  'bookingmodifier/delete.php': get(ApiSuccessSchema, zIdQuery),

  'query/query.php': post(QueryReplySchema, QueryBody),

  'upload/upload.php': post(ApiUploadReplySchema, 'multipart'),

  'area-waitlist/save.php': post(ApiAreaWaitlistEntrySchema, SaveAreaWaitlistBody),
  'area-waitlist/list.php': get(z.array(ApiAreaWaitlistEntrySchema)),
  'quote-requests/save.php': post(ApiSavedQuoteRequestSchema, quoteRequests.SaveQuoteRequestBody),
  'quote-requests/list.php': get(z.array(ApiQuoteRequestSchema), quoteRequests.ListQuoteRequestsQuery),
  'quote-requests/get.php': get(ApiQuoteRequestSchema, zIdQuery),
  'quote-requests/page.php': get(keysetPage(ApiQuoteRequestSchema), quoteRequests.QuoteRequestsPageQuery),
  'quote-requests/book.php': post(ApiQuoteBookedSchema, quoteRequests.BookQuoteRequestBody),
  'upload/delete.php': get(ApiSuccessSchema, UploadFileQuery),

  'series/list.php': get(z.array(ApiSeriesSchema), series.SeriesListQuery),
  'series/get.php': get(ApiSeriesSchema, series.SeriesGetQuery),
  'series/page.php': get(ApiSeriesPageSchema, series.SeriesPageQuery),
  'series/change.php': post(ApiSeriesChangeSchema, series.ChangeSeriesBody),
  'series/skip.php': post(ApiSeriesChangeSchema, series.SkipVisitBody),
  'series/undo.php': post(ApiSeriesSchema, series.UndoSeriesBody),
  'series/extend.php': post(ApiSeriesExtendSchema, series.ExtendSeriesBody),
  // GET reads the setting, POST writes it.
  'series/settings.php': {
    ...get(ApiSeriesSettingsSchema),
    ...post(ApiSeriesSettingsSchema, series.SeriesSettingsBody),
  },
  'series/revenue.php': get(ApiSeriesRevenueSchema, series.SeriesRevenueQuery),

  'dashboard/figures.php': get(ApiDashboardFiguresSchema, dashboard.DashboardQuery),
  'dashboard/owed.php': get(ApiDashboardOwedSchema, dashboard.DashboardQuery),
  'dashboard/today.php': get(ApiDashboardTodaySchema, dashboard.DashboardQuery),
  'dashboard/crew-load.php': get(ApiCrewLoadSchema, dashboard.CrewLoadQuery),

  'crews/list.php': get(z.array(ApiCrewSchema)),
  'crews/get.php': get(ApiCrewSchema, zIdQuery),
  'crews/save.php': post(ApiCrewSchema, SaveCrewBody),
  'crews/delete.php': get(ApiRemoveSchema, zIdQuery),
  'crews/deactivation-preview.php': get(ApiCrewDeactivationPreviewSchema, zIdQuery),
  'crews/deactivate.php': post(ApiCrewDeactivatedSchema, DeactivateCrewBody),

  'customers/list.php': get(ApiCustomerPageSchema, customers.ListCustomersQuery),
  'customers/save.php': post(ApiUserSchema, customers.SaveCustomerBody),
  'customers/figures.php': get(
    z.object({ bookingsCount: z.number().int(), totalSpent: z.number() }),
    customers.CustomerFiguresQuery,
  ),
  'customers/properties.php': get(z.array(ApiPropertySchema), customers.PropertiesQuery),
  'customers/save-property.php': post(ApiPropertySchema, customers.SavePropertyBody),
  'customers/delete-property.php': post(ApiSuccessSchema, customers.DeletePropertyBody),

  'bookings/covering.php': get(ApiCoveringSchema, schedule.CoveringQuery),
  'bookings/move-many.php': post(z.array(ApiBookingSchema), schedule.MoveManyBody),
} as const;

type Routes = typeof ROUTES;
export type RoutePath = keyof Routes;
/** The paths that take a GET (a path may take both a GET and a POST). */
export type GetPath = { [P in RoutePath]: Routes[P] extends { GET: object } ? P : never }[RoutePath];
/** The paths that take a POST. */
export type PostPath = { [P in RoutePath]: Routes[P] extends { POST: object } ? P : never }[RoutePath];
/** What a GET of the path answers. */
export type GetReply<P extends GetPath> = P extends unknown
  ? Routes[P] extends { GET: { reply: infer S extends z.ZodType } }
    ? z.infer<S>
    : never
  : never;
/** What a POST to the path answers. */
export type PostReply<P extends PostPath> = P extends unknown
  ? Routes[P] extends { POST: { reply: infer S extends z.ZodType } }
    ? z.infer<S>
    : never
  : never;

/** The query string a GET takes, as the api's schema reads it (its input: numbers may be text). */
export type RouteQuery<P extends GetPath> = P extends unknown
  ? Routes[P] extends { GET: { query: infer Q extends z.ZodType } }
    ? z.input<Q>
    : never
  : never;
/** The query argument of a GET: required when the query string has a required field. */
export type QueryArgs<P extends GetPath> =
  Record<string, never> extends RouteQuery<P> ? [query?: RouteQuery<P>] : [query: RouteQuery<P>];

/** The GETs whose query string names a row by `id` (`services/get.php`, `users/get.php`, ...). */
export type IdGetPath = { [P in GetPath]: 'id' extends keyof RouteQuery<P> ? P : never }[GetPath];

/** The body a POST takes, as the api's schema reads it; multipart uploads take form data. */
export type RouteBody<P extends PostPath> = P extends unknown
  ? Routes[P] extends { POST: { body: infer B } }
    ? B extends z.ZodType
      ? z.input<B>
      : FormData
    : never
  : never;

/** The reply schema of a call (checked at run time: the path's entry has that method). */
export function replySchema(method: 'GET' | 'POST', path: RoutePath): z.ZodType {
  const route: { GET?: { reply: z.ZodType }; POST?: { reply: z.ZodType } } = ROUTES[path];
  const reply = route[method]?.reply;
  if (!reply) throw new Error(`${method} ${path} is not a route of the contract`);
  return reply;
}

/** Query-string values as sent; undefined and null are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;
