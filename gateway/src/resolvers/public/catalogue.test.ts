import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/harness.js';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

describe('catalogue', () => {
  it('lists active categories and services with prices, variations and categories', async () => {
    const res = await t.client().gql(`{
      categories { id name status }
      services { id name basePrice fromPrice isPackage status category { id name }
        variations { variationId variationName options { id label additionalCost fullPrice offered } }
        addOns { id name price } }
    }`);
    expect(res.errors).toBeUndefined();
    const { categories, services } = res.data!;
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((c: any) => c.status === 'ACTIVE')).toBe(true);
    expect(services.length).toBeGreaterThan(0);
    for (const s of services) {
      expect(s.status).toBe('ACTIVE');
      expect(categories.map((c: any) => c.id)).toContain(s.category.id);
      expect(s.fromPrice).toBeGreaterThanOrEqual(s.basePrice);
      for (const v of s.variations) expect(v.options.every((o: any) => o.offered)).toBe(true);
    }
  });
});
