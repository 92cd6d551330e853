/**
 * A partner's secret (docs/graphql.md "Keys and scopes"): `gl_live_` and 32 random bytes in base64url,
 * shown once; the api keeps only its sha256 (a secret this random needs no slow hash) and the first
 * characters to tell keys apart.
 */
import { randomBytes } from 'node:crypto';
import { sha256 } from '@greenleaf/shared/sha256';
import type { NewCustomerInput } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../context.js';
import { API_SECRET_PREFIX, API_SECRET_SHOWN_LENGTH } from '@greenleaf/shared/rules/api-scopes';

export const hashSecret = (secret: string): string => sha256(secret);

/** A new secret, with what the api stores of it. */
export function newSecret(): { secret: string; secretHash: string; secretShown: string } {
  const secret = API_SECRET_PREFIX + randomBytes(32).toString('base64url');
  return { secret, secretHash: hashSecret(secret), secretShown: secret.slice(0, API_SECRET_SHOWN_LENGTH) };
}

/** The secret of an `Authorization: Bearer <secret>` header, undefined without one. */
export function bearerOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value ?? '');
  return match?.[1];
}

/**
 * A new customer's details as a partner's key sends them: without a password, the account gets a random
 * one nobody holds (the customer signs in by a link or a password reset). A person's checkout still
 * must choose one.
 */
export function withPartnerPassword(
  ctx: Pick<GatewayContext, 'apiClient'>,
  customer: NewCustomerInput | null | undefined,
): NewCustomerInput | null | undefined {
  if (!ctx.apiClient || !customer || customer.password) return customer;
  return { ...customer, password: randomBytes(24).toString('base64url') };
}
