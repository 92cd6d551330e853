import { DeadEndPage } from '../content/DeadEndPage';
import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Container, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import IconPrinter from '@tabler/icons-react/dist/esm/icons/IconPrinter.mjs';
import IconHome from '@tabler/icons-react/dist/esm/icons/IconHome.mjs';
import { useSavedBooking } from '../checkout/useSavedBooking';
import { BookingStatusBadge } from './statusBadge';
import { BookingPriceBreakdown } from '../pricing/BookingPriceBreakdown';
import { formatLongDate } from '../checkout/johannesburgDate';
import { SITE_NAME, usePageTitle } from '../../lib/usePageTitle';
import { useSiteInfo } from '../../app/siteInfo';
import type { BookingStatus } from '../../__generated__/graphql';
import { SavedSeriesPlan, useSavedSeries } from '../checkout/SavedSeriesPlan';
import { RefundNotice } from './RefundNotices';
import { visitAddressLine } from '../booking/visitAddress';
import './print.css';

export const PAYMENT_POLL_MS = 2000;

/**
 * /booking-successful/{bookingId}: the confirmation. The booking is confirmed by the payment
 * provider's notification, not by this page: while it is still pending the page says so and polls.
 */
export function BookingSuccessfulPage() {
  const { bookingId } = useParams();
  const { booking, loading, startPolling, stopPolling } = useSavedBooking(bookingId);
  const info = useSiteInfo();
  const pending = booking?.status === 'PENDING';
  usePageTitle(booking?.status === 'CONFIRMED' ? 'Booking Confirmed' : 'Your booking');

  useEffect(() => {
    if (pending) startPolling(PAYMENT_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  if (loading) {
    return (
      <Group justify="center" py="xl" role="status">
        <Loader aria-hidden="true" />
        <Text>Loading your booking...</Text>
      </Group>
    );
  }

  if (!booking) {
    return (
      <DeadEndPage title="Booking not found" to="/" action="Back to Home">
        <Text mt="md">The requested booking could not be loaded.</Text>
      </DeadEndPage>
    );
  }

  const name = booking.customer?.name ?? 'customer';
  const done = booking.status === 'CONFIRMED' || booking.status === 'COMPLETED';

  return (
    <Container size="md" py="xl" className="booking-confirmation">
      <Stack gap="md">
        <div className="print-only" data-testid="print-company">
          <Text fw={700} size="lg">
            {SITE_NAME}
          </Text>
          {info && (
            <>
              <Text>{info.address.line}</Text>
              <Text>
                {info.phone} · {info.email}
              </Text>
            </>
          )}
        </div>
        {done ? (
          <>
            <Title order={1} c="leaf.8">
              Booking Confirmed!
            </Title>
            <Text size="lg">Thank you, {name}. Your booking has been successfully completed.</Text>
            <RefundNotice booking={booking} />
          </>
        ) : pending ? (
          <>
            <Title order={1}>Waiting for your payment</Title>
            <Alert color="yellow" role="status" icon={<Loader size="xs" aria-hidden="true" />}>
              We have not received the payment confirmation from our payment partner yet. This page updates by
              itself as soon as it arrives.
            </Alert>
            <Text>Not paid yet, or the payment page was closed? The booking can still be paid.</Text>
            <Button
              component={Link}
              to={`/booking-checkout/payments/${booking.guidId}`}
              className="no-print"
              w="fit-content"
            >
              Pay now
            </Button>
          </>
        ) : (
          <>
            <Title order={1} c="red.9">
              Booking Cancelled
            </Title>
            <RefundNotice booking={booking} />
          </>
        )}

        <BookingFacts booking={booking} />

        <Paper withBorder p="lg">
          <Title order={2} size="h3" mb="sm">
            Services
          </Title>
          <BookingPriceBreakdown booking={booking} totalTestId="booking-total" />
        </Paper>

        <SeriesOfBooking guidId={booking.guidId} status={booking.status} />

        {booking.customer && (
          <Paper withBorder p="lg">
            <Title order={2} size="h3" mb="sm">
              Customer Information
            </Title>
            <Text>{booking.customer.name}</Text>
            <Text>{booking.customer.email}</Text>
            {booking.customer.phone && <Text>{booking.customer.phone}</Text>}
            {booking.customer.address && <Text>{booking.customer.address}</Text>}
          </Paper>
        )}

        <Group className="no-print">
          <Button leftSection={<IconPrinter size={18} aria-hidden="true" />} onClick={() => window.print()}>
            Print Booking
          </Button>
          <Button
            component={Link}
            to="/"
            variant="default"
            leftSection={<IconHome size={18} aria-hidden="true" />}
          >
            Back to Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

type SavedBooking = NonNullable<ReturnType<typeof useSavedBooking>['booking']>;

/** One fact of the booking: its name above it, dimmed; half the width on a wider screen unless `wide`. */
function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Grid.Col span={wide ? 12 : { base: 12, sm: 6 }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Grid.Col>
  );
}

/** The booking's id, status, day, time and address. */
function BookingFacts({ booking }: { booking: SavedBooking }) {
  return (
    <Paper withBorder p="lg">
      <Grid>
        <Fact label="Booking ID">
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {booking.guidId}
          </Text>
        </Fact>
        <Fact label="Status">
          <div aria-live="polite">
            <BookingStatusBadge status={booking.status} />
          </div>
        </Fact>
        <Fact label="Date">
          <Text fw={600}>{formatLongDate(booking.bookingDate)}</Text>
        </Fact>
        <Fact label="Time">
          <Text fw={600}>{booking.visitTime}</Text>
        </Fact>
        {booking.address && (
          <Fact label="Address" wide>
            <Text fw={600} data-testid="visit-address">
              {visitAddressLine(booking.address)}
            </Text>
          </Fact>
        )}
      </Grid>
    </Paper>
  );
}

/** The programme's visits, or how the series repeats, when the booking is part of one. */
function SeriesOfBooking({ guidId, status }: { guidId: string; status: BookingStatus }) {
  return <SavedSeriesPlan saved={useSavedSeries(guidId, status)} />;
}
