/**
 * Time slots, quotes and the checkout: createBooking (priced by the gateway), startPayment (the
 * provider's signed form) and cancelBooking.
 */
import { REPEAT_UNTIL_BEFORE_FIRST, repeatUntilBeforeFirst } from '@greenleaf/shared/series-cadence';
import { visitTimeText } from '@greenleaf/shared/calendar/visit-time';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { badInput, errorCode, gatewayError } from '../../api/errors.js';
import type { ApiSavedBooking } from '../../api/replies/bookings.js';
import { priceBooking, saveOrRepriceOnce, toGraphqlQuote } from '../../booking/quote.js';
import {
  gatewayIdempotencyKey,
  pricedForSave,
  savedUnderKey,
  saveBookingOnce,
  type Booker,
} from '../../booking/save-booking.js';
import { checkedServiceAddress, servedArea } from '../../booking/service-address.js';
import { bookerRef, pricingInputs, quoteRef } from '../../booking/pricing-inputs.js';
import { brokenPromise } from '../../booking/price-promise.js';
import { quoteTokenFor } from '../../booking/quote-token.js';
import { assertInSeason, assertOnSale } from '../../booking/package-season.js';
import { bookingDays } from '../../booking/booking-days.js';
import { linesMinutes, planVisit, startsOn } from '../../booking/visit-plan.js';
import { workMinutes } from '../../booking/work-length.js';
import { clippedTextOrNull, requiredText } from '../../booking/validation.js';
import type { GatewayContext } from '../../context.js';
import { buildPaymentForm } from '../../payments/payment-form.js';
import { changeAllowed, changeWindowClosedMessage } from '../../booking/change-window.js';
import { offeredStart } from '../../booking/offered-slot.js';
import { SLOT_FULL_MESSAGE, WORK_DOES_NOT_FIT_MESSAGE } from '@greenleaf/shared/refusals';

import { MANAGE_LINK_REFUSED, markOpenedByManageLink } from '../../booking/manage-token.js';
import { managedGuidId } from '../../booking/manage-access.js';
import { noticeCancelled, noticeMoved } from '../../booking/change-notices.js';
import { officeMove, officeMoveNotifies } from '../../booking/office-move.js';
import { bookingReach, isOffice, mayChangeBooking } from '../../auth/reach.js';
import { isCalendarDate } from '../scalars.js';
import { releaseReserved, reserveNewHold } from '../../abuse/budgets.js';
import { lookalikeAnswer, newCustomerDetails, refusedSave } from './checkout-answers.js';
import { withPartnerPassword } from '../../developers/secret.js';
import { HOLD_MINUTES } from '@greenleaf/shared/holds';
import { payableByLink } from '../../payments/payable-by-link.js';
import { bookingByGuidInReach } from '../../developers/own-reach.js';
import { partnerReturnUrls } from '../../payments/return-urls.js';
import { bookingFingerprint } from '../../idempotency/idempotency.js';

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
    // The reads this write depends on wait as long as the write may (a busy api is not an outage).
    const api = ctx.api.forWrite();
    // Who books, and where: the earned discounts are decided for them (the account, or the new
    // customer's e-mail and phone) and the call-out fee by the suburb's travel minutes.
    const signedIn = ctx.session.user;
    // A partner's key books for its customer by e-mail: matched or created as here, with no password
    // of theirs for the partner to hold (developers/secret.ts).
    const booker: Booker = signedIn
      ? { userId: signedIn.id }
      : { customer: newCustomerDetails(withPartnerPassword(ctx, input.customer)) };
    const where = await checkedServiceAddress(api, input.address);
    const inputs = pricingInputs(ctx, api, bookerRef(booker), {
      suburb: where.address.suburb,
      travelMinutes: where.travelMinutes,
    });
    const pricingFrom = inputs.from;
    let priced = await priceBooking(pricingFrom, choice, 'booking.');
    assertOnSale(choice, priced.catalogue, 'booking.');
    const clientKey = clippedTextOrNull(input.idempotencyKey, 200);
    // The binding quote: a total other than the one the customer agreed to is refused before the save
    // (PRICE_CHANGED, nothing stored). A retry of a booking already saved under the client's key (whose
    // first save made the customer a returning one) is answered by the save, at the price it was saved at.
    const pricedFor = { input: choice, customer: inputs.customer, suburb: inputs.suburb };
    const promise = { expectedTotal: input.expectedTotal, quoteToken: input.quoteToken };
    const broken = brokenPromise(ctx.config.quoteTokenSecret, promise, pricedFor, priced.quote.total);
    if (broken && !(clientKey && (await savedUnderKey(api, booker, clientKey)))) throw broken;
    // The day's start slots as the api lists them (the one source of the slot labels), with what holds
    // every slot the work would cover.
    assertInSeason(priced.quote, priced.catalogue, date, 'booking.date');
    const { slot, minLeadMinutes } = await offeredStart(
      api,
      {
        date,
        label: slotLabel,
        minutes: workMinutes(priced.quote, priced.catalogue, date),
        leadTime: true,
      },
      { date: 'booking.date', timeSlot: 'booking.timeSlot' },
    );
    // A repeating option's last visit (docs/recurring.md); the api makes the series in the same save.
    const repeatUntil = input.repeatUntil ?? undefined;
    if (repeatUntilBeforeFirst(repeatUntil, date)) {
      throw badInput('repeatUntil', REPEAT_UNTIL_BEFORE_FIRST);
    }
    const idempotencyKey = clientKey ?? gatewayIdempotencyKey();

    // Everything that can be refused here is checked before the one write.
    // A request with the client's key may be the retry of a booking that filled this very slot: the
    // api answers it (the booking, found by its key). Without a key nothing can be a retry.
    if (!clientKey && !slot.available) {
      throw gatewayError('SLOT_FULL', SLOT_FULL_MESSAGE, { field: 'booking.timeSlot' });
    }

    // A new unpaid hold is counted for the client address (abuse/budgets.ts): past the budget RATE_LIMITED;
    // from a busy address a brand-new customer's booking holds its slot a shorter while.
    const hold = await reserveNewHold(api, ctx.config.budgets, { ip: ctx.ip, device: ctx.device.id() });
    const holdMinutes = signedIn ? HOLD_MINUTES : hold.newCustomerHoldMinutes;

    // The save carries the catalogue version the price came from; the api refuses it (STALE_CATALOGUE)
    // when a row the booking uses changed since. Then it is priced once more from a fresh catalogue.
    const save = () =>
      saveBookingOnce(
        api,
        booker,
        {
          bookingDate: date,
          bookingTime: slot.label,
          ...pricedForSave(priced),
          address: where.address,
          ...(where.propertyNotes ? { propertyNotes: where.propertyNotes } : {}),
          ...(repeatUntil !== undefined ? { repeatUntil } : {}),
          ...(holdMinutes < HOLD_MINUTES ? { holdMinutes } : {}),
          // An e-mail with an account is booked on it, not refused (no enumeration; see below).
          ...(signedIn ? {} : { bookForExistingAccount: true }),
          // A partner's key: the booking names its client, and a retry is proven by the same client.
          ...(ctx.apiClient ? { apiClientId: ctx.apiClient.id } : {}),
          // The same key with a different booking is refused (DUPLICATE), not answered with the first.
          ...(clientKey ? { idempotencyFingerprint: bookingFingerprint(input) } : {}),
        },
        idempotencyKey,
      );
    let outcome: { saved: ApiSavedBooking; confirmed: boolean };
    try {
      outcome = await saveOrRepriceOnce(save, async () => {
        priced = await priceBooking(pricingFrom, choice, 'booking.', true);
        // The first save was refused (nothing stored): a new total is one the customer has not agreed to.
        const changed = brokenPromise(ctx.config.quoteTokenSecret, promise, pricedFor, priced.quote.total);
        if (changed) throw changed;
      });
    } catch (error) {
      // Refused: no hold was written, so it does not count (an unknown outcome stays counted).
      if (errorCode(error) !== 'UPSTREAM_UNAVAILABLE') await releaseReserved(api, hold.ids);
      throw refusedSave(error, where.address.suburb, minLeadMinutes);
    }
    const { account, existingAccount, ...booking } = outcome.saved;
    if (!signedIn && existingAccount && !existingAccount.passwordMatched) {
      return lookalikeAnswer(ctx, booker, account, booking);
    }
    // A key's request has no session to open: its customer signs in by a link or a password reset.
    if (!signedIn && outcome.confirmed && !ctx.apiClient) {
      // The booking is stored: a session that cannot be opened now must not turn it into a failure
      // (the customer can sign in with the password they just chose).
      await ctx.session.signIn(account).catch((error: unknown) => {
        ctx.log.warn({ err: error }, 'booking stored, but the new customer could not be signed in');
      });
      ctx.device.remember(account.email); // the account's known device (auth/device-cookie.ts)
    }
    return { booking, user: account };
  },

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
      const moved = await officeMove(ctx, booking, input, fields, viewer.id);
      return { booking: moved, notified: officeMoveNotifies(booking, moved, input.notify) };
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
      const moved = await ctx.api.forWrite().post('bookings/reschedule.php', {
        id: booking.id,
        bookingDate: input.date,
        bookingTime: slot.label,
        ...(who.actorId !== null ? { updated_by: who.actorId } : {}),
      });
      noticeMoved(ctx, moved, {
        bookingDate: booking.bookingDate,
        bookingTime: booking.bookingTime,
        visitEnd: booking.visitEnd,
      });
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
    await ctx.api.get('bookings/cancel.php', { id: booking.id });
    const cancelled = await ctx.api.get('bookings/get.php', { guidId: booking.guidId });
    // The customer hears of it; a paid booking is now marked for refund and the office is told.
    noticeCancelled(ctx, cancelled, booking);
    return { booking: cancelled };
  },
};
