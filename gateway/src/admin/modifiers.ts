/**
 * Modifiers and variations with their options, as the admin screens save them (spec §7 "Call
 * sequences"): the parent first, then each option with the parent's id, then the options the admin
 * removed are deleted (the old screens never sent removals; here they work). A new parent whose
 * options cannot be saved is removed again, so a failed create leaves nothing half-made.
 */
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput } from '../api/errors.js';
import type { GatewayContext } from '../context.js';
import { apiModifierType, apiModifierUnits } from '../domain/status.js';
import { auditFields } from './guard.js';
import {
  deleted,
  numericId,
  optionalId,
  optionalText,
  orNull,
  requiredId,
  requireNonNegative,
} from './shared.js';

function requireAtLeast(value: string, min: number, field: string, label: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw badInput(field, `${label} is required`);
  if (trimmed.length < min) throw badInput(field, `${label} must be at least ${min} characters`);
  return trimmed;
}

/** The ids of existing options named in the input must be options of this parent. */
function checkOptionIds(
  given: readonly (string | null | undefined)[],
  existing: ReadonlySet<number>,
  what: string,
): (number | undefined)[] {
  const seen = new Set<number>();
  return given.map((raw, i) => {
    const id = optionalId(raw, `options.${i}.id`);
    if (id === undefined) return undefined;
    if (!existing.has(id)) throw badInput(`options.${i}.id`, `This option does not belong to this ${what}.`);
    if (seen.has(id)) throw badInput(`options.${i}.id`, 'This option is listed twice.');
    seen.add(id);
    return id;
  });
}

/**
 * Saves the options in order, then deletes the removed ones. When the parent was just created and an
 * option fails, the parent is deleted again (best effort) before the error is passed on.
 */
async function saveChildren(
  ctx: GatewayContext,
  created: boolean,
  deleteParent: () => Promise<unknown>,
  saves: (() => Promise<unknown>)[],
  removals: (() => Promise<unknown>)[],
): Promise<void> {
  try {
    for (const save of saves) await save();
  } catch (error) {
    if (created) {
      await deleteParent().catch((cleanup: unknown) =>
        ctx.log.warn({ err: cleanup }, 'could not remove a half-created parent after an option failed'),
      );
    }
    throw error;
  }
  for (const remove of removals) await remove();
}

export const optionParentQueries: QueryResolvers = {
  adminModifiers: (_p, _a, ctx) => ctx.api.get('modifier/list.php'),
  adminModifier: async (_p, { id }, ctx) => {
    const n = numericId(id);
    return n === null ? null : orNull(ctx.api.get('modifier/get.php', { id: n }));
  },
  adminVariations: (_p, _a, ctx) => ctx.api.get('variation/list.php'),
  adminVariation: async (_p, { id }, ctx) => {
    const n = numericId(id);
    return n === null ? null : orNull(ctx.api.get('variation/get.php', { id: n }));
  },
};

export const optionParentMutations: MutationResolvers = {
  adminSaveModifier: async (_p, { input }, ctx) => {
    const id = optionalId(input.id, 'id');
    const name = requireAtLeast(input.name, 3, 'name', 'Name');
    if (input.options.length === 0) throw badInput('options', 'Keep at least one option.');
    const options = input.options.map((o, i) => {
      const type = apiModifierType(o.type);
      const units = type === 'no_charge' ? null : apiModifierUnits(o.units);
      if (type !== 'no_charge' && units === null) throw badInput(`options.${i}.units`, 'Units is required');
      return {
        name: requireAtLeast(o.name, 2, `options.${i}.name`, 'Name'),
        type,
        units,
        value: type === 'no_charge' ? 0 : requireNonNegative(o.value, `options.${i}.value`, 'Value'),
        description: optionalText(o.description) ?? null,
      };
    });

    const before = id === undefined ? null : await ctx.api.get('modifier/get.php', { id });
    const existing = new Set((before?.options ?? []).map((o) => o.id));
    const optionIds = checkOptionIds(
      input.options.map((o) => o.id),
      existing,
      'modifier',
    );

    const modifierId = await ctx.api.post('modifier/save.php', {
      ...(id !== undefined ? { id } : {}),
      name,
      description: optionalText(input.description) ?? null,
      ...auditFields(ctx, id),
    });

    const kept = new Set(optionIds.filter((o): o is number => o !== undefined));
    await saveChildren(
      ctx,
      id === undefined,
      () => ctx.api.get('modifier/delete.php', { id: modifierId }),
      options.map((o, i) => () => {
        const optionId = optionIds[i];
        return ctx.api.post('modifieroption/save.php', {
          ...(optionId !== undefined ? { id: optionId } : {}),
          modifier_id: modifierId,
          ...o,
          ...auditFields(ctx, optionId),
        });
      }),
      [...existing]
        .filter((o) => !kept.has(o))
        .map((o) => () => ctx.api.get('modifieroption/delete.php', { id: o })),
    );
    return { modifier: await ctx.api.get('modifier/get.php', { id: modifierId }) };
  },

  adminDeleteModifier: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    return deleted(id, await ctx.api.get('modifier/delete.php', { id }));
  },

  adminSaveVariation: async (_p, { input }, ctx) => {
    const id = optionalId(input.id, 'id');
    const name = requireAtLeast(input.name, 3, 'name', 'Name');
    if (input.options.length === 0) throw badInput('options', 'Keep at least one option.');
    const options = input.options.map((o, i) => ({
      label: requireAtLeast(o.label, 2, `options.${i}.label`, 'Option Label'),
      additionalCost: requireNonNegative(o.additionalCost, `options.${i}.additionalCost`, 'Additional Cost'),
      description: optionalText(o.description) ?? null,
    }));

    const before = id === undefined ? null : await ctx.api.get('variation/get.php', { id });
    const existing = new Set((before?.options ?? []).map((o) => o.id));
    const optionIds = checkOptionIds(
      input.options.map((o) => o.id),
      existing,
      'variation',
    );

    const variationId = await ctx.api.post('variation/save.php', {
      ...(id !== undefined ? { id } : {}),
      name,
      description: optionalText(input.description) ?? null,
      ...auditFields(ctx, id),
    });

    const kept = new Set(optionIds.filter((o): o is number => o !== undefined));
    await saveChildren(
      ctx,
      id === undefined,
      () => ctx.api.get('variation/delete.php', { id: variationId }),
      options.map((o, i) => () => {
        const optionId = optionIds[i];
        return ctx.api.post('variationoption/save.php', {
          ...(optionId !== undefined ? { id: optionId } : {}),
          variationId,
          ...o,
          ...auditFields(ctx, optionId),
        });
      }),
      [...existing]
        .filter((o) => !kept.has(o))
        .map((o) => () => ctx.api.get('variationoption/delete.php', { id: o })),
    );
    return { variation: await ctx.api.get('variation/get.php', { id: variationId }) };
  },

  adminDeleteVariation: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    return deleted(id, await ctx.api.get('variation/delete.php', { id }));
  },
};
