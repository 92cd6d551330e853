/**
 * Whether a booking's payment link still takes a payment (docs/product.md, "A card on file for
 * plans"): a pending booking, or one booked or done with nothing paid and money owed (a visit a saved
 * card was to pay when done, whose charge failed). `startPayment` refuses any other; the client reads
 * the answer as `Booking.payableByLink` and decides nothing itself.
 */
export function payableByLink(booking: {
  status: string;
  paidAt?: string | null;
  amountOwed: number;
}): boolean {
  if (booking.status === 'pending') return true;
  return booking.status !== 'cancelled' && !booking.paidAt && booking.amountOwed > 0;
}
