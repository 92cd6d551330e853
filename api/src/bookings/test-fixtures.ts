import { publicHolidays } from '@greenleaf/shared/calendar/holidays';
/**
 * Catalogue rows for booking tests, written straight to the database (the catalogue endpoints belong
 * to other modules). Each call makes fresh rows, so tests never share ids.
 */
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import {
  addOns,
  bookings,
  categories,
  modifierOptions,
  modifiers,
  packages,
  serviceVariationOptions,
  serviceVariations,
  services,
  users,
  variationOptions,
  variations,
} from '../db/schema.js';

const tag = () => randomBytes(4).toString('hex');

export async function insertUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [u] = await db
    .insert(users)
    .values({ name: 'Thandi Mokoena', email: `client-${tag()}@example.test`, ...overrides })
    .returning();
  return u!;
}

/**
 * A service with two variations (Lawn size: small/large offered, huge not offered; Edging: none/full
 * offered) and two add-ons, plus a second service with its own add-on, a package, and a modifier with
 * two options.
 */
export async function insertCatalogue(db: Db) {
  const [category] = await db
    .insert(categories)
    .values({ name: `Lawn ${tag()}` })
    .returning();
  const [service, other] = await db
    .insert(services)
    .values([
      { categoryId: category!.id, name: 'Lawn mowing', basePrice: 350 },
      { categoryId: category!.id, name: 'Hedge trimming', basePrice: 500 },
    ])
    .returning();
  const [size, edging] = await db
    .insert(variations)
    .values([{ name: 'Lawn size' }, { name: 'Edging' }])
    .returning();
  const [small, large, huge] = await db
    .insert(variationOptions)
    .values([
      { variationId: size!.id, label: 'Small', additionalCost: 0 },
      { variationId: size!.id, label: 'Large', additionalCost: 150 },
      { variationId: size!.id, label: 'Huge', additionalCost: 400 },
    ])
    .returning();
  const [noEdging, fullEdging] = await db
    .insert(variationOptions)
    .values([
      { variationId: edging!.id, label: 'None', additionalCost: 0 },
      { variationId: edging!.id, label: 'Full', additionalCost: 80 },
    ])
    .returning();
  const [sizeLink, edgingLink] = await db
    .insert(serviceVariations)
    .values([
      { serviceId: service!.id, variationId: size!.id },
      { serviceId: service!.id, variationId: edging!.id },
    ])
    .returning();
  await db.insert(serviceVariationOptions).values([
    { serviceVariationId: sizeLink!.id, variationOptionId: small!.id },
    { serviceVariationId: sizeLink!.id, variationOptionId: large!.id },
    { serviceVariationId: edgingLink!.id, variationOptionId: noEdging!.id },
    { serviceVariationId: edgingLink!.id, variationOptionId: fullEdging!.id },
  ]);
  const [bagging, fertiliser, otherAddOn] = await db
    .insert(addOns)
    .values([
      { serviceId: service!.id, name: 'Grass bagging', price: 60 },
      { serviceId: service!.id, name: 'Fertiliser', price: 120 },
      { serviceId: other!.id, name: 'Green waste removal', price: 90 },
    ])
    .returning();
  const [pkg] = await db.insert(packages).values({ name: 'Spring refresh', price: 1200 }).returning();
  const [modifier, secondModifier] = await db
    .insert(modifiers)
    .values([
      { name: 'First-time client', description: 'Welcome discount' },
      { name: 'Call-out', description: 'Distance' },
    ])
    .returning();
  const [firstTime, notFirstTime] = await db
    .insert(modifierOptions)
    .values([
      {
        modifierId: modifier!.id,
        name: 'Yes',
        type: 'discount',
        units: 'percent',
        value: 25,
        description: '25% off',
      },
      { modifierId: modifier!.id, name: 'No', type: 'no_charge', units: null, value: 0 },
    ])
    .returning();
  const [nearby] = await db
    .insert(modifierOptions)
    .values({ modifierId: secondModifier!.id, name: 'Within 30 minutes', type: 'no_charge', value: 0 })
    .returning();
  return {
    category: category!,
    service: service!,
    otherService: other!,
    size: size!,
    edging: edging!,
    options: { small: small!, large: large!, huge: huge!, noEdging: noEdging!, fullEdging: fullEdging! },
    serviceVariations: { size: sizeLink!, edging: edgingLink! },
    addOns: { bagging: bagging!, fertiliser: fertiliser!, otherAddOn: otherAddOn! },
    package: pkg!,
    modifier: modifier!,
    secondModifier: secondModifier!,
    modifierOptions: { firstTime: firstTime!, notFirstTime: notFirstTime!, nearby: nearby! },
  };
}

export type Catalogue = Awaited<ReturnType<typeof insertCatalogue>>;

/**
 * A Frequency variation on `serviceId` with these options (`repeatWeeks` absent: a one-off), as a
 * repeating service is offered: answers each option's id by its label.
 */
export async function addFrequency(
  db: Db,
  serviceId: number,
  options: readonly { label: string; repeatWeeks?: number }[],
): Promise<Record<string, string>> {
  const [frequency] = await db.insert(variations).values({ name: 'Frequency' }).returning();
  const rows = await db
    .insert(variationOptions)
    .values(
      options.map((o) => ({
        variationId: frequency!.id,
        label: o.label,
        additionalCost: 0,
        ...(o.repeatWeeks !== undefined ? { repeatWeeks: o.repeatWeeks } : {}),
      })),
    )
    .returning();
  const [link] = await db
    .insert(serviceVariations)
    .values({ serviceId, variationId: frequency!.id })
    .returning();
  await db
    .insert(serviceVariationOptions)
    .values(rows.map((r) => ({ serviceVariationId: link!.id, variationOptionId: r.id })));
  return Object.fromEntries(rows.map((r) => [r.label, String(r.id)]));
}

/** A valid `bookings/save.php` body for `userId` on `date` / `slot`. */
export function bookingBody(c: Catalogue, userId: number, date: string, slot = '10:00 - 10:45') {
  return {
    userId,
    bookingDate: date,
    bookingTime: slot,
    totalPrice: 1000,
    services: [
      {
        serviceId: c.service.id,
        price: 640,
        variationOptionIds: [c.options.large.id, c.options.fullEdging.id],
        addOnIds: [c.addOns.bagging.id],
      },
      { packageId: c.package.id, price: 1200, variationOptionIds: [], addOnIds: [] },
    ],
    modifierOptionIds: [c.modifierOptions.firstTime.id, c.modifierOptions.nearby.id],
    address: VISIT_ADDRESS,
  };
}

/** A visit address in a served suburb (the migrations list the areas served): every booking has one. */
export const VISIT_ADDRESS = { street: '1 Main Road', suburb: 'Rondebosch', postalCode: '7700' };

/** A test api whose slots have `slotCapacity` places, with the booking catalogue and one customer. */
export async function startBookingTestApi(
  slotCapacity = 2,
): Promise<{ api: TestApi; c: Catalogue; userId: number }> {
  const { api, c } = await startCatalogueTestApi({ slotCapacity });
  return { api, c, userId: (await insertUser(api.db)).id };
}

/** An api over a fresh database with the test catalogue (and no customer yet). */
export async function startCatalogueTestApi(
  options: Parameters<typeof startTestApi>[0] = {},
): Promise<{ api: TestApi; c: Catalogue }> {
  const api = await startTestApi({ slotCapacity: 2, ...options });
  return { api, c: await insertCatalogue(api.db) };
}

/**
 * A new day on each call, counting from 1 January of `year`: each test books its own day, so slot
 * capacity never couples the tests of a file.
 */
export function dayCounter(year: number): () => string {
  let day = 0;
  // Working days only (the default calendar): no Sunday, no public holiday.
  const holidays = new Set(
    publicHolidays(year)
      .concat(publicHolidays(year + 1))
      .map((h) => h.date),
  );
  return () => {
    for (;;) {
      day += 1;
      const date = new Date(Date.UTC(year, 0, 1) + day * 86_400_000);
      const text = date.toISOString().slice(0, 10);
      if (date.getUTCDay() !== 0 && !holidays.has(text)) return text;
    }
  };
}

/**
 * Moves the end of the holds of the bookings `where` selects to `minutes` from now (into the past when
 * negative), as if time had passed: a test never waits for a hold. Returns the ids moved.
 */
export async function moveHoldEnd(db: Db, where: SQL, minutes: number): Promise<number[]> {
  const rows = await db
    .update(bookings)
    .set({ heldUntil: sql`now() + make_interval(secs => ${minutes * 60})` })
    .where(where)
    .returning({ id: bookings.id });
  return rows.map((r) => r.id);
}
