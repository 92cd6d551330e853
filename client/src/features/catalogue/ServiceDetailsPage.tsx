import { Container } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { ServiceConfigurator } from './ServiceConfigurator';
import { ServiceRouteQuery } from './operations';
import { useBooking } from '../booking/BookingProvider';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePageDescription } from '../../shell/usePageDescription';
import { deferredSection } from '../../lib/deferredSection';
// The deferred sections' own styles, in the page's stylesheet (their server markup shows first).
import '../content/FaqAccordion.module.css';

/** Below the configurator: loaded and taken over by React when about to be seen (lib/deferredSection.tsx). */
const FaqSection = deferredSection('questions', () =>
  import('../content/FaqSection').then((m) => m.FaqSection),
);
const CallToAction = deferredSection('call-to-action', () =>
  import('../content/CallToAction').then((m) => m.CallToAction),
);

/** /service/{id}: the configuration (not in a modal), the FAQ and the call to action. */
export function ServiceDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { addService } = useBooking();
  // The configurator's own query (one request between them): the title and description are there in
  // the same render as the service, so a server render writes them into the page's head.
  const { data, loading } = useQuery(ServiceRouteQuery, { variables: { id }, fetchPolicy: 'cache-first' });
  const service = data?.service;
  usePageTitle(loading && !data ? 'Service' : (service?.name ?? 'Service not found'));
  usePageDescription(service?.description);

  return (
    <>
      <Container size="lg" py="xl">
        <ServiceConfigurator
          key={id}
          serviceId={id}
          inModal={false}
          onAdd={({ serviceId, options, addOnIds }) => {
            addService(serviceId, options, addOnIds, false);
            void navigate('/booking-checkout/modifiers');
          }}
        />
      </Container>
      <FaqSection />
      <CallToAction />
    </>
  );
}
