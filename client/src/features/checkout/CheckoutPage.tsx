import { useEffect } from 'react';
import { Button, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { CheckoutAlert } from './CheckoutAlert';
import { Link, Navigate, useParams } from 'react-router';
import { CheckoutStepper } from './CheckoutStepper';
import { CHECKOUT_STEPS, isCheckoutStep, stepIndex, type CheckoutStepId } from './steps';
import { SummaryPanel } from './SummaryPanel';
import { QuoteForProvider } from './quoteFor';
import { useSavedBooking } from './useSavedBooking';
import { ModifiersStep } from './steps/ModifiersStep';
import { DateTimeStep } from './steps/DateTimeStep';
import { ContactStep } from './steps/ContactStep';
import { PaymentsStep } from './steps/PaymentsStep';
import { CheckoutEntry } from './CheckoutEntry';
import { SavedBookingNotice } from './SavedBookingNotice';
import { useBooking } from '../booking/BookingProvider';
import { usePageTitle } from '../../lib/usePageTitle';

/** /booking-checkout[/{stepId}[/{bookingId}]]: the five-step checkout with its summary panel. */
export function CheckoutPage() {
  const { stepId, bookingId } = useParams();
  const { booking: local } = useBooking();
  const { booking: saved, loading, error } = useSavedBooking(bookingId);
  const step: CheckoutStepId | null = isCheckoutStep(stepId) ? stepId : null;
  usePageTitle(step ? `Checkout: ${CHECKOUT_STEPS[stepIndex(step)]?.title}` : 'Checkout');

  useEffect(() => {
    if (error) console.error('Booking failed to load', error);
  }, [error]);

  if (stepId !== undefined && !step) return <Navigate to="/booking-checkout" replace />;
  if (step === 'confirmation' && bookingId)
    return <Navigate to={`/booking-successful/${bookingId}`} replace />;

  const hasLocal = local.lines.length > 0;
  const hasBooking = saved !== null || (!bookingId && hasLocal);

  let content: React.ReactNode;
  if (bookingId && loading) {
    content = (
      <Group justify="center" py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text>Loading booking...</Text>
      </Group>
    );
  } else if (bookingId && !saved) {
    content = (
      <CheckoutAlert color="red" title="Booking not found" role="alert">
        The requested booking could not be loaded.
      </CheckoutAlert>
    );
  } else if (saved && step !== 'payments') {
    content = (
      <CheckoutAlert color="leaf" title="Your booking is saved" role="status">
        This booking has been saved and is waiting for payment.
        <Button component={Link} to={`/booking-checkout/payments/${saved.guidId}`} size="compact-sm" ml="xs">
          Go to payment
        </Button>
      </CheckoutAlert>
    );
  } else if (step === null) {
    content = <CheckoutEntry />;
  } else if (step === 'payments' || step === 'confirmation') {
    content = saved ? (
      <PaymentsStep booking={saved} />
    ) : (
      <CheckoutAlert color="yellow" title="No booking yet" role="status">
        Complete the earlier steps to save your booking before paying.
        <Button component={Link} to="/booking-checkout/modifiers" variant="subtle" size="compact-sm" ml="xs">
          Go to checkout
        </Button>
      </CheckoutAlert>
    );
  } else if (!hasLocal) {
    content = <SavedBookingNotice fallback={<EmptyBooking />} />;
  } else if (step === 'modifiers') {
    content = <ModifiersStep />;
  } else if (step === 'date-time') {
    content = <DateTimeStep />;
  } else {
    content = <ContactStep />;
  }

  return (
    <QuoteForProvider>
      <Container size="xl" py="xl">
        <Title order={1} mb="md">
          Checkout
        </Title>
        <CheckoutStepper current={step ?? 'modifiers'} />
        {hasBooking ? (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>{content}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
              <SummaryPanel saved={saved} local={local} />
            </Grid.Col>
          </Grid>
        ) : (
          content
        )}
      </Container>
    </QuoteForProvider>
  );
}

function EmptyBooking() {
  return (
    <Stack align="flex-start">
      <Title order={2}>Your cart is empty</Title>
      <Text>Add some services to get started!</Text>
      <Group>
        <Button component={Link} to="/services">
          Book Services
        </Button>
        <Button component={Link} to="/packages" variant="default">
          Book Seasonal Packages
        </Button>
      </Group>
    </Stack>
  );
}
