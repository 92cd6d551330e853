import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { SeriesCard } from '../series/SeriesCard';
import { ManagedVisitSeriesQuery, MySeriesQuery, VisitSeriesQuery } from '../series/operations';

/** /profile's "Recurring visits": each of the customer's series and programmes, newest first. */
export function RecurringVisits() {
  const { data, error } = useQuery(MySeriesQuery, { fetchPolicy: 'cache-and-network' });
  const series = data?.me?.series ?? [];
  if (error && !data) console.error('Recurring visits failed to load', error);
  if (series.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="recurring-visits-heading" gap="sm" mt="xl">
      <Title order={2} size="h3" id="recurring-visits-heading">
        Recurring visits
      </Title>
      <Text size="sm" c="dimmed">
        Each later visit of a series is paid from its reminder e-mail (or with Pay here). Skip, pause or stop
        up to the change cut-off before a visit.
      </Text>
      {series.map((item) => (
        <SeriesCard key={item.id} series={item} />
      ))}
    </Stack>
  );
}

/**
 * On one visit's page (from /profile or a manage link): the series it belongs to, with its next visits
 * and the same actions; with a manage link's token only this visit can be skipped.
 */
export function VisitSeries({ guidId, manageToken }: { guidId: string; manageToken?: string }) {
  const managed = useQuery(ManagedVisitSeriesQuery, {
    variables: { token: manageToken ?? '' },
    skip: !manageToken,
    fetchPolicy: 'cache-and-network',
  });
  const own = useQuery(VisitSeriesQuery, {
    variables: { guidId },
    skip: !!manageToken,
    fetchPolicy: 'cache-and-network',
  });
  const series = manageToken ? managed.data?.managedBooking.series : own.data?.booking?.series;
  if (!series) return null;
  return (
    <Stack component="section" aria-labelledby="visit-series-heading" gap="sm">
      <Title order={2} size="h4" id="visit-series-heading">
        Recurring visits
      </Title>
      <SeriesCard series={series} manageToken={manageToken} visitGuidId={guidId} />
    </Stack>
  );
}
