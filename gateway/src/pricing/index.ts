export { quoteBooking, seasonFor } from './quote.js';
export { PricingError } from './pricing-error.js';
export { centsToWholeRands, roundHalfAwayFromZero, toCents } from './money.js';
export type * from './types.js';
