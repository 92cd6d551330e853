import { Container, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { claims, TESTIMONIALS } from './marketing';
import { CallToAction } from './CallToAction';
import { ServedAreas } from './ServedAreas';
import { OfficeHours } from './OfficeHours';
import { promiseConditions, TEAM, VALUES } from './company';
import { useSiteInfo } from '../../app/siteInfo';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePageDescription } from '../../shell/usePageDescription';

/** Cards four to a row on a wide screen: each a title, a role when it has one, and its words. */
function CardGrid({
  cards,
  tinted,
}: {
  cards: readonly { title: string; role?: string; text: string }[];
  tinted?: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="md">
      {cards.map((card) => (
        <Paper key={card.title} withBorder p="md" bg={tinted ? 'leaf.0' : undefined}>
          <Title order={3} size="h4">
            {card.title}
          </Title>
          {card.role && (
            <Text size="sm" fw={600} c="leaf.8">
              {card.role}
            </Text>
          )}
          <Text mt="xs" size="sm">
            {card.text}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** /about: the team and what they stand for, the areas served, hours, promises with their terms, reviews. */
export function AboutPage() {
  usePageTitle('About Us');
  usePageDescription(
    'GreenLeaf Lawn Care is a local Cape Town team for lawn care, landscaping and seasonal garden services: who we are, how we work and the areas we serve.',
  );
  const info = useSiteInfo();
  const conditions = info && promiseConditions(info);
  return (
    <>
      <Container size="lg" py="xl">
        <Title order={1}>About Us</Title>
        <Text mt="md" size="lg" maw={760}>
          GreenLeaf Lawn Care looks after lawns and gardens across Cape Town, in the suburbs listed under
          Where we work.
        </Text>
        <Text mt="md" maw={760}>
          We started with one mower and a bakkie, and grew one neighbourhood at a time by doing careful work
          and turning up when we said we would. Today our trained crews mow, edge, feed, aerate, plant and
          landscape, and plan every visit around the season so your garden gets what it needs, when it needs
          it.
        </Text>

        <Title order={2} mt="xl">
          What we stand for
        </Title>
        <CardGrid cards={VALUES} tinted />

        <Title order={2} mt="xl">
          The team
        </Title>
        <CardGrid cards={TEAM.map(({ name, ...person }) => ({ title: name, ...person }))} />

        <Title order={2} mt="xl">
          Where we work
        </Title>
        <ServedAreas>
          {info && (
            <Text size="sm" c="dimmed">
              Not on the list? Call us on {info.phone}: we are glad to hear where we are wanted next.
            </Text>
          )}
        </ServedAreas>

        <SimpleGrid cols={{ base: 1, md: 2 }} mt="xl" spacing="xl">
          <div>
            <Title order={2}>Opening hours</Title>
            <OfficeHours tableMt="md" noteMt="sm" />
          </div>
          <div>
            <Title order={2}>Our promises, and their terms</Title>
            <List mt="md" spacing="sm">
              {(info ? claims(info) : []).map((claim) => (
                <List.Item key={claim.id}>
                  <Text fw={600}>{claim.title}</Text>
                  <Text size="sm">{claim.text}</Text>
                  <Text size="sm" c="dimmed">
                    {conditions?.[claim.id]}
                  </Text>
                </List.Item>
              ))}
            </List>
          </div>
        </SimpleGrid>

        <Title order={2} mt="xl">
          What customers say
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} mt="md">
          {TESTIMONIALS.map((review) => (
            <Paper key={review.id} withBorder p="md" component="figure" m={0}>
              <Text component="blockquote" m={0}>
                “{review.quote}”
              </Text>
              <Text component="figcaption" size="sm" fw={600} mt="sm">
                {review.name}, {review.place}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
      <CallToAction />
    </>
  );
}
