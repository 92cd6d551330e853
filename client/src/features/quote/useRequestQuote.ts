import { useMutation } from '@apollo/client/react';
import { RequestQuoteMutation } from './operations';

/** Sends a quote request with its photos. */
export function useRequestQuoteMutation() {
  return useMutation(RequestQuoteMutation);
}
