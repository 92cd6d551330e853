/**
 * Bodies of the parents with options, modifiers (`modifier/*.php`, `modifieroption/*.php`) and
 * variations (`variation/*.php`, `variationoption/*.php`) (docs/api.md). The api checks a body in
 * parts so that every refused field is named; the whole-body schemas here give the gateway its types.
 */
import { z } from 'zod';
import { zIdempotency } from '../rules/idempotency.js';
import { OPTION_NAME_MIN, PARENT_NAME_MIN, zNamed } from '../rules/name.js';
import { zActor, zAmount, zId, zRef, zStatusId, zText } from './fields.js';
import { zExtraMinutes } from './addons.js';

export const actorFields = { created_by: zActor, updated_by: zActor };

/** The parent's own fields: `<parent>/save.php`, and the parent part of a save with options. */
export const ParentFields = z.object({
  id: zId.optional(),
  name: zNamed('Name', PARENT_NAME_MIN),
  description: zText(),
  statusId: zStatusId.optional(),
  ...actorFields,
  /** A create's idempotency key (rules/idempotency.ts): the same key again answers the parent it made. */
  idempotency: zIdempotency.optional(),
});

/** What every option carries besides the kind's fields. */
export const OptionCommon = z.object({ id: zId.optional(), statusId: zStatusId.optional() });

export const MODIFIER_TYPES = ['no_charge', 'extra', 'discount'] as const;
export const MODIFIER_UNITS = ['percent', 'amount'] as const;
/** Options the gateway decides (the customer does not pick them); see docs/office-rules.md. */
export const MODIFIER_RULES = ['first_time', 'referral', 'call_out'] as const;

/** A modifier option's own fields; no_charge stores units and value as null and 0. */
export const ModifierOptionFields = z
  .object({
    name: zNamed('Name', OPTION_NAME_MIN),
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
  .transform((o) =>
    o.type === 'no_charge'
      ? { ...o, units: null, value: 0 }
      : { ...o, units: o.units ?? null, value: o.value ?? 0 },
  );

/** A variation option's own fields. */
export const VariationOptionFields = z.object({
  label: zNamed('Label', OPTION_NAME_MIN),
  additionalCost: zAmount('Additional cost'),
  description: zText(),
  extraMinutes: zExtraMinutes.default(0),
  /** Weeks between visits when the option means a repeat (docs/recurring.md); null for a one-off. */
  repeatWeeks: z.coerce
    .number<number | string>()
    .int('Repeat weeks must be a whole number')
    .min(1, 'Repeat weeks must be 1 to 26')
    .max(26, 'Repeat weeks must be 1 to 26')
    .nullish()
    .transform((v) => v ?? null),
});

/** `<parent>/save-with-options.php` less its options: those are checked one by one. */
export const SaveWithOptionsFields = ParentFields.extend({
  options: z.array(z.unknown(), { error: 'Options must be a list' }),
  removeOptionIds: z.array(zId, { error: 'Remove option ids must be a list of ids' }).default([]),
});

const withOptions = <O extends z.ZodType>(option: O) =>
  SaveWithOptionsFields.extend({ options: z.array(z.intersection(OptionCommon, option)) });

/** `modifier/save-with-options.php`. */
export const SaveModifierWithOptionsBody = withOptions(ModifierOptionFields);
/** `variation/save-with-options.php`. */
export const SaveVariationWithOptionsBody = withOptions(VariationOptionFields);

/** `modifieroption/save.php`: one option of the modifier `modifier_id`. */
export const SaveModifierOptionBody = z.intersection(
  z.object({ modifier_id: zRef('Modifier'), ...actorFields }).extend(OptionCommon.shape),
  ModifierOptionFields,
);
/** `variationoption/save.php`: one option of the variation `variationId`. */
export const SaveVariationOptionBody = z.intersection(
  z.object({ variationId: zRef('Variation'), ...actorFields }).extend(OptionCommon.shape),
  VariationOptionFields,
);

export const ModifierOptionsQuery = z.object({ modifier_id: zId.optional() });
export const VariationOptionsQuery = z.object({ variationId: zId.optional() });
