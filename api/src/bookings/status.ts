/** Booking statuses and the moves between them (docs/product.md, "booking status"). */
import { BOOKING_STATUSES } from '@greenleaf/shared/rest/bookings';
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const ALLOWED: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** True when a booking may move from `from` to `to` (staying put is not a move). */
export const canMoveBooking = (from: BookingStatus, to: BookingStatus): boolean => ALLOWED[from].includes(to);

export const isBookingStatus = (v: unknown): v is BookingStatus =>
  typeof v === 'string' && (BOOKING_STATUSES as readonly string[]).includes(v);
