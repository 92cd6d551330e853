/**
 * The e-mails of a card on file whose automatic charge failed (docs/product.md, "A card on file for
 * plans"): the customer gets the visit's payment link instead, the office is told.
 */
import type { ApiBooking } from '../api/replies/bookings.js';
import { formatRand, visitWhen } from './format.js';
import { BRAND, letter, type MessageContent } from './messages.js';
import { paymentLink } from './pay-by-link.js';

/** To the customer: the saved card could not be charged for the visit; pay it from the link. */
export function cardChargeFailedMessage(
  booking: ApiBooking,
  publicUrl: string,
  manageUrl?: string,
): MessageContent {
  const amount = formatRand(booking.amountOwed || booking.totalPrice);
  return letter(
    `Your ${BRAND} visit on ${visitWhen(booking)}: please pay ${amount}`,
    `Hello ${booking.user?.name ?? ''},`.replace(' ,', ','),
    [
      `We could not charge your saved card for your visit on ${visitWhen(booking)}.`,
      `Please pay ${amount} here: ${paymentLink(publicUrl, booking.guidId)}`,
      booking.status === 'completed'
        ? 'The work is done. We will try your saved card again for your next visits; you can remove it in My bookings.'
        : 'Your visit stays booked. We will try your saved card again for your next visits; you can remove it in My bookings.',
      ...(manageUrl ? [`See, move or cancel your visit (no password needed): ${manageUrl}`] : []),
    ],
    [
      ['Booking ID', booking.guidId],
      ['Amount', amount],
    ],
  );
}

/** To an administrator: a card-on-file charge failed; the customer was sent the payment link. */
export function cardChargeFailedAdminMessage(booking: ApiBooking, reason: string): MessageContent {
  const who = booking.user?.name ?? booking.user?.email ?? 'A customer';
  return letter(
    `Card on file not charged: ${booking.guidId}`,
    'Hello,',
    [
      `The saved card of ${who} could not be charged for the series visit on ${visitWhen(booking)} (${reason}).`,
      'The customer was e-mailed the link to pay it; the card is not tried again for this visit.',
    ],
    [
      ['Booking ID', booking.guidId],
      ['Amount', formatRand(booking.amountOwed || booking.totalPrice)],
    ],
  );
}

/**
 * To an administrator: a charge was claimed but never answered (a replica stopped between the claim
 * and the answer), so the card may or may not have been charged: the office checks at the provider
 * before asking the customer to pay. The customer is not told anything yet.
 */
export function cardChargeUnknownAdminMessage(booking: ApiBooking, claimedAt: string): MessageContent {
  const who = booking.user?.name ?? booking.user?.email ?? 'a customer';
  return letter(
    `Card on file charge to check: ${booking.guidId}`,
    'Hello,',
    [
      `A charge of the saved card of ${who} for the series visit on ${visitWhen(booking)} was started (${claimedAt}) but its outcome was never recorded.`,
      `The card may or may not have been charged. Please look for a payment for booking ${booking.guidId} at PayFast before asking the customer to pay; the card is not tried again for this visit.`,
      'The visit still shows as not paid.',
    ],
    [
      ['Booking ID', booking.guidId],
      ['Amount', formatRand(booking.amountOwed || booking.totalPrice)],
    ],
  );
}
