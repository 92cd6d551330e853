/** How long an unpaid booking from the checkout holds its slot, in minutes (the api cancels it after). */
export const HOLD_MINUTES = 30;

/** How long a booking the office made from a quote request holds its slot unpaid, in days. */
export const QUOTE_HOLD_DAYS = 7;
