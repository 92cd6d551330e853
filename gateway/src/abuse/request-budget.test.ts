import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../api/src/test/harness.js';
import { leasedBudget } from './request-budget.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** The real api's abuse budget, counting the reservations this replica makes. */
function countedApi() {
  /** The weights the database counted (refused reservations count nothing). */
  const weights: number[] = [];
  return {
    weights,
    async post(path: string, body: unknown) {
      const reply = await api.post(path, body);
      if (reply.status !== 200) throw new Error(`budget: ${reply.status}`);
      if (reply.body.allowed) weights.push((body as { weight?: number }).weight ?? 1);
      return reply.body;
    },
  };
}

describe('the /graphql request budget leased in batches', () => {
  it('serves a burst of concurrent requests from one batch, not a batch each', async () => {
    const budget = leasedBudget({ kind: 'burst-test', limit: 1000, windowSeconds: 60 });
    const counted = countedApi();
    const takes = await Promise.all(
      Array.from({ length: 50 }, () => budget.take(counted as never, '192.0.2.10', 1)),
    );
    expect(takes.filter((t) => !t.allowed)).toEqual([]);
    // one batch (a tenth of the limit) covers the burst
    expect(counted.weights).toEqual([100]);
  });

  it('still refuses past the limit, and every waiting request hears the refusal', async () => {
    const budget = leasedBudget({ kind: 'limit-test', limit: 20, windowSeconds: 60 });
    const counted = countedApi();
    const takes = await Promise.all(
      Array.from({ length: 30 }, () => budget.take(counted as never, '192.0.2.11', 1)),
    );
    expect(takes.filter((t) => t.allowed)).toHaveLength(20);
    expect(takes.filter((t) => !t.allowed).every((t) => !t.allowed && t.retryAfterSeconds > 0)).toBe(true);
    // never more counted than the limit
    expect(counted.weights.reduce((a, b) => a + b, 0)).toBe(20);
  });

  it('refuses at once what costs more than the whole window holds, counting nothing', async () => {
    const budget = leasedBudget({ kind: 'too-large-test', limit: 5, windowSeconds: 60 });
    const counted = countedApi();
    expect(await budget.take(counted as never, 'client:1', 6)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(counted.weights).toEqual([]);
    expect(await budget.take(counted as never, 'client:1', 5)).toEqual({ allowed: true, remaining: 0 });
  });

  it('serves a subject its own limit across two replicas, each reporting what is left as of its last count', async () => {
    const replicas = [1, 2].map(() =>
      leasedBudget({ kind: 'replicas-test', limit: 1000, windowSeconds: 60 }),
    );
    const counted = countedApi();
    const servedBy = [0, 0];
    for (let i = 0; i < 60; i += 1) {
      const r = i % 2;
      const taken = await replicas[r]!.take(counted as never, 'client:7', 1, 40);
      if (!taken.allowed) continue;
      servedBy[r] = servedBy[r]! + 1;
      // never more than the limit less what this replica served; the other's since its last count it cannot know
      expect(taken.remaining).toBeLessThanOrEqual(40 - servedBy[r]);
      expect(taken.remaining).toBeGreaterThanOrEqual(0);
    }
    const served = servedBy[0]! + servedBy[1]!;
    expect(served).toBeLessThanOrEqual(40);
    // at most one lease (a tenth of the limit) held unused by the other replica
    expect(served).toBeGreaterThanOrEqual(40 - 4);
    expect(counted.weights.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(40);
  });
});
