import { graphql } from '../../__generated__';

export const AdminQuoteRequestsPageQuery = graphql(`
  query AdminQuoteRequestsPage($first: Int, $after: String, $status: QuoteRequestStatus, $search: String) {
    adminQuoteRequestsPage(first: $first, after: $after, status: $status, search: $search) {
      hasNextPage
      endCursor
      nodes {
        id
        serviceName
        name
        suburb
        status
        createdAt
      }
    }
  }
`);

export const AdminQuoteRequestQuery = graphql(`
  query AdminQuoteRequest($id: ID!) {
    adminQuoteRequest(id: $id) {
      id
      serviceName
      service {
        id
        name
        basePrice
      }
      name
      email
      phone
      street
      suburb
      postalCode
      description
      photoUrls
      status
      createdAt
      booking {
        ...BookedNotice_booking
      }
    }
  }
`);

export const AdminQuoteSlotsQuery = graphql(`
  query AdminQuoteSlots($date: Date!) {
    timeSlots(date: $date) {
      label
      available
      remaining
    }
  }
`);

export const AdminCreateBookingFromQuoteMutation = graphql(`
  mutation AdminCreateBookingFromQuote($input: AdminCreateBookingFromQuoteInput!) {
    adminCreateBookingFromQuote(input: $input) {
      paymentUrl
      quoteRequest {
        id
        status
        booking {
          ...BookedNotice_booking
        }
      }
    }
  }
`);
