import { List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { ServiceRouteQuery } from '../catalogue/operations';
import { useBooking } from '../booking/BookingProvider';
import type { BookingLine } from '../booking/bookingStorage';
import { DatedVisitList } from '../series/DatedVisitList';
import {
  isIsoDate,
  PLANNED_DATES_SHOWN,
  plannedRepeatDates,
  repeatSentence,
  repeatUntilError,
} from '../series/seriesText';
import { formatLongDate } from './johannesburgDate';
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
  return (
    <>
      {booking.lines.map((line) =>
        line.kind === 'service' ? (
          <RepeatingLine key={line.key} line={line} />
        ) : (
          <ProgrammePlan key={line.key} line={line} />
        ),
      )}
    </>
  );
}

/** The weeks between visits of a service line whose chosen option repeats, else null. */
function useRepeatWeeks(line: ServiceLine): number | null {
  // the configurator's query: already in the cache when the service was chosen there
  const { data } = useQuery(ServiceRouteQuery, { variables: { id: line.serviceId } });
  const chosen = new Set(Object.values(line.options));
  const options = data?.service?.variations.flatMap((variation) => variation.options) ?? [];
  return options.find((option) => chosen.has(option.id) && option.repeatWeeks)?.repeatWeeks ?? null;
}

function RepeatingLine({ line }: { line: ServiceLine }) {
  const weeks = useRepeatWeeks(line);
  return weeks ? <RepeatPlan weeks={weeks} /> : null;
}

function RepeatPlan({ weeks }: { weeks: number }) {
  const { booking, setRepeatUntil } = useBooking();
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
        <Text size="sm" fw={500}>
          Next visits
        </Text>
        <List size="sm" spacing={2} aria-label="Next visits">
          {dates.map((planned) => (
            <List.Item key={planned}>{formatLongDate(planned)}</List.Item>
          ))}
        </List>
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
