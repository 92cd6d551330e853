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
