/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SessionQuery {\n    me {\n      id\n      name\n      email\n      phone\n      address\n      role\n    }\n  }\n": typeof types.SessionQueryDocument,
    "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n        name\n        email\n        phone\n        address\n        role\n      }\n    }\n  }\n": typeof types.LoginMutationDocument,
    "\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        name\n        email\n        phone\n        address\n        role\n      }\n    }\n  }\n": typeof types.RegisterMutationDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      success\n    }\n  }\n": typeof types.LogoutMutationDocument,
    "\n  mutation RequestPasswordResetMutation($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      success\n    }\n  }\n": typeof types.RequestPasswordResetMutationDocument,
    "\n  mutation ResetPasswordMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n    }\n  }\n": typeof types.ResetPasswordMutationDocument,
    "\n  query ProfileRouteQuery {\n    me {\n      id\n      name\n      email\n      phone\n      address\n      role\n      bookings {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        status\n        totalPrice\n        services {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ProfileRouteQueryDocument,
    "\n  mutation CancelBookingMutation($input: CancelBookingInput!) {\n    cancelBooking(input: $input) {\n      booking {\n        id\n        guidId\n        status\n      }\n    }\n  }\n": typeof types.CancelBookingMutationDocument,
    "\n  query QuoteQuery($input: BookingInput!) {\n    quote(input: $input) {\n      lines {\n        serviceId\n        packageId\n        name\n        basePrice\n        options {\n          id\n          name\n          variationName\n          amount\n        }\n        addOns {\n          id\n          name\n          amount\n        }\n        season {\n          seasonId\n          name\n          multiplier\n          amount\n        }\n        total\n      }\n      subtotal\n      adjustments {\n        modifierId\n        modifierName\n        optionId\n        optionName\n        type\n        units\n        value\n        amount\n      }\n      total\n    }\n  }\n": typeof types.QuoteQueryDocument,
    "\n  query ServicesRouteQuery($categoryId: ID) {\n    categories {\n      id\n      name\n    }\n    services(categoryId: $categoryId) {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n      duration\n    }\n  }\n": typeof types.ServicesRouteQueryDocument,
    "\n  query ServiceRouteQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      basePrice\n      fromPrice\n      duration\n      status\n      category {\n        id\n        name\n      }\n      variations {\n        variationId\n        variationName\n        options {\n          id\n          label\n          description\n          additionalCost\n          fullPrice\n        }\n      }\n      addOns {\n        id\n        name\n        description\n        price\n      }\n    }\n  }\n": typeof types.ServiceRouteQueryDocument,
    "\n  query LandingRouteQuery {\n    services {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n    }\n    seasons {\n      id\n      name\n      duration\n      notes\n      packages {\n        id\n        name\n        description\n        imageUrl\n        price\n        services {\n          id\n          serviceName\n          quantity\n        }\n      }\n    }\n  }\n": typeof types.LandingRouteQueryDocument,
    "\n  query PackagesRouteQuery {\n    seasons {\n      id\n      name\n      duration\n      notes\n      packages {\n        id\n        name\n        description\n        imageUrl\n        price\n        services {\n          id\n          serviceName\n          quantity\n        }\n      }\n    }\n  }\n": typeof types.PackagesRouteQueryDocument,
    "\n  query BookPackageRouteQuery($id: ID!) {\n    package(id: $id) {\n      id\n      name\n      description\n      price\n      status\n      services {\n        id\n        serviceName\n        quantity\n      }\n    }\n  }\n": typeof types.BookPackageRouteQueryDocument,
};
const documents: Documents = {
    "\n  query SessionQuery {\n    me {\n      id\n      name\n      email\n      phone\n      address\n      role\n    }\n  }\n": types.SessionQueryDocument,
    "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n        name\n        email\n        phone\n        address\n        role\n      }\n    }\n  }\n": types.LoginMutationDocument,
    "\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        name\n        email\n        phone\n        address\n        role\n      }\n    }\n  }\n": types.RegisterMutationDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      success\n    }\n  }\n": types.LogoutMutationDocument,
    "\n  mutation RequestPasswordResetMutation($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      success\n    }\n  }\n": types.RequestPasswordResetMutationDocument,
    "\n  mutation ResetPasswordMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n    }\n  }\n": types.ResetPasswordMutationDocument,
    "\n  query ProfileRouteQuery {\n    me {\n      id\n      name\n      email\n      phone\n      address\n      role\n      bookings {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        status\n        totalPrice\n        services {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ProfileRouteQueryDocument,
    "\n  mutation CancelBookingMutation($input: CancelBookingInput!) {\n    cancelBooking(input: $input) {\n      booking {\n        id\n        guidId\n        status\n      }\n    }\n  }\n": types.CancelBookingMutationDocument,
    "\n  query QuoteQuery($input: BookingInput!) {\n    quote(input: $input) {\n      lines {\n        serviceId\n        packageId\n        name\n        basePrice\n        options {\n          id\n          name\n          variationName\n          amount\n        }\n        addOns {\n          id\n          name\n          amount\n        }\n        season {\n          seasonId\n          name\n          multiplier\n          amount\n        }\n        total\n      }\n      subtotal\n      adjustments {\n        modifierId\n        modifierName\n        optionId\n        optionName\n        type\n        units\n        value\n        amount\n      }\n      total\n    }\n  }\n": types.QuoteQueryDocument,
    "\n  query ServicesRouteQuery($categoryId: ID) {\n    categories {\n      id\n      name\n    }\n    services(categoryId: $categoryId) {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n      duration\n    }\n  }\n": types.ServicesRouteQueryDocument,
    "\n  query ServiceRouteQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      basePrice\n      fromPrice\n      duration\n      status\n      category {\n        id\n        name\n      }\n      variations {\n        variationId\n        variationName\n        options {\n          id\n          label\n          description\n          additionalCost\n          fullPrice\n        }\n      }\n      addOns {\n        id\n        name\n        description\n        price\n      }\n    }\n  }\n": types.ServiceRouteQueryDocument,
    "\n  query LandingRouteQuery {\n    services {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n    }\n    seasons {\n      id\n      name\n      duration\n      notes\n      packages {\n        id\n        name\n        description\n        imageUrl\n        price\n        services {\n          id\n          serviceName\n          quantity\n        }\n      }\n    }\n  }\n": types.LandingRouteQueryDocument,
    "\n  query PackagesRouteQuery {\n    seasons {\n      id\n      name\n      duration\n      notes\n      packages {\n        id\n        name\n        description\n        imageUrl\n        price\n        services {\n          id\n          serviceName\n          quantity\n        }\n      }\n    }\n  }\n": types.PackagesRouteQueryDocument,
    "\n  query BookPackageRouteQuery($id: ID!) {\n    package(id: $id) {\n      id\n      name\n      description\n      price\n      status\n      services {\n        id\n        serviceName\n        quantity\n      }\n    }\n  }\n": types.BookPackageRouteQueryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionQuery {\n    me {\n      id\n      name\n      email\n      phone\n      address\n      role\n    }\n  }\n"): (typeof documents)["\n  query SessionQuery {\n    me {\n      id\n      name\n      email\n      phone\n      address\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n        name\n        email\n        phone\n        address\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        id\n        name\n        email\n        phone\n        address\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        name\n        email\n        phone\n        address\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        id\n        name\n        email\n        phone\n        address\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutMutation {\n    logout {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation LogoutMutation {\n    logout {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordResetMutation($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordResetMutation($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPasswordMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileRouteQuery {\n    me {\n      id\n      name\n      email\n      phone\n      address\n      role\n      bookings {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        status\n        totalPrice\n        services {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileRouteQuery {\n    me {\n      id\n      name\n      email\n      phone\n      address\n      role\n      bookings {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        status\n        totalPrice\n        services {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBookingMutation($input: CancelBookingInput!) {\n    cancelBooking(input: $input) {\n      booking {\n        id\n        guidId\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBookingMutation($input: CancelBookingInput!) {\n    cancelBooking(input: $input) {\n      booking {\n        id\n        guidId\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteQuery($input: BookingInput!) {\n    quote(input: $input) {\n      lines {\n        serviceId\n        packageId\n        name\n        basePrice\n        options {\n          id\n          name\n          variationName\n          amount\n        }\n        addOns {\n          id\n          name\n          amount\n        }\n        season {\n          seasonId\n          name\n          multiplier\n          amount\n        }\n        total\n      }\n      subtotal\n      adjustments {\n        modifierId\n        modifierName\n        optionId\n        optionName\n        type\n        units\n        value\n        amount\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query QuoteQuery($input: BookingInput!) {\n    quote(input: $input) {\n      lines {\n        serviceId\n        packageId\n        name\n        basePrice\n        options {\n          id\n          name\n          variationName\n          amount\n        }\n        addOns {\n          id\n          name\n          amount\n        }\n        season {\n          seasonId\n          name\n          multiplier\n          amount\n        }\n        total\n      }\n      subtotal\n      adjustments {\n        modifierId\n        modifierName\n        optionId\n        optionName\n        type\n        units\n        value\n        amount\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesRouteQuery($categoryId: ID) {\n    categories {\n      id\n      name\n    }\n    services(categoryId: $categoryId) {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n      duration\n    }\n  }\n"): (typeof documents)["\n  query ServicesRouteQuery($categoryId: ID) {\n    categories {\n      id\n      name\n    }\n    services(categoryId: $categoryId) {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n      duration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceRouteQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      basePrice\n      fromPrice\n      duration\n      status\n      category {\n        id\n        name\n      }\n      variations {\n        variationId\n        variationName\n        options {\n          id\n          label\n          description\n          additionalCost\n          fullPrice\n        }\n      }\n      addOns {\n        id\n        name\n        description\n        price\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServiceRouteQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      basePrice\n      fromPrice\n      duration\n      status\n      category {\n        id\n        name\n      }\n      variations {\n        variationId\n        variationName\n        options {\n          id\n          label\n          description\n          additionalCost\n          fullPrice\n        }\n      }\n      addOns {\n        id\n        name\n        description\n        price\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingRouteQuery {\n    services {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n    }\n    seasons {\n      id\n      name\n      duration\n      notes\n      packages {\n        id\n        name\n        description\n        imageUrl\n        price\n        services {\n          id\n          serviceName\n          quantity\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LandingRouteQuery {\n    services {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n    }\n    seasons {\n      id\n      name\n      duration\n      notes\n      packages {\n        id\n        name\n        description\n        imageUrl\n        price\n        services {\n          id\n          serviceName\n          quantity\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackagesRouteQuery {\n    seasons {\n      id\n      name\n      duration\n      notes\n      packages {\n        id\n        name\n        description\n        imageUrl\n        price\n        services {\n          id\n          serviceName\n          quantity\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PackagesRouteQuery {\n    seasons {\n      id\n      name\n      duration\n      notes\n      packages {\n        id\n        name\n        description\n        imageUrl\n        price\n        services {\n          id\n          serviceName\n          quantity\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookPackageRouteQuery($id: ID!) {\n    package(id: $id) {\n      id\n      name\n      description\n      price\n      status\n      services {\n        id\n        serviceName\n        quantity\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookPackageRouteQuery($id: ID!) {\n    package(id: $id) {\n      id\n      name\n      description\n      price\n      status\n      services {\n        id\n        serviceName\n        quantity\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;