export { quoteBooking, seasonFor } from './quote.js';
export { PricingError } from './pricing-error.js';
export { centsToWholeRands, roundHalfAwayFromZero, toCents } from './money.js';
export type * from './types.js';
export {
  decideEarnedModifiers,
  DEFAULT_EARNED_POLICY,
  type EarnedFacts,
  type EarnedNote,
  type EarnedPolicy,
  type ReferralStatus,
} from './earned.js';
