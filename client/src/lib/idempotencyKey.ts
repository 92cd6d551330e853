import { useCallback, useMemo, useRef } from 'react';
/**
 * A random idempotency key for a create the page may send more than once (a retry after a lost
 * answer, a second tap): the same request with the same key is made once (docs/graphql.md,
 * "Idempotency"). crypto.randomUUID exists only in secure contexts, getRandomValues everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A create's input: no `id` (an id makes it a change, which needs no key). */
interface CreateInput {
  id?: string | null;
  idempotencyKey?: string | null;
}
type Options = { variables?: { input?: CreateInput } & Record<string, unknown> } & Record<string, unknown>;

/**
 * `useMutation`'s tuple for a save that creates when its input has no id, its mutate function sending
 * an idempotency key with each create: the same key while the input stays as sent (a retry after a
 * lost answer makes nothing twice), a new key once the input changes or after a create succeeded (the
 * next one, even with the same values, is a new record).
 */
export function useKeyedCreate<T extends readonly [(...args: never[]) => Promise<unknown>, unknown]>(
  tuple: T,
): T {
  const [mutate, result] = tuple;
  const last = useRef<{ input: string; key: string } | null>(null);
  const keyed = useCallback(
    async (options?: Options) => {
      const send = mutate as unknown as (options?: Options) => Promise<unknown>;
      const input = options?.variables?.input;
      if (!input || input.id) return send(options);
      const sent = JSON.stringify(input);
      if (last.current?.input !== sent) last.current = { input: sent, key: newIdempotencyKey() };
      const reply = await send({
        ...options,
        variables: { ...options.variables, input: { ...input, idempotencyKey: last.current.key } },
      });
      last.current = null;
      return reply;
    },
    [mutate],
  );
  return useMemo(() => [keyed, result] as unknown as T, [keyed, result]);
}
