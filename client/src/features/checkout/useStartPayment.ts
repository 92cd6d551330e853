import { useMutation } from '@apollo/client/react';
import { StartPaymentMutation } from './operations';

/** Asks the gateway for the payment provider's form for a saved booking. */
export function useStartPaymentMutation() {
  return useMutation(StartPaymentMutation);
}
