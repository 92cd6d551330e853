/**
 * The two messages the product sends (docs/product.md, "e-mail"): the booking confirmation and the
 * password-reset link (the refund notices of a late payment are in refund-messages.ts). Each has a
 * plain-text body and a simple HTML body; everything that came from a user or the catalogue is escaped
 * in the HTML.
 */
import type { ApiBooking } from '../api/rest-types.js';
import { escapeHtml, formatBookingDate, formatRand } from './format.js';

export interface MessageContent {
  subject: string;
  text: string;
  html: string;
}

export const BRAND = 'GreenLeaf';

/** A minimal HTML document around `body` (already escaped), titled `title`. */
export function htmlPage(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; color: #1b1b1b; line-height: 1.5">',
    body,
    '</body></html>',
  ].join('\n');
}

/** `PUBLIC_URL/booking-successful/{guidId}`. */
export function bookingLink(publicUrl: string, guidId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/booking-successful/${encodeURIComponent(guidId)}`;
}

/** `PUBLIC_URL/reset-password/{token}`. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password/${encodeURIComponent(token)}`;
}

export function bookingConfirmationMessage(
  booking: ApiBooking,
  publicUrl: string,
  /** The manage link (PUBLIC_URL/manage/{token}), when the mailer can sign one. */
  manageUrl?: string,
): MessageContent {
  const link = bookingLink(publicUrl, booking.guidId);
  const date = formatBookingDate(booking.bookingDate);
  const total = formatRand(booking.totalPrice);
  const name = booking.user?.name ?? 'there';
  const subject = `Your ${BRAND} booking is confirmed: ${date}, ${booking.bookingTime}`;

  const lineDetails = (line: ApiBooking['services'][number]): string[] => [
    ...line.variations.map((v) => `${v.variationName}: ${v.option.label}`),
    ...line.addOns.map((a) => `Add-on: ${a.name} (${formatRand(a.price)})`),
    // The season that changed the line's price, as stored with the booking (as on the booking's page).
    ...(line.season
      ? [
          `${line.season.name} season (x${line.season.multiplier}): ${line.season.amount < 0 ? '-' : '+'}${formatRand(Math.abs(line.season.amount))}`,
        ]
      : []),
  ];

  const text = [
    `Hello ${name},`,
    '',
    'Thank you for your booking. Your payment was received and your booking is confirmed.',
    '',
    `Booking ID: ${booking.guidId}`,
    `Date: ${date}`,
    `Time: ${booking.bookingTime}`,
    '',
    'Services:',
    ...booking.services.flatMap((line) => [
      `- ${line.name}: ${formatRand(line.price)}`,
      ...lineDetails(line).map((d) => `    ${d}`),
    ]),
    ...(booking.modifiers.length > 0
      ? ['', 'Options:', ...booking.modifiers.map((m) => `- ${m.modifier.name}: ${m.option.name}`)]
      : []),
    '',
    `Total: ${total}`,
    '',
    `View your booking: ${link}`,
    ...(manageUrl ? [`Move or cancel your booking (no password needed): ${manageUrl}`] : []),
    '',
    `The ${BRAND} team`,
  ].join('\n');

  const rows = booking.services
    .map((line) => {
      const details = lineDetails(line)
        .map((d) => `<br><small>${escapeHtml(d)}</small>`)
        .join('');
      return `<tr><td style="padding: 4px 12px 4px 0">${escapeHtml(line.name)}${details}</td><td style="padding: 4px 0; text-align: right; vertical-align: top">${escapeHtml(formatRand(line.price))}</td></tr>`;
    })
    .join('\n');
  const modifiers =
    booking.modifiers.length > 0
      ? `<p>${booking.modifiers
          .map((m) => `${escapeHtml(m.modifier.name)}: ${escapeHtml(m.option.name)}`)
          .join('<br>')}</p>`
      : '';

  const html = htmlPage(
    subject,
    [
      `<p>Hello ${escapeHtml(name)},</p>`,
      '<p>Thank you for your booking. Your payment was received and your booking is confirmed.</p>',
      '<p>',
      `<strong>Booking ID:</strong> ${escapeHtml(booking.guidId)}<br>`,
      `<strong>Date:</strong> ${escapeHtml(date)}<br>`,
      `<strong>Time:</strong> ${escapeHtml(booking.bookingTime)}`,
      '</p>',
      `<table style="border-collapse: collapse">\n${rows}\n<tr><td style="padding: 8px 12px 0 0"><strong>Total</strong></td><td style="padding: 8px 0 0; text-align: right"><strong>${escapeHtml(total)}</strong></td></tr>\n</table>`,
      modifiers,
      `<p><a href="${escapeHtml(link)}">View your booking</a></p>`,
      ...(manageUrl
        ? [`<p><a href="${escapeHtml(manageUrl)}">Move or cancel your booking</a> (no password needed)</p>`]
        : []),
      `<p>The ${BRAND} team</p>`,
    ].join('\n'),
  );

  return { subject, text, html };
}

export function passwordResetMessage(
  mail: { name: string; token: string },
  publicUrl: string,
): MessageContent {
  const link = resetLink(publicUrl, mail.token);
  const subject = `Reset your ${BRAND} password`;
  const text = [
    `Hello ${mail.name},`,
    '',
    'We received a request to reset the password of your account. Open this link to choose a new one:',
    '',
    link,
    '',
    'The link is valid for 1 hour and can be used once. If you did not ask for this, ignore this e-mail;',
    'your password stays as it is.',
    '',
    `The ${BRAND} team`,
  ].join('\n');
  const html = htmlPage(
    subject,
    [
      `<p>Hello ${escapeHtml(mail.name)},</p>`,
      '<p>We received a request to reset the password of your account. Open this link to choose a new one:</p>',
      `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
      '<p>The link is valid for 1 hour and can be used once. If you did not ask for this, ignore this e-mail; your password stays as it is.</p>',
      `<p>The ${BRAND} team</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}
