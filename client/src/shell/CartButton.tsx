import { ActionIcon, Box } from '@mantine/core';
import IconShoppingCart from '@tabler/icons-react/dist/esm/icons/IconShoppingCart.mjs';
import { useBooking } from '../features/booking/BookingProvider';

/**
 * Opens the booking cart; the badge shows the number of services (hidden at 0). The badge is a plain
 * span (Mantine's Indicator was the only use of it in the first load).
 */
export function CartButton() {
  const { serviceCount, openCart } = useBooking();
  return (
    <Box pos="relative" display="inline-block">
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={openCart}
        aria-label={`Booking cart, ${serviceCount} service(s)`}
      >
        <IconShoppingCart size={22} aria-hidden="true" />
      </ActionIcon>
      {serviceCount > 0 && (
        <Box
          component="span"
          aria-hidden="true"
          data-testid="cart-count"
          pos="absolute"
          top={-4}
          right={-4}
          miw={18}
          h={18}
          px={4}
          fz={11}
          fw={700}
          lh="18px"
          ta="center"
          c="white"
          bg="red.9"
          style={{ borderRadius: 9, pointerEvents: 'none' }}
        >
          {serviceCount}
        </Box>
      )}
    </Box>
  );
}
