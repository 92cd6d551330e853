/**
 * A partner's own limits through the real gateway and api (PGlite): a keyed request is counted as its
 * API client against the client's limits, not as its address (it may pass the address budget); every
 * reply says what it cost and what is left (`extensions.budget`); past the limit it is refused with
 * RATE_LIMITED, retryAfterSeconds and HTTP 429; the office's new limit holds from the next request; a
 * client's daily quote-request limit is its own; another client is not touched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, services } from '../../../api/src/db/schema.js';
import { startTestGateway, TEST_BUDGETS } from '../test/harness.js';
import type { GqlClient, TestGateway } from '../test/harness.js';

/** The address budget the whole test runs under: the partner's key goes past it. */
const ADDRESS_REQUESTS = 20;

let t: TestGateway;
let admin: GqlClient;
let quoteServiceId: string;
beforeAll(async () => {
  const budgets = { ...TEST_BUDGETS, graphqlRequestsPerMinute: ADDRESS_REQUESTS };
  t = await startTestGateway({ config: { budgets } });
  admin = await t.signedIn('admin');
  const [category] = await t.api.db.insert(categories).values({ name: 'Landscaping' }).returning();
  const [service] = await t.api.db
    .insert(services)
    .values({ categoryId: category!.id, name: 'Garden design', basePrice: 0, quoteOnly: true })
    .returning();
  quoteServiceId = String(service!.id);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Reply {
  status: number;
  data: Record<string, any> | null | undefined;
  errors: { message: string; extensions?: Record<string, any> }[] | undefined;
  extensions: Record<string, any> | undefined;
}

async function withKey(
  secret: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Reply> {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<Reply, 'status'>;
  return { status: res.status, ...body };
}

const LIMITS = 'limits { requestsPerMinute costPerMinute quoteRequestsPerDay defaults }';
async function createKey(scopes: string[], limits: Record<string, number>) {
  const made = await admin.gql<{
    adminCreateApiClient: { secret: string; client: { id: string; limits: any } };
  }>(
    `mutation ($input: ApiClientInput!) { adminCreateApiClient(input: $input) { secret client { id ${LIMITS} } } }`,
    { input: { name: 'Portal', scopes, limits } },
  );
  expect(made.errors, JSON.stringify(made.errors)).toBeUndefined();
  return made.data!.adminCreateApiClient;
}
const PAGE = '{ adminBookingsPage(first: 1) { hasNextPage } }';

describe("a partner's limits", () => {
  it("count a keyed request as its client, report what is left, refuse past the limit and follow the office's change", async () => {
    const limit = ADDRESS_REQUESTS + 10;
    const a = await createKey(['bookings:read'], { requestsPerMinute: limit });
    expect(a.client.limits).toEqual({
      requestsPerMinute: limit,
      costPerMinute: t.config.budgets.graphqlCostPerMinute,
      quoteRequestsPerDay: 10,
      defaults: ['costPerMinute', 'quoteRequestsPerDay'],
    });
    for (let i = 1; i <= limit; i += 1) {
      const reply = await withKey(a.secret, PAGE);
      expect(reply.errors, `request ${i}`).toBeUndefined();
      expect(reply.extensions?.['budget']).toEqual({
        cost: expect.any(Number),
        costPerMinute: t.config.budgets.graphqlCostPerMinute,
        costRemaining: expect.any(Number),
        requestsPerMinute: limit,
        requestsRemaining: limit - i,
      });
    }
    const over = await withKey(a.secret, PAGE);
    expect(over.status).toBe(429);
    expect(over.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
      budget: { exhausted: 'requestsPerMinute', requestsPerMinute: limit },
    });
    expect(over.data ?? null).toBeNull();

    // another client's key is its own budget
    const b = await createKey(['bookings:read'], {});
    expect((await withKey(b.secret, PAGE)).errors).toBeUndefined();

    // the office raises the limit: the next request is served
    const raised = await admin.gql<{ adminSetApiClientLimits: { limits: any } }>(
      `mutation ($id: ID!, $input: ApiClientLimitsInput!) { adminSetApiClientLimits(id: $id, input: $input) { ${LIMITS} } }`,
      { id: a.client.id, input: { requestsPerMinute: limit + 5 } },
    );
    expect(raised.data!.adminSetApiClientLimits.limits).toMatchObject({ requestsPerMinute: limit + 5 });
    const again = await withKey(a.secret, PAGE);
    expect(again.errors).toBeUndefined();
    expect(again.extensions?.['budget']).toMatchObject({ requestsRemaining: 4 });
  });

  it('refuse an operation costing more than the minute has left, saying so', async () => {
    const c = await createKey(['bookings:read'], { costPerMinute: 5 });
    const big = await withKey(c.secret, '{ adminBookingsPage(first: 50) { nodes { id guidId status } } }');
    expect(big.status).toBe(429);
    expect(big.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      budget: { exhausted: 'costPerMinute', costPerMinute: 5 },
    });
  });

  it("count quote requests against the client's own daily limit", async () => {
    const d = await createKey(['quote-requests:write'], { quoteRequestsPerDay: 1 });
    const ask = (n: number) =>
      withKey(d.secret, 'mutation ($input: RequestQuoteInput!) { requestQuote(input: $input) { id } }', {
        input: {
          serviceId: quoteServiceId,
          name: 'Thandi Mokoena',
          email: `thandi-${n}@example.co.za`,
          phone: `084 555 000${n}`,
          street: '12 Kloof Street',
          suburb: 'Gardens',
          postalCode: '8001',
          description: 'A water-wise front garden.',
        },
      });
    const first = await ask(1);
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    const second = await ask(2);
    expect(second.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('refuse limits out of bounds naming the field', async () => {
    const e = await createKey(['bookings:read'], {});
    const bad = await admin.gql(
      `mutation ($id: ID!, $input: ApiClientLimitsInput!) { adminSetApiClientLimits(id: $id, input: $input) { id } }`,
      { id: e.client.id, input: { costPerMinute: 0 } },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'limits.costPerMinute',
    });
  });
});
