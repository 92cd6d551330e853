import { LoadingStatus } from '../../lib/feedback/LoadingStatus';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { CheckoutAlert } from './CheckoutAlert';
import type { BookingDetailsFragment } from '../../__generated__/graphql';
import type { StoredBooking } from '../booking/bookingStorage';
import { useBookingQuote } from '../cart/useBookingQuote';
import { breakdownFromQuote } from '../pricing/breakdown';
import { BookingPriceBreakdown } from '../pricing/BookingPriceBreakdown';
import { DateDependsNote } from '../pricing/DateDependsNote';
import { PriceBreakdown } from '../pricing/PriceBreakdown';
import { formatLongDate } from './johannesburgDate';
import { visitAddressLine } from '../booking/visitAddress';
import { quoteArguments, useQuoteFor } from './quoteFor';

function When({ date, time }: { date: string | null; time: string | null }) {
  if (!date && !time) return null;
  return (
    <Text size="sm">
      {date ? formatLongDate(date) : ''}
      {date && time ? ', ' : ''}
      {time ?? ''}
    </Text>
  );
}

/** Beside the step whenever a booking exists: the saved booking, or the priced local one. */
export function SummaryPanel({
  saved,
  local,
}: {
  saved: BookingDetailsFragment | null;
  local: StoredBooking;
}) {
  return (
    <Paper withBorder p="md" component="aside" aria-labelledby="summary-heading">
      <Title order={2} size="h4" id="summary-heading" mb="sm">
        Booking Summary
      </Title>
      {saved ? (
        <Stack gap="sm">
          <When date={saved.bookingDate} time={saved.visitTime} />
          {saved.address && (
            <Text size="sm" data-testid="visit-address">
              At {visitAddressLine(saved.address)}
            </Text>
          )}
          <BookingPriceBreakdown booking={saved} totalTestId="booking-total" />
        </Stack>
      ) : (
        <LocalSummary booking={local} />
      )}
    </Paper>
  );
}

function LocalSummary({ booking }: { booking: StoredBooking }) {
  // For the suburb and customer the contact step knows: the total the booking is charged.
  const { quoteFor } = useQuoteFor();
  const { quote, error } = useBookingQuote(booking, quoteArguments(quoteFor));
  if (error && !quote)
    return (
      <CheckoutAlert color="red" role="alert">
        The booking could not be priced.
      </CheckoutAlert>
    );
  if (!quote || quote.lines.length !== booking.lines.length)
    return <LoadingStatus text="Calculating prices..." />;
  return (
    <Stack gap="sm">
      <When date={booking.date} time={booking.slot} />
      {!booking.date && <DateDependsNote />}
      <PriceBreakdown breakdown={breakdownFromQuote(quote)} totalTestId="quote-total" />
    </Stack>
  );
}
