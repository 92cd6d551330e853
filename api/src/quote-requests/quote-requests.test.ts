import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, services } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import { QUOTE_REQUESTS_PER_ADDRESS, QUOTE_REQUESTS_PER_CONTACT } from './quote-requests.js';

let api: TestApi;
let serviceId: number;
beforeAll(async () => {
  api = await startTestApi();
  const [category] = await api.db.insert(categories).values({ name: 'Landscaping' }).returning();
  const [service] = await api.db
    .insert(services)
    .values({ categoryId: category!.id, name: 'Garden design', basePrice: 0, quoteOnly: true })
    .returning();
  serviceId = service!.id;
});
afterAll(() => api.close());

let seq = 0;
const request = (o: Record<string, unknown> = {}) => ({
  serviceId,
  name: 'Thandi Mokoena',
  email: `thandi-${++seq}-${Date.now()}@example.co.za`,
  phone: `084 ${String(1000000 + seq).slice(-7, -4)} ${String(1000000 + seq).slice(-4)}`,
  street: '12 Kloof Street',
  suburb: 'Gardens',
  postalCode: '8001',
  description: 'A water-wise front garden.',
  ...o,
});
const save = (body: unknown) => api.post('quote-requests/save.php', body);

describe('quote-requests/save.php limits', () => {
  it(`keeps ${QUOTE_REQUESTS_PER_CONTACT} requests a day per e-mail, even sent at once, and refuses the rest with 429`, async () => {
    const one = request();
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        // The same person: the e-mail in another case, the phone written another way on some.
        save({ ...one, email: i % 2 ? one.email.toUpperCase() : one.email }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(QUOTE_REQUESTS_PER_CONTACT);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(refused.map(() => [429, 'RATE_LIMITED']));
  });

  it('counts a phone number across e-mail addresses', async () => {
    const phone = '084 777 0001';
    for (let i = 0; i < QUOTE_REQUESTS_PER_CONTACT; i += 1)
      expect((await save(request({ phone }))).status).toBe(200);
    expect((await save(request({ phone: '+27 84 777 0001' }))).status).toBe(429);
  });

  it(`keeps ${QUOTE_REQUESTS_PER_ADDRESS} requests a day from one client address`, async () => {
    const clientIp = '198.51.100.7';
    for (let i = 0; i < QUOTE_REQUESTS_PER_ADDRESS; i += 1) {
      expect((await save(request({ clientIp }))).status).toBe(200);
    }
    expect((await save(request({ clientIp }))).status).toBe(429);
    expect((await save(request({ clientIp: '198.51.100.8' }))).status).toBe(200);
  });
});
