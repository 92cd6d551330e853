/**
 * The e-mail of a booking the office made for a customer who pays by link (docs/product.md, "The admin
 * area"): what was booked, the link that opens its payment, and until when its place is held.
 */
import type { ApiBooking } from '../api/replies/bookings.js';
import { formatRand } from './format.js';
import { BRAND, type MessageContent } from './messages.js';
import { payByLinkLetter } from './pay-by-link.js';
import { formatMomentLong } from '@greenleaf/shared/format/dates';

/** To the customer: the office's booking, the link to pay it and until when it is held. */
export function officePaymentLinkMessage(
  booking: ApiBooking,
  publicUrl: string,
  /** The manage link (PUBLIC_URL/manage/{token}), when the mailer can sign one. */
  manageUrl?: string,
): MessageContent {
  const what = booking.services.map((s) => s.name).join(', ') || 'your visit';
  const held = booking.heldUntil ? formatMomentLong(booking.heldUntil) : null;
  return payByLinkLetter(
    booking,
    { publicUrl, manageUrl },
    {
      subject: `Your ${BRAND} booking: pay ${formatRand(booking.amountOwed || booking.totalPrice)} to confirm it`,
      greeting: `Hello ${booking.user?.name ?? ''},`.replace(' ,', ','),
      booked: (when) =>
        `As arranged with our office, we have booked ${what} for ${when}, at ${formatRand(booking.totalPrice)}.`,
      held: held
        ? `We hold this time for you until ${held}. Unpaid by then, the booking is released and the time offered to others. If you would like another date, reply to this e-mail.`
        : 'The booking is confirmed once your payment reaches us.',
      address: booking.address
        ? `${booking.address.street}, ${booking.address.suburb}, ${booking.address.postalCode}`
        : null,
      more: held ? [['Held until', held]] : [],
    },
  );
}
