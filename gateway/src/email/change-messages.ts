/**
 * The customer's messages about a change to their visit besides a move (moved-message.ts): the
 * cancellation (with the refund, for a paid booking) and the reminder before the visit; and the
 * office's notice of a refund owed for a cancelled paid booking.
 */
import { awaitingPayment } from '@greenleaf/shared/series-display';
import type { ApiBooking } from '../api/replies/bookings.js';
import { escapeHtml, formatRand, visitWhen } from './format.js';
import { BRAND, htmlPage, type MessageContent } from './messages.js';
import { visitFacts, visitMessage } from './visit-message.js';

const when = visitWhen;

/**
 * The rand owed back on a cancelled booking: what the api says is due (a programme given up after some
 * of its visits were done owes only their share, docs/recurring.md), its total for older bookings.
 */
const owedBack = (booking: ApiBooking) => booking.refundDue || booking.totalPrice;

/** To the customer: the booking is cancelled; a paid one will be refunded by the office. */
export function bookingCancelledMessage(booking: ApiBooking, manageUrl?: string): MessageContent {
  const part = owedBack(booking) < booking.totalPrice;
  const refund =
    booking.refundStatus === 'due'
      ? [
          part
            ? `${formatRand(owedBack(booking))} of your payment of ${formatRand(booking.totalPrice)} will be refunded to the card you paid with: the share of the programme's visits not done. You do not need to do anything.`
            : `Your payment of ${formatRand(booking.totalPrice)} will be refunded in full to the card you paid with. You do not need to do anything.`,
        ]
      : [];
  return visitMessage(booking, {
    subject: `Your ${BRAND} booking is cancelled: ${when(booking)}`,
    paragraphs: [
      `Your booking for ${when(booking)} is cancelled.`,
      ...refund,
      'You are welcome to book again at any time.',
    ],
    manageUrl,
    manageLabel: 'See your booking',
  });
}

/**
 * To the customer, before the visit: when, where, what, and the link to change it. A series' later
 * visit not paid yet (`payLater`, pending) says so and carries the link to pay for it (`payUrl`).
 */
export function bookingReminderMessage(
  booking: ApiBooking,
  manageUrl?: string,
  payUrl?: string,
): MessageContent {
  if (awaitingPayment(booking) && payUrl) {
    return visitMessage(booking, {
      subject: `Reminder: your ${BRAND} visit on ${when(booking)} is not paid yet`,
      paragraphs: [
        `Your regular visit on ${when(booking)} is booked for you, but it is not paid yet.`,
        `Please pay ${formatRand(booking.totalPrice)} for it with the link below. The visit is confirmed once your payment reaches us; your time slot is kept for you until then.`,
      ],
      payUrl,
      manageUrl,
      manageLabel: 'See, move or skip this visit',
    });
  }
  return visitMessage(booking, {
    subject: `Reminder: your ${BRAND} visit on ${when(booking)}`,
    paragraphs: [
      `This is a reminder of your visit on ${when(booking)}.`,
      'Please make sure our team can get to the garden (gate code, pets, parking: tell us in your property notes).',
    ],
    manageUrl,
  });
}

/** To the office: a paid booking was cancelled by its customer and is marked for refund. */
export function refundDueAdminMessage(booking: ApiBooking): MessageContent {
  const subject = `Refund due: ${formatRand(owedBack(booking))} for cancelled booking ${booking.guidId}`;
  const facts = [
    ...visitFacts(booking),
    ['Customer', booking.user ? `${booking.user.name} <${booking.user.email}>` : 'unknown'],
    ['Phone', booking.user?.phone ?? ''],
    ['Paid at', booking.paidAt ?? ''],
  ].filter(([, v]) => v) as [string, string][];
  const intro =
    'A paid booking was cancelled by its customer within the change window. It is marked "refund due" in the admin.';
  const action =
    owedBack(booking) < booking.totalPrice
      ? `Please refund ${formatRand(owedBack(booking))} of the payment (the share of the programme's visits not done) through the payment provider. The customer has been told by e-mail.`
      : 'Please refund the payment in full through the payment provider. The customer has been told by e-mail.';
  const text = [intro, '', ...facts.map(([k, v]) => `${k}: ${v}`), '', action, '', `${BRAND} bookings`].join(
    '\n',
  );
  const html = htmlPage(
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>\n')}</p>`,
      `<p>${escapeHtml(action)}</p>`,
      `<p>${BRAND} bookings</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}
