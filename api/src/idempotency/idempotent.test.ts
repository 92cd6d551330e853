/**
 * Idempotency keys on the creates other than a booking's (shared/rules/idempotency.ts, migration 0075):
 * a quote request and a webhook endpoint sent again with their key are made once, whoever asks at
 * once; a different request with the same key is refused; another caller's key is its own; a key
 * whose first request was refused (nothing written) is free; a key older than the window is forgotten.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { QUOTE_REQUESTS_PER_CONTACT } from '@greenleaf/shared/rules/partner-limits';
import { IDEMPOTENCY_KEEP_DAYS } from '@greenleaf/shared/rules/idempotency';
import { idempotencyKeys, quoteRequests, webhookEndpoints } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import { insertQuoteOnlyService } from '../test/fixtures-partners.js';

let api: TestApi;
let serviceId: number;
beforeAll(async () => {
  api = await startTestApi();
  serviceId = await insertQuoteOnlyService(api.db);
});
afterAll(() => api.close());

let seq = 0;
const digest = (s: string) => createHash('sha256').update(s).digest('hex');
const claim = (key: string, body = 'one', actor = 'anon') => ({ key, actor, fingerprint: digest(body) });
const request = (o: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    serviceId,
    name: 'Thandi Mokoena',
    email: `idem-${seq}-${Date.now()}@example.co.za`,
    phone: `083 ${String(2000000 + seq).slice(-7, -4)} ${String(2000000 + seq).slice(-4)}`,
    street: '12 Kloof Street',
    suburb: 'Gardens',
    postalCode: '8001',
    description: 'A water-wise front garden.',
    ...o,
  };
};
type Saved = { id: number; replayed: boolean; code?: string; fields?: Record<string, string> };
const save = (body: unknown) => api.post<Saved>('quote-requests/save.php', body);
const requestsOf = async (email: string) =>
  (await api.db.select().from(quoteRequests).where(eq(quoteRequests.email, email))).length;

describe('a quote request sent again with its idempotency key', () => {
  it('is stored once and answered again, and is not counted again against the day', async () => {
    const body = { ...request(), idempotency: claim(`quote-${Date.now()}`) };
    const replies = [];
    for (let i = 0; i < QUOTE_REQUESTS_PER_CONTACT + 2; i += 1) replies.push(await save(body));
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect(replies.map((r) => r.body.replayed)).toEqual(replies.map((_, i) => i > 0));
    expect(await requestsOf(body.email)).toBe(1);
    // the day's limit still has room for the others this e-mail may send
    const other = await save({ ...body, idempotency: claim(`quote-other-${Date.now()}`, 'two') });
    expect(other.status, other.text).toBe(200);
    expect(other.body.replayed).toBe(false);
  });

  it('sent several times at once makes one request', async () => {
    const body = { ...request(), idempotency: claim(`burst-${Date.now()}`) };
    const replies = await Promise.all(Array.from({ length: 6 }, () => save(body)));
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    expect(new Set(replies.map((r) => r.body.id)).size).toBe(1);
    expect(replies.filter((r) => !r.body.replayed)).toHaveLength(1);
    expect(await requestsOf(body.email)).toBe(1);
  });

  it('with a different request is refused with 409 DUPLICATE naming idempotencyKey, and nothing is stored', async () => {
    const key = `changed-${Date.now()}`;
    const first = request();
    expect((await save({ ...first, idempotency: claim(key, 'first') })).status).toBe(200);
    const second = request();
    const refused = await save({ ...second, idempotency: claim(key, 'second') });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('DUPLICATE');
    expect(Object.keys(refused.body.fields ?? {})).toEqual(['idempotencyKey']);
    expect(await requestsOf(second.email)).toBe(0);
  });

  it("is another caller's own key: the same key from two callers makes two requests", async () => {
    const key = `shared-${Date.now()}`;
    const a = await save({ ...request(), idempotency: claim(key, 'same', 'client:1') });
    const b = await save({ ...request(), idempotency: claim(key, 'same', 'user:1') });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.id).not.toBe(b.body.id);
    expect([a.body.replayed, b.body.replayed]).toEqual([false, false]);
  });

  it('whose first request was refused is free: nothing was stored, so the next one stores', async () => {
    const phone = '083 999 0101';
    for (let i = 0; i < QUOTE_REQUESTS_PER_CONTACT; i += 1)
      expect((await save(request({ phone }))).status).toBe(200);
    const key = `refused-${Date.now()}`;
    const body = { ...request({ phone }), idempotency: claim(key) };
    expect((await save(body)).status).toBe(429);
    const [kept] = await api.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, key));
    expect(kept!.n).toBe(0);
    // the same key on a request that may be stored
    const later = await save({ ...request(), idempotency: claim(key) });
    expect(later.status, later.text).toBe(200);
    expect(later.body.replayed).toBe(false);
  });

  it(`is forgotten after ${IDEMPOTENCY_KEEP_DAYS} days: the same key then stores a new request`, async () => {
    const key = `old-${Date.now()}`;
    const body = { ...request(), idempotency: claim(key) };
    const first = await save(body);
    await api.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - (${IDEMPOTENCY_KEEP_DAYS + 1}::int * interval '1 day')` })
      .where(eq(idempotencyKeys.key, key));
    const again = await save(body);
    expect(again.status, again.text).toBe(200);
    expect(again.body.replayed).toBe(false);
    expect(again.body.id).not.toBe(first.body.id);
  });

  it('is refused as a key that is not one (400 naming idempotency.key)', async () => {
    const bad = await save({ ...request(), idempotency: { ...claim('has a space') } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})[0]).toMatch(/^idempotency\.key/);
  });
});

describe('a webhook endpoint created again with its idempotency key', () => {
  const create = (key: string, url: string, secret = `whsec_${'a'.repeat(20)}${++seq}`) =>
    api.post<{ id: number; secret: string; replayed: boolean }>('webhooks/save.php', {
      url,
      events: ['booking.created'],
      secret,
      api_client_id: undefined,
      idempotency: claim(key, url, 'user:1'),
    });

  it('is made once, and the first secret is answered again to the same caller', async () => {
    const key = `endpoint-${Date.now()}`;
    const url = `https://partner.example/hooks/idem-${Date.now()}`;
    const first = await create(key, url);
    const again = await create(key, url);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toMatchObject({ id: first.body.id, secret: first.body.secret, replayed: true });
    expect(first.body.replayed).toBe(false);
    const made = await api.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.url, url));
    expect(made).toHaveLength(1);
  });

  it('with another address is refused (409 DUPLICATE), and none is made', async () => {
    const key = `endpoint-changed-${Date.now()}`;
    expect((await create(key, `https://partner.example/hooks/a-${Date.now()}`)).status).toBe(200);
    const url = `https://partner.example/hooks/b-${Date.now()}`;
    const refused = await create(key, url);
    expect([refused.status, refused.body]).toMatchObject([409, { code: 'DUPLICATE' }]);
    expect(await api.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.url, url))).toHaveLength(0);
  });
});

describe("the office's new customer sent again with its idempotency key", () => {
  const create = (key: string, email: string, name = 'Lerato Khumalo') =>
    api.post<{ id: number; email: string; code?: string; fields?: Record<string, string> }>(
      'customers/save.php',
      {
        name,
        email,
        phone: '082 555 0177',
        idempotency: claim(key, `${name}|${email}`, 'user:1'),
      },
    );

  it('answers the customer it made instead of EMAIL_TAKEN; another request under the key is DUPLICATE', async () => {
    const email = `lerato-${Date.now()}@example.co.za`;
    const first = await create(`customer-${Date.now()}`, email);
    expect(first.status, first.text).toBe(200);
    const again = await create(`customer-other-${Date.now()}`, email);
    // a different key for the same e-mail is a second customer: EMAIL_TAKEN
    expect([again.status, again.body.code]).toEqual([409, 'EMAIL_TAKEN']);
    const key = `customer-again-${Date.now()}`;
    const email2 = `thabo-${Date.now()}@example.co.za`;
    const made = await create(key, email2);
    const replayed = await create(key, email2);
    expect(replayed.status, replayed.text).toBe(200);
    expect(replayed.body.id).toBe(made.body.id);
    const changed = await create(key, email2, 'Thabo Nkosi');
    expect([changed.status, changed.body.code]).toEqual([409, 'DUPLICATE']);
  });
});
