/**
 * Reading services with their category name, variations (every option, with the offered ones marked),
 * add-ons and prices, in five queries whatever the number of services.
 */
import { ACTIVE_STATUS_ID } from '@greenleaf/shared/record-status';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  addOns,
  categories,
  serviceVariationOptions,
  services,
  serviceVariations,
  variationOptions,
  variations,
} from '../db/schema.js';
import { auditFields } from './fields.js';
import { fromPrice, fullPrice } from './pricing.js';

type AddOnRow = typeof addOns.$inferSelect;

export const toAddOn = (row: AddOnRow) => ({
  id: row.id,
  serviceId: row.serviceId,
  name: row.name,
  description: row.description,
  price: row.price,
  extraMinutes: row.extraMinutes,
  ...auditFields(row),
});
export type AddOn = ReturnType<typeof toAddOn>;

interface ServiceOption {
  id: number;
  label: string;
  description: string | null;
  additionalCost: number;
  /** Minutes the option adds to the work. */
  extraMinutes: number;
  fullPrice: number;
  selected: boolean;
  /** Weeks between visits when the option repeats the visit (docs/recurring.md); null for a one-off. */
  repeatWeeks: number | null;
}

interface ServiceVariation {
  variationId: number;
  variationName: string;
  serviceVariationId: number;
  options: ServiceOption[];
}

interface ServiceFilter {
  ids?: readonly number[];
  categoryId?: number;
  statusId?: number;
  limit?: number;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

export async function loadServices(db: Db | Tx, filter: ServiceFilter = {}) {
  const where: SQL[] = [];
  if (filter.ids) where.push(inArray(services.id, [...filter.ids]));
  if (filter.categoryId !== undefined) where.push(eq(services.categoryId, filter.categoryId));
  if (filter.statusId !== undefined) where.push(eq(services.statusId, filter.statusId));
  if (filter.ids?.length === 0) return [];

  const base = db
    .select({ service: services, categoryName: categories.name })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(and(...where))
    .orderBy(asc(services.id));
  const rows = filter.limit !== undefined ? await base.limit(filter.limit) : await base;
  if (rows.length === 0) return [];
  const serviceIds = rows.map((r) => r.service.id);

  const [offered, addOnRows] = await Promise.all([
    db
      .select({
        id: serviceVariations.id,
        serviceId: serviceVariations.serviceId,
        variationId: serviceVariations.variationId,
        variationName: variations.name,
      })
      .from(serviceVariations)
      .innerJoin(variations, eq(variations.id, serviceVariations.variationId))
      .where(inArray(serviceVariations.serviceId, serviceIds))
      .orderBy(asc(serviceVariations.id)),
    db
      .select()
      .from(addOns)
      .where(and(inArray(addOns.serviceId, serviceIds), eq(addOns.statusId, ACTIVE_STATUS_ID)))
      .orderBy(asc(addOns.id)),
  ]);

  const variationIds = [...new Set(offered.map((o) => o.variationId))];
  const serviceVariationIds = offered.map((o) => o.id);
  const [optionRows, chosenRows] =
    variationIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(variationOptions)
            .where(inArray(variationOptions.variationId, variationIds))
            .orderBy(asc(variationOptions.id)),
          db
            .select({
              serviceVariationId: serviceVariationOptions.serviceVariationId,
              variationOptionId: serviceVariationOptions.variationOptionId,
            })
            .from(serviceVariationOptions)
            .where(inArray(serviceVariationOptions.serviceVariationId, serviceVariationIds)),
        ]);

  const optionsByVariation = groupBy(optionRows, (o) => o.variationId);
  const chosen = new Set(chosenRows.map((c) => `${c.serviceVariationId}:${c.variationOptionId}`));
  const offeredByService = groupBy(offered, (o) => o.serviceId);
  const addOnsByService = groupBy(addOnRows, (a) => a.serviceId);

  return rows.map(({ service, categoryName }) => {
    const serviceVariationsOut: ServiceVariation[] = (offeredByService.get(service.id) ?? []).map((sv) => ({
      variationId: sv.variationId,
      variationName: sv.variationName,
      serviceVariationId: sv.id,
      options: (optionsByVariation.get(sv.variationId) ?? []).map((o) => ({
        id: o.id,
        label: o.label,
        description: o.description,
        additionalCost: o.additionalCost,
        extraMinutes: o.extraMinutes,
        fullPrice: fullPrice(service.basePrice, o.additionalCost),
        selected: chosen.has(`${sv.id}:${o.id}`),
        repeatWeeks: o.repeatWeeks,
      })),
    }));
    return {
      id: service.id,
      categoryId: service.categoryId,
      categoryName,
      name: service.name,
      description: service.description,
      imageUrl: service.imageUrl,
      basePrice: service.basePrice,
      fromPrice: fromPrice(
        service.basePrice,
        serviceVariationsOut.map((v) => v.options.filter((o) => o.selected).map((o) => o.additionalCost)),
      ),
      durationMinutes: service.durationMinutes,
      isPackage: service.isPackage,
      quoteOnly: service.quoteOnly,
      ...auditFields(service),
      variations: serviceVariationsOut,
      addOns: (addOnsByService.get(service.id) ?? []).map(toAddOn),
    };
  });
}
export type Service = Awaited<ReturnType<typeof loadServices>>[number];
