import { BOOKING_SLOTS } from '@greenleaf/shared/rest/bookings';
import { MAX_WORK_MINUTES } from '@greenleaf/shared/rest/fields';

/** The ten 45-minute time slots of a day (docs/product.md), as stored in `bookings.booking_time`. */
export { BOOKING_SLOTS };

export type BookingSlot = (typeof BOOKING_SLOTS)[number];

/** The default of MIN_LEAD_MINUTES: no booking starts sooner than two hours from now. */
export const DEFAULT_LEAD_MINUTES = 120;

/** The instant a slot starts: Johannesburg is UTC+2 all year. */
export function slotStartsAt(date: string, slot: string): Date {
  return new Date(`${date}T${slot.slice(0, 5)}:00+02:00`);
}

/** A slot's length in minutes: a booking covers its work's minutes rounded up to whole slots. */
export const SLOT_MINUTES = 45;

/** The longest work one booking may hold (the database's check on `duration_minutes`). */
export { MAX_WORK_MINUTES };
