/**
 * createBooking: the booking priced by the gateway, held to the customer's quote, checked for its
 * slot, season and hold budget before the one write, then saved once under an idempotency key.
 */
import { REPEAT_UNTIL_BEFORE_FIRST, repeatUntilBeforeFirst } from '@greenleaf/shared/series-cadence';
import type { CreateBookingInput } from '../__generated__/resolvers-types.js';
import { badInput, errorCode, gatewayError } from '../api/errors.js';
import type { ApiSavedBooking } from '../api/replies/bookings.js';
import { priceBooking, saveOrRepriceOnce } from '../booking/quote.js';
import {
  gatewayIdempotencyKey,
  visitForSave,
  savedUnderKey,
  saveBookingOnce,
  type Booker,
} from '../booking/save-booking.js';
import { checkedServiceAddress } from '../booking/service-address.js';
import { bookerRef, pricingInputs } from '../booking/pricing-inputs.js';
import { brokenPromise } from '../booking/price-promise.js';
import { assertInSeason, assertOnSale } from '../booking/package-season.js';
import { workMinutes } from '../booking/work-length.js';
import { clippedTextOrNull, requiredText } from '../booking/validation.js';
import type { GatewayContext } from '../context.js';
import { offeredStart } from '../booking/offered-slot.js';
import { SLOT_FULL_MESSAGE } from '@greenleaf/shared/refusals';

import { isCalendarDate } from '../resolvers/scalars.js';
import { releaseReserved, reserveNewHold } from '../abuse/budgets.js';
import { lookalikeAnswer, newCustomerDetails, refusedSave } from '../resolvers/public/checkout-answers.js';
import { withPartnerPassword } from '../developers/secret.js';
import { HOLD_MINUTES } from '@greenleaf/shared/holds';
import { bookingFingerprint } from '../idempotency/idempotency.js';

/** A customer's (or a partner's) booking: priced here, checked against the quote they agreed to, saved once. */
export async function createBooking(ctx: GatewayContext, input: CreateBookingInput) {
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
        ...visitForSave(priced, date, slot, where, repeatUntil),
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
}
