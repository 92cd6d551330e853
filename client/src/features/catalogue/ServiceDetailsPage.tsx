import { useCallback, useState } from 'react';
import { Container } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ServiceConfigurator, type LoadedService } from './ServiceConfigurator';
import { useBooking } from '../booking/BookingProvider';
import { FaqSection } from '../content/FaqSection';
import { CallToAction } from '../content/CallToAction';
import { usePageTitle } from '../../lib/usePageTitle';
import { usePageDescription } from '../../shell/usePageDescription';

/** /service/{id}: the configuration (not in a modal), the FAQ and the call to action. */
export function ServiceDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { addService } = useBooking();
  // undefined while loading, null when not found
  const [service, setService] = useState<LoadedService | null | undefined>(undefined);
  usePageTitle(service === undefined ? 'Service' : (service?.name ?? 'Service not found'));
  usePageDescription(service?.description);
  const onLoaded = useCallback((loaded: LoadedService | null) => setService(loaded), []);

  return (
    <>
      <Container size="lg" py="xl">
        <ServiceConfigurator
          key={id}
          serviceId={id}
          inModal={false}
          onLoaded={onLoaded}
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
