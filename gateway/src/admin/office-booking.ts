/**
 * The office books like the checkout (docs/product.md "The admin area"): the office's quote for a
 * customer (`adminQuote`, the same pricing inputs and binding token as `quote`), the booking for an
 * existing or a new (phone-in) customer through the checkout's one save (lines, options, add-ons,
 * packages, a repeat's series, a crew; a new customer's account in the same api transaction), and how
 * it is paid: a payment link e-mailed and held until a time the office picks, or paid (card, EFT or
 * cash) recorded as a payment that confirms it.
 */
import { REPEAT_UNTIL_BEFORE_FIRST, repeatUntilBeforeFirst } from '@greenleaf/shared/series-cadence';
import { CREW_BUSY_MESSAGE, SLOT_FULL_MESSAGE, WORK_DOES_NOT_FIT_MESSAGE } from '@greenleaf/shared/refusals';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput, errorCode, gatewayError } from '../api/errors.js';
import type { ApiBooking } from '../api/replies/bookings.js';
import type { GatewayContext } from '../context.js';
import { assertInSeason } from '../booking/package-season.js';
import { offeredStart } from '../booking/offered-slot.js';
import { brokenPromise } from '../booking/price-promise.js';
import type { PricedFor } from '../booking/quote-token.js';
import { bookerRef, pricingInputs, quoteRef } from '../booking/pricing-inputs.js';
import { priceBooking, saveOrRepriceOnce, toGraphqlQuote } from '../booking/quote.js';
import { quoteTokenFor } from '../booking/quote-token.js';
import {
  bookingUnderKey,
  gatewayIdempotencyKey,
  visitForSave,
  saveBookingOnce,
  type Booker,
} from '../booking/save-booking.js';
import { bookingFingerprint } from '../idempotency/idempotency.js';
import { areaNotServedMessage, checkedServiceAddress, servedArea } from '../booking/service-address.js';
import { clippedTextOrNull, requiredEmail, requiredText, saPhone } from '../booking/validation.js';
import { workMinutes } from '../booking/work-length.js';
import { isCalendarDate } from '../resolvers/scalars.js';
import { adminId } from './guard.js';
import { receivedPayment, recordOfficePayment, type ReceivedPayment } from './office-payment.js';
import { findBooking } from './bookings.js';
import { officeDiscountFrom } from './office-discount.js';
import { optionalId } from './shared.js';
import { askNotice, sendNotice } from '../email/notices.js';

const EMAIL_TAKEN_MESSAGE =
  'A customer with this e-mail address already exists: choose them as an existing customer.';
const MAX_HOLD_HOURS = 24 * 30;

/** The binding quote, as at the checkout: PRICE_CHANGED when the booking would be charged another total. */
function assertPromiseKept(
  ctx: GatewayContext,
  promise: { expectedTotal?: number | null | undefined; quoteToken?: string | null | undefined },
  pricedFor: PricedFor,
  total: number,
): void {
  const broken = brokenPromise(ctx.config.quoteTokenSecret, promise, pricedFor, total);
  if (broken) throw broken;
}

/** Who the office books for: an existing customer (checked) or a new one's details (checked). */
async function officeBooker(
  ctx: GatewayContext,
  input: { userId?: string | null; customer?: { name: string; email: string; phone: string } | null },
): Promise<Booker> {
  const userId = optionalId(input.userId, 'userId');
  if ((userId === undefined) === !input.customer) {
    throw badInput('userId', 'Choose an existing customer, or enter a new customer’s details.');
  }
  if (userId !== undefined) {
    const customer = await ctx.api.userById.load(userId);
    if (!customer) throw badInput('userId', 'There is no such customer.');
    return { userId };
  }
  const c = input.customer!;
  const missing = 'Enter the new customer’s name, e-mail and phone.';
  return {
    customer: {
      name: requiredText(c.name, 'customer.name', 'Name', missing),
      email: requiredEmail(c.email, 'customer.email', missing),
      phone: saPhone(requiredText(c.phone, 'customer.phone', 'Phone', missing)),
      address: null,
    },
  };
}

/** How the booking will be paid, checked: a link held this many minutes, or a payment taken. */
type OfficePayment = { way: 'link'; holdMinutes: number } | { way: 'paid'; received: ReceivedPayment };

function officePayment(
  ctx: GatewayContext,
  payment: {
    way: string;
    holdHours?: number | null;
    received?: Parameters<typeof receivedPayment>[0] | null;
  },
): OfficePayment {
  if (payment.way === 'PAID') {
    if (!payment.received) throw badInput('payment.received', 'Say how it was paid: card, EFT or cash.');
    return { way: 'paid', received: receivedPayment(payment.received, 'payment.received') };
  }
  const hours = payment.holdHours ?? ctx.config.officePaymentLinkHours;
  if (!Number.isInteger(hours) || hours < 1 || hours > MAX_HOLD_HOURS) {
    throw badInput('payment.holdHours', 'Hold the booking for 1 hour to 30 days.');
  }
  return { way: 'link', holdMinutes: hours * 60 };
}

/** The crew chosen for the booking: an active one, or none. */
async function chosenCrew(
  ctx: GatewayContext,
  crewId: string | null | undefined,
): Promise<number | undefined> {
  if (crewId === null || crewId === undefined || crewId.trim() === '') return undefined;
  const id = Number(crewId);
  const crew = Number.isInteger(id) ? (await ctx.api.get('crews/list.php')).find((c) => c.id === id) : null;
  if (!crew || !crew.active) throw badInput('crewId', 'Please choose one of the active crews.');
  return id;
}

/** The api's refusals of the save in the office's words. */
function explainRefusal(error: unknown, suburb: string): never {
  switch (errorCode(error)) {
    case 'SLOT_FULL':
      throw gatewayError('SLOT_FULL', SLOT_FULL_MESSAGE, { field: 'booking.timeSlot' });
    case 'CREW_BUSY':
      throw gatewayError('CREW_BUSY', CREW_BUSY_MESSAGE, { field: 'crewId' });
    case 'EMAIL_TAKEN':
      throw gatewayError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { field: 'customer.email' });
    case 'AREA_NOT_SERVED':
      throw gatewayError('AREA_NOT_SERVED', areaNotServedMessage(suburb), { field: 'address.suburb' });
    case 'WORK_DOES_NOT_FIT':
      throw gatewayError('WORK_DOES_NOT_FIT', WORK_DOES_NOT_FIT_MESSAGE, { field: 'booking.timeSlot' });
    case 'OUT_OF_SEASON':
      throw gatewayError(
        'OUT_OF_SEASON',
        error instanceof Error ? error.message : 'This package cannot be booked on that date.',
        { field: 'booking.date' },
      );
    default:
      throw error;
  }
}

/** The office's discount as the booking keeps it: who gave it, the percent, why and the rand it took off. */
function officeDiscountForSave(
  priced: { quote: { officeDiscount: { percent: number; amount: number } | null } },
  discount: { reason: string } | null,
  givenBy: number,
) {
  const row = priced.quote.officeDiscount;
  if (!row || !discount) return {};
  return {
    officeDiscount: { percent: row.percent, reason: discount.reason, amount: -row.amount, givenBy },
  };
}

/** Tells the customer of a pending booking the link to pay it (a failed e-mail is logged, never the office's error). */
function sendPaymentLink(ctx: GatewayContext, booking: ApiBooking): void {
  ctx.mailer.sendOfficePaymentLink(booking).catch((err: unknown) => {
    ctx.log.error({ err, bookingId: booking.id }, 'payment link e-mail to the customer failed');
  });
}

export const officeBookingQueries: QueryResolvers = {
  // Priced for the chosen customer as adminCreateBooking charges them; its token binds it.
  // The office's own discount (office-discount.ts) is one more row, and the token binds it.
  adminQuote: async (_p, { input, userId, customer, address, discount }, ctx) => {
    const user = optionalId(userId, 'userId');
    const who = user !== undefined ? { userId: user } : quoteRef(null, customer);
    const officePercent = officeDiscountFrom(ctx, discount)?.percent ?? null;
    const suburb = address?.suburb.trim();
    const area = suburb ? await servedArea(ctx.api, suburb) : null;
    const inputs = pricingInputs(ctx, ctx.api, who, area);
    const priced = await priceBooking({ ...inputs.from, officePercent }, input);
    const pricedFor = { input, customer: inputs.customer, suburb: inputs.suburb, officePercent };
    return {
      ...toGraphqlQuote(priced, input.date),
      ...quoteTokenFor(ctx.config, pricedFor, priced),
    };
  },
};

export const officeBookingMutations: MutationResolvers = {
  adminCreateBooking: async (_p, { input }, ctx) => {
    const { booking: choice } = input;
    const date = (choice.date ?? '').trim();
    if (!date) throw badInput('booking.date', 'Please choose a date for the booking.');
    if (!isCalendarDate(date))
      throw badInput('booking.date', 'Date must be a calendar date written YYYY-MM-DD');
    const label = (choice.timeSlot ?? '').trim();
    if (!label) throw badInput('booking.timeSlot', 'Please choose a time slot.');
    // Everything that can be refused is checked before anything is written, as at the checkout.
    const payment = officePayment(ctx, input.payment);
    const discount = officeDiscountFrom(ctx, input.discount);
    const officePercent = discount?.percent ?? null;
    const api = ctx.api.forWrite();
    const booker = await officeBooker(ctx, input);
    // A retry with the key of a booking already made answers that booking (before pricing: its
    // customer may no longer be new), records its payment once, and e-mails no second link.
    const clientKey = clippedTextOrNull(input.idempotencyKey, 200);
    // The same key with a different booking is refused (DUPLICATE), not answered with the first.
    const fingerprint = bookingFingerprint(input);
    const earlier = clientKey ? await bookingUnderKey(api, booker, clientKey, fingerprint) : null;
    if (earlier && clientKey) {
      const { account: _account, ...booking } = earlier;
      if (payment.way !== 'paid') return { booking };
      return { booking: await recordOfficePayment(ctx, booking, payment.received, clientKey) };
    }
    const crewId = await chosenCrew(ctx, input.crewId);
    const where = await checkedServiceAddress(api, input.address);
    const inputs = pricingInputs(ctx, api, bookerRef(booker), {
      suburb: where.address.suburb,
      travelMinutes: where.travelMinutes,
    });
    const from = { ...inputs.from, officePercent };
    let priced = await priceBooking(from, choice, 'booking.');
    const pricedFor = { input: choice, customer: inputs.customer, suburb: inputs.suburb, officePercent };
    const promise = { expectedTotal: input.expectedTotal, quoteToken: input.quoteToken };
    assertPromiseKept(ctx, promise, pricedFor, priced.quote.total);
    assertInSeason(priced.quote, priced.catalogue, date, 'booking.date');
    // Every slot the work covers, as at the checkout (the office may book inside the lead time).
    const { slot } = await offeredStart(
      api,
      { date, label, minutes: workMinutes(priced.quote, priced.catalogue, date), leadTime: false },
      { date: 'booking.date', timeSlot: 'booking.timeSlot' },
    );
    if (!slot.available) throw gatewayError('SLOT_FULL', SLOT_FULL_MESSAGE, { field: 'booking.timeSlot' });
    const repeatUntil = input.repeatUntil ?? undefined;
    if (repeatUntilBeforeFirst(repeatUntil, date)) {
      throw badInput('repeatUntil', REPEAT_UNTIL_BEFORE_FIRST);
    }
    // The caller's key (the same booking for the same key, as at the checkout), or one of our own.
    const key = clientKey ?? gatewayIdempotencyKey();
    // One save, as the checkout's: the booking, a new customer's account, a repeat's series or a
    // package's programme in one api transaction. It holds its place for the office's chosen time (a
    // paid booking too, until its payment, recorded next, confirms it).
    const holdMinutes = payment.way === 'link' ? payment.holdMinutes : ctx.config.officePaymentLinkHours * 60;
    // A booking to pay owes the customer the link with its save (email/notices.ts).
    const linkNotice = payment.way === 'paid' ? undefined : askNotice();
    const save = () =>
      saveBookingOnce(
        api,
        booker,
        {
          ...visitForSave(priced, date, slot, where, repeatUntil),
          ...officeDiscountForSave(priced, discount, adminId(ctx)),
          office: { holdMinutes, ...(crewId !== undefined ? { crewId } : {}) },
          ...(clientKey ? { idempotencyFingerprint: fingerprint } : {}),
          ...(linkNotice ? { notice: linkNotice } : {}),
        },
        key,
        adminId(ctx),
      );
    let saved: ApiBooking;
    try {
      const outcome = await saveOrRepriceOnce(save, async () => {
        priced = await priceBooking(from, choice, 'booking.', true);
        assertPromiseKept(ctx, promise, pricedFor, priced.quote.total);
      });
      const { account: _account, ...booking } = outcome.saved;
      saved = booking;
    } catch (error) {
      return explainRefusal(error, where.address.suburb);
    }
    if (payment.way === 'paid') {
      try {
        return { booking: await recordOfficePayment(ctx, saved, payment.received, key) };
      } catch (error) {
        // The booking is saved and holds its place: the office records the payment on its page.
        ctx.log.error({ err: error, bookingId: saved.id }, 'office payment not recorded after the save');
        throw gatewayError(
          'UPSTREAM_UNAVAILABLE',
          `Booking ${saved.guidId} is saved and held, but its payment could not be recorded just now: open the booking and record it with Confirm.`,
          { more: { bookingId: String(saved.id) } },
        );
      }
    }
    if (linkNotice) void sendNotice(ctx, linkNotice, saved);
    return { booking: saved };
  },

  adminResendPaymentLink: async (_p, { id }, ctx) => {
    const booking = await findBooking(ctx, id);
    if (!booking) throw badInput('id', 'There is no such booking.');
    if (booking.status !== 'pending') {
      throw gatewayError('NOT_PAYABLE', `A ${booking.status} booking has no payment to ask for.`, {
        field: 'id',
      });
    }
    sendPaymentLink(ctx, booking);
    return { booking };
  },
};
