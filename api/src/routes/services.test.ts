import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOns,
  categories,
  services,
  serviceVariationOptions,
  serviceVariations,
  variationOptions,
  variations,
} from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
let categoryId: number;
let otherCategoryId: number;
/** Lawn Size: Small +0, Medium +150, Large +300. Grass Type: Kikuyu +0, Buffalo +50. */
let size: { id: number; small: number; medium: number; large: number };
let grass: { id: number; kikuyu: number; buffalo: number };

async function variation(name: string, options: [string, number][]) {
  const [v] = await api.db.insert(variations).values({ name }).returning();
  const rows = await api.db
    .insert(variationOptions)
    .values(options.map(([label, additionalCost]) => ({ variationId: v!.id, label, additionalCost })))
    .returning();
  return { id: v!.id, optionIds: rows.map((r) => r.id) };
}

beforeAll(async () => {
  api = await startTestApi();
  const cats = await api.db
    .insert(categories)
    .values([{ name: 'Lawn Care' }, { name: 'Tree & Hedge' }, { name: 'Hidden', statusId: 3 }])
    .returning();
  categoryId = cats[0]!.id;
  otherCategoryId = cats[1]!.id;
  const s = await variation('Lawn Size', [
    ['Small (up to 100 m²)', 0],
    ['Medium (100–300 m²)', 150],
    ['Large (300–600 m²)', 300],
  ]);
  size = { id: s.id, small: s.optionIds[0]!, medium: s.optionIds[1]!, large: s.optionIds[2]! };
  const g = await variation('Grass Type', [
    ['Kikuyu', 0],
    ['Buffalo', 50],
  ]);
  grass = { id: g.id, kikuyu: g.optionIds[0]!, buffalo: g.optionIds[1]! };
});
afterAll(() => api.close());

const save = (body: unknown) => api.post('services/save.php', body);
const mowing = () => ({
  categoryId,
  name: 'Lawn Mowing',
  description: 'A neat cut, edges and clippings bagged.',
  imageUrl: '/images/services/lawn-mowing.svg',
  basePrice: 350,
  durationMinutes: 120,
  isPackage: false,
  created_by: 4,
  variations: [
    {
      variationId: size.id,
      variationName: 'Lawn Size',
      options: [{ id: size.medium }, { id: size.large, label: 'Large', selected: true }],
    },
    { variationId: grass.id, options: [{ id: grass.kikuyu, selected: false }, { id: grass.buffalo }] },
  ],
});

async function offeredOptionIds(serviceId: number): Promise<number[]> {
  const rows = await api.db
    .select({ optionId: serviceVariationOptions.variationOptionId })
    .from(serviceVariationOptions)
    .innerJoin(serviceVariations, eq(serviceVariations.id, serviceVariationOptions.serviceVariationId))
    .where(eq(serviceVariations.serviceId, serviceId));
  return rows.map((r) => r.optionId).sort((a, b) => a - b);
}

describe('services/save.php and get.php', () => {
  it('saves a service with its variations and reads them back with prices', async () => {
    const res = await save(mowing());
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s).toMatchObject({
      categoryId,
      categoryName: 'Lawn Care',
      name: 'Lawn Mowing',
      basePrice: 350,
      durationMinutes: 120,
      isPackage: false,
      statusId: 1,
      created_by: 4,
      addOns: [],
    });
    // 350 + cheapest offered size (medium, 150) + cheapest offered grass (buffalo, 50); kikuyu is not offered.
    expect(s.fromPrice).toBe(550);
    expect(s.variations).toHaveLength(2);
    expect(s.variations[0]).toMatchObject({ variationId: size.id, variationName: 'Lawn Size' });
    expect(s.variations[0].serviceVariationId).toBeTypeOf('number');
    expect(s.variations[0].options).toEqual([
      expect.objectContaining({ id: size.small, additionalCost: 0, fullPrice: 350, selected: false }),
      expect.objectContaining({ id: size.medium, additionalCost: 150, fullPrice: 500, selected: true }),
      expect.objectContaining({ id: size.large, additionalCost: 300, fullPrice: 650, selected: true }),
    ]);
    expect(s.variations[1].options.map((o: { selected: boolean }) => o.selected)).toEqual([false, true]);

    const got = await api.get(`services/get.php?id=${s.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(s);
    expect(await offeredOptionIds(s.id)).toEqual(
      [size.medium, size.large, grass.buffalo].sort((a, b) => a - b),
    );
  });

  it('replaces the variations on update and keeps them when none are sent', async () => {
    const s = (await save(mowing())).body;
    const res = await save({
      id: s.id,
      categoryId: otherCategoryId,
      name: 'Hedge Trim',
      basePrice: 400,
      isPackage: 1,
      updated_by: 5,
      variations: [{ variationId: size.id, options: [{ id: size.small }] }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: s.id,
      categoryName: 'Tree & Hedge',
      name: 'Hedge Trim',
      isPackage: true,
      fromPrice: 400,
      description: s.description,
      created_by: 4,
      updated_by: 5,
    });
    expect(res.body.variations).toHaveLength(1);
    expect(await offeredOptionIds(s.id)).toEqual([size.small]);
    const again = await save({ id: s.id, categoryId, name: 'Hedge Trim', basePrice: 410 });
    expect(again.body.fromPrice).toBe(410);
    expect(await offeredOptionIds(s.id)).toEqual([size.small]);
    const cleared = await save({ id: s.id, categoryId, name: 'Hedge Trim', basePrice: 410, variations: [] });
    expect(cleared.body.variations).toEqual([]);
    expect(await offeredOptionIds(s.id)).toEqual([]);
  });

  it('writes nothing when a variation is refused (one transaction)', async () => {
    const s = (await save(mowing())).body;
    const res = await save({
      ...mowing(),
      id: s.id,
      name: 'Renamed but refused',
      basePrice: 999,
      variations: [
        { variationId: size.id, options: [{ id: size.small }] },
        { variationId: grass.id, options: [{ id: size.large }] },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields['variations.1.options.0.id']).toMatch(/not an option of variation/);
    const [row] = await api.db.select().from(services).where(eq(services.id, s.id));
    expect(row).toMatchObject({ name: 'Lawn Mowing', basePrice: 350 });
    expect(await offeredOptionIds(s.id)).toEqual(
      [size.medium, size.large, grass.buffalo].sort((a, b) => a - b),
    );
  });

  it('refuses a new service whose variations are wrong, writing no service row', async () => {
    const before = (await api.db.select().from(services)).length;
    for (const [variationsBody, field] of [
      [[{ variationId: 987654, options: [{ id: size.small }] }], 'variations.0.variationId'],
      [[{ variationId: size.id, options: [{ id: 987654 }] }], 'variations.0.options.0.id'],
      [[{ variationId: size.id, options: [] }], 'variations.0.options'],
      [
        [
          { variationId: size.id, options: [{ id: size.small }] },
          { variationId: size.id, options: [{ id: size.large }] },
        ],
        'variations.1.variationId',
      ],
      [[{ variationId: 'x', options: [] }], 'variations.0.variationId'],
    ] as const) {
      const res = await save({ ...mowing(), variations: variationsBody });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    expect(await api.db.select().from(services)).toHaveLength(before);
  });

  it('refuses bad fields with a 400 naming them', async () => {
    const before = (await api.db.select().from(services)).length;
    const base = mowing();
    for (const [body, field] of [
      [{ ...base, categoryId: undefined }, 'categoryId'],
      [{ ...base, categoryId: 555555 }, 'categoryId'],
      [{ ...base, categoryId: 'lawn' }, 'categoryId'],
      [{ ...base, name: '' }, 'name'],
      [{ ...base, name: 'n'.repeat(10_000) }, 'name'],
      [{ ...base, basePrice: -1 }, 'basePrice'],
      [{ ...base, basePrice: 'cheap' }, 'basePrice'],
      [{ ...base, basePrice: undefined }, 'basePrice'],
      [{ ...base, isPackage: 'yes' }, 'isPackage'],
      [{ ...base, statusId: 0 }, 'statusId'],
      [{ ...base, created_by: -3 }, 'created_by'],
      [{ ...base, variations: 'none' }, 'variations'],
    ] as const) {
      const res = await save(body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields), field).toContain(field);
    }
    expect(await api.db.select().from(services)).toHaveLength(before);
  });

  it('answers 404 for an update of a missing service and for get of a missing id', async () => {
    expect((await save({ ...mowing(), id: 888888 })).status).toBe(404);
    expect((await api.get('services/get.php?id=888888')).status).toBe(404);
    expect((await api.get('services/get.php?id=1.5')).status).toBe(400);
  });
});

describe('services/list.php and get-all-services-with-tabs.php', () => {
  let listCategory: number;
  beforeAll(async () => {
    const [c] = await api.db.insert(categories).values({ name: 'Irrigation' }).returning();
    listCategory = c!.id;
    for (const [name, statusId] of [
      ['Sprinkler service', 1],
      ['Drip line repair', 1],
      ['Borehole check', 3],
    ] as const) {
      const res = await save({ categoryId: listCategory, name, basePrice: 200, statusId });
      expect(res.status).toBe(200);
    }
  });

  it('lists services ordered by id with variations and add-ons, filtered and limited', async () => {
    const all = (await api.get('services/list.php')).body as { id: number; statusId: number }[];
    const ids = all.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all[0]).toHaveProperty('variations');
    expect(all[0]).toHaveProperty('addOns');
    expect(all[0]).toHaveProperty('fromPrice');
    const two = (await api.get('services/list.php?limit=2')).body;
    expect(two.map((s: { id: number }) => s.id)).toEqual(ids.slice(0, 2));
    const inCategory = (await api.get(`services/list.php?categoryId=${listCategory}`)).body;
    expect(inCategory.map((s: { name: string }) => s.name)).toEqual([
      'Sprinkler service',
      'Drip line repair',
      'Borehole check',
    ]);
    const inactive = (await api.get(`services/list.php?categoryId=${listCategory}&statusId=3`)).body;
    expect(inactive.map((s: { name: string }) => s.name)).toEqual(['Borehole check']);
    for (const q of ['limit=0', 'limit=abc', 'statusId=7', 'categoryId=-2']) {
      expect((await api.get(`services/list.php?${q}`)).status, q).toBe(400);
    }
  });

  it('includes only active add-ons in a service', async () => {
    const s = (await save({ categoryId: listCategory, name: 'With extras', basePrice: 100 })).body;
    await api.db.insert(addOns).values([
      { serviceId: s.id, name: 'Edge trimming', price: 80 },
      { serviceId: s.id, name: 'Withdrawn extra', price: 10, statusId: 3 },
    ]);
    const got = (await api.get(`services/get.php?id=${s.id}`)).body;
    expect(got.addOns).toEqual([
      expect.objectContaining({ serviceId: s.id, name: 'Edge trimming', price: 80 }),
    ]);
  });

  it('returns active services and active categories for the tabs', async () => {
    const res = await api.get('services/get-all-services-with-tabs.php');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['allCategories', 'services']);
    expect(res.body.services.length).toBeGreaterThan(0);
    expect(res.body.services.every((s: { statusId: number }) => s.statusId === 1)).toBe(true);
    expect(res.body.services.map((s: { name: string }) => s.name)).not.toContain('Borehole check');
    expect(res.body.services[0]).toHaveProperty('variations');
    expect(res.body.allCategories.every((c: { statusId: number }) => c.statusId === 1)).toBe(true);
    expect(res.body.allCategories.map((c: { name: string }) => c.name)).not.toContain('Hidden');
  });
});

describe('services/delete.php', () => {
  it('deletes a service with its variations and add-ons', async () => {
    const s = (await save(mowing())).body;
    await api.db.insert(addOns).values({ serviceId: s.id, name: 'Refuse removal', price: 120 });
    const res = await api.get(`services/delete.php?id=${s.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, archived: false });
    expect(await api.db.select().from(services).where(eq(services.id, s.id))).toHaveLength(0);
    expect(await api.db.select().from(addOns).where(eq(addOns.serviceId, s.id))).toHaveLength(0);
    expect(
      await api.db
        .select()
        .from(serviceVariations)
        .where(inArray(serviceVariations.serviceId, [s.id])),
    ).toHaveLength(0);
    expect((await api.get(`services/delete.php?id=${s.id}`)).status).toBe(404);
    expect((await api.get('services/delete.php?id=abc')).status).toBe(400);
  });
});
