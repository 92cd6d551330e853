/**
 * Modifiers and variations with their options, as the admin screens save them: the GraphQL input is the
 * parent with its full list of options; existing options missing from the list are removed. The gateway
 * checks the fields (docs/product.md), works out the removals from the parent as stored, and
 * sends parent, options and removals in one call (`<parent>/save-with-options.php`) that the api writes
 * in one transaction, so a save refused or failing half-way changes nothing (docs/api.md).
 */
import { nameProblem, OPTION_NAME_MIN, PARENT_NAME_MIN } from '@greenleaf/shared/rules/name';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput } from '../api/errors.js';
import type { GatewayContext } from '../context.js';
import { auditFields } from './guard.js';
import { deleted, optionalId, optionalWeeks, textOrClear, requiredId, requireNonNegative } from './shared.js';
import { rowById } from './row-by-id.js';
import { createIdempotency } from '../idempotency/idempotency.js';

function requireAtLeast(value: string, min: number, field: string, label: string): string {
  const problem = nameProblem(label, value, min);
  if (problem) throw badInput(field, problem);
  return value.trim();
}

/** What both kinds of input have: an optional id, a name, a description and options with ids. */
interface ParentInput {
  id?: string | null | undefined;
  name: string;
  description?: string | null | undefined;
  options: readonly { id?: string | null | undefined }[];
}

/**
 * The body of `<parent>/save-with-options.php` for a parent with its full list of options: each option
 * (as `optionFields` checks it) with its id when it has one, and as removals the parent's stored
 * options that the list leaves out. Whether each id is one of this parent's is the api's to check,
 * inside the transaction.
 */
async function saveBody<O extends object>(
  ctx: GatewayContext,
  input: ParentInput,
  optionFields: (index: number) => O,
  storedOptionIds: (id: number) => Promise<readonly number[]>,
) {
  const id = optionalId(input.id, 'id');
  const name = requireAtLeast(input.name, PARENT_NAME_MIN, 'name', 'Name');
  if (input.options.length === 0) throw badInput('options', 'Keep at least one option.');
  const options = input.options.map((o, i) => {
    const optionId = optionalId(o.id, `options.${i}.id`);
    return { ...(optionId !== undefined ? { id: optionId } : {}), ...optionFields(i) };
  });
  const kept = new Set(options.map((o) => o.id));
  const stored = id === undefined ? [] : await storedOptionIds(id);
  return {
    ...(id !== undefined ? { id } : {}),
    name,
    description: textOrClear(input.description) ?? null,
    ...auditFields(ctx, id),
    ...createIdempotency(ctx, input),
    options,
    removeOptionIds: stored.filter((o) => !kept.has(o)),
  };
}

export const optionParentQueries: QueryResolvers = {
  adminModifiers: (_p, _a, ctx) => ctx.api.get('modifier/list.php'),
  adminModifier: (_p, { id }, ctx) => rowById(ctx, 'modifier/get.php', id),
  adminVariations: (_p, _a, ctx) => ctx.api.get('variation/list.php'),
  adminVariation: (_p, { id }, ctx) => rowById(ctx, 'variation/get.php', id),
};

export const optionParentMutations: MutationResolvers = {
  adminSaveModifier: async (_p, { input }, ctx) => {
    const body = await saveBody(
      ctx,
      input,
      (i) => {
        const o = input.options[i]!;
        const type = o.type;
        const units = type === 'no_charge' ? null : (o.units ?? null);
        if (type !== 'no_charge' && units === null) throw badInput(`options.${i}.units`, 'Units is required');
        return {
          name: requireAtLeast(o.name, OPTION_NAME_MIN, `options.${i}.name`, 'Name'),
          type,
          units,
          value: type === 'no_charge' ? 0 : requireNonNegative(o.value, `options.${i}.value`, 'Value'),
          description: textOrClear(o.description) ?? null,
        };
      },
      async (id) => (await ctx.api.get('modifier/get.php', { id })).options.map((o) => o.id),
    );
    return { modifier: await ctx.api.post('modifier/save-with-options.php', body) };
  },

  adminDeleteModifier: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    return deleted(id, await ctx.api.get('modifier/delete.php', { id }));
  },

  adminSaveVariation: async (_p, { input }, ctx) => {
    const body = await saveBody(
      ctx,
      input,
      (i) => {
        const o = input.options[i]!;
        return {
          label: requireAtLeast(o.label, OPTION_NAME_MIN, `options.${i}.label`, 'Option Label'),
          additionalCost: requireNonNegative(
            o.additionalCost,
            `options.${i}.additionalCost`,
            'Additional Cost',
          ),
          description: textOrClear(o.description) ?? null,
          // A repeating option makes a booking a recurring series (docs/recurring.md).
          repeatWeeks: optionalWeeks(
            o.repeatWeeks,
            1,
            26,
            `options.${i}.repeatWeeks`,
            'Weeks between visits',
          ),
        };
      },
      async (id) => (await ctx.api.get('variation/get.php', { id })).options.map((o) => o.id),
    );
    return { variation: await ctx.api.post('variation/save-with-options.php', body) };
  },

  adminDeleteVariation: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    return deleted(id, await ctx.api.get('variation/delete.php', { id }));
  },
};
