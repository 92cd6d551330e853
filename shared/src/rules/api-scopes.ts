/**
 * The scopes of a partner's API client (docs/graphql.md, "Keys and scopes"; docs/product.md, "API
 * clients"): what a request sent with its key may do. The gateway's table of operation → scope
 * (gateway/src/auth/reach.ts) and the office's Developers page both read this list.
 */
import { z } from 'zod';

export const API_SCOPES = [
  'catalogue:read',
  'quotes:write',
  'bookings:read',
  'bookings:write',
  'customers:read',
  'quote-requests:write',
  'webhooks:manage',
] as const;

export type ApiScope = (typeof API_SCOPES)[number];

/** What each scope lets a key do, in the office's words. */
export const API_SCOPE_WORDS: Record<ApiScope, string> = {
  'catalogue:read': 'Read the catalogue: services, packages, seasons, time slots, service areas',
  'quotes:write': 'Price a choice (quote)',
  'bookings:read': 'Read bookings',
  'bookings:write': 'Book and pay for its own customers (matched or created by e-mail)',
  'customers:read': 'Read customers',
  'quote-requests:write': 'Send quote requests',
  'webhooks:manage': 'Manage webhook endpoints and see their deliveries',
};

export const zApiScope = z.enum(API_SCOPES);

/** The prefix of every secret, so a leaked one is recognised by secret scanners and people. */
export const API_SECRET_PREFIX = 'gl_live_';

/** The characters of a secret shown in the office's list (its prefix and a few more), never the rest. */
export const API_SECRET_SHOWN_LENGTH = API_SECRET_PREFIX.length + 6;

/** An allowed origin for CORS: scheme, host and optional port, nothing after. */
export const zAllowedOrigin = z
  .string()
  .trim()
  .max(200)
  .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'An origin is https://host (with an optional :port)');
