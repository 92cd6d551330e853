/**
 * The words of the booking refusals both sides give (the api when its trigger or checks refuse a
 * save, the gateway when it refuses before asking): one text per refusal, whoever says it.
 */
export const SLOT_FULL_MESSAGE = 'This time slot is fully booked. Please choose another slot.';

/** The work does not fit from the chosen start: past the day's last slot, or a multi-day job not starting first thing. */
export const WORK_DOES_NOT_FIT_MESSAGE =
  'This work does not fit from the chosen time. Please choose an earlier time or another day.';

/** The day is not worked, or the time is not one of its starts (the company's calendar, migration 0027). */
export const CLOSED_TIME_MESSAGE =
  'We do not work at that time (a closed day, or outside working hours). Please choose one of the offered times.';

/** The crew asked for already works in one of the slots this booking covers. */
export const CREW_BUSY_MESSAGE =
  'This crew already has a job at that time. Please choose another crew or time.';

/** The booking would start sooner than the lead time (`lead` minutes) allows, or has started. */
export const tooSoonMessage = (lead: number) =>
  `That time is too soon: bookings start at least ${lead} minutes from now. Please choose a later time.`;
