import type { CodegenConfig } from '@graphql-codegen/cli';
import { apiEnumValues } from './gateway/src/resolvers/enum-values.js';

/**
 * schema.graphql is the contract. Three outputs:
 * - the gateway's resolver types, with parents mapped onto the api's REST shapes
 *   (gateway/src/api/replies/*.ts) and the gateway's request context;
 * - the client's typed operations (client preset). The default documentMode emits pre-parsed
 *   DocumentNode objects, so the client bundle needs no runtime GraphQL parser (`gql`), and
 *   Apollo Client takes them as they are;
 * - the schema's enums as consts with their values at run time, for the client's ErrorCode.
 */
const scalars = {
  Date: 'string',
  DateTime: 'string',
  JSONObject: 'Record<string, unknown>',
};

/** A reply shape of the api's, from its area's module in gateway/src/api/replies/. */
const restShape = (area: string, name: string) => `../api/replies/${area}.js#${name}`;

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: [{ add: { content: '/* eslint-disable */' } }, 'typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars,
        contextType: '../context.js#GatewayContext',
        useIndexSignature: true,
        // The gateway's resolvers read and return the api's own words for these enums ('pending',
        // 'no_charge', ...); Apollo is given the same map and turns them into the GraphQL names.
        enumValues: apiEnumValues,
        mappers: {
          // Each of those enums maps onto its own (now lower-case) type: without it, enumValues given as
          // objects type the enum's resolver results as null (graphql-code-generator issue 10204).
          ...Object.fromEntries(Object.keys(apiEnumValues).map((name) => [name, name])),
          User: restShape('users', 'ApiUser'),
          Category: restShape('catalogue', 'ApiCategory'),
          Service: restShape('catalogue', 'ApiService'),
          ServiceVariation: restShape('catalogue', 'ApiServiceVariation'),
          ServiceOption: restShape('catalogue', 'ApiServiceOption'),
          AddOn: restShape('catalogue', 'ApiAddOn'),
          Season: restShape('catalogue', 'ApiSeason'),
          Package: restShape('catalogue', 'ApiPackage'),
          PackageService: restShape('catalogue', 'ApiPackageService'),
          Modifier: restShape('catalogue', 'ApiModifier'),
          ModifierOption: restShape('catalogue', 'ApiModifierOption'),
          Variation: restShape('catalogue', 'ApiVariation'),
          VariationOption: restShape('catalogue', 'ApiVariationOption'),
          Booking: restShape('bookings', 'ApiBooking'),
          BookingCustomer: restShape('bookings', 'ApiBookingCustomer'),
          BookingLine: restShape('bookings', 'ApiBookingLine'),
          BookingLineVariation: restShape('bookings', 'ApiBookingLineVariation'),
          BookingLineAddOn: restShape('bookings', 'ApiBookingLineAddOn'),
          BookingModifierChoice: restShape('bookings', 'ApiBookingModifier'),
          AdminDashboard: restShape('dashboard', 'ApiAdminStat'),
          AdminRow: restShape('common', 'ApiTableRow'),
          QuoteRequest: restShape('bookings', 'ApiQuoteRequest'),
          Crew: restShape('schedule', 'ApiCrew'),
          BookingEvent: restShape('bookings', 'ApiBookingEvent'),
          BookingPayment: restShape('bookings', 'ApiBookingPayment'),
          BookingSeries: restShape('series', 'ApiSeries'),
          CrewMember: restShape('schedule', 'ApiCrewMember'),
          AdminCustomer: '../admin/customers.js#AdminCustomerParent',
          AdminCustomerPage: '../admin/customer-accounts.js#AdminCustomerPageParent',
        },
      },
    },
    // The client preset types only the enums its operations use; ErrorCode is no field's type (it is the
    // `extensions.code` of an error), so the client reads it, with its values at run time, from here.
    'client/src/__generated__/enums.ts': {
      plugins: [{ add: { content: '/* eslint-disable */' } }, 'typescript'],
      config: {
        onlyEnums: true,
        enumsAsConst: true,
        namingConvention: { enumValues: 'keep' },
      },
    },
    'client/src/__generated__/': {
      documents: ['client/src/**/*.{ts,tsx}', '!client/src/__generated__/**'],
      preset: 'client',
      presetConfig: { gqlTagName: 'graphql' },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars,
      },
    },
  },
};

export default config;
