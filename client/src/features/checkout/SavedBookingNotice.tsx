import { useEffect, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CheckoutAlert } from './CheckoutAlert';
import { Link } from 'react-router';
import { useCancelBookingMutation } from '../account/useBookingChanges';
import { formatZar } from '../../lib/money';
import { formatLongDate } from './johannesburgDate';
import { forgetSavedBooking, lastSavedBooking } from './lastSavedBooking';
import { useSavedBooking } from './useSavedBooking';
import { useSiteInfo } from '../../app/siteInfo';
import { refusalText } from '../../lib/graphqlErrors';

/**
 * On a checkout step with an empty cart (typically Back from Payments): the booking saved a moment
 * ago, still waiting for payment, with Pay it and Let it go (which cancels it and frees its slot).
 * Renders `fallback` when there is no such booking.
 */
export function SavedBookingNotice({ fallback }: { fallback: React.ReactNode }) {
  const [guidId, setGuidId] = useState(lastSavedBooking);
  const { booking, loading } = useSavedBooking(guidId ?? undefined);
  const [cancel, cancelState] = useCancelBookingMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const info = useSiteInfo();
  const payable = booking?.status === 'PENDING';

  useEffect(() => {
    // paid, cancelled or gone: nothing to come back to
    if (guidId && !loading && !payable) {
      forgetSavedBooking();
      setGuidId(null);
    }
  }, [guidId, loading, payable]);

  if (!guidId || !booking || !payable) return <>{fallback}</>;

  async function letGo() {
    if (!booking) return;
    setFailure(null);
    try {
      await cancel({ variables: { input: { guidId: booking.guidId } } });
      forgetSavedBooking();
      setGuidId(null);
    } catch (error) {
      setFailure(refusalText(error, 'The booking could not be cancelled. Please try again.'));
    }
  }

  return (
    <Paper withBorder p="lg" role="region" aria-labelledby="saved-booking-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="saved-booking-title">
          Your saved booking is waiting for payment
        </Title>
        <Text>
          {formatLongDate(booking.bookingDate)}, {booking.visitTime}:{' '}
          {booking.services.map((line) => line.name).join(', ')}, {formatZar(booking.totalPrice)}.
        </Text>
        <Text size="sm">
          Its time slot is held{info && ` for ${info.paymentHoldMinutes} minutes`} after saving. Pay now to
          confirm it, or let it go to free the slot.
        </Text>
        {failure && (
          <CheckoutAlert color="red" role="alert">
            {failure}
          </CheckoutAlert>
        )}
        <Group>
          <Button component={Link} to={`/booking-checkout/payments/${booking.guidId}`}>
            Pay for this booking
          </Button>
          <Button variant="default" color="red.9" loading={cancelState.loading} onClick={() => void letGo()}>
            Let it go
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
