import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useSiteInfo } from '../../app/siteInfo';
import { AreasMap } from './AreasMap';
import { groupByRegion, officeSuburb } from './areaMap';
import { ServedAreasQuery } from './operations';

/**
 * Where we work, from the office's service areas only (the list the checkout accepts): the map and
 * the suburbs by region, and where the office is. `children` follow the list.
 */
export function ServedAreas({ children }: { children?: ReactNode }) {
  const info = useSiteInfo();
  const { data } = useQuery(ServedAreasQuery);
  const served = (data?.serviceAreas ?? []).map((area) => area.suburb);
  const office = info ? officeSuburb(info.address.locality) : null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} mt="md" spacing="xl">
      <AreasMap served={served} office={office} />
      <Stack gap="sm" data-testid="served-areas">
        {groupByRegion(served).map((group) => (
          <div key={group.region}>
            <Title order={3} size="h4">
              {group.region}
            </Title>
            <Text size="sm">{group.suburbs.join(', ')}</Text>
          </div>
        ))}
        {office && <Text size="sm">Our office is in {office}.</Text>}
        {children}
      </Stack>
    </SimpleGrid>
  );
}
