/** Writing a service with the variations and options it offers, in one transaction or not at all. */
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.js';
import {
  categories,
  serviceVariationOptions,
  services,
  serviceVariations,
  variationOptions,
  variations,
} from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import type { SaveServiceBody } from '@greenleaf/shared/rest/services';
import { saveCatalogueRow } from './save-row.js';
import { existingIds, requireReference } from './references.js';
import { loadServices, type Service } from './services.js';

type ServiceSave = z.infer<typeof SaveServiceBody>;
type VariationChoice = NonNullable<ServiceSave['variations']>[number];

/** 400 unless every variation exists, is listed once, and every chosen option is one of its options. */
async function checkVariations(tx: Tx, choices: readonly VariationChoice[]): Promise<void> {
  const optionIds = choices.flatMap((v) => v.options.map((o) => o.id));
  const [knownVariations, optionRows] = await Promise.all([
    existingIds(
      tx,
      variations,
      choices.map((v) => v.variationId),
    ),
    optionIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({ id: variationOptions.id, variationId: variationOptions.variationId })
          .from(variationOptions)
          .where(inArray(variationOptions.id, optionIds)),
  ]);
  const variationOf = new Map(optionRows.map((r) => [r.id, r.variationId]));
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  choices.forEach((v, i) => {
    const at = `variations.${i}`;
    if (!knownVariations.has(v.variationId))
      fields[`${at}.variationId`] = `Variation ${v.variationId} does not exist`;
    else if (seen.has(v.variationId)) fields[`${at}.variationId`] = 'This variation is listed twice';
    seen.add(v.variationId);
    if (!v.options.some((o) => o.selected !== false)) fields[`${at}.options`] = 'Choose at least one option';
    v.options.forEach((o, j) => {
      const owner = variationOf.get(o.id);
      if (owner === undefined) fields[`${at}.options.${j}.id`] = `Option ${o.id} does not exist`;
      else if (owner !== v.variationId)
        fields[`${at}.options.${j}.id`] = `Option ${o.id} is not an option of variation ${v.variationId}`;
    });
  });
  if (Object.keys(fields).length > 0) throw badRequest('Invalid request.', fields);
}

/** Replaces the variations and options a service offers. */
async function replaceVariations(
  tx: Tx,
  serviceId: number,
  choices: readonly VariationChoice[],
): Promise<void> {
  await checkVariations(tx, choices);
  await tx.delete(serviceVariations).where(eq(serviceVariations.serviceId, serviceId));
  if (choices.length === 0) return;
  const inserted = await tx
    .insert(serviceVariations)
    .values(choices.map((v) => ({ serviceId, variationId: v.variationId })))
    .returning({ id: serviceVariations.id, variationId: serviceVariations.variationId });
  const idOf = new Map(inserted.map((r) => [r.variationId, r.id]));
  const links = choices.flatMap((v) => {
    const serviceVariationId = idOf.get(v.variationId);
    if (serviceVariationId === undefined) return [];
    const ids = new Set(v.options.filter((o) => o.selected !== false).map((o) => o.id));
    return [...ids].map((variationOptionId) => ({ serviceVariationId, variationOptionId }));
  });
  if (links.length > 0) await tx.insert(serviceVariationOptions).values(links);
}

/**
 * Inserts (no id) or updates a service and, when `variations` is given, replaces what it offers; all in
 * one transaction, so a refused variation leaves the service as it was. Returns the saved service.
 */
export async function saveService(db: Db, input: ServiceSave): Promise<Service> {
  await requireReference(db, categories, input.categoryId, 'categoryId', 'Category');
  const columns = {
    categoryId: input.categoryId,
    name: input.name,
    description: input.description,
    imageUrl: input.imageUrl,
    basePrice: input.basePrice,
    durationMinutes: input.durationMinutes,
    isPackage: input.isPackage,
    quoteOnly: input.quoteOnly,
    statusId: input.statusId,
  };
  const id = await db.transaction(async (tx) => {
    const { id: serviceId, replayed } = await saveCatalogueRow(tx, services, columns, input, 'Service');
    if (input.variations && !replayed) await replaceVariations(tx, serviceId, input.variations);
    return serviceId;
  });
  const [saved] = await loadServices(db, { ids: [id] });
  if (!saved) throw notFound('Service');
  return saved;
}
