import { graphql } from '../../__generated__';

/**
 * The price of the in-progress choices; only the gateway computes prices. Given the suburb and the
 * customer (the checkout's contact step), it is what the booking is charged, and `token` binds it.
 */
export const QuoteQuery = graphql(`
  query QuoteQuery($input: BookingInput!, $address: QuoteAddressInput, $customer: QuoteCustomerInput) {
    quote(input: $input, address: $address, customer: $customer) {
      ...PriceBreakdown_quote
      token
    }
  }
`);
