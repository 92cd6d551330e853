/**
 * The notices of a completed payment the booking could not take (a second payment for a paid booking,
 * a late payment on an expired hold whose slot has filled since, or a booking cancelled before the
 * payment arrived): one to the customer, saying what happened and that the payment will be refunded,
 * and one to each administrator, who makes the refund.
 */
import type { PaymentRefundNotice } from './mailer-contract.js';
import { escapeHtml, formatRand, visitWhen } from './format.js';
import { BRAND, htmlPage, type MessageContent } from './messages.js';

/** What happened to the payment, as the customer reads it. */
function customerParagraphs(notice: PaymentRefundNotice): string[] {
  const amount = formatRand(notice.amount);
  if (notice.reason === 'second_payment') {
    return [
      `We received a second payment of ${amount} for booking ${notice.booking.guidId}; it will be refunded in full to the card you paid with. You do not need to do anything.`,
      `Your booking on ${when(notice)} was already paid, and nothing about it changes.`,
      'We are sorry for the inconvenience.',
    ];
  }
  const reason =
    notice.reason === 'slot_full'
      ? `Your payment reached us after the ${notice.holdMinutes}-minute hold on your time slot had run out, and the slot has since been fully booked, so we could not confirm your booking.`
      : 'Your booking had already been cancelled when your payment reached us, so we could not confirm it.';
  return [
    `Thank you for your payment of ${amount} for your booking on ${when(notice)}.`,
    reason,
    `Your payment of ${amount} will be refunded in full to the card you paid with. You do not need to do anything.`,
    'We are sorry for the inconvenience. You are welcome to book another time on our website.',
  ];
}

/** Why the payment is owed back, as the administrator reads it. */
function adminReason(notice: PaymentRefundNotice): string {
  switch (notice.reason) {
    case 'second_payment':
      return 'A second payment was received for a booking that was already paid. The booking stays as it is.';
    case 'slot_full':
      return `A payment was received for a booking that could not be confirmed. The payment arrived after the ${notice.holdMinutes}-minute slot hold had run out, and the slot has since been fully booked. The booking stays cancelled.`;
    case 'cancelled':
      return 'A payment was received for a booking that could not be confirmed. The booking had already been cancelled when the payment arrived. It stays cancelled.';
  }
}

function when(notice: PaymentRefundNotice): string {
  return visitWhen(notice.booking);
}

/** To the customer: what happened (never that the booking is confirmed) and that the payment will be refunded in full. */
export function paymentRefundCustomerMessage(notice: PaymentRefundNotice, publicUrl: string): MessageContent {
  const { booking } = notice;
  const name = booking.user?.name ?? 'there';
  const amount = formatRand(notice.amount);
  // A second payment leaves the booking as it was: there is nothing to book again.
  const bookAgain = notice.reason === 'second_payment' ? null : `${publicUrl.replace(/\/+$/, '')}/`;
  const subject =
    notice.reason === 'second_payment'
      ? `Your second ${BRAND} payment of ${amount} will be refunded: ${when(notice)}`
      : `Your ${BRAND} payment will be refunded: ${when(notice)}`;
  const paragraphs = customerParagraphs(notice);
  const text = [
    `Hello ${name},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `Booking ID: ${booking.guidId}`,
    `Payment reference: ${notice.providerPaymentId}`,
    '',
    ...(bookAgain ? [`Book again: ${bookAgain}`, ''] : []),
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
      ...(bookAgain ? [`<p><a href="${escapeHtml(bookAgain)}">Book again</a></p>`] : []),
      `<p>The ${BRAND} team</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

/** To the administrator: a payment to refund, with what is needed to find it at the provider. */
export function paymentRefundAdminMessage(notice: PaymentRefundNotice): MessageContent {
  const { booking } = notice;
  const amount = formatRand(notice.amount);
  const subject =
    notice.reason === 'second_payment'
      ? `Refund due: ${amount} second payment for booking ${booking.guidId}`
      : `Refund due: ${amount} paid for cancelled booking ${booking.guidId}`;
  const details: [string, string][] = [
    ['Booking ID', booking.guidId],
    ['Date and time', when(notice)],
    ['Customer', booking.user ? `${booking.user.name} <${booking.user.email}>` : 'unknown'],
    ['Phone', booking.user?.phone ?? ''],
    ['Amount paid', amount],
    ['Payment reference (pf_payment_id)', notice.providerPaymentId],
  ];
  const intro = adminReason(notice);
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
