import { graphql } from '../../__generated__';

export const AdminBookingRouteQuery = graphql(`
  query AdminBookingRouteQuery($id: ID!) {
    adminBooking(id: $id) {
      ...BookingDetailPage_booking
    }
  }
`);

export const AdminSetBookingStatusMutation = graphql(`
  mutation AdminSetBookingStatusMutation($input: AdminSetBookingStatusInput!) {
    adminSetBookingStatus(input: $input) {
      booking {
        ...BookingDetailPage_booking
      }
      customerNotified
    }
  }
`);

export const AdminMarkRefundedMutation = graphql(`
  mutation AdminMarkRefundedMutation($input: AdminMarkRefundedInput!) {
    adminMarkRefunded(input: $input) {
      booking {
        ...BookingDetailPage_booking
      }
    }
  }
`);

/** A card payment owed back, refunded through the payment provider and then recorded. */
export const AdminRefundThroughProviderMutation = graphql(`
  mutation AdminRefundThroughProviderMutation($input: AdminRefundThroughProviderInput!) {
    adminRefundThroughProvider(input: $input) {
      booking {
        ...BookingDetailPage_booking
      }
    }
  }
`);

/** A day's time slots with what is still free (the checkout's list). */
export const AdminBookingSlotsQuery = graphql(`
  query AdminBookingSlotsQuery($date: Date!, $lines: [BookingLineInput!]) {
    timeSlots(date: $date, lines: $lines) {
      label
      available
      remaining
    }
  }
`);

export const AdminCreateBookingMutation = graphql(`
  mutation AdminCreateBookingMutation($input: AdminCreateBookingInput!) {
    adminCreateBooking(input: $input) {
      booking {
        ...BookingDetailPage_booking
      }
    }
  }
`);

export const AdminRescheduleBookingMutation = graphql(`
  mutation AdminRescheduleBookingMutation($input: AdminRescheduleBookingInput!) {
    adminRescheduleBooking(input: $input) {
      booking {
        ...BookingDetailPage_booking
      }
    }
  }
`);

export const AdminServiceAreasQuery = graphql(`
  query AdminServiceAreasQuery {
    serviceAreas {
      id
      suburb
      postalCode
    }
  }
`);

/** Skip one visit of a series (it is cancelled; the series goes on). */
export const SkipSeriesVisitMutation = graphql(`
  mutation SkipSeriesVisit($input: SkipSeriesVisitInput!) {
    skipSeriesVisit(input: $input) {
      series {
        ...BookingSeriesSection_series
      }
    }
  }
`);

/** Pause, resume or stop a recurring series. */
export const ChangeSeriesMutation = graphql(`
  mutation ChangeSeries($input: ChangeSeriesInput!) {
    changeSeries(input: $input) {
      series {
        id
        nextDate
        ...BookingSeriesSection_series
      }
    }
  }
`);

/** A service's variations and the options it offers, for the New booking form's choices. */
export const AdminNewBookingServiceQuery = graphql(`
  query AdminNewBookingServiceQuery($id: ID!) {
    service(id: $id) {
      id
      name
      variations {
        variationId
        variationName
        options {
          id
          label
          additionalCost
          repeatWeeks
        }
      }
      addOns {
        id
        name
        price
      }
    }
  }
`);

/** The crews the office may give a new booking (active ones are offered). */
export const AdminBookingCrewsQuery = graphql(`
  query AdminBookingCrewsQuery {
    adminCrews {
      id
      name
      active
    }
  }
`);

/**
 * The price of the office's choices for the chosen customer, as adminCreateBooking charges it (the
 * checkout's quote fields: the same breakdown).
 */
export const AdminQuoteQuery = graphql(`
  query AdminQuoteQuery(
    $input: BookingInput!
    $userId: ID
    $customer: QuoteCustomerInput
    $address: QuoteAddressInput
    $discount: OfficeDiscountInput
  ) {
    adminQuote(input: $input, userId: $userId, customer: $customer, address: $address, discount: $discount) {
      ...PriceBreakdown_quote
      officeDiscount {
        label
        percent
        amount
      }
      token
    }
  }
`);

/** The largest discount the office may give on a booking it makes (0: none; the inputs are hidden). */
export const AdminOfficeDiscountMaxQuery = graphql(`
  query AdminOfficeDiscountMaxQuery {
    adminOfficeDiscountMaxPercent
  }
`);

/** E-mail the customer of a pending booking the link to pay it again. */
export const AdminResendPaymentLinkMutation = graphql(`
  mutation AdminResendPaymentLinkMutation($id: ID!) {
    adminResendPaymentLink(id: $id) {
      booking {
        ...BookingDetailPage_booking
      }
    }
  }
`);

/** The crews the office may give a series (its Change… dialog). */
export const SeriesCrewsQuery = graphql(`
  query SeriesCrewsQuery {
    adminCrews {
      id
      name
      active
    }
  }
`);
