import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { isRetryable, RETRY_DELAYS_MS } from './useCreateBooking';

const graphqlError = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: code, extensions: { code } }] });

describe('saving a booking again', () => {
  it('retries only what may be sent again with the same key: BUSY, an unknown outcome, a lost request', () => {
    expect(isRetryable(graphqlError('BUSY'))).toBe(true);
    expect(isRetryable(graphqlError('UPSTREAM_UNAVAILABLE'))).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    for (const code of ['SLOT_FULL', 'EMAIL_TAKEN', 'TOO_MANY_HOLDS', 'BAD_USER_INPUT', 'DUPLICATE']) {
      expect(isRetryable(graphqlError(code))).toBe(false);
    }
  });

  it('waits longer each time, about 30 s in all, then gives up', () => {
    expect(RETRY_DELAYS_MS.slice(0, 4)).toEqual([500, 1000, 2000, 4000]);
    const total = RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeGreaterThanOrEqual(25_000);
    expect(total).toBeLessThanOrEqual(35_000);
  });

  it('makes a new random key each time', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
