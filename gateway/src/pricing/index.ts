export { quoteBooking, seasonFor } from './quote.js';
export { PricingError } from './pricing-error.js';
export type * from './types.js';
export { type EarnedFacts, type ReferralStatus } from './earned.js';
export { checkedOfficePercent, officeDiscountLabel } from './office-discount.js';
