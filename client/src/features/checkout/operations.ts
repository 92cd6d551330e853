import { graphql } from '../../__generated__';

export const CheckoutModifiersQuery = graphql(`
  query CheckoutModifiersQuery {
    modifiers {
      id
      name
      description
      options {
        id
        name
        type
        units
        value
        description
        rule
      }
    }
  }
`);

export const CheckoutAddressQuery = graphql(`
  query CheckoutAddressQuery {
    serviceAreas {
      id
      suburb
      postalCode
    }
    me {
      id
      bookings {
        id
        address {
          street
          suburb
          postalCode
        }
        propertyNotes
      }
    }
  }
`);

export const CheckoutTimeSlotsQuery = graphql(`
  query CheckoutTimeSlotsQuery($date: Date!, $lines: [BookingLineInput!]!) {
    timeSlots(date: $date, lines: $lines) {
      label
      start
      end
      available
      remaining
      finish
      finishDate
    }
    visitPlan(date: $date, lines: $lines) {
      minutes
      slotCount
      days
      minLeadMinutes
      nextDateWithRoom
      seasonNotice
    }
  }
`);

export const BookingDetailsFragment = graphql(`
  fragment BookingDetails on Booking {
    id
    guidId
    bookingDate
    bookingTime
    visitTime
    heldUntil
    address {
      street
      suburb
      postalCode
    }
    status
    totalPrice
    amountOwed
    payableByLink
    paidAt
    refundStatus
    refundDue
    refunded
    propertyNotes
    customer {
      id
      name
      email
      phone
      address
    }
    services {
      id
      serviceId
      packageId
      name
      variations {
        variationName
        optionId
      }
      addOns {
        id
        addOnId
      }
    }
    modifiers {
      id
      modifierId
      optionId
    }
    ...PriceBreakdown_booking
  }
`);

export const SavedBookingQuery = graphql(`
  query SavedBookingQuery($guidId: ID!) {
    booking(guidId: $guidId) {
      ...BookingDetails
    }
  }
`);

export const CreateBookingMutation = graphql(`
  mutation CreateBookingMutation($input: CreateBookingInput!) {
    createBooking(input: $input) {
      booking {
        ...BookingDetails
      }
      user {
        ...Session_user
      }
    }
  }
`);

export const StartPaymentMutation = graphql(`
  mutation StartPaymentMutation($guidId: ID!, $saveCard: Boolean) {
    startPayment(guidId: $guidId, saveCard: $saveCard) {
      action
      method
      fields {
        name
        value
      }
    }
  }
`);

/** The dated visits a seasonal package becomes when booked on `date` (shown before paying). */
export const ProgrammePlanQuery = graphql(`
  query ProgrammePlanQuery($packageId: ID!, $date: Date!) {
    programmePlan(packageId: $packageId, date: $date) {
      date
      week
      services
    }
  }
`);

/**
 * The series or programme a saved booking starts (the payment step and the confirmation show it). A
 * package booked with a repeating service starts both: the booking's `series` is the repeat, and the
 * programme is the signed-in customer's series whose visits include the booking.
 */
export const BookingSeriesPlanQuery = graphql(`
  query BookingSeriesPlanQuery($guidId: ID!) {
    booking(guidId: $guidId) {
      id
      bookingDate
      payLater
      series {
        id
        ...SeriesPlan_series
      }
    }
    me {
      id
      series {
        id
        visits {
          id
        }
        ...SeriesPlan_series
      }
    }
  }
`);

export const CheckoutBookingDaysQuery = graphql(`
  query CheckoutBookingDaysQuery($lines: [BookingLineInput!]!) {
    bookingDays(lines: $lines, days: 31) {
      firstDateWithRoom
      days {
        date
        closed
        closedReason
        hasRoom
      }
    }
  }
`);

export const JoinAreaWaitlistMutation = graphql(`
  mutation JoinAreaWaitlistMutation($input: JoinAreaWaitlistInput!) {
    joinAreaWaitlist(input: $input)
  }
`);
