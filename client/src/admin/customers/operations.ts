import { graphql } from '../../__generated__';

export const AdminCustomerQuery = graphql(`
  query AdminCustomer($id: ID!) {
    adminCustomer(id: $id) {
      user {
        id
        name
        email
        phone
        address
        status
        createdAt
        series {
          id
          name
          kind
          status
          repeatWeeks
          upcomingVisits {
            id
            bookingDate
            bookingTime
            status
          }
        }
      }
      officeNotes
      totalSpent
      bookings {
        id
        guidId
        bookingDate
        bookingTime
        status
        totalPrice
        services {
          id
          name
        }
      }
    }
  }
`);

export const AdminSaveCustomerNotesMutation = graphql(`
  mutation AdminSaveCustomerNotes($input: AdminCustomerNotesInput!) {
    adminSaveCustomerNotes(input: $input) {
      officeNotes
    }
  }
`);
