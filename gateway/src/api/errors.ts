/**
 * The one place where an api failure becomes a GraphQL error (`extensions.code`):
 * 400 BAD_USER_INPUT (+ field), 401 UNAUTHENTICATED, 403 FORBIDDEN, 404 NOT_FOUND, 429 RATE_LIMITED, 409 the api's own
 * code (SLOT_FULL, EMAIL_TAKEN, TOO_MANY_HOLDS, INVALID_TRANSITION, IN_USE, DUPLICATE, STALE_CATALOGUE,
 * NOT_IN_SERIES, ...), 503 BUSY (the api refused before writing anything; `extensions.retryAfterSeconds`),
 * a network failure, a timeout or another 5xx UPSTREAM_UNAVAILABLE.
 */
import { API_CONFLICT_CODES as SHARED_CONFLICT_CODES } from '@greenleaf/shared/error-codes';
import { GraphQLError } from 'graphql';
import type { ErrorCode } from '../__generated__/resolvers-types.js';
import { ApiErrorBodySchema } from './replies/common.js';

const UPSTREAM_UNAVAILABLE_MESSAGE =
  'The booking service is temporarily unavailable. Please try again in a moment.';

interface GatewayErrorOptions {
  field?: string;
  fields?: Record<string, string>;
  upstreamCode?: string;
  status?: number;
  /** More `extensions` a client reads (e.g. PRICE_CHANGED's `total`). */
  more?: Record<string, string | number | boolean | null>;
}

/** A GraphQL error with a code (and the field a user can fix, when there is one). */
export function gatewayError(code: ErrorCode, message: string, opts: GatewayErrorOptions = {}) {
  return new GraphQLError(message, {
    extensions: {
      ...opts.more,
      code,
      ...(opts.field !== undefined ? { field: opts.field } : {}),
      ...(opts.fields !== undefined ? { fields: opts.fields } : {}),
      ...(opts.upstreamCode !== undefined ? { upstreamCode: opts.upstreamCode } : {}),
      ...(opts.status !== undefined ? { http: { status: opts.status } } : {}),
    },
  });
}

/** BAD_USER_INPUT naming the field to fix. */
export function badInput(field: string, message: string): GraphQLError {
  return gatewayError('BAD_USER_INPUT', message, { field, fields: { [field]: message } });
}

export function upstreamUnavailable(): GraphQLError {
  return gatewayError('UPSTREAM_UNAVAILABLE', UPSTREAM_UNAVAILABLE_MESSAGE);
}

const BUSY_MESSAGE =
  'Many bookings are being saved right now. Your booking was not saved yet: please try again in a moment.';

/** BUSY: nothing was written; the same request (same idempotency key) may be sent again after a pause. */
function busy(retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(BUSY_MESSAGE, {
    extensions: { code: 'BUSY', retryAfterSeconds },
  });
}

/** The codes the api answers a 409 with (the one list: @greenleaf/shared/error-codes); each is an ErrorCode. */
export const API_CONFLICT_CODES: readonly ErrorCode[] = SHARED_CONFLICT_CODES;

/** A 409's code: the api's own when it is one of those, else CONFLICT. */
const conflictCode = (upstreamCode: string | undefined): ErrorCode =>
  API_CONFLICT_CODES.find((code) => code === upstreamCode) ?? 'CONFLICT';

/** Maps an api reply that is not 2xx onto a GraphQL error (`retryAfter`: the Retry-After header). */
export function errorFromResponse(status: number, body: unknown, retryAfter?: string | null): GraphQLError {
  const parsed = ApiErrorBodySchema.safeParse(body);
  if (status === 503 && parsed.success && parsed.data.code === 'BUSY') {
    const seconds = Number(retryAfter);
    return busy(Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) : 1);
  }
  if (status >= 500) return upstreamUnavailable();
  const message = parsed.success ? parsed.data.error : `Request failed (${status})`;
  const upstreamCode = parsed.success ? parsed.data.code : undefined;
  switch (status) {
    case 400: {
      const fields = parsed.success ? parsed.data.fields : undefined;
      const field = fields ? Object.keys(fields)[0] : undefined;
      if (upstreamCode === 'INVALID_TOKEN') return gatewayError('INVALID_TOKEN', message, { upstreamCode });
      return gatewayError('BAD_USER_INPUT', message, {
        ...(field !== undefined ? { field } : {}),
        ...(fields !== undefined ? { fields } : {}),
        ...(upstreamCode !== undefined ? { upstreamCode } : {}),
      });
    }
    case 401:
      return gatewayError('UNAUTHENTICATED', message, upstreamCode ? { upstreamCode } : {});
    case 403:
      return gatewayError('FORBIDDEN', message, upstreamCode ? { upstreamCode } : {});
    case 404:
      return gatewayError('NOT_FOUND', message, upstreamCode ? { upstreamCode } : {});
    case 409: {
      // A conflict the caller fixes in one field (an idempotency key used for another request) names it.
      const fields = parsed.success ? parsed.data.fields : undefined;
      const field = fields ? Object.keys(fields)[0] : undefined;
      return gatewayError(conflictCode(upstreamCode), message, {
        ...(upstreamCode ? { upstreamCode } : {}),
        ...(field !== undefined ? { field, fields } : {}),
      });
    }
    case 413:
      return gatewayError('BAD_USER_INPUT', message, { upstreamCode: upstreamCode ?? 'TOO_LARGE' });
    case 429:
      return gatewayError('RATE_LIMITED', message, upstreamCode ? { upstreamCode } : {});
    default:
      return gatewayError('BAD_USER_INPUT', message, upstreamCode ? { upstreamCode } : {});
  }
}

/** The `extensions.code` of an error, if it is a GraphQL error. */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof GraphQLError) {
    const code = error.extensions.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** The field an error names (`extensions.field`), if any. */
export const errorField = (error: unknown): unknown =>
  error instanceof GraphQLError ? error.extensions['field'] : undefined;

/** True when the error is the api's 404. */
const isNotFound = (error: unknown): boolean => errorCode(error) === 'NOT_FOUND';

/** null instead of the api's 404 (a `get` of something that is not there); other errors propagate. */
export const nullOn404 = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => {
    if (isNotFound(error)) return null;
    throw error;
  });
