/**
 * Variations and their options (docs/product.md): a parent with
 * options (option-parent-routes.ts) whose options have a label and an additional cost. A variation
 * that services offer cannot be deleted (409 IN_USE naming them); booked lines keep their snapshot of
 * the variation name, option label and cost.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { VariationOptionFields, VariationOptionsQuery } from '@greenleaf/shared/rest/option-parents';
import type { ApiDeps } from '../app.js';
import { asc, eq } from 'drizzle-orm';
import { services, serviceVariations, variationOptions, variations } from '../db/schema.js';
import type { OptionParentKind } from './option-parent-kind.js';
import { registerOptionParentRoutes } from './option-parent-routes.js';

const VARIATION_KIND: OptionParentKind<z.infer<typeof VariationOptionFields>> = {
  parentPath: 'variation',
  optionPath: 'variationoption',
  parentLabel: 'Variation',
  optionLabel: 'Variation option',
  parent: variations,
  archiveKinds: { parent: 'variation', option: 'variationOption' },
  option: {
    table: variationOptions,
    parentColumn: variationOptions.variationId,
    parentKey: 'variationId',
    columns: {
      label: variationOptions.label,
      additionalCost: variationOptions.additionalCost,
      description: variationOptions.description,
      extraMinutes: variationOptions.extraMinutes,
      repeatWeeks: variationOptions.repeatWeeks,
    },
    fields: VariationOptionFields,
    listQuery: VariationOptionsQuery,
  },
  // A variation that services offer is not deleted from under them: they are named instead.
  usedBy: async (db, id) =>
    (
      await db
        .selectDistinct({ name: services.name })
        .from(serviceVariations)
        .innerJoin(services, eq(services.id, serviceVariations.serviceId))
        .where(eq(serviceVariations.variationId, id))
        .orderBy(asc(services.name))
    ).map((r) => r.name),
};

export function registerVariationsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  registerOptionParentRoutes(app, deps, VARIATION_KIND);
}
