/** Bodies of `developers/*.php` (docs/api.md, "API clients"): partners' keys, stored hashed. */
import { z } from 'zod';
import { zIdempotency } from '../rules/idempotency.js';
import { zAllowedOrigin, zApiScope } from '../rules/api-scopes.js';
import { zPartnerLimits } from '../rules/partner-limits.js';
import { NEW_CLIENT_REACH, zApiReach } from '../rules/api-reach.js';
import { zAllowedReturnUrl } from '../rules/return-urls.js';
import { zId } from './fields.js';

/** A sha256 of a secret, hex. */
const zSecretHash = z.string().regex(/^[0-9a-f]{64}$/, 'A sha256 in hex');
/** The part of a secret shown in the office's list. */
const zSecretShown = z.string().min(1).max(40);

/** `developers/save.php`: a new API client with its secret's hash (the secret itself never reaches the api). */
export const CreateApiClientBody = z.object({
  name: z.string().trim().min(1, 'A name is required').max(100),
  scopes: z.array(zApiScope).min(1, 'Choose at least one scope').max(20),
  allowedOrigins: z.array(zAllowedOrigin).max(20).default([]),
  /** The prefixes a payment may return the browser to (rules/return-urls.ts). */
  allowedReturnUrls: z.array(zAllowedReturnUrl).max(20).default([]),
  /** What its key reads of bookings and customers (rules/api-reach.ts): a new client's is 'own'. */
  reach: zApiReach.default(NEW_CLIENT_REACH),
  secretHash: zSecretHash,
  secretShown: zSecretShown,
  /** The client's limits; each left out or null is the default (rules/partner-limits.ts). */
  limits: zPartnerLimits.default({ requestsPerMinute: null, costPerMinute: null, quoteRequestsPerDay: null }),
  created_by: zId.optional(),
  /**
   * The create's idempotency key (rules/idempotency.ts). The secret is shown once and kept only
   * hashed, so the same key again is refused (DUPLICATE) naming the client it made: rotate that one.
   */
  idempotency: zIdempotency.optional(),
});

/** `developers/limits.php`: the client's limits, each null for the default (rules/partner-limits.ts). */
export const SetApiClientLimitsBody = z.object({
  id: zId,
  limits: zPartnerLimits,
  updated_by: zId.optional(),
});

/**
 * `developers/access.php`: the client's reach and its allowed return URLs, each left out unchanged (a
 * revoked client's too, as a record of what it had).
 */
export const SetApiClientAccessBody = z.object({
  id: zId,
  reach: zApiReach.optional(),
  allowedReturnUrls: z.array(zAllowedReturnUrl).max(20).optional(),
  updated_by: zId.optional(),
});

/** `developers/rotate.php`: the client's new secret (the old one stops at once). */
export const RotateApiClientBody = z.object({
  id: zId,
  secretHash: zSecretHash,
  secretShown: zSecretShown,
  updated_by: zId.optional(),
});

/** `developers/revoke.php`: the client's key stops for good. */
export const RevokeApiClientBody = z.object({ id: zId, updated_by: zId.optional() });

/** `developers/authenticate.php`: the client whose live secret hashes to this. */
export const AuthenticateApiClientQuery = z.object({ secretHash: zSecretHash });

/** `developers/origin.php`: whether a live client allows this browser origin (a CORS preflight's question). */
export const AllowedOriginQuery = z.object({ origin: z.string().min(1).max(200) });
