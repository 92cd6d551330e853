/**
 * Time slots, quotes and the checkout: createBooking (priced by the gateway), startPayment (the
 * provider's signed form) and cancelBooking.
 */
import { visitTimeText } from '@greenleaf/shared/calendar/visit-time';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { badInput, errorCode, gatewayError } from '../../api/errors.js';
import { priceBooking, toGraphqlQuote } from '../../booking/quote.js';
import { servedArea } from '../../booking/service-address.js';
import { pricingInputs, quoteRef } from '../../booking/pricing-inputs.js';
import { quoteTokenFor } from '../../booking/quote-token.js';
import { assertOnSale } from '../../booking/package-season.js';
import { bookingDays } from '../../booking/booking-days.js';
import { linesMinutes, planVisit, startsOn } from '../../booking/visit-plan.js';
import type { GatewayContext } from '../../context.js';
import { buildPaymentForm } from '../../payments/payment-form.js';
import { changeAllowed, changeWindowClosedMessage } from '../../booking/change-window.js';
import { offeredStart } from '../../booking/offered-slot.js';
import { SLOT_FULL_MESSAGE, WORK_DOES_NOT_FIT_MESSAGE } from '@greenleaf/shared/refusals';

import { MANAGE_LINK_REFUSED, markOpenedByManageLink } from '../../booking/manage-token.js';
import { managedGuidId } from '../../booking/manage-access.js';
import { askNotice, sendNotice, wasOf } from '../../email/notices.js';
import { officeMove } from '../../booking/office-move.js';
import { bookingReach, isOffice, mayChangeBooking } from '../../auth/reach.js';
import { isCalendarDate } from '../scalars.js';
import { payableByLink } from '../../payments/payable-by-link.js';
import { bookingByGuidInReach } from '../../developers/own-reach.js';
import { partnerReturnUrls } from '../../payments/return-urls.js';
import { createBooking } from '../../booking/create-booking.js';

const BOOKING_NOT_FOUND = 'Booking not found';
const CANCEL_NEEDS_SIGN_IN =
  'Please sign in, or use the link in your booking e-mail, to cancel this booking.';

async function loadBooking(ctx: GatewayContext, guidId: string) {
  const guid = guidId.trim();
  if (!/^booking-[A-Za-z0-9-]{8,200}$/.test(guid)) return null;
  // A key of reach 'own' finds only its own client's bookings (another's: NOT_FOUND, as none).
  return bookingByGuidInReach(ctx, guid);
}

export const bookingQueries: QueryResolvers = {
  timeSlots: async (_p, { date, lines }, ctx) => {
    const { minutes, seasonNotice } = await linesMinutes(ctx, date, lines, 'lines.');
    const { starts } = await startsOn(ctx.api, date, minutes);
    // Out of a package's season: no start is offered (visitPlan says when it can be booked).
    return seasonNotice ? starts.map((s) => ({ ...s, available: false, remaining: 0 })) : starts;
  },

  bookingDays: (_p, { lines, days }, ctx) => bookingDays(ctx, lines, days ?? undefined),

  visitPlan: async (_p, { date, lines }, ctx) => {
    if (!isCalendarDate(date)) throw badInput('date', 'Date must be a calendar date written YYYY-MM-DD');
    const { minutes, seasonNotice } = await linesMinutes(ctx, date, lines, 'lines.');
    return { ...(await planVisit(ctx.api, date, minutes)), seasonNotice };
  },

  serviceAreas: async (_p, _a, ctx) =>
    (await ctx.api.get('service-areas/list.php')).map((a) => ({ ...a, id: String(a.id) })),

  // Priced for the viewer and, when given, the new customer's contact details and the suburb: the same
  // pricing inputs as createBooking, so such a quote is what the booking charges (its token binds it).
  // A visitor who gave neither is quoted as a newcomer with the call-out left to choose.
  quote: async (_p, { input, address, customer }, ctx) => {
    const who = quoteRef(ctx.session.user?.id ?? null, customer);
    const suburb = address?.suburb.trim();
    const area = suburb ? await servedArea(ctx.api, suburb) : null;
    const inputs = pricingInputs(ctx, ctx.api, who, area);
    const priced = await priceBooking(inputs.from, input);
    assertOnSale(input, priced.catalogue);
    return {
      ...toGraphqlQuote(priced, input.date),
      ...quoteTokenFor(ctx.config, { input, customer: inputs.customer, suburb: inputs.suburb }, priced),
    };
  },

  booking: (_p, { guidId }, ctx) => loadBooking(ctx, guidId),

  // What cancelBooking would do (docs/recurring.md "Giving up a programme"), for whoever may cancel it.
  cancelPreview: async (_p, { guidId, manageToken }, ctx) => {
    const booking = await loadBooking(ctx, guidId);
    if (!booking) throw gatewayError('NOT_FOUND', BOOKING_NOT_FOUND, { field: 'guidId' });
    // A booking id is a receipt: only who may cancel it is told what cancelling would do.
    if (!(await mayChangeBooking(ctx, booking, manageToken)).allowed) {
      throw gatewayError('FORBIDDEN', CANCEL_NEEDS_SIGN_IN);
    }
    const preview = await ctx.api.get('bookings/cancel-preview.php', { id: booking.id });
    return {
      givesUpProgramme: preview.programme,
      laterProgrammeVisit: preview.laterProgrammeVisit,
      visits: await Promise.all(
        preview.visits.map(async (v) => {
          const visit = {
            guidId: v.guidId,
            bookingDate: v.bookingDate ?? '',
            bookingTime: v.bookingTime ?? '',
          };
          // from its start to its expected end, as every page says a visit (the booking loader batches)
          const saved = await ctx.api.bookingByGuid.load(v.guidId);
          return { ...visit, visitTime: visitTimeText(saved ?? visit) };
        }),
      ),
      refundDue: preview.refundDue,
      doneVisits: preview.doneVisits,
      allVisits: preview.allVisits,
    };
  },

  managedBooking: async (_p, { token }, ctx) => {
    const booking = await loadBooking(ctx, await managedGuidId(ctx, token));
    if (!booking) throw gatewayError('MANAGE_LINK_INVALID', MANAGE_LINK_REFUSED, { field: 'token' });
    return markOpenedByManageLink(booking);
  },
};

export const bookingMutations: MutationResolvers = {
  createBooking: (_p, { input }, ctx) => createBooking(ctx, input),

  // The customer's own move to another offered slot: the api moves it under the capacity trigger.
  rescheduleBooking: async (_p, { input }, ctx) => {
    if (!ctx.session.user && !input.manageToken) {
      throw gatewayError('UNAUTHENTICATED', 'Please sign in to change your booking.');
    }
    const viewer = ctx.session.user;
    if (input.crewId !== undefined && !isOffice(viewer)) {
      throw gatewayError('FORBIDDEN', 'Only the office assigns crews.', { field: 'crewId' });
    }
    const booking = await loadBooking(ctx, input.guidId);
    // The office moves any booking, inside the cut-off too, and may assign a crew in the same write.
    if (booking && viewer && isOffice(viewer)) {
      const fields = { date: 'date', timeSlot: 'timeSlot', crewId: 'crewId' };
      return officeMove(ctx, booking, input, fields, viewer.id);
    }
    if (input.notify === false) {
      throw gatewayError('FORBIDDEN', 'Only the office may move a booking without telling the customer.', {
        field: 'notify',
      });
    }
    const who = booking ? await mayChangeBooking(ctx, booking, input.manageToken) : null;
    if (!booking || !who?.allowed) {
      throw gatewayError('NOT_FOUND', BOOKING_NOT_FOUND, { field: 'guidId' });
    }
    if (booking.status !== 'pending' && booking.status !== 'confirmed') {
      throw gatewayError('INVALID_TRANSITION', `A ${booking.status} booking cannot be moved.`, {
        field: 'guidId',
      });
    }
    const { changeCutoffHours, officePhone } = ctx.config;
    if (!changeAllowed(booking.bookingDate, booking.bookingTime, changeCutoffHours)) {
      throw gatewayError('CHANGE_WINDOW_CLOSED', changeWindowClosedMessage(changeCutoffHours, officePhone), {
        field: 'guidId',
      });
    }
    // Its whole length must fit from the new start; the database decides capacity (the booking's own
    // slots count as taken until it moves, so a move onto them is not refused here).
    const { slot } = await offeredStart(
      ctx.api,
      {
        date: input.date,
        label: input.timeSlot,
        minutes: booking.durationMinutes,
        leadTime: true,
      },
      { date: 'date', timeSlot: 'timeSlot' },
    );
    if (booking.bookingDate === input.date && booking.bookingTime === slot.label) return { booking };
    if (!changeAllowed(input.date, slot.label, changeCutoffHours)) {
      throw badInput('date', `Please choose a visit at least ${changeCutoffHours} hours from now.`);
    }
    try {
      // The customer's e-mail is owed with the move itself (email/notices.ts).
      const notice = askNotice({ previous: wasOf(booking) });
      const moved = await ctx.api.forWrite().post('bookings/reschedule.php', {
        id: booking.id,
        bookingDate: input.date,
        bookingTime: slot.label,
        ...(who.actorId !== null ? { updated_by: who.actorId } : {}),
        notice,
      });
      void sendNotice(ctx, notice, moved);
      return { booking: moved };
    } catch (error) {
      if (errorCode(error) === 'SLOT_FULL')
        throw gatewayError('SLOT_FULL', SLOT_FULL_MESSAGE, { field: 'timeSlot' });
      if (errorCode(error) === 'WORK_DOES_NOT_FIT')
        throw gatewayError('WORK_DOES_NOT_FIT', WORK_DOES_NOT_FIT_MESSAGE, { field: 'timeSlot' });
      throw error;
    }
  },

  // The customer's notes for the crew, under the same rules as a move (owner, office or manage link;
  // a booking still to come; the office also inside the cut-off).
  updateBookingNotes: async (_p, { input }, ctx) => {
    if (!ctx.session.user && !input.manageToken) {
      throw gatewayError('UNAUTHENTICATED', 'Please sign in to change your booking.');
    }
    const booking = await loadBooking(ctx, input.guidId);
    const who = booking ? await mayChangeBooking(ctx, booking, input.manageToken) : null;
    if (!booking || !who?.allowed) throw gatewayError('NOT_FOUND', BOOKING_NOT_FOUND, { field: 'guidId' });
    if (booking.status !== 'pending' && booking.status !== 'confirmed') {
      throw gatewayError('INVALID_TRANSITION', `The notes of a ${booking.status} booking cannot change.`, {
        field: 'guidId',
      });
    }
    const { changeCutoffHours, officePhone } = ctx.config;
    if (!who.admin && !changeAllowed(booking.bookingDate, booking.bookingTime, changeCutoffHours)) {
      throw gatewayError('CHANGE_WINDOW_CLOSED', changeWindowClosedMessage(changeCutoffHours, officePhone), {
        field: 'guidId',
      });
    }
    const notes = (input.propertyNotes ?? '').trim();
    if (notes.length > 500) throw badInput('propertyNotes', 'Property notes must be at most 500 characters.');
    const saved = await ctx.api.forWrite().post('bookings/set-notes.php', {
      id: booking.id,
      propertyNotes: notes || null,
      ...(who.actorId !== null ? { updated_by: who.actorId } : {}),
    });
    return { booking: saved };
  },

  startPayment: async (_p, { guidId, saveCard, returnUrl, cancelUrl }, ctx) => {
    const returnsTo = partnerReturnUrls(ctx, { returnUrl, cancelUrl });
    const booking = await loadBooking(ctx, guidId);
    if (!booking) throw gatewayError('NOT_FOUND', BOOKING_NOT_FOUND, { field: 'guidId' });
    if (!payableByLink(booking)) {
      const message =
        booking.status === 'cancelled'
          ? 'This booking was cancelled and can no longer be paid.'
          : 'This booking has already been paid.';
      throw gatewayError('NOT_PAYABLE', message, { field: 'guidId' });
    }
    // Paying changes nothing in the booking, so its id is enough; but the form names the buyer (name,
    // e-mail, phone) for the owner, the office and the manage link only: anyone else types them at
    // the provider (a booking id is a receipt, auth/reach.ts).
    const buyerKnown = (await bookingReach(ctx, booking)) === 'details';
    if (saveCard) {
      // A card is saved for its customer, so only the signed-in owner of a plan's first visit saves one.
      const owner =
        ctx.session.user != null && ctx.session.user.id === Number(booking.user?.id ?? booking.userId);
      if (!owner) throw gatewayError('UNAUTHENTICATED', 'Sign in to save your card for the later visits.');
      if (booking.seriesId == null || booking.payLater) {
        throw badInput('saveCard', 'A card can be saved only when paying for a series or a programme.');
      }
    }
    const form = buildPaymentForm(buyerKnown ? booking : { ...booking, user: null }, ctx.config, {
      saveCard: saveCard === true,
      ...returnsTo,
    });
    return { ...form, booking };
  },

  cancelBooking: async (_p, { input }, ctx) => {
    const booking = await loadBooking(ctx, input.guidId);
    if (!booking) throw gatewayError('NOT_FOUND', BOOKING_NOT_FOUND, { field: 'guidId' });
    // A booking id is a receipt, not a key: cancelling needs the owner's session, the office or the
    // booking's manage link, paid or not.
    const who = await mayChangeBooking(ctx, booking, input.manageToken);
    if (!who.allowed) throw gatewayError('FORBIDDEN', CANCEL_NEEDS_SIGN_IN, { field: 'guidId' });
    if (booking.status !== 'pending' && booking.status !== 'confirmed') {
      throw gatewayError('INVALID_TRANSITION', `A ${booking.status} booking cannot be cancelled.`, {
        field: 'guidId',
      });
    }
    // A pending booking can always be let go; a confirmed one online only until the cut-off.
    const { changeCutoffHours, officePhone } = ctx.config;
    if (
      booking.status === 'confirmed' &&
      !who.admin &&
      !changeAllowed(booking.bookingDate, booking.bookingTime, changeCutoffHours)
    ) {
      throw gatewayError('CHANGE_WINDOW_CLOSED', changeWindowClosedMessage(changeCutoffHours, officePhone), {
        field: 'guidId',
      });
    }
    // The customer hears of it; a paid booking is now marked for refund and the office is told. Those
    // e-mails are owed with the cancel itself (email/notices.ts).
    const notice = askNotice({ was: wasOf(booking) });
    const { moved: _cancelledNow, ...cancelled } = await ctx.api
      .forWrite()
      .post('bookings/set-status.php', { id: booking.id, status: 'cancelled', notice });
    void sendNotice(ctx, notice, cancelled);
    return { booking: cancelled };
  },
};
