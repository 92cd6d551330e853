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

describe('catalogue details', () => {
  it('the services page costs at most 3 REST calls whatever the number of services', async () => {
    const page = `query ServicesRoute($categoryId: ID) {
      categories { id name services { id } }
      services(categoryId: $categoryId) { id name fromPrice imageUrl category { id name }
        variations { options { id label } } addOns { id } }
    }`;
    const count = async (variables: Record<string, unknown>) => {
      const before = t.apiCalls.length;
      const res = await t.client().gql(page, variables);
      expect(res.errors).toBeUndefined();
      const ids = new Set(t.apiCalls.slice(before).map((c) => c.requestId));
      expect(ids.size).toBe(1);
      return { calls: t.apiCalls.length - before, services: res.data!.services.length as number };
    };
    const all = await count({});
    expect(all.services).toBeGreaterThan(3);
    expect(all.calls).toBeLessThanOrEqual(3);
    const categories = (await t.client().gql('{ categories { id } }')).data!.categories;
    const one = await count({ categoryId: categories[0].id });
    expect(one.calls).toBeLessThanOrEqual(3);
  });

  it('one service with every option of its variations for the admin form; unknown ids are null', async () => {
    const list = (await t.client().gql('{ services { id } }')).data!.services;
    const res = await t.client().gql(
      `query($id: ID!) { service(id: $id) { id name
        variations { variationName all: options(onlyOffered: false) { id offered } offered: options { id } } } }`,
      { id: list[0].id },
    );
    expect(res.errors).toBeUndefined();
    for (const v of res.data!.service.variations) {
      expect(v.all.length).toBeGreaterThanOrEqual(v.offered.length);
      expect(v.offered.map((o: any) => o.id)).toEqual(
        v.all.filter((o: any) => o.offered).map((o: any) => o.id),
      );
    }
    const missing = await t
      .client()
      .gql(
        '{ a: service(id: "999999") { id } b: service(id: "abc") { id } c: package(id: "999999") { id } }',
      );
    expect(missing.errors).toBeUndefined();
    expect(missing.data).toEqual({ a: null, b: null, c: null });
  });

  it('seasons with their packages and included services; modifiers with typed options', async () => {
    const res = await t.client().gql(`{
      seasons { id name startDate endDate multiplier status packages { id name price status services { serviceName quantity } } }
      modifiers { id name options { id modifierId name type units value } }
    }`);
    expect(res.errors).toBeUndefined();
    const { seasons, modifiers } = res.data!;
    expect(seasons.length).toBeGreaterThan(0);
    const packages = seasons.flatMap((s: any) => s.packages);
    expect(packages.length).toBeGreaterThan(0);
    expect(packages.every((p: any) => p.status === 'ACTIVE' && p.price >= 0)).toBe(true);
    for (const s of seasons) expect(s.startDate <= s.endDate).toBe(true);
    const pkg = await t
      .client()
      .gql('query($id: ID!) { package(id: $id) { id name services { serviceName } } }', {
        id: packages[0].id,
      });
    expect(pkg.data!.package.name).toBe(packages[0].name);
    expect(modifiers.length).toBeGreaterThan(0);
    expect(modifiers.map((m: any) => Number(m.id))).toEqual(
      [...modifiers.map((m: any) => Number(m.id))].sort((a, b) => a - b),
    );
    for (const o of modifiers.flatMap((m: any) => m.options)) {
      expect(['NO_CHARGE', 'EXTRA', 'DISCOUNT']).toContain(o.type);
      if (o.type === 'NO_CHARGE') expect([o.units, o.value]).toEqual([null, 0]);
      else expect(['PERCENT', 'AMOUNT']).toContain(o.units);
    }
  });
});

describe('withdrawn records', () => {
  it('an inactive service is neither listed nor found by id for customers, but admins still read it', async () => {
    const services = (await t.client().gql('{ services { id } }')).data!.services;
    const id = services.at(-1).id;
    const updated = await t.api.post('query/query.php', {
      table: 'services',
      action: 'update',
      data: [{ key: 'statusId', value: 3 }],
      filters: [{ key: 'id', value: Number(id) }],
    });
    expect(updated.status).toBe(200);
    const res = await t.client().gql('query($id: ID!) { service(id: $id) { id } services { id } }', { id });
    expect(res.data!.service).toBeNull();
    expect(res.data!.services.map((s: any) => s.id)).not.toContain(id);
    const admin = await t.signedIn('admin');
    const seen = await admin.gql('query($id: ID!) { adminService(id: $id) { id status } }', { id });
    expect(seen.data!.adminService).toEqual({ id, status: 'INACTIVE' });
  });
});

describe('featured services', () => {
  it('answers the first active services in the order of the catalogue, as many as asked', async () => {
    const res = await t.client().gql(`{ services { id } featuredServices(first: 3) { id } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.featuredServices).toEqual(res.data!.services.slice(0, 3));
  });

  it('refuses a count outside 1 to 50, naming the argument', async () => {
    for (const first of [0, 51]) {
      const res = await t.client().gql(`query ($first: Int!) { featuredServices(first: $first) { id } }`, {
        first,
      });
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
    }
  });
});
