import { Box, Container, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { LandingRouteQuery, landingVariables } from './operations';
import { SeasonTabs } from '../packages/SeasonTabs';

/**
 * The seasonal packages, one tab per season (the landing's query, read from the cache). Only the
 * season shown is in the page's markup (a third of the landing's HTML was the other seasons' cards);
 * every season's packages are a click away, and all of them on the packages page.
 */
export function PackagesSection() {
  const { data } = useQuery(LandingRouteQuery, { variables: landingVariables });
  return (
    <Box component="section" bg="leaf.0" py="xl" aria-labelledby="packages-heading">
      <Container size="xl">
        <Title order={2} id="packages-heading" ta="center" mb="lg">
          Seasonal Packages
        </Title>
        {data ? <SeasonTabs seasons={data.seasons} onlyShown /> : null}
      </Container>
    </Box>
  );
}
