import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { eq } from 'drizzle-orm';
import { workingDayFrom } from '../test/calendar.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOns,
  bookings,
  bookingSeries,
  crews,
  modifierOptions,
  packages,
  packageServices,
  services,
  variationOptions,
} from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import {
  bookingBody,
  insertCatalogue,
  insertUser,
  startCatalogueTestApi,
  type Catalogue,
} from '../bookings/test-fixtures.js';

let api: TestApi;
let userId: number;
beforeAll(async () => {
  ({ api } = await startCatalogueTestApi({ slotCapacity: 50 }));
  userId = (await insertUser(api.db)).id;
});
afterAll(() => api.close());

let lastDay = addDays(johannesburgToday(), 13);
/** A working day of its own for each booking, weeks ahead (slots never couple tests). */
const nextDay = () => (lastDay = workingDayFrom(addDays(lastDay, 1)));

/** A fresh catalogue with one booking using its service, package, add-on, options and modifier options. */
async function bookedCatalogue(
  opts: { repeat?: boolean } = {},
): Promise<{ c: Catalogue; bookingId: number }> {
  const c = await insertCatalogue(api.db);
  if (opts.repeat) {
    await api.db
      .update(variationOptions)
      .set({ repeatWeeks: 2 })
      .where(eq(variationOptions.id, c.options.large.id));
  }
  const body = bookingBody(c, userId, nextDay());
  const res = await api.post(
    'bookings/save.php',
    opts.repeat ? { ...body, laterVisit: { totalPrice: 640, modifiers: [] } } : body,
  );
  expect(res.status, res.text).toBe(200);
  return { c, bookingId: res.body.id };
}

const statusOf = async (table: typeof services | typeof packages | typeof addOns, id: number) =>
  (await api.db.select({ statusId: table.statusId }).from(table).where(eq(table.id, id)))[0]?.statusId;

describe('deleting a catalogue record that is in use archives it', () => {
  it('a service with a booking and a running series is archived with the reason, and its series keeps planning', async () => {
    const { c } = await bookedCatalogue({ repeat: true });
    const res = await api.get(`services/delete.php?id=${c.service.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      success: true,
      archived: true,
      message: 'Used by 1 booking and 1 running series: archived, not deleted.',
    });
    expect(await statusOf(services, c.service.id)).toBe(3);
    // the series' later visit can still be written from its template (the service row is still there)
    const [series] = await api.db
      .select()
      .from(bookingSeries)
      .where(eq(bookingSeries.name, 'Lawn mowing (Large)'));
    expect(series).toBeDefined();
    const [first] = await api.db.select().from(bookings).where(eq(bookings.seriesId, series!.id));
    await api.post('bookings/record-payment.php', {
      guidId: first!.guidId,
      providerPaymentId: `pf-${first!.guidId}`,
      amount: 1000,
      status: 'COMPLETE',
    });
    const extended = await api.post('series/extend.php', { windowWeeks: 8 });
    expect(extended.status, extended.text).toBe(200);
    const visits = await api.db.select().from(bookings).where(eq(bookings.seriesId, series!.id));
    expect(visits.length).toBeGreaterThan(1);
  });

  it('a service a package lists is archived, naming the package', async () => {
    const c = await insertCatalogue(api.db);
    await api.db
      .insert(packageServices)
      .values({ packageId: c.package.id, serviceId: c.otherService.id, serviceName: 'x' });
    const res = await api.get(`services/delete.php?id=${c.otherService.id}`);
    expect(res.body).toMatchObject({ archived: true, message: 'Used by 1 package: archived, not deleted.' });
    expect(await statusOf(services, c.otherService.id)).toBe(3);
  });

  it('a service nothing uses is deleted', async () => {
    const c = await insertCatalogue(api.db);
    const res = await api.get(`services/delete.php?id=${c.otherService.id}`);
    expect(res.body).toEqual({ success: true, archived: false, message: 'Service deleted.' });
    expect(await statusOf(services, c.otherService.id)).toBeUndefined();
  });

  it('packages and add-ons: archived when booked, deleted when not', async () => {
    const { c } = await bookedCatalogue();
    expect((await api.get(`packages/delete.php?id=${c.package.id}`)).body).toMatchObject({ archived: true });
    expect(await statusOf(packages, c.package.id)).toBe(3);
    expect((await api.get(`addons/delete.php?id=${c.addOns.bagging.id}`)).body).toMatchObject({
      archived: true,
      message: 'Used by 1 booking: archived, not deleted.',
    });
    expect(await statusOf(addOns, c.addOns.bagging.id)).toBe(3);
    expect((await api.get(`addons/delete.php?id=${c.addOns.fertiliser.id}`)).body).toMatchObject({
      archived: false,
    });
    expect(await statusOf(addOns, c.addOns.fertiliser.id)).toBeUndefined();
  });

  it('variation and modifier options: archived when chosen, also when a save leaves them out', async () => {
    const { c } = await bookedCatalogue();
    expect((await api.get(`variationoption/delete.php?id=${c.options.large.id}`)).body).toMatchObject({
      archived: true,
    });
    expect((await api.get(`variationoption/delete.php?id=${c.options.huge.id}`)).body).toMatchObject({
      archived: false,
    });
    expect(
      (await api.get(`modifieroption/delete.php?id=${c.modifierOptions.firstTime.id}`)).body,
    ).toMatchObject({
      archived: true,
    });
    const opts = await api.db
      .select()
      .from(variationOptions)
      .where(eq(variationOptions.variationId, c.edging.id));
    const saved = await api.post('variation/save-with-options.php', {
      id: c.edging.id,
      name: 'Edging',
      options: [{ id: c.options.noEdging.id, label: 'None', additionalCost: 0 }],
      removeOptionIds: [c.options.fullEdging.id],
    });
    expect(saved.status, saved.text).toBe(200);
    const after = await api.db
      .select()
      .from(variationOptions)
      .where(eq(variationOptions.variationId, c.edging.id));
    expect(after.length).toBe(opts.length);
    expect(after.find((o) => o.id === c.options.fullEdging.id)?.statusId).toBe(3);
    // a modifier whose option was chosen is archived, not deleted with its options
    expect((await api.get(`modifier/delete.php?id=${c.modifier.id}`)).body).toMatchObject({ archived: true });
    const mods = await api.db
      .select()
      .from(modifierOptions)
      .where(eq(modifierOptions.modifierId, c.modifier.id));
    expect(mods.length).toBe(2);
  });

  it('the generic table delete archives a booked service too', async () => {
    const { c } = await bookedCatalogue();
    const res = await api.post('query/query.php', {
      action: 'delete',
      table: 'services',
      filters: [{ key: 'id', value: c.service.id }],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, archived: true });
    expect(await statusOf(services, c.service.id)).toBe(3);
  });

  it('an unknown record is 404', async () => {
    expect((await api.get('services/delete.php?id=999999')).status).toBe(404);
  });
});

describe('deleting a crew', () => {
  it('archives a crew with bookings (inactive, no longer capacity) and deletes one without', async () => {
    const [used, unused] = await api.db
      .insert(crews)
      .values([{ name: `Used ${lastDay}` }, { name: `Unused ${lastDay}` }])
      .returning();
    const { bookingId } = await bookedCatalogue();
    // A job done (a crew with future jobs is refused: crews/deactivate.php, crews/deactivation.test.ts).
    await api.db
      .update(bookings)
      .set({ crewId: used!.id, status: 'completed' })
      .where(eq(bookings.id, bookingId));
    expect((await api.get(`crews/delete.php?id=${used!.id}`)).body).toEqual({
      success: true,
      archived: true,
      message: 'Used by 1 booking: archived, not deleted.',
    });
    const [row] = await api.db.select().from(crews).where(eq(crews.id, used!.id));
    expect(row).toMatchObject({ active: false, statusId: 3 });
    const [booking] = await api.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.crewId).toBe(used!.id);
    expect((await api.get(`crews/delete.php?id=${unused!.id}`)).body).toMatchObject({ archived: false });
    expect(await api.db.select().from(crews).where(eq(crews.id, unused!.id))).toEqual([]);
  });
});
