import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { CARD_IMAGE_HEIGHT } from './imageSizes';

/**
 * A service card's placeholder, the card's size part for part (picture, name, three description lines,
 * price, the two buttons), so the cards take its place without moving anything.
 */
export function ServiceCardSkeleton() {
  return (
    <Card withBorder shadow="sm" padding="md">
      <Card.Section>
        <Skeleton h={CARD_IMAGE_HEIGHT} radius={0} />
      </Card.Section>
      <Stack gap={6} mt="md">
        <Skeleton h={20} my={3} w="70%" />
        <div>
          <Skeleton h={12} my={5} />
          <Skeleton h={12} my={5} />
          <Skeleton h={12} my={5} w="60%" />
        </div>
        <Skeleton h={18} my={3} w="40%" />
      </Stack>
      <Group grow mt="md" gap="xs">
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Group>
    </Card>
  );
}
