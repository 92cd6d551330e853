import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Container, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ServicesRouteQuery } from './operations';
import { ServiceCard } from './ServiceCard';
import { ServiceGridLoading } from './ServiceGridLoading';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePageDescription } from '../../shell/usePageDescription';

const ServiceModal = lazy(() => import('./ServiceModal').then((m) => ({ default: m.ServiceModal })));

const ALL = 'all';
/** Enough placeholder cards to fill the first screen at any width. */
const PLACEHOLDER_CARDS = 6;

/**
 * A tab that is also a real link (read without scripts, and by search engines); with scripts, a click
 * is the tab's own navigation instead of a page load.
 */
function tabLink(href: string) {
  return function TabLink({ onClick, ...props }: Record<string, unknown>) {
    return (
      <a
        {...props}
        href={href}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          (onClick as ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined)?.(event);
        }}
      />
    );
  };
}

export function ServicesPage() {
  const { categoryId } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(ServicesRouteQuery, {
    variables: { categoryId: categoryId ?? null },
  });
  const [modalServiceId, setModalServiceId] = useState<string | null>(null);
  const [modalUsed, setModalUsed] = useState(false);
  const openModal = (serviceId: string) => {
    setModalUsed(true);
    setModalServiceId(serviceId);
  };
  const categories = data?.categories ?? [];
  const services = data?.services ?? [];
  const current = categories.find((category) => category.id === categoryId);
  usePageTitle(current ? `${current.name} services` : 'Services');
  usePageDescription(
    `${current ? `${current.name} services` : 'Lawn care, garden and landscaping services'} in Cape Town: choose a service, configure it and book online with GreenLeaf Lawn Care.`,
  );
  if (error) console.error('Services failed to load', error);

  return (
    <Container size="xl" py="xl">
      <Title order={1}>Our Services</Title>
      <Text c="dimmed" mt="xs">
        Choose a service, configure it and add it to your booking.
      </Text>
      <Tabs
        mt="lg"
        value={categoryId ?? ALL}
        onChange={(value) => navigate(value && value !== ALL ? `/services/${value}` : '/services')}
        keepMounted={false}
      >
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          <Tabs.Tab value={ALL} renderRoot={tabLink('/services')}>
            All
          </Tabs.Tab>
          {categories.map((category) => (
            // a real link too: the categories work without scripts (a click is the tab's navigation)
            <Tabs.Tab key={category.id} value={category.id} renderRoot={tabLink(`/services/${category.id}`)}>
              {category.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <div role="region" aria-label="Services" aria-busy={loading}>
        {loading && !data ? (
          <ServiceGridLoading count={PLACEHOLDER_CARDS} mt="lg" />
        ) : services.length === 0 ? (
          <Text py="xl" ta="center">
            No services in this category yet.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mt="lg">
            {services.map((service, index) => (
              <ServiceCard
                key={service.id}
                service={service}
                onBookNow={openModal}
                headingOrder={2}
                eager={index === 0}
              />
            ))}
          </SimpleGrid>
        )}
      </div>
      {modalUsed && (
        <Suspense fallback={null}>
          <ServiceModal serviceId={modalServiceId} onClose={() => setModalServiceId(null)} />
        </Suspense>
      )}
    </Container>
  );
}
