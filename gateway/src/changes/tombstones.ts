/**
 * `adminTombstones` (docs/graphql.md, "Pages and changes"): the records removed for good, page by
 * page, as the api keeps them (api/src/changes/tombstones.ts), within the key's reach.
 */
import { withPageInfo } from '../admin/page-args.js';
import type { QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput } from '../api/errors.js';
import { ownReach } from '../developers/own-reach.js';

export const tombstoneQueries: QueryResolvers = {
  adminTombstones: async (_p, { first, after, since }, ctx) => {
    const size = first ?? 100;
    if (!Number.isInteger(size) || size < 1 || size > 500)
      throw badInput('first', 'first must be from 1 to 500');
    if (after && after.length > 200) throw badInput('after', 'Not a cursor this list gave');
    const page = await ctx.api.get('changes/tombstones.php', {
      first: size,
      ...(after ? { after } : {}),
      ...(since ? { since: new Date(since).toISOString() } : {}),
      ...ownReach(ctx),
    });
    return withPageInfo({
      ...page,
      nodes: page.nodes.map((t) => ({
        entity: t.entity,
        id: String(t.entityId),
        guidId: t.guidId,
        reason: t.reason,
        at: t.at,
      })),
    });
  },
};
