/**
 * The admin's API clients (docs/product.md "API clients"): create, list, rotate, revoke. The secret is
 * made here, answered once and sent to the api only as its hash.
 */
import { CreateApiClientBody } from '@greenleaf/shared/rest/developers';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput } from '../api/errors.js';
import type { ApiApiClient } from '../api/replies/developers.js';
import { adminId } from '../admin/guard.js';
import { requireNumericId } from '../resolvers/ids.js';
import { newSecret } from './secret.js';

const toClient = (client: ApiApiClient) => ({ ...client, id: String(client.id) });

export const developerQueries: QueryResolvers = {
  adminApiClients: async (_p, _a, ctx) => (await ctx.api.get('developers/list.php')).map(toClient),
};

export const developerMutations: MutationResolvers = {
  adminCreateApiClient: async (_p, { input }, ctx) => {
    const made = newSecret();
    const parsed = CreateApiClientBody.safeParse({
      name: input.name,
      scopes: input.scopes,
      allowedOrigins: input.allowedOrigins ?? [],
      secretHash: made.secretHash,
      secretShown: made.secretShown,
      created_by: adminId(ctx),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw badInput(String(issue.path[0] ?? 'name'), issue.message);
    }
    const client = await ctx.api.forWrite().post('developers/save.php', parsed.data);
    return { client: toClient(client), secret: made.secret };
  },
  adminRotateApiClient: async (_p, { id }, ctx) => {
    const made = newSecret();
    const client = await ctx.api.forWrite().post('developers/rotate.php', {
      id: requireNumericId(id, 'id'),
      secretHash: made.secretHash,
      secretShown: made.secretShown,
      updated_by: adminId(ctx),
    });
    return { client: toClient(client), secret: made.secret };
  },
  adminRevokeApiClient: async (_p, { id }, ctx) =>
    toClient(
      await ctx.api
        .forWrite()
        .post('developers/revoke.php', { id: requireNumericId(id, 'id'), updated_by: adminId(ctx) }),
    ),
};
