/** Bodies and query strings of `quote-requests/*.php` (docs/api.md, "Quote requests"). */
import { z } from 'zod';
import { zIdempotency } from '../rules/idempotency.js';
import { NoticeRequest } from './email-outbox.js';
import { zEmailAddress } from '../rules/email.js';
import { zQuoteText } from '../rules/quote-request.js';
import { MAX_QUOTE_PHOTOS } from '../rules/quote-photos.js';
import { zSaPhone } from '../sa-phone.js';
import { zBookingSlot } from './bookings.js';
import { zDate, zId, zMoney } from './fields.js';
import { STORED_NAME } from './uploads.js';
import { zPostalCode } from '../rules/postal-code.js';

export const QUOTE_STATUSES = ['new', 'booked'] as const;

export const SaveQuoteRequestBody = z.object({
  serviceId: zId,
  // the field rules: rules/quote-request.ts (the client's form reads them too)
  name: zQuoteText('name'),
  email: zEmailAddress,
  phone: zSaPhone,
  street: zQuoteText('street'),
  suburb: zQuoteText('suburb'),
  postalCode: zPostalCode,
  /** Several lines: the single-line rule is not its rule (control characters are: clean-text). */
  description: zQuoteText('description'),
  photos: z
    .array(z.string().regex(STORED_NAME, 'Not a stored photo'))
    .max(MAX_QUOTE_PHOTOS, `Up to ${MAX_QUOTE_PHOTOS} photos`)
    .default([]),
  /** The address the request came from, as the gateway saw it (requests per address are limited). */
  clientIp: z.string().trim().min(1).max(100).optional(),
  /** The partner's API client whose key sent it: counted against the client's own daily limit. */
  apiClientId: zId.optional(),
  /** The caller's idempotency key (rules/idempotency.ts): the same key again answers the first request. */
  idempotency: zIdempotency.optional(),
  /** Its e-mails, stored with a new request (never a replay; docs/api.md, "E-mail notices"). */
  notice: NoticeRequest.optional(),
});

export const ListQuoteRequestsQuery = z.object({ status: z.enum(QUOTE_STATUSES).optional() });

/** `quote-requests/page.php`: one page, newest first, of one status and/or found by name, e-mail or phone. */
export const QuoteRequestsPageQuery = z.object({
  first: z.coerce.number().int().min(1).max(200).default(50),
  after: z.string().max(200).optional(),
  status: z.enum(QUOTE_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
  /** Only requests changed at or after this moment; the page is then in the order of their change. */
  updatedSince: z.iso.datetime({ offset: true }).optional(),
});

export const BookQuoteRequestBody = z.object({
  id: zId,
  bookingDate: zDate,
  bookingTime: zBookingSlot('Choose one of the time slots'),
  lines: z
    .array(z.object({ serviceId: zId, price: zMoney }))
    .min(1, 'Give at least one priced line')
    .max(20),
  created_by: zId.nullish(),
  /** The customer's e-mail of the booking, stored with it ("E-mail notices"). */
  notice: NoticeRequest.optional(),
});
