/**
 * The e-mail of a booking the office made for a customer who pays by link (docs/product.md, "The admin
 * area"): what was booked, the link that opens its payment, and until when its place is held.
 */
import type { ApiBooking } from '../api/replies/bookings.js';
import { formatRand, visitWhen } from './format.js';
import { BRAND, letter, type MessageContent } from './messages.js';
import { paymentLink } from './quote-messages.js';
import { formatMomentLong } from '@greenleaf/shared/format/dates';

/** To the customer: the office's booking, the link to pay it and until when it is held. */
export function officePaymentLinkMessage(
  booking: ApiBooking,
  publicUrl: string,
  /** The manage link (PUBLIC_URL/manage/{token}), when the mailer can sign one. */
  manageUrl?: string,
): MessageContent {
  const link = paymentLink(publicUrl, booking.guidId);
  const when = visitWhen(booking);
  const what = booking.services.map((s) => s.name).join(', ') || 'your visit';
  const held = booking.heldUntil ? formatMomentLong(booking.heldUntil) : null;
  const subject = `Your ${BRAND} booking: pay ${formatRand(booking.amountOwed || booking.totalPrice)} to confirm it`;
  const greeting = `Hello ${booking.user?.name ?? ''},`.replace(' ,', ',');
  const paragraphs = [
    `As arranged with our office, we have booked ${what} for ${when}, at ${formatRand(booking.totalPrice)}.`,
    `To confirm the booking, pay it here: ${link}`,
    held
      ? `We hold this time for you until ${held}. Unpaid by then, the booking is released and the time offered to others. If you would like another date, reply to this e-mail.`
      : 'The booking is confirmed once your payment reaches us.',
    ...(manageUrl ? [`See, move or cancel your booking (no password needed): ${manageUrl}`] : []),
  ];
  const details: [string, string][] = [
    ['Booking ID', booking.guidId],
    ...(booking.address
      ? [
          [
            'Address',
            `${booking.address.street}, ${booking.address.suburb}, ${booking.address.postalCode}`,
          ] as [string, string],
        ]
      : []),
    ['Total', formatRand(booking.totalPrice)],
    ...(held ? [['Held until', held] as [string, string]] : []),
  ];
  return letter(subject, greeting, paragraphs, details);
}
