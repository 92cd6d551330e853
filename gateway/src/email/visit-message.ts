/**
 * The shape every customer message about one visit shares (moved, cancelled, reminder): a greeting,
 * the message's paragraphs, the booking's date, time, address, notes and services, and the manage
 * link that opens this booking without a password (and, for a visit still to pay, the link to pay it).
 * Everything from a user or the catalogue is escaped in the HTML.
 */
import { visitTimeText } from '@greenleaf/shared/calendar/visit-time';
import type { ApiBooking } from '../api/replies/bookings.js';
import { escapeHtml, formatBookingDate, formatRand } from './format.js';
import { BRAND, htmlPage, type MessageContent } from './messages.js';

interface VisitMessageParts {
  subject: string;
  paragraphs: string[];
  /** PUBLIC_URL/manage/{token}; left out of the message when absent. */
  manageUrl?: string | undefined;
  /** The link's words (default 'See, move or cancel your booking'). */
  manageLabel?: string;
  /** The page where the customer pays for the visit, shown before the manage link when given. */
  payUrl?: string | undefined;
}

const PAY_LABEL = 'Pay for this visit';

export function visitFacts(booking: ApiBooking): [string, string][] {
  const address = booking.address
    ? `${booking.address.street}, ${booking.address.suburb} ${booking.address.postalCode}`.trim()
    : '';
  return [
    ['Booking ID', booking.guidId],
    ['Date', formatBookingDate(booking.bookingDate)],
    // From its start to its expected end, as the confirmation's 'Time' row and the pages say it.
    ['Time', visitTimeText(booking)],
    ['Address', address],
    ['Property notes', booking.propertyNotes ?? ''],
    ['Services', booking.services.map((line) => line.name).join(', ')],
    ['Total', formatRand(booking.totalPrice)],
  ].filter(([, value]) => value !== '') as [string, string][];
}

export function visitMessage(booking: ApiBooking, parts: VisitMessageParts): MessageContent {
  const name = booking.user?.name ?? 'there';
  const facts = visitFacts(booking);
  const label = parts.manageLabel ?? 'See, move or cancel your booking';
  const text = [
    `Hello ${name},`,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    ...(parts.payUrl ? [`${PAY_LABEL}: ${parts.payUrl}`, ''] : []),
    ...(parts.manageUrl ? [`${label}: ${parts.manageUrl}`, ''] : []),
    `The ${BRAND} team`,
  ].join('\n');
  const html = htmlPage(
    parts.subject,
    [
      `<p>Hello ${escapeHtml(name)},</p>`,
      ...parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p>${facts.map(([k, v]) => `<strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}`).join('<br>\n')}</p>`,
      ...(parts.payUrl ? [`<p><a href="${escapeHtml(parts.payUrl)}">${escapeHtml(PAY_LABEL)}</a></p>`] : []),
      ...(parts.manageUrl
        ? [`<p><a href="${escapeHtml(parts.manageUrl)}">${escapeHtml(label)}</a></p>`]
        : []),
      `<p>The ${BRAND} team</p>`,
    ].join('\n'),
  );
  return { subject: parts.subject, text, html };
}
