/**
 * Paying a saved booking by its link: the link itself, and the letter that asks a customer to pay
 * (a quote the office priced, a booking the office made for a customer who pays by link).
 */
import type { ApiBooking } from '../api/replies/bookings.js';
import { formatRand, visitWhen } from './format.js';
import { letter, type MessageContent } from './messages.js';

/** The payments step of a saved booking, where the customer pays it. */
export function paymentLink(publicUrl: string, guidId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/booking-checkout/payments/${encodeURIComponent(guidId)}`;
}

/**
 * A letter asking the customer to pay `booking` by its link: `booked` says what was booked for when
 * (given the visit's day and time), then the link, `held` (how long the time is kept for them) and
 * the manage link when the mailer can sign one; the details name the booking, its address and total,
 * then `more`.
 */
export function payByLinkLetter(
  booking: ApiBooking,
  links: { publicUrl: string; manageUrl?: string | undefined },
  words: {
    subject: string;
    greeting: string;
    booked: (when: string) => string;
    held: string;
    address: string | null;
    more?: [string, string][];
  },
): MessageContent {
  return letter(
    words.subject,
    words.greeting,
    [
      words.booked(visitWhen(booking)),
      `To confirm the booking, pay it here: ${paymentLink(links.publicUrl, booking.guidId)}`,
      words.held,
      ...(links.manageUrl
        ? [`See, move or cancel your booking (no password needed): ${links.manageUrl}`]
        : []),
    ],
    [
      ['Booking ID', booking.guidId],
      ...(words.address ? [['Address', words.address] as [string, string]] : []),
      ['Total', formatRand(booking.totalPrice)],
      ...(words.more ?? []),
    ],
  );
}
