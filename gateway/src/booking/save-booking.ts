/**
 * Sends a priced booking to the api in one call (account and booking in one transaction there) and
 * answers only what is true: a clear refusal (slot full, e-mail taken, too many holds, busy) is passed
 * on; a failure after which the booking may have been written (a timeout, a lost connection, a 5xx) is
 * followed by asking the api, by the idempotency key, what became of it.
 */
import { randomUUID } from 'node:crypto';
import type { SaveBookingBody } from '@greenleaf/shared/rest/bookings';
import type { z } from 'zod';
import type { NewCustomerInput } from '../__generated__/resolvers-types.js';
import type { ApiClient } from '../api/client.js';
import { errorCode, gatewayError } from '../api/errors.js';
import type { ApiSavedBooking } from '../api/replies/bookings.js';
import type { PricedBooking } from './quote.js';
import type { ServiceAddress } from './service-address.js';

/** Said when the api could not be asked what became of the booking: retrying with the key is safe. */
const OUTCOME_UNKNOWN_MESSAGE =
  'We could not confirm your booking just now. Please try again in a moment: trying again will not book twice.';

/**
 * A new customer's details (GraphQL's `NewCustomerInput`), checked and cleaned: no address is null. A
 * customer the office books (a phone-in) has no password yet.
 */
export type NewCustomerDetails = Omit<NewCustomerInput, 'address' | 'password'> & {
  address: string | null;
  password?: string;
};

/** The body of a save less who books and the idempotency key (`saveBookingOnce` adds them). */
type BookingSaveBody = Omit<
  z.input<typeof SaveBookingBody>,
  'userId' | 'customer' | 'created_by' | 'idempotencyKey'
>;

/**
 * What every save sends of what is booked, when and where (the checkout's and the office's): the day
 * and the slot's start, the priced booking (pricedForSave), the checked address with the crew's notes,
 * and a repeat's last day.
 */
export function visitForSave(
  priced: PricedBooking,
  date: string,
  slot: { label: string },
  where: Pick<ServiceAddress, 'address' | 'propertyNotes'>,
  repeatUntil: string | undefined,
) {
  return {
    bookingDate: date,
    bookingTime: slot.label,
    ...pricedForSave(priced),
    address: where.address,
    ...(where.propertyNotes ? { propertyNotes: where.propertyNotes } : {}),
    ...(repeatUntil !== undefined ? { repeatUntil } : {}),
  };
}

/** What a save sends of a priced booking: its lines (ids and prices), modifier options (amounts and bases), each later visit's price and the catalogue version. */
function pricedForSave(priced: PricedBooking) {
  return {
    totalPrice: priced.quote.total,
    services: priced.quote.lines.map((line) => ({
      ...(line.serviceId !== undefined ? { serviceId: Number(line.serviceId) } : {}),
      ...(line.packageId !== undefined ? { packageId: Number(line.packageId) } : {}),
      price: line.total,
      season:
        line.seasonalMultiplier !== 1
          ? {
              name: line.seasonName || 'Seasonal price',
              multiplier: line.seasonalMultiplier,
              amount: line.seasonalAdjustment,
            }
          : null,
      variationOptionIds: line.options.map((o) => Number(o.id)),
      addOnIds: line.addOns.map((a) => Number(a.id)),
    })),
    modifierOptionIds: priced.quote.adjustments.map((a) => Number(a.optionId)),
    modifierAmounts: Object.fromEntries(priced.quote.adjustments.map((a) => [String(a.optionId), a.amount])),
    modifierBases: Object.fromEntries(priced.quote.adjustments.map((a) => [String(a.optionId), a.base])),
    // Each later visit of a series, as the quote showed it: the series stores this price.
    ...(priced.quote.repeat
      ? {
          laterVisit: {
            totalPrice: priced.quote.repeat.total,
            modifiers: priced.quote.repeat.adjustments.map((a) => ({
              optionId: Number(a.optionId),
              amount: a.amount,
              base: a.base,
            })),
            // The office's discount holds for the whole series: each later visit keeps its row.
            ...(priced.quote.repeat.officeDiscount
              ? {
                  officeDiscount: {
                    percent: priced.quote.repeat.officeDiscount.percent,
                    amount: -priced.quote.repeat.officeDiscount.amount,
                  },
                }
              : {}),
          },
        }
      : {}),
    catalogueVersion: priced.catalogueVersion,
    ...(priced.referrerId !== null ? { referrerId: priced.referrerId } : {}),
    ...(priced.quote.credit
      ? {
          referralCredit: {
            creditIds: priced.quote.credit.creditIds.map(Number),
            amount: -priced.quote.credit.amount,
          },
        }
      : {}),
  };
}

/** Who books: the signed-in account, or a new customer whose account the save creates. */
export type Booker = { userId: number } | { customer: NewCustomerDetails };

/** A key for a request that came without one (an older client): still lets the gateway ask afterwards. */
export const gatewayIdempotencyKey = (): string => `gw-${randomUUID()}`;

/** Errors after which the booking may have been written. */
const mayHaveCommitted = (error: unknown): boolean => errorCode(error) === 'UPSTREAM_UNAVAILABLE';

/**
 * The booking of this booker already saved under the client's idempotency key, or null. With the
 * request's `fingerprint`, a booking that key made for a different request is refused (DUPLICATE).
 */
export async function bookingUnderKey(
  api: ApiClient,
  booker: Booker,
  idempotencyKey: string,
  fingerprint?: string,
) {
  return api
    .get('bookings/by-idempotency-key.php', {
      key: idempotencyKey,
      ...('userId' in booker ? { userId: booker.userId } : { email: booker.customer.email }),
      ...(fingerprint ? { fingerprint } : {}),
    })
    .catch((error: unknown) => {
      if (errorCode(error) === 'NOT_FOUND') return null;
      throw error;
    });
}

/** Whether a booking of this booker is already saved under the client's idempotency key. */
export async function savedUnderKey(
  api: ApiClient,
  booker: Booker,
  idempotencyKey: string,
): Promise<boolean> {
  return (await bookingUnderKey(api, booker, idempotencyKey)) !== null;
}

/**
 * `confirmed`: the api checked who is booking (the signed-in account, or a new customer's e-mail and
 * password, also by sending the save again after the booking was found by its key); false when the
 * booking was found by key and e-mail only (a new customer is then not signed in by this answer).
 */
export async function saveBookingOnce(
  api: ApiClient,
  booker: Booker,
  body: BookingSaveBody,
  idempotencyKey: string,
  /** Who made it, when not the booker (the office's user). */
  createdBy?: number,
): Promise<{ saved: ApiSavedBooking; confirmed: boolean }> {
  const who =
    'userId' in booker
      ? { userId: booker.userId, created_by: createdBy ?? booker.userId }
      : { customer: booker.customer, ...(createdBy !== undefined ? { created_by: createdBy } : {}) };
  try {
    return {
      saved: await api.post('bookings/save.php', { ...body, ...who, idempotencyKey }),
      confirmed: true,
    };
  } catch (error) {
    if (!mayHaveCommitted(error)) throw error;
    const found = await api
      .get('bookings/by-idempotency-key.php', {
        key: idempotencyKey,
        ...('userId' in booker ? { userId: booker.userId } : { email: booker.customer.email }),
      })
      .catch((lookupError: unknown) => {
        // 404: not written (yet: a save still queued in the api may write it; the retry's key finds it).
        if (errorCode(lookupError) === 'NOT_FOUND' || mayHaveCommitted(lookupError)) return null;
        throw lookupError;
      });
    if (!found) throw gatewayError('UPSTREAM_UNAVAILABLE', OUTCOME_UNKNOWN_MESSAGE);
    if ('userId' in booker) return { saved: found, confirmed: true };
    // Found by key and e-mail: the same save again is the api's replay, which checks the password.
    const replayed = await api
      .post('bookings/save.php', { ...body, ...who, idempotencyKey })
      .catch(() => null);
    return replayed?.guidId === found.guidId
      ? { saved: replayed, confirmed: true }
      : { saved: found, confirmed: false };
  }
}
