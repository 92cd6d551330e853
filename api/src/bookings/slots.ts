/** The ten 45-minute time slots of a day (docs/product.md), as stored in `bookings.booking_time`. */
export const BOOKING_SLOTS = [
  '10:00 - 10:45',
  '10:45 - 11:30',
  '11:30 - 12:15',
  '12:15 - 13:00',
  '13:00 - 13:45',
  '13:45 - 14:30',
  '14:30 - 15:15',
  '15:15 - 16:00',
  '16:00 - 16:45',
  '16:45 - 17:30',
] as const;

export type BookingSlot = (typeof BOOKING_SLOTS)[number];

/** How long a pending booking holds its slot (docs/product.md, "slot holds"); the trigger uses the same. */
export const HOLD_MINUTES = 30;

/** The default of MIN_LEAD_MINUTES: no booking starts sooner than two hours from now. */
export const DEFAULT_LEAD_MINUTES = 120;

/** The instant a slot starts: Johannesburg is UTC+2 all year. */
export function slotStartsAt(date: string, slot: string): Date {
  return new Date(`${date}T${slot.slice(0, 5)}:00+02:00`);
}

/** A slot's length in minutes: a booking covers its work's minutes rounded up to whole slots. */
export const SLOT_MINUTES = 45;

/** The longest work one booking may hold (the database's check on `duration_minutes`). */
export const MAX_WORK_MINUTES = 14400;
