import { useState } from 'react';
import { Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { CheckoutAlert } from '../CheckoutAlert';
import { Link, useSearchParams } from 'react-router';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { postPaymentForm } from '../postPaymentForm';
import { useLoader } from '../../../shell/LoaderProvider';
import { formatZar } from '../../../lib/money';
import type { BookingDetailsFragment } from '../../../__generated__/graphql';
import { useStartPaymentMutation } from '../useStartPayment';
import { SavedSeriesPlan, useSavedSeries } from '../SavedSeriesPlan';
import { useSiteInfo } from '../../../app/siteInfo';
import { refusalText } from '../../../lib/graphqlErrors';
import { formatClockTime } from '@greenleaf/shared/format/dates';

/** 'Secure Payment': explains the redirect, then posts the provider's form the gateway assembled. */
export function PaymentsStep({ booking }: { booking: BookingDetailsFragment }) {
  const [startPayment, { loading }] = useStartPaymentMutation();
  const { holdLoader, hideLoader } = useLoader();
  const [error, setError] = useState<string | null>(null);
  const saved = useSavedSeries(booking.guidId, booking.status);
  const info = useSiteInfo();
  const holdFor = info ? ` for ${info.paymentHoldMinutes} minutes` : '';
  const [params] = useSearchParams();
  const cancelledAtProvider = params.get('payment') === 'cancelled';
  const [saveCard, setSaveCard] = useState(false);
  // The first payment of a series or programme, by its signed-in customer (docs/product.md, "A card
  // on file for plans"): the card may be saved with the provider for the later visits.
  const maySaveCard = saved.signedIn && saved.booking?.series != null && !saved.booking.payLater;

  async function pay() {
    setError(null);
    holdLoader();
    try {
      const { data } = await startPayment({
        variables: { guidId: booking.guidId, saveCard: maySaveCard && saveCard },
      });
      if (!data) throw new Error('No payment form');
      postPaymentForm(data.startPayment);
    } catch (failure) {
      console.error('Payment could not start', failure);
      hideLoader();
      setError(refusalText(failure, 'The payment could not be started. Please try again.'));
    }
  }

  // Booked or done with nothing left to pay is paid. Booked or done with money owed is a visit a saved
  // card was to pay when the work was done, whose charge failed (docs/product.md, "A card on file for
  // plans"): its link pays what is owed.
  const booked = booking.status === 'CONFIRMED' || booking.status === 'COMPLETED';
  const owedAfterVisit = booked && booking.payableByLink;
  const toPay = owedAfterVisit ? booking.amountOwed : booking.totalPrice;

  if (booked && !owedAfterVisit) {
    return (
      <Stack>
        <Title order={2}>Payments</Title>
        <CheckoutAlert color="leaf" title="Already paid" role="status">
          This booking has been paid.
        </CheckoutAlert>
        <Button component={Link} to={`/booking-successful/${booking.guidId}`} w="fit-content">
          View confirmation
        </Button>
      </Stack>
    );
  }

  if (booking.status === 'CANCELLED') {
    return (
      <Stack>
        <Title order={2}>Payments</Title>
        <CheckoutAlert color="red" title="Booking cancelled" role="alert">
          This booking was cancelled (unpaid bookings are released
          {info ? ` after ${info.paymentHoldMinutes} minutes` : ' after a while'}). Please book again.
        </CheckoutAlert>
        <Button component={Link} to="/services" w="fit-content">
          Book again
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={2}>Payments</Title>
      {cancelledAtProvider && (
        <CheckoutAlert color="yellow" title="Payment cancelled" role="status" data-testid="payment-cancelled">
          You cancelled the payment, so nothing was charged and the booking is not confirmed yet.{' '}
          {owedAfterVisit
            ? 'Pay now with the button below, or later with Pay beside the booking on your profile page.'
            : booking.heldUntil
              ? `Your time slot is held until ${formatClockTime(booking.heldUntil)}: pay now with the button below, or before then with Pay beside the booking on your profile page.`
              : 'Pay now with the button below, or later with Pay beside the booking on your profile page.'}
        </CheckoutAlert>
      )}
      <Paper withBorder p="lg">
        <Group gap="xs" mb="xs">
          <IconLock size={20} aria-hidden="true" />
          <Title order={3} size="h4">
            Secure Payment
          </Title>
        </Group>
        <Text>
          You will be redirected to our secure payment partner to pay {formatZar(toPay)} by card. Your card
          details are never shared with us. Once the payment is complete you will be brought back here to your
          booking confirmation.
        </Text>
        <List size="sm" mt="sm" spacing={4}>
          <List.Item>
            {owedAfterVisit
              ? booking.status === 'COMPLETED'
                ? 'The work is done: this pays what is still owed for it.'
                : 'Your visit stays booked: this pays what is still owed for it.'
              : saved.booking?.payLater
                ? 'This visit of your series keeps its time slot until you pay for it.'
                : `Your time slot is held${holdFor} while you pay.`}
          </List.Item>
          <List.Item>If you cancel the payment you come back to this page and can try again.</List.Item>
        </List>
      </Paper>
      <SavedSeriesPlan saved={saved} />
      {maySaveCard && (
        <Checkbox
          checked={saveCard}
          onChange={(event) => setSaveCard(event.currentTarget.checked)}
          label="Save my card for the later visits"
          description="Each later visit is then charged to this card shortly before it, and you are e-mailed its invoice. Our payment partner keeps the card; we never see its number. Remove it at any time in My bookings."
        />
      )}
      {error && (
        <CheckoutAlert color="red" role="alert">
          {error}
        </CheckoutAlert>
      )}
      <Group justify="flex-end">
        <Button
          size="md"
          onClick={() => void pay()}
          loading={loading}
          leftSection={<IconLock size={18} aria-hidden="true" />}
        >
          Pay {formatZar(toPay)} Now
        </Button>
      </Group>
    </Stack>
  );
}
