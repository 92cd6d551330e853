/**
 * "Your visit moved": to the customer after their booking was moved to another date or time; and a
 * series' visit the series job placed elsewhere because its planned slot was full.
 */
import { closedDay, movedText } from '../series/moved-reason.js';
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

/**
 * A series' later visit whose planned slot was full, booked in the nearest free one (docs/recurring.md):
 * where it was planned (`movedFrom`, `YYYY-MM-DD 10:00 - 10:45`) and where it is now.
 */
export function seriesVisitMovedMessage(booking: ApiBooking, manageUrl?: string): MessageContent {
  const now = `${formatBookingDate(booking.bookingDate)}, ${booking.bookingTime}`;
  const planned = /^(\d{4}-\d{2}-\d{2}) (.+)$/.exec(booking.movedFrom ?? '');
  const was = planned ? `${formatBookingDate(planned[1]!)}, ${planned[2]!}` : 'its planned date and time';
  return visitMessage(booking, {
    subject: `Your ${BRAND} visit is booked for ${now}`,
    paragraphs: [
      planned && closedDay(booking.movedFrom!)
        ? `Your regular visit was planned for ${was}, but we are closed that day: ${movedText(booking.movedFrom!)}.`
        : `Your regular visit was planned for ${was}, but that time slot is already full.`,
      `We booked it in the nearest free slot instead: ${now}.`,
      'If that does not suit you, you can move or skip this visit with the link below.',
    ],
    manageUrl,
  });
}
