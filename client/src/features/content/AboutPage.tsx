import { Container, List, SimpleGrid, Text, Title } from '@mantine/core';
import { CLAIMS } from './marketing';
import { CallToAction } from './CallToAction';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePageDescription } from '../../shell/usePageDescription';

export function AboutPage() {
  usePageTitle('About Us');
  usePageDescription(
    'GreenLeaf Lawn Care is a local Cape Town team for lawn care, landscaping and seasonal garden services: who we are, how we work and the areas we serve.',
  );
  return (
    <>
      <Container size="md" py="xl">
        <Title order={1}>About Us</Title>
        <Text mt="md" size="lg">
          GreenLeaf Lawn Care looks after lawns and gardens across Cape Town, from the Atlantic Seaboard to
          the Northern Suburbs.
        </Text>
        <Text mt="md">
          We started with one mower and a bakkie, and grew one neighbourhood at a time by doing careful work
          and turning up when we said we would. Today our trained crews mow, edge, feed, aerate, plant and
          landscape, and plan every visit around the season so your garden gets what it needs, when it needs
          it.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" mt="xl">
          <div>
            <Title order={2} size="h3">
              What we do
            </Title>
            <List mt="sm" spacing={4}>
              <List.Item>Lawn mowing, edging and trimming</List.Item>
              <List.Item>Feeding, aeration and lawn repair</List.Item>
              <List.Item>Garden clean-ups and seasonal care</List.Item>
              <List.Item>Landscaping and planting</List.Item>
            </List>
          </div>
          <div>
            <Title order={2} size="h3">
              Our promise
            </Title>
            <List mt="sm" spacing={4}>
              {CLAIMS.map((claim) => (
                <List.Item key={claim.id}>{claim.text}</List.Item>
              ))}
            </List>
          </div>
        </SimpleGrid>
      </Container>
      <CallToAction />
    </>
  );
}
