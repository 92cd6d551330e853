/**
 * How long an unpaid booking holds its time slot (docs/product.md, "Time slots and holds"). The api
 * stores the end of each booking's hold with it (`bookings.held_until`) from these; the pages and
 * e-mails that state the hold read the same numbers.
 */

/** A checkout's (or the office's own) pending booking holds its slot this many minutes while it is paid. */
export const HOLD_MINUTES = 30;

/** A booking the office makes from a quote request holds its slot this many days: the customer pays from an e-mail. */
export const QUOTE_HOLD_DAYS = 7;
