import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, type Catalogue, startBookingTestApi, dayCounter } from '../bookings/test-fixtures.js';
import {
  addOns,
  bookings,
  modifierOptions,
  modifiers,
  packages,
  seasons,
  serviceVariationOptions,
  services,
  variationOptions,
  variations,
} from '../db/schema.js';
import type { TestApi } from '../test/harness.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
beforeAll(async () => ({ api, c, userId } = await startBookingTestApi(100)));
afterAll(() => api.close());

const nextDate = dayCounter(2032);

const version = async () => (await api.get<{ version: number }>('catalogue/version.php')).body.version;

interface Snapshot {
  catalogueVersion: number;
  services: { id: number; basePrice: number; statusId: number; variations: unknown[]; addOns: unknown[] }[];
  packages: { id: number; price: number }[];
  seasons: { id: number; multiplier: number }[];
  modifiers: { id: number; options: { id: number; value: number }[] }[];
}
const snapshot = async () => {
  const res = await api.get<Snapshot>('catalogue/snapshot.php');
  expect(res.status).toBe(200);
  return res.body;
};

describe('catalogue/snapshot.php', () => {
  it('answers every priced list with the catalogue version, in the shapes of the list routes', async () => {
    const [snap, list, pkgs, seasonList, mods] = await Promise.all([
      snapshot(),
      api.get('services/list.php'),
      api.get('packages/list.php'),
      api.get('seasons/list.php'),
      api.get('modifier/list.php'),
    ]);
    expect(snap.catalogueVersion).toBe(await version());
    expect(snap.services).toEqual(list.body);
    expect(snap.packages).toEqual(pkgs.body);
    expect(snap.seasons).toEqual(seasonList.body);
    expect(snap.modifiers).toEqual(mods.body);
    const service = snap.services.find((s) => s.id === c.service.id);
    expect(service?.variations).toHaveLength(2);
    expect(service?.addOns).toHaveLength(2);
  });

  it('moves with a write: the new version comes with the new rows', async () => {
    const before = await snapshot();
    await api.db.update(services).set({ basePrice: 360 }).where(eq(services.id, c.service.id));
    const after = await snapshot();
    expect(after.catalogueVersion).toBeGreaterThan(before.catalogueVersion);
    expect(after.services.find((s) => s.id === c.service.id)?.basePrice).toBe(360);
    await api.db.update(services).set({ basePrice: 350 }).where(eq(services.id, c.service.id));
  });
});

describe('bookings/save.php with catalogueVersion', () => {
  const save = (body: object) => api.post('bookings/save.php', body);
  const body = async (v?: number) => ({
    ...bookingBody(c, userId, nextDate()),
    catalogueVersion: v ?? (await version()),
  });

  it('saves a booking priced from the current catalogue', async () => {
    const res = await save(await body());
    expect(res.status).toBe(200);
  });

  it('saves when only rows the booking does not use changed since', async () => {
    const b = await body();
    await api.db.update(services).set({ basePrice: 510 }).where(eq(services.id, c.otherService.id));
    await api.db.update(addOns).set({ price: 95 }).where(eq(addOns.id, c.addOns.otherAddOn.id));
    await api.db
      .update(modifierOptions)
      .set({ name: 'Sure' })
      .where(eq(modifierOptions.id, c.modifierOptions.notFirstTime.id));
    expect(await version()).toBeGreaterThan(b.catalogueVersion);
    expect((await save(b)).status).toBe(200);
  });

  const changes: [string, () => Promise<unknown>][] = [
    [
      'the service price',
      () => api.db.update(services).set({ basePrice: 351 }).where(eq(services.id, c.service.id)),
    ],
    [
      'an option cost',
      () =>
        api.db
          .update(variationOptions)
          .set({ additionalCost: 151 })
          .where(eq(variationOptions.id, c.options.large.id)),
    ],
    [
      'a variation',
      () => api.db.update(variations).set({ name: 'Lawn area' }).where(eq(variations.id, c.size.id)),
    ],
    [
      'what the service offers (an option withdrawn)',
      () =>
        api.db
          .delete(serviceVariationOptions)
          .where(eq(serviceVariationOptions.variationOptionId, c.options.small.id)),
    ],
    [
      'an add-on price',
      () => api.db.update(addOns).set({ price: 61 }).where(eq(addOns.id, c.addOns.bagging.id)),
    ],
    [
      'the package price',
      () => api.db.update(packages).set({ price: 1201 }).where(eq(packages.id, c.package.id)),
    ],
    [
      'a modifier option value',
      () =>
        api.db
          .update(modifierOptions)
          .set({ value: 20 })
          .where(eq(modifierOptions.id, c.modifierOptions.firstTime.id)),
    ],
    [
      'a modifier',
      () => api.db.update(modifiers).set({ statusId: 1 }).where(eq(modifiers.id, c.modifier.id)),
    ],
    [
      'a season (it decides the multiplier)',
      () =>
        api.db.insert(seasons).values({
          name: 'Stale test summer',
          startDate: '2032-01-01',
          endDate: '2032-12-31',
          multiplier: 1.1,
        }),
    ],
  ];
  for (const [what, change] of changes) {
    it(`refuses with 409 STALE_CATALOGUE after a change to ${what}, writing nothing`, async () => {
      const b = await body();
      await change();
      const res = await save(b);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('STALE_CATALOGUE');
      const stored = await api.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.bookingDate, b.bookingDate));
      expect(stored).toEqual([]);
      // Priced again from the current catalogue, the booking goes through.
      expect((await save({ ...b, catalogueVersion: await version() })).status).toBe(200);
    });
  }

  it('refuses a booking whose add-on was deleted after it was priced', async () => {
    const [extra] = await api.db
      .insert(addOns)
      .values({ serviceId: c.service.id, name: 'Edge trim', price: 30 })
      .returning();
    const b = await body();
    b.services[0]!.addOnIds = [extra!.id];
    await api.db.delete(addOns).where(eq(addOns.id, extra!.id));
    const res = await save(b);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('STALE_CATALOGUE');
  });

  it('a write another transaction has not committed does not count; once committed, it does', async () => {
    const b = await body();
    // Changes inside a rolled-back transaction leave no trace.
    await expect(
      api.db.transaction(async (tx) => {
        await tx.update(services).set({ basePrice: 999 }).where(eq(services.id, c.service.id));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await save(b)).status).toBe(200);
  });

  it('without catalogueVersion (older callers) saves as before', async () => {
    const b = bookingBody(c, userId, nextDate());
    expect((await save(b)).status).toBe(200);
  });
});
