import { graphql } from '../../__generated__';

export const QuoteServiceQuery = graphql(`
  query QuoteServiceQuery($id: ID!) {
    service(id: $id) {
      id
      name
      description
      imageUrl
      quoteOnly
    }
  }
`);

export const RequestQuoteMutation = graphql(`
  mutation RequestQuote($input: RequestQuoteInput!) {
    requestQuote(input: $input) {
      id
      serviceName
    }
  }
`);
