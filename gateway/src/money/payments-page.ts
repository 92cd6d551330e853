/**
 * `adminPaymentsPage` (docs/graphql.md, "Bookings page by page, and what changed"): every payment page
 * by page in the order of its last change, as the api reads it (api/src/money/payments-page.ts), within
 * the key's reach.
 */
import type { QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput } from '../api/errors.js';
import { ownReach } from '../developers/own-reach.js';

export const paymentsPageQueries: QueryResolvers = {
  adminPaymentsPage: async (_p, { first, after, updatedSince, refundStatus }, ctx) => {
    const size = first ?? 50;
    if (!Number.isInteger(size) || size < 1 || size > 200)
      throw badInput('first', 'first must be from 1 to 200');
    if (after && after.length > 200) throw badInput('after', 'Not a cursor this list gave');
    return ctx.api.get('money/payments-page.php', {
      first: size,
      ...(after ? { after } : {}),
      ...(updatedSince ? { updatedSince: new Date(updatedSince).toISOString() } : {}),
      ...(refundStatus ? { refundStatus } : {}),
      ...ownReach(ctx),
    });
  },
};
