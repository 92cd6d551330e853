import { ActionIcon, Indicator } from '@mantine/core';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import { useBooking } from '../features/booking/BookingProvider';

/** Opens the booking cart; the badge shows the number of services (hidden at 0). */
export function CartButton() {
  const { serviceCount, openCart } = useBooking();
  return (
    <Indicator
      label={serviceCount}
      disabled={serviceCount === 0}
      size={18}
      color="red.9"
      offset={4}
      aria-hidden={false}
    >
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={openCart}
        aria-label={`Booking cart, ${serviceCount} service(s)`}
      >
        <IconShoppingCart size={22} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}
