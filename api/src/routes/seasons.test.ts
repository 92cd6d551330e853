import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, seasons } from '../db/schema.js';
import { insertLawnCareServices } from '../test/catalogue-rows.js';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
let serviceId: number;
beforeAll(async () => {
  api = await startTestApi();
  [serviceId] = (await insertLawnCareServices(api.db, [{ name: 'Lawn Mowing', basePrice: 350 }])) as [number];
});
afterAll(() => api.close());

const save = (body: unknown) => api.post('seasons/save.php', body);
const summer = {
  name: 'Summer',
  duration: '3 months',
  notes: 'Peak growing season.',
  startDate: '2026-12-01',
  endDate: '2027-02-28',
  multiplier: 1.2,
  created_by: 1,
};

describe('seasons', () => {
  it('inserts a season and reads it back with its packages', async () => {
    const res = await save(summer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...summer, created_by: 1, statusId: 1, packages: [] });
    const id = res.body.id as number;
    const pkg = await api.post('packages/save.php', {
      seasonId: id,
      name: 'Summer Lawn Care',
      price: 1800,
      services: [{ serviceId, quantity: 4 }],
    });
    expect(pkg.status).toBe(200);
    const got = await api.get(`seasons/get.php?id=${id}`);
    expect(got.status).toBe(200);
    expect(got.body.packages).toHaveLength(1);
    expect(got.body.packages[0]).toMatchObject({
      name: 'Summer Lawn Care',
      seasonId: id,
      services: [{ serviceId, serviceName: 'Lawn Mowing', quantity: 4 }],
    });
  });

  it('updates a season, stamping updated_by', async () => {
    const s = (await save({ ...summer, name: 'Winter', multiplier: 0.9 })).body;
    const res = await save({
      ...summer,
      id: s.id,
      name: 'Winter',
      multiplier: '0.85',
      notes: null,
      updated_by: 6,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: s.id,
      multiplier: 0.85,
      notes: null,
      updated_by: 6,
      duration: '3 months',
    });
    const [row] = await api.db.select().from(seasons).where(eq(seasons.id, s.id));
    expect(row?.multiplier).toBe(0.85);
    expect((await save({ ...summer, id: 999999 })).status).toBe(404);
  });

  it('refuses bad input with field messages', async () => {
    const before = (await api.db.select().from(seasons)).length;
    for (const [body, field] of [
      [{ ...summer, name: undefined }, 'name'],
      [{ ...summer, startDate: '2026-13-40' }, 'startDate'],
      [{ ...summer, endDate: undefined }, 'endDate'],
      [{ ...summer, endDate: '2026-01-01' }, 'endDate'],
      [{ ...summer, multiplier: -1 }, 'multiplier'],
      [{ ...summer, multiplier: 'high' }, 'multiplier'],
      [{ ...summer, notes: 'n'.repeat(50_000) }, 'notes'],
    ] as const) {
      const res = await save(body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    expect(await api.db.select().from(seasons)).toHaveLength(before);
  });

  it('lists seasons ordered by id, and with their packages and package services', async () => {
    await save({ ...summer, name: 'Off season', statusId: 3 });
    const list = (await api.get('seasons/list.php')).body as { id: number; name: string }[];
    expect(list.map((s) => s.id)).toEqual(list.map((s) => s.id).sort((a, b) => a - b));
    expect(list[0]).not.toHaveProperty('packages');
    const active = (await api.get('seasons/list.php?statusId=1')).body as { name: string }[];
    expect(active.map((s) => s.name)).not.toContain('Off season');

    const withPackages = await api.get('seasons/list-with-packages.php');
    expect(withPackages.status).toBe(200);
    const first = withPackages.body[0];
    expect(first).toMatchObject({ name: 'Summer', duration: '3 months', multiplier: 1.2 });
    expect(first.packages[0]).toMatchObject({
      name: 'Summer Lawn Care',
      price: 1800,
      services: [
        expect.objectContaining({ id: expect.any(Number), packageId: first.packages[0].id, serviceId }),
      ],
    });
    const onlyActive = (await api.get('seasons/list-with-packages.php?statusId=1')).body;
    expect(onlyActive.map((s: { name: string }) => s.name)).not.toContain('Off season');
    expect((await api.get('seasons/list-with-packages.php?statusId=abc')).status).toBe(400);
  });

  it('deletes a season; its packages stay without a season', async () => {
    const s = (await save({ ...summer, name: 'Autumn' })).body;
    const p = (
      await api.post('packages/save.php', {
        seasonId: s.id,
        name: 'Leaf clean-up',
        price: 900,
        services: [{ serviceName: 'Leaf raking' }],
      })
    ).body;
    const res = await api.get(`seasons/delete.php?id=${s.id}`);
    expect(res.body).toEqual({ success: true });
    expect(await api.db.select().from(seasons).where(eq(seasons.id, s.id))).toHaveLength(0);
    const [pkg] = await api.db.select().from(packages).where(eq(packages.id, p.id));
    expect(pkg?.seasonId).toBeNull();
    expect((await api.get(`seasons/delete.php?id=${s.id}`)).status).toBe(404);
    expect((await api.get(`seasons/get.php?id=${s.id}`)).status).toBe(404);
  });
});
