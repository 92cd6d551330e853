import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageServices, packages, seasons } from '../db/schema.js';
import { insertLawnCareServices } from '../test/catalogue-rows.js';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
let seasonId: number;
let otherSeasonId: number;
let mowingId: number;
let hedgeId: number;
beforeAll(async () => {
  api = await startTestApi();
  [mowingId, hedgeId] = (await insertLawnCareServices(api.db, [
    { name: 'Lawn Mowing', basePrice: 350 },
    { name: 'Hedge Trimming', basePrice: 500 },
  ])) as [number, number];
  const ss = await api.db
    .insert(seasons)
    .values([
      { name: 'Spring', startDate: '2026-09-01', endDate: '2026-11-30', multiplier: 1.1 },
      { name: 'Winter', startDate: '2026-06-01', endDate: '2026-08-31', multiplier: 0.9 },
    ])
    .returning();
  seasonId = ss[0]!.id;
  otherSeasonId = ss[1]!.id;
});
afterAll(() => api.close());

const save = (body: unknown) => api.post('packages/save.php', body);
const spring = () => ({
  seasonId,
  name: 'Spring Revival',
  description: 'Wake the garden up.',
  imageUrl: '/images/packages/spring-revival.svg',
  startDate: '2026-09-01',
  endDate: '2026-11-30',
  price: 2450,
  created_by: 3,
  services: [
    { serviceId: mowingId, quantity: 3 },
    { serviceId: hedgeId, serviceName: 'Hedge shaping', quantity: 1 },
  ],
});

describe('packages', () => {
  it('is active only with at least one service, whoever writes it', async () => {
    const empty = await save({ ...spring(), name: 'Empty', services: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      statusId: 'A package needs at least one service before it can be active.',
    });
    const pending = await save({ ...spring(), name: 'Empty for now', services: [], statusId: 2 });
    expect(pending.status).toBe(200);
    // The generic table cannot make it active either, until it has a service.
    const activate = (id: number) =>
      api.post('query/query.php', {
        table: 'packages',
        action: 'update',
        data: [{ key: 'statusId', value: 1 }],
        filters: [{ key: 'id', value: id }],
      });
    expect((await activate(pending.body.id)).status).toBe(400);
    const inserted = await api.post('query/query.php', {
      table: 'packages',
      action: 'insert',
      data: [
        { key: 'name', value: 'Made in the table' },
        { key: 'price', value: 100 },
      ],
    });
    expect(inserted.status).toBe(400);
    await save({ ...spring(), id: pending.body.id, name: 'Empty for now', statusId: 2 });
    expect((await activate(pending.body.id)).status).toBe(200);
  });

  it('saves a package with its services and reads it back', async () => {
    const res = await save(spring());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      seasonId,
      name: 'Spring Revival',
      price: 2450,
      startDate: '2026-09-01',
      endDate: '2026-11-30',
      statusId: 1,
      created_by: 3,
      services: [
        { serviceId: mowingId, serviceName: 'Lawn Mowing', quantity: 3 },
        { serviceId: hedgeId, serviceName: 'Hedge shaping', quantity: 1 },
      ],
    });
    expect(res.body.services[0].packageId).toBe(res.body.id);
    const got = await api.get(`packages/get.php?id=${res.body.id}`);
    expect(got.body).toEqual(res.body);
  });

  it('replaces the services on update, keeps them when none are sent', async () => {
    const p = (await save(spring())).body;
    const res = await save({
      id: p.id,
      name: 'Spring Lite',
      price: 1200,
      services: [{ serviceId: hedgeId }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Spring Lite',
      price: 1200,
      seasonId,
      description: 'Wake the garden up.',
    });
    expect(res.body.services).toEqual([expect.objectContaining({ serviceId: hedgeId, quantity: 1 })]);
    const rows = await api.db.select().from(packageServices).where(eq(packageServices.packageId, p.id));
    expect(rows).toHaveLength(1);
    const kept = await save({ id: p.id, name: 'Spring Lite', price: 1300 });
    expect(kept.body.services).toHaveLength(1);
  });

  it('writes nothing when a package service is refused', async () => {
    const p = (await save(spring())).body;
    const res = await save({ ...spring(), id: p.id, name: 'Refused', services: [{ serviceId: 919191 }] });
    expect(res.status).toBe(400);
    expect(res.body.fields['services.0.serviceId']).toMatch(/does not exist/);
    const [row] = await api.db.select().from(packages).where(eq(packages.id, p.id));
    expect(row?.name).toBe('Spring Revival');
    expect(
      await api.db.select().from(packageServices).where(eq(packageServices.packageId, p.id)),
    ).toHaveLength(2);
  });

  it('refuses bad input with field messages', async () => {
    const before = (await api.db.select().from(packages)).length;
    for (const [body, field] of [
      [{ ...spring(), name: undefined }, 'name'],
      [{ ...spring(), price: -100 }, 'price'],
      [{ ...spring(), price: undefined }, 'price'],
      [{ ...spring(), price: '1e12' }, 'price'],
      [{ ...spring(), seasonId: 818181 }, 'seasonId'],
      [{ ...spring(), seasonId: 'spring' }, 'seasonId'],
      [{ ...spring(), endDate: '2026-01-01' }, 'endDate'],
      [{ ...spring(), description: 'd'.repeat(20_000) }, 'description'],
      [{ ...spring(), services: [{ serviceId: mowingId, quantity: 0 }] }, 'services.0.quantity'],
      [{ ...spring(), services: [{ quantity: 2 }] }, 'services.0.serviceId'],
    ] as const) {
      const res = await save(body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields)).toContain(field);
    }
    expect(await api.db.select().from(packages)).toHaveLength(before);
    expect((await save({ ...spring(), id: 818181 })).status).toBe(404);
  });

  it('lists by season and status, ordered by id', async () => {
    await save({ ...spring(), seasonId: otherSeasonId, name: 'Winter Care' });
    await save({ ...spring(), seasonId: otherSeasonId, name: 'Winter Hidden', statusId: 3 });
    const all = (await api.get('packages/list.php')).body as { id: number }[];
    expect(all.map((p) => p.id)).toEqual(all.map((p) => p.id).sort((a, b) => a - b));
    const winter = (await api.get(`packages/list.php?seasonId=${otherSeasonId}`)).body;
    expect(winter.map((p: { name: string }) => p.name)).toEqual(['Winter Care', 'Winter Hidden']);
    expect(winter[0].services).toHaveLength(2);
    const active = (await api.get(`packages/list.php?seasonId=${otherSeasonId}&statusId=1`)).body;
    expect(active.map((p: { name: string }) => p.name)).toEqual(['Winter Care']);
    expect((await api.get('packages/list.php?seasonId=x')).status).toBe(400);
  });

  it('deletes a package with its service lines', async () => {
    const p = (await save(spring())).body;
    expect((await api.get(`packages/delete.php?id=${p.id}`)).body).toMatchObject({
      success: true,
      archived: false,
    });
    expect(
      await api.db.select().from(packageServices).where(eq(packageServices.packageId, p.id)),
    ).toHaveLength(0);
    expect((await api.get(`packages/delete.php?id=${p.id}`)).status).toBe(404);
    expect((await api.get(`packages/get.php?id=${p.id}`)).status).toBe(404);
  });
});
