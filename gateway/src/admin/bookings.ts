/**
 * Admin bookings: the list (newest first, filtered), one booking, bookings moved to another slot
 * (under the checkout's rules: an offered slot, capacity), status moves (confirming an unpaid one says
 * how it was paid) and deletes. Bookings the office makes: office-booking.ts.
 */
import { pageArgs, withPageInfo } from './page-args.js';
import { completableOn } from '@greenleaf/shared/booking-status-moves';
import { askNotice, sendNotice, wasOf } from '../email/notices.js';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import type { ApiBooking } from '../api/replies/bookings.js';
import type { GatewayContext } from '../context.js';
import { invalidTransition } from './booking-status.js';
import { auditFields } from './guard.js';
import { deleted, hasCode, numericId, optionalId } from './shared.js';
import { badInput, gatewayError, nullOn404 } from '../api/errors.js';
import { officeMove } from '../booking/office-move.js';
import { johannesburgNow } from '../booking/time-slots.js';
import { adminId } from './guard.js';
import { bookingByGuidInReach, ownReach } from '../developers/own-reach.js';
import { nothingReceivedMessage, receivedPayment, recordOfficePayment } from './office-payment.js';

/** A booking by numeric id or guidId; null when there is none (or, for a key of reach 'own', not its own). */
export async function findBooking(ctx: GatewayContext, id: string): Promise<ApiBooking | null> {
  const text = id.trim();
  const n = numericId(text);
  if (n !== null) return nullOn404(ctx.api.get('bookings/get.php', { id: n, ...ownReach(ctx) }));
  if (!text.startsWith('booking-')) return null;
  return bookingByGuidInReach(ctx, text);
}

const newestFirst = (a: ApiBooking, b: ApiBooking) =>
  (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id;

export const bookingQueries: QueryResolvers = {
  adminBookings: async (_p, { search, status, userId, from, to }, ctx) => {
    if (from && to && to < from) throw badInput('to', 'The end date must not be before the start date');
    const user = optionalId(userId, 'userId');
    const text = (search ?? '').trim();
    if (text.length > 200) throw badInput('search', 'Search must be at most 200 characters');
    const bookings = await ctx.api.get('bookings/list.php', {
      ...(text ? { search: text } : {}),
      ...(status ? { status } : {}),
      ...(user !== undefined ? { userId: user } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...ownReach(ctx),
    });
    return [...bookings].sort(newestFirst);
  },
  adminBooking: (_p, { id }, ctx) => findBooking(ctx, id),
  adminBookingsPage: async (_p, { first, after, updatedSince, status, from, to }, ctx) => {
    if (from && to && to < from) throw badInput('to', 'The end date must not be before the start date');
    return ctx.api
      .get('bookings/page.php', {
        ...pageArgs(first, after, 50),
        ...(updatedSince ? { updatedSince: new Date(updatedSince).toISOString() } : {}),
        ...(status ? { status } : {}),
        ...(from ? { from } : {}),
        ...(to ? { to } : {}),
        ...ownReach(ctx),
      })
      .then(withPageInfo);
  },
};

const completedTooEarlyMessage = (date: string) =>
  `This visit is on ${date}: it can be marked completed from that day on.`;

export const bookingMutations: MutationResolvers = {
  adminRescheduleBooking: async (_p, { input }, ctx) => {
    const booking = await findBooking(ctx, input.id);
    if (!booking) throw badInput('id', 'There is no such booking.');
    const fields = { date: 'date', timeSlot: 'timeSlot', crewId: 'crewId' };
    return { booking: (await officeMove(ctx, booking, input, fields, adminId(ctx))).booking };
  },

  adminMarkRefunded: async (_p, { input }, ctx) => {
    const booking = await findBooking(ctx, input.id);
    if (!booking) throw badInput('id', 'There is no such booking.');
    const paymentId = optionalId(input.paymentId, 'paymentId');
    const reference = (input.reference ?? '').trim();
    if (reference.length > 200) throw badInput('reference', 'A reference has at most 200 characters.');
    try {
      const saved = await ctx.api.post('bookings/mark-refunded.php', {
        id: booking.id,
        ...(paymentId === undefined ? {} : { paymentId }),
        ...(reference ? { reference } : {}),
        updated_by: adminId(ctx),
      });
      return { booking: saved };
    } catch (error) {
      if (hasCode(error, 'NO_REFUND_DUE')) {
        throw paymentId === undefined
          ? gatewayError('NO_REFUND_DUE', 'This booking has no refund due.', { field: 'id' })
          : gatewayError('NO_REFUND_DUE', 'This payment has no refund due.', { field: 'paymentId' });
      }
      if (paymentId !== undefined && hasCode(error, 'NOT_FOUND')) {
        throw badInput('paymentId', 'This booking has no such payment.');
      }
      throw error;
    }
  },

  adminSetBookingStatus: async (_p, { input }, ctx) => {
    const booking = await findBooking(ctx, input.id);
    if (!booking) throw badInput('id', 'There is no such booking.');
    const to = input.status;
    // Asking for the status it already has is not a move: nothing changes (as the api's contract says).
    if (booking.status === to) return { booking, customerNotified: false };
    // Confirming a booking not paid in full says how it was paid, or that nothing was received: never
    // a silent revenue (docs/product.md "Payments").
    if (to === 'confirmed' && booking.status === 'pending' && booking.amountOwed > 0) {
      if (input.payment) {
        const received = receivedPayment(input.payment, 'payment');
        return { booking: await recordOfficePayment(ctx, booking, received) };
      }
      if (!input.withoutPayment) {
        throw badInput('payment', nothingReceivedMessage(booking.amountOwed));
      }
    }
    // Work is completed on or after its day, not before.
    if (
      to === 'completed' &&
      booking.status === 'confirmed' &&
      !completableOn(booking.bookingDate, johannesburgNow().date)
    ) {
      throw gatewayError('INVALID_TRANSITION', completedTooEarlyMessage(booking.bookingDate), {
        field: 'status',
      });
    }
    try {
      // The customer hears of an office cancel once (the call that made it: the api stores the notice
      // only then), unless the office chose "Don't e-mail the customer"; a paid booking is now marked
      // for refund and the e-mail says so.
      const wanted = to === 'cancelled' && input.notifyCustomer !== false;
      const notice = wanted ? askNotice({ was: wasOf(booking) }) : undefined;
      const { moved, ...saved } = await ctx.api.post('bookings/set-status.php', {
        id: booking.id,
        status: to,
        byOffice: true,
        ...auditFields(ctx, booking.id),
        ...(notice ? { notice } : {}),
      });
      if (notice && moved) void sendNotice(ctx, notice, saved);
      return { booking: saved, customerNotified: Boolean(notice && moved) };
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
