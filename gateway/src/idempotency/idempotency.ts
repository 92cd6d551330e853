/**
 * A create's idempotency key as the api takes it (shared/rules/idempotency.ts; docs/graphql.md,
 * "Idempotency"): the key the caller sent, whose it is (a partner's key, a signed-in person, or
 * nobody) and a digest of the request as the caller sent it, so the api tells a request sent again
 * from a different request sent with the same key.
 */
import { sha256 } from '@greenleaf/shared/sha256';
import { zIdempotencyKey, type Idempotency } from '@greenleaf/shared/rules/idempotency';
import { badInput } from '../api/errors.js';
import type { GatewayContext } from '../context.js';

/** The same JSON for the same values, whatever the order of an object's keys. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined && v !== null)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** SHA-256 (hex) of a request's arguments. */
const fingerprintOf = (request: unknown): string => sha256(JSON.stringify(canonical(request)));

/** Whose key it is: the partner's API client, the signed-in person, or nobody. */
function idempotencyActor(ctx: Pick<GatewayContext, 'apiClient' | 'session'>): Idempotency['actor'] {
  if (ctx.apiClient) return `client:${ctx.apiClient.id}`;
  const user = ctx.session.user;
  return user ? `user:${user.id}` : 'anon';
}

/**
 * The api's `idempotency` for a create called with `key` (none when the caller sent none) and the
 * arguments it sent (the key left out of them). BAD_USER_INPUT (field idempotencyKey) for a wrong key.
 */
export function idempotencyOf(
  ctx: Pick<GatewayContext, 'apiClient' | 'session'>,
  key: string | null | undefined,
  request: unknown,
): { idempotency: Idempotency } | Record<string, never> {
  if (key === null || key === undefined) return {};
  const parsed = zIdempotencyKey.safeParse(key);
  if (!parsed.success) throw badInput('idempotencyKey', parsed.error.issues[0]!.message);
  return {
    idempotency: { key: parsed.data, actor: idempotencyActor(ctx), fingerprint: fingerprintOf(request) },
  };
}

/**
 * The digest of a booking's create (createBooking, adminCreateBooking) as the api compares it under
 * the booking's key: what is asked for, not what the customer was shown (`expectedTotal`,
 * `quoteToken`: a reload quotes afresh and still sends the same booking) nor a password.
 */
export function bookingFingerprint(input: {
  idempotencyKey?: string | null;
  expectedTotal?: number | null;
  quoteToken?: string | null;
  customer?: ({ password?: string | null } & Record<string, unknown>) | null;
}): string {
  const { idempotencyKey: _key, expectedTotal: _total, quoteToken: _token, customer, ...asked } = input;
  const { password: _password, ...who } = customer ?? {};
  return fingerprintOf({ ...asked, ...(customer ? { customer: who } : {}) });
}

/**
 * The api's `idempotency` for a save that creates when it names no `id` (the office's catalogue,
 * crews, accounts, rows, properties): the input as sent is the request, without its key and without
 * the fields `secret` names (a password is never kept, even as a digest). None when it changes a record.
 */
export function createIdempotency<I extends { idempotencyKey?: string | null | undefined }>(
  ctx: Pick<GatewayContext, 'apiClient' | 'session'>,
  input: I & { id?: unknown },
  secret: readonly (keyof I)[] = [],
): { idempotency: Idempotency } | Record<string, never> {
  if (input.id !== undefined && input.id !== null) return {};
  const { idempotencyKey, ...asked } = input;
  for (const field of secret) delete (asked as Record<PropertyKey, unknown>)[field];
  return idempotencyOf(ctx, idempotencyKey, asked);
}
