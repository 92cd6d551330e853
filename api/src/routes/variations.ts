/**
 * Variations and their options (docs/product.md): a parent with
 * options (option-parent-routes.ts) whose options have a label and an additional cost. Deleting a
 * variation also removes the services' offers of it (ON DELETE CASCADE); booked lines keep their
 * snapshot of the variation name, option label and cost.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDeps } from '../app.js';
import { zAmount, zNamed } from '../admin-tables/fields.js';
import { variationOptions, variations } from '../db/schema.js';
import { zText } from '../http/validate.js';
import type { OptionParentKind } from './option-parent-kind.js';
import { registerOptionParentRoutes } from './option-parent-routes.js';

const optionFields = z.object({
  label: zNamed('Label', 2),
  additionalCost: zAmount('Additional cost'),
  description: zText(),
  extraMinutes: z.coerce.number().int().min(0).max(14400).default(0),
});

export const VARIATION_KIND: OptionParentKind<z.infer<typeof optionFields>> = {
  parentPath: 'variation',
  optionPath: 'variationoption',
  parentLabel: 'Variation',
  optionLabel: 'Variation option',
  parent: variations,
  option: {
    table: variationOptions,
    parentColumn: variationOptions.variationId,
    parentKey: 'variationId',
    columns: {
      label: variationOptions.label,
      additionalCost: variationOptions.additionalCost,
      description: variationOptions.description,
      extraMinutes: variationOptions.extraMinutes,
    },
    fields: optionFields,
  },
};

export function registerVariationsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  registerOptionParentRoutes(app, deps, VARIATION_KIND);
}
