import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useBooking } from '../booking/BookingProvider';

/** /booking-checkout: the start of the checkout, with the way back to shopping. */
export function CheckoutEntry() {
  const { serviceCount } = useBooking();
  if (serviceCount === 0) {
    return (
      <Stack align="flex-start">
        <Title order={2}>Your cart is empty</Title>
        <Text>Add some services to get started!</Text>
        <Button component={Link} to="/services">
          Book Services
        </Button>
      </Stack>
    );
  }
  return (
    <Stack align="flex-start">
      <Title order={2}>Ready to book</Title>
      <Text>
        You have {serviceCount} service(s) in your booking. Next you choose your options, a date and time, and
        your contact details, then pay securely.
      </Text>
      <Group>
        <Button component={Link} to="/services" variant="default">
          Continue Shopping
        </Button>
        <Button component={Link} to="/booking-checkout/modifiers">
          Start Checkout
        </Button>
      </Group>
    </Stack>
  );
}
