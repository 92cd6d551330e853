/** The office's crews: list, save with members, delete (api `crews/*.php`). */
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput, errorCode, errorField, gatewayError } from '../api/errors.js';
import { auditFields } from '../admin/guard.js';
import { deleted, requiredId } from '../admin/shared.js';
import { recordStatus } from '../domain/status.js';
import { withField } from './deactivation.js';
import { createIdempotency } from '../idempotency/idempotency.js';

const COLOUR = /^#[0-9a-fA-F]{6}$/;

export const crewQueries: QueryResolvers = {
  adminCrews: (_p, _a, ctx) => ctx.api.get('crews/list.php'),
  adminStaff: async (_p, _a, ctx) =>
    (await ctx.api.get('users/users.php', { role: 'staff' }))
      .filter((u) => recordStatus(u.statusId) === 'ACTIVE')
      .map((u) => ({ id: u.id, name: u.name, email: u.email })),
};

export const crewMutations: MutationResolvers = {
  adminSaveCrew: async (_p, { input }, ctx) => {
    const id = input.id ? requiredId(input.id, 'id') : undefined;
    const name = input.name.trim();
    if (!name) throw badInput('name', 'Please give the crew a name.');
    if (name.length > 80) throw badInput('name', 'A crew name has at most 80 characters.');
    if (!COLOUR.test(input.colour.trim())) throw badInput('colour', 'Choose a colour written #rrggbb.');
    const memberIds = input.memberIds.map((m, i) => requiredId(m, `memberIds.${i}`));
    try {
      const crew = await ctx.api.post('crews/save.php', {
        ...(id ? { id } : {}),
        name,
        colour: input.colour.trim(),
        active: input.active,
        memberIds,
        ...auditFields(ctx, id),
        ...createIdempotency(ctx, input),
      });
      return { crew };
    } catch (error) {
      if (errorCode(error) === 'DUPLICATE' && errorField(error) !== 'idempotencyKey') {
        throw gatewayError('BAD_USER_INPUT', 'A crew with this name already exists.', { field: 'name' });
      }
      // A crew with future jobs: adminDeactivateCrew says where they go.
      if (errorCode(error) === 'CONFLICT') throw withField(error, 'active');
      throw error;
    }
  },
  adminDeleteCrew: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    try {
      return deleted(id, await ctx.api.get('crews/delete.php', { id }));
    } catch (error) {
      throw errorCode(error) === 'CONFLICT' ? withField(error, 'id') : error;
    }
  },
};
