import { Container, Group, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { PackagesRouteQuery } from './operations';
import { SeasonTabs } from './SeasonTabs';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePageDescription } from '../../shell/usePageDescription';

export function PackagesPage() {
  usePageTitle('Seasonal Packages');
  usePageDescription(
    'Seasonal lawn and garden packages in Cape Town: several services for a season at one price, booked online with GreenLeaf Lawn Care.',
  );
  const { data, loading, error } = useQuery(PackagesRouteQuery);
  if (error) console.error('Seasons failed to load', error);
  return (
    <Container size="xl" py="xl">
      <Title order={1} ta="center">
        Seasonal Packages
      </Title>
      <Text ta="center" c="dimmed" mt="xs" mb="xl">
        Everything your garden needs this season, at one fixed price.
      </Text>
      {loading && !data ? (
        <Group justify="center" role="status">
          <Loader aria-hidden="true" />
          <Text>Loading packages...</Text>
        </Group>
      ) : (
        <SeasonTabs seasons={data?.seasons ?? []} headingOrder={2} />
      )}
    </Container>
  );
}
