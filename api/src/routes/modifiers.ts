/**
 * Modifiers and their options (docs/product.md): a parent with
 * options (option-parent-routes.ts) whose options have a type, units and a value.
 * save.php replies the saved id as a bare JSON number; get/list carry the options ordered by id.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDeps } from '../app.js';
import { zAmount, zNamed } from '../admin-tables/fields.js';
import { modifierOptions, modifiers } from '../db/schema.js';
import { zText } from '../http/validate.js';
import type { OptionParentKind } from './option-parent-kind.js';
import { registerOptionParentRoutes } from './option-parent-routes.js';

export const MODIFIER_TYPES = ['no_charge', 'extra', 'discount'] as const;
export const MODIFIER_UNITS = ['percent', 'amount'] as const;
/** Options the gateway decides (the customer does not pick them); see docs/office-rules.md. */
export const MODIFIER_RULES = ['first_time', 'referral', 'call_out'] as const;

const optionFields = z
  .object({
    name: zNamed('Name', 2),
    type: z.enum(MODIFIER_TYPES, { error: 'Type must be one of no_charge, extra, discount' }),
    units: z.enum(MODIFIER_UNITS, { error: 'Units must be percent or amount' }).nullish(),
    value: zAmount('Value').optional(),
    description: zText(),
    /** Absent on a save: an existing option keeps its rule. */
    rule: z.enum(MODIFIER_RULES, { error: 'Rule must be first_time, referral or call_out' }).nullish(),
  })
  .superRefine((o, ctx) => {
    if (o.type === 'no_charge') return;
    if (!o.units) ctx.addIssue({ code: 'custom', path: ['units'], message: 'Units is required' });
    if (o.value === undefined)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Value is required' });
  })
  // no_charge: units and value carry no meaning and are stored as null and 0.
  .transform((o) =>
    o.type === 'no_charge'
      ? { ...o, units: null, value: 0 }
      : { ...o, units: o.units ?? null, value: o.value ?? 0 },
  );

export const MODIFIER_KIND: OptionParentKind<z.infer<typeof optionFields>> = {
  parentPath: 'modifier',
  optionPath: 'modifieroption',
  parentLabel: 'Modifier',
  optionLabel: 'Modifier option',
  parent: modifiers,
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
    fields: optionFields,
  },
};

export function registerModifiersRoutes(app: FastifyInstance, deps: ApiDeps): void {
  registerOptionParentRoutes(app, deps, MODIFIER_KIND);
}
