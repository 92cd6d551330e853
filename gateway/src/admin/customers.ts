/**
 * The office's customer record: the account, its bookings, what they spent, their properties and the
 * office's notes.
 */
import type { MutationResolvers, QueryResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import type { ApiUser } from '../api/replies/users.js';
import { badInput, gatewayError, nullOn404 } from '../api/errors.js';
import { ownReach } from '../developers/own-reach.js';
import { requireAccountInReach } from '../auth/guards.js';
import type { GatewayContext } from '../context.js';
import { customerProperties } from './customer-properties.js';
import { adminId } from './guard.js';
import { pageArgs, withPageInfo } from './page-args.js';
import { numericId, requiredId } from './shared.js';

/** A customer's record as the query gives it; its bookings are read by their own fields. */
export interface AdminCustomerParent {
  user: ApiUser;
  officeNotes: string | null;
  properties: Awaited<ReturnType<typeof customerProperties>>;
  totalSpent: number;
  bookingsCount: number;
}

/** The account `id` when the office user reaches it (a manager: customers only); NOT_FOUND or FORBIDDEN. */
export async function accountInReach(ctx: GatewayContext, id: number, field: string) {
  const user = await ctx.api.userById.load(id);
  if (!user) throw gatewayError('NOT_FOUND', 'There is no such customer.', { field });
  return requireAccountInReach(ctx, user);
}

export const customerQueries: QueryResolvers = {
  adminCustomer: async (_p, { id }, ctx): Promise<AdminCustomerParent | null> => {
    const userId = numericId(id.trim());
    if (userId === null) return null;
    const user = await ctx.api.userById.load(userId);
    if (!user) return null;
    requireAccountInReach(ctx, user);
    // The figures are summed by the api (issue #34): the record reads no booking it does not show. A
    // key of reach 'own' sums its own bookings only, and a customer it never booked for is not found.
    const figures = await nullOn404(ctx.api.get('customers/figures.php', { userId, ...ownReach(ctx) }));
    if (!figures) return null;
    // A key of reach 'own' reads what it booked for the customer, not what the office keeps about them:
    // neither the office's notes nor the addresses the office recorded.
    if (ownReach(ctx).ownClient !== undefined) return { user, officeNotes: null, properties: [], ...figures };
    const [notes, properties] = await Promise.all([
      ctx.api.get('users/office-notes.php', { id: userId }),
      customerProperties(ctx.api, userId),
    ]);
    return { user, officeNotes: notes.officeNotes, properties, ...figures };
  },
};

export const customerTypes: Resolvers = {
  AdminCustomer: {
    /** Deprecated: every booking at once (bookingsPage reads a page). */
    bookings: async (c, _a, ctx) => {
      const bookings = await ctx.api.get('bookings/list-by-user-id.php', {
        userId: c.user.id,
        ...ownReach(ctx),
      });
      return [...bookings].sort(
        (a, b) => b.bookingDate.localeCompare(a.bookingDate) || b.bookingTime.localeCompare(a.bookingTime),
      );
    },
    bookingsPage: (c, { first, after }, ctx) =>
      ctx.api
        .get('bookings/by-user-page.php', {
          userId: c.user.id,
          ...pageArgs(first, after, 20),
          ...ownReach(ctx),
        })
        .then(withPageInfo),
  },
};

export const customerMutations: MutationResolvers = {
  adminSaveCustomerNotes: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    await accountInReach(ctx, id, 'id');
    const notes = (input.officeNotes ?? '').trim();
    if (notes.length > 5000) throw badInput('officeNotes', 'Notes must be at most 5000 characters.');
    const saved = await ctx.api.post('users/set-office-notes.php', {
      id,
      officeNotes: notes || null,
      updated_by: adminId(ctx),
    });
    return { officeNotes: saved.officeNotes };
  },
};
