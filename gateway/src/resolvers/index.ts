/**
 * Every resolver, gathered: scalars, the enums in the api's words, the field resolvers of each type,
 * the public queries and mutations, and the admin operations (gateway/src/admin, each behind the admin guard).
 */
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { adminResolvers } from '../admin/index.js';
import { accountMutations, accountQueries } from './public/account.js';
import { bookingMutations, bookingQueries } from './public/booking.js';
import { quoteRequestPublicMutations } from '../quote-requests/resolvers.js';
import { areaWaitlistPublicMutations } from '../area-waitlist/resolvers.js';
import { catalogueQueries } from './public/catalogue-queries.js';
import { crewDayMutations, crewDayQueries } from '../crews/crew-day.js';
import { seriesMutations, seriesQueries, seriesTypeResolvers } from '../series/resolvers.js';
import { siteInfoQueries } from '../site-info/resolvers.js';
import { privacyMutations, privacyQueries } from '../privacy/resolvers.js';
import { cardMutations, cardQueries, cardTypeResolvers } from '../payments/card-resolvers.js';
import { apiEnumValues } from './enum-values.js';
import { DateScalar, DateTimeScalar, JSONObjectScalar } from './scalars.js';
import { bookingTypeResolvers } from './types/booking-fields.js';
import { catalogueTypeResolvers } from './types/catalogue-fields.js';
import { invoiceTypeResolvers } from '../invoices/resolvers.js';
import { moneyQueries, moneyTypeResolvers } from '../money/resolvers.js';

/** Merges resolver maps type by type; a field defined twice is a programming error. */
function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map) as [string, unknown][]) {
      const existing = merged[typeName];
      if (existing === undefined) {
        merged[typeName] = fields;
        continue;
      }
      if (
        typeof existing !== 'object' ||
        existing === null ||
        typeof fields !== 'object' ||
        fields === null
      ) {
        throw new Error(`Resolvers for ${typeName} are defined twice`);
      }
      for (const field of Object.keys(fields)) {
        if (field in existing) throw new Error(`Resolver ${typeName}.${field} is defined twice`);
      }
      merged[typeName] = { ...existing, ...fields };
    }
  }
  return merged as Resolvers;
}

export const resolvers: Resolvers = mergeResolvers(
  { Date: DateScalar, DateTime: DateTimeScalar, JSONObject: JSONObjectScalar },
  apiEnumValues,
  catalogueTypeResolvers,
  bookingTypeResolvers,
  seriesTypeResolvers,
  invoiceTypeResolvers,
  moneyTypeResolvers,
  cardTypeResolvers,
  {
    Query: {
      ...catalogueQueries,
      ...bookingQueries,
      ...accountQueries,
      ...crewDayQueries,
      ...seriesQueries,
      ...siteInfoQueries,
      ...privacyQueries,
      ...moneyQueries,
      ...cardQueries,
    },
  },
  {
    Mutation: {
      ...bookingMutations,
      ...accountMutations,
      ...quoteRequestPublicMutations,
      ...areaWaitlistPublicMutations,
      ...crewDayMutations,
      ...seriesMutations,
      ...privacyMutations,
      ...cardMutations,
    },
  },
  adminResolvers,
);
