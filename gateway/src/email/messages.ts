/**
 * The two messages the product sends (docs/product.md, "e-mail"): the booking confirmation and the
 * password-reset link (the refund notices of a late payment are in refund-messages.ts). Each has a
 * plain-text body and a simple HTML body; everything that came from a user or the catalogue is escaped
 * in the HTML.
 */
import { closedDay, movedText } from '../series/moved-reason.js';
import { bookedBasePrice } from '../pricing/booked-line.js';
import { centsToRands, toCents } from '../pricing/money.js';
import { officeDiscountLabel } from '../pricing/office-discount.js';
import type { ApiBooking } from '../api/replies/bookings.js';
import type { ApiSeries } from '../api/replies/series.js';
import { visitTimeText } from '@greenleaf/shared/calendar/visit-time';
import { escapeHtml, formatBookingDate, formatRand, plannedStart, visitWhen } from './format.js';

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
/**
 * A plain letter: a greeting, paragraphs, "Label: value" details and the team's signature, as text
 * and as HTML (the quote and office e-mails share this layout).
 */
export function letter(
  subject: string,
  greeting: string,
  paragraphs: string[],
  details: [string, string][],
): MessageContent {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...details.map(([k, v]) => `${k}: ${v}`),
    '',
    `The ${BRAND} team`,
  ].join('\n');
  const html = htmlPage(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      '<p>',
      details.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>'),
      '</p>',
      `<p>The ${BRAND} team</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}

function bookingLink(publicUrl: string, guidId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/booking-successful/${encodeURIComponent(guidId)}`;
}

/** `PUBLIC_URL/reset-password/{token}`. */
function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/reset-password/${encodeURIComponent(token)}`;
}

/**
 * A seasonal programme's later visit as the confirmation lists it: its date, start and expected end, and
 * where it was planned to start when that slot was full at booking (`movedFrom`, `YYYY-MM-DD 10:00 - 10:45`).
 */
function programmeVisitLine(visit: ApiBooking): string {
  const when = visitWhen(visit);
  const planned = /^(\d{4}-\d{2}-\d{2}) (.+)$/.exec(visit.movedFrom ?? '');
  if (!planned) return when;
  // A day we are closed: "moved from Fri 25 Dec (public holiday)".
  if (closedDay(visit.movedFrom!)) return `${when} (${movedText(visit.movedFrom!).replace(/^M/, 'm')})`;
  return `${when} (planned for ${plannedStart(planned[1]!, planned[2]!)}; that time slot was full)`;
}

/** The recurring series a booking starts, as its confirmation tells it. */
export type ConfirmedRepeat = Pick<
  ApiSeries,
  'repeatWeeks' | 'bookingTime' | 'startDate' | 'endDate' | 'visitPrice'
>;

const weekday = new Intl.DateTimeFormat('en-ZA', { weekday: 'long', timeZone: 'UTC' });

/**
 * "This booking repeats every 2 weeks, on Thursdays at 10:00 - 10:45, until you stop it. Each later
 * visit costs R 1 043,00 (its price is kept by the series), paid from its reminder e-mail."
 */
function repeatSentence(repeat: ConfirmedRepeat): string {
  const every = repeat.repeatWeeks === 1 ? 'every week' : `every ${repeat.repeatWeeks} weeks`;
  const day = weekday.format(new Date(`${repeat.startDate.slice(0, 10)}T00:00:00Z`));
  const until = repeat.endDate ? `until ${formatBookingDate(repeat.endDate)}` : 'until you stop it';
  return (
    `This booking repeats ${every}, on ${day}s at ${repeat.bookingTime}, ${until}. ` +
    `Each later visit costs ${formatRand(repeat.visitPrice)}, paid from its reminder e-mail.`
  );
}

/**
 * A modifier row: its modifier, option and change, a percentage with what it is a percentage of
 * (modifiers apply in turn to the running total: docs/product.md, "Prices"), e.g.
 * "Property Size: Large (+20% of R 558,00: +R 111,60)".
 */
function modifierRow(m: ApiBooking['modifiers'][number]): string {
  const signed = (amount: number) => `${amount < 0 ? '-' : '+'}${formatRand(Math.abs(amount))}`;
  const { option } = m;
  const percent =
    option.units === 'percent' && option.type !== 'no_charge' && m.base !== null
      ? `${option.type === 'discount' ? '-' : '+'}${option.value}% of ${formatRand(m.base)}`
      : null;
  const change = m.amount === null ? null : signed(m.amount);
  const said = [percent, change].filter((part) => part !== null).join(': ');
  return `${m.modifier.name}: ${option.name}${said ? ` (${said})` : ''}`;
}

export function bookingConfirmationMessage(
  booking: ApiBooking,
  publicUrl: string,
  /** The manage link (PUBLIC_URL/manage/{token}), when the mailer can sign one. */
  manageUrl?: string,
  /** A seasonal programme's first visit: its later visits, paid with it, by date. */
  programmeVisits: ApiBooking[] = [],
  /** A recurring series' first visit: how it repeats and what each later visit costs. */
  repeat: ConfirmedRepeat | null = null,
): MessageContent {
  const link = bookingLink(publicUrl, booking.guidId);
  const date = formatBookingDate(booking.bookingDate);
  const total = formatRand(booking.totalPrice);
  const name = booking.user?.name ?? 'there';
  const time = visitTimeText(booking);
  const address = booking.address
    ? `${booking.address.street}, ${booking.address.suburb}, ${booking.address.postalCode}`
    : null;
  const subject = `Your ${BRAND} booking is confirmed: ${visitWhen(booking)}`;

  // The same rows as every page's breakdown (client/src/features/pricing/breakdown.ts): base price,
  // each option and add-on, the season; then the subtotal, each modifier with its amount, the total.
  const signed = (amount: number) => `${amount < 0 ? '-' : '+'}${formatRand(Math.abs(amount))}`;
  const lineDetails = (line: ApiBooking['services'][number]): string[] => [
    `${line.packageId ? 'Package price' : 'Base price'}: ${formatRand(bookedBasePrice(line))}`,
    ...line.variations.map(
      (v) => `${v.variationName}: ${v.option.label} (${signed(v.option.additionalCost)})`,
    ),
    ...line.addOns.map((a) => `Add-on: ${a.name} (${signed(a.price)})`),
    ...(line.season
      ? [`${line.season.name} season (x${line.season.multiplier}): ${signed(line.season.amount)}`]
      : []),
  ];
  const subtotal = formatRand(
    centsToRands(booking.services.reduce((sum, line) => sum + toCents(line.price), 0)),
  );
  const modifierLine = modifierRow;
  // The customer's referral credits, taken off after the modifiers (docs/office-rules.md, "Referral").
  const creditLine = booking.referralCredit ? `Referral credit: ${signed(-booking.referralCredit)}` : null;
  // The office's own discount, after everything else (docs/product.md, "The office's discount").
  const officeLine = booking.officeDiscount
    ? `${officeDiscountLabel(booking.officeDiscount.percent)}: ${signed(-booking.officeDiscount.amount)}`
    : null;

  const text = [
    `Hello ${name},`,
    '',
    'Thank you for your booking. Your payment was received and your booking is confirmed.',
    '',
    `Booking ID: ${booking.guidId}`,
    `Date: ${date}`,
    `Time: ${time}`,
    ...(address ? [`Address: ${address}`] : []),
    '',
    'Services:',
    ...booking.services.flatMap((line) => [
      `- ${line.name}: ${formatRand(line.price)}`,
      ...lineDetails(line).map((d) => `    ${d}`),
    ]),
    '',
    `Subtotal: ${subtotal}`,
    ...(booking.modifiers.length > 0
      ? ['Applied modifiers:', ...booking.modifiers.map((m) => `- ${modifierLine(m)}`)]
      : []),
    ...(creditLine ? [creditLine] : []),
    ...(officeLine ? [officeLine] : []),
    `Total: ${total}`,
    ...(repeat ? ['', repeatSentence(repeat)] : []),
    ...(programmeVisits.length > 0
      ? [
          '',
          "Your programme's later visits (paid with this booking: they cost nothing more):",
          ...programmeVisits.map((v) => `- ${programmeVisitLine(v)}`),
        ]
      : []),
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
      ? `<p>${booking.modifiers.map((m) => escapeHtml(modifierLine(m))).join('<br>')}</p>`
      : '';

  const html = htmlPage(
    subject,
    [
      `<p>Hello ${escapeHtml(name)},</p>`,
      '<p>Thank you for your booking. Your payment was received and your booking is confirmed.</p>',
      '<p>',
      `<strong>Booking ID:</strong> ${escapeHtml(booking.guidId)}<br>`,
      `<strong>Date:</strong> ${escapeHtml(date)}<br>`,
      `<strong>Time:</strong> ${escapeHtml(time)}`,
      ...(address ? [`<br><strong>Address:</strong> ${escapeHtml(address)}`] : []),
      '</p>',
      `<table style="border-collapse: collapse">\n${rows}\n<tr><td style="padding: 8px 12px 0 0">Subtotal</td><td style="padding: 8px 0 0; text-align: right">${escapeHtml(subtotal)}</td></tr>\n</table>`,
      modifiers,
      ...(creditLine ? [`<p>${escapeHtml(creditLine)}</p>`] : []),
      ...(officeLine ? [`<p>${escapeHtml(officeLine)}</p>`] : []),
      `<p><strong>Total: ${escapeHtml(total)}</strong></p>`,
      ...(repeat ? [`<p>${escapeHtml(repeatSentence(repeat))}</p>`] : []),
      ...(programmeVisits.length > 0
        ? [
            "<p><strong>Your programme's later visits</strong> (paid with this booking: they cost nothing more):</p>",
            `<ul>${programmeVisits.map((v) => `<li>${escapeHtml(programmeVisitLine(v))}</li>`).join('')}</ul>`,
          ]
        : []),
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
