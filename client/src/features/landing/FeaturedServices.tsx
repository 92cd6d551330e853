import { lazy, Suspense, useState } from 'react';
import { Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { FEATURED_SERVICES, LandingRouteQuery, landingVariables } from './operations';
import { ServiceCard } from '../catalogue/ServiceCard';
import { ServiceGridLoading } from '../catalogue/ServiceGridLoading';
import classes from './LandingPage.module.css';

const ServiceModal = lazy(() =>
  import('../catalogue/ServiceModal').then((m) => ({ default: m.ServiceModal })),
);

/** The first services of the catalogue, each with Book Now (the configurator in a modal). */
export function FeaturedServices() {
  const { data, loading, error } = useQuery(LandingRouteQuery, { variables: landingVariables });
  if (error) console.error('Landing data failed to load', error);
  const [modalServiceId, setModalServiceId] = useState<string | null>(null);
  const [modalUsed, setModalUsed] = useState(false);
  const featured = data?.featuredServices ?? [];

  return (
    <Container size="xl" py="xl" component="section" aria-labelledby="featured-heading">
      <Title order={2} id="featured-heading" className={classes.sectionTitle}>
        Featured Services
      </Title>
      <Text className={classes.sectionLead}>Our most booked services, ready to configure.</Text>
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
      {modalUsed && (
        <Suspense fallback={null}>
          <ServiceModal serviceId={modalServiceId} onClose={() => setModalServiceId(null)} />
        </Suspense>
      )}
    </Container>
  );
}
