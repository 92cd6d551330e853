import { graphql } from '../../__generated__';

/**
 * The price of the in-progress choices; only the gateway computes prices. Given the suburb and the
 * customer (the checkout's contact step), it is what the booking is charged, and `token` binds it.
 */
export const QuoteQuery = graphql(`
  query QuoteQuery($input: BookingInput!, $address: QuoteAddressInput, $customer: QuoteCustomerInput) {
    quote(input: $input, address: $address, customer: $customer) {
      lines {
        serviceId
        packageId
        name
        basePrice
        options {
          id
          name
          variationName
          amount
        }
        addOns {
          id
          name
          amount
        }
        season {
          seasonId
          name
          multiplier
          amount
        }
        total
        seasonNotice
      }
      subtotal
      adjustments {
        modifierId
        modifierName
        optionId
        optionName
        type
        units
        value
        base
        amount
        reason
      }
      referralCredit {
        label
        amount
        reason
      }
      earned {
        rule
        modifierId
        optionId
        optionName
        applied
        reason
      }
      total
      token
      repeat {
        everyWeeks
        laterVisitTotal
        differences
      }
    }
  }
`);
