import { useCallback, useState } from 'react';
import { Container } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ServiceConfigurator } from './ServiceConfigurator';
import { useBooking } from '../booking/BookingProvider';
import { FaqSection } from '../content/FaqSection';
import { CallToAction } from '../content/CallToAction';
import { usePageTitle } from '../../lib/usePageTitle';

/** /service/{id}: the configuration (not in a modal), the FAQ and the call to action. */
export function ServiceDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { addService } = useBooking();
  const [name, setName] = useState<string | null | undefined>(undefined);
  usePageTitle(name === undefined ? 'Service' : (name ?? 'Service not found'));
  const onLoaded = useCallback((loaded: string | null) => setName(loaded), []);

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
