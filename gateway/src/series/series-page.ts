/**
 * `adminSeriesPage` (docs/graphql.md, "Bookings page by page, and what changed"): every series page by
 * page in the order of its last change, as the api reads it (api/src/series/series-page.ts), within
 * the key's reach.
 */
import { pageArgs, withPageInfo } from '../admin/page-args.js';
import type { QueryResolvers } from '../__generated__/resolvers-types.js';
import { ownReach } from '../developers/own-reach.js';

export const seriesPageQueries: QueryResolvers = {
  adminSeriesPage: async (_p, { first, after, updatedSince, status }, ctx) => {
    return withPageInfo(
      await ctx.api.get('series/page.php', {
        ...pageArgs(first, after, 50),
        ...(updatedSince ? { updatedSince: new Date(updatedSince).toISOString() } : {}),
        ...(status ? { status } : {}),
        ...ownReach(ctx),
      }),
    );
  },
};
