/**
 * The e-mails of a quote request: the customer's receipt, the office's notice of a new request, and
 * the customer's priced booking with the link to pay it.
 */
import { QUOTE_HOLD_DAYS } from '@greenleaf/shared/holds';
import type { ApiBooking, ApiQuoteRequest } from '../api/replies/bookings.js';
import { formatRand } from './format.js';
import { payByLinkLetter } from './pay-by-link.js';
import { BRAND, letter, type MessageContent } from './messages.js';

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

const address = (r: ApiQuoteRequest) => `${r.street}, ${r.suburb}, ${r.postalCode}`;

/** To the customer: we have the request and will reply with a price. */
export function quoteReceivedMessage(request: ApiQuoteRequest): MessageContent {
  return letter(
    `We have your quote request for ${request.serviceName}`,
    `Hello ${request.name},`,
    [
      `Thank you for asking us to quote for ${request.serviceName}. One of our landscapers will look at your description${request.photos.length ? ' and photos' : ''} and contact you within two working days, by phone or e-mail, to arrange a visit or send you a price.`,
      'When we have agreed the work, we will e-mail you a link to pay for the booking.',
    ],
    [
      ['Request number', String(request.id)],
      ['Address', address(request)],
      ['What you asked for', request.description],
    ],
  );
}

/** To an administrator: a new request to price. */
export function quoteRequestAdminMessage(request: ApiQuoteRequest, publicUrl: string): MessageContent {
  return letter(
    `New quote request: ${request.serviceName} in ${request.suburb}`,
    'Hello,',
    [
      `${request.name} asks for a quote for ${request.serviceName}.`,
      `Open it in the admin: ${base(publicUrl)}/admin/requests/${request.id}`,
    ],
    [
      ['Name', request.name],
      ['E-mail', request.email],
      ['Phone', request.phone],
      ['Address', address(request)],
      ['Description', request.description],
      ['Photos', String(request.photos.length)],
    ],
  );
}

/** To the customer: the priced booking and the link to pay it. */
export function quoteBookedMessage(
  request: ApiQuoteRequest,
  booking: ApiBooking,
  publicUrl: string,
  /** The manage link (PUBLIC_URL/manage/{token}), when the mailer can sign one. */
  manageUrl?: string,
): MessageContent {
  return payByLinkLetter(
    booking,
    { publicUrl, manageUrl },
    {
      subject: `Your ${BRAND} quote: ${formatRand(booking.totalPrice)} for ${request.serviceName}`,
      greeting: `Hello ${request.name},`,
      booked: (when) =>
        `Thank you for your quote request. We have booked ${request.serviceName} for ${when}, at ${formatRand(booking.totalPrice)}.`,
      held: `The booking is confirmed once your payment reaches us. We hold this time for you for ${QUOTE_HOLD_DAYS} days; unpaid after that, it is released. If you would like another date, reply to this e-mail.`,
      address: address(request),
    },
  );
}
