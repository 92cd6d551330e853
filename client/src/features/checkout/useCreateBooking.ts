import { useCallback, useRef } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { BookingDetailsFragment, CreateBookingMutation } from './operations';
import { useFragment as unmask } from '../../__generated__/fragment-masking';
import { SessionQuery } from '../account/sessionOperations';
import { toBookingInput } from '../booking/bookingInput';
import type { StoredBooking } from '../booking/bookingStorage';
import type { NewCustomerInput } from '../../__generated__/graphql';

/** A random key; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Saves the in-progress booking (for the signed-in user, or creating the account from `customer`).
 * One idempotency key per booking attempt, so a double submit or a retry after a lost reply does not
 * book twice.
 */
export function useCreateBooking() {
  const [mutate, state] = useMutation(CreateBookingMutation);
  const client = useApolloClient();
  const idempotencyKey = useRef<string>(newIdempotencyKey());

  const createBooking = useCallback(
    async (booking: StoredBooking, customer?: NewCustomerInput) => {
      const { data } = await mutate({
        variables: {
          input: {
            booking: toBookingInput(booking),
            customer: customer ?? null,
            idempotencyKey: idempotencyKey.current,
          },
        },
      });
      if (!data) throw new Error('No booking in the response');
      client.writeQuery({ query: SessionQuery, data: { me: data.createBooking.user } });
      idempotencyKey.current = newIdempotencyKey();
      return unmask(BookingDetailsFragment, data.createBooking.booking);
    },
    [mutate, client],
  );
  return { createBooking, saving: state.loading };
}
