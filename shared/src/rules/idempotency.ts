/**
 * Idempotency keys of the mutations that create something (docs/graphql.md, "Idempotency"; issue #35):
 * the caller names a request with a key of its own; the same key again, from the same caller for the
 * same operation, answers what the first request made instead of making it twice; the same key with a
 * different request is refused (DUPLICATE, field `idempotencyKey`). A key is remembered this long.
 */
import { z } from 'zod';

/** How long a key is remembered; after that the same key makes a new record. */
export const IDEMPOTENCY_KEEP_DAYS = 7;

/** The key as a caller sends it: 1-200 printable characters without spaces (a UUID is typical). */
export const zIdempotencyKey = z
  .string()
  .min(1, 'The idempotency key is empty')
  .max(200, 'The idempotency key is longer than 200 characters')
  .regex(/^[\x21-\x7e]+$/, 'The idempotency key may hold printable characters only, without spaces');

/** What the gateway sends the api with a create: the key, whose it is and a digest of the request. */
export const zIdempotency = z.object({
  key: zIdempotencyKey,
  /** `client:<id>`, `user:<id>` or `anon`. */
  actor: z.string().regex(/^(client:\d+|user:\d+|anon)$/),
  /** SHA-256 (hex) of the request as the caller sent it. */
  fingerprint: z.string().regex(/^[0-9a-f]{64}$/),
});
export type Idempotency = z.infer<typeof zIdempotency>;
