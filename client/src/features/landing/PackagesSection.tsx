import { Box, Container, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { LandingRouteQuery } from './operations';
import { SeasonTabs } from '../packages/SeasonTabs';

/** The seasonal packages, one tab per season (the landing's query, read from the cache). */
export function PackagesSection() {
  const { data } = useQuery(LandingRouteQuery);
  return (
    <Box component="section" bg="leaf.0" py="xl" aria-labelledby="packages-heading">
      <Container size="xl">
        <Title order={2} id="packages-heading" ta="center" mb="lg">
          Seasonal Packages
        </Title>
        {data ? <SeasonTabs seasons={data.seasons} /> : null}
      </Container>
    </Box>
  );
}
