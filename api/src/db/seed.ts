import { count, sql } from 'drizzle-orm';
import { seasonDates } from '../catalogue/demo/season-dates.js';
import { demoModifiers, demoSeasons } from '../catalogue/demo/seasons.js';
import { demoCategories, demoServices } from '../catalogue/demo/services.js';
import { demoVariations, type DemoVariationKey } from '../catalogue/demo/variations.js';
import type { Db, Tx } from './client.js';
import {
  addOns,
  categories,
  modifierOptions,
  modifiers,
  packageServices,
  packages,
  seasons,
  services,
  serviceVariationOptions,
  serviceVariations,
  variationOptions,
  variations,
} from './schema.js';

/** Any constant: serialises seeding between replicas starting together. */
const SEED_LOCK = 4_711_042;

const required = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`demo data: unknown ${what}`);
  return value;
};

async function seedVariations(tx: Tx) {
  const byKey = new Map<DemoVariationKey, { id: number; optionIds: number[] }>();
  for (const [key, v] of Object.entries(demoVariations) as [
    DemoVariationKey,
    (typeof demoVariations)[DemoVariationKey],
  ][]) {
    const [row] = await tx
      .insert(variations)
      .values({ name: v.name, description: v.description })
      .returning();
    const id = required(row, 'variation').id;
    const options = await tx
      .insert(variationOptions)
      .values(v.options.map((o) => ({ variationId: id, ...o })))
      .returning({ id: variationOptions.id });
    byKey.set(key, { id, optionIds: options.map((o) => o.id) });
  }
  return byKey;
}

async function seedServices(tx: Tx): Promise<Map<string, number>> {
  const categoryRows = await tx
    .insert(categories)
    .values(
      demoCategories.map((c) => ({
        name: c.name,
        description: c.description,
        imageUrl: `/images/categories/${c.image}.svg`,
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const categoryId = new Map(
    demoCategories.map((c) => [
      c.key,
      required(
        categoryRows.find((r) => r.name === c.name),
        c.name,
      ).id,
    ]),
  );
  const variationByKey = await seedVariations(tx);

  const serviceRows = await tx
    .insert(services)
    .values(
      demoServices.map((s) => ({
        categoryId: required(categoryId.get(s.category), s.category),
        name: s.name,
        description: s.description,
        imageUrl: `/images/services/${s.image}.svg`,
        basePrice: s.basePrice,
        quoteOnly: s.quoteOnly ?? false,
        durationMinutes: s.minutes,
      })),
    )
    .returning({ id: services.id, name: services.name });
  const serviceId = new Map(serviceRows.map((r) => [r.name, r.id]));

  const offered = demoServices.flatMap((s) =>
    s.variations.map((v) => {
      const variation = required(variationByKey.get(v.key), v.key);
      return {
        serviceId: required(serviceId.get(s.name), s.name),
        variationId: variation.id,
        optionIds: v.only
          ? v.only.map((i) => required(variation.optionIds[i], `${v.key} option ${i}`))
          : variation.optionIds,
      };
    }),
  );
  const links = await tx
    .insert(serviceVariations)
    .values(offered.map(({ serviceId: sid, variationId }) => ({ serviceId: sid, variationId })))
    .returning();
  const linkId = new Map(links.map((l) => [`${l.serviceId}:${l.variationId}`, l.id]));
  await tx.insert(serviceVariationOptions).values(
    offered.flatMap((o) =>
      o.optionIds.map((variationOptionId) => ({
        serviceVariationId: required(linkId.get(`${o.serviceId}:${o.variationId}`), 'service variation'),
        variationOptionId,
      })),
    ),
  );
  await tx
    .insert(addOns)
    .values(
      demoServices.flatMap((s) =>
        s.addOns.map((a) => ({ serviceId: required(serviceId.get(s.name), s.name), ...a })),
      ),
    );
  return serviceId;
}

async function seedSeasons(tx: Tx, serviceId: Map<string, number>, now: Date): Promise<void> {
  for (const season of demoSeasons) {
    const dates = seasonDates(now, season.months);
    const months =
      season.months[0] > season.months[1]
        ? 12 - season.months[0] + season.months[1] + 1
        : season.months[1] - season.months[0] + 1;
    const [row] = await tx
      .insert(seasons)
      .values({
        name: season.name,
        duration: `${months} months`,
        notes: season.notes,
        multiplier: season.multiplier,
        ...dates,
      })
      .returning({ id: seasons.id });
    const seasonId = required(row, 'season').id;
    for (const p of season.packages) {
      const [pkg] = await tx
        .insert(packages)
        .values({
          seasonId,
          name: p.name,
          description: p.description,
          imageUrl: `/images/packages/${p.image}.svg`,
          price: p.price,
          ...dates,
        })
        .returning({ id: packages.id });
      const packageId = required(pkg, 'package').id;
      await tx.insert(packageServices).values(
        p.services.map(([serviceName, quantity, firstWeek, everyWeeks]) => ({
          packageId,
          serviceId: required(serviceId.get(serviceName), serviceName),
          serviceName,
          quantity,
          firstWeek: firstWeek ?? null,
          everyWeeks: everyWeeks ?? null,
        })),
      );
    }
  }
}

async function seedModifiers(tx: Tx): Promise<void> {
  for (const m of demoModifiers) {
    const [row] = await tx.insert(modifiers).values({ name: m.name, description: m.description }).returning();
    const modifierId = required(row, 'modifier').id;
    await tx.insert(modifierOptions).values(m.options.map((o) => ({ modifierId, ...o })));
  }
}

/**
 * Demo catalogue for an empty database: categories, services with variations and add-ons, seasons with
 * packages, and the booking modifiers. Does nothing when any category exists; all or nothing.
 */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(categories);
    if ((existing?.n ?? 0) > 0) return;
    const serviceId = await seedServices(tx);
    await seedSeasons(tx, serviceId, now);
    await seedModifiers(tx);
  });
}
