import { lazy, Suspense, useState } from 'react';
import { Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import IconSpray from '@tabler/icons-react/dist/esm/icons/IconSpray.mjs';
import IconMapPin from '@tabler/icons-react/dist/esm/icons/IconMapPin.mjs';
import IconDiscount from '@tabler/icons-react/dist/esm/icons/IconDiscount.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import IconBolt from '@tabler/icons-react/dist/esm/icons/IconBolt.mjs';
import { LandingRouteQuery } from './operations';
import { ServiceCard } from '../catalogue/ServiceCard';
import { ServiceGridLoading } from '../catalogue/ServiceGridLoading';
import { SeasonTabs } from '../packages/SeasonTabs';
import { CallToAction } from '../content/CallToAction';
import { claims, TESTIMONIALS } from '../content/marketing';
import { useSiteInfo } from '../../app/siteInfo';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePageDescription } from '../../shell/usePageDescription';
import classes from './LandingPage.module.css';

/**
 * The questions section, near the foot of the page, loads after the first paint's code: the server
 * renders it whole (read without scripts too), and the browser hydrates it once its chunk arrives.
 */
const FaqSection = lazy(() => import('../content/FaqSection').then((m) => ({ default: m.FaqSection })));
const ServiceModal = lazy(() =>
  import('../catalogue/ServiceModal').then((m) => ({ default: m.ServiceModal })),
);

const FEATURED_SERVICES = 6;

const CLAIM_ICONS = {
  spray: IconSpray,
  'call-out': IconMapPin,
  'first-time': IconDiscount,
  referral: IconUsers,
  instant: IconBolt,
} as const;

export function LandingPage() {
  usePageTitle('');
  usePageDescription(
    'GreenLeaf Lawn Care: lawn mowing, garden care, landscaping and seasonal packages in Cape Town. See prices, pick a time slot and book online in minutes.',
  );
  const { data, loading, error } = useQuery(LandingRouteQuery);
  const info = useSiteInfo();
  if (error) console.error('Landing data failed to load', error);
  const [modalServiceId, setModalServiceId] = useState<string | null>(null);
  const [modalUsed, setModalUsed] = useState(false);
  const featured = (data?.services ?? []).slice(0, FEATURED_SERVICES);

  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="hero-heading">
        <Container size="lg" py={{ base: 40, sm: 72 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" className={classes.heroGrid}>
            <div>
              <Stack gap="md" maw={640}>
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

      <Container size="xl" py="xl" component="section" aria-labelledby="featured-heading">
        <Title order={2} id="featured-heading" ta="center">
          Featured Services
        </Title>
        <Text ta="center" c="dimmed" mt="xs" mb="lg">
          Our most booked services, ready to configure.
        </Text>
        {loading && !data ? (
          <ServiceGridLoading count={FEATURED_SERVICES} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {featured.map((service, index) => (
              <ServiceCard
                key={service.id}
                service={service}
                eager={index === 0}
                onBookNow={(id) => {
                  setModalUsed(true);
                  setModalServiceId(id);
                }}
              />
            ))}
          </SimpleGrid>
        )}
        <Group justify="center" mt="lg">
          <Button component={Link} to="/services" variant="outline">
            View all services
          </Button>
        </Group>
      </Container>

      <Box component="section" bg="leaf.0" py="xl" aria-labelledby="packages-heading">
        <Container size="xl">
          <Title order={2} id="packages-heading" ta="center" mb="lg">
            Seasonal Packages
          </Title>
          {data ? <SeasonTabs seasons={data.seasons} /> : null}
        </Container>
      </Box>

      <Container size="lg" py="xl" component="section" aria-labelledby="about-heading">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <div>
            <Title order={2} id="about-heading">
              About GreenLeaf
            </Title>
            <Text mt="sm">
              GreenLeaf is a Cape Town lawn-care and landscaping company. Our trained crews mow, edge, feed,
              aerate and landscape gardens in the suburbs we serve.
            </Text>
            <Text mt="sm">
              We plan every visit around the season, so your garden gets what it needs, when it needs it.
            </Text>
            <Button component={Link} to="/about" variant="subtle" mt="sm" px={0}>
              More about us
            </Button>
          </div>
          <div>
            <Title order={2} id="why-heading">
              Why Choose Us
            </Title>
            <Stack gap="sm" mt="sm" component="ul" className={classes.claims}>
              {(info ? claims(info) : []).map((claim) => {
                const Icon = CLAIM_ICONS[claim.id];
                return (
                  <Group key={claim.id} component="li" wrap="nowrap" align="flex-start" gap="sm">
                    {/* A round icon (as Mantine's ThemeIcon draws it, without its code in the first load). */}
                    <Box
                      aria-hidden="true"
                      w={32}
                      h={32}
                      bg="var(--mantine-primary-color-filled)"
                      c="white"
                      display="flex"
                      style={{
                        borderRadius: '50%',
                        flexShrink: 0,
                        alignItems: 'center',
                        justifyContent: 'center',
                      }}
                    >
                      <Icon size={18} />
                    </Box>
                    <div>
                      <Text fw={600}>{claim.title}</Text>
                      <Text size="sm" c="dimmed">
                        {claim.text}
                      </Text>
                    </div>
                  </Group>
                );
              })}
            </Stack>
          </div>
        </SimpleGrid>
      </Container>

      <Box component="section" bg="gray.0" py="xl" aria-labelledby="testimonials-heading">
        <Container size="lg">
          <Title order={2} id="testimonials-heading" ta="center" mb="lg">
            What Our Customers Say
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {TESTIMONIALS.map((testimonial) => (
              <Card key={testimonial.id} withBorder padding="lg" component="figure" m={0}>
                <Text component="blockquote" m={0} fs="italic">
                  “{testimonial.quote}”
                </Text>
                <Text component="figcaption" mt="md" fw={600}>
                  {testimonial.name}, {testimonial.place}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Suspense fallback={null}>
        <FaqSection />
      </Suspense>
      <CallToAction />

      {modalUsed && (
        <Suspense fallback={null}>
          <ServiceModal serviceId={modalServiceId} onClose={() => setModalServiceId(null)} />
        </Suspense>
      )}
    </>
  );
}
