/**
 * Modifiers and their options (docs/product.md): a parent with
 * options (option-parent-routes.ts) whose options have a type, units and a value.
 * save.php replies the saved id as a bare JSON number; get/list carry the options ordered by id.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ModifierOptionFields, ModifierOptionsQuery } from '@greenleaf/shared/rest/option-parents';
import type { ApiDeps } from '../app.js';
import { modifierOptions, modifiers } from '../db/schema.js';
import type { OptionParentKind } from './option-parent-kind.js';
import { registerOptionParentRoutes } from './option-parent-routes.js';

export const MODIFIER_KIND: OptionParentKind<z.infer<typeof ModifierOptionFields>> = {
  parentPath: 'modifier',
  optionPath: 'modifieroption',
  parentLabel: 'Modifier',
  optionLabel: 'Modifier option',
  parent: modifiers,
  archiveKinds: { parent: 'modifier', option: 'modifierOption' },
  option: {
    table: modifierOptions,
    parentColumn: modifierOptions.modifierId,
    parentKey: 'modifier_id',
    columns: {
      name: modifierOptions.name,
      type: modifierOptions.type,
      units: modifierOptions.units,
      value: modifierOptions.value,
      description: modifierOptions.description,
      rule: modifierOptions.rule,
    },
    fields: ModifierOptionFields,
    listQuery: ModifierOptionsQuery,
  },
};

export function registerModifiersRoutes(app: FastifyInstance, deps: ApiDeps): void {
  registerOptionParentRoutes(app, deps, MODIFIER_KIND);
}
