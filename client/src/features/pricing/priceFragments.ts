import { graphql } from '../../__generated__';
import { useFragment as unmask, type FragmentType } from '../../__generated__/fragment-masking';
import type { PriceBreakdown_QuoteFragment } from '../../__generated__/graphql';

/**
 * What the one price breakdown (PriceBreakdown, the model in breakdown.ts) reads, selected once for
 * every screen that shows it: a quote (cart, checkout, the office's new booking) and a saved booking
 * (confirmation, payments, my bookings, the office's booking page).
 */
export const PriceBreakdown_quote = graphql(`
  fragment PriceBreakdown_quote on Quote {
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
    vatIncluded
    repeat {
      everyWeeks
      laterVisitTotal
      differences
    }
  }
`);

export const PriceBreakdown_booking = graphql(`
  fragment PriceBreakdown_booking on Booking {
    totalPrice
    vatIncluded
    referralCredit
    officeDiscount {
      label
      amount
    }
    services {
      id
      packageId
      name
      price
      basePrice
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
      base
      amount
    }
  }
`);

/**
 * A quote with its breakdown's fields readable too (the cart, the checkout's steps and the office read
 * its total, repeat and notes). A new object: call it once per answer (useMemo).
 */
export function readQuote<T extends FragmentType<typeof PriceBreakdown_quote>>(
  quote: T,
): T & PriceBreakdown_QuoteFragment {
  return { ...quote, ...unmask(PriceBreakdown_quote, quote) };
}
