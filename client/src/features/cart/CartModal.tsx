import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { useEffect, useRef } from 'react';
import { Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useBooking } from '../booking/BookingProvider';
import { useBookingQuote } from './useBookingQuote';
import { breakdownFromQuote } from '../pricing/breakdown';
import { DateDependsNote } from '../pricing/DateDependsNote';
import { BreakdownLineDetails, BreakdownTotals } from '../pricing/PriceBreakdown';

function serviceCountLabel(n: number): string {
  return `${n} service(s) selected`;
}

/** 'Booking Cart': every line with its details and Remove, the totals, and the way on. */
export function CartModal() {
  const { booking, cartOpen, closeCart, removeLine, clear } = useBooking();
  const navigate = useNavigate();
  const { quote, loading, error } = useBookingQuote(booking);
  const count = booking.lines.length;

  // removing the last service closes the modal
  const previousCount = useRef(count);
  useEffect(() => {
    if (previousCount.current > 0 && count === 0) closeCart();
    previousCount.current = count;
  }, [count, closeCart]);

  const quoteMatches = quote !== null && quote.lines.length === count;
  const breakdown = quote ? breakdownFromQuote(quote) : null;

  return (
    <Modal
      opened={cartOpen}
      onClose={closeCart}
      title="Booking Cart"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close cart' }}
    >
      <Text size="sm" c="dimmed" mb="md" aria-live="polite">
        {serviceCountLabel(count)}
      </Text>
      {count === 0 ? (
        <Stack align="center" py="lg" gap={4}>
          <Title order={3} size="h4">
            Your cart is empty
          </Title>
          <Text c="dimmed">Add some services to get started!</Text>
        </Stack>
      ) : error && !quoteMatches ? (
        <ErrorAlert title="We could not price your booking">
          Some items may no longer be available.
          <Button variant="subtle" color="red" c="red.9" size="compact-sm" ml="xs" onClick={clear}>
            Empty the cart
          </Button>
        </ErrorAlert>
      ) : !quoteMatches ? (
        <Group justify="center" py="lg" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>Calculating prices...</Text>
        </Group>
      ) : (
        <Stack gap="sm" aria-busy={loading}>
          {booking.lines.map((line, index) => {
            const priced = quote.lines[index];
            const rows = breakdown?.lines[index];
            if (!priced || !rows) return null;
            return (
              <Paper key={line.key} withBorder p="sm" component="article" aria-label={priced.name}>
                <Group justify="space-between" wrap="nowrap" mb={4}>
                  <Text fw={600}>{priced.name}</Text>
                  <Button
                    variant="subtle"
                    color="red"
                    c="red.9"
                    size="compact-sm"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    onClick={() => removeLine(line.key)}
                    aria-label={`Remove ${priced.name}`}
                  >
                    Remove
                  </Button>
                </Group>
                <BreakdownLineDetails line={rows} />
              </Paper>
            );
          })}
          {!booking.date && <DateDependsNote />}
          {breakdown && <BreakdownTotals breakdown={breakdown} totalTestId="quote-total" />}
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={closeCart}>
          Continue Shopping
        </Button>
        {count > 0 && (
          <Button
            onClick={() => {
              closeCart();
              void navigate('/booking-checkout/modifiers');
            }}
          >
            Proceed to Checkout
          </Button>
        )}
      </Group>
    </Modal>
  );
}
