import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestApi } from './harness.js';

/** One form field's value of any JSON kind (text, whole and fractional numbers, booleans, null) or one of `words`. */
export function anyFieldValue(...words: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(...words),
  );
}

/**
 * Random bodies (any of `fields`, each any value, or not an object at all) posted to each of `paths`
 * are never answered with a 500: a refusal is a 4xx that says why.
 */
export async function expectNoServerErrorFromRandomBodies(
  api: TestApi,
  paths: readonly string[],
  fields: Record<string, fc.Arbitrary<unknown>>,
  numRuns = 150,
): Promise<void> {
  const bodyArb = fc.record(fields, { requiredKeys: [] });
  await fc.assert(
    fc.asyncProperty(fc.oneof(bodyArb, fc.anything()), async (b) => {
      for (const path of paths) {
        const res = await api.post(path, b);
        expect(res.status, `${path} ${JSON.stringify(b)}`).toBeLessThan(500);
      }
    }),
    { numRuns },
  );
}
