/**
 * A booking status in words and colour (docs/product.md: yellow pending, green confirmed, red
 * cancelled; blue completed): the one place the office's badges, the customer's badges, the office's
 * forms and lists, and the gateway's booking history read them. The statuses themselves are
 * `BOOKING_STATUSES` (booking-status-moves.ts).
 */
import { BOOKING_STATUSES, type BookingStatus } from './booking-status-moves.js';

/** Each status in the office's and the customer's words. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * Each status's colour (a Mantine theme colour): `hue` for light badges, `filled` (a shade dark or
 * light enough for its text) for filled badges.
 */
export const BOOKING_STATUS_COLORS: Record<BookingStatus, { hue: string; filled: string }> = {
  pending: { hue: 'yellow', filled: 'yellow.4' },
  confirmed: { hue: 'leaf', filled: 'leaf.7' },
  completed: { hue: 'blue', filled: 'blue.8' },
  cancelled: { hue: 'red', filled: 'red.9' },
};

/** The statuses as select options, in their order ('pending' → 'Pending'). */
export const BOOKING_STATUS_OPTIONS: readonly { value: BookingStatus; label: string }[] =
  BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] }));

/** A status in words, from the api's lower case or GraphQL's upper case; an unknown value as it came. */
export function bookingStatusLabel(status: string): string {
  const key = status.toLowerCase();
  return key in BOOKING_STATUS_LABELS ? BOOKING_STATUS_LABELS[key as BookingStatus] : status;
}

/** A status's colours, from the api's lower case or GraphQL's upper case. */
export const bookingStatusColors = (status: string): { hue: string; filled: string } | undefined =>
  BOOKING_STATUS_COLORS[status.toLowerCase() as BookingStatus];
