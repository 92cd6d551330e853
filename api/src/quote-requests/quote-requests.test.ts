import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailNotices } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import { insertQuoteOnlyService } from '../test/fixtures-partners.js';
import {
  QUOTE_REQUESTS_PER_ADDRESS,
  QUOTE_REQUESTS_PER_CONTACT,
} from '@greenleaf/shared/rules/partner-limits';

let api: TestApi;
let serviceId: number;
beforeAll(async () => {
  api = await startTestApi();
  serviceId = await insertQuoteOnlyService(api.db);
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

describe("a partner's quote requests", () => {
  let seqClient = 0;
  const client = async (quoteRequestsPerDay: number | null) => {
    const made = await api.post<{ id: number }>('developers/save.php', {
      name: `Portal ${++seqClient}`,
      scopes: ['quote-requests:write'],
      secretHash: `${'ab'.repeat(31)}${String(seqClient).padStart(2, '0')}`,
      secretShown: 'gl_live_por',
      limits: { quoteRequestsPerDay },
    });
    expect(made.status, made.text).toBe(200);
    return made.body.id;
  };

  it("are counted against the client's own daily limit, not its server's address", async () => {
    const clientIp = '203.0.113.40';
    const apiClientId = await client(QUOTE_REQUESTS_PER_ADDRESS + 2);
    for (let i = 0; i < QUOTE_REQUESTS_PER_ADDRESS + 2; i += 1) {
      const saved = await save(request({ clientIp, apiClientId }));
      expect(saved.status, saved.text).toBe(200);
    }
    const over = await save(request({ clientIp, apiClientId }));
    expect([over.status, over.body.code]).toEqual([429, 'RATE_LIMITED']);
    // The same address without the key is a household like any other: none of the partner's counted.
    expect((await save(request({ clientIp }))).status).toBe(200);
  });

  it('keep the default limit when the office set none, and stop at 0 when it set 0', async () => {
    const byDefault = await client(null);
    for (let i = 0; i < QUOTE_REQUESTS_PER_ADDRESS; i += 1)
      expect((await save(request({ apiClientId: byDefault }))).status).toBe(200);
    expect((await save(request({ apiClientId: byDefault }))).status).toBe(429);
    const none = await client(0);
    expect((await save(request({ apiClientId: none }))).status).toBe(429);
  });

  it("still keep each customer's own daily limit", async () => {
    const apiClientId = await client(100);
    const one = request({ apiClientId });
    for (let i = 0; i < QUOTE_REQUESTS_PER_CONTACT; i += 1) expect((await save(one)).status).toBe(200);
    expect((await save(one)).status).toBe(429);
  });
});

describe("a quote request's e-mails (issue #36: stored with the request)", () => {
  it('stores its notice with a new request, and none when the same key sends it again', async () => {
    const idempotency = { key: `quote-notice-${Date.now()}`, actor: 'anon', fingerprint: 'a'.repeat(64) };
    const body = request({ idempotency });
    const first = { id: randomUUID(), context: {} };
    const saved = await save({ ...body, notice: first });
    expect(saved.status, saved.text).toBe(200);
    const [row] = await api.db.select().from(emailNotices).where(eq(emailNotices.id, first.id));
    expect(row).toMatchObject({
      kind: 'quote_request.received',
      bookingId: null,
      context: { quoteRequestId: saved.body.id },
    });

    const again = { id: randomUUID(), context: {} };
    const replay = await save({ ...body, notice: again });
    expect(replay.body).toMatchObject({ id: saved.body.id, replayed: true });
    expect(await api.db.select().from(emailNotices).where(eq(emailNotices.id, again.id))).toEqual([]);
  });
});
