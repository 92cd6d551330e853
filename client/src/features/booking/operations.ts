import { graphql } from '../../__generated__';

/** The price of the in-progress choices; only the gateway computes prices. */
export const QuoteQuery = graphql(`
  query QuoteQuery($input: BookingInput!) {
    quote(input: $input) {
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
      earned {
        rule
        modifierId
        optionId
        optionName
        applied
        reason
      }
      total
      repeat {
        everyWeeks
        laterVisitTotal
        differences
      }
    }
  }
`);
