/**
 * Deactivating a crew with future jobs (docs/product.md "The office's day", Crews): the preview and the
 * deactivation are the api's (`crews/deactivation-preview.php`, `crews/deactivate.php`: one
 * transaction); the gateway names the field each refusal is about.
 */
import { GraphQLError } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import { errorCode, gatewayError } from '../api/errors.js';
import { adminId } from '../admin/guard.js';
import { requiredId } from '../admin/shared.js';
import type { GatewayContext } from '../context.js';

async function crewById(ctx: GatewayContext, id: number) {
  const crew = (await ctx.api.get('crews/list.php')).find((c) => c.id === id);
  if (!crew) throw gatewayError('NOT_FOUND', 'Crew not found', { field: 'crewId' });
  return crew;
}

/** The api's refusal again, naming the field the office fixes. */
export function withField(error: unknown, field: string): unknown {
  if (!(error instanceof GraphQLError)) return error;
  const code = errorCode(error);
  if (code !== 'CONFLICT' && code !== 'OVER_CAPACITY' && code !== 'CREW_BUSY' && code !== 'BAD_USER_INPUT') {
    return error;
  }
  return gatewayError(code, error.message, { field });
}

export const crewDeactivationQueries: QueryResolvers = {
  adminCrewDeactivationPreview: async (_p, args, ctx) => {
    const crewId = requiredId(args.crewId, 'crewId');
    const crew = await crewById(ctx, crewId);
    const preview = await ctx.api.get('crews/deactivation-preview.php', { id: crewId });
    return {
      crew,
      jobs: preview.jobs.map((j) => ({
        id: String(j.id),
        guidId: j.guidId,
        date: j.bookingDate,
        time: j.bookingTime,
        status: j.status,
        customerName: j.customerName,
        suburb: j.suburb,
      })),
      overCapacity: preview.overCapacity,
    };
  },
};

export const crewDeactivationMutations: MutationResolvers = {
  adminDeactivateCrew: async (_p, { input }, ctx) => {
    const crewId = requiredId(input.crewId, 'crewId');
    const reassignTo = input.reassignTo ? requiredId(input.reassignTo, 'reassignTo') : null;
    let done;
    try {
      done = await ctx.api.forWrite().post('crews/deactivate.php', {
        crewId,
        reassignTo,
        confirmOverCapacity: input.confirmOverCapacity === true,
        updated_by: adminId(ctx),
      });
    } catch (error) {
      const upstream = error instanceof GraphQLError ? error.extensions['upstreamCode'] : undefined;
      throw withField(error, upstream === 'OVER_CAPACITY' ? 'confirmOverCapacity' : 'reassignTo');
    }
    return {
      crew: await crewById(ctx, done.crewId),
      moved: done.moved,
      reassignedTo: done.reassignedTo === null ? null : await crewById(ctx, done.reassignedTo),
    };
  },
};
