import { Text } from '@mantine/core';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { BookingPriceBreakdown } from '../../features/pricing/BookingPriceBreakdown';
import { formatZar } from '../../lib/money';
import { AdminSection } from '../AdminSection';

/** The prices a saved booking keeps: each line's rows, its modifiers, credits and the office's discount. */
const BookingPriceSection_booking = graphql(`
  fragment BookingPriceSection_booking on Booking {
    id
    referralCredit
    officeDiscount {
      label
      amount
      reason
      givenBy
    }
    services {
      id
    }
    ...PriceBreakdown_booking
  }
`);

/** "Services and price": the customer's own price breakdown, then the credit and discount it was booked with. */
export function BookingPriceSection({
  booking: bookingRef,
}: {
  booking: FragmentType<typeof BookingPriceSection_booking>;
}) {
  const booking = useFragment(BookingPriceSection_booking, bookingRef);
  const discount = booking.officeDiscount;
  return (
    <AdminSection id="booking-services" title="Services and price">
      {booking.services.length === 0 ? (
        <Text c="dimmed">No services on this booking.</Text>
      ) : (
        // the customer's own breakdown: each line's rows, each modifier with what it applied to
        <BookingPriceBreakdown booking={booking} totalTestId="admin-booking-total" />
      )}
      {booking.referralCredit ? (
        <Text mt="xs" data-testid="booking-referral-credit">
          {`Referral credit: −${formatZar(booking.referralCredit)} (the customer's credit for referring friends)`}
        </Text>
      ) : null}
      {discount ? (
        <Text mt="xs" data-testid="booking-office-discount">
          {`${discount.label}: −${formatZar(-discount.amount)}` +
            (discount.givenBy ? `, given by ${discount.givenBy}` : '') +
            (discount.reason ? ` (${discount.reason})` : '')}
        </Text>
      ) : null}
    </AdminSection>
  );
}
