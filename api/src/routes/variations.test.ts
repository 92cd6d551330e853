import { eq } from 'drizzle-orm';
import { anyFieldValue, expectNoServerErrorFromRandomBodies } from '../test/arbitraries.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, serviceVariations, services, variationOptions, variations } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const newVariation = async (name = 'Lawn size') => {
  const res = await api.post('variation/save.php', { name, description: 'Area to mow', created_by: 5 });
  expect(res.status).toBe(200);
  return res.body as number;
};
const newOption = async (variationId: number, label: string, additionalCost: number | string = 0) => {
  const res = await api.post('variationoption/save.php', { variationId, label, additionalCost });
  expect(res.status).toBe(200);
  return res.body as number;
};

describe('variation/save.php', () => {
  it('inserts and replies the id as a bare number', async () => {
    const res = await api.post('variation/save.php', { name: ' Hedge height ', created_by: 2 });
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^\d+$/);
    const [row] = await api.db.select().from(variations).where(eq(variations.id, res.body));
    expect(row).toMatchObject({ name: 'Hedge height', description: null, createdBy: 2, statusId: 1 });
  });

  it('updates with an id and 404s for a missing one', async () => {
    const id = await newVariation();
    const res = await api.post('variation/save.php', {
      id,
      name: 'Lawn area',
      description: 'm²',
      updated_by: 8,
      statusId: 3,
    });
    expect(res.body).toBe(id);
    const [row] = await api.db.select().from(variations).where(eq(variations.id, id));
    expect(row).toMatchObject({
      name: 'Lawn area',
      description: 'm²',
      updatedBy: 8,
      statusId: 3,
      createdBy: 5,
    });
    expect((await api.post('variation/save.php', { id: 999_999, name: 'Nobody' })).status).toBe(404);
  });

  it("refuses a missing or short name in the product's words", async () => {
    expect((await api.post('variation/save.php', {})).body.fields).toEqual({ name: 'Name is required' });
    const short = await api.post('variation/save.php', { name: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body.fields.name).toBe('Name must be at least 3 characters');
    expect(await api.db.select().from(variations).where(eq(variations.name, 'ab'))).toEqual([]);
  });
});

describe('variationoption/save.php', () => {
  it('inserts and updates an option', async () => {
    const variationId = await newVariation();
    const id = await newOption(variationId, 'Small', '25.50');
    const [row] = await api.db.select().from(variationOptions).where(eq(variationOptions.id, id));
    expect(row).toMatchObject({ variationId, label: 'Small', additionalCost: 25.5 });
    const res = await api.post('variationoption/save.php', {
      id,
      variationId,
      label: 'Medium',
      additionalCost: 40,
      updated_by: 3,
    });
    expect(res.body).toBe(id);
    const [after] = await api.db.select().from(variationOptions).where(eq(variationOptions.id, id));
    expect(after).toMatchObject({ label: 'Medium', additionalCost: 40, updatedBy: 3 });
    const missing = await api.post('variationoption/save.php', {
      id: 999_999,
      variationId,
      label: 'Ghost',
      additionalCost: 0,
    });
    expect(missing.status).toBe(404);
  });

  it('refuses bad fields with field-level messages and writes nothing', async () => {
    const variationId = await newVariation();
    const base = { variationId, label: 'Fine', additionalCost: 0 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ label: '' }, 'label', 'Label is required'],
      [{ label: 'x' }, 'label', 'Label must be at least 2 characters'],
      [{ additionalCost: -0.01 }, 'additionalCost', 'Additional cost must be at least 0'],
      [{ additionalCost: undefined }, 'additionalCost', 'Additional cost is required'],
      [{ additionalCost: 'free' }, 'additionalCost', 'Additional cost must be a valid number'],
      [{ variationId: 'abc' }, 'variationId', 'Variation must be a valid number'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await api.post('variationoption/save.php', { ...base, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.fields[field], JSON.stringify(patch)).toBe(message);
    }
    expect(
      await api.db.select().from(variationOptions).where(eq(variationOptions.variationId, variationId)),
    ).toEqual([]);
  });

  it('refuses an unknown variationId as a 400 on that field', async () => {
    const res = await api.post('variationoption/save.php', {
      variationId: 876_543,
      label: 'Orphan',
      additionalCost: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ variationId: 'Variation not found' });
  });
});

describe('reading and deleting', () => {
  it('get.php and list.php include the options ordered by id', async () => {
    const variationId = await newVariation('Grass type');
    const ids = [await newOption(variationId, 'Kikuyu', 0), await newOption(variationId, 'Buffalo', 15)];
    const got = await api.get(`variation/get.php?id=${variationId}`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: variationId,
      name: 'Grass type',
      description: 'Area to mow',
      statusId: 1,
    });
    expect(got.body.updated_at).toMatch(/Z$/);
    expect(got.body.options).toEqual([
      expect.objectContaining({
        id: ids[0],
        variationId,
        label: 'Kikuyu',
        additionalCost: 0,
        description: null,
      }),
      expect.objectContaining({ id: ids[1], variationId, label: 'Buffalo', additionalCost: 15 }),
    ]);
    const list = await api.get('variation/list.php');
    expect(list.body.find((v: { id: number }) => v.id === variationId).options).toHaveLength(2);
    const listIds = list.body.map((v: { id: number }) => v.id);
    expect(listIds).toEqual([...listIds].sort((a: number, b: number) => a - b));
    const byVariation = await api.get(`variationoption/list.php?variationId=${variationId}`);
    expect(byVariation.body.map((o: { id: number }) => o.id)).toEqual(ids);
    const all = await api.get('variationoption/list.php');
    expect(all.body.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining(ids));
    expect((await api.get(`variationoption/get.php?id=${ids[1]}`)).body.label).toBe('Buffalo');
  });

  it('deletes an option; refuses to delete a variation services offer, naming them; then deletes it with its options', async () => {
    const variationId = await newVariation();
    const a = await newOption(variationId, 'Aa');
    const b = await newOption(variationId, 'Bb');
    const [cat] = await api.db.insert(categories).values({ name: 'Lawns' }).returning();
    const [svc] = await api.db.insert(services).values({ name: 'Mowing', categoryId: cat!.id }).returning();
    await api.db.insert(serviceVariations).values({ serviceId: svc!.id, variationId });

    expect((await api.get(`variationoption/delete.php?id=${a}`)).body).toMatchObject({
      success: true,
      archived: false,
    });
    expect((await api.get(`variationoption/delete.php?id=${a}`)).status).toBe(404);
    // A service still offers it: the delete is refused, naming the service.
    const used = await api.get(`variation/delete.php?id=${variationId}`);
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ code: 'IN_USE', error: expect.stringContaining('Mowing') });
    await api.db.delete(serviceVariations).where(eq(serviceVariations.variationId, variationId));
    expect((await api.get(`variation/delete.php?id=${variationId}`)).body).toMatchObject({
      success: true,
      archived: false,
    });
    expect(await api.db.select().from(variationOptions).where(eq(variationOptions.id, b))).toEqual([]);
    expect((await api.get(`variation/get.php?id=${variationId}`)).status).toBe(404);
    expect((await api.get(`variation/delete.php?id=${variationId}`)).status).toBe(404);
  });
});

describe('random bodies', () => {
  it('never produce a 500 from either save endpoint', async () => {
    const value = anyFieldValue('1', '0.5', '-3', '');
    await expectNoServerErrorFromRandomBodies(api, ['variation/save.php', 'variationoption/save.php'], {
      id: value,
      variationId: value,
      name: value,
      label: value,
      additionalCost: value,
      description: value,
      statusId: value,
      updated_by: value,
    });
  });
});
