/**
 * "Your visit moved": to the customer after their booking was moved to another date or time; and a
 * series' visit the series job placed elsewhere because its planned slot was full.
 */
import { closedDay, movedText } from '../series/moved-reason.js';
import type { ApiBooking } from '../api/replies/bookings.js';
import type { VisitTime } from '@greenleaf/shared/calendar/visit-time';
import { formatBookingDate, plannedStart, visitWhen } from './format.js';
import { BRAND, type MessageContent } from './messages.js';
import { visitMessage } from './visit-message.js';

/** Where the visit was: its date, first slot and expected end (`visitEnd`) as the api gave them before the move. */
export interface PreviousVisit extends VisitTime {
  /**
   * A rain day's continuation: the day the work stopped (its days before it stay as worked) and where
   * the work now ends; the booking's resume date and time say where it continues.
   */
  rainedOff?: string;
  ends?: { date: string; time: string };
}

/** The booking as it is now, and where it was before the move. */
export function bookingMovedMessage(
  booking: ApiBooking,
  previous: PreviousVisit,
  manageUrl?: string,
): MessageContent {
  if (previous.rainedOff && previous.ends && booking.resumeDate && booking.resumeTime) {
    return continuedMessage(booking, previous.rainedOff, previous.ends, manageUrl);
  }
  const was = visitWhen(previous);
  const now = visitWhen(booking);
  return visitMessage(booking, {
    subject: `Your ${BRAND} visit moved to ${now}`,
    paragraphs: [
      `Your visit has moved from ${was} to ${now}.`,
      'Everything else about your booking stays the same.',
    ],
    manageUrl,
  });
}

/** Work of more than a day that rain stopped after it started: where the rest continues, the new end. */
function continuedMessage(
  booking: ApiBooking,
  rainedOff: string,
  ends: { date: string; time: string },
  manageUrl?: string,
): MessageContent {
  const resumes = `${formatBookingDate(booking.resumeDate!)}, ${booking.resumeTime!.slice(0, 5)}`;
  const end = `${formatBookingDate(ends.date)} at ${ends.time}`;
  return visitMessage(booking, {
    subject: `Your ${BRAND} work continues on ${resumes}`,
    paragraphs: [
      `Rain stopped the work on ${formatBookingDate(rainedOff)}. The work already done stays done.`,
      `The rest of the work continues on ${resumes} and is now expected to finish on ${end}.`,
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
  const now = visitWhen(booking);
  const planned = /^(\d{4}-\d{2}-\d{2}) (.+)$/.exec(booking.movedFrom ?? '');
  const was = planned ? plannedStart(planned[1]!, planned[2]!) : 'its planned date and time';
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
