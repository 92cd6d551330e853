/** Admin bookings: the list (newest first, filtered), one booking, status moves and deletes. */
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import type { ApiBooking } from '../api/rest-types.js';
import type { GatewayContext } from '../context.js';
import { apiBookingStatus } from '../domain/status.js';
import { invalidTransition } from './booking-status.js';
import { auditFields } from './guard.js';
import { deleted, hasCode, numericId, optionalId, orNull } from './shared.js';
import { badInput } from '../api/errors.js';

/** A booking by numeric id or guidId; null when there is none. */
async function findBooking(ctx: GatewayContext, id: string): Promise<ApiBooking | null> {
  const text = id.trim();
  const n = numericId(text);
  if (n !== null) return orNull(ctx.api.get('bookings/get.php', { id: n }));
  if (!text.startsWith('booking-')) return null;
  return ctx.api.bookingByGuid.load(text);
}

const newestFirst = (a: ApiBooking, b: ApiBooking) =>
  (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id;

export const bookingQueries: QueryResolvers = {
  adminBookings: async (_p, { status, userId, from, to }, ctx) => {
    if (from && to && to < from) throw badInput('to', 'The end date must not be before the start date');
    const user = optionalId(userId, 'userId');
    const bookings = await ctx.api.get('bookings/list.php', {
      ...(status ? { status: apiBookingStatus(status) } : {}),
      ...(user !== undefined ? { userId: user } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    });
    return [...bookings].sort(newestFirst);
  },
  adminBooking: (_p, { id }, ctx) => findBooking(ctx, id),
};

export const bookingMutations: MutationResolvers = {
  adminSetBookingStatus: async (_p, { input }, ctx) => {
    const booking = await findBooking(ctx, input.id);
    if (!booking) throw badInput('id', 'There is no such booking.');
    const to = apiBookingStatus(input.status);
    // Asking for the status it already has is not a move: nothing changes (as the api's contract says).
    if (booking.status === to) return { booking };
    try {
      const saved = await ctx.api.post('bookings/set-status.php', {
        id: booking.id,
        status: to,
        ...auditFields(ctx, booking.id),
      });
      return { booking: saved };
    } catch (error) {
      if (hasCode(error, 'INVALID_TRANSITION')) {
        const current = await ctx.api.get('bookings/get.php', { id: booking.id });
        throw invalidTransition(current.status, to);
      }
      throw error;
    }
  },
  adminDeleteBooking: async (_p, { input }, ctx) => {
    const booking = await findBooking(ctx, input.id);
    if (!booking) throw badInput('id', 'There is no such booking.');
    return deleted(input.id, await ctx.api.get('bookings/delete.php', { id: booking.id }));
  },
};
