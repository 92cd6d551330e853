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
    "\n  fragment BookingCustomerSection_booking on Booking {\n    id\n    customer {\n      id\n      name\n      email\n      phone\n      address\n    }\n    address {\n      street\n      suburb\n      postalCode\n    }\n    propertyNotes\n  }\n": typeof types.BookingCustomerSection_BookingFragmentDoc,
    "\n  fragment BookingDetailPage_booking on Booking {\n    id\n    guidId\n    bookingDate\n    status\n    series {\n      id\n      ...BookingSeriesSection_series\n    }\n    createdAt\n    crew {\n      id\n      name\n    }\n    ...BookingStatusPanel_booking\n    ...BookingCustomerSection_booking\n    ...BookingPriceSection_booking\n    ...BookingPaymentsSection_booking\n    ...BookingHistorySection_booking\n  }\n": typeof types.BookingDetailPage_BookingFragmentDoc,
    "\n  fragment BookingHistorySection_booking on Booking {\n    id\n    updatedAt\n    status\n  }\n": typeof types.BookingHistorySection_BookingFragmentDoc,
    "\n  fragment BookingHistorySection_event on BookingEvent {\n    id\n    at\n    kind\n    summary\n    actorName\n  }\n": typeof types.BookingHistorySection_EventFragmentDoc,
    "\n  query AdminBookingHistoryPage($id: ID!, $after: String) {\n    adminBooking(id: $id) {\n      id\n      historyPage(first: 20, after: $after) {\n        hasNextPage\n        endCursor\n        nodes {\n          ...BookingHistorySection_event\n        }\n      }\n    }\n  }\n": typeof types.AdminBookingHistoryPageDocument,
    "\n  fragment BookingPaymentsSection_booking on Booking {\n    id\n    customer {\n      id\n      name\n      email\n    }\n    payments {\n      id\n      providerPaymentId\n      amount\n      status\n      createdAt\n      refundStatus\n      refundReason\n      refundAmount\n      refundedAt\n      refundedBy\n      refundReference\n      method\n      reference\n      recordedBy\n    }\n  }\n": typeof types.BookingPaymentsSection_BookingFragmentDoc,
    "\n  fragment BookingPriceSection_booking on Booking {\n    id\n    referralCredit\n    officeDiscount {\n      label\n      amount\n      reason\n      givenBy\n    }\n    services {\n      id\n    }\n    ...PriceBreakdown_booking\n  }\n": typeof types.BookingPriceSection_BookingFragmentDoc,
    "\n  fragment BookingSeriesSection_series on BookingSeries {\n    id\n    kind\n    status\n    name\n    repeatWeeks\n    bookingTime\n    startDate\n    endDate\n    nextDate\n    visitPrice\n    cardOnFile\n    cardChargeWhen\n    cardChargeHoursBefore\n    pausedFrom\n    crew {\n      id\n      name\n    }\n    visitsWithoutCrew {\n      id\n      bookingDate\n    }\n    planningFailure {\n      retryAt\n      reason\n    }\n    firstVisitId\n    visitCount\n    recentVisits {\n      id\n      guidId\n      bookingDate\n      bookingTime\n      status\n      payLater\n      movedFrom\n      refundStatus\n    }\n  }\n": typeof types.BookingSeriesSection_SeriesFragmentDoc,
    "\n  fragment BookingStatusPanel_booking on Booking {\n    id\n    guidId\n    bookingDate\n    bookingTime\n    status\n    allowedMoves\n    totalPrice\n    paidAt\n    refundStatus\n    refundDue\n    amountPaid\n    amountOwed\n    heldUntil\n    payLater\n    movedFrom\n  }\n": typeof types.BookingStatusPanel_BookingFragmentDoc,
    "\n  mutation SetSeriesCardCharge($seriesId: ID!, $when: CardChargeWhen!) {\n    adminSetSeriesCardCharge(seriesId: $seriesId, when: $when) {\n      id\n      cardChargeWhen\n      visits {\n        id\n        status\n      }\n    }\n  }\n": typeof types.SetSeriesCardChargeDocument,
    "\n  query AdminBookingRouteQuery($id: ID!) {\n    adminBooking(id: $id) {\n      ...BookingDetailPage_booking\n    }\n  }\n": typeof types.AdminBookingRouteQueryDocument,
    "\n  mutation AdminSetBookingStatusMutation($input: AdminSetBookingStatusInput!) {\n    adminSetBookingStatus(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n      customerNotified\n    }\n  }\n": typeof types.AdminSetBookingStatusMutationDocument,
    "\n  mutation AdminMarkRefundedMutation($input: AdminMarkRefundedInput!) {\n    adminMarkRefunded(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n": typeof types.AdminMarkRefundedMutationDocument,
    "\n  mutation AdminRefundThroughProviderMutation($input: AdminRefundThroughProviderInput!) {\n    adminRefundThroughProvider(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n": typeof types.AdminRefundThroughProviderMutationDocument,
    "\n  query AdminBookingSlotsQuery($date: Date!, $lines: [BookingLineInput!]) {\n    timeSlots(date: $date, lines: $lines) {\n      label\n      available\n      remaining\n    }\n  }\n": typeof types.AdminBookingSlotsQueryDocument,
    "\n  mutation AdminCreateBookingMutation($input: AdminCreateBookingInput!) {\n    adminCreateBooking(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n": typeof types.AdminCreateBookingMutationDocument,
    "\n  mutation AdminRescheduleBookingMutation($input: AdminRescheduleBookingInput!) {\n    adminRescheduleBooking(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n": typeof types.AdminRescheduleBookingMutationDocument,
    "\n  query AdminServiceAreasQuery {\n    serviceAreas {\n      id\n      suburb\n      postalCode\n    }\n  }\n": typeof types.AdminServiceAreasQueryDocument,
    "\n  mutation SkipSeriesVisit($input: SkipSeriesVisitInput!) {\n    skipSeriesVisit(input: $input) {\n      series {\n        ...BookingSeriesSection_series\n      }\n    }\n  }\n": typeof types.SkipSeriesVisitDocument,
    "\n  mutation ChangeSeries($input: ChangeSeriesInput!) {\n    changeSeries(input: $input) {\n      series {\n        id\n        nextDate\n        ...BookingSeriesSection_series\n      }\n    }\n  }\n": typeof types.ChangeSeriesDocument,
    "\n  query AdminNewBookingServiceQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      variations {\n        variationId\n        variationName\n        options {\n          id\n          label\n          additionalCost\n          repeatWeeks\n        }\n      }\n      addOns {\n        id\n        name\n        price\n      }\n    }\n  }\n": typeof types.AdminNewBookingServiceQueryDocument,
    "\n  query AdminBookingCrewsQuery {\n    adminCrews {\n      id\n      name\n      active\n    }\n  }\n": typeof types.AdminBookingCrewsQueryDocument,
    "\n  query AdminQuoteQuery(\n    $input: BookingInput!\n    $userId: ID\n    $customer: QuoteCustomerInput\n    $address: QuoteAddressInput\n    $discount: OfficeDiscountInput\n  ) {\n    adminQuote(input: $input, userId: $userId, customer: $customer, address: $address, discount: $discount) {\n      ...PriceBreakdown_quote\n      officeDiscount {\n        label\n        percent\n        amount\n      }\n      token\n    }\n  }\n": typeof types.AdminQuoteQueryDocument,
    "\n  query AdminOfficeDiscountMaxQuery {\n    adminOfficeDiscountMaxPercent\n  }\n": typeof types.AdminOfficeDiscountMaxQueryDocument,
    "\n  mutation AdminResendPaymentLinkMutation($id: ID!) {\n    adminResendPaymentLink(id: $id) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n": typeof types.AdminResendPaymentLinkMutationDocument,
    "\n  query SeriesCrewsQuery {\n    adminCrews {\n      id\n      name\n      active\n    }\n  }\n": typeof types.SeriesCrewsQueryDocument,
    "\n  fragment CalendarPage_calendar on CompanyCalendar {\n    slotMinutes\n    hours {\n      weekday\n      name\n      opensAt\n      closesAt\n    }\n    closedDays {\n      date\n      reason\n      holiday\n      open\n    }\n  }\n": typeof types.CalendarPage_CalendarFragmentDoc,
    "\n  fragment CalendarPage_outside on Booking {\n    id\n    bookingDate\n    bookingTime\n    status\n    customer {\n      name\n    }\n  }\n": typeof types.CalendarPage_OutsideFragmentDoc,
    "\n  query AdminCalendar {\n    adminCalendar {\n      ...CalendarPage_calendar\n    }\n  }\n": typeof types.AdminCalendarDocument,
    "\n  mutation AdminSaveCalendar($input: SaveCalendarInput!) {\n    adminSaveCalendar(input: $input) {\n      calendar {\n        ...CalendarPage_calendar\n      }\n      outsideBookings {\n        ...CalendarPage_outside\n      }\n    }\n  }\n": typeof types.AdminSaveCalendarDocument,
    "\n  mutation AdminCloseDay($input: CloseDayInput!) {\n    adminCloseDay(input: $input) {\n      calendar {\n        ...CalendarPage_calendar\n      }\n      outsideBookings {\n        ...CalendarPage_outside\n      }\n    }\n  }\n": typeof types.AdminCloseDayDocument,
    "\n  mutation AdminOpenDay($date: Date!) {\n    adminOpenDay(date: $date) {\n      calendar {\n        ...CalendarPage_calendar\n      }\n      outsideBookings {\n        ...CalendarPage_outside\n      }\n    }\n  }\n": typeof types.AdminOpenDayDocument,
    "\n  fragment CrewsPage_crew on Crew {\n    id\n    name\n    colour\n    active\n    members {\n      id\n      name\n      email\n    }\n  }\n": typeof types.CrewsPage_CrewFragmentDoc,
    "\n  query AdminCrews {\n    adminCrews {\n      ...CrewsPage_crew\n    }\n    adminStaff {\n      id\n      name\n      email\n    }\n  }\n": typeof types.AdminCrewsDocument,
    "\n  mutation AdminSaveCrew($input: AdminSaveCrewInput!) {\n    adminSaveCrew(input: $input) {\n      crew {\n        ...CrewsPage_crew\n      }\n    }\n  }\n": typeof types.AdminSaveCrewDocument,
    "\n  mutation AdminDeleteCrew($id: ID!) {\n    adminDeleteCrew(input: { id: $id }) {\n      id\n      success\n      archived\n      message\n    }\n  }\n": typeof types.AdminDeleteCrewDocument,
    "\n  query AdminCrewDeactivationPreview($crewId: ID!) {\n    adminCrewDeactivationPreview(crewId: $crewId) {\n      crew {\n        id\n        name\n      }\n      jobs {\n        id\n        guidId\n        date\n        time\n        customerName\n        suburb\n      }\n      overCapacity {\n        date\n        time\n        booked\n        capacity\n      }\n    }\n  }\n": typeof types.AdminCrewDeactivationPreviewDocument,
    "\n  mutation AdminDeactivateCrew($input: AdminDeactivateCrewInput!) {\n    adminDeactivateCrew(input: $input) {\n      crew {\n        ...CrewsPage_crew\n      }\n      moved\n      reassignedTo {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminDeactivateCrewDocument,
    "\n  query AdminCustomer($id: ID!) {\n    adminCustomer(id: $id) {\n      user {\n        id\n        name\n        email\n        phone\n        address\n        status\n        createdAt\n        series {\n          id\n          name\n          kind\n          status\n          repeatWeeks\n          upcomingVisits {\n            id\n            bookingDate\n            bookingTime\n            status\n          }\n        }\n      }\n      officeNotes\n      totalSpent\n      properties {\n        id\n        street\n        suburb\n        postalCode\n        notes\n      }\n      bookingsCount\n    }\n  }\n": typeof types.AdminCustomerDocument,
    "\n  query AdminCustomerBookings($id: ID!, $first: Int, $after: String) {\n    adminCustomer(id: $id) {\n      bookingsPage(first: $first, after: $after) {\n        hasNextPage\n        endCursor\n        nodes {\n          id\n          guidId\n          bookingDate\n          bookingTime\n          status\n          totalPrice\n          paidAt\n          refundDue\n          services {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminCustomerBookingsDocument,
    "\n  mutation AdminSaveCustomerNotes($input: AdminCustomerNotesInput!) {\n    adminSaveCustomerNotes(input: $input) {\n      officeNotes\n    }\n  }\n": typeof types.AdminSaveCustomerNotesDocument,
    "\n  query AdminCustomers($search: String, $limit: Int, $after: String) {\n    adminCustomers(search: $search, limit: $limit, after: $after) {\n      total\n      hasNextPage\n      endCursor\n      customers {\n        id\n        name\n        email\n        phone\n        status\n        bookingsCount\n        lastVisit\n      }\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  mutation AdminSaveCustomer($input: AdminSaveCustomerInput!) {\n    adminSaveCustomer(input: $input) {\n      customer {\n        id\n        name\n        email\n        phone\n      }\n    }\n  }\n": typeof types.AdminSaveCustomerDocument,
    "\n  mutation AdminSendCustomerSignInLink($input: AdminCustomerIdInput!) {\n    adminSendCustomerSignInLink(input: $input) {\n      email\n    }\n  }\n": typeof types.AdminSendCustomerSignInLinkDocument,
    "\n  mutation AdminSaveCustomerProperty($input: AdminSaveCustomerPropertyInput!) {\n    adminSaveCustomerProperty(input: $input) {\n      property {\n        id\n        street\n        suburb\n        postalCode\n        notes\n      }\n    }\n  }\n": typeof types.AdminSaveCustomerPropertyDocument,
    "\n  mutation AdminDeleteCustomerProperty($input: AdminDeleteCustomerPropertyInput!) {\n    adminDeleteCustomerProperty(input: $input) {\n      id\n      success\n    }\n  }\n": typeof types.AdminDeleteCustomerPropertyDocument,
    "\n  fragment CrewLoadGrid_load on AdminCrewLoad {\n    days {\n      date\n      workingMinutes\n    }\n    crews {\n      crewId\n      name\n      colour\n      active\n      bookedMinutes\n    }\n  }\n": typeof types.CrewLoadGrid_LoadFragmentDoc,
    "\n  query AdminEmailNotices {\n    adminEmailNotices(first: 10) {\n      retrying\n      failed\n      nodes {\n        id\n        description\n        bookingGuidId\n        attempts\n        lastError\n        failedAt\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminEmailNoticesDocument,
    "\n  mutation AdminRetryEmailNotice($id: ID!) {\n    adminRetryEmailNotice(id: $id) {\n      id\n      attempts\n      failedAt\n    }\n  }\n": typeof types.AdminRetryEmailNoticeDocument,
    "\n  query AdminEmailOutbox {\n    failed: adminEmailOutbox(state: FAILED, first: 5) {\n      waiting\n      failed\n      nodes {\n        id\n        recipient\n        subject\n        attempts\n        lastError\n        failedAt\n      }\n    }\n    waiting: adminEmailOutbox(state: WAITING, first: 5) {\n      nodes {\n        id\n        recipient\n        subject\n        attempts\n        lastError\n        nextAttemptAt\n      }\n    }\n  }\n": typeof types.AdminEmailOutboxDocument,
    "\n  mutation AdminRetryEmail($id: ID!) {\n    adminRetryEmail(id: $id) {\n      id\n      state\n      attempts\n      failedAt\n    }\n  }\n": typeof types.AdminRetryEmailDocument,
    "\n  fragment MoneyOwedCard_owed on AdminMoneyOwed {\n    amount\n    count\n    oldest\n    items {\n      bookingId\n      bookingLink\n      visitDate\n      customerName\n      customerLink\n      amount\n      since\n    }\n  }\n": typeof types.MoneyOwedCard_OwedFragmentDoc,
    "\n  fragment PeriodFiguresCard_figures on AdminPeriodFigures {\n    from\n    to\n    visitsCompleted\n    visitsScheduled\n    bookingsMade\n    received\n    refunded\n    moneyReceived\n  }\n": typeof types.PeriodFiguresCard_FiguresFragmentDoc,
    "\n  fragment RecurringRevenueCard_recurring on AdminRecurringRevenue {\n    weeks\n    amount\n    visits\n    activeSeries\n  }\n": typeof types.RecurringRevenueCard_RecurringFragmentDoc,
    "\n  fragment TodaysJobsCard_dashboard on AdminDashboard {\n    today\n    scheduleLink\n    todaysJobs {\n      bookingId\n      bookingLink\n      time\n      customerName\n      customerLink\n      suburb\n      crewName\n      crewColour\n      status\n      inProgress\n      continued\n    }\n  }\n": typeof types.TodaysJobsCard_DashboardFragmentDoc,
    "\n  query AdminDashboardRouteQuery {\n    adminDashboard {\n      metrics {\n        key\n        label\n        total\n        last30\n        previous30\n        growthPercent\n        link\n      }\n      thisWeek {\n        ...PeriodFiguresCard_figures\n      }\n      thisMonth {\n        ...PeriodFiguresCard_figures\n      }\n      refundsDue {\n        ...MoneyOwedCard_owed\n      }\n      unpaid {\n        ...MoneyOwedCard_owed\n      }\n      ...TodaysJobsCard_dashboard\n      crewLoad {\n        ...CrewLoadGrid_load\n      }\n      weekly {\n        weekStart\n        visits\n        bookings\n        revenue\n      }\n      recurring {\n        ...RecurringRevenueCard_recurring\n      }\n    }\n  }\n": typeof types.AdminDashboardRouteQueryDocument,
    "\n  query AdminApiClients {\n    adminApiClients {\n      id\n      name\n      scopes\n      allowedOrigins\n      allowedReturnUrls\n      reach\n      secretShown\n      createdAt\n      rotatedAt\n      revokedAt\n      limits {\n        requestsPerMinute\n        costPerMinute\n        quoteRequestsPerDay\n        defaults\n      }\n    }\n  }\n": typeof types.AdminApiClientsDocument,
    "\n  mutation AdminSetApiClientLimits($id: ID!, $input: ApiClientLimitsInput!) {\n    adminSetApiClientLimits(id: $id, input: $input) {\n      id\n      limits {\n        requestsPerMinute\n        costPerMinute\n        quoteRequestsPerDay\n        defaults\n      }\n    }\n  }\n": typeof types.AdminSetApiClientLimitsDocument,
    "\n  mutation AdminSetApiClientAccess($id: ID!, $input: ApiClientAccessInput!) {\n    adminSetApiClientAccess(id: $id, input: $input) {\n      id\n      reach\n      allowedReturnUrls\n    }\n  }\n": typeof types.AdminSetApiClientAccessDocument,
    "\n  mutation AdminCreateApiClient($input: ApiClientInput!) {\n    adminCreateApiClient(input: $input) {\n      secret\n      client {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminCreateApiClientDocument,
    "\n  mutation AdminRotateApiClient($id: ID!) {\n    adminRotateApiClient(id: $id) {\n      secret\n      client {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminRotateApiClientDocument,
    "\n  mutation AdminRevokeApiClient($id: ID!) {\n    adminRevokeApiClient(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.AdminRevokeApiClientDocument,
    "\n  query AdminWebhookEndpoints {\n    adminWebhookEndpoints {\n      id\n      url\n      events\n      enabled\n      failingSince\n      disabledAt\n      lastDeliveredAt\n      createdAt\n    }\n  }\n": typeof types.AdminWebhookEndpointsDocument,
    "\n  mutation AdminCreateWebhookEndpoint($url: String!, $events: [String!]!, $idempotencyKey: String) {\n    adminCreateWebhookEndpoint(url: $url, events: $events, idempotencyKey: $idempotencyKey) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n": typeof types.AdminCreateWebhookEndpointDocument,
    "\n  mutation AdminDeleteWebhookEndpoint($id: ID!) {\n    adminDeleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminDeleteWebhookEndpointDocument,
    "\n  mutation AdminEnableWebhookEndpoint($id: ID!) {\n    adminEnableWebhookEndpoint(id: $id) {\n      id\n      enabled\n      disabledAt\n      failingSince\n    }\n  }\n": typeof types.AdminEnableWebhookEndpointDocument,
    "\n  query AdminWebhookDeliveries($endpointId: ID!) {\n    adminWebhookDeliveries(endpointId: $endpointId, first: 50) {\n      id\n      eventId\n      type\n      status\n      attempts\n      nextAttemptAt\n      deliveredAt\n      lastError\n      createdAt\n    }\n  }\n": typeof types.AdminWebhookDeliveriesDocument,
    "\n  mutation AdminResendWebhookDelivery($id: ID!) {\n    adminResendWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n      deliveredAt\n    }\n  }\n": typeof types.AdminResendWebhookDeliveryDocument,
    "\n  query AdminTimeSlotLabelsQuery($date: Date!) {\n    timeSlots(date: $date) {\n      label\n    }\n  }\n": typeof types.AdminTimeSlotLabelsQueryDocument,
    "\n  query AdminTableRouteQuery(\n    $table: AdminTable!\n    $search: String\n    $filters: [AdminFilterInput!]\n    $sort: AdminSortInput\n    $limit: Int\n    $after: String\n    $withTotal: Boolean!\n  ) {\n    adminTableRows(\n      table: $table\n      search: $search\n      filters: $filters\n      sort: $sort\n      limit: $limit\n      after: $after\n    ) {\n      total @include(if: $withTotal)\n      endCursor\n      hasNextPage\n      rows {\n        id\n        status\n        data\n      }\n    }\n  }\n": typeof types.AdminTableRouteQueryDocument,
    "\n  query AdminTableCountQuery($table: AdminTable!, $search: String, $filters: [AdminFilterInput!]) {\n    adminTableRows(table: $table, search: $search, filters: $filters, limit: 1) {\n      total\n    }\n  }\n": typeof types.AdminTableCountQueryDocument,
    "\n  query AdminSelectOptionsQuery($table: AdminTable!) {\n    adminSelectOptions(table: $table) {\n      value\n      label\n    }\n  }\n": typeof types.AdminSelectOptionsQueryDocument,
    "\n  query AdminModifierOptionChoicesQuery {\n    adminModifiers {\n      id\n      name\n      options {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminModifierOptionChoicesQueryDocument,
    "\n  fragment ModifiersPage_modifier on Modifier {\n    id\n    name\n    description\n    options {\n      id\n      name\n      type\n      units\n      value\n      description\n    }\n  }\n": typeof types.ModifiersPage_ModifierFragmentDoc,
    "\n  query AdminModifiersRouteQuery {\n    adminModifiers {\n      ...ModifiersPage_modifier\n    }\n  }\n": typeof types.AdminModifiersRouteQueryDocument,
    "\n  mutation AdminSaveModifierMutation($input: AdminSaveModifierInput!) {\n    adminSaveModifier(input: $input) {\n      modifier {\n        ...ModifiersPage_modifier\n      }\n    }\n  }\n": typeof types.AdminSaveModifierMutationDocument,
    "\n  mutation AdminDeleteModifierMutation($input: AdminDeleteInput!) {\n    adminDeleteModifier(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n": typeof types.AdminDeleteModifierMutationDocument,
    "\n  query AdminPackageServices($id: ID!) {\n    adminPackage(id: $id) {\n      id\n      seasonId\n      name\n      description\n      imageUrl\n      startDate\n      endDate\n      price\n      status\n      services {\n        id\n        serviceId\n        serviceName\n        quantity\n        firstWeek\n        everyWeeks\n      }\n    }\n    adminSeasons {\n      id\n      startDate\n      endDate\n    }\n    adminSelectOptions(table: SERVICES) {\n      value\n      label\n    }\n  }\n": typeof types.AdminPackageServicesDocument,
    "\n  mutation AdminSavePackageServices($input: AdminSavePackageInput!) {\n    adminSavePackage(input: $input) {\n      package {\n        id\n        status\n      }\n    }\n  }\n": typeof types.AdminSavePackageServicesDocument,
    "\n  fragment ProfileForm_viewer on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n    status\n  }\n": typeof types.ProfileForm_ViewerFragmentDoc,
    "\n  query AdminProfileRouteQuery {\n    me {\n      ...ProfileForm_viewer\n    }\n  }\n": typeof types.AdminProfileRouteQueryDocument,
    "\n  mutation AdminSaveProfileMutation($input: AdminSaveUserInput!) {\n    adminSaveUser(input: $input) {\n      user {\n        ...ProfileForm_viewer\n      }\n    }\n  }\n": typeof types.AdminSaveProfileMutationDocument,
    "\n  query AdminRecordRouteQuery($table: AdminTable!, $id: ID!) {\n    adminTableRow(table: $table, id: $id) {\n      id\n      data\n    }\n  }\n": typeof types.AdminRecordRouteQueryDocument,
    "\n  mutation AdminCreateRowMutation($input: AdminCreateRowInput!) {\n    adminCreateRow(input: $input) {\n      row {\n        id\n        data\n      }\n    }\n  }\n": typeof types.AdminCreateRowMutationDocument,
    "\n  mutation AdminUpdateRowMutation($input: AdminUpdateRowInput!) {\n    adminUpdateRow(input: $input) {\n      row {\n        id\n        data\n      }\n    }\n  }\n": typeof types.AdminUpdateRowMutationDocument,
    "\n  mutation AdminDeleteRowMutation($input: AdminDeleteRowInput!) {\n    adminDeleteRow(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n": typeof types.AdminDeleteRowMutationDocument,
    "\n  fragment BookedNotice_booking on Booking {\n    id\n    guidId\n    status\n    bookingDate\n    bookingTime\n    totalPrice\n  }\n": typeof types.BookedNotice_BookingFragmentDoc,
    "\n  query AdminQuoteRequestsPage($first: Int, $after: String, $status: QuoteRequestStatus, $search: String) {\n    adminQuoteRequestsPage(first: $first, after: $after, status: $status, search: $search) {\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        serviceName\n        name\n        suburb\n        status\n        createdAt\n      }\n    }\n  }\n": typeof types.AdminQuoteRequestsPageDocument,
    "\n  query AdminQuoteRequest($id: ID!) {\n    adminQuoteRequest(id: $id) {\n      id\n      serviceName\n      service {\n        id\n        name\n        basePrice\n      }\n      name\n      email\n      phone\n      street\n      suburb\n      postalCode\n      description\n      photoUrls\n      status\n      createdAt\n      booking {\n        ...BookedNotice_booking\n      }\n    }\n  }\n": typeof types.AdminQuoteRequestDocument,
    "\n  query AdminQuoteSlots($date: Date!) {\n    timeSlots(date: $date) {\n      label\n      available\n      remaining\n    }\n  }\n": typeof types.AdminQuoteSlotsDocument,
    "\n  mutation AdminCreateBookingFromQuote($input: AdminCreateBookingFromQuoteInput!) {\n    adminCreateBookingFromQuote(input: $input) {\n      paymentUrl\n      quoteRequest {\n        id\n        status\n        booking {\n          ...BookedNotice_booking\n        }\n      }\n    }\n  }\n": typeof types.AdminCreateBookingFromQuoteDocument,
    "\n  fragment RainDayDialog_plan on RainDayPlan {\n    date\n    token\n    searchDays\n    items {\n      booking {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        crew {\n          id\n          name\n        }\n        customer {\n          name\n        }\n        services {\n          id\n          name\n        }\n      }\n      toDate\n      toTime\n      crew {\n        id\n        name\n      }\n      outcome\n      continuation {\n        day\n        days\n      }\n      endDate\n      endTime\n    }\n  }\n": typeof types.RainDayDialog_PlanFragmentDoc,
    "\n  fragment SchedulePage_crew on Crew {\n    id\n    name\n    colour\n    active\n  }\n": typeof types.SchedulePage_CrewFragmentDoc,
    "\n  query AdminSchedule($from: Date!, $to: Date!) {\n    adminSchedule(from: $from, to: $to) {\n      from\n      to\n      slots\n      capacity\n      crews {\n        ...SchedulePage_crew\n      }\n      bookings {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        durationMinutes\n        status\n        totalPrice\n        startedAt\n        payLater\n        movedFrom\n        series {\n          id\n          kind\n          status\n          name\n          repeatWeeks\n        }\n        crew {\n          id\n        }\n        customer {\n          name\n        }\n        address {\n          suburb\n        }\n        services {\n          id\n          name\n        }\n      }\n      parts {\n        date\n        from\n        to\n        day\n        days\n        booking {\n          id\n          guidId\n        }\n      }\n    }\n  }\n": typeof types.AdminScheduleDocument,
    "\n  mutation ScheduleMove($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      notified\n      booking {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        crew {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ScheduleMoveDocument,
    "\n  query RainDayPlan($date: Date!) {\n    adminRainDayPlan(date: $date) {\n      ...RainDayDialog_plan\n    }\n  }\n": typeof types.RainDayPlanDocument,
    "\n  mutation RainDay($date: Date!, $planToken: String) {\n    adminRainDay(input: { date: $date, planToken: $planToken }) {\n      replanned\n      moved {\n        id\n        guidId\n        bookingDate\n        bookingTime\n      }\n      unmoved {\n        id\n        guidId\n      }\n      plan {\n        ...RainDayDialog_plan\n      }\n    }\n  }\n": typeof types.RainDayDocument,
    "\n  query AdminSeriesWindow {\n    adminSeriesWindow\n  }\n": typeof types.AdminSeriesWindowDocument,
    "\n  mutation AdminSetSeriesWindow($weeks: Int!) {\n    adminSetSeriesWindow(weeks: $weeks)\n  }\n": typeof types.AdminSetSeriesWindowDocument,
    "\n  query AdminAreaWaitlistQuery {\n    adminAreaWaitlist {\n      id\n      email\n      suburb\n      createdAt\n    }\n  }\n": typeof types.AdminAreaWaitlistQueryDocument,
    "\n  query AdminServiceFormRouteQuery($id: ID!, $editing: Boolean!) {\n    adminSelectOptions(table: CATEGORIES) {\n      value\n      label\n    }\n    adminVariations {\n      id\n      name\n      options {\n        id\n        label\n        additionalCost\n      }\n    }\n    adminService(id: $id) @include(if: $editing) {\n      id\n      categoryId\n      name\n      description\n      imageUrl\n      basePrice\n      durationMinutes\n      isPackage\n      quoteOnly\n      status\n      variations {\n        variationId\n        variationName\n        options(onlyOffered: false) {\n          id\n          offered\n        }\n      }\n    }\n  }\n": typeof types.AdminServiceFormRouteQueryDocument,
    "\n  mutation AdminSaveServiceMutation($input: AdminSaveServiceInput!) {\n    adminSaveService(input: $input) {\n      service {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminSaveServiceMutationDocument,
    "\n  mutation AdminDeleteServiceMutation($input: AdminDeleteInput!) {\n    adminDeleteService(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n": typeof types.AdminDeleteServiceMutationDocument,
    "\n  query AdminViewerQuery {\n    me {\n      id\n      name\n      email\n      role\n    }\n  }\n": typeof types.AdminViewerQueryDocument,
    "\n  mutation AdminLogoutMutation {\n    logout {\n      success\n    }\n  }\n": typeof types.AdminLogoutMutationDocument,
    "\n  mutation AdminUploadImageMutation($input: AdminUploadImageInput!) {\n    adminUploadImage(input: $input) {\n      success\n      url\n      reason\n    }\n  }\n": typeof types.AdminUploadImageMutationDocument,
    "\n  fragment VariationsPage_variation on Variation {\n    id\n    name\n    description\n    options {\n      id\n      label\n      additionalCost\n      description\n      repeatWeeks\n    }\n  }\n": typeof types.VariationsPage_VariationFragmentDoc,
    "\n  query AdminVariationsRouteQuery {\n    adminVariations {\n      ...VariationsPage_variation\n    }\n  }\n": typeof types.AdminVariationsRouteQueryDocument,
    "\n  mutation AdminSaveVariationMutation($input: AdminSaveVariationInput!) {\n    adminSaveVariation(input: $input) {\n      variation {\n        ...VariationsPage_variation\n      }\n    }\n  }\n": typeof types.AdminSaveVariationMutationDocument,
    "\n  mutation AdminDeleteVariationMutation($input: AdminDeleteInput!) {\n    adminDeleteVariation(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n": typeof types.AdminDeleteVariationMutationDocument,
    "\n  query SiteInfoQuery {\n    siteInfo {\n      phone\n      phoneHref\n      email\n      address {\n        street\n        locality\n        region\n        postalCode\n        line\n      }\n      officeHours {\n        days\n        daysOfWeek\n        opens\n        closes\n      }\n      callOutFreeMinutes\n      paymentHoldMinutes\n      quoteHoldDays\n      changeCutoffHours\n    }\n  }\n": typeof types.SiteInfoQueryDocument,
    "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...Session_user\n      }\n    }\n  }\n": typeof types.LoginMutationDocument,
    "\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        ...Session_user\n      }\n    }\n  }\n": typeof types.RegisterMutationDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      success\n    }\n  }\n": typeof types.LogoutMutationDocument,
    "\n  mutation SignOutEverywhereMutation {\n    signOutEverywhere {\n      success\n    }\n  }\n": typeof types.SignOutEverywhereMutationDocument,
    "\n  mutation RequestPasswordResetMutation($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      success\n    }\n  }\n": typeof types.RequestPasswordResetMutationDocument,
    "\n  mutation ResetPasswordMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n    }\n  }\n": typeof types.ResetPasswordMutationDocument,
    "\n  query ProfileRouteQuery {\n    me {\n      ...Session_user\n      referralCode\n      referralCredit {\n        amount\n        friends\n      }\n      bookings {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        visitTime\n        status\n        totalPrice\n        payableByLink\n        services {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ProfileRouteQueryDocument,
    "\n  mutation CancelBookingMutation($input: CancelBookingInput!) {\n    cancelBooking(input: $input) {\n      booking {\n        id\n        guidId\n        status\n        refundStatus\n        refundDue\n        refunded\n      }\n    }\n  }\n": typeof types.CancelBookingMutationDocument,
    "\n  mutation UpdateBookingNotesMutation($input: UpdateBookingNotesInput!) {\n    updateBookingNotes(input: $input) {\n      booking {\n        id\n        guidId\n        propertyNotes\n      }\n    }\n  }\n": typeof types.UpdateBookingNotesMutationDocument,
    "\n  query ManagedBookingQuery($token: String!) {\n    managedBooking(token: $token) {\n      ...BookingDetails\n    }\n  }\n": typeof types.ManagedBookingQueryDocument,
    "\n  mutation RescheduleBookingMutation($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      booking {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        visitTime\n        status\n      }\n    }\n  }\n": typeof types.RescheduleBookingMutationDocument,
    "\n  query RescheduleSlotsQuery($date: Date!, $lines: [BookingLineInput!]) {\n    timeSlots(date: $date, lines: $lines) {\n      label\n      available\n      remaining\n    }\n  }\n": typeof types.RescheduleSlotsQueryDocument,
    "\n  fragment Session_user on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n  }\n": typeof types.Session_UserFragmentDoc,
    "\n  query SessionQuery {\n    me {\n      ...Session_user\n    }\n  }\n": typeof types.SessionQueryDocument,
    "\n  query QuoteQuery($input: BookingInput!, $address: QuoteAddressInput, $customer: QuoteCustomerInput) {\n    quote(input: $input, address: $address, customer: $customer) {\n      ...PriceBreakdown_quote\n      token\n    }\n  }\n": typeof types.QuoteQueryDocument,
    "\n  query MySavedCardQuery {\n    mySavedCard {\n      label\n      savedAt\n    }\n  }\n": typeof types.MySavedCardQueryDocument,
    "\n  mutation RemoveMySavedCardMutation {\n    removeMySavedCard\n  }\n": typeof types.RemoveMySavedCardMutationDocument,
    "\n  query ServicesRouteQuery($categoryId: ID) {\n    categories {\n      id\n      name\n    }\n    services(categoryId: $categoryId) {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n      durationMinutes\n      quoteOnly\n    }\n  }\n": typeof types.ServicesRouteQueryDocument,
    "\n  query ServiceRouteQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      basePrice\n      fromPrice\n      durationMinutes\n      quoteOnly\n      status\n      category {\n        id\n        name\n      }\n      variations {\n        variationId\n        variationName\n        options {\n          id\n          label\n          description\n          additionalCost\n          fullPrice\n          repeatWeeks\n        }\n      }\n      addOns {\n        id\n        name\n        description\n        price\n      }\n    }\n  }\n": typeof types.ServiceRouteQueryDocument,
    "\n  query CheckoutModifiersQuery {\n    modifiers {\n      id\n      name\n      description\n      options {\n        id\n        name\n        type\n        units\n        value\n        description\n        rule\n      }\n    }\n  }\n": typeof types.CheckoutModifiersQueryDocument,
    "\n  query CheckoutAddressQuery {\n    serviceAreas {\n      id\n      suburb\n      postalCode\n    }\n    me {\n      id\n      bookings {\n        id\n        address {\n          street\n          suburb\n          postalCode\n        }\n        propertyNotes\n      }\n    }\n  }\n": typeof types.CheckoutAddressQueryDocument,
    "\n  query CheckoutTimeSlotsQuery($date: Date!, $lines: [BookingLineInput!]!) {\n    timeSlots(date: $date, lines: $lines) {\n      label\n      start\n      end\n      available\n      remaining\n      finish\n      finishDate\n    }\n    visitPlan(date: $date, lines: $lines) {\n      minutes\n      slotCount\n      days\n      minLeadMinutes\n      nextDateWithRoom\n      seasonNotice\n    }\n  }\n": typeof types.CheckoutTimeSlotsQueryDocument,
    "\n  fragment BookingDetails on Booking {\n    id\n    guidId\n    bookingDate\n    bookingTime\n    visitTime\n    heldUntil\n    address {\n      street\n      suburb\n      postalCode\n    }\n    status\n    totalPrice\n    amountOwed\n    payableByLink\n    paidAt\n    refundStatus\n    refundDue\n    refunded\n    propertyNotes\n    customer {\n      id\n      name\n      email\n      phone\n      address\n    }\n    services {\n      id\n      serviceId\n      packageId\n      name\n      variations {\n        variationName\n        optionId\n      }\n      addOns {\n        id\n        addOnId\n      }\n    }\n    modifiers {\n      id\n      modifierId\n      optionId\n    }\n    ...PriceBreakdown_booking\n  }\n": typeof types.BookingDetailsFragmentDoc,
    "\n  query SavedBookingQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      ...BookingDetails\n    }\n  }\n": typeof types.SavedBookingQueryDocument,
    "\n  mutation CreateBookingMutation($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        ...BookingDetails\n      }\n      user {\n        ...Session_user\n      }\n    }\n  }\n": typeof types.CreateBookingMutationDocument,
    "\n  mutation StartPaymentMutation($guidId: ID!, $saveCard: Boolean) {\n    startPayment(guidId: $guidId, saveCard: $saveCard) {\n      action\n      method\n      fields {\n        name\n        value\n      }\n    }\n  }\n": typeof types.StartPaymentMutationDocument,
    "\n  query ProgrammePlanQuery($packageId: ID!, $date: Date!) {\n    programmePlan(packageId: $packageId, date: $date) {\n      date\n      week\n      services\n    }\n  }\n": typeof types.ProgrammePlanQueryDocument,
    "\n  query BookingSeriesPlanQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      id\n      bookingDate\n      payLater\n      series {\n        id\n        ...SeriesPlan_series\n      }\n    }\n    me {\n      id\n      series {\n        id\n        visits {\n          id\n        }\n        ...SeriesPlan_series\n      }\n    }\n  }\n": typeof types.BookingSeriesPlanQueryDocument,
    "\n  query CheckoutBookingDaysQuery($lines: [BookingLineInput!]!) {\n    bookingDays(lines: $lines, days: 31) {\n      firstDateWithRoom\n      days {\n        date\n        closed\n        closedReason\n        hasRoom\n      }\n    }\n  }\n": typeof types.CheckoutBookingDaysQueryDocument,
    "\n  mutation JoinAreaWaitlistMutation($input: JoinAreaWaitlistInput!) {\n    joinAreaWaitlist(input: $input)\n  }\n": typeof types.JoinAreaWaitlistMutationDocument,
    "\n  query ServedAreasQuery {\n    serviceAreas {\n      id\n      suburb\n      postalCode\n    }\n  }\n": typeof types.ServedAreasQueryDocument,
    "\n  query CrewDay($date: Date) {\n    me {\n      id\n      name\n      role\n    }\n    crewDay(date: $date) {\n      date\n      crew {\n        id\n        name\n        colour\n      }\n      jobs {\n        id\n        guidId\n        bookingTime\n        durationMinutes\n        status\n        payLater\n        startedAt\n        propertyNotes\n        address {\n          street\n          suburb\n          postalCode\n        }\n        customer {\n          name\n          phone\n        }\n        services {\n          id\n          name\n          variations {\n            variationName\n            label\n          }\n          addOns {\n            id\n            name\n          }\n        }\n      }\n      parts {\n        from\n        to\n        day\n        days\n        booking {\n          id\n          guidId\n        }\n      }\n    }\n  }\n": typeof types.CrewDayDocument,
    "\n  mutation CrewStartJob($guidId: ID!) {\n    crewStartJob(input: { guidId: $guidId }) {\n      booking {\n        id\n        status\n        startedAt\n      }\n    }\n  }\n": typeof types.CrewStartJobDocument,
    "\n  mutation CrewCompleteJob($guidId: ID!) {\n    crewCompleteJob(input: { guidId: $guidId }) {\n      booking {\n        id\n        status\n      }\n    }\n  }\n": typeof types.CrewCompleteJobDocument,
    "\n  query BookingInvoicesQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      id\n      invoices {\n        id\n        kind\n        number\n        issuedAt\n        total\n        vat\n        downloadUrl\n      }\n    }\n  }\n": typeof types.BookingInvoicesQueryDocument,
    "\n  query LandingRouteQuery($first: Int!) {\n    featuredServices(first: $first) {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n      quoteOnly\n    }\n    seasons {\n      ...SeasonTabs_season\n    }\n  }\n": typeof types.LandingRouteQueryDocument,
    "\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    imageUrl\n    price\n    onSale\n    seasonText\n    saleNotice\n    remainingNotice\n    services {\n      id\n      serviceName\n      quantity\n    }\n  }\n": typeof types.PackageCard_PackageFragmentDoc,
    "\n  fragment SeasonTabs_season on Season {\n    id\n    name\n    duration\n    notes\n    packages {\n      id\n      ...PackageCard_package\n    }\n  }\n": typeof types.SeasonTabs_SeasonFragmentDoc,
    "\n  query PackagesRouteQuery {\n    seasons {\n      ...SeasonTabs_season\n    }\n  }\n": typeof types.PackagesRouteQueryDocument,
    "\n  query BookPackageRouteQuery($id: ID!) {\n    package(id: $id) {\n      ...PackageCard_package\n      status\n    }\n  }\n": typeof types.BookPackageRouteQueryDocument,
    "\n  fragment PriceBreakdown_quote on Quote {\n    lines {\n      serviceId\n      packageId\n      name\n      basePrice\n      options {\n        id\n        name\n        variationName\n        amount\n      }\n      addOns {\n        id\n        name\n        amount\n      }\n      season {\n        seasonId\n        name\n        multiplier\n        amount\n      }\n      total\n      seasonNotice\n    }\n    subtotal\n    adjustments {\n      modifierId\n      modifierName\n      optionId\n      optionName\n      type\n      units\n      value\n      base\n      amount\n      reason\n    }\n    referralCredit {\n      label\n      amount\n      reason\n    }\n    earned {\n      rule\n      modifierId\n      optionId\n      optionName\n      applied\n      reason\n    }\n    total\n    vatIncluded\n    repeat {\n      everyWeeks\n      laterVisitTotal\n      differences\n    }\n  }\n": typeof types.PriceBreakdown_QuoteFragmentDoc,
    "\n  fragment PriceBreakdown_booking on Booking {\n    totalPrice\n    vatIncluded\n    referralCredit\n    officeDiscount {\n      label\n      amount\n    }\n    services {\n      id\n      packageId\n      name\n      price\n      basePrice\n      season {\n        name\n        multiplier\n        amount\n      }\n      variations {\n        variationName\n        optionId\n        label\n        additionalCost\n      }\n      addOns {\n        id\n        name\n        price\n      }\n    }\n    modifiers {\n      id\n      modifierName\n      optionName\n      type\n      units\n      value\n      base\n      amount\n    }\n  }\n": typeof types.PriceBreakdown_BookingFragmentDoc,
    "\n  query MyConsentsQuery {\n    myConsents {\n      id\n      purpose\n      givenAt\n      withdrawnAt\n    }\n  }\n": typeof types.MyConsentsQueryDocument,
    "\n  mutation SetMarketingConsentMutation($given: Boolean!) {\n    setMarketingConsent(given: $given) {\n      id\n      purpose\n      givenAt\n      withdrawnAt\n    }\n  }\n": typeof types.SetMarketingConsentMutationDocument,
    "\n  query MyDataExportQuery {\n    myDataExport\n  }\n": typeof types.MyDataExportQueryDocument,
    "\n  mutation EraseMyAccountMutation {\n    eraseMyAccount {\n      cancelledVisits\n    }\n  }\n": typeof types.EraseMyAccountMutationDocument,
    "\n  mutation AdminEraseCustomerMutation($id: ID!) {\n    adminEraseCustomer(id: $id) {\n      cancelledVisits\n    }\n  }\n": typeof types.AdminEraseCustomerMutationDocument,
    "\n  query QuoteServiceQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      quoteOnly\n    }\n  }\n": typeof types.QuoteServiceQueryDocument,
    "\n  mutation RequestQuote($input: RequestQuoteInput!) {\n    requestQuote(input: $input) {\n      id\n      serviceName\n    }\n  }\n": typeof types.RequestQuoteDocument,
    "\n  fragment SeriesCard_series on BookingSeries {\n    id\n    kind\n    status\n    name\n    repeatWeeks\n    bookingTime\n    startDate\n    endDate\n    visitPrice\n    firstVisitId\n    upcomingVisits {\n      id\n      guidId\n      bookingDate\n      bookingTime\n      visitTime\n      status\n      payLater\n      movedFrom\n      movedNotice\n      paidAt\n      totalPrice\n    }\n  }\n": typeof types.SeriesCard_SeriesFragmentDoc,
    "\n  fragment SeriesChangeList_change on SeriesVisitChange {\n    guidId\n    what\n    paid\n    refund\n    restored\n    before {\n      date\n      time\n      crewName\n      price\n    }\n    after {\n      date\n      time\n      crewName\n      price\n    }\n  }\n": typeof types.SeriesChangeList_ChangeFragmentDoc,
    "\n  fragment SeriesPlan_series on BookingSeries {\n    id\n    kind\n    name\n    repeatWeeks\n    bookingTime\n    startDate\n    endDate\n    visitPrice\n    visits {\n      id\n      bookingDate\n      bookingTime\n      status\n      services {\n        id\n        name\n      }\n    }\n  }\n": typeof types.SeriesPlan_SeriesFragmentDoc,
    "\n  query MySeriesQuery {\n    me {\n      id\n      series {\n        id\n        ...SeriesCard_series\n      }\n    }\n  }\n": typeof types.MySeriesQueryDocument,
    "\n  query ManagedVisitSeriesQuery($token: String!) {\n    managedBooking(token: $token) {\n      id\n      guidId\n      series {\n        ...SeriesCard_series\n      }\n    }\n  }\n": typeof types.ManagedVisitSeriesQueryDocument,
    "\n  query VisitSeriesQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      id\n      guidId\n      series {\n        ...SeriesCard_series\n      }\n    }\n  }\n": typeof types.VisitSeriesQueryDocument,
    "\n  mutation SkipSeriesVisitMutation($input: SkipSeriesVisitInput!) {\n    skipSeriesVisit(input: $input) {\n      series {\n        ...SeriesCard_series\n      }\n      undo {\n        token\n        expiresAt\n      }\n    }\n  }\n": typeof types.SkipSeriesVisitMutationDocument,
    "\n  query SeriesChangePreviewQuery($input: ChangeSeriesInput!) {\n    seriesChangePreview(input: $input) {\n      refundTotal\n      changes {\n        guidId\n        what\n        paid\n        before {\n          price\n        }\n        ...SeriesChangeList_change\n      }\n    }\n  }\n": typeof types.SeriesChangePreviewQueryDocument,
    "\n  mutation ApplySeriesChangeMutation($input: ChangeSeriesInput!) {\n    changeSeries(input: $input) {\n      series {\n        id\n        status\n        nextDate\n        ...SeriesCard_series\n      }\n      changes {\n        what\n      }\n      undo {\n        token\n        expiresAt\n      }\n    }\n  }\n": typeof types.ApplySeriesChangeMutationDocument,
    "\n  query SeriesSkipPreviewQuery($input: SkipSeriesVisitInput!) {\n    seriesSkipPreview(input: $input) {\n      refundTotal\n      changes {\n        guidId\n        ...SeriesChangeList_change\n      }\n    }\n  }\n": typeof types.SeriesSkipPreviewQueryDocument,
    "\n  mutation UndoSeriesChangeMutation($input: UndoSeriesChangeInput!) {\n    undoSeriesChange(input: $input) {\n      series {\n        id\n        status\n        ...SeriesCard_series\n      }\n    }\n  }\n": typeof types.UndoSeriesChangeMutationDocument,
    "\n  query SeriesStartTimes {\n    adminCalendar {\n      slotMinutes\n      hours {\n        weekday\n        opensAt\n        closesAt\n      }\n    }\n  }\n": typeof types.SeriesStartTimesDocument,
    "\n  query CancelPreviewQuery($guidId: ID!, $manageToken: String) {\n    cancelPreview(guidId: $guidId, manageToken: $manageToken) {\n      givesUpProgramme\n      laterProgrammeVisit\n      refundDue\n      doneVisits\n      allVisits\n      visits {\n        guidId\n        bookingDate\n        visitTime\n      }\n    }\n  }\n": typeof types.CancelPreviewQueryDocument,
    "\n  fragment StatementTable_statement on Statement {\n    entries {\n      kind\n      at\n      reference\n      method\n      bookingReference\n      amount\n      balance\n    }\n    charged\n    paid\n    credited\n    refunded\n    balance\n    refundDue\n    awaitingPayment\n  }\n": typeof types.StatementTable_StatementFragmentDoc,
    "\n  query MyStatementQuery {\n    myStatement {\n      ...StatementTable_statement\n    }\n  }\n": typeof types.MyStatementQueryDocument,
    "\n  query AdminCustomerStatementQuery($customerId: ID!) {\n    adminCustomerStatement(customerId: $customerId) {\n      ...StatementTable_statement\n    }\n  }\n": typeof types.AdminCustomerStatementQueryDocument,
};
const documents: Documents = {
    "\n  fragment BookingCustomerSection_booking on Booking {\n    id\n    customer {\n      id\n      name\n      email\n      phone\n      address\n    }\n    address {\n      street\n      suburb\n      postalCode\n    }\n    propertyNotes\n  }\n": types.BookingCustomerSection_BookingFragmentDoc,
    "\n  fragment BookingDetailPage_booking on Booking {\n    id\n    guidId\n    bookingDate\n    status\n    series {\n      id\n      ...BookingSeriesSection_series\n    }\n    createdAt\n    crew {\n      id\n      name\n    }\n    ...BookingStatusPanel_booking\n    ...BookingCustomerSection_booking\n    ...BookingPriceSection_booking\n    ...BookingPaymentsSection_booking\n    ...BookingHistorySection_booking\n  }\n": types.BookingDetailPage_BookingFragmentDoc,
    "\n  fragment BookingHistorySection_booking on Booking {\n    id\n    updatedAt\n    status\n  }\n": types.BookingHistorySection_BookingFragmentDoc,
    "\n  fragment BookingHistorySection_event on BookingEvent {\n    id\n    at\n    kind\n    summary\n    actorName\n  }\n": types.BookingHistorySection_EventFragmentDoc,
    "\n  query AdminBookingHistoryPage($id: ID!, $after: String) {\n    adminBooking(id: $id) {\n      id\n      historyPage(first: 20, after: $after) {\n        hasNextPage\n        endCursor\n        nodes {\n          ...BookingHistorySection_event\n        }\n      }\n    }\n  }\n": types.AdminBookingHistoryPageDocument,
    "\n  fragment BookingPaymentsSection_booking on Booking {\n    id\n    customer {\n      id\n      name\n      email\n    }\n    payments {\n      id\n      providerPaymentId\n      amount\n      status\n      createdAt\n      refundStatus\n      refundReason\n      refundAmount\n      refundedAt\n      refundedBy\n      refundReference\n      method\n      reference\n      recordedBy\n    }\n  }\n": types.BookingPaymentsSection_BookingFragmentDoc,
    "\n  fragment BookingPriceSection_booking on Booking {\n    id\n    referralCredit\n    officeDiscount {\n      label\n      amount\n      reason\n      givenBy\n    }\n    services {\n      id\n    }\n    ...PriceBreakdown_booking\n  }\n": types.BookingPriceSection_BookingFragmentDoc,
    "\n  fragment BookingSeriesSection_series on BookingSeries {\n    id\n    kind\n    status\n    name\n    repeatWeeks\n    bookingTime\n    startDate\n    endDate\n    nextDate\n    visitPrice\n    cardOnFile\n    cardChargeWhen\n    cardChargeHoursBefore\n    pausedFrom\n    crew {\n      id\n      name\n    }\n    visitsWithoutCrew {\n      id\n      bookingDate\n    }\n    planningFailure {\n      retryAt\n      reason\n    }\n    firstVisitId\n    visitCount\n    recentVisits {\n      id\n      guidId\n      bookingDate\n      bookingTime\n      status\n      payLater\n      movedFrom\n      refundStatus\n    }\n  }\n": types.BookingSeriesSection_SeriesFragmentDoc,
    "\n  fragment BookingStatusPanel_booking on Booking {\n    id\n    guidId\n    bookingDate\n    bookingTime\n    status\n    allowedMoves\n    totalPrice\n    paidAt\n    refundStatus\n    refundDue\n    amountPaid\n    amountOwed\n    heldUntil\n    payLater\n    movedFrom\n  }\n": types.BookingStatusPanel_BookingFragmentDoc,
    "\n  mutation SetSeriesCardCharge($seriesId: ID!, $when: CardChargeWhen!) {\n    adminSetSeriesCardCharge(seriesId: $seriesId, when: $when) {\n      id\n      cardChargeWhen\n      visits {\n        id\n        status\n      }\n    }\n  }\n": types.SetSeriesCardChargeDocument,
    "\n  query AdminBookingRouteQuery($id: ID!) {\n    adminBooking(id: $id) {\n      ...BookingDetailPage_booking\n    }\n  }\n": types.AdminBookingRouteQueryDocument,
    "\n  mutation AdminSetBookingStatusMutation($input: AdminSetBookingStatusInput!) {\n    adminSetBookingStatus(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n      customerNotified\n    }\n  }\n": types.AdminSetBookingStatusMutationDocument,
    "\n  mutation AdminMarkRefundedMutation($input: AdminMarkRefundedInput!) {\n    adminMarkRefunded(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n": types.AdminMarkRefundedMutationDocument,
    "\n  mutation AdminRefundThroughProviderMutation($input: AdminRefundThroughProviderInput!) {\n    adminRefundThroughProvider(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n": types.AdminRefundThroughProviderMutationDocument,
    "\n  query AdminBookingSlotsQuery($date: Date!, $lines: [BookingLineInput!]) {\n    timeSlots(date: $date, lines: $lines) {\n      label\n      available\n      remaining\n    }\n  }\n": types.AdminBookingSlotsQueryDocument,
    "\n  mutation AdminCreateBookingMutation($input: AdminCreateBookingInput!) {\n    adminCreateBooking(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n": types.AdminCreateBookingMutationDocument,
    "\n  mutation AdminRescheduleBookingMutation($input: AdminRescheduleBookingInput!) {\n    adminRescheduleBooking(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n": types.AdminRescheduleBookingMutationDocument,
    "\n  query AdminServiceAreasQuery {\n    serviceAreas {\n      id\n      suburb\n      postalCode\n    }\n  }\n": types.AdminServiceAreasQueryDocument,
    "\n  mutation SkipSeriesVisit($input: SkipSeriesVisitInput!) {\n    skipSeriesVisit(input: $input) {\n      series {\n        ...BookingSeriesSection_series\n      }\n    }\n  }\n": types.SkipSeriesVisitDocument,
    "\n  mutation ChangeSeries($input: ChangeSeriesInput!) {\n    changeSeries(input: $input) {\n      series {\n        id\n        nextDate\n        ...BookingSeriesSection_series\n      }\n    }\n  }\n": types.ChangeSeriesDocument,
    "\n  query AdminNewBookingServiceQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      variations {\n        variationId\n        variationName\n        options {\n          id\n          label\n          additionalCost\n          repeatWeeks\n        }\n      }\n      addOns {\n        id\n        name\n        price\n      }\n    }\n  }\n": types.AdminNewBookingServiceQueryDocument,
    "\n  query AdminBookingCrewsQuery {\n    adminCrews {\n      id\n      name\n      active\n    }\n  }\n": types.AdminBookingCrewsQueryDocument,
    "\n  query AdminQuoteQuery(\n    $input: BookingInput!\n    $userId: ID\n    $customer: QuoteCustomerInput\n    $address: QuoteAddressInput\n    $discount: OfficeDiscountInput\n  ) {\n    adminQuote(input: $input, userId: $userId, customer: $customer, address: $address, discount: $discount) {\n      ...PriceBreakdown_quote\n      officeDiscount {\n        label\n        percent\n        amount\n      }\n      token\n    }\n  }\n": types.AdminQuoteQueryDocument,
    "\n  query AdminOfficeDiscountMaxQuery {\n    adminOfficeDiscountMaxPercent\n  }\n": types.AdminOfficeDiscountMaxQueryDocument,
    "\n  mutation AdminResendPaymentLinkMutation($id: ID!) {\n    adminResendPaymentLink(id: $id) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n": types.AdminResendPaymentLinkMutationDocument,
    "\n  query SeriesCrewsQuery {\n    adminCrews {\n      id\n      name\n      active\n    }\n  }\n": types.SeriesCrewsQueryDocument,
    "\n  fragment CalendarPage_calendar on CompanyCalendar {\n    slotMinutes\n    hours {\n      weekday\n      name\n      opensAt\n      closesAt\n    }\n    closedDays {\n      date\n      reason\n      holiday\n      open\n    }\n  }\n": types.CalendarPage_CalendarFragmentDoc,
    "\n  fragment CalendarPage_outside on Booking {\n    id\n    bookingDate\n    bookingTime\n    status\n    customer {\n      name\n    }\n  }\n": types.CalendarPage_OutsideFragmentDoc,
    "\n  query AdminCalendar {\n    adminCalendar {\n      ...CalendarPage_calendar\n    }\n  }\n": types.AdminCalendarDocument,
    "\n  mutation AdminSaveCalendar($input: SaveCalendarInput!) {\n    adminSaveCalendar(input: $input) {\n      calendar {\n        ...CalendarPage_calendar\n      }\n      outsideBookings {\n        ...CalendarPage_outside\n      }\n    }\n  }\n": types.AdminSaveCalendarDocument,
    "\n  mutation AdminCloseDay($input: CloseDayInput!) {\n    adminCloseDay(input: $input) {\n      calendar {\n        ...CalendarPage_calendar\n      }\n      outsideBookings {\n        ...CalendarPage_outside\n      }\n    }\n  }\n": types.AdminCloseDayDocument,
    "\n  mutation AdminOpenDay($date: Date!) {\n    adminOpenDay(date: $date) {\n      calendar {\n        ...CalendarPage_calendar\n      }\n      outsideBookings {\n        ...CalendarPage_outside\n      }\n    }\n  }\n": types.AdminOpenDayDocument,
    "\n  fragment CrewsPage_crew on Crew {\n    id\n    name\n    colour\n    active\n    members {\n      id\n      name\n      email\n    }\n  }\n": types.CrewsPage_CrewFragmentDoc,
    "\n  query AdminCrews {\n    adminCrews {\n      ...CrewsPage_crew\n    }\n    adminStaff {\n      id\n      name\n      email\n    }\n  }\n": types.AdminCrewsDocument,
    "\n  mutation AdminSaveCrew($input: AdminSaveCrewInput!) {\n    adminSaveCrew(input: $input) {\n      crew {\n        ...CrewsPage_crew\n      }\n    }\n  }\n": types.AdminSaveCrewDocument,
    "\n  mutation AdminDeleteCrew($id: ID!) {\n    adminDeleteCrew(input: { id: $id }) {\n      id\n      success\n      archived\n      message\n    }\n  }\n": types.AdminDeleteCrewDocument,
    "\n  query AdminCrewDeactivationPreview($crewId: ID!) {\n    adminCrewDeactivationPreview(crewId: $crewId) {\n      crew {\n        id\n        name\n      }\n      jobs {\n        id\n        guidId\n        date\n        time\n        customerName\n        suburb\n      }\n      overCapacity {\n        date\n        time\n        booked\n        capacity\n      }\n    }\n  }\n": types.AdminCrewDeactivationPreviewDocument,
    "\n  mutation AdminDeactivateCrew($input: AdminDeactivateCrewInput!) {\n    adminDeactivateCrew(input: $input) {\n      crew {\n        ...CrewsPage_crew\n      }\n      moved\n      reassignedTo {\n        id\n        name\n      }\n    }\n  }\n": types.AdminDeactivateCrewDocument,
    "\n  query AdminCustomer($id: ID!) {\n    adminCustomer(id: $id) {\n      user {\n        id\n        name\n        email\n        phone\n        address\n        status\n        createdAt\n        series {\n          id\n          name\n          kind\n          status\n          repeatWeeks\n          upcomingVisits {\n            id\n            bookingDate\n            bookingTime\n            status\n          }\n        }\n      }\n      officeNotes\n      totalSpent\n      properties {\n        id\n        street\n        suburb\n        postalCode\n        notes\n      }\n      bookingsCount\n    }\n  }\n": types.AdminCustomerDocument,
    "\n  query AdminCustomerBookings($id: ID!, $first: Int, $after: String) {\n    adminCustomer(id: $id) {\n      bookingsPage(first: $first, after: $after) {\n        hasNextPage\n        endCursor\n        nodes {\n          id\n          guidId\n          bookingDate\n          bookingTime\n          status\n          totalPrice\n          paidAt\n          refundDue\n          services {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n": types.AdminCustomerBookingsDocument,
    "\n  mutation AdminSaveCustomerNotes($input: AdminCustomerNotesInput!) {\n    adminSaveCustomerNotes(input: $input) {\n      officeNotes\n    }\n  }\n": types.AdminSaveCustomerNotesDocument,
    "\n  query AdminCustomers($search: String, $limit: Int, $after: String) {\n    adminCustomers(search: $search, limit: $limit, after: $after) {\n      total\n      hasNextPage\n      endCursor\n      customers {\n        id\n        name\n        email\n        phone\n        status\n        bookingsCount\n        lastVisit\n      }\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  mutation AdminSaveCustomer($input: AdminSaveCustomerInput!) {\n    adminSaveCustomer(input: $input) {\n      customer {\n        id\n        name\n        email\n        phone\n      }\n    }\n  }\n": types.AdminSaveCustomerDocument,
    "\n  mutation AdminSendCustomerSignInLink($input: AdminCustomerIdInput!) {\n    adminSendCustomerSignInLink(input: $input) {\n      email\n    }\n  }\n": types.AdminSendCustomerSignInLinkDocument,
    "\n  mutation AdminSaveCustomerProperty($input: AdminSaveCustomerPropertyInput!) {\n    adminSaveCustomerProperty(input: $input) {\n      property {\n        id\n        street\n        suburb\n        postalCode\n        notes\n      }\n    }\n  }\n": types.AdminSaveCustomerPropertyDocument,
    "\n  mutation AdminDeleteCustomerProperty($input: AdminDeleteCustomerPropertyInput!) {\n    adminDeleteCustomerProperty(input: $input) {\n      id\n      success\n    }\n  }\n": types.AdminDeleteCustomerPropertyDocument,
    "\n  fragment CrewLoadGrid_load on AdminCrewLoad {\n    days {\n      date\n      workingMinutes\n    }\n    crews {\n      crewId\n      name\n      colour\n      active\n      bookedMinutes\n    }\n  }\n": types.CrewLoadGrid_LoadFragmentDoc,
    "\n  query AdminEmailNotices {\n    adminEmailNotices(first: 10) {\n      retrying\n      failed\n      nodes {\n        id\n        description\n        bookingGuidId\n        attempts\n        lastError\n        failedAt\n        createdAt\n      }\n    }\n  }\n": types.AdminEmailNoticesDocument,
    "\n  mutation AdminRetryEmailNotice($id: ID!) {\n    adminRetryEmailNotice(id: $id) {\n      id\n      attempts\n      failedAt\n    }\n  }\n": types.AdminRetryEmailNoticeDocument,
    "\n  query AdminEmailOutbox {\n    failed: adminEmailOutbox(state: FAILED, first: 5) {\n      waiting\n      failed\n      nodes {\n        id\n        recipient\n        subject\n        attempts\n        lastError\n        failedAt\n      }\n    }\n    waiting: adminEmailOutbox(state: WAITING, first: 5) {\n      nodes {\n        id\n        recipient\n        subject\n        attempts\n        lastError\n        nextAttemptAt\n      }\n    }\n  }\n": types.AdminEmailOutboxDocument,
    "\n  mutation AdminRetryEmail($id: ID!) {\n    adminRetryEmail(id: $id) {\n      id\n      state\n      attempts\n      failedAt\n    }\n  }\n": types.AdminRetryEmailDocument,
    "\n  fragment MoneyOwedCard_owed on AdminMoneyOwed {\n    amount\n    count\n    oldest\n    items {\n      bookingId\n      bookingLink\n      visitDate\n      customerName\n      customerLink\n      amount\n      since\n    }\n  }\n": types.MoneyOwedCard_OwedFragmentDoc,
    "\n  fragment PeriodFiguresCard_figures on AdminPeriodFigures {\n    from\n    to\n    visitsCompleted\n    visitsScheduled\n    bookingsMade\n    received\n    refunded\n    moneyReceived\n  }\n": types.PeriodFiguresCard_FiguresFragmentDoc,
    "\n  fragment RecurringRevenueCard_recurring on AdminRecurringRevenue {\n    weeks\n    amount\n    visits\n    activeSeries\n  }\n": types.RecurringRevenueCard_RecurringFragmentDoc,
    "\n  fragment TodaysJobsCard_dashboard on AdminDashboard {\n    today\n    scheduleLink\n    todaysJobs {\n      bookingId\n      bookingLink\n      time\n      customerName\n      customerLink\n      suburb\n      crewName\n      crewColour\n      status\n      inProgress\n      continued\n    }\n  }\n": types.TodaysJobsCard_DashboardFragmentDoc,
    "\n  query AdminDashboardRouteQuery {\n    adminDashboard {\n      metrics {\n        key\n        label\n        total\n        last30\n        previous30\n        growthPercent\n        link\n      }\n      thisWeek {\n        ...PeriodFiguresCard_figures\n      }\n      thisMonth {\n        ...PeriodFiguresCard_figures\n      }\n      refundsDue {\n        ...MoneyOwedCard_owed\n      }\n      unpaid {\n        ...MoneyOwedCard_owed\n      }\n      ...TodaysJobsCard_dashboard\n      crewLoad {\n        ...CrewLoadGrid_load\n      }\n      weekly {\n        weekStart\n        visits\n        bookings\n        revenue\n      }\n      recurring {\n        ...RecurringRevenueCard_recurring\n      }\n    }\n  }\n": types.AdminDashboardRouteQueryDocument,
    "\n  query AdminApiClients {\n    adminApiClients {\n      id\n      name\n      scopes\n      allowedOrigins\n      allowedReturnUrls\n      reach\n      secretShown\n      createdAt\n      rotatedAt\n      revokedAt\n      limits {\n        requestsPerMinute\n        costPerMinute\n        quoteRequestsPerDay\n        defaults\n      }\n    }\n  }\n": types.AdminApiClientsDocument,
    "\n  mutation AdminSetApiClientLimits($id: ID!, $input: ApiClientLimitsInput!) {\n    adminSetApiClientLimits(id: $id, input: $input) {\n      id\n      limits {\n        requestsPerMinute\n        costPerMinute\n        quoteRequestsPerDay\n        defaults\n      }\n    }\n  }\n": types.AdminSetApiClientLimitsDocument,
    "\n  mutation AdminSetApiClientAccess($id: ID!, $input: ApiClientAccessInput!) {\n    adminSetApiClientAccess(id: $id, input: $input) {\n      id\n      reach\n      allowedReturnUrls\n    }\n  }\n": types.AdminSetApiClientAccessDocument,
    "\n  mutation AdminCreateApiClient($input: ApiClientInput!) {\n    adminCreateApiClient(input: $input) {\n      secret\n      client {\n        id\n        name\n      }\n    }\n  }\n": types.AdminCreateApiClientDocument,
    "\n  mutation AdminRotateApiClient($id: ID!) {\n    adminRotateApiClient(id: $id) {\n      secret\n      client {\n        id\n        name\n      }\n    }\n  }\n": types.AdminRotateApiClientDocument,
    "\n  mutation AdminRevokeApiClient($id: ID!) {\n    adminRevokeApiClient(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.AdminRevokeApiClientDocument,
    "\n  query AdminWebhookEndpoints {\n    adminWebhookEndpoints {\n      id\n      url\n      events\n      enabled\n      failingSince\n      disabledAt\n      lastDeliveredAt\n      createdAt\n    }\n  }\n": types.AdminWebhookEndpointsDocument,
    "\n  mutation AdminCreateWebhookEndpoint($url: String!, $events: [String!]!, $idempotencyKey: String) {\n    adminCreateWebhookEndpoint(url: $url, events: $events, idempotencyKey: $idempotencyKey) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n": types.AdminCreateWebhookEndpointDocument,
    "\n  mutation AdminDeleteWebhookEndpoint($id: ID!) {\n    adminDeleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n": types.AdminDeleteWebhookEndpointDocument,
    "\n  mutation AdminEnableWebhookEndpoint($id: ID!) {\n    adminEnableWebhookEndpoint(id: $id) {\n      id\n      enabled\n      disabledAt\n      failingSince\n    }\n  }\n": types.AdminEnableWebhookEndpointDocument,
    "\n  query AdminWebhookDeliveries($endpointId: ID!) {\n    adminWebhookDeliveries(endpointId: $endpointId, first: 50) {\n      id\n      eventId\n      type\n      status\n      attempts\n      nextAttemptAt\n      deliveredAt\n      lastError\n      createdAt\n    }\n  }\n": types.AdminWebhookDeliveriesDocument,
    "\n  mutation AdminResendWebhookDelivery($id: ID!) {\n    adminResendWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n      deliveredAt\n    }\n  }\n": types.AdminResendWebhookDeliveryDocument,
    "\n  query AdminTimeSlotLabelsQuery($date: Date!) {\n    timeSlots(date: $date) {\n      label\n    }\n  }\n": types.AdminTimeSlotLabelsQueryDocument,
    "\n  query AdminTableRouteQuery(\n    $table: AdminTable!\n    $search: String\n    $filters: [AdminFilterInput!]\n    $sort: AdminSortInput\n    $limit: Int\n    $after: String\n    $withTotal: Boolean!\n  ) {\n    adminTableRows(\n      table: $table\n      search: $search\n      filters: $filters\n      sort: $sort\n      limit: $limit\n      after: $after\n    ) {\n      total @include(if: $withTotal)\n      endCursor\n      hasNextPage\n      rows {\n        id\n        status\n        data\n      }\n    }\n  }\n": types.AdminTableRouteQueryDocument,
    "\n  query AdminTableCountQuery($table: AdminTable!, $search: String, $filters: [AdminFilterInput!]) {\n    adminTableRows(table: $table, search: $search, filters: $filters, limit: 1) {\n      total\n    }\n  }\n": types.AdminTableCountQueryDocument,
    "\n  query AdminSelectOptionsQuery($table: AdminTable!) {\n    adminSelectOptions(table: $table) {\n      value\n      label\n    }\n  }\n": types.AdminSelectOptionsQueryDocument,
    "\n  query AdminModifierOptionChoicesQuery {\n    adminModifiers {\n      id\n      name\n      options {\n        id\n        name\n      }\n    }\n  }\n": types.AdminModifierOptionChoicesQueryDocument,
    "\n  fragment ModifiersPage_modifier on Modifier {\n    id\n    name\n    description\n    options {\n      id\n      name\n      type\n      units\n      value\n      description\n    }\n  }\n": types.ModifiersPage_ModifierFragmentDoc,
    "\n  query AdminModifiersRouteQuery {\n    adminModifiers {\n      ...ModifiersPage_modifier\n    }\n  }\n": types.AdminModifiersRouteQueryDocument,
    "\n  mutation AdminSaveModifierMutation($input: AdminSaveModifierInput!) {\n    adminSaveModifier(input: $input) {\n      modifier {\n        ...ModifiersPage_modifier\n      }\n    }\n  }\n": types.AdminSaveModifierMutationDocument,
    "\n  mutation AdminDeleteModifierMutation($input: AdminDeleteInput!) {\n    adminDeleteModifier(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n": types.AdminDeleteModifierMutationDocument,
    "\n  query AdminPackageServices($id: ID!) {\n    adminPackage(id: $id) {\n      id\n      seasonId\n      name\n      description\n      imageUrl\n      startDate\n      endDate\n      price\n      status\n      services {\n        id\n        serviceId\n        serviceName\n        quantity\n        firstWeek\n        everyWeeks\n      }\n    }\n    adminSeasons {\n      id\n      startDate\n      endDate\n    }\n    adminSelectOptions(table: SERVICES) {\n      value\n      label\n    }\n  }\n": types.AdminPackageServicesDocument,
    "\n  mutation AdminSavePackageServices($input: AdminSavePackageInput!) {\n    adminSavePackage(input: $input) {\n      package {\n        id\n        status\n      }\n    }\n  }\n": types.AdminSavePackageServicesDocument,
    "\n  fragment ProfileForm_viewer on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n    status\n  }\n": types.ProfileForm_ViewerFragmentDoc,
    "\n  query AdminProfileRouteQuery {\n    me {\n      ...ProfileForm_viewer\n    }\n  }\n": types.AdminProfileRouteQueryDocument,
    "\n  mutation AdminSaveProfileMutation($input: AdminSaveUserInput!) {\n    adminSaveUser(input: $input) {\n      user {\n        ...ProfileForm_viewer\n      }\n    }\n  }\n": types.AdminSaveProfileMutationDocument,
    "\n  query AdminRecordRouteQuery($table: AdminTable!, $id: ID!) {\n    adminTableRow(table: $table, id: $id) {\n      id\n      data\n    }\n  }\n": types.AdminRecordRouteQueryDocument,
    "\n  mutation AdminCreateRowMutation($input: AdminCreateRowInput!) {\n    adminCreateRow(input: $input) {\n      row {\n        id\n        data\n      }\n    }\n  }\n": types.AdminCreateRowMutationDocument,
    "\n  mutation AdminUpdateRowMutation($input: AdminUpdateRowInput!) {\n    adminUpdateRow(input: $input) {\n      row {\n        id\n        data\n      }\n    }\n  }\n": types.AdminUpdateRowMutationDocument,
    "\n  mutation AdminDeleteRowMutation($input: AdminDeleteRowInput!) {\n    adminDeleteRow(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n": types.AdminDeleteRowMutationDocument,
    "\n  fragment BookedNotice_booking on Booking {\n    id\n    guidId\n    status\n    bookingDate\n    bookingTime\n    totalPrice\n  }\n": types.BookedNotice_BookingFragmentDoc,
    "\n  query AdminQuoteRequestsPage($first: Int, $after: String, $status: QuoteRequestStatus, $search: String) {\n    adminQuoteRequestsPage(first: $first, after: $after, status: $status, search: $search) {\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        serviceName\n        name\n        suburb\n        status\n        createdAt\n      }\n    }\n  }\n": types.AdminQuoteRequestsPageDocument,
    "\n  query AdminQuoteRequest($id: ID!) {\n    adminQuoteRequest(id: $id) {\n      id\n      serviceName\n      service {\n        id\n        name\n        basePrice\n      }\n      name\n      email\n      phone\n      street\n      suburb\n      postalCode\n      description\n      photoUrls\n      status\n      createdAt\n      booking {\n        ...BookedNotice_booking\n      }\n    }\n  }\n": types.AdminQuoteRequestDocument,
    "\n  query AdminQuoteSlots($date: Date!) {\n    timeSlots(date: $date) {\n      label\n      available\n      remaining\n    }\n  }\n": types.AdminQuoteSlotsDocument,
    "\n  mutation AdminCreateBookingFromQuote($input: AdminCreateBookingFromQuoteInput!) {\n    adminCreateBookingFromQuote(input: $input) {\n      paymentUrl\n      quoteRequest {\n        id\n        status\n        booking {\n          ...BookedNotice_booking\n        }\n      }\n    }\n  }\n": types.AdminCreateBookingFromQuoteDocument,
    "\n  fragment RainDayDialog_plan on RainDayPlan {\n    date\n    token\n    searchDays\n    items {\n      booking {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        crew {\n          id\n          name\n        }\n        customer {\n          name\n        }\n        services {\n          id\n          name\n        }\n      }\n      toDate\n      toTime\n      crew {\n        id\n        name\n      }\n      outcome\n      continuation {\n        day\n        days\n      }\n      endDate\n      endTime\n    }\n  }\n": types.RainDayDialog_PlanFragmentDoc,
    "\n  fragment SchedulePage_crew on Crew {\n    id\n    name\n    colour\n    active\n  }\n": types.SchedulePage_CrewFragmentDoc,
    "\n  query AdminSchedule($from: Date!, $to: Date!) {\n    adminSchedule(from: $from, to: $to) {\n      from\n      to\n      slots\n      capacity\n      crews {\n        ...SchedulePage_crew\n      }\n      bookings {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        durationMinutes\n        status\n        totalPrice\n        startedAt\n        payLater\n        movedFrom\n        series {\n          id\n          kind\n          status\n          name\n          repeatWeeks\n        }\n        crew {\n          id\n        }\n        customer {\n          name\n        }\n        address {\n          suburb\n        }\n        services {\n          id\n          name\n        }\n      }\n      parts {\n        date\n        from\n        to\n        day\n        days\n        booking {\n          id\n          guidId\n        }\n      }\n    }\n  }\n": types.AdminScheduleDocument,
    "\n  mutation ScheduleMove($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      notified\n      booking {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        crew {\n          id\n        }\n      }\n    }\n  }\n": types.ScheduleMoveDocument,
    "\n  query RainDayPlan($date: Date!) {\n    adminRainDayPlan(date: $date) {\n      ...RainDayDialog_plan\n    }\n  }\n": types.RainDayPlanDocument,
    "\n  mutation RainDay($date: Date!, $planToken: String) {\n    adminRainDay(input: { date: $date, planToken: $planToken }) {\n      replanned\n      moved {\n        id\n        guidId\n        bookingDate\n        bookingTime\n      }\n      unmoved {\n        id\n        guidId\n      }\n      plan {\n        ...RainDayDialog_plan\n      }\n    }\n  }\n": types.RainDayDocument,
    "\n  query AdminSeriesWindow {\n    adminSeriesWindow\n  }\n": types.AdminSeriesWindowDocument,
    "\n  mutation AdminSetSeriesWindow($weeks: Int!) {\n    adminSetSeriesWindow(weeks: $weeks)\n  }\n": types.AdminSetSeriesWindowDocument,
    "\n  query AdminAreaWaitlistQuery {\n    adminAreaWaitlist {\n      id\n      email\n      suburb\n      createdAt\n    }\n  }\n": types.AdminAreaWaitlistQueryDocument,
    "\n  query AdminServiceFormRouteQuery($id: ID!, $editing: Boolean!) {\n    adminSelectOptions(table: CATEGORIES) {\n      value\n      label\n    }\n    adminVariations {\n      id\n      name\n      options {\n        id\n        label\n        additionalCost\n      }\n    }\n    adminService(id: $id) @include(if: $editing) {\n      id\n      categoryId\n      name\n      description\n      imageUrl\n      basePrice\n      durationMinutes\n      isPackage\n      quoteOnly\n      status\n      variations {\n        variationId\n        variationName\n        options(onlyOffered: false) {\n          id\n          offered\n        }\n      }\n    }\n  }\n": types.AdminServiceFormRouteQueryDocument,
    "\n  mutation AdminSaveServiceMutation($input: AdminSaveServiceInput!) {\n    adminSaveService(input: $input) {\n      service {\n        id\n        name\n      }\n    }\n  }\n": types.AdminSaveServiceMutationDocument,
    "\n  mutation AdminDeleteServiceMutation($input: AdminDeleteInput!) {\n    adminDeleteService(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n": types.AdminDeleteServiceMutationDocument,
    "\n  query AdminViewerQuery {\n    me {\n      id\n      name\n      email\n      role\n    }\n  }\n": types.AdminViewerQueryDocument,
    "\n  mutation AdminLogoutMutation {\n    logout {\n      success\n    }\n  }\n": types.AdminLogoutMutationDocument,
    "\n  mutation AdminUploadImageMutation($input: AdminUploadImageInput!) {\n    adminUploadImage(input: $input) {\n      success\n      url\n      reason\n    }\n  }\n": types.AdminUploadImageMutationDocument,
    "\n  fragment VariationsPage_variation on Variation {\n    id\n    name\n    description\n    options {\n      id\n      label\n      additionalCost\n      description\n      repeatWeeks\n    }\n  }\n": types.VariationsPage_VariationFragmentDoc,
    "\n  query AdminVariationsRouteQuery {\n    adminVariations {\n      ...VariationsPage_variation\n    }\n  }\n": types.AdminVariationsRouteQueryDocument,
    "\n  mutation AdminSaveVariationMutation($input: AdminSaveVariationInput!) {\n    adminSaveVariation(input: $input) {\n      variation {\n        ...VariationsPage_variation\n      }\n    }\n  }\n": types.AdminSaveVariationMutationDocument,
    "\n  mutation AdminDeleteVariationMutation($input: AdminDeleteInput!) {\n    adminDeleteVariation(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n": types.AdminDeleteVariationMutationDocument,
    "\n  query SiteInfoQuery {\n    siteInfo {\n      phone\n      phoneHref\n      email\n      address {\n        street\n        locality\n        region\n        postalCode\n        line\n      }\n      officeHours {\n        days\n        daysOfWeek\n        opens\n        closes\n      }\n      callOutFreeMinutes\n      paymentHoldMinutes\n      quoteHoldDays\n      changeCutoffHours\n    }\n  }\n": types.SiteInfoQueryDocument,
    "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...Session_user\n      }\n    }\n  }\n": types.LoginMutationDocument,
    "\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        ...Session_user\n      }\n    }\n  }\n": types.RegisterMutationDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      success\n    }\n  }\n": types.LogoutMutationDocument,
    "\n  mutation SignOutEverywhereMutation {\n    signOutEverywhere {\n      success\n    }\n  }\n": types.SignOutEverywhereMutationDocument,
    "\n  mutation RequestPasswordResetMutation($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      success\n    }\n  }\n": types.RequestPasswordResetMutationDocument,
    "\n  mutation ResetPasswordMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n    }\n  }\n": types.ResetPasswordMutationDocument,
    "\n  query ProfileRouteQuery {\n    me {\n      ...Session_user\n      referralCode\n      referralCredit {\n        amount\n        friends\n      }\n      bookings {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        visitTime\n        status\n        totalPrice\n        payableByLink\n        services {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ProfileRouteQueryDocument,
    "\n  mutation CancelBookingMutation($input: CancelBookingInput!) {\n    cancelBooking(input: $input) {\n      booking {\n        id\n        guidId\n        status\n        refundStatus\n        refundDue\n        refunded\n      }\n    }\n  }\n": types.CancelBookingMutationDocument,
    "\n  mutation UpdateBookingNotesMutation($input: UpdateBookingNotesInput!) {\n    updateBookingNotes(input: $input) {\n      booking {\n        id\n        guidId\n        propertyNotes\n      }\n    }\n  }\n": types.UpdateBookingNotesMutationDocument,
    "\n  query ManagedBookingQuery($token: String!) {\n    managedBooking(token: $token) {\n      ...BookingDetails\n    }\n  }\n": types.ManagedBookingQueryDocument,
    "\n  mutation RescheduleBookingMutation($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      booking {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        visitTime\n        status\n      }\n    }\n  }\n": types.RescheduleBookingMutationDocument,
    "\n  query RescheduleSlotsQuery($date: Date!, $lines: [BookingLineInput!]) {\n    timeSlots(date: $date, lines: $lines) {\n      label\n      available\n      remaining\n    }\n  }\n": types.RescheduleSlotsQueryDocument,
    "\n  fragment Session_user on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n  }\n": types.Session_UserFragmentDoc,
    "\n  query SessionQuery {\n    me {\n      ...Session_user\n    }\n  }\n": types.SessionQueryDocument,
    "\n  query QuoteQuery($input: BookingInput!, $address: QuoteAddressInput, $customer: QuoteCustomerInput) {\n    quote(input: $input, address: $address, customer: $customer) {\n      ...PriceBreakdown_quote\n      token\n    }\n  }\n": types.QuoteQueryDocument,
    "\n  query MySavedCardQuery {\n    mySavedCard {\n      label\n      savedAt\n    }\n  }\n": types.MySavedCardQueryDocument,
    "\n  mutation RemoveMySavedCardMutation {\n    removeMySavedCard\n  }\n": types.RemoveMySavedCardMutationDocument,
    "\n  query ServicesRouteQuery($categoryId: ID) {\n    categories {\n      id\n      name\n    }\n    services(categoryId: $categoryId) {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n      durationMinutes\n      quoteOnly\n    }\n  }\n": types.ServicesRouteQueryDocument,
    "\n  query ServiceRouteQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      basePrice\n      fromPrice\n      durationMinutes\n      quoteOnly\n      status\n      category {\n        id\n        name\n      }\n      variations {\n        variationId\n        variationName\n        options {\n          id\n          label\n          description\n          additionalCost\n          fullPrice\n          repeatWeeks\n        }\n      }\n      addOns {\n        id\n        name\n        description\n        price\n      }\n    }\n  }\n": types.ServiceRouteQueryDocument,
    "\n  query CheckoutModifiersQuery {\n    modifiers {\n      id\n      name\n      description\n      options {\n        id\n        name\n        type\n        units\n        value\n        description\n        rule\n      }\n    }\n  }\n": types.CheckoutModifiersQueryDocument,
    "\n  query CheckoutAddressQuery {\n    serviceAreas {\n      id\n      suburb\n      postalCode\n    }\n    me {\n      id\n      bookings {\n        id\n        address {\n          street\n          suburb\n          postalCode\n        }\n        propertyNotes\n      }\n    }\n  }\n": types.CheckoutAddressQueryDocument,
    "\n  query CheckoutTimeSlotsQuery($date: Date!, $lines: [BookingLineInput!]!) {\n    timeSlots(date: $date, lines: $lines) {\n      label\n      start\n      end\n      available\n      remaining\n      finish\n      finishDate\n    }\n    visitPlan(date: $date, lines: $lines) {\n      minutes\n      slotCount\n      days\n      minLeadMinutes\n      nextDateWithRoom\n      seasonNotice\n    }\n  }\n": types.CheckoutTimeSlotsQueryDocument,
    "\n  fragment BookingDetails on Booking {\n    id\n    guidId\n    bookingDate\n    bookingTime\n    visitTime\n    heldUntil\n    address {\n      street\n      suburb\n      postalCode\n    }\n    status\n    totalPrice\n    amountOwed\n    payableByLink\n    paidAt\n    refundStatus\n    refundDue\n    refunded\n    propertyNotes\n    customer {\n      id\n      name\n      email\n      phone\n      address\n    }\n    services {\n      id\n      serviceId\n      packageId\n      name\n      variations {\n        variationName\n        optionId\n      }\n      addOns {\n        id\n        addOnId\n      }\n    }\n    modifiers {\n      id\n      modifierId\n      optionId\n    }\n    ...PriceBreakdown_booking\n  }\n": types.BookingDetailsFragmentDoc,
    "\n  query SavedBookingQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      ...BookingDetails\n    }\n  }\n": types.SavedBookingQueryDocument,
    "\n  mutation CreateBookingMutation($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        ...BookingDetails\n      }\n      user {\n        ...Session_user\n      }\n    }\n  }\n": types.CreateBookingMutationDocument,
    "\n  mutation StartPaymentMutation($guidId: ID!, $saveCard: Boolean) {\n    startPayment(guidId: $guidId, saveCard: $saveCard) {\n      action\n      method\n      fields {\n        name\n        value\n      }\n    }\n  }\n": types.StartPaymentMutationDocument,
    "\n  query ProgrammePlanQuery($packageId: ID!, $date: Date!) {\n    programmePlan(packageId: $packageId, date: $date) {\n      date\n      week\n      services\n    }\n  }\n": types.ProgrammePlanQueryDocument,
    "\n  query BookingSeriesPlanQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      id\n      bookingDate\n      payLater\n      series {\n        id\n        ...SeriesPlan_series\n      }\n    }\n    me {\n      id\n      series {\n        id\n        visits {\n          id\n        }\n        ...SeriesPlan_series\n      }\n    }\n  }\n": types.BookingSeriesPlanQueryDocument,
    "\n  query CheckoutBookingDaysQuery($lines: [BookingLineInput!]!) {\n    bookingDays(lines: $lines, days: 31) {\n      firstDateWithRoom\n      days {\n        date\n        closed\n        closedReason\n        hasRoom\n      }\n    }\n  }\n": types.CheckoutBookingDaysQueryDocument,
    "\n  mutation JoinAreaWaitlistMutation($input: JoinAreaWaitlistInput!) {\n    joinAreaWaitlist(input: $input)\n  }\n": types.JoinAreaWaitlistMutationDocument,
    "\n  query ServedAreasQuery {\n    serviceAreas {\n      id\n      suburb\n      postalCode\n    }\n  }\n": types.ServedAreasQueryDocument,
    "\n  query CrewDay($date: Date) {\n    me {\n      id\n      name\n      role\n    }\n    crewDay(date: $date) {\n      date\n      crew {\n        id\n        name\n        colour\n      }\n      jobs {\n        id\n        guidId\n        bookingTime\n        durationMinutes\n        status\n        payLater\n        startedAt\n        propertyNotes\n        address {\n          street\n          suburb\n          postalCode\n        }\n        customer {\n          name\n          phone\n        }\n        services {\n          id\n          name\n          variations {\n            variationName\n            label\n          }\n          addOns {\n            id\n            name\n          }\n        }\n      }\n      parts {\n        from\n        to\n        day\n        days\n        booking {\n          id\n          guidId\n        }\n      }\n    }\n  }\n": types.CrewDayDocument,
    "\n  mutation CrewStartJob($guidId: ID!) {\n    crewStartJob(input: { guidId: $guidId }) {\n      booking {\n        id\n        status\n        startedAt\n      }\n    }\n  }\n": types.CrewStartJobDocument,
    "\n  mutation CrewCompleteJob($guidId: ID!) {\n    crewCompleteJob(input: { guidId: $guidId }) {\n      booking {\n        id\n        status\n      }\n    }\n  }\n": types.CrewCompleteJobDocument,
    "\n  query BookingInvoicesQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      id\n      invoices {\n        id\n        kind\n        number\n        issuedAt\n        total\n        vat\n        downloadUrl\n      }\n    }\n  }\n": types.BookingInvoicesQueryDocument,
    "\n  query LandingRouteQuery($first: Int!) {\n    featuredServices(first: $first) {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n      quoteOnly\n    }\n    seasons {\n      ...SeasonTabs_season\n    }\n  }\n": types.LandingRouteQueryDocument,
    "\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    imageUrl\n    price\n    onSale\n    seasonText\n    saleNotice\n    remainingNotice\n    services {\n      id\n      serviceName\n      quantity\n    }\n  }\n": types.PackageCard_PackageFragmentDoc,
    "\n  fragment SeasonTabs_season on Season {\n    id\n    name\n    duration\n    notes\n    packages {\n      id\n      ...PackageCard_package\n    }\n  }\n": types.SeasonTabs_SeasonFragmentDoc,
    "\n  query PackagesRouteQuery {\n    seasons {\n      ...SeasonTabs_season\n    }\n  }\n": types.PackagesRouteQueryDocument,
    "\n  query BookPackageRouteQuery($id: ID!) {\n    package(id: $id) {\n      ...PackageCard_package\n      status\n    }\n  }\n": types.BookPackageRouteQueryDocument,
    "\n  fragment PriceBreakdown_quote on Quote {\n    lines {\n      serviceId\n      packageId\n      name\n      basePrice\n      options {\n        id\n        name\n        variationName\n        amount\n      }\n      addOns {\n        id\n        name\n        amount\n      }\n      season {\n        seasonId\n        name\n        multiplier\n        amount\n      }\n      total\n      seasonNotice\n    }\n    subtotal\n    adjustments {\n      modifierId\n      modifierName\n      optionId\n      optionName\n      type\n      units\n      value\n      base\n      amount\n      reason\n    }\n    referralCredit {\n      label\n      amount\n      reason\n    }\n    earned {\n      rule\n      modifierId\n      optionId\n      optionName\n      applied\n      reason\n    }\n    total\n    vatIncluded\n    repeat {\n      everyWeeks\n      laterVisitTotal\n      differences\n    }\n  }\n": types.PriceBreakdown_QuoteFragmentDoc,
    "\n  fragment PriceBreakdown_booking on Booking {\n    totalPrice\n    vatIncluded\n    referralCredit\n    officeDiscount {\n      label\n      amount\n    }\n    services {\n      id\n      packageId\n      name\n      price\n      basePrice\n      season {\n        name\n        multiplier\n        amount\n      }\n      variations {\n        variationName\n        optionId\n        label\n        additionalCost\n      }\n      addOns {\n        id\n        name\n        price\n      }\n    }\n    modifiers {\n      id\n      modifierName\n      optionName\n      type\n      units\n      value\n      base\n      amount\n    }\n  }\n": types.PriceBreakdown_BookingFragmentDoc,
    "\n  query MyConsentsQuery {\n    myConsents {\n      id\n      purpose\n      givenAt\n      withdrawnAt\n    }\n  }\n": types.MyConsentsQueryDocument,
    "\n  mutation SetMarketingConsentMutation($given: Boolean!) {\n    setMarketingConsent(given: $given) {\n      id\n      purpose\n      givenAt\n      withdrawnAt\n    }\n  }\n": types.SetMarketingConsentMutationDocument,
    "\n  query MyDataExportQuery {\n    myDataExport\n  }\n": types.MyDataExportQueryDocument,
    "\n  mutation EraseMyAccountMutation {\n    eraseMyAccount {\n      cancelledVisits\n    }\n  }\n": types.EraseMyAccountMutationDocument,
    "\n  mutation AdminEraseCustomerMutation($id: ID!) {\n    adminEraseCustomer(id: $id) {\n      cancelledVisits\n    }\n  }\n": types.AdminEraseCustomerMutationDocument,
    "\n  query QuoteServiceQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      quoteOnly\n    }\n  }\n": types.QuoteServiceQueryDocument,
    "\n  mutation RequestQuote($input: RequestQuoteInput!) {\n    requestQuote(input: $input) {\n      id\n      serviceName\n    }\n  }\n": types.RequestQuoteDocument,
    "\n  fragment SeriesCard_series on BookingSeries {\n    id\n    kind\n    status\n    name\n    repeatWeeks\n    bookingTime\n    startDate\n    endDate\n    visitPrice\n    firstVisitId\n    upcomingVisits {\n      id\n      guidId\n      bookingDate\n      bookingTime\n      visitTime\n      status\n      payLater\n      movedFrom\n      movedNotice\n      paidAt\n      totalPrice\n    }\n  }\n": types.SeriesCard_SeriesFragmentDoc,
    "\n  fragment SeriesChangeList_change on SeriesVisitChange {\n    guidId\n    what\n    paid\n    refund\n    restored\n    before {\n      date\n      time\n      crewName\n      price\n    }\n    after {\n      date\n      time\n      crewName\n      price\n    }\n  }\n": types.SeriesChangeList_ChangeFragmentDoc,
    "\n  fragment SeriesPlan_series on BookingSeries {\n    id\n    kind\n    name\n    repeatWeeks\n    bookingTime\n    startDate\n    endDate\n    visitPrice\n    visits {\n      id\n      bookingDate\n      bookingTime\n      status\n      services {\n        id\n        name\n      }\n    }\n  }\n": types.SeriesPlan_SeriesFragmentDoc,
    "\n  query MySeriesQuery {\n    me {\n      id\n      series {\n        id\n        ...SeriesCard_series\n      }\n    }\n  }\n": types.MySeriesQueryDocument,
    "\n  query ManagedVisitSeriesQuery($token: String!) {\n    managedBooking(token: $token) {\n      id\n      guidId\n      series {\n        ...SeriesCard_series\n      }\n    }\n  }\n": types.ManagedVisitSeriesQueryDocument,
    "\n  query VisitSeriesQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      id\n      guidId\n      series {\n        ...SeriesCard_series\n      }\n    }\n  }\n": types.VisitSeriesQueryDocument,
    "\n  mutation SkipSeriesVisitMutation($input: SkipSeriesVisitInput!) {\n    skipSeriesVisit(input: $input) {\n      series {\n        ...SeriesCard_series\n      }\n      undo {\n        token\n        expiresAt\n      }\n    }\n  }\n": types.SkipSeriesVisitMutationDocument,
    "\n  query SeriesChangePreviewQuery($input: ChangeSeriesInput!) {\n    seriesChangePreview(input: $input) {\n      refundTotal\n      changes {\n        guidId\n        what\n        paid\n        before {\n          price\n        }\n        ...SeriesChangeList_change\n      }\n    }\n  }\n": types.SeriesChangePreviewQueryDocument,
    "\n  mutation ApplySeriesChangeMutation($input: ChangeSeriesInput!) {\n    changeSeries(input: $input) {\n      series {\n        id\n        status\n        nextDate\n        ...SeriesCard_series\n      }\n      changes {\n        what\n      }\n      undo {\n        token\n        expiresAt\n      }\n    }\n  }\n": types.ApplySeriesChangeMutationDocument,
    "\n  query SeriesSkipPreviewQuery($input: SkipSeriesVisitInput!) {\n    seriesSkipPreview(input: $input) {\n      refundTotal\n      changes {\n        guidId\n        ...SeriesChangeList_change\n      }\n    }\n  }\n": types.SeriesSkipPreviewQueryDocument,
    "\n  mutation UndoSeriesChangeMutation($input: UndoSeriesChangeInput!) {\n    undoSeriesChange(input: $input) {\n      series {\n        id\n        status\n        ...SeriesCard_series\n      }\n    }\n  }\n": types.UndoSeriesChangeMutationDocument,
    "\n  query SeriesStartTimes {\n    adminCalendar {\n      slotMinutes\n      hours {\n        weekday\n        opensAt\n        closesAt\n      }\n    }\n  }\n": types.SeriesStartTimesDocument,
    "\n  query CancelPreviewQuery($guidId: ID!, $manageToken: String) {\n    cancelPreview(guidId: $guidId, manageToken: $manageToken) {\n      givesUpProgramme\n      laterProgrammeVisit\n      refundDue\n      doneVisits\n      allVisits\n      visits {\n        guidId\n        bookingDate\n        visitTime\n      }\n    }\n  }\n": types.CancelPreviewQueryDocument,
    "\n  fragment StatementTable_statement on Statement {\n    entries {\n      kind\n      at\n      reference\n      method\n      bookingReference\n      amount\n      balance\n    }\n    charged\n    paid\n    credited\n    refunded\n    balance\n    refundDue\n    awaitingPayment\n  }\n": types.StatementTable_StatementFragmentDoc,
    "\n  query MyStatementQuery {\n    myStatement {\n      ...StatementTable_statement\n    }\n  }\n": types.MyStatementQueryDocument,
    "\n  query AdminCustomerStatementQuery($customerId: ID!) {\n    adminCustomerStatement(customerId: $customerId) {\n      ...StatementTable_statement\n    }\n  }\n": types.AdminCustomerStatementQueryDocument,
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
export function graphql(source: "\n  fragment BookingCustomerSection_booking on Booking {\n    id\n    customer {\n      id\n      name\n      email\n      phone\n      address\n    }\n    address {\n      street\n      suburb\n      postalCode\n    }\n    propertyNotes\n  }\n"): (typeof documents)["\n  fragment BookingCustomerSection_booking on Booking {\n    id\n    customer {\n      id\n      name\n      email\n      phone\n      address\n    }\n    address {\n      street\n      suburb\n      postalCode\n    }\n    propertyNotes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingDetailPage_booking on Booking {\n    id\n    guidId\n    bookingDate\n    status\n    series {\n      id\n      ...BookingSeriesSection_series\n    }\n    createdAt\n    crew {\n      id\n      name\n    }\n    ...BookingStatusPanel_booking\n    ...BookingCustomerSection_booking\n    ...BookingPriceSection_booking\n    ...BookingPaymentsSection_booking\n    ...BookingHistorySection_booking\n  }\n"): (typeof documents)["\n  fragment BookingDetailPage_booking on Booking {\n    id\n    guidId\n    bookingDate\n    status\n    series {\n      id\n      ...BookingSeriesSection_series\n    }\n    createdAt\n    crew {\n      id\n      name\n    }\n    ...BookingStatusPanel_booking\n    ...BookingCustomerSection_booking\n    ...BookingPriceSection_booking\n    ...BookingPaymentsSection_booking\n    ...BookingHistorySection_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingHistorySection_booking on Booking {\n    id\n    updatedAt\n    status\n  }\n"): (typeof documents)["\n  fragment BookingHistorySection_booking on Booking {\n    id\n    updatedAt\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingHistorySection_event on BookingEvent {\n    id\n    at\n    kind\n    summary\n    actorName\n  }\n"): (typeof documents)["\n  fragment BookingHistorySection_event on BookingEvent {\n    id\n    at\n    kind\n    summary\n    actorName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingHistoryPage($id: ID!, $after: String) {\n    adminBooking(id: $id) {\n      id\n      historyPage(first: 20, after: $after) {\n        hasNextPage\n        endCursor\n        nodes {\n          ...BookingHistorySection_event\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBookingHistoryPage($id: ID!, $after: String) {\n    adminBooking(id: $id) {\n      id\n      historyPage(first: 20, after: $after) {\n        hasNextPage\n        endCursor\n        nodes {\n          ...BookingHistorySection_event\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingPaymentsSection_booking on Booking {\n    id\n    customer {\n      id\n      name\n      email\n    }\n    payments {\n      id\n      providerPaymentId\n      amount\n      status\n      createdAt\n      refundStatus\n      refundReason\n      refundAmount\n      refundedAt\n      refundedBy\n      refundReference\n      method\n      reference\n      recordedBy\n    }\n  }\n"): (typeof documents)["\n  fragment BookingPaymentsSection_booking on Booking {\n    id\n    customer {\n      id\n      name\n      email\n    }\n    payments {\n      id\n      providerPaymentId\n      amount\n      status\n      createdAt\n      refundStatus\n      refundReason\n      refundAmount\n      refundedAt\n      refundedBy\n      refundReference\n      method\n      reference\n      recordedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingPriceSection_booking on Booking {\n    id\n    referralCredit\n    officeDiscount {\n      label\n      amount\n      reason\n      givenBy\n    }\n    services {\n      id\n    }\n    ...PriceBreakdown_booking\n  }\n"): (typeof documents)["\n  fragment BookingPriceSection_booking on Booking {\n    id\n    referralCredit\n    officeDiscount {\n      label\n      amount\n      reason\n      givenBy\n    }\n    services {\n      id\n    }\n    ...PriceBreakdown_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingSeriesSection_series on BookingSeries {\n    id\n    kind\n    status\n    name\n    repeatWeeks\n    bookingTime\n    startDate\n    endDate\n    nextDate\n    visitPrice\n    cardOnFile\n    cardChargeWhen\n    cardChargeHoursBefore\n    pausedFrom\n    crew {\n      id\n      name\n    }\n    visitsWithoutCrew {\n      id\n      bookingDate\n    }\n    planningFailure {\n      retryAt\n      reason\n    }\n    firstVisitId\n    visitCount\n    recentVisits {\n      id\n      guidId\n      bookingDate\n      bookingTime\n      status\n      payLater\n      movedFrom\n      refundStatus\n    }\n  }\n"): (typeof documents)["\n  fragment BookingSeriesSection_series on BookingSeries {\n    id\n    kind\n    status\n    name\n    repeatWeeks\n    bookingTime\n    startDate\n    endDate\n    nextDate\n    visitPrice\n    cardOnFile\n    cardChargeWhen\n    cardChargeHoursBefore\n    pausedFrom\n    crew {\n      id\n      name\n    }\n    visitsWithoutCrew {\n      id\n      bookingDate\n    }\n    planningFailure {\n      retryAt\n      reason\n    }\n    firstVisitId\n    visitCount\n    recentVisits {\n      id\n      guidId\n      bookingDate\n      bookingTime\n      status\n      payLater\n      movedFrom\n      refundStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingStatusPanel_booking on Booking {\n    id\n    guidId\n    bookingDate\n    bookingTime\n    status\n    allowedMoves\n    totalPrice\n    paidAt\n    refundStatus\n    refundDue\n    amountPaid\n    amountOwed\n    heldUntil\n    payLater\n    movedFrom\n  }\n"): (typeof documents)["\n  fragment BookingStatusPanel_booking on Booking {\n    id\n    guidId\n    bookingDate\n    bookingTime\n    status\n    allowedMoves\n    totalPrice\n    paidAt\n    refundStatus\n    refundDue\n    amountPaid\n    amountOwed\n    heldUntil\n    payLater\n    movedFrom\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSeriesCardCharge($seriesId: ID!, $when: CardChargeWhen!) {\n    adminSetSeriesCardCharge(seriesId: $seriesId, when: $when) {\n      id\n      cardChargeWhen\n      visits {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetSeriesCardCharge($seriesId: ID!, $when: CardChargeWhen!) {\n    adminSetSeriesCardCharge(seriesId: $seriesId, when: $when) {\n      id\n      cardChargeWhen\n      visits {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingRouteQuery($id: ID!) {\n    adminBooking(id: $id) {\n      ...BookingDetailPage_booking\n    }\n  }\n"): (typeof documents)["\n  query AdminBookingRouteQuery($id: ID!) {\n    adminBooking(id: $id) {\n      ...BookingDetailPage_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetBookingStatusMutation($input: AdminSetBookingStatusInput!) {\n    adminSetBookingStatus(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n      customerNotified\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetBookingStatusMutation($input: AdminSetBookingStatusInput!) {\n    adminSetBookingStatus(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n      customerNotified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMarkRefundedMutation($input: AdminMarkRefundedInput!) {\n    adminMarkRefunded(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminMarkRefundedMutation($input: AdminMarkRefundedInput!) {\n    adminMarkRefunded(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRefundThroughProviderMutation($input: AdminRefundThroughProviderInput!) {\n    adminRefundThroughProvider(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRefundThroughProviderMutation($input: AdminRefundThroughProviderInput!) {\n    adminRefundThroughProvider(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingSlotsQuery($date: Date!, $lines: [BookingLineInput!]) {\n    timeSlots(date: $date, lines: $lines) {\n      label\n      available\n      remaining\n    }\n  }\n"): (typeof documents)["\n  query AdminBookingSlotsQuery($date: Date!, $lines: [BookingLineInput!]) {\n    timeSlots(date: $date, lines: $lines) {\n      label\n      available\n      remaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateBookingMutation($input: AdminCreateBookingInput!) {\n    adminCreateBooking(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateBookingMutation($input: AdminCreateBookingInput!) {\n    adminCreateBooking(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRescheduleBookingMutation($input: AdminRescheduleBookingInput!) {\n    adminRescheduleBooking(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRescheduleBookingMutation($input: AdminRescheduleBookingInput!) {\n    adminRescheduleBooking(input: $input) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminServiceAreasQuery {\n    serviceAreas {\n      id\n      suburb\n      postalCode\n    }\n  }\n"): (typeof documents)["\n  query AdminServiceAreasQuery {\n    serviceAreas {\n      id\n      suburb\n      postalCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipSeriesVisit($input: SkipSeriesVisitInput!) {\n    skipSeriesVisit(input: $input) {\n      series {\n        ...BookingSeriesSection_series\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SkipSeriesVisit($input: SkipSeriesVisitInput!) {\n    skipSeriesVisit(input: $input) {\n      series {\n        ...BookingSeriesSection_series\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeSeries($input: ChangeSeriesInput!) {\n    changeSeries(input: $input) {\n      series {\n        id\n        nextDate\n        ...BookingSeriesSection_series\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeSeries($input: ChangeSeriesInput!) {\n    changeSeries(input: $input) {\n      series {\n        id\n        nextDate\n        ...BookingSeriesSection_series\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminNewBookingServiceQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      variations {\n        variationId\n        variationName\n        options {\n          id\n          label\n          additionalCost\n          repeatWeeks\n        }\n      }\n      addOns {\n        id\n        name\n        price\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminNewBookingServiceQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      variations {\n        variationId\n        variationName\n        options {\n          id\n          label\n          additionalCost\n          repeatWeeks\n        }\n      }\n      addOns {\n        id\n        name\n        price\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingCrewsQuery {\n    adminCrews {\n      id\n      name\n      active\n    }\n  }\n"): (typeof documents)["\n  query AdminBookingCrewsQuery {\n    adminCrews {\n      id\n      name\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuoteQuery(\n    $input: BookingInput!\n    $userId: ID\n    $customer: QuoteCustomerInput\n    $address: QuoteAddressInput\n    $discount: OfficeDiscountInput\n  ) {\n    adminQuote(input: $input, userId: $userId, customer: $customer, address: $address, discount: $discount) {\n      ...PriceBreakdown_quote\n      officeDiscount {\n        label\n        percent\n        amount\n      }\n      token\n    }\n  }\n"): (typeof documents)["\n  query AdminQuoteQuery(\n    $input: BookingInput!\n    $userId: ID\n    $customer: QuoteCustomerInput\n    $address: QuoteAddressInput\n    $discount: OfficeDiscountInput\n  ) {\n    adminQuote(input: $input, userId: $userId, customer: $customer, address: $address, discount: $discount) {\n      ...PriceBreakdown_quote\n      officeDiscount {\n        label\n        percent\n        amount\n      }\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOfficeDiscountMaxQuery {\n    adminOfficeDiscountMaxPercent\n  }\n"): (typeof documents)["\n  query AdminOfficeDiscountMaxQuery {\n    adminOfficeDiscountMaxPercent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResendPaymentLinkMutation($id: ID!) {\n    adminResendPaymentLink(id: $id) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResendPaymentLinkMutation($id: ID!) {\n    adminResendPaymentLink(id: $id) {\n      booking {\n        ...BookingDetailPage_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeriesCrewsQuery {\n    adminCrews {\n      id\n      name\n      active\n    }\n  }\n"): (typeof documents)["\n  query SeriesCrewsQuery {\n    adminCrews {\n      id\n      name\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarPage_calendar on CompanyCalendar {\n    slotMinutes\n    hours {\n      weekday\n      name\n      opensAt\n      closesAt\n    }\n    closedDays {\n      date\n      reason\n      holiday\n      open\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarPage_calendar on CompanyCalendar {\n    slotMinutes\n    hours {\n      weekday\n      name\n      opensAt\n      closesAt\n    }\n    closedDays {\n      date\n      reason\n      holiday\n      open\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarPage_outside on Booking {\n    id\n    bookingDate\n    bookingTime\n    status\n    customer {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CalendarPage_outside on Booking {\n    id\n    bookingDate\n    bookingTime\n    status\n    customer {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCalendar {\n    adminCalendar {\n      ...CalendarPage_calendar\n    }\n  }\n"): (typeof documents)["\n  query AdminCalendar {\n    adminCalendar {\n      ...CalendarPage_calendar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveCalendar($input: SaveCalendarInput!) {\n    adminSaveCalendar(input: $input) {\n      calendar {\n        ...CalendarPage_calendar\n      }\n      outsideBookings {\n        ...CalendarPage_outside\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveCalendar($input: SaveCalendarInput!) {\n    adminSaveCalendar(input: $input) {\n      calendar {\n        ...CalendarPage_calendar\n      }\n      outsideBookings {\n        ...CalendarPage_outside\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCloseDay($input: CloseDayInput!) {\n    adminCloseDay(input: $input) {\n      calendar {\n        ...CalendarPage_calendar\n      }\n      outsideBookings {\n        ...CalendarPage_outside\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCloseDay($input: CloseDayInput!) {\n    adminCloseDay(input: $input) {\n      calendar {\n        ...CalendarPage_calendar\n      }\n      outsideBookings {\n        ...CalendarPage_outside\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminOpenDay($date: Date!) {\n    adminOpenDay(date: $date) {\n      calendar {\n        ...CalendarPage_calendar\n      }\n      outsideBookings {\n        ...CalendarPage_outside\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminOpenDay($date: Date!) {\n    adminOpenDay(date: $date) {\n      calendar {\n        ...CalendarPage_calendar\n      }\n      outsideBookings {\n        ...CalendarPage_outside\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CrewsPage_crew on Crew {\n    id\n    name\n    colour\n    active\n    members {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment CrewsPage_crew on Crew {\n    id\n    name\n    colour\n    active\n    members {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCrews {\n    adminCrews {\n      ...CrewsPage_crew\n    }\n    adminStaff {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query AdminCrews {\n    adminCrews {\n      ...CrewsPage_crew\n    }\n    adminStaff {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveCrew($input: AdminSaveCrewInput!) {\n    adminSaveCrew(input: $input) {\n      crew {\n        ...CrewsPage_crew\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveCrew($input: AdminSaveCrewInput!) {\n    adminSaveCrew(input: $input) {\n      crew {\n        ...CrewsPage_crew\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteCrew($id: ID!) {\n    adminDeleteCrew(input: { id: $id }) {\n      id\n      success\n      archived\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteCrew($id: ID!) {\n    adminDeleteCrew(input: { id: $id }) {\n      id\n      success\n      archived\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCrewDeactivationPreview($crewId: ID!) {\n    adminCrewDeactivationPreview(crewId: $crewId) {\n      crew {\n        id\n        name\n      }\n      jobs {\n        id\n        guidId\n        date\n        time\n        customerName\n        suburb\n      }\n      overCapacity {\n        date\n        time\n        booked\n        capacity\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCrewDeactivationPreview($crewId: ID!) {\n    adminCrewDeactivationPreview(crewId: $crewId) {\n      crew {\n        id\n        name\n      }\n      jobs {\n        id\n        guidId\n        date\n        time\n        customerName\n        suburb\n      }\n      overCapacity {\n        date\n        time\n        booked\n        capacity\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeactivateCrew($input: AdminDeactivateCrewInput!) {\n    adminDeactivateCrew(input: $input) {\n      crew {\n        ...CrewsPage_crew\n      }\n      moved\n      reassignedTo {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeactivateCrew($input: AdminDeactivateCrewInput!) {\n    adminDeactivateCrew(input: $input) {\n      crew {\n        ...CrewsPage_crew\n      }\n      moved\n      reassignedTo {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomer($id: ID!) {\n    adminCustomer(id: $id) {\n      user {\n        id\n        name\n        email\n        phone\n        address\n        status\n        createdAt\n        series {\n          id\n          name\n          kind\n          status\n          repeatWeeks\n          upcomingVisits {\n            id\n            bookingDate\n            bookingTime\n            status\n          }\n        }\n      }\n      officeNotes\n      totalSpent\n      properties {\n        id\n        street\n        suburb\n        postalCode\n        notes\n      }\n      bookingsCount\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomer($id: ID!) {\n    adminCustomer(id: $id) {\n      user {\n        id\n        name\n        email\n        phone\n        address\n        status\n        createdAt\n        series {\n          id\n          name\n          kind\n          status\n          repeatWeeks\n          upcomingVisits {\n            id\n            bookingDate\n            bookingTime\n            status\n          }\n        }\n      }\n      officeNotes\n      totalSpent\n      properties {\n        id\n        street\n        suburb\n        postalCode\n        notes\n      }\n      bookingsCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerBookings($id: ID!, $first: Int, $after: String) {\n    adminCustomer(id: $id) {\n      bookingsPage(first: $first, after: $after) {\n        hasNextPage\n        endCursor\n        nodes {\n          id\n          guidId\n          bookingDate\n          bookingTime\n          status\n          totalPrice\n          paidAt\n          refundDue\n          services {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerBookings($id: ID!, $first: Int, $after: String) {\n    adminCustomer(id: $id) {\n      bookingsPage(first: $first, after: $after) {\n        hasNextPage\n        endCursor\n        nodes {\n          id\n          guidId\n          bookingDate\n          bookingTime\n          status\n          totalPrice\n          paidAt\n          refundDue\n          services {\n            id\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveCustomerNotes($input: AdminCustomerNotesInput!) {\n    adminSaveCustomerNotes(input: $input) {\n      officeNotes\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveCustomerNotes($input: AdminCustomerNotesInput!) {\n    adminSaveCustomerNotes(input: $input) {\n      officeNotes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers($search: String, $limit: Int, $after: String) {\n    adminCustomers(search: $search, limit: $limit, after: $after) {\n      total\n      hasNextPage\n      endCursor\n      customers {\n        id\n        name\n        email\n        phone\n        status\n        bookingsCount\n        lastVisit\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomers($search: String, $limit: Int, $after: String) {\n    adminCustomers(search: $search, limit: $limit, after: $after) {\n      total\n      hasNextPage\n      endCursor\n      customers {\n        id\n        name\n        email\n        phone\n        status\n        bookingsCount\n        lastVisit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveCustomer($input: AdminSaveCustomerInput!) {\n    adminSaveCustomer(input: $input) {\n      customer {\n        id\n        name\n        email\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveCustomer($input: AdminSaveCustomerInput!) {\n    adminSaveCustomer(input: $input) {\n      customer {\n        id\n        name\n        email\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendCustomerSignInLink($input: AdminCustomerIdInput!) {\n    adminSendCustomerSignInLink(input: $input) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSendCustomerSignInLink($input: AdminCustomerIdInput!) {\n    adminSendCustomerSignInLink(input: $input) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveCustomerProperty($input: AdminSaveCustomerPropertyInput!) {\n    adminSaveCustomerProperty(input: $input) {\n      property {\n        id\n        street\n        suburb\n        postalCode\n        notes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveCustomerProperty($input: AdminSaveCustomerPropertyInput!) {\n    adminSaveCustomerProperty(input: $input) {\n      property {\n        id\n        street\n        suburb\n        postalCode\n        notes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteCustomerProperty($input: AdminDeleteCustomerPropertyInput!) {\n    adminDeleteCustomerProperty(input: $input) {\n      id\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteCustomerProperty($input: AdminDeleteCustomerPropertyInput!) {\n    adminDeleteCustomerProperty(input: $input) {\n      id\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CrewLoadGrid_load on AdminCrewLoad {\n    days {\n      date\n      workingMinutes\n    }\n    crews {\n      crewId\n      name\n      colour\n      active\n      bookedMinutes\n    }\n  }\n"): (typeof documents)["\n  fragment CrewLoadGrid_load on AdminCrewLoad {\n    days {\n      date\n      workingMinutes\n    }\n    crews {\n      crewId\n      name\n      colour\n      active\n      bookedMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmailNotices {\n    adminEmailNotices(first: 10) {\n      retrying\n      failed\n      nodes {\n        id\n        description\n        bookingGuidId\n        attempts\n        lastError\n        failedAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminEmailNotices {\n    adminEmailNotices(first: 10) {\n      retrying\n      failed\n      nodes {\n        id\n        description\n        bookingGuidId\n        attempts\n        lastError\n        failedAt\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRetryEmailNotice($id: ID!) {\n    adminRetryEmailNotice(id: $id) {\n      id\n      attempts\n      failedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRetryEmailNotice($id: ID!) {\n    adminRetryEmailNotice(id: $id) {\n      id\n      attempts\n      failedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEmailOutbox {\n    failed: adminEmailOutbox(state: FAILED, first: 5) {\n      waiting\n      failed\n      nodes {\n        id\n        recipient\n        subject\n        attempts\n        lastError\n        failedAt\n      }\n    }\n    waiting: adminEmailOutbox(state: WAITING, first: 5) {\n      nodes {\n        id\n        recipient\n        subject\n        attempts\n        lastError\n        nextAttemptAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminEmailOutbox {\n    failed: adminEmailOutbox(state: FAILED, first: 5) {\n      waiting\n      failed\n      nodes {\n        id\n        recipient\n        subject\n        attempts\n        lastError\n        failedAt\n      }\n    }\n    waiting: adminEmailOutbox(state: WAITING, first: 5) {\n      nodes {\n        id\n        recipient\n        subject\n        attempts\n        lastError\n        nextAttemptAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRetryEmail($id: ID!) {\n    adminRetryEmail(id: $id) {\n      id\n      state\n      attempts\n      failedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRetryEmail($id: ID!) {\n    adminRetryEmail(id: $id) {\n      id\n      state\n      attempts\n      failedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyOwedCard_owed on AdminMoneyOwed {\n    amount\n    count\n    oldest\n    items {\n      bookingId\n      bookingLink\n      visitDate\n      customerName\n      customerLink\n      amount\n      since\n    }\n  }\n"): (typeof documents)["\n  fragment MoneyOwedCard_owed on AdminMoneyOwed {\n    amount\n    count\n    oldest\n    items {\n      bookingId\n      bookingLink\n      visitDate\n      customerName\n      customerLink\n      amount\n      since\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PeriodFiguresCard_figures on AdminPeriodFigures {\n    from\n    to\n    visitsCompleted\n    visitsScheduled\n    bookingsMade\n    received\n    refunded\n    moneyReceived\n  }\n"): (typeof documents)["\n  fragment PeriodFiguresCard_figures on AdminPeriodFigures {\n    from\n    to\n    visitsCompleted\n    visitsScheduled\n    bookingsMade\n    received\n    refunded\n    moneyReceived\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecurringRevenueCard_recurring on AdminRecurringRevenue {\n    weeks\n    amount\n    visits\n    activeSeries\n  }\n"): (typeof documents)["\n  fragment RecurringRevenueCard_recurring on AdminRecurringRevenue {\n    weeks\n    amount\n    visits\n    activeSeries\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TodaysJobsCard_dashboard on AdminDashboard {\n    today\n    scheduleLink\n    todaysJobs {\n      bookingId\n      bookingLink\n      time\n      customerName\n      customerLink\n      suburb\n      crewName\n      crewColour\n      status\n      inProgress\n      continued\n    }\n  }\n"): (typeof documents)["\n  fragment TodaysJobsCard_dashboard on AdminDashboard {\n    today\n    scheduleLink\n    todaysJobs {\n      bookingId\n      bookingLink\n      time\n      customerName\n      customerLink\n      suburb\n      crewName\n      crewColour\n      status\n      inProgress\n      continued\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDashboardRouteQuery {\n    adminDashboard {\n      metrics {\n        key\n        label\n        total\n        last30\n        previous30\n        growthPercent\n        link\n      }\n      thisWeek {\n        ...PeriodFiguresCard_figures\n      }\n      thisMonth {\n        ...PeriodFiguresCard_figures\n      }\n      refundsDue {\n        ...MoneyOwedCard_owed\n      }\n      unpaid {\n        ...MoneyOwedCard_owed\n      }\n      ...TodaysJobsCard_dashboard\n      crewLoad {\n        ...CrewLoadGrid_load\n      }\n      weekly {\n        weekStart\n        visits\n        bookings\n        revenue\n      }\n      recurring {\n        ...RecurringRevenueCard_recurring\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboardRouteQuery {\n    adminDashboard {\n      metrics {\n        key\n        label\n        total\n        last30\n        previous30\n        growthPercent\n        link\n      }\n      thisWeek {\n        ...PeriodFiguresCard_figures\n      }\n      thisMonth {\n        ...PeriodFiguresCard_figures\n      }\n      refundsDue {\n        ...MoneyOwedCard_owed\n      }\n      unpaid {\n        ...MoneyOwedCard_owed\n      }\n      ...TodaysJobsCard_dashboard\n      crewLoad {\n        ...CrewLoadGrid_load\n      }\n      weekly {\n        weekStart\n        visits\n        bookings\n        revenue\n      }\n      recurring {\n        ...RecurringRevenueCard_recurring\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminApiClients {\n    adminApiClients {\n      id\n      name\n      scopes\n      allowedOrigins\n      allowedReturnUrls\n      reach\n      secretShown\n      createdAt\n      rotatedAt\n      revokedAt\n      limits {\n        requestsPerMinute\n        costPerMinute\n        quoteRequestsPerDay\n        defaults\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminApiClients {\n    adminApiClients {\n      id\n      name\n      scopes\n      allowedOrigins\n      allowedReturnUrls\n      reach\n      secretShown\n      createdAt\n      rotatedAt\n      revokedAt\n      limits {\n        requestsPerMinute\n        costPerMinute\n        quoteRequestsPerDay\n        defaults\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetApiClientLimits($id: ID!, $input: ApiClientLimitsInput!) {\n    adminSetApiClientLimits(id: $id, input: $input) {\n      id\n      limits {\n        requestsPerMinute\n        costPerMinute\n        quoteRequestsPerDay\n        defaults\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetApiClientLimits($id: ID!, $input: ApiClientLimitsInput!) {\n    adminSetApiClientLimits(id: $id, input: $input) {\n      id\n      limits {\n        requestsPerMinute\n        costPerMinute\n        quoteRequestsPerDay\n        defaults\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetApiClientAccess($id: ID!, $input: ApiClientAccessInput!) {\n    adminSetApiClientAccess(id: $id, input: $input) {\n      id\n      reach\n      allowedReturnUrls\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetApiClientAccess($id: ID!, $input: ApiClientAccessInput!) {\n    adminSetApiClientAccess(id: $id, input: $input) {\n      id\n      reach\n      allowedReturnUrls\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateApiClient($input: ApiClientInput!) {\n    adminCreateApiClient(input: $input) {\n      secret\n      client {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateApiClient($input: ApiClientInput!) {\n    adminCreateApiClient(input: $input) {\n      secret\n      client {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRotateApiClient($id: ID!) {\n    adminRotateApiClient(id: $id) {\n      secret\n      client {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRotateApiClient($id: ID!) {\n    adminRotateApiClient(id: $id) {\n      secret\n      client {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRevokeApiClient($id: ID!) {\n    adminRevokeApiClient(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRevokeApiClient($id: ID!) {\n    adminRevokeApiClient(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookEndpoints {\n    adminWebhookEndpoints {\n      id\n      url\n      events\n      enabled\n      failingSince\n      disabledAt\n      lastDeliveredAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhookEndpoints {\n    adminWebhookEndpoints {\n      id\n      url\n      events\n      enabled\n      failingSince\n      disabledAt\n      lastDeliveredAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateWebhookEndpoint($url: String!, $events: [String!]!, $idempotencyKey: String) {\n    adminCreateWebhookEndpoint(url: $url, events: $events, idempotencyKey: $idempotencyKey) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateWebhookEndpoint($url: String!, $events: [String!]!, $idempotencyKey: String) {\n    adminCreateWebhookEndpoint(url: $url, events: $events, idempotencyKey: $idempotencyKey) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteWebhookEndpoint($id: ID!) {\n    adminDeleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteWebhookEndpoint($id: ID!) {\n    adminDeleteWebhookEndpoint(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEnableWebhookEndpoint($id: ID!) {\n    adminEnableWebhookEndpoint(id: $id) {\n      id\n      enabled\n      disabledAt\n      failingSince\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEnableWebhookEndpoint($id: ID!) {\n    adminEnableWebhookEndpoint(id: $id) {\n      id\n      enabled\n      disabledAt\n      failingSince\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWebhookDeliveries($endpointId: ID!) {\n    adminWebhookDeliveries(endpointId: $endpointId, first: 50) {\n      id\n      eventId\n      type\n      status\n      attempts\n      nextAttemptAt\n      deliveredAt\n      lastError\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminWebhookDeliveries($endpointId: ID!) {\n    adminWebhookDeliveries(endpointId: $endpointId, first: 50) {\n      id\n      eventId\n      type\n      status\n      attempts\n      nextAttemptAt\n      deliveredAt\n      lastError\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResendWebhookDelivery($id: ID!) {\n    adminResendWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n      deliveredAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminResendWebhookDelivery($id: ID!) {\n    adminResendWebhookDelivery(id: $id) {\n      id\n      status\n      nextAttemptAt\n      deliveredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTimeSlotLabelsQuery($date: Date!) {\n    timeSlots(date: $date) {\n      label\n    }\n  }\n"): (typeof documents)["\n  query AdminTimeSlotLabelsQuery($date: Date!) {\n    timeSlots(date: $date) {\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTableRouteQuery(\n    $table: AdminTable!\n    $search: String\n    $filters: [AdminFilterInput!]\n    $sort: AdminSortInput\n    $limit: Int\n    $after: String\n    $withTotal: Boolean!\n  ) {\n    adminTableRows(\n      table: $table\n      search: $search\n      filters: $filters\n      sort: $sort\n      limit: $limit\n      after: $after\n    ) {\n      total @include(if: $withTotal)\n      endCursor\n      hasNextPage\n      rows {\n        id\n        status\n        data\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminTableRouteQuery(\n    $table: AdminTable!\n    $search: String\n    $filters: [AdminFilterInput!]\n    $sort: AdminSortInput\n    $limit: Int\n    $after: String\n    $withTotal: Boolean!\n  ) {\n    adminTableRows(\n      table: $table\n      search: $search\n      filters: $filters\n      sort: $sort\n      limit: $limit\n      after: $after\n    ) {\n      total @include(if: $withTotal)\n      endCursor\n      hasNextPage\n      rows {\n        id\n        status\n        data\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTableCountQuery($table: AdminTable!, $search: String, $filters: [AdminFilterInput!]) {\n    adminTableRows(table: $table, search: $search, filters: $filters, limit: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminTableCountQuery($table: AdminTable!, $search: String, $filters: [AdminFilterInput!]) {\n    adminTableRows(table: $table, search: $search, filters: $filters, limit: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSelectOptionsQuery($table: AdminTable!) {\n    adminSelectOptions(table: $table) {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query AdminSelectOptionsQuery($table: AdminTable!) {\n    adminSelectOptions(table: $table) {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminModifierOptionChoicesQuery {\n    adminModifiers {\n      id\n      name\n      options {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminModifierOptionChoicesQuery {\n    adminModifiers {\n      id\n      name\n      options {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ModifiersPage_modifier on Modifier {\n    id\n    name\n    description\n    options {\n      id\n      name\n      type\n      units\n      value\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment ModifiersPage_modifier on Modifier {\n    id\n    name\n    description\n    options {\n      id\n      name\n      type\n      units\n      value\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminModifiersRouteQuery {\n    adminModifiers {\n      ...ModifiersPage_modifier\n    }\n  }\n"): (typeof documents)["\n  query AdminModifiersRouteQuery {\n    adminModifiers {\n      ...ModifiersPage_modifier\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveModifierMutation($input: AdminSaveModifierInput!) {\n    adminSaveModifier(input: $input) {\n      modifier {\n        ...ModifiersPage_modifier\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveModifierMutation($input: AdminSaveModifierInput!) {\n    adminSaveModifier(input: $input) {\n      modifier {\n        ...ModifiersPage_modifier\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteModifierMutation($input: AdminDeleteInput!) {\n    adminDeleteModifier(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteModifierMutation($input: AdminDeleteInput!) {\n    adminDeleteModifier(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPackageServices($id: ID!) {\n    adminPackage(id: $id) {\n      id\n      seasonId\n      name\n      description\n      imageUrl\n      startDate\n      endDate\n      price\n      status\n      services {\n        id\n        serviceId\n        serviceName\n        quantity\n        firstWeek\n        everyWeeks\n      }\n    }\n    adminSeasons {\n      id\n      startDate\n      endDate\n    }\n    adminSelectOptions(table: SERVICES) {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query AdminPackageServices($id: ID!) {\n    adminPackage(id: $id) {\n      id\n      seasonId\n      name\n      description\n      imageUrl\n      startDate\n      endDate\n      price\n      status\n      services {\n        id\n        serviceId\n        serviceName\n        quantity\n        firstWeek\n        everyWeeks\n      }\n    }\n    adminSeasons {\n      id\n      startDate\n      endDate\n    }\n    adminSelectOptions(table: SERVICES) {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSavePackageServices($input: AdminSavePackageInput!) {\n    adminSavePackage(input: $input) {\n      package {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSavePackageServices($input: AdminSavePackageInput!) {\n    adminSavePackage(input: $input) {\n      package {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_viewer on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n    status\n  }\n"): (typeof documents)["\n  fragment ProfileForm_viewer on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProfileRouteQuery {\n    me {\n      ...ProfileForm_viewer\n    }\n  }\n"): (typeof documents)["\n  query AdminProfileRouteQuery {\n    me {\n      ...ProfileForm_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveProfileMutation($input: AdminSaveUserInput!) {\n    adminSaveUser(input: $input) {\n      user {\n        ...ProfileForm_viewer\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveProfileMutation($input: AdminSaveUserInput!) {\n    adminSaveUser(input: $input) {\n      user {\n        ...ProfileForm_viewer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRecordRouteQuery($table: AdminTable!, $id: ID!) {\n    adminTableRow(table: $table, id: $id) {\n      id\n      data\n    }\n  }\n"): (typeof documents)["\n  query AdminRecordRouteQuery($table: AdminTable!, $id: ID!) {\n    adminTableRow(table: $table, id: $id) {\n      id\n      data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateRowMutation($input: AdminCreateRowInput!) {\n    adminCreateRow(input: $input) {\n      row {\n        id\n        data\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateRowMutation($input: AdminCreateRowInput!) {\n    adminCreateRow(input: $input) {\n      row {\n        id\n        data\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateRowMutation($input: AdminUpdateRowInput!) {\n    adminUpdateRow(input: $input) {\n      row {\n        id\n        data\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateRowMutation($input: AdminUpdateRowInput!) {\n    adminUpdateRow(input: $input) {\n      row {\n        id\n        data\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteRowMutation($input: AdminDeleteRowInput!) {\n    adminDeleteRow(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteRowMutation($input: AdminDeleteRowInput!) {\n    adminDeleteRow(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookedNotice_booking on Booking {\n    id\n    guidId\n    status\n    bookingDate\n    bookingTime\n    totalPrice\n  }\n"): (typeof documents)["\n  fragment BookedNotice_booking on Booking {\n    id\n    guidId\n    status\n    bookingDate\n    bookingTime\n    totalPrice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuoteRequestsPage($first: Int, $after: String, $status: QuoteRequestStatus, $search: String) {\n    adminQuoteRequestsPage(first: $first, after: $after, status: $status, search: $search) {\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        serviceName\n        name\n        suburb\n        status\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminQuoteRequestsPage($first: Int, $after: String, $status: QuoteRequestStatus, $search: String) {\n    adminQuoteRequestsPage(first: $first, after: $after, status: $status, search: $search) {\n      hasNextPage\n      endCursor\n      nodes {\n        id\n        serviceName\n        name\n        suburb\n        status\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuoteRequest($id: ID!) {\n    adminQuoteRequest(id: $id) {\n      id\n      serviceName\n      service {\n        id\n        name\n        basePrice\n      }\n      name\n      email\n      phone\n      street\n      suburb\n      postalCode\n      description\n      photoUrls\n      status\n      createdAt\n      booking {\n        ...BookedNotice_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminQuoteRequest($id: ID!) {\n    adminQuoteRequest(id: $id) {\n      id\n      serviceName\n      service {\n        id\n        name\n        basePrice\n      }\n      name\n      email\n      phone\n      street\n      suburb\n      postalCode\n      description\n      photoUrls\n      status\n      createdAt\n      booking {\n        ...BookedNotice_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuoteSlots($date: Date!) {\n    timeSlots(date: $date) {\n      label\n      available\n      remaining\n    }\n  }\n"): (typeof documents)["\n  query AdminQuoteSlots($date: Date!) {\n    timeSlots(date: $date) {\n      label\n      available\n      remaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateBookingFromQuote($input: AdminCreateBookingFromQuoteInput!) {\n    adminCreateBookingFromQuote(input: $input) {\n      paymentUrl\n      quoteRequest {\n        id\n        status\n        booking {\n          ...BookedNotice_booking\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateBookingFromQuote($input: AdminCreateBookingFromQuoteInput!) {\n    adminCreateBookingFromQuote(input: $input) {\n      paymentUrl\n      quoteRequest {\n        id\n        status\n        booking {\n          ...BookedNotice_booking\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RainDayDialog_plan on RainDayPlan {\n    date\n    token\n    searchDays\n    items {\n      booking {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        crew {\n          id\n          name\n        }\n        customer {\n          name\n        }\n        services {\n          id\n          name\n        }\n      }\n      toDate\n      toTime\n      crew {\n        id\n        name\n      }\n      outcome\n      continuation {\n        day\n        days\n      }\n      endDate\n      endTime\n    }\n  }\n"): (typeof documents)["\n  fragment RainDayDialog_plan on RainDayPlan {\n    date\n    token\n    searchDays\n    items {\n      booking {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        crew {\n          id\n          name\n        }\n        customer {\n          name\n        }\n        services {\n          id\n          name\n        }\n      }\n      toDate\n      toTime\n      crew {\n        id\n        name\n      }\n      outcome\n      continuation {\n        day\n        days\n      }\n      endDate\n      endTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SchedulePage_crew on Crew {\n    id\n    name\n    colour\n    active\n  }\n"): (typeof documents)["\n  fragment SchedulePage_crew on Crew {\n    id\n    name\n    colour\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSchedule($from: Date!, $to: Date!) {\n    adminSchedule(from: $from, to: $to) {\n      from\n      to\n      slots\n      capacity\n      crews {\n        ...SchedulePage_crew\n      }\n      bookings {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        durationMinutes\n        status\n        totalPrice\n        startedAt\n        payLater\n        movedFrom\n        series {\n          id\n          kind\n          status\n          name\n          repeatWeeks\n        }\n        crew {\n          id\n        }\n        customer {\n          name\n        }\n        address {\n          suburb\n        }\n        services {\n          id\n          name\n        }\n      }\n      parts {\n        date\n        from\n        to\n        day\n        days\n        booking {\n          id\n          guidId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSchedule($from: Date!, $to: Date!) {\n    adminSchedule(from: $from, to: $to) {\n      from\n      to\n      slots\n      capacity\n      crews {\n        ...SchedulePage_crew\n      }\n      bookings {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        durationMinutes\n        status\n        totalPrice\n        startedAt\n        payLater\n        movedFrom\n        series {\n          id\n          kind\n          status\n          name\n          repeatWeeks\n        }\n        crew {\n          id\n        }\n        customer {\n          name\n        }\n        address {\n          suburb\n        }\n        services {\n          id\n          name\n        }\n      }\n      parts {\n        date\n        from\n        to\n        day\n        days\n        booking {\n          id\n          guidId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleMove($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      notified\n      booking {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        crew {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleMove($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      notified\n      booking {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        crew {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RainDayPlan($date: Date!) {\n    adminRainDayPlan(date: $date) {\n      ...RainDayDialog_plan\n    }\n  }\n"): (typeof documents)["\n  query RainDayPlan($date: Date!) {\n    adminRainDayPlan(date: $date) {\n      ...RainDayDialog_plan\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RainDay($date: Date!, $planToken: String) {\n    adminRainDay(input: { date: $date, planToken: $planToken }) {\n      replanned\n      moved {\n        id\n        guidId\n        bookingDate\n        bookingTime\n      }\n      unmoved {\n        id\n        guidId\n      }\n      plan {\n        ...RainDayDialog_plan\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RainDay($date: Date!, $planToken: String) {\n    adminRainDay(input: { date: $date, planToken: $planToken }) {\n      replanned\n      moved {\n        id\n        guidId\n        bookingDate\n        bookingTime\n      }\n      unmoved {\n        id\n        guidId\n      }\n      plan {\n        ...RainDayDialog_plan\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSeriesWindow {\n    adminSeriesWindow\n  }\n"): (typeof documents)["\n  query AdminSeriesWindow {\n    adminSeriesWindow\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetSeriesWindow($weeks: Int!) {\n    adminSetSeriesWindow(weeks: $weeks)\n  }\n"): (typeof documents)["\n  mutation AdminSetSeriesWindow($weeks: Int!) {\n    adminSetSeriesWindow(weeks: $weeks)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAreaWaitlistQuery {\n    adminAreaWaitlist {\n      id\n      email\n      suburb\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query AdminAreaWaitlistQuery {\n    adminAreaWaitlist {\n      id\n      email\n      suburb\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminServiceFormRouteQuery($id: ID!, $editing: Boolean!) {\n    adminSelectOptions(table: CATEGORIES) {\n      value\n      label\n    }\n    adminVariations {\n      id\n      name\n      options {\n        id\n        label\n        additionalCost\n      }\n    }\n    adminService(id: $id) @include(if: $editing) {\n      id\n      categoryId\n      name\n      description\n      imageUrl\n      basePrice\n      durationMinutes\n      isPackage\n      quoteOnly\n      status\n      variations {\n        variationId\n        variationName\n        options(onlyOffered: false) {\n          id\n          offered\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminServiceFormRouteQuery($id: ID!, $editing: Boolean!) {\n    adminSelectOptions(table: CATEGORIES) {\n      value\n      label\n    }\n    adminVariations {\n      id\n      name\n      options {\n        id\n        label\n        additionalCost\n      }\n    }\n    adminService(id: $id) @include(if: $editing) {\n      id\n      categoryId\n      name\n      description\n      imageUrl\n      basePrice\n      durationMinutes\n      isPackage\n      quoteOnly\n      status\n      variations {\n        variationId\n        variationName\n        options(onlyOffered: false) {\n          id\n          offered\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveServiceMutation($input: AdminSaveServiceInput!) {\n    adminSaveService(input: $input) {\n      service {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveServiceMutation($input: AdminSaveServiceInput!) {\n    adminSaveService(input: $input) {\n      service {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteServiceMutation($input: AdminDeleteInput!) {\n    adminDeleteService(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteServiceMutation($input: AdminDeleteInput!) {\n    adminDeleteService(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminViewerQuery {\n    me {\n      id\n      name\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  query AdminViewerQuery {\n    me {\n      id\n      name\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogoutMutation {\n    logout {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogoutMutation {\n    logout {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUploadImageMutation($input: AdminUploadImageInput!) {\n    adminUploadImage(input: $input) {\n      success\n      url\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUploadImageMutation($input: AdminUploadImageInput!) {\n    adminUploadImage(input: $input) {\n      success\n      url\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VariationsPage_variation on Variation {\n    id\n    name\n    description\n    options {\n      id\n      label\n      additionalCost\n      description\n      repeatWeeks\n    }\n  }\n"): (typeof documents)["\n  fragment VariationsPage_variation on Variation {\n    id\n    name\n    description\n    options {\n      id\n      label\n      additionalCost\n      description\n      repeatWeeks\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminVariationsRouteQuery {\n    adminVariations {\n      ...VariationsPage_variation\n    }\n  }\n"): (typeof documents)["\n  query AdminVariationsRouteQuery {\n    adminVariations {\n      ...VariationsPage_variation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveVariationMutation($input: AdminSaveVariationInput!) {\n    adminSaveVariation(input: $input) {\n      variation {\n        ...VariationsPage_variation\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveVariationMutation($input: AdminSaveVariationInput!) {\n    adminSaveVariation(input: $input) {\n      variation {\n        ...VariationsPage_variation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteVariationMutation($input: AdminDeleteInput!) {\n    adminDeleteVariation(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteVariationMutation($input: AdminDeleteInput!) {\n    adminDeleteVariation(input: $input) {\n      id\n      success\n      archived\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteInfoQuery {\n    siteInfo {\n      phone\n      phoneHref\n      email\n      address {\n        street\n        locality\n        region\n        postalCode\n        line\n      }\n      officeHours {\n        days\n        daysOfWeek\n        opens\n        closes\n      }\n      callOutFreeMinutes\n      paymentHoldMinutes\n      quoteHoldDays\n      changeCutoffHours\n    }\n  }\n"): (typeof documents)["\n  query SiteInfoQuery {\n    siteInfo {\n      phone\n      phoneHref\n      email\n      address {\n        street\n        locality\n        region\n        postalCode\n        line\n      }\n      officeHours {\n        days\n        daysOfWeek\n        opens\n        closes\n      }\n      callOutFreeMinutes\n      paymentHoldMinutes\n      quoteHoldDays\n      changeCutoffHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...Session_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      user {\n        ...Session_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        ...Session_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      user {\n        ...Session_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutMutation {\n    logout {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation LogoutMutation {\n    logout {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhereMutation {\n    signOutEverywhere {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhereMutation {\n    signOutEverywhere {\n      success\n    }\n  }\n"];
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
export function graphql(source: "\n  query ProfileRouteQuery {\n    me {\n      ...Session_user\n      referralCode\n      referralCredit {\n        amount\n        friends\n      }\n      bookings {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        visitTime\n        status\n        totalPrice\n        payableByLink\n        services {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileRouteQuery {\n    me {\n      ...Session_user\n      referralCode\n      referralCredit {\n        amount\n        friends\n      }\n      bookings {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        visitTime\n        status\n        totalPrice\n        payableByLink\n        services {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBookingMutation($input: CancelBookingInput!) {\n    cancelBooking(input: $input) {\n      booking {\n        id\n        guidId\n        status\n        refundStatus\n        refundDue\n        refunded\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBookingMutation($input: CancelBookingInput!) {\n    cancelBooking(input: $input) {\n      booking {\n        id\n        guidId\n        status\n        refundStatus\n        refundDue\n        refunded\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBookingNotesMutation($input: UpdateBookingNotesInput!) {\n    updateBookingNotes(input: $input) {\n      booking {\n        id\n        guidId\n        propertyNotes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBookingNotesMutation($input: UpdateBookingNotesInput!) {\n    updateBookingNotes(input: $input) {\n      booking {\n        id\n        guidId\n        propertyNotes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedBookingQuery($token: String!) {\n    managedBooking(token: $token) {\n      ...BookingDetails\n    }\n  }\n"): (typeof documents)["\n  query ManagedBookingQuery($token: String!) {\n    managedBooking(token: $token) {\n      ...BookingDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleBookingMutation($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      booking {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        visitTime\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleBookingMutation($input: RescheduleBookingInput!) {\n    rescheduleBooking(input: $input) {\n      booking {\n        id\n        guidId\n        bookingDate\n        bookingTime\n        visitTime\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RescheduleSlotsQuery($date: Date!, $lines: [BookingLineInput!]) {\n    timeSlots(date: $date, lines: $lines) {\n      label\n      available\n      remaining\n    }\n  }\n"): (typeof documents)["\n  query RescheduleSlotsQuery($date: Date!, $lines: [BookingLineInput!]) {\n    timeSlots(date: $date, lines: $lines) {\n      label\n      available\n      remaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Session_user on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n  }\n"): (typeof documents)["\n  fragment Session_user on User {\n    id\n    name\n    email\n    phone\n    address\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionQuery {\n    me {\n      ...Session_user\n    }\n  }\n"): (typeof documents)["\n  query SessionQuery {\n    me {\n      ...Session_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteQuery($input: BookingInput!, $address: QuoteAddressInput, $customer: QuoteCustomerInput) {\n    quote(input: $input, address: $address, customer: $customer) {\n      ...PriceBreakdown_quote\n      token\n    }\n  }\n"): (typeof documents)["\n  query QuoteQuery($input: BookingInput!, $address: QuoteAddressInput, $customer: QuoteCustomerInput) {\n    quote(input: $input, address: $address, customer: $customer) {\n      ...PriceBreakdown_quote\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySavedCardQuery {\n    mySavedCard {\n      label\n      savedAt\n    }\n  }\n"): (typeof documents)["\n  query MySavedCardQuery {\n    mySavedCard {\n      label\n      savedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMySavedCardMutation {\n    removeMySavedCard\n  }\n"): (typeof documents)["\n  mutation RemoveMySavedCardMutation {\n    removeMySavedCard\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesRouteQuery($categoryId: ID) {\n    categories {\n      id\n      name\n    }\n    services(categoryId: $categoryId) {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n      durationMinutes\n      quoteOnly\n    }\n  }\n"): (typeof documents)["\n  query ServicesRouteQuery($categoryId: ID) {\n    categories {\n      id\n      name\n    }\n    services(categoryId: $categoryId) {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n      durationMinutes\n      quoteOnly\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceRouteQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      basePrice\n      fromPrice\n      durationMinutes\n      quoteOnly\n      status\n      category {\n        id\n        name\n      }\n      variations {\n        variationId\n        variationName\n        options {\n          id\n          label\n          description\n          additionalCost\n          fullPrice\n          repeatWeeks\n        }\n      }\n      addOns {\n        id\n        name\n        description\n        price\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServiceRouteQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      basePrice\n      fromPrice\n      durationMinutes\n      quoteOnly\n      status\n      category {\n        id\n        name\n      }\n      variations {\n        variationId\n        variationName\n        options {\n          id\n          label\n          description\n          additionalCost\n          fullPrice\n          repeatWeeks\n        }\n      }\n      addOns {\n        id\n        name\n        description\n        price\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutModifiersQuery {\n    modifiers {\n      id\n      name\n      description\n      options {\n        id\n        name\n        type\n        units\n        value\n        description\n        rule\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutModifiersQuery {\n    modifiers {\n      id\n      name\n      description\n      options {\n        id\n        name\n        type\n        units\n        value\n        description\n        rule\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutAddressQuery {\n    serviceAreas {\n      id\n      suburb\n      postalCode\n    }\n    me {\n      id\n      bookings {\n        id\n        address {\n          street\n          suburb\n          postalCode\n        }\n        propertyNotes\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutAddressQuery {\n    serviceAreas {\n      id\n      suburb\n      postalCode\n    }\n    me {\n      id\n      bookings {\n        id\n        address {\n          street\n          suburb\n          postalCode\n        }\n        propertyNotes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutTimeSlotsQuery($date: Date!, $lines: [BookingLineInput!]!) {\n    timeSlots(date: $date, lines: $lines) {\n      label\n      start\n      end\n      available\n      remaining\n      finish\n      finishDate\n    }\n    visitPlan(date: $date, lines: $lines) {\n      minutes\n      slotCount\n      days\n      minLeadMinutes\n      nextDateWithRoom\n      seasonNotice\n    }\n  }\n"): (typeof documents)["\n  query CheckoutTimeSlotsQuery($date: Date!, $lines: [BookingLineInput!]!) {\n    timeSlots(date: $date, lines: $lines) {\n      label\n      start\n      end\n      available\n      remaining\n      finish\n      finishDate\n    }\n    visitPlan(date: $date, lines: $lines) {\n      minutes\n      slotCount\n      days\n      minLeadMinutes\n      nextDateWithRoom\n      seasonNotice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingDetails on Booking {\n    id\n    guidId\n    bookingDate\n    bookingTime\n    visitTime\n    heldUntil\n    address {\n      street\n      suburb\n      postalCode\n    }\n    status\n    totalPrice\n    amountOwed\n    payableByLink\n    paidAt\n    refundStatus\n    refundDue\n    refunded\n    propertyNotes\n    customer {\n      id\n      name\n      email\n      phone\n      address\n    }\n    services {\n      id\n      serviceId\n      packageId\n      name\n      variations {\n        variationName\n        optionId\n      }\n      addOns {\n        id\n        addOnId\n      }\n    }\n    modifiers {\n      id\n      modifierId\n      optionId\n    }\n    ...PriceBreakdown_booking\n  }\n"): (typeof documents)["\n  fragment BookingDetails on Booking {\n    id\n    guidId\n    bookingDate\n    bookingTime\n    visitTime\n    heldUntil\n    address {\n      street\n      suburb\n      postalCode\n    }\n    status\n    totalPrice\n    amountOwed\n    payableByLink\n    paidAt\n    refundStatus\n    refundDue\n    refunded\n    propertyNotes\n    customer {\n      id\n      name\n      email\n      phone\n      address\n    }\n    services {\n      id\n      serviceId\n      packageId\n      name\n      variations {\n        variationName\n        optionId\n      }\n      addOns {\n        id\n        addOnId\n      }\n    }\n    modifiers {\n      id\n      modifierId\n      optionId\n    }\n    ...PriceBreakdown_booking\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedBookingQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      ...BookingDetails\n    }\n  }\n"): (typeof documents)["\n  query SavedBookingQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      ...BookingDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBookingMutation($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        ...BookingDetails\n      }\n      user {\n        ...Session_user\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBookingMutation($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        ...BookingDetails\n      }\n      user {\n        ...Session_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPaymentMutation($guidId: ID!, $saveCard: Boolean) {\n    startPayment(guidId: $guidId, saveCard: $saveCard) {\n      action\n      method\n      fields {\n        name\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartPaymentMutation($guidId: ID!, $saveCard: Boolean) {\n    startPayment(guidId: $guidId, saveCard: $saveCard) {\n      action\n      method\n      fields {\n        name\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgrammePlanQuery($packageId: ID!, $date: Date!) {\n    programmePlan(packageId: $packageId, date: $date) {\n      date\n      week\n      services\n    }\n  }\n"): (typeof documents)["\n  query ProgrammePlanQuery($packageId: ID!, $date: Date!) {\n    programmePlan(packageId: $packageId, date: $date) {\n      date\n      week\n      services\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingSeriesPlanQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      id\n      bookingDate\n      payLater\n      series {\n        id\n        ...SeriesPlan_series\n      }\n    }\n    me {\n      id\n      series {\n        id\n        visits {\n          id\n        }\n        ...SeriesPlan_series\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingSeriesPlanQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      id\n      bookingDate\n      payLater\n      series {\n        id\n        ...SeriesPlan_series\n      }\n    }\n    me {\n      id\n      series {\n        id\n        visits {\n          id\n        }\n        ...SeriesPlan_series\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutBookingDaysQuery($lines: [BookingLineInput!]!) {\n    bookingDays(lines: $lines, days: 31) {\n      firstDateWithRoom\n      days {\n        date\n        closed\n        closedReason\n        hasRoom\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutBookingDaysQuery($lines: [BookingLineInput!]!) {\n    bookingDays(lines: $lines, days: 31) {\n      firstDateWithRoom\n      days {\n        date\n        closed\n        closedReason\n        hasRoom\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinAreaWaitlistMutation($input: JoinAreaWaitlistInput!) {\n    joinAreaWaitlist(input: $input)\n  }\n"): (typeof documents)["\n  mutation JoinAreaWaitlistMutation($input: JoinAreaWaitlistInput!) {\n    joinAreaWaitlist(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServedAreasQuery {\n    serviceAreas {\n      id\n      suburb\n      postalCode\n    }\n  }\n"): (typeof documents)["\n  query ServedAreasQuery {\n    serviceAreas {\n      id\n      suburb\n      postalCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrewDay($date: Date) {\n    me {\n      id\n      name\n      role\n    }\n    crewDay(date: $date) {\n      date\n      crew {\n        id\n        name\n        colour\n      }\n      jobs {\n        id\n        guidId\n        bookingTime\n        durationMinutes\n        status\n        payLater\n        startedAt\n        propertyNotes\n        address {\n          street\n          suburb\n          postalCode\n        }\n        customer {\n          name\n          phone\n        }\n        services {\n          id\n          name\n          variations {\n            variationName\n            label\n          }\n          addOns {\n            id\n            name\n          }\n        }\n      }\n      parts {\n        from\n        to\n        day\n        days\n        booking {\n          id\n          guidId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CrewDay($date: Date) {\n    me {\n      id\n      name\n      role\n    }\n    crewDay(date: $date) {\n      date\n      crew {\n        id\n        name\n        colour\n      }\n      jobs {\n        id\n        guidId\n        bookingTime\n        durationMinutes\n        status\n        payLater\n        startedAt\n        propertyNotes\n        address {\n          street\n          suburb\n          postalCode\n        }\n        customer {\n          name\n          phone\n        }\n        services {\n          id\n          name\n          variations {\n            variationName\n            label\n          }\n          addOns {\n            id\n            name\n          }\n        }\n      }\n      parts {\n        from\n        to\n        day\n        days\n        booking {\n          id\n          guidId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrewStartJob($guidId: ID!) {\n    crewStartJob(input: { guidId: $guidId }) {\n      booking {\n        id\n        status\n        startedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CrewStartJob($guidId: ID!) {\n    crewStartJob(input: { guidId: $guidId }) {\n      booking {\n        id\n        status\n        startedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CrewCompleteJob($guidId: ID!) {\n    crewCompleteJob(input: { guidId: $guidId }) {\n      booking {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CrewCompleteJob($guidId: ID!) {\n    crewCompleteJob(input: { guidId: $guidId }) {\n      booking {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingInvoicesQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      id\n      invoices {\n        id\n        kind\n        number\n        issuedAt\n        total\n        vat\n        downloadUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query BookingInvoicesQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      id\n      invoices {\n        id\n        kind\n        number\n        issuedAt\n        total\n        vat\n        downloadUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingRouteQuery($first: Int!) {\n    featuredServices(first: $first) {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n      quoteOnly\n    }\n    seasons {\n      ...SeasonTabs_season\n    }\n  }\n"): (typeof documents)["\n  query LandingRouteQuery($first: Int!) {\n    featuredServices(first: $first) {\n      id\n      name\n      description\n      imageUrl\n      fromPrice\n      quoteOnly\n    }\n    seasons {\n      ...SeasonTabs_season\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    imageUrl\n    price\n    onSale\n    seasonText\n    saleNotice\n    remainingNotice\n    services {\n      id\n      serviceName\n      quantity\n    }\n  }\n"): (typeof documents)["\n  fragment PackageCard_package on Package {\n    id\n    name\n    description\n    imageUrl\n    price\n    onSale\n    seasonText\n    saleNotice\n    remainingNotice\n    services {\n      id\n      serviceName\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeasonTabs_season on Season {\n    id\n    name\n    duration\n    notes\n    packages {\n      id\n      ...PackageCard_package\n    }\n  }\n"): (typeof documents)["\n  fragment SeasonTabs_season on Season {\n    id\n    name\n    duration\n    notes\n    packages {\n      id\n      ...PackageCard_package\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackagesRouteQuery {\n    seasons {\n      ...SeasonTabs_season\n    }\n  }\n"): (typeof documents)["\n  query PackagesRouteQuery {\n    seasons {\n      ...SeasonTabs_season\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookPackageRouteQuery($id: ID!) {\n    package(id: $id) {\n      ...PackageCard_package\n      status\n    }\n  }\n"): (typeof documents)["\n  query BookPackageRouteQuery($id: ID!) {\n    package(id: $id) {\n      ...PackageCard_package\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceBreakdown_quote on Quote {\n    lines {\n      serviceId\n      packageId\n      name\n      basePrice\n      options {\n        id\n        name\n        variationName\n        amount\n      }\n      addOns {\n        id\n        name\n        amount\n      }\n      season {\n        seasonId\n        name\n        multiplier\n        amount\n      }\n      total\n      seasonNotice\n    }\n    subtotal\n    adjustments {\n      modifierId\n      modifierName\n      optionId\n      optionName\n      type\n      units\n      value\n      base\n      amount\n      reason\n    }\n    referralCredit {\n      label\n      amount\n      reason\n    }\n    earned {\n      rule\n      modifierId\n      optionId\n      optionName\n      applied\n      reason\n    }\n    total\n    vatIncluded\n    repeat {\n      everyWeeks\n      laterVisitTotal\n      differences\n    }\n  }\n"): (typeof documents)["\n  fragment PriceBreakdown_quote on Quote {\n    lines {\n      serviceId\n      packageId\n      name\n      basePrice\n      options {\n        id\n        name\n        variationName\n        amount\n      }\n      addOns {\n        id\n        name\n        amount\n      }\n      season {\n        seasonId\n        name\n        multiplier\n        amount\n      }\n      total\n      seasonNotice\n    }\n    subtotal\n    adjustments {\n      modifierId\n      modifierName\n      optionId\n      optionName\n      type\n      units\n      value\n      base\n      amount\n      reason\n    }\n    referralCredit {\n      label\n      amount\n      reason\n    }\n    earned {\n      rule\n      modifierId\n      optionId\n      optionName\n      applied\n      reason\n    }\n    total\n    vatIncluded\n    repeat {\n      everyWeeks\n      laterVisitTotal\n      differences\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PriceBreakdown_booking on Booking {\n    totalPrice\n    vatIncluded\n    referralCredit\n    officeDiscount {\n      label\n      amount\n    }\n    services {\n      id\n      packageId\n      name\n      price\n      basePrice\n      season {\n        name\n        multiplier\n        amount\n      }\n      variations {\n        variationName\n        optionId\n        label\n        additionalCost\n      }\n      addOns {\n        id\n        name\n        price\n      }\n    }\n    modifiers {\n      id\n      modifierName\n      optionName\n      type\n      units\n      value\n      base\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment PriceBreakdown_booking on Booking {\n    totalPrice\n    vatIncluded\n    referralCredit\n    officeDiscount {\n      label\n      amount\n    }\n    services {\n      id\n      packageId\n      name\n      price\n      basePrice\n      season {\n        name\n        multiplier\n        amount\n      }\n      variations {\n        variationName\n        optionId\n        label\n        additionalCost\n      }\n      addOns {\n        id\n        name\n        price\n      }\n    }\n    modifiers {\n      id\n      modifierName\n      optionName\n      type\n      units\n      value\n      base\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyConsentsQuery {\n    myConsents {\n      id\n      purpose\n      givenAt\n      withdrawnAt\n    }\n  }\n"): (typeof documents)["\n  query MyConsentsQuery {\n    myConsents {\n      id\n      purpose\n      givenAt\n      withdrawnAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMarketingConsentMutation($given: Boolean!) {\n    setMarketingConsent(given: $given) {\n      id\n      purpose\n      givenAt\n      withdrawnAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetMarketingConsentMutation($given: Boolean!) {\n    setMarketingConsent(given: $given) {\n      id\n      purpose\n      givenAt\n      withdrawnAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataExportQuery {\n    myDataExport\n  }\n"): (typeof documents)["\n  query MyDataExportQuery {\n    myDataExport\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseMyAccountMutation {\n    eraseMyAccount {\n      cancelledVisits\n    }\n  }\n"): (typeof documents)["\n  mutation EraseMyAccountMutation {\n    eraseMyAccount {\n      cancelledVisits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEraseCustomerMutation($id: ID!) {\n    adminEraseCustomer(id: $id) {\n      cancelledVisits\n    }\n  }\n"): (typeof documents)["\n  mutation AdminEraseCustomerMutation($id: ID!) {\n    adminEraseCustomer(id: $id) {\n      cancelledVisits\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteServiceQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      quoteOnly\n    }\n  }\n"): (typeof documents)["\n  query QuoteServiceQuery($id: ID!) {\n    service(id: $id) {\n      id\n      name\n      description\n      imageUrl\n      quoteOnly\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestQuote($input: RequestQuoteInput!) {\n    requestQuote(input: $input) {\n      id\n      serviceName\n    }\n  }\n"): (typeof documents)["\n  mutation RequestQuote($input: RequestQuoteInput!) {\n    requestQuote(input: $input) {\n      id\n      serviceName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeriesCard_series on BookingSeries {\n    id\n    kind\n    status\n    name\n    repeatWeeks\n    bookingTime\n    startDate\n    endDate\n    visitPrice\n    firstVisitId\n    upcomingVisits {\n      id\n      guidId\n      bookingDate\n      bookingTime\n      visitTime\n      status\n      payLater\n      movedFrom\n      movedNotice\n      paidAt\n      totalPrice\n    }\n  }\n"): (typeof documents)["\n  fragment SeriesCard_series on BookingSeries {\n    id\n    kind\n    status\n    name\n    repeatWeeks\n    bookingTime\n    startDate\n    endDate\n    visitPrice\n    firstVisitId\n    upcomingVisits {\n      id\n      guidId\n      bookingDate\n      bookingTime\n      visitTime\n      status\n      payLater\n      movedFrom\n      movedNotice\n      paidAt\n      totalPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeriesChangeList_change on SeriesVisitChange {\n    guidId\n    what\n    paid\n    refund\n    restored\n    before {\n      date\n      time\n      crewName\n      price\n    }\n    after {\n      date\n      time\n      crewName\n      price\n    }\n  }\n"): (typeof documents)["\n  fragment SeriesChangeList_change on SeriesVisitChange {\n    guidId\n    what\n    paid\n    refund\n    restored\n    before {\n      date\n      time\n      crewName\n      price\n    }\n    after {\n      date\n      time\n      crewName\n      price\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeriesPlan_series on BookingSeries {\n    id\n    kind\n    name\n    repeatWeeks\n    bookingTime\n    startDate\n    endDate\n    visitPrice\n    visits {\n      id\n      bookingDate\n      bookingTime\n      status\n      services {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SeriesPlan_series on BookingSeries {\n    id\n    kind\n    name\n    repeatWeeks\n    bookingTime\n    startDate\n    endDate\n    visitPrice\n    visits {\n      id\n      bookingDate\n      bookingTime\n      status\n      services {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySeriesQuery {\n    me {\n      id\n      series {\n        id\n        ...SeriesCard_series\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySeriesQuery {\n    me {\n      id\n      series {\n        id\n        ...SeriesCard_series\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManagedVisitSeriesQuery($token: String!) {\n    managedBooking(token: $token) {\n      id\n      guidId\n      series {\n        ...SeriesCard_series\n      }\n    }\n  }\n"): (typeof documents)["\n  query ManagedVisitSeriesQuery($token: String!) {\n    managedBooking(token: $token) {\n      id\n      guidId\n      series {\n        ...SeriesCard_series\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitSeriesQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      id\n      guidId\n      series {\n        ...SeriesCard_series\n      }\n    }\n  }\n"): (typeof documents)["\n  query VisitSeriesQuery($guidId: ID!) {\n    booking(guidId: $guidId) {\n      id\n      guidId\n      series {\n        ...SeriesCard_series\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SkipSeriesVisitMutation($input: SkipSeriesVisitInput!) {\n    skipSeriesVisit(input: $input) {\n      series {\n        ...SeriesCard_series\n      }\n      undo {\n        token\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SkipSeriesVisitMutation($input: SkipSeriesVisitInput!) {\n    skipSeriesVisit(input: $input) {\n      series {\n        ...SeriesCard_series\n      }\n      undo {\n        token\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeriesChangePreviewQuery($input: ChangeSeriesInput!) {\n    seriesChangePreview(input: $input) {\n      refundTotal\n      changes {\n        guidId\n        what\n        paid\n        before {\n          price\n        }\n        ...SeriesChangeList_change\n      }\n    }\n  }\n"): (typeof documents)["\n  query SeriesChangePreviewQuery($input: ChangeSeriesInput!) {\n    seriesChangePreview(input: $input) {\n      refundTotal\n      changes {\n        guidId\n        what\n        paid\n        before {\n          price\n        }\n        ...SeriesChangeList_change\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplySeriesChangeMutation($input: ChangeSeriesInput!) {\n    changeSeries(input: $input) {\n      series {\n        id\n        status\n        nextDate\n        ...SeriesCard_series\n      }\n      changes {\n        what\n      }\n      undo {\n        token\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApplySeriesChangeMutation($input: ChangeSeriesInput!) {\n    changeSeries(input: $input) {\n      series {\n        id\n        status\n        nextDate\n        ...SeriesCard_series\n      }\n      changes {\n        what\n      }\n      undo {\n        token\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeriesSkipPreviewQuery($input: SkipSeriesVisitInput!) {\n    seriesSkipPreview(input: $input) {\n      refundTotal\n      changes {\n        guidId\n        ...SeriesChangeList_change\n      }\n    }\n  }\n"): (typeof documents)["\n  query SeriesSkipPreviewQuery($input: SkipSeriesVisitInput!) {\n    seriesSkipPreview(input: $input) {\n      refundTotal\n      changes {\n        guidId\n        ...SeriesChangeList_change\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoSeriesChangeMutation($input: UndoSeriesChangeInput!) {\n    undoSeriesChange(input: $input) {\n      series {\n        id\n        status\n        ...SeriesCard_series\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UndoSeriesChangeMutation($input: UndoSeriesChangeInput!) {\n    undoSeriesChange(input: $input) {\n      series {\n        id\n        status\n        ...SeriesCard_series\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeriesStartTimes {\n    adminCalendar {\n      slotMinutes\n      hours {\n        weekday\n        opensAt\n        closesAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SeriesStartTimes {\n    adminCalendar {\n      slotMinutes\n      hours {\n        weekday\n        opensAt\n        closesAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancelPreviewQuery($guidId: ID!, $manageToken: String) {\n    cancelPreview(guidId: $guidId, manageToken: $manageToken) {\n      givesUpProgramme\n      laterProgrammeVisit\n      refundDue\n      doneVisits\n      allVisits\n      visits {\n        guidId\n        bookingDate\n        visitTime\n      }\n    }\n  }\n"): (typeof documents)["\n  query CancelPreviewQuery($guidId: ID!, $manageToken: String) {\n    cancelPreview(guidId: $guidId, manageToken: $manageToken) {\n      givesUpProgramme\n      laterProgrammeVisit\n      refundDue\n      doneVisits\n      allVisits\n      visits {\n        guidId\n        bookingDate\n        visitTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatementTable_statement on Statement {\n    entries {\n      kind\n      at\n      reference\n      method\n      bookingReference\n      amount\n      balance\n    }\n    charged\n    paid\n    credited\n    refunded\n    balance\n    refundDue\n    awaitingPayment\n  }\n"): (typeof documents)["\n  fragment StatementTable_statement on Statement {\n    entries {\n      kind\n      at\n      reference\n      method\n      bookingReference\n      amount\n      balance\n    }\n    charged\n    paid\n    credited\n    refunded\n    balance\n    refundDue\n    awaitingPayment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStatementQuery {\n    myStatement {\n      ...StatementTable_statement\n    }\n  }\n"): (typeof documents)["\n  query MyStatementQuery {\n    myStatement {\n      ...StatementTable_statement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomerStatementQuery($customerId: ID!) {\n    adminCustomerStatement(customerId: $customerId) {\n      ...StatementTable_statement\n    }\n  }\n"): (typeof documents)["\n  query AdminCustomerStatementQuery($customerId: ID!) {\n    adminCustomerStatement(customerId: $customerId) {\n      ...StatementTable_statement\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;