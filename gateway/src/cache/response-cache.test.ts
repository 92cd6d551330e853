import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestGateway, type TestGateway } from '../test/harness.js';

let a: TestGateway;
let b: TestGateway;
beforeAll(async () => {
  a = await startTestGateway({ seed: true });
  // A second replica over the same api and database.
  b = await startTestGateway({ api: a.api });
  await Promise.all([a.gateway.catalogueVersionKnown(), b.gateway.catalogueVersionKnown()]);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const CATEGORIES = 'query Cats { categories { id name } }';
const callsOf = (t: TestGateway, requestId: string) =>
  t.apiCalls.filter((c) => c.requestId === requestId).length;

async function post(t: TestGateway, query: string, headers: Record<string, string> = {}) {
  const requestId = `cache-test-${Math.random().toString(36).slice(2)}`;
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, ...headers },
    body: JSON.stringify({ query }),
  });
  return { res, text: await res.text(), requestId, calls: () => callsOf(t, requestId) };
}

async function hitCount(t: TestGateway): Promise<number> {
  const text = await (await fetch(`${t.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('gateway_response_cache_total{result="hit"}'));
  return Number(line?.split(' ').pop() ?? 0);
}

/** Reads through `t` until its answer names `name` (a replica learns of a write by its long poll). */
async function seesCategory(t: TestGateway, name: string) {
  await vi.waitFor(
    async () => {
      expect((await post(t, CATEGORIES)).text).toContain(name);
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe('catalogue response cache', () => {
  it('answers a repeated catalogue query from memory: same bytes, no REST call, its own request id', async () => {
    const first = await post(a, CATEGORIES);
    expect(first.res.status).toBe(200);
    expect(first.calls()).toBeGreaterThan(0);
    const hitsBefore = await hitCount(a);
    const second = await post(a, CATEGORIES);
    expect(second.text).toBe(first.text);
    expect(second.calls()).toBe(0);
    expect(second.res.headers.get('x-request-id')).toBe(second.requestId);
    expect(second.res.headers.get('content-type')).toMatch(/application\/json/);
    expect(second.res.headers.get('set-cookie')).toBeNull();
    expect(await hitCount(a)).toBe(hitsBefore + 1);
  });

  it('answers from memory bodies of every length kept, and each body only its own answer', async () => {
    // The front looks an answer up only for a body of a length it has kept: several lengths, and two
    // different queries of one length, each answered with its own bytes.
    const queries = [
      'query L1 { services { id } }',
      'query L2 { services { id name } }',
      'query L3 { packages { id } }',
      'query L4 { categories { name } }',
    ];
    expect(queries[2]!.length).toBe(queries[0]!.length);
    const firsts = [];
    for (const q of queries) firsts.push(await post(a, q));
    const hitsBefore = await hitCount(a);
    for (const [i, q] of queries.entries()) {
      const again = await post(a, q);
      expect(again.text).toBe(firsts[i]!.text);
      expect(again.calls()).toBe(0);
    }
    expect(await hitCount(a)).toBe(hitsBefore + queries.length);
    expect(firsts[0]!.text).not.toBe(firsts[2]!.text);
  });

  it('keeps answers apart by Accept header', async () => {
    const accept = 'application/graphql-response+json';
    const plain = await post(a, CATEGORIES);
    const first = await post(a, CATEGORIES, { accept });
    const second = await post(a, CATEGORIES, { accept });
    expect(first.res.headers.get('content-type')).toMatch(/graphql-response\+json/);
    expect(second.res.headers.get('content-type')).toMatch(/graphql-response\+json/);
    expect(plain.res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(second.calls()).toBe(0);
  });

  it('an admin write through this gateway is visible on its very next read', async () => {
    await post(a, CATEGORIES); // cached
    const admin = await a.signedIn('admin');
    const saved = await admin.gql(
      'mutation($input: AdminSaveCategoryInput!) { adminSaveCategory(input: $input) { category { id } } }',
      { input: { name: 'Cache Test Topiary' } },
    );
    expect(saved.errors).toBeUndefined();
    const next = await post(a, CATEGORIES);
    expect(next.text).toContain('Cache Test Topiary');
  });

  it('another replica drops its cached answer when the catalogue changes through the first', async () => {
    await post(b, CATEGORIES);
    const cached = await post(b, CATEGORIES);
    expect(cached.calls()).toBe(0);
    const admin = await a.signedIn('admin');
    const saved = await admin.gql(
      'mutation($input: AdminSaveCategoryInput!) { adminSaveCategory(input: $input) { category { id } } }',
      { input: { name: 'Cache Test Espaliers' } },
    );
    expect(saved.errors).toBeUndefined();
    await seesCategory(b, 'Cache Test Espaliers');
  });

  it('a write that bypasses every gateway (psql, the generic query) retires cached answers too', async () => {
    await post(a, CATEGORIES);
    await post(b, CATEGORIES);
    await a.api.db.execute(sql`insert into categories (name) values ('Cache Test Bonsai')`);
    await seesCategory(a, 'Cache Test Bonsai');
    await seesCategory(b, 'Cache Test Bonsai');
  });

  it('never answers from memory what depends on the visitor, the clock or bookings', async () => {
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const customer = await a.signedIn('client');
    const hitsBefore = await hitCount(a);
    for (const query of [
      '{ me { id } }',
      `{ timeSlots(date: "${date}") { label remaining } }`,
      `{ categories { id } timeSlots(date: "${date}") { label } }`,
      '{ categories { id } me { id } }',
    ]) {
      for (let i = 0; i < 2; i++) {
        const res = await customer.fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        });
        expect(res.status, query).toBe(200);
      }
    }
    // The signed-in customer's `me` answered with their own id both times (not a cached one).
    const me = await customer.gql<{ me: { id: string } }>('{ me { id } }');
    expect(me.data?.me?.id).toBe(String(customer.userId));
    expect(await hitCount(a)).toBe(hitsBefore);
  });

  it('does not keep an answer with errors', async () => {
    const query = '{ service(id: "999999") { id name } category(id: "not-a-number") { id } }';
    const first = await post(a, query);
    const again = await post(a, query);
    expect(again.text).toBe(first.text);
    expect(first.calls() + again.calls()).toBeGreaterThan(0);
    if (first.text.includes('"errors"')) expect(again.calls()).toBeGreaterThan(0);
  });

  it('answers malformed JSON and refuses oversized or cross-site bodies as before', async () => {
    const bad = await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ categories { id } }"',
    });
    expect(bad.status).toBe(400);
    const plain = await fetch(`${a.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: CATEGORIES }),
    });
    expect(plain.status).toBe(400);
    expect(await plain.text()).not.toContain('"categories"');
  });
});
