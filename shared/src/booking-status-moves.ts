/**
 * The one rule for a booking's status (docs/product.md, "booking status"): pending → confirmed →
 * completed; pending or confirmed → cancelled; completed and cancelled are final. The api enforces it,
 * and the gateway tells the office which moves a booking has (`Booking.allowedMoves`) from it.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The statuses a booking in `from` may move to, in the order the office is offered them. */
export const allowedMoves = (from: BookingStatus): readonly BookingStatus[] => MOVES[from];

/** True when a booking may move from `from` to `to` (staying put is not a move). */
export const canMoveBooking = (from: BookingStatus, to: BookingStatus): boolean => MOVES[from].includes(to);

export const isBookingStatus = (v: unknown): v is BookingStatus =>
  typeof v === 'string' && (BOOKING_STATUSES as readonly string[]).includes(v);
