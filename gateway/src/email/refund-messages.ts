/**
 * The notices of a completed payment that could not confirm its booking (a late payment on an expired
 * hold whose slot has filled since, or a booking cancelled before the payment arrived): one to the
 * customer, saying the payment will be refunded, and one to the administrator, who makes the refund.
 */
import type { PaymentRefundNotice } from './mailer-contract.js';
import { escapeHtml, formatBookingDate, formatRand } from './format.js';
import { BRAND, htmlPage, type MessageContent } from './messages.js';

/** Why the booking could not be confirmed, as the customer reads it. */
function customerReason(notice: PaymentRefundNotice): string {
  return notice.reason === 'slot_full'
    ? 'Your payment reached us after the 30-minute hold on your time slot had run out, and the slot has since been fully booked, so we could not confirm your booking.'
    : 'Your booking had already been cancelled when your payment reached us, so we could not confirm it.';
}

/** Why the booking could not be confirmed, as the administrator reads it. */
function adminReason(notice: PaymentRefundNotice): string {
  return notice.reason === 'slot_full'
    ? 'The payment arrived after the 30-minute slot hold had run out, and the slot has since been fully booked. The booking stays cancelled.'
    : 'The booking had already been cancelled when the payment arrived. It stays cancelled.';
}

function when(notice: PaymentRefundNotice): string {
  return `${formatBookingDate(notice.booking.bookingDate)}, ${notice.booking.bookingTime}`;
}

/** To the customer: the booking is not confirmed and the payment will be refunded in full. */
export function paymentRefundCustomerMessage(notice: PaymentRefundNotice, publicUrl: string): MessageContent {
  const { booking } = notice;
  const name = booking.user?.name ?? 'there';
  const amount = formatRand(notice.amount);
  const bookAgain = `${publicUrl.replace(/\/+$/, '')}/`;
  const subject = `Your ${BRAND} payment will be refunded: ${when(notice)}`;
  const paragraphs = [
    `Thank you for your payment of ${amount} for your booking on ${when(notice)}.`,
    customerReason(notice),
    `Your payment of ${amount} will be refunded in full to the card you paid with. You do not need to do anything.`,
    'We are sorry for the inconvenience. You are welcome to book another time on our website.',
  ];
  const text = [
    `Hello ${name},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `Booking ID: ${booking.guidId}`,
    `Payment reference: ${notice.providerPaymentId}`,
    '',
    `Book again: ${bookAgain}`,
    '',
    `The ${BRAND} team`,
  ].join('\n');
  const html = htmlPage(
    subject,
    [
      `<p>Hello ${escapeHtml(name)},</p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      '<p>',
      `<strong>Booking ID:</strong> ${escapeHtml(booking.guidId)}<br>`,
      `<strong>Payment reference:</strong> ${escapeHtml(notice.providerPaymentId)}`,
      '</p>',
      `<p><a href="${escapeHtml(bookAgain)}">Book again</a></p>`,
      `<p>The ${BRAND} team</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

/** To the administrator: a payment to refund, with what is needed to find it at the provider. */
export function paymentRefundAdminMessage(notice: PaymentRefundNotice): MessageContent {
  const { booking } = notice;
  const amount = formatRand(notice.amount);
  const subject = `Refund due: ${amount} paid for cancelled booking ${booking.guidId}`;
  const details: [string, string][] = [
    ['Booking ID', booking.guidId],
    ['Date and time', when(notice)],
    ['Customer', booking.user ? `${booking.user.name} <${booking.user.email}>` : 'unknown'],
    ['Phone', booking.user?.phone ?? ''],
    ['Amount paid', amount],
    ['Payment reference (pf_payment_id)', notice.providerPaymentId],
  ];
  const intro = `A payment was received for a booking that could not be confirmed. ${adminReason(notice)}`;
  const action =
    'Please refund the payment in full through the payment provider. The customer has been told by e-mail that the payment will be refunded.';
  const text = [
    intro,
    '',
    ...details.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`),
    '',
    action,
    '',
    `${BRAND} bookings`,
  ].join('\n');
  const html = htmlPage(
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${details
        .filter(([, v]) => v)
        .map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`)
        .join('<br>\n')}</p>`,
      `<p>${escapeHtml(action)}</p>`,
      `<p>${BRAND} bookings</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}
