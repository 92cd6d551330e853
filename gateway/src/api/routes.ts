/**
 * Every REST path the gateway calls, with its method and the zod schema of its reply, so that a path
 * typo does not compile and every reply is validated (docs/api.md).
 */
import { z } from 'zod';
import {
  ApiAddOnSchema,
  ApiAdminStatSchema,
  ApiBookingSchema,
  ApiCategorySchema,
  ApiCrewSchema,
  ApiBookingEventSchema,
  ApiBookingPaymentSchema,
  ApiIdReplySchema,
  ApiAttemptReservationSchema,
  ApiModifierOptionSchema,
  ApiModifierSchema,
  ApiPackageSchema,
  ApiQuoteBookedSchema,
  ApiQuoteRequestSchema,
  ApiRecordPaymentReplySchema,
  ApiResetTokenSchema,
  ApiSavedBookingSchema,
  ApiRowSchema,
  ApiSeasonSchema,
  ApiServiceSchema,
  ApiServicesWithTabsSchema,
  ApiServiceAreaSchema,
  ApiSlotDaysSchema,
  ApiSlotsSchema,
  ApiStatusReplySchema,
  ApiSuccessSchema,
  ApiUploadReplySchema,
  ApiUserSchema,
  ApiVariationOptionSchema,
  ApiVariationSchema,
} from './rest-types.js';

const get = <S extends z.ZodType>(reply: S) => ({ method: 'GET' as const, reply });
const post = <S extends z.ZodType>(reply: S) => ({ method: 'POST' as const, reply });

/** The generic query endpoint answers rows, a page, a row or `{success}` depending on the action. */
const QueryReplySchema = z.union([
  z.array(ApiRowSchema),
  z.object({ rows: z.array(ApiRowSchema), total: z.number().int() }),
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

export const ROUTES = {
  'catalogue/snapshot.php': get(CatalogueSnapshotSchema),

  'users/save.php': post(ApiUserSchema),
  'users/office-notes.php': get(z.object({ officeNotes: z.string().nullable() })),
  'users/set-office-notes.php': post(z.object({ officeNotes: z.string().nullable() })),
  'users/authenticate.php': post(ApiUserSchema),
  'users/get.php': get(ApiUserSchema),
  'users/get-by-email.php': get(ApiUserSchema),
  'users/users.php': get(z.array(ApiUserSchema)),
  'users/delete.php': get(ApiSuccessSchema),
  'users/draft-order.php': get(ApiBookingSchema),
  'users/get-admin-stat.php': get(ApiAdminStatSchema),
  'users/create-reset-token.php': post(ApiResetTokenSchema),
  'users/reset-password.php': post(ApiSuccessSchema),
  'users/end-sessions.php': post(ApiSuccessSchema),
  'users/sessions/open.php': post(z.object({ sid: z.string() })),
  'users/sessions/user.php': get(ApiUserSchema),
  'users/sessions/end.php': post(ApiSuccessSchema),
  'users/login-failures/reserve.php': post(ApiAttemptReservationSchema),
  'users/login-failures/clear.php': post(ApiSuccessSchema),

  'categories/save.php': post(ApiCategorySchema),
  'categories/get.php': get(ApiCategorySchema),
  'categories/list.php': get(z.array(ApiCategorySchema)),
  'categories/delete.php': get(ApiSuccessSchema),
  'categories/get-category-with-services.php': get(ApiServicesWithTabsSchema),

  'services/save.php': post(ApiServiceSchema),
  'services/get.php': get(ApiServiceSchema),
  'services/list.php': get(z.array(ApiServiceSchema)),
  'services/get-all-services-with-tabs.php': get(ApiServicesWithTabsSchema),
  'services/delete.php': get(ApiSuccessSchema),

  'addons/save.php': post(ApiAddOnSchema),
  'addons/get.php': get(ApiAddOnSchema),
  'addons/list.php': get(z.array(ApiAddOnSchema)),
  'addons/delete.php': get(ApiSuccessSchema),

  'seasons/save.php': post(ApiSeasonSchema),
  'seasons/get.php': get(ApiSeasonSchema),
  'seasons/list.php': get(z.array(ApiSeasonSchema)),
  'seasons/list-with-packages.php': get(z.array(ApiSeasonSchema)),
  'seasons/delete.php': get(ApiSuccessSchema),

  'packages/save.php': post(ApiPackageSchema),
  'packages/get.php': get(ApiPackageSchema),
  'packages/list.php': get(z.array(ApiPackageSchema)),
  'packages/delete.php': get(ApiSuccessSchema),

  'modifier/save.php': post(ApiIdReplySchema),
  'modifier/get.php': get(ApiModifierSchema),
  'modifier/list.php': get(z.array(ApiModifierSchema)),
  'modifier/delete.php': get(ApiSuccessSchema),
  'modifier/save-with-options.php': post(ApiModifierSchema),
  'modifieroption/save.php': post(ApiIdReplySchema),
  'modifieroption/get.php': get(ApiModifierOptionSchema),
  'modifieroption/list.php': get(z.array(ApiModifierOptionSchema)),
  'modifieroption/delete.php': get(ApiSuccessSchema),

  'variation/save.php': post(ApiIdReplySchema),
  'variation/get.php': get(ApiVariationSchema),
  'variation/list.php': get(z.array(ApiVariationSchema)),
  'variation/delete.php': get(ApiSuccessSchema),
  'variation/save-with-options.php': post(ApiVariationSchema),
  'variationoption/save.php': post(ApiIdReplySchema),
  'variationoption/get.php': get(ApiVariationOptionSchema),
  'variationoption/list.php': get(z.array(ApiVariationOptionSchema)),
  'variationoption/delete.php': get(ApiSuccessSchema),

  'bookings/save.php': post(ApiSavedBookingSchema),
  'bookings/by-idempotency-key.php': get(ApiSavedBookingSchema),
  'bookings/get.php': get(ApiBookingSchema),
  'bookings/list.php': get(z.array(ApiBookingSchema)),
  'bookings/list-by-user-id.php': get(z.array(ApiBookingSchema)),
  'bookings/delete.php': get(ApiSuccessSchema),
  'bookings/confirm.php': get(ApiStatusReplySchema),
  'bookings/cancel.php': get(ApiStatusReplySchema),
  'bookings/set-status.php': post(ApiBookingSchema),
  'bookings/reschedule.php': post(ApiBookingSchema),
  'bookings/start.php': post(ApiBookingSchema),
  'bookings/mark-refunded.php': post(ApiBookingSchema),
  'bookings/history.php': get(z.array(ApiBookingEventSchema)),
  'bookings/payments.php': get(z.array(ApiBookingPaymentSchema)),
  'bookings/set-notes.php': post(ApiBookingSchema),
  'bookings/claim-reminders.php': post(z.array(ApiBookingSchema)),
  'bookings/record-payment.php': post(ApiRecordPaymentReplySchema),
  'bookings/slots.php': get(ApiSlotsSchema),
  'bookings/slot-days.php': get(ApiSlotDaysSchema),
  'service-areas/list.php': get(z.array(ApiServiceAreaSchema)),
  'bookings/earned-facts.php': get(
    z.object({ bookedBefore: z.boolean(), referrerId: z.number().int().nullable() }),
  ),

  'bookingmodifier/save.php': post(ApiRowSchema),
  'bookingmodifier/get.php': get(ApiRowSchema),
  'bookingmodifier/list.php': get(z.array(ApiRowSchema)),
  'bookingmodifier/delete.php': get(ApiSuccessSchema),

  'query/query.php': post(QueryReplySchema),

  'upload/upload.php': post(ApiUploadReplySchema),

  'quote-requests/save.php': post(ApiQuoteRequestSchema),
  'quote-requests/list.php': get(z.array(ApiQuoteRequestSchema)),
  'quote-requests/get.php': get(ApiQuoteRequestSchema),
  'quote-requests/book.php': post(ApiQuoteBookedSchema),
  'upload/delete.php': get(ApiSuccessSchema),

  'crews/list.php': get(z.array(ApiCrewSchema)),
  'crews/get.php': get(ApiCrewSchema),
  'crews/save.php': post(ApiCrewSchema),
  'crews/delete.php': get(ApiSuccessSchema),
} as const;

export type RoutePath = keyof typeof ROUTES;
export type GetPath = { [P in RoutePath]: (typeof ROUTES)[P]['method'] extends 'GET' ? P : never }[RoutePath];
export type PostPath = Exclude<RoutePath, GetPath>;
export type RouteReply<P extends RoutePath> = z.infer<(typeof ROUTES)[P]['reply']>;

/** Query-string values; undefined and null are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;
