/**
 * Idempotency keys on the office's creates (issue #35, "every mutation that creates something"): each
 * save route that makes a record (the catalogue, modifiers and variations, crews, accounts, a
 * customer's property, the generic table's insert, an API client) makes it once per key, however
 * many requests carry the key at once; the same key with a different request is DUPLICATE (field
 * idempotencyKey); an API client's secret, shown once, is never answered again.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
let categoryId: number;
let customerId: number;
let staffId: number;
beforeAll(async () => {
  api = await startTestApi();
  categoryId = (await api.post<{ id: number }>('categories/save.php', { name: 'Idempotent Care' })).body.id;
  customerId = (
    await api.post<{ id: number }>('customers/save.php', {
      name: 'Property Owner',
      email: `owner-${Date.now()}@example.co.za`,
    })
  ).body.id;
  staffId = (
    await api.post<{ id: number }>('users/save.php', {
      name: 'Crew Member',
      email: `staff-${Date.now()}@example.co.za`,
      password: 'correct-horse-battery',
      role: 'staff',
    })
  ).body.id;
});
afterAll(() => api.close());

let seq = 0;
const digest = (s: string) => createHash('sha256').update(s).digest('hex');
const claim = (request: string) => {
  seq += 1;
  return { key: `office-${seq}-${Date.now()}`, actor: 'user:1', fingerprint: digest(request) };
};

interface Create {
  name: string;
  path: string;
  /** A valid create, different each call. */
  body: () => Record<string, unknown>;
  /** The id of a reply. */
  id: (reply: unknown) => number;
  /** The table the record lands in. */
  table: string;
}

const byId = (reply: unknown) => Number((reply as { id: number }).id);
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const CREATES: Create[] = [
  {
    name: 'a category',
    path: 'categories/save.php',
    body: () => ({ name: `Hedges ${unique()}` }),
    id: byId,
    table: 'categories',
  },
  {
    name: 'a season',
    path: 'seasons/save.php',
    body: () => ({
      name: `Summer ${unique()}`,
      startDate: '2026-12-01',
      endDate: '2027-02-28',
      multiplier: 1.1,
    }),
    id: byId,
    table: 'seasons',
  },
  {
    name: 'a service',
    path: 'services/save.php',
    body: () => ({ categoryId, name: `Edging ${unique()}`, basePrice: 120 }),
    id: byId,
    table: 'services',
  },
  {
    name: 'a package',
    path: 'packages/save.php',
    body: () => ({ name: `Autumn pack ${unique()}`, price: 900, statusId: 2 }),
    id: byId,
    table: 'packages',
  },
  {
    name: 'a modifier with options',
    path: 'modifier/save-with-options.php',
    body: () => ({
      name: `Steep garden ${unique()}`,
      options: [{ name: 'Steep', type: 'extra', units: 'amount', value: 50 }],
    }),
    id: byId,
    table: 'modifiers',
  },
  {
    name: 'a variation (its own save)',
    path: 'variation/save.php',
    body: () => ({ name: `Lawn size ${unique()}` }),
    id: (reply) => Number(reply),
    table: 'variations',
  },
  {
    name: 'a crew',
    path: 'crews/save.php',
    body: () => ({ name: `Crew ${unique()}`, colour: '#2f9e44', memberIds: [staffId] }),
    id: byId,
    table: 'crews',
  },
  {
    name: 'an account',
    path: 'users/save.php',
    body: () => ({
      name: 'New Manager',
      email: `manager-${unique()}@example.co.za`,
      password: 'correct-horse-battery',
      role: 'manager',
    }),
    id: byId,
    table: 'users',
  },
  {
    name: "a customer's property",
    path: 'customers/save-property.php',
    body: () => ({
      userId: customerId,
      street: `${++seq} Kloof Street`,
      suburb: 'Gardens',
      postalCode: '8001',
    }),
    id: byId,
    table: 'customer_properties',
  },
  {
    name: "the generic table's row",
    path: 'query/query.php',
    body: () => ({
      table: 'categories',
      action: 'insert',
      data: [{ key: 'name', value: `Trees ${unique()}` }],
    }),
    id: (reply) => Number((reply as { id: number | string }).id),
    table: 'categories',
  },
];

const rows = async (table: string) =>
  Number(
    ((await api.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as { n: number }).n,
  );

describe.each(CREATES)('$name, created with an idempotency key', (create) => {
  it('is made once for requests sent at once with one key, and each answers it', async () => {
    const body = create.body();
    const idempotency = claim(JSON.stringify(body));
    const before = await rows(create.table);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => api.post(create.path, { ...body, idempotency })),
    );
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const ids = new Set(replies.map((r) => create.id(r.body)));
    expect(ids.size).toBe(1);
    expect(await rows(create.table)).toBe(before + 1);
    // Sent again later (a retry after a lost answer): the same record, nothing new.
    const again = await api.post(create.path, { ...body, idempotency });
    expect(again.status).toBe(200);
    expect(create.id(again.body)).toBe([...ids][0]);
    expect(await rows(create.table)).toBe(before + 1);
  });

  it('refuses the same key with a different request, making nothing', async () => {
    const body = create.body();
    const idempotency = claim(JSON.stringify(body));
    expect((await api.post(create.path, { ...body, idempotency })).status).toBe(200);
    const before = await rows(create.table);
    const other = create.body();
    const refused = await api.post<{ code: string; fields: Record<string, string> }>(create.path, {
      ...other,
      idempotency: { ...idempotency, fingerprint: digest(JSON.stringify(other)) },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('DUPLICATE');
    expect(refused.body.fields).toHaveProperty('idempotencyKey');
    expect(await rows(create.table)).toBe(before);
  });

  it('makes a new record for each request without a key, as before', async () => {
    const before = await rows(create.table);
    expect((await api.post(create.path, create.body())).status).toBe(200);
    expect((await api.post(create.path, create.body())).status).toBe(200);
    expect(await rows(create.table)).toBe(before + 2);
  });
});

describe('a create sent again never writes over what changed since', () => {
  it("a service's replay leaves the variations the office chose after it alone", async () => {
    const variation = (
      await api.post<{ id: number; options: { id: number }[] }>('variation/save-with-options.php', {
        name: `Lawn size ${unique()}`,
        options: [{ label: 'Small', additionalCost: 0 }],
      })
    ).body;
    const body = { categoryId, name: `Scarifying ${unique()}`, basePrice: 400 };
    const idempotency = claim(JSON.stringify(body));
    const made = await api.post<{ id: number }>('services/save.php', { ...body, idempotency });
    expect(made.status).toBe(200);
    const chosen = [{ variationId: variation.id, options: [{ id: variation.options[0]!.id }] }];
    const changed = await api.post('services/save.php', { ...body, id: made.body.id, variations: chosen });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const replay = await api.post<{ id: number; variations: { variationId: number }[] }>(
      'services/save.php',
      {
        ...body,
        idempotency,
      },
    );
    expect(replay.body.id).toBe(made.body.id);
    expect(replay.body.variations.map((v) => v.variationId)).toEqual([variation.id]);
  });
});

describe('an API client created with an idempotency key', () => {
  const client = () => ({
    name: `Partner ${unique()}`,
    scopes: ['catalogue:read'],
    secretHash: digest(unique()),
    secretShown: 'gl_live_…abcd',
  });

  it('is made once; the key sent again is DUPLICATE naming it, since its secret was shown once', async () => {
    const body = client();
    const { secretHash: _hash, secretShown: _shown, ...asked } = body;
    const idempotency = claim(JSON.stringify(asked));
    const before = await rows('api_clients');
    const replies = await Promise.all(
      Array.from({ length: 3 }, () =>
        // Each attempt brings a fresh secret (the gateway makes one per request); the key is the same.
        api.post<{ id: number; code?: string; error?: string }>('developers/save.php', {
          ...body,
          secretHash: digest(unique()),
          idempotency,
        }),
      ),
    );
    const made = replies.filter((r) => r.status === 200);
    expect(made).toHaveLength(1);
    for (const refused of replies.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('DUPLICATE');
      expect(refused.body.error).toContain(`id ${made[0]!.body.id}`);
    }
    expect(await rows('api_clients')).toBe(before + 1);
  });
});
