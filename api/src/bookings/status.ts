/** Booking statuses and the moves between them: the one rule, shared with the gateway (docs/product.md, "booking status"). */
export {
  canMoveBooking,
  isBookingStatus,
  type BookingMover,
  type BookingStatus,
} from '@greenleaf/shared/booking-status-moves';
