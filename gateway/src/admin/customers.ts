/**
 * The office's customer record: the account, its bookings, what they spent, their properties and the
 * office's notes.
 */
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput, gatewayError } from '../api/errors.js';
import { requireAccountInReach } from '../auth/guards.js';
import type { GatewayContext } from '../context.js';
import { customerProperties } from './customer-properties.js';
import { adminId } from './guard.js';
import { numericId, requiredId } from './shared.js';

const SPENT = new Set(['confirmed', 'completed']);

/** The account `id` when the office user reaches it (a manager: customers only); NOT_FOUND or FORBIDDEN. */
export async function accountInReach(ctx: GatewayContext, id: number, field: string) {
  const user = await ctx.api.userById.load(id);
  if (!user) throw gatewayError('NOT_FOUND', 'There is no such customer.', { field });
  return requireAccountInReach(ctx, user);
}

export const customerQueries: QueryResolvers = {
  adminCustomer: async (_p, { id }, ctx) => {
    const userId = numericId(id.trim());
    if (userId === null) return null;
    const user = await ctx.api.userById.load(userId);
    if (!user) return null;
    requireAccountInReach(ctx, user);
    const [bookings, notes, properties] = await Promise.all([
      ctx.api.get('bookings/list-by-user-id.php', { userId }),
      ctx.api.get('users/office-notes.php', { id: userId }),
      customerProperties(ctx.api, userId),
    ]);
    const sorted = [...bookings].sort(
      (a, b) => b.bookingDate.localeCompare(a.bookingDate) || b.bookingTime.localeCompare(a.bookingTime),
    );
    const totalSpent = bookings.filter((b) => SPENT.has(b.status)).reduce((sum, b) => sum + b.totalPrice, 0);
    return {
      user,
      officeNotes: notes.officeNotes,
      bookings: sorted,
      properties,
      totalSpent: Math.round(totalSpent * 100) / 100,
    };
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
