import { graphql } from '../../__generated__';

export const AdminBookingFields = graphql(`
  fragment AdminBookingFields on Booking {
    id
    guidId
    bookingDate
    bookingTime
    status
    allowedMoves
    totalPrice
    paidAt
    refundStatus
    createdAt
    customer {
      id
      name
      email
      phone
      address
    }
    address {
      street
      suburb
      postalCode
    }
    propertyNotes
    crew {
      id
      name
    }
    history {
      id
      at
      kind
      summary
      actorName
    }
    payments {
      providerPaymentId
      amount
      status
      createdAt
    }
    services {
      id
      serviceId
      packageId
      name
      price
      season {
        name
        multiplier
        amount
      }
      variations {
        variationName
        optionId
        label
        additionalCost
      }
      addOns {
        id
        name
        price
      }
    }
    modifiers {
      id
      modifierName
      optionName
      type
      units
      value
    }
  }
`);

export const AdminBookingRouteQuery = graphql(`
  query AdminBookingRouteQuery($id: ID!) {
    adminBooking(id: $id) {
      ...AdminBookingFields
    }
  }
`);

export const AdminSetBookingStatusMutation = graphql(`
  mutation AdminSetBookingStatusMutation($input: AdminSetBookingStatusInput!) {
    adminSetBookingStatus(input: $input) {
      booking {
        ...AdminBookingFields
      }
    }
  }
`);

export const AdminMarkRefundedMutation = graphql(`
  mutation AdminMarkRefundedMutation($input: AdminMarkRefundedInput!) {
    adminMarkRefunded(input: $input) {
      booking {
        ...AdminBookingFields
      }
    }
  }
`);

/** A day's time slots with what is still free (the checkout's list). */
export const AdminBookingSlotsQuery = graphql(`
  query AdminBookingSlotsQuery($date: Date!) {
    timeSlots(date: $date) {
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
        ...AdminBookingFields
      }
    }
  }
`);

export const AdminRescheduleBookingMutation = graphql(`
  mutation AdminRescheduleBookingMutation($input: AdminRescheduleBookingInput!) {
    adminRescheduleBooking(input: $input) {
      booking {
        ...AdminBookingFields
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
