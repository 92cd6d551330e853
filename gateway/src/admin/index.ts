/**
 * Every admin operation of schema.graphql (`admin*` queries and mutations) and the admin-only types,
 * merged by gateway/src/resolvers/index.ts. Each query and mutation runs behind the admin guard.
 */
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { bookingMutations, bookingQueries } from './bookings.js';
import { providerRefundMutations } from './provider-refund.js';
import { officeBookingMutations, officeBookingQueries } from './office-booking.js';
import { officeDiscountQueries } from './office-discount.js';
import { catalogueMutations, catalogueQueries } from './catalogue-resolvers.js';
import { dashboardQueries, dashboardTypes } from './dashboard.js';
import { guardAll } from './guard.js';
import { optionParentMutations, optionParentQueries } from './modifiers.js';
import {
  quoteRequestAdminMutations,
  quoteRequestAdminQueries,
  quoteRequestTypes,
} from '../quote-requests/resolvers.js';
import { tableMutations, tableQueries, tableTypes } from './tables.js';
import { uploadMutations } from './uploads.js';
import { userMutations, userQueries } from './users.js';
import { crewMutations, crewQueries } from '../crews/crews.js';
import { crewDeactivationMutations, crewDeactivationQueries } from '../crews/deactivation.js';
import { customerMutations, customerQueries, customerTypes } from './customers.js';
import {
  customerAccountMutations,
  customerAccountQueries,
  customerAccountTypes,
} from './customer-accounts.js';
import { customerPropertyMutations } from './customer-properties.js';
import { rainDayMutations, rainDayQueries } from '../crews/rain-day.js';
import { scheduleQueries } from '../crews/schedule.js';
import { calendarMutations, calendarQueries } from '../calendar/resolvers.js';
import { seriesAdminMutations, seriesAdminQueries } from '../series/resolvers.js';
import { areaWaitlistAdminQueries } from '../area-waitlist/resolvers.js';
import { emailOutboxAdminMutations, emailOutboxAdminQueries } from '../email/outbox-resolvers.js';
import { privacyAdminMutations } from '../privacy/resolvers.js';
import { moneyAdminQueries } from '../money/resolvers.js';
import { developerMutations, developerQueries } from '../developers/resolvers.js';
import { webhookMutations, webhookQueries } from '../webhooks/resolvers.js';
import { tombstoneQueries } from '../changes/tombstones.js';
import { seriesPageQueries } from '../series/series-page.js';
import { paymentsPageQueries } from '../money/payments-page.js';
import { cardOfficeMutations } from '../payments/card-resolvers.js';

export const adminResolvers: Resolvers = {
  ...dashboardTypes,
  ...tableTypes,
  ...quoteRequestTypes,
  ...customerTypes,
  ...customerAccountTypes,
  Query: guardAll({
    ...dashboardQueries,
    ...tableQueries,
    ...catalogueQueries,
    ...optionParentQueries,
    ...bookingQueries,
    ...officeBookingQueries,
    ...officeDiscountQueries,
    ...userQueries,
    ...quoteRequestAdminQueries,
    ...crewQueries,
    ...crewDeactivationQueries,
    ...customerQueries,
    ...customerAccountQueries,
    ...scheduleQueries,
    ...rainDayQueries,
    ...seriesAdminQueries,
    ...calendarQueries,
    ...areaWaitlistAdminQueries,
    ...emailOutboxAdminQueries,
    ...moneyAdminQueries,
    ...developerQueries,
    ...webhookQueries,
    ...tombstoneQueries,
    ...seriesPageQueries,
    ...paymentsPageQueries,
  }),
  Mutation: guardAll({
    ...tableMutations,
    ...catalogueMutations,
    ...optionParentMutations,
    ...bookingMutations,
    ...providerRefundMutations,
    ...officeBookingMutations,
    ...userMutations,
    ...uploadMutations,
    ...quoteRequestAdminMutations,
    ...crewMutations,
    ...crewDeactivationMutations,
    ...customerMutations,
    ...customerAccountMutations,
    ...customerPropertyMutations,
    ...rainDayMutations,
    ...seriesAdminMutations,
    ...calendarMutations,
    ...privacyAdminMutations,
    ...developerMutations,
    ...webhookMutations,
    ...cardOfficeMutations,
    ...emailOutboxAdminMutations,
  }),
};
