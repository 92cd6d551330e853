/** Bodies and query strings of `customers/*.php`: the office's customers and their properties (docs/api.md). */
import { zIdempotency } from '../rules/idempotency.js';
import { z } from 'zod';
import { zEmail } from '../rules/email.js';
import { zName } from '../rules/name.js';
import { zSaPhone } from '../sa-phone.js';
import { zId, zText } from './fields.js';
import { zOwnClient } from './own-client.js';
import { zPostalCode } from '../rules/postal-code.js';

/** The most customers one page of the list holds. */
export const CUSTOMERS_PAGE_MAX = 200;

/**
 * `customers/list.php`: newest first (then by id), searched by name, e-mail, phone (any format) or
 * suburb. A page after `after` (the previous page's `endCursor`) costs the same however deep it is;
 * `offset` is the older way, kept for older callers. The total is counted on a first page, when asked.
 */
export const ListCustomersQuery = z.object({
  search: z.string().max(200).optional(),
  limit: z.coerce.number<number | string>().int().min(1).max(CUSTOMERS_PAGE_MAX).default(50),
  offset: z.coerce.number<number | string>().int().min(0).default(0),
  after: z.string().max(200).optional(),
  /** Whether to count the matching customers (a count of every match): the list's callers ask once. */
  total: z.stringbool().default(true),
  /** Only the customers this partner's API client booked for (rest/own-client.ts). */
  ownClient: zOwnClient,
  /** Only customers whose details changed at or after this moment (migration 0077). */
  updatedSince: z.iso.datetime({ offset: true }).optional(),
});

/** `customers/figures.php`: what a customer's record sums up (their bookings, what they spent). */
export const CustomerFiguresQuery = z.object({
  userId: zId,
  /** Only this API client's bookings of the customer; 404 when it booked none for them (rest/own-client.ts). */
  ownClient: zOwnClient,
});

/** A customer's phone: optional, and a South African number when given (shared/src/sa-phone.ts). */
const zCustomerPhone = zText(50).pipe(zSaPhone.nullable());

/**
 * `customers/save.php`: a new customer (always a client, with no password: they set one through the
 * sign-in link) or changes to a client's name, e-mail and phone (by `id`).
 */
export const SaveCustomerBody = z.object({
  id: zId.optional(),
  name: zName(),
  email: zEmail,
  phone: zCustomerPhone,
  created_by: zId.nullish(),
  updated_by: zId.nullish(),
  /** A create's idempotency key (rules/idempotency.ts): the same key again answers the customer it made. */
  idempotency: zIdempotency.optional(),
});

/** Longest property notes (the checkout's property notes have the same limit). */
export const PROPERTY_NOTES_MAX = 500;

/** `customers/save-property.php`: a new property of the customer `userId`, or changes to one (by `id`). */
export const SavePropertyBody = z.object({
  id: zId.optional(),
  userId: zId,
  street: zName(200),
  suburb: zName(100),
  postalCode: zPostalCode,
  notes: zText(PROPERTY_NOTES_MAX),
  updated_by: zId.nullish(),
  /** A create's idempotency key (rules/idempotency.ts): the same key again answers the property it made. */
  idempotency: zIdempotency.optional(),
});

/** `customers/delete-property.php`: one property of the customer `userId`. */
export const DeletePropertyBody = z.object({ id: zId, userId: zId });

/** `customers/properties.php`: the properties of one customer. */
export const PropertiesQuery = z.object({ userId: zId });
