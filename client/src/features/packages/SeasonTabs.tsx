import { SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { PackageCard } from './PackageCard';

export const SeasonTabs_season = graphql(`
  fragment SeasonTabs_season on Season {
    id
    name
    duration
    notes
    packages {
      id
      ...PackageCard_package
    }
  }
`);

/**
 * One tab per season: its name, duration, notes and package cards (the second highlighted). Every
 * season is in the markup unless `onlyShown` (the landing page: the season shown, the others
 * rendered when chosen; the packages page has them all).
 */
export function SeasonTabs({
  headingOrder = 3,
  onlyShown = false,
  ...props
}: {
  seasons: ReadonlyArray<FragmentType<typeof SeasonTabs_season>>;
  headingOrder?: 2 | 3;
  onlyShown?: boolean;
}) {
  const seasons = useFragment(SeasonTabs_season, props.seasons);
  const [active, setActive] = useState<string | null>(seasons[0]?.id ?? null);
  const value = active ?? seasons[0]?.id ?? null;
  if (seasons.length === 0) return <Text ta="center">No seasonal packages are on offer right now.</Text>;
  return (
    // every season in the markup (shown one at a time; all of them when read without scripts), or only
    // the one shown
    <Tabs
      value={value}
      onChange={setActive}
      variant="pills"
      radius="xl"
      keepMounted={!onlyShown}
      keepMountedMode="display-none"
    >
      <Tabs.List justify="center" mb="lg">
        {seasons.map((season) => (
          <Tabs.Tab key={season.id} value={season.id}>
            {season.name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {seasons.map((season) => (
        <Tabs.Panel key={season.id} value={season.id} data-open-without-scripts>
          <Title order={headingOrder} ta="center">
            {season.name}
          </Title>
          {season.duration && (
            <Text ta="center" fw={500}>
              {season.duration}
            </Text>
          )}
          {season.notes && (
            <Text ta="center" c="dimmed" size="sm" maw={640} mx="auto" mt={4}>
              {season.notes}
            </Text>
          )}
          {season.packages.length === 0 ? (
            <Text ta="center" mt="md">
              No packages for this season yet.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mt="lg">
              {season.packages.map((pkg, index) => (
                <PackageCard key={pkg.id} pkg={pkg} highlighted={index === 1} />
              ))}
            </SimpleGrid>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
