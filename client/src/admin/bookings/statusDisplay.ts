/** How the office's screens show a booking status and the buttons that move it (the moves themselves: Booking.allowedMoves). */
import { BOOKING_STATUS_COLORS, BOOKING_STATUS_LABELS } from '@greenleaf/shared/booking-status-display';
import type { BookingStatus } from '../../__generated__/graphql';

const byEnum = <T>(of: (status: Lowercase<BookingStatus>) => T): Record<BookingStatus, T> => ({
  PENDING: of('pending'),
  CONFIRMED: of('confirmed'),
  COMPLETED: of('completed'),
  CANCELLED: of('cancelled'),
});

/** Each status in words (shared/booking-status-display), keyed by the GraphQL enum. */
export const STATUS_LABELS: Record<BookingStatus, string> = byEnum((s) => BOOKING_STATUS_LABELS[s]);

/** Yellow pending, green confirmed, red cancelled (docs/product.md); blue completed: the light badges' hue. */
export const STATUS_COLORS: Record<BookingStatus, string> = byEnum((s) => BOOKING_STATUS_COLORS[s].hue);

const MOVE_LABELS: Record<BookingStatus, string> = {
  PENDING: 'Mark as Pending',
  CONFIRMED: 'Confirm Booking',
  COMPLETED: 'Mark as Completed',
  CANCELLED: 'Cancel Booking',
};

/** Button colours of the moves, dark enough for white text (WCAG AA). */
export const MOVE_COLORS: Record<BookingStatus, string> = {
  PENDING: 'yellow.9',
  CONFIRMED: 'leaf.7',
  COMPLETED: 'blue.9',
  CANCELLED: 'red',
};

/** The button of a move: the office's undo of Completed says so, every other move is MOVE_LABELS. */
export function moveLabel(from: BookingStatus, to: BookingStatus): string {
  return from === 'COMPLETED' && to === 'CONFIRMED' ? 'Undo Completed' : MOVE_LABELS[to];
}
