import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, services } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const save = (body: unknown) => api.post('categories/save.php', body);

describe('categories/save.php', () => {
  it('inserts a category with audit fields and reads it back', async () => {
    const res = await save({
      name: '  Lawn Care ',
      description: 'Mowing and feeding',
      imageUrl: '/images/categories/lawn-care.svg',
      created_by: 7,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Lawn Care',
      description: 'Mowing and feeding',
      imageUrl: '/images/categories/lawn-care.svg',
      parentCategoryId: null,
      statusId: 1,
      created_by: 7,
      updated_by: 7,
    });
    expect(res.body.id).toBeTypeOf('number');
    expect(new Date(res.body.created_at).toISOString()).toBe(res.body.created_at);
    const [row] = await api.db.select().from(categories).where(eq(categories.id, res.body.id));
    expect(row?.name).toBe('Lawn Care');
    expect(row?.createdBy).toBe(7);
  });

  it('updates by id, stamping updated_at and updated_by, keeping fields not sent', async () => {
    const created = (await save({ name: 'Old name', description: 'Keep me', created_by: 1 })).body;
    await new Promise((r) => setTimeout(r, 15));
    const res = await save({ id: created.id, name: 'New name', statusId: 3, updated_by: 9 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, name: 'New name', description: 'Keep me', statusId: 3 });
    expect(res.body.updated_by).toBe(9);
    expect(res.body.created_by).toBe(1);
    expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));
    const [row] = await api.db.select().from(categories).where(eq(categories.id, created.id));
    expect(row).toMatchObject({ name: 'New name', statusId: 3, updatedBy: 9 });
  });

  it('answers 404 when updating a category that does not exist', async () => {
    const res = await save({ id: 999999, name: 'Ghost' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await api.db.select().from(categories);
    for (const [body, field] of [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 42 }, 'name'],
      [{ name: 'x'.repeat(5000) }, 'name'],
      [{ name: 'Ok', description: 'y'.repeat(100_000) }, 'description'],
      [{ name: 'Ok', statusId: 9 }, 'statusId'],
      [{ name: 'Ok', imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ name: 'Ok', parentCategoryId: 'abc' }, 'parentCategoryId'],
      [{ name: 'Ok', parentCategoryId: 424242 }, 'parentCategoryId'],
    ] as const) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    expect(await api.db.select().from(categories)).toHaveLength(before.length);
  });

  it('refuses a parent that would make a loop', async () => {
    const a = (await save({ name: 'Loop A' })).body;
    const b = (await save({ name: 'Loop B', parentCategoryId: a.id })).body;
    const res = await save({ id: a.id, name: 'Loop A', parentCategoryId: b.id });
    expect(res.status).toBe(400);
    expect(res.body.fields.parentCategoryId).toMatch(/itself/);
    const [row] = await api.db.select().from(categories).where(eq(categories.id, a.id));
    expect(row?.parentCategoryId).toBeNull();
  });
});

describe('categories reads', () => {
  let parent: { id: number };
  let child: { id: number };
  let inactive: { id: number };
  beforeAll(async () => {
    parent = (await save({ name: 'Garden Maintenance' })).body;
    child = (await save({ name: 'Beds and borders', parentCategoryId: parent.id })).body;
    inactive = (await save({ name: 'Retired', statusId: 3 })).body;
  });

  it('gets one by id, 404 when absent, 400 for a bad id', async () => {
    const res = await api.get(`categories/get.php?id=${child.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: child.id, name: 'Beds and borders', parentCategoryId: parent.id });
    expect((await api.get('categories/get.php?id=999999')).status).toBe(404);
    const bad = await api.get('categories/get.php?id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.id).toBeTruthy();
    expect((await api.get('categories/get.php')).status).toBe(400);
  });

  it('lists every status ordered by id, with an optional statusId filter', async () => {
    const all = (await api.get('categories/list.php')).body as { id: number; statusId: number }[];
    const ids = all.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ids).toContain(inactive.id);
    const active = (await api.get('categories/list.php?statusId=1')).body as {
      id: number;
      statusId: number;
    }[];
    expect(active.every((c) => c.statusId === 1)).toBe(true);
    expect(active.map((c) => c.id)).not.toContain(inactive.id);
    expect((await api.get('categories/list.php?statusId=x')).status).toBe(400);
    const byCompany = await api.get('categories/list-by-company-id.php?companyId=1');
    expect(byCompany.body).toEqual(all);
  });

  it('lists children of a parent, and top-level ones for parentId 0', async () => {
    const kids = (await api.get(`categories/by-parent.php?companyId=1&parentId=${parent.id}`)).body;
    expect(kids.map((c: { id: number }) => c.id)).toEqual([child.id]);
    const top = (await api.get('categories/by-parent.php?companyId=1&parentId=0')).body;
    expect(top.every((c: { parentCategoryId: number | null }) => c.parentCategoryId === null)).toBe(true);
    expect(top.map((c: { id: number }) => c.id)).toContain(parent.id);
    expect((await api.get('categories/by-parent.php?parentId=-1')).status).toBe(400);
  });

  it('returns a category and its direct children', async () => {
    const res = await api.get(`categories/category-and-children.php?companyId=1&categoryId=${parent.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((c: { id: number }) => c.id)).toEqual([parent.id, child.id]);
    expect((await api.get('categories/category-and-children.php?categoryId=999999')).status).toBe(404);
    expect((await api.get('categories/category-and-children.php')).status).toBe(400);
  });

  it('returns a category with its active services and all active categories', async () => {
    await api.db.insert(services).values([
      { categoryId: parent.id, name: 'Weeding', basePrice: 300 },
      { categoryId: parent.id, name: 'Old service', basePrice: 100, statusId: 3 },
    ]);
    const res = await api.get(`categories/get-category-with-services.php?id=${parent.id}`);
    expect(res.status).toBe(200);
    expect(res.body.services.map((s: { name: string }) => s.name)).toEqual(['Weeding']);
    expect(res.body.services[0]).toMatchObject({
      categoryId: parent.id,
      fromPrice: 300,
      variations: [],
      addOns: [],
    });
    const catIds = res.body.allCategories.map((c: { id: number }) => c.id);
    expect(catIds).toContain(parent.id);
    expect(catIds).not.toContain(inactive.id);
    expect((await api.get('categories/get-category-with-services.php?id=999999')).status).toBe(404);
  });
});

describe('categories/delete.php', () => {
  it('deletes an unused category', async () => {
    const c = (await save({ name: 'Temporary' })).body;
    const res = await api.get(`categories/delete.php?id=${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await api.db.select().from(categories).where(eq(categories.id, c.id))).toHaveLength(0);
    expect((await api.get(`categories/delete.php?id=${c.id}`)).status).toBe(404);
  });

  it('refuses to delete a category that still has services (409 IN_USE)', async () => {
    const c = (await save({ name: 'Irrigation' })).body;
    await api.db.insert(services).values({ categoryId: c.id, name: 'Drip system check', basePrice: 450 });
    const res = await api.get(`categories/delete.php?id=${c.id}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IN_USE');
    expect(await api.db.select().from(categories).where(eq(categories.id, c.id))).toHaveLength(1);
  });

  it('answers 400 for a bad id', async () => {
    expect((await api.get('categories/delete.php?id=0')).status).toBe(400);
  });
});
