/**
 * The admin's API clients (docs/product.md "API clients"): create, list, rotate, revoke. The secret is
 * made here, answered once and sent to the api only as its hash.
 */
import {
  CreateApiClientBody,
  SetApiClientAccessBody,
  SetApiClientLimitsBody,
} from '@greenleaf/shared/rest/developers';
import type { ApiReach } from '@greenleaf/shared/rules/api-reach';
import type { z } from 'zod';
import type {
  ApiClientLimitsInput,
  ApiClientReach,
  MutationResolvers,
  QueryResolvers,
} from '../__generated__/resolvers-types.js';
import { badInput, errorCode, gatewayError } from '../api/errors.js';
import type { ApiApiClient } from '../api/replies/developers.js';
import { adminId } from '../admin/guard.js';
import type { GatewayContext } from '../context.js';
import { requireNumericId } from '../resolvers/ids.js';
import { effectiveLimits } from './limits.js';
import { newSecret } from './secret.js';
import { createIdempotency } from '../idempotency/idempotency.js';

/** The schema's enum for a reach, and back. */
const REACH_OUT: Record<ApiReach, ApiClientReach> = { own: 'OWN', all: 'ALL' };
const reachIn = (reach: ApiClientReach | null | undefined): ApiReach | undefined =>
  reach == null ? undefined : reach === 'OWN' ? 'own' : 'all';

const toClient = (client: ApiApiClient, ctx: GatewayContext) => ({
  ...client,
  id: String(client.id),
  reach: REACH_OUT[client.reach],
  limits: {
    ...effectiveLimits(client.limits, ctx.config.budgets),
    defaults: Object.entries(client.limits)
      .filter(([, v]) => v === null)
      .map(([k]) => k),
  },
});

/** The input's limits as the api takes them (left out: null, the default). */
const limitsOf = (input: ApiClientLimitsInput | null | undefined) => ({
  requestsPerMinute: input?.requestsPerMinute ?? null,
  costPerMinute: input?.costPerMinute ?? null,
  quoteRequestsPerDay: input?.quoteRequestsPerDay ?? null,
});

/** The first zod issue as BAD_USER_INPUT naming its input field (`scopes`, `limits.costPerMinute`). */
function refuseIssue(error: z.ZodError, fallback: string): never {
  const issue = error.issues[0]!;
  const [first, second] = issue.path.map(String);
  throw badInput(first === 'limits' && second ? `limits.${second}` : (first ?? fallback), issue.message);
}

export const developerQueries: QueryResolvers = {
  adminApiClients: async (_p, _a, ctx) =>
    (await ctx.api.get('developers/list.php')).map((c) => toClient(c, ctx)),
};

export const developerMutations: MutationResolvers = {
  adminCreateApiClient: async (_p, { input }, ctx) => {
    const made = newSecret();
    const parsed = CreateApiClientBody.safeParse({
      name: input.name,
      scopes: input.scopes,
      allowedOrigins: input.allowedOrigins ?? [],
      allowedReturnUrls: input.allowedReturnUrls ?? [],
      ...(reachIn(input.reach) !== undefined ? { reach: reachIn(input.reach) } : {}),
      secretHash: made.secretHash,
      secretShown: made.secretShown,
      limits: limitsOf(input.limits),
      created_by: adminId(ctx),
      ...createIdempotency(ctx, input),
    });
    if (!parsed.success) refuseIssue(parsed.error, 'name');
    const client = await ctx.api.forWrite().post('developers/save.php', parsed.data);
    return { client: toClient(client, ctx), secret: made.secret };
  },
  adminRotateApiClient: async (_p, { id }, ctx) => {
    const made = newSecret();
    const client = await ctx.api.forWrite().post('developers/rotate.php', {
      id: requireNumericId(id, 'id'),
      secretHash: made.secretHash,
      secretShown: made.secretShown,
      updated_by: adminId(ctx),
    });
    return { client: toClient(client, ctx), secret: made.secret };
  },
  adminSetApiClientLimits: async (_p, { id, input }, ctx) => {
    const parsed = SetApiClientLimitsBody.safeParse({
      id: requireNumericId(id, 'id'),
      limits: limitsOf(input),
      updated_by: adminId(ctx),
    });
    if (!parsed.success) refuseIssue(parsed.error, 'limits');
    return toClient(await ctx.api.forWrite().post('developers/limits.php', parsed.data), ctx);
  },
  adminSetApiClientAccess: async (_p, { id, input }, ctx) => {
    const parsed = SetApiClientAccessBody.safeParse({
      id: requireNumericId(id, 'id'),
      reach: reachIn(input.reach),
      allowedReturnUrls: input.allowedReturnUrls ?? undefined,
      updated_by: adminId(ctx),
    });
    if (!parsed.success) refuseIssue(parsed.error, 'allowedReturnUrls');
    try {
      return toClient(await ctx.api.forWrite().post('developers/access.php', parsed.data), ctx);
    } catch (error) {
      if (errorCode(error) === 'NOT_FOUND')
        throw gatewayError('NOT_FOUND', 'There is no such API client.', { field: 'id' });
      throw error;
    }
  },
  adminRevokeApiClient: async (_p, { id }, ctx) =>
    toClient(
      await ctx.api
        .forWrite()
        .post('developers/revoke.php', { id: requireNumericId(id, 'id'), updated_by: adminId(ctx) }),
      ctx,
    ),
};
