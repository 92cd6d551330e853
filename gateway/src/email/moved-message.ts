/** "Your visit moved": to the customer after their booking was moved to another date or time. */
import type { ApiBooking } from '../api/rest-types.js';
import { formatBookingDate } from './format.js';
import { BRAND, type MessageContent } from './messages.js';
import { visitMessage } from './visit-message.js';

interface PreviousVisit {
  bookingDate: string;
  bookingTime: string;
}

/** The booking as it is now, and where it was before the move. */
export function bookingMovedMessage(
  booking: ApiBooking,
  previous: PreviousVisit,
  manageUrl?: string,
): MessageContent {
  const was = `${formatBookingDate(previous.bookingDate)}, ${previous.bookingTime}`;
  const now = `${formatBookingDate(booking.bookingDate)}, ${booking.bookingTime}`;
  return visitMessage(booking, {
    subject: `Your ${BRAND} visit moved to ${now}`,
    paragraphs: [
      `Your visit has moved from ${was} to ${now}.`,
      'Everything else about your booking stays the same.',
    ],
    manageUrl,
  });
}
