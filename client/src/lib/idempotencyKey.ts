/**
 * A random idempotency key for a create the page may send more than once (a retry after a lost
 * answer, a second tap): the same request with the same key is made once (docs/graphql.md,
 * "Idempotency"). crypto.randomUUID exists only in secure contexts, getRandomValues everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
