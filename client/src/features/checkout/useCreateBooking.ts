import { useCallback, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { BookingDetailsFragment, CreateBookingMutation } from './operations';
import { useFragment as unmask } from '../../__generated__/fragment-masking';
import { SessionQuery } from '../account/sessionOperations';
import { toBookingInput } from '../booking/bookingInput';
import { useBooking } from '../booking/BookingProvider';
import type { StoredBooking } from '../booking/bookingStorage';
import type { NewCustomerInput, ServiceAddressInput } from '../../__generated__/graphql';
import { hasErrorCode } from '../../lib/graphqlErrors';
import { newIdempotencyKey } from '../../lib/idempotencyKey';

/** Pauses before each new attempt (ms), about 30 s in all; then the checkout gives up. */
export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 4000, 4000, 4000, 4000, 4000, 4000] as const;

/**
 * Failures after which the very same request (same key) may be sent again: the gateway was busy and
 * saved nothing (BUSY), the outcome is unknown (UPSTREAM_UNAVAILABLE), or the request or its answer
 * was lost on the network. The key makes a retry return the booking if the first attempt made it.
 */
export function isRetryable(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return true;
  return hasErrorCode(error, 'BUSY') || hasErrorCode(error, 'UPSTREAM_UNAVAILABLE');
}

/** The gateway's hint (`extensions.retryAfterSeconds` of a BUSY answer) in ms, or 0. */
function retryHintMs(error: unknown): number {
  if (!CombinedGraphQLErrors.is(error)) return 0;
  const hint = error.errors.map((e) => Number(e.extensions?.['retryAfterSeconds'])).find(Number.isFinite);
  return hint ? Math.min(hint, 30) * 1000 : 0;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Saves the in-progress booking (for the signed-in user, or creating the account from `customer`).
 * The booking's idempotency key is made once and kept with the booking (in storage, so a reload sends
 * the same one); a retry after BUSY or a lost answer sends it again, with a growing pause, while
 * `retrying` is true. The key goes with the booking when it is cleared after success.
 */
export function useCreateBooking() {
  const [mutate, state] = useMutation(CreateBookingMutation);
  const client = useApolloClient();
  const { setIdempotencyKey } = useBooking();
  const [retrying, setRetrying] = useState(false);

  const createBooking = useCallback(
    async (
      booking: StoredBooking,
      customer: NewCustomerInput | null | undefined,
      address: ServiceAddressInput,
      /** The quote the customer was shown: a booking that would be charged anything else is refused. */
      shown?: { total: number; token: string } | null,
    ) => {
      let idempotencyKey = booking.idempotencyKey;
      if (!idempotencyKey) {
        idempotencyKey = newIdempotencyKey();
        setIdempotencyKey(idempotencyKey);
      }
      const input = {
        booking: toBookingInput(booking),
        customer: customer ?? null,
        address,
        idempotencyKey,
        ...(shown ? { expectedTotal: shown.total, quoteToken: shown.token } : {}),
        // a repeating booking's last visit ('Repeat until'); the gateway ignores it for a one-off
        ...(booking.repeatUntil && booking.date && booking.repeatUntil >= booking.date
          ? { repeatUntil: booking.repeatUntil }
          : {}),
      };
      try {
        for (let attempt = 0; ; attempt += 1) {
          try {
            const { data } = await mutate({ variables: { input } });
            if (!data) throw new Error('No booking in the response');
            if (customer) {
              // A new customer's e-mail that already has an account is booked without a session (the
              // answer looks the same): who is signed in now is the server's to say.
              await client.query({ query: SessionQuery, fetchPolicy: 'network-only' }).catch(() => undefined);
            } else {
              client.writeQuery({ query: SessionQuery, data: { me: data.createBooking.user } });
            }
            return unmask(BookingDetailsFragment, data.createBooking.booking);
          } catch (error) {
            const delay = RETRY_DELAYS_MS[attempt];
            if (delay === undefined || !isRetryable(error)) throw error;
            setRetrying(true);
            await pause(Math.max(delay, retryHintMs(error)));
          }
        }
      } finally {
        setRetrying(false);
      }
    },
    [mutate, client, setIdempotencyKey],
  );
  return { createBooking, saving: state.loading || retrying, retrying };
}
