import { Modal } from '@mantine/core';
import { useCallback, useState } from 'react';
import { ServiceConfigurator, type LoadedService } from './ServiceConfigurator';
import { useBooking } from '../booking/BookingProvider';

interface ServiceModalProps {
  serviceId: string | null;
  onClose: () => void;
}

/**
 * The service configuration in a modal: close button, backdrop click and Escape close it; focus is
 * trapped inside. 'Add To Booking' adds the service and shows the cart.
 */
export function ServiceModal({ serviceId, onClose }: ServiceModalProps) {
  const { addService } = useBooking();
  const [title, setTitle] = useState('Service details');
  const onLoaded = useCallback(
    (service: LoadedService | null) => setTitle(service?.name ?? 'Service details'),
    [],
  );
  return (
    <Modal
      opened={serviceId !== null}
      onClose={onClose}
      title={title}
      styles={{ title: { fontSize: 'var(--mantine-h2-font-size)', fontWeight: 700 } }}
      size="xl"
      fullScreen={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
      trapFocus
      closeOnEscape
      closeOnClickOutside
    >
      {serviceId && (
        <ServiceConfigurator
          serviceId={serviceId}
          inModal
          headingOrder={2}
          onLoaded={onLoaded}
          onAdd={({ serviceId: id, options, addOnIds }) => {
            onClose();
            addService(id, options, addOnIds);
          }}
        />
      )}
    </Modal>
  );
}
