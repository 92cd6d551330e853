import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { breakdownFromBooking } from './breakdown';
import { PriceBreakdown } from './PriceBreakdown';
import { PriceBreakdown_booking } from './priceFragments';

/** A saved booking's price breakdown, from its one fragment: the customer's pages and the office's. */
export function BookingPriceBreakdown({
  booking,
  totalTestId,
}: {
  booking: FragmentType<typeof PriceBreakdown_booking>;
  totalTestId: string;
}) {
  return (
    <PriceBreakdown
      breakdown={breakdownFromBooking(useFragment(PriceBreakdown_booking, booking))}
      totalTestId={totalTestId}
    />
  );
}
