/**
 * `adminPaymentsPage` (docs/graphql.md, "Bookings page by page, and what changed"): every payment page
 * by page in the order of its last change, as the api reads it (api/src/money/payments-page.ts), within
 * the key's reach.
 */
import { pageArgs, withPageInfo } from '../admin/page-args.js';
import type { QueryResolvers } from '../__generated__/resolvers-types.js';
import { ownReach } from '../developers/own-reach.js';

export const paymentsPageQueries: QueryResolvers = {
  adminPaymentsPage: async (_p, { first, after, updatedSince, refundStatus }, ctx) => {
    return withPageInfo(
      await ctx.api.get('money/payments-page.php', {
        ...pageArgs(first, after, 50),
        ...(updatedSince ? { updatedSince: new Date(updatedSince).toISOString() } : {}),
        ...(refundStatus ? { refundStatus } : {}),
        ...ownReach(ctx),
      }),
    );
  },
};
