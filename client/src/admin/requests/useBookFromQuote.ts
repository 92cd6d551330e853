import { useMutation } from '@apollo/client/react';
import { AdminCreateBookingFromQuoteMutation, AdminQuoteRequestQuery } from './operations';
import { refetchAfter } from '../../lib/refetchAfter';

/** Books a quote request at the office's price; the request is fetched again (now booked) before it counts as done. */
export function useBookFromQuoteMutation() {
  return useMutation(AdminCreateBookingFromQuoteMutation, {
    ...refetchAfter([AdminQuoteRequestQuery]),
  });
}
