import { graphql } from '../../__generated__';

export const LoginMutation = graphql(`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      user {
        ...Session_user
      }
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation RegisterMutation($input: RegisterInput!) {
    register(input: $input) {
      user {
        ...Session_user
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation LogoutMutation {
    logout {
      success
    }
  }
`);

/** Ends every session of the account and the manage links e-mailed so far. */
export const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhereMutation {
    signOutEverywhere {
      success
    }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      success
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      success
    }
  }
`);

export const ProfileRouteQuery = graphql(`
  query ProfileRouteQuery {
    me {
      ...Session_user
      referralCode
      referralCredit {
        amount
        friends
      }
      bookings {
        id
        guidId
        bookingDate
        bookingTime
        visitTime
        status
        totalPrice
        payableByLink
        services {
          id
          name
        }
      }
    }
  }
`);

export const CancelBookingMutation = graphql(`
  mutation CancelBookingMutation($input: CancelBookingInput!) {
    cancelBooking(input: $input) {
      booking {
        id
        guidId
        status
        refundStatus
        refundDue
        refunded
      }
    }
  }
`);

export const UpdateBookingNotesMutation = graphql(`
  mutation UpdateBookingNotesMutation($input: UpdateBookingNotesInput!) {
    updateBookingNotes(input: $input) {
      booking {
        id
        guidId
        propertyNotes
      }
    }
  }
`);

/** The booking a manage link (from a booking e-mail) opens, without a password. */
export const ManagedBookingQuery = graphql(`
  query ManagedBookingQuery($token: String!) {
    managedBooking(token: $token) {
      ...BookingDetails
    }
  }
`);

export const RescheduleBookingMutation = graphql(`
  mutation RescheduleBookingMutation($input: RescheduleBookingInput!) {
    rescheduleBooking(input: $input) {
      booking {
        id
        guidId
        bookingDate
        bookingTime
        visitTime
        status
      }
    }
  }
`);

/** The day's start slots for this booking's work (where the whole job fits). */
export const RescheduleSlotsQuery = graphql(`
  query RescheduleSlotsQuery($date: Date!, $lines: [BookingLineInput!]) {
    timeSlots(date: $date, lines: $lines) {
      label
      available
      remaining
    }
  }
`);
