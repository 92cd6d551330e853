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
      properties {
        id
        street
        suburb
        postalCode
        notes
      }
      bookingsCount
    }
  }
`);

/** A page of the customer's bookings, the latest visit first (issue #34). */
export const AdminCustomerBookingsQuery = graphql(`
  query AdminCustomerBookings($id: ID!, $first: Int, $after: String) {
    adminCustomer(id: $id) {
      bookingsPage(first: $first, after: $after) {
        hasNextPage
        endCursor
        nodes {
          id
          guidId
          bookingDate
          bookingTime
          status
          totalPrice
          paidAt
          refundDue
          services {
            id
            name
          }
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

export const AdminCustomersQuery = graphql(`
  query AdminCustomers($search: String, $limit: Int, $after: String) {
    adminCustomers(search: $search, limit: $limit, after: $after) {
      total
      hasNextPage
      endCursor
      customers {
        id
        name
        email
        phone
        status
        bookingsCount
        lastVisit
      }
    }
  }
`);

export const AdminSaveCustomerMutation = graphql(`
  mutation AdminSaveCustomer($input: AdminSaveCustomerInput!) {
    adminSaveCustomer(input: $input) {
      customer {
        id
        name
        email
        phone
      }
    }
  }
`);

export const AdminSendCustomerSignInLinkMutation = graphql(`
  mutation AdminSendCustomerSignInLink($input: AdminCustomerIdInput!) {
    adminSendCustomerSignInLink(input: $input) {
      email
    }
  }
`);

export const AdminSaveCustomerPropertyMutation = graphql(`
  mutation AdminSaveCustomerProperty($input: AdminSaveCustomerPropertyInput!) {
    adminSaveCustomerProperty(input: $input) {
      property {
        id
        street
        suburb
        postalCode
        notes
      }
    }
  }
`);

export const AdminDeleteCustomerPropertyMutation = graphql(`
  mutation AdminDeleteCustomerProperty($input: AdminDeleteCustomerPropertyInput!) {
    adminDeleteCustomerProperty(input: $input) {
      id
      success
    }
  }
`);
