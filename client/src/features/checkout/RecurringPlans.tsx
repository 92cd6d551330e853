import { NextVisits } from '../series/NextVisits';
import { useCallback, useEffect, useState } from 'react';
import { Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { CheckoutAlert } from './CheckoutAlert';
import { useQuery } from '@apollo/client/react';
import { ServiceRouteQuery } from '../catalogue/operations';
import { useBooking } from '../booking/BookingProvider';
import type { BookingLine } from '../booking/bookingStorage';
import { useBookingQuote } from '../cart/useBookingQuote';
import { LaterVisitPrice } from '../pricing/PriceBreakdown';
import { DatedVisitList } from '../series/DatedVisitList';
import {
  everyWeeksText,
  isIsoDate,
  PLANNED_DATES_SHOWN,
  plannedRepeatDates,
  repeatSentence,
  repeatUntilError,
} from '../series/seriesText';
import { ProgrammePlanQuery } from './operations';

type ServiceLine = Extract<BookingLine, { kind: 'service' }>;
type PackageLine = Extract<BookingLine, { kind: 'package' }>;

/**
 * Before paying, what the chosen date makes of the booking: a line whose option repeats
 * (`repeatWeeks`) shows how often the visit comes back, the next planned dates and the optional
 * 'Repeat until'; a seasonal package shows its programme's dated visits, paid once.
 */
export function RecurringPlans() {
  const { booking } = useBooking();
  // weeks between visits per service line whose chosen option repeats (null: a one-off)
  const [repeats, setRepeats] = useState<Record<string, number | null>>({});
  const report = useCallback(
    (key: string, weeks: number | null) =>
      setRepeats((current) => (current[key] === weeks ? current : { ...current, [key]: weeks })),
    [],
  );
  const serviceLines = booking.lines.filter((line): line is ServiceLine => line.kind === 'service');
  const packageLines = booking.lines.filter((line): line is PackageLine => line.kind === 'package');
  // several lines repeating at one period are one series; at different periods the booking is refused
  const periods = [
    ...new Set(serviceLines.flatMap((line) => (repeats[line.key] ? [repeats[line.key]!] : []))),
  ].sort((a, b) => a - b);
  return (
    <>
      {serviceLines.map((line) => (
        <RepeatProbe key={line.key} line={line} onWeeks={report} />
      ))}
      {periods.length === 1 && <RepeatPlan weeks={periods[0]!} />}
      {periods.length > 1 && (
        <CheckoutAlert color="red" role="alert" title="One booking repeats at one interval">
          Your services repeat {periods.map((weeks) => everyWeeksText(weeks).toLowerCase()).join(' and ')}.
          Please choose the same frequency for each, or book them separately.
        </CheckoutAlert>
      )}
      {packageLines.map((line) => (
        <ProgrammePlan key={line.key} line={line} />
      ))}
    </>
  );
}

/** Tells the weeks between visits of a service line whose chosen option repeats (null: none). */
function RepeatProbe({
  line,
  onWeeks,
}: {
  line: ServiceLine;
  onWeeks: (key: string, weeks: number | null) => void;
}) {
  // the configurator's query: already in the cache when the service was chosen there
  const { data } = useQuery(ServiceRouteQuery, { variables: { id: line.serviceId } });
  const chosen = new Set(Object.values(line.options));
  const options = data?.service?.variations.flatMap((variation) => variation.options) ?? [];
  const weeks = options.find((option) => chosen.has(option.id) && option.repeatWeeks)?.repeatWeeks ?? null;
  useEffect(() => onWeeks(line.key, weeks), [onWeeks, line.key, weeks]);
  return null;
}

function RepeatPlan({ weeks }: { weeks: number }) {
  const { booking, setRepeatUntil } = useBooking();
  // each later visit's price, as the gateway prices it with this visit
  const { quote } = useBookingQuote(booking);
  const date = booking.date;
  if (!isIsoDate(date)) return null;
  const error = repeatUntilError(booking.repeatUntil, date);
  const until = error ? null : booking.repeatUntil;
  const dates = plannedRepeatDates(date, weeks, PLANNED_DATES_SHOWN, until);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="repeat-plan-heading">
      <Stack gap="xs">
        <Title order={3} size="h4" id="repeat-plan-heading">
          This booking repeats
        </Title>
        <Text size="sm" data-testid="repeat-summary">
          {repeatSentence(weeks, date, booking.slot)}.
        </Text>
        {quote?.repeat && (
          <LaterVisitPrice
            repeat={{ laterVisitTotal: quote.repeat.laterVisitTotal, differences: quote.repeat.differences }}
          />
        )}
        <NextVisits dates={dates} />
        <TextInput
          type="date"
          label="Repeat until"
          description="Optional: the last date a visit may fall on. Leave it empty to keep the visits coming until you pause or stop them."
          min={date}
          value={booking.repeatUntil ?? ''}
          onChange={(event) => setRepeatUntil(event.currentTarget.value || null)}
          error={error}
          maw={260}
        />
      </Stack>
    </Paper>
  );
}

function ProgrammePlan({ line }: { line: PackageLine }) {
  const { booking } = useBooking();
  const date = isIsoDate(booking.date) ? booking.date : null;
  const { data, error } = useQuery(ProgrammePlanQuery, {
    variables: { packageId: line.packageId, date: date ?? '' },
    skip: !date,
  });
  if (!date) return null;
  if (error && !data)
    return (
      <Text size="sm" c="dimmed">
        The programme&apos;s dates could not be loaded; they are planned from the date you choose.
      </Text>
    );
  const visits = data?.programmePlan ?? [];
  if (visits.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`programme-plan-${line.key}`}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={`programme-plan-${line.key}`}>
          Your programme&apos;s visits
        </Title>
        <Text size="sm" data-testid="programme-paid-once">
          Paid once now: the package&apos;s price covers all {visits.length} visits, each at the time you
          choose (a full slot on a later date moves to the nearest free one).
        </Text>
        <DatedVisitList
          label="Programme visits"
          visits={visits.map((visit) => ({ date: visit.date, services: visit.services }))}
        />
      </Stack>
    </Paper>
  );
}
