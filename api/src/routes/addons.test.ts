import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOns } from '../db/schema.js';
import { insertLawnCareServices } from '../test/catalogue-rows.js';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
let serviceId: number;
let otherServiceId: number;
beforeAll(async () => {
  api = await startTestApi();
  [serviceId, otherServiceId] = (await insertLawnCareServices(api.db, [
    { name: 'Lawn Mowing', basePrice: 350 },
    { name: 'Scarifying', basePrice: 600 },
  ])) as [number, number];
});
afterAll(() => api.close());

const save = (body: unknown) => api.post('addons/save.php', body);

describe('addons', () => {
  it('inserts, reads and updates an add-on', async () => {
    const res = await save({
      serviceId,
      name: 'Edge trimming',
      description: 'Crisp edges along paths and beds.',
      price: 80,
      created_by: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      serviceId,
      name: 'Edge trimming',
      description: 'Crisp edges along paths and beds.',
      price: 80,
      statusId: 1,
      created_by: 2,
      updated_by: 2,
    });
    const got = await api.get(`addons/get.php?id=${res.body.id}`);
    expect(got.body).toEqual(res.body);

    const upd = await save({
      id: res.body.id,
      serviceId,
      name: 'Edge trimming',
      price: '95.50',
      updated_by: 3,
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({
      price: 95.5,
      description: 'Crisp edges along paths and beds.',
      updated_by: 3,
    });
    const [row] = await api.db.select().from(addOns).where(eq(addOns.id, res.body.id));
    expect(row?.price).toBe(95.5);
    // A service read carries it.
    const service = (await api.get(`services/get.php?id=${serviceId}`)).body;
    expect(service.addOns.map((a: { id: number }) => a.id)).toContain(res.body.id);
  });

  it('lists ordered by id, by service and by status', async () => {
    await save({ serviceId: otherServiceId, name: 'Garden refuse removal', price: 120 });
    await save({ serviceId: otherServiceId, name: 'Old extra', price: 10, statusId: 3 });
    const all = (await api.get('addons/list.php')).body as { id: number }[];
    expect(all.map((a) => a.id)).toEqual(all.map((a) => a.id).sort((a, b) => a - b));
    const forOther = (await api.get(`addons/list.php?serviceId=${otherServiceId}`)).body;
    expect(forOther.map((a: { name: string }) => a.name)).toEqual(['Garden refuse removal', 'Old extra']);
    const active = (await api.get(`addons/list.php?serviceId=${otherServiceId}&statusId=1`)).body;
    expect(active.map((a: { name: string }) => a.name)).toEqual(['Garden refuse removal']);
    expect((await api.get('addons/list.php?serviceId=abc')).status).toBe(400);
  });

  it('refuses bad input and unknown services with field messages, writing nothing', async () => {
    const before = (await api.db.select().from(addOns)).length;
    for (const [body, field] of [
      [{ name: 'X', price: 10 }, 'serviceId'],
      [{ serviceId: 777777, name: 'X', price: 10 }, 'serviceId'],
      [{ serviceId, name: '', price: 10 }, 'name'],
      [{ serviceId, name: 'X'.repeat(3000), price: 10 }, 'name'],
      [{ serviceId, name: 'X', price: -5 }, 'price'],
      [{ serviceId, name: 'X', price: 'free' }, 'price'],
      [{ serviceId, name: 'X' }, 'price'],
      [{ serviceId, name: 'X', price: 1, statusId: 'on' }, 'statusId'],
    ] as const) {
      const res = await save(body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    expect(await api.db.select().from(addOns)).toHaveLength(before);
    expect((await save({ id: 777777, serviceId, name: 'X', price: 1 })).status).toBe(404);
    expect((await api.get('addons/get.php?id=777777')).status).toBe(404);
  });

  it('deletes an add-on, 404 the second time', async () => {
    const a = (await save({ serviceId, name: 'Fertiliser top-up', price: 60 })).body;
    const res = await api.get(`addons/delete.php?id=${a.id}`);
    expect(res.body).toMatchObject({ success: true, archived: false });
    expect(await api.db.select().from(addOns).where(eq(addOns.id, a.id))).toHaveLength(0);
    expect((await api.get(`addons/delete.php?id=${a.id}`)).status).toBe(404);
  });
});
