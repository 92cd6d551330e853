/**
 * Admin bookings: the list (newest first, filtered), one booking, bookings made for a customer and
 * moved to another slot (both under the checkout's rules: priced lines, an offered slot, capacity),
 * status moves and deletes.
 */
import { noticeCancelled } from '../booking/change-notices.js';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import type { ApiBooking } from '../api/rest-types.js';
import type { GatewayContext } from '../context.js';
import { invalidTransition } from './booking-status.js';
import { auditFields } from './guard.js';
import { deleted, hasCode, numericId, optionalId, requiredId } from './shared.js';
import { badInput, errorCode, gatewayError, nullOn404 } from '../api/errors.js';
import { offeredStart, WORK_DOES_NOT_FIT_MESSAGE } from '../booking/offered-slot.js';
import { officeMove } from '../booking/office-move.js';
import { johannesburgNow } from '../booking/time-slots.js';
import { workMinutes } from '../booking/work-length.js';
import { priceBooking, saveOrRepriceOnce } from '../booking/quote.js';
import { pricedForSave } from '../booking/save-booking.js';
import { checkedServiceAddress } from '../booking/service-address.js';
import { SLOT_FULL_MESSAGE } from '../resolvers/public/booking.js';
import { adminId } from './guard.js';

/** A booking by numeric id or guidId; null when there is none. */
async function findBooking(ctx: GatewayContext, id: string): Promise<ApiBooking | null> {
  const text = id.trim();
  const n = numericId(text);
  if (n !== null) return nullOn404(ctx.api.get('bookings/get.php', { id: n }));
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
      ...(status ? { status } : {}),
      ...(user !== undefined ? { userId: user } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    });
    return [...bookings].sort(newestFirst);
  },
  adminBooking: (_p, { id }, ctx) => findBooking(ctx, id),
};

const completedTooEarlyMessage = (date: string) =>
  `This visit is on ${date}: it can be marked completed from that day on.`;

const slotFull = (field: string) => gatewayError('SLOT_FULL', SLOT_FULL_MESSAGE, { field });

/** The api's SLOT_FULL (the capacity trigger) in the admin's words; other errors as they are. */
function explainSlotFull(error: unknown, field: string): never {
  if (errorCode(error) === 'SLOT_FULL') throw slotFull(field);
  if (errorCode(error) === 'WORK_DOES_NOT_FIT') {
    throw gatewayError('WORK_DOES_NOT_FIT', WORK_DOES_NOT_FIT_MESSAGE, { field });
  }
  throw error;
}

export const bookingMutations: MutationResolvers = {
  adminCreateBooking: async (_p, { input }, ctx) => {
    const userId = requiredId(input.userId, 'userId');
    const { booking: choice } = input;
    const date = (choice.date ?? '').trim();
    if (!date) throw badInput('booking.date', 'Please choose a date for the booking.');
    const label = (choice.timeSlot ?? '').trim();
    if (!label) throw badInput('booking.timeSlot', 'Please choose a time slot.');
    // Everything that can be refused is checked before anything is written, as at the checkout.
    const customer = await ctx.api.userById.load(userId);
    if (!customer) throw badInput('userId', 'There is no such customer.');
    // Where the visit is: a served suburb (its travel minutes decide the call-out fee).
    const where = await checkedServiceAddress(ctx.api, input.address);
    // The customer's earned discounts, decided for that customer as at the checkout.
    const pricingFrom = {
      api: ctx.api,
      catalogue: ctx.catalogue,
      customer: { userId },
      travel: { travelMinutesFor: async () => where.travelMinutes },
      callOutFreeMinutes: ctx.config.callOutFreeMinutes,
    };
    let priced = await priceBooking(pricingFrom, choice, 'booking.');
    // Every slot the work covers, as at the checkout (the office may book inside the lead time).
    const { slot } = await offeredStart(
      ctx.api,
      {
        date,
        label,
        minutes: workMinutes(priced.quote, priced.catalogue, date),
        leadTime: false,
      },
      { date: 'booking.date', timeSlot: 'booking.timeSlot' },
    );
    if (!slot.available) throw slotFull('booking.timeSlot');
    // Priced from the gateway's catalogue snapshot: a stale price is refused by the api and priced again.
    const save = () =>
      ctx.api.post('bookings/save.php', {
        userId,
        bookingDate: date,
        bookingTime: slot.label,
        ...pricedForSave(priced),
        address: where.address,
        ...(where.propertyNotes ? { propertyNotes: where.propertyNotes } : {}),
        created_by: adminId(ctx),
      });
    try {
      const booking = await saveOrRepriceOnce(save, async () => {
        priced = await priceBooking(pricingFrom, choice, 'booking.', true);
      });
      return { booking };
    } catch (error) {
      return explainSlotFull(error, 'booking.timeSlot');
    }
  },

  adminRescheduleBooking: async (_p, { input }, ctx) => {
    const booking = await findBooking(ctx, input.id);
    if (!booking) throw badInput('id', 'There is no such booking.');
    const fields = { date: 'date', timeSlot: 'timeSlot', crewId: 'crewId' };
    return { booking: await officeMove(ctx, booking, input, fields, adminId(ctx)) };
  },

  adminMarkRefunded: async (_p, { input }, ctx) => {
    const booking = await findBooking(ctx, input.id);
    if (!booking) throw badInput('id', 'There is no such booking.');
    const paymentId = optionalId(input.paymentId, 'paymentId');
    try {
      const saved = await ctx.api.post('bookings/mark-refunded.php', {
        id: booking.id,
        ...(paymentId === undefined ? {} : { paymentId }),
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
    // Work is completed on or after its day, not before.
    if (
      to === 'completed' &&
      booking.status === 'confirmed' &&
      booking.bookingDate > johannesburgNow().date
    ) {
      throw gatewayError('INVALID_TRANSITION', completedTooEarlyMessage(booking.bookingDate), {
        field: 'status',
      });
    }
    try {
      const { moved, ...saved } = await ctx.api.post('bookings/set-status.php', {
        id: booking.id,
        status: to,
        byOffice: true,
        ...auditFields(ctx, booking.id),
      });
      // The customer hears of an office cancel once (the call that made it), unless the office chose
      // "Don't e-mail the customer"; a paid booking is now marked for refund and the e-mail says so.
      const notify = moved && to === 'cancelled' && input.notifyCustomer !== false;
      if (notify) noticeCancelled(ctx, saved);
      return { booking: saved, customerNotified: notify };
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
