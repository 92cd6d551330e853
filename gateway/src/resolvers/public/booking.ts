/**
 * Time slots, quotes and the checkout: createBooking (priced by the gateway), startPayment (the
 * provider's signed form) and cancelBooking.
 */
import { SA_PHONE_MESSAGE, isSaPhone } from '@greenleaf/shared/sa-phone';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { badInput, errorCode, gatewayError } from '../../api/errors.js';
import type { ApiUser } from '../../api/rest-types.js';
import { priceBooking, toGraphqlQuote } from '../../booking/quote.js';
import { slotByLabel, slotHasStarted, slotsFor } from '../../booking/time-slots.js';
import {
  FILL_ALL_FIELDS,
  newPassword,
  optionalText,
  requiredEmail,
  requiredText,
} from '../../booking/validation.js';
import type { GatewayContext } from '../../context.js';
import { roleOf } from '../../domain/status.js';
import { buildPaymentForm } from '../../payments/payment-form.js';
import type { SessionUser } from '../../session.js';
import { isCalendarDate } from '../scalars.js';

export const SLOT_FULL_MESSAGE = 'This time slot is fully booked. Please choose another slot.';
export const EMAIL_TAKEN_SIGN_IN =
  'An account with this e-mail address already exists. Please sign in to continue your booking.';
export const BOOKING_NOT_FOUND = 'Booking not found';

async function loadBooking(ctx: GatewayContext, guidId: string) {
  const guid = guidId.trim();
  if (!/^booking-[A-Za-z0-9-]{8,200}$/.test(guid)) return null;
  return ctx.api.bookingByGuid.load(guid);
}

/** The account the booking is for: the signed-in customer, or a new account from the contact form. */
async function bookingCustomer(
  ctx: GatewayContext,
  customer:
    | {
        name: string;
        email: string;
        password: string;
        phone: string;
        address?: string | null | undefined;
      }
    | null
    | undefined,
): Promise<{ user: SessionUser; create: (() => Promise<SessionUser>) | null }> {
  const signedIn = ctx.session.user;
  if (signedIn) return { user: signedIn, create: null };
  if (!customer) throw badInput('customer', FILL_ALL_FIELDS);
  const name = requiredText(customer.name, 'customer.name', 'Name', FILL_ALL_FIELDS);
  const email = requiredEmail(customer.email, 'customer.email', FILL_ALL_FIELDS);
  const password = newPassword(customer.password, 'customer.password', FILL_ALL_FIELDS);
  const phone = requiredText(customer.phone, 'customer.phone', 'Phone', FILL_ALL_FIELDS);
  if (!isSaPhone(phone)) throw badInput('customer.phone', SA_PHONE_MESSAGE);
  const address = optionalText(customer.address);
  const placeholder: SessionUser = { id: 0, role: 'CLIENT', name, email };
  return {
    user: placeholder,
    create: async () => {
      let created: ApiUser;
      try {
        created = await ctx.api.post('users/save.php', {
          name,
          email,
          password,
          phone,
          address,
          role: 'client',
        });
      } catch (error) {
        if (errorCode(error) === 'EMAIL_TAKEN') {
          throw gatewayError('EMAIL_TAKEN', EMAIL_TAKEN_SIGN_IN, { field: 'customer.email' });
        }
        throw error;
      }
      const user: SessionUser = {
        id: created.id,
        role: roleOf(created.role) ?? 'CLIENT',
        name: created.name,
        email: created.email,
      };
      await ctx.session.signIn(user);
      return user;
    },
  };
}

export const bookingQueries: QueryResolvers = {
  timeSlots: async (_p, { date }, ctx) => {
    return slotsFor(date, await ctx.api.get('bookings/slots.php', { date }), ctx.config.slotCapacity);
  },

  quote: async (_p, { input }, ctx) => toGraphqlQuote(await priceBooking(ctx.api, input), input.date),

  booking: (_p, { guidId }, ctx) => loadBooking(ctx, guidId),
};

export const bookingMutations: MutationResolvers = {
  createBooking: async (_p, { input }, ctx) => {
    const { booking: choice } = input;
    const date = requiredText(choice.date, 'booking.date', 'Date', 'Please choose a date for your booking.');
    if (!isCalendarDate(date))
      throw badInput('booking.date', 'Date must be a calendar date written YYYY-MM-DD');
    const slotLabel = requiredText(
      choice.timeSlot,
      'booking.timeSlot',
      'Time slot',
      'Please choose a time slot.',
    );
    // The day's slots as the api lists them (the one source of the slot labels), with what holds them.
    const slots = slotsFor(date, await ctx.api.get('bookings/slots.php', { date }), ctx.config.slotCapacity);
    const slot = slotByLabel(slots, slotLabel);
    if (!slot) throw badInput('booking.timeSlot', 'Please choose one of the offered time slots.');
    if (slotHasStarted(date, slot)) {
      throw badInput('booking.timeSlot', 'This time slot has already started. Please choose a later slot.');
    }
    const idempotencyKey = optionalText(input.idempotencyKey, 200);

    // Everything that can be refused is checked before anything is written.
    const customer = await bookingCustomer(ctx, input.customer);
    const priced = await priceBooking(ctx.api, choice, 'booking.');
    // A replay (same key, already signed in) may find the slot full of its own booking: let the api answer.
    if (!(idempotencyKey && ctx.session.user) && !slot.available) {
      throw gatewayError('SLOT_FULL', SLOT_FULL_MESSAGE, { field: 'booking.timeSlot' });
    }

    const user = customer.create ? await customer.create() : customer.user;
    try {
      const booking = await ctx.api.post('bookings/save.php', {
        userId: user.id,
        bookingDate: date,
        bookingTime: slot.label,
        totalPrice: priced.quote.total,
        ...(idempotencyKey ? { idempotencyKey } : {}),
        services: priced.quote.lines.map((line) => ({
          ...(line.serviceId !== undefined ? { serviceId: Number(line.serviceId) } : {}),
          ...(line.packageId !== undefined ? { packageId: Number(line.packageId) } : {}),
          price: line.total,
          variationOptionIds: line.options.map((o) => Number(o.id)),
          addOnIds: line.addOns.map((a) => Number(a.id)),
        })),
        modifierOptionIds: priced.quote.adjustments.map((a) => Number(a.optionId)),
        created_by: user.id,
      });
      const account = await ctx.api.userById.load(user.id);
      if (!account) throw gatewayError('NOT_FOUND', 'Your account could not be found. Please sign in again.');
      return { booking, user: account };
    } catch (error) {
      if (errorCode(error) === 'SLOT_FULL') {
        throw gatewayError('SLOT_FULL', SLOT_FULL_MESSAGE, { field: 'booking.timeSlot' });
      }
      throw error;
    }
  },

  startPayment: async (_p, { guidId }, ctx) => {
    const booking = await loadBooking(ctx, guidId);
    if (!booking) throw gatewayError('NOT_FOUND', BOOKING_NOT_FOUND, { field: 'guidId' });
    if (booking.status !== 'pending') {
      const message =
        booking.status === 'cancelled'
          ? 'This booking was cancelled and can no longer be paid.'
          : 'This booking has already been paid.';
      throw gatewayError('NOT_PAYABLE', message, { field: 'guidId' });
    }
    const form = buildPaymentForm(booking, ctx.config);
    return { ...form, booking };
  },

  cancelBooking: async (_p, { input }, ctx) => {
    const booking = await loadBooking(ctx, input.guidId);
    if (!booking) throw gatewayError('NOT_FOUND', BOOKING_NOT_FOUND, { field: 'guidId' });
    const viewer = ctx.session.user;
    const isOwnerOrAdmin = viewer !== null && (viewer.id === booking.userId || viewer.role === 'ADMIN');
    if (booking.status === 'confirmed' && !isOwnerOrAdmin) {
      throw gatewayError('FORBIDDEN', 'Please sign in to cancel a paid booking.');
    }
    if (booking.status !== 'pending' && booking.status !== 'confirmed') {
      throw gatewayError('INVALID_TRANSITION', `A ${booking.status} booking cannot be cancelled.`, {
        field: 'guidId',
      });
    }
    await ctx.api.get('bookings/cancel.php', { id: booking.id });
    const cancelled = await ctx.api.get('bookings/get.php', { guidId: booking.guidId });
    return { booking: cancelled };
  },
};
