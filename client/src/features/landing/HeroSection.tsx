import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './LandingPage.module.css';

/** The first screen: the promise, the two ways to book and the garden picture. */
export function HeroSection() {
  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-heading">
      <Container size="lg" className={classes.heroInner}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" className={classes.heroGrid}>
          <div>
            <Stack gap="md" className={classes.heroCopy}>
              <Title order={1} id="hero-heading" className={classes.heroTitle}>
                Beautiful lawns and gardens across Cape Town
              </Title>
              <Text size="lg">
                Lawn care, landscaping and seasonal garden services by a local team. Book online in minutes,
                often with same-day service.
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/services" size="md" variant="white" color="leaf.9">
                  Book Services
                </Button>
                <Button
                  component={Link}
                  to="/packages"
                  size="md"
                  variant="outline"
                  color="white"
                  className={classes.heroOutline}
                >
                  Book Seasonal Packages
                </Button>
              </Group>
            </Stack>
          </div>
          <div>
            <img
              src="/images/hero-garden.svg"
              alt="A Cape Town garden: a striped lawn, fynbos and proteas, with Table Mountain behind"
              width={640}
              height={420}
              className={classes.heroArt}
            />
          </div>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
