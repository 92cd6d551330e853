import { NextVisits } from './NextVisits';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { formatZar } from '../../lib/money';
import { formatLongDate } from '../checkout/johannesburgDate';
import { DatedVisitList } from './DatedVisitList';
import {
  everyWeeksText,
  PLANNED_DATES_SHOWN,
  plannedRepeatDates,
  repeatSentence,
  weekdaysOf,
} from './seriesText';

export const SeriesPlan_series = graphql(`
  fragment SeriesPlan_series on BookingSeries {
    id
    kind
    name
    repeatWeeks
    bookingTime
    startDate
    endDate
    visitPrice
    visits {
      id
      bookingDate
      bookingTime
      status
      services {
        id
        name
      }
    }
  }
`);

/**
 * What a saved booking starts, on the payment step and the confirmation: a recurring series (how often,
 * how each visit is paid, the next planned dates) or a seasonal programme (its dated visits, paid once).
 */
export function SeriesPlan({
  visitDate,
  ...props
}: {
  series: FragmentType<typeof SeriesPlan_series>;
  /** The date of the visit this page is about (a later visit of a series is paid on its own). */
  visitDate?: string;
}) {
  const series = useFragment(SeriesPlan_series, props.series);
  const visits = series.visits.filter((visit) => visit.status !== 'CANCELLED');

  if (series.kind === 'PROGRAMME') {
    return (
      <Paper withBorder p="md" component="section" aria-labelledby={`programme-${series.id}-heading`}>
        <Stack gap="xs">
          <Title order={2} size="h4" id={`programme-${series.id}-heading`}>
            Your programme&apos;s visits
          </Title>
          <Text size="sm" data-testid="programme-paid-once">
            {series.name}: paid once, at checkout, for all {visits.length} visits.
          </Text>
          <Text size="sm" data-testid="later-visit-price">
            Its later visits are paid with the programme: they cost nothing more.
          </Text>
          <DatedVisitList
            label="Programme visits"
            visits={visits.map((visit) => ({
              date: visit.bookingDate,
              // only a visit a full slot moved elsewhere says its time: the others keep the booked one
              time: visit.bookingTime === series.bookingTime ? null : visit.bookingTime,
              services: visit.services.map((line) => line.name),
            }))}
          />
        </Stack>
      </Paper>
    );
  }

  const weeks = series.repeatWeeks ?? 1;
  const laterVisit = visitDate !== undefined && visitDate !== series.startDate;
  const from = laterVisit ? visitDate : series.startDate;
  const dates = plannedRepeatDates(from, weeks, PLANNED_DATES_SHOWN, series.endDate);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`repeat-${series.id}-heading`}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={`repeat-${series.id}-heading`}>
          This booking repeats
        </Title>
        <Text size="sm" data-testid="repeat-summary">
          {/* the page shows the visit's time beside it */}
          {laterVisit
            ? `This visit is one of ${series.name}: ${everyWeeksText(weeks).toLowerCase()} on ${weekdaysOf(series.startDate)}. Each visit is paid on its own.`
            : `${repeatSentence(weeks, series.startDate, null, 'at checkout')}.`}
        </Text>
        <Text size="sm" data-testid="later-visit-price">
          {`Each later visit: ${formatZar(series.visitPrice)}, paid from its reminder e-mail.`}
        </Text>
        <Text size="sm">
          {series.endDate
            ? `The last visit falls on or before ${formatLongDate(series.endDate)}.`
            : 'The visits go on until you pause or stop them from your account.'}
        </Text>
        <NextVisits dates={dates} />
      </Stack>
    </Paper>
  );
}
