import { Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { AdminServiceAreasQuery } from '../bookings/operations';

/** The lines of an address the office types: street, a served suburb and its postal code. */
interface ServedAddress {
  street: string;
  suburb: string;
  postalCode: string;
}

/**
 * Street, served suburb (picked from the service areas; its postal code filled in when the postal code
 * is empty) and postal code: the same fields for a booking's visit and a customer's property.
 */
export function ServedAddressFields<T extends ServedAddress>({
  value,
  onChange,
  errorOf,
}: {
  value: T;
  onChange: (update: (current: T) => T) => void;
  /** The message a field is refused with, if any. */
  errorOf: (field: keyof ServedAddress) => string | undefined;
}) {
  const areas = useQuery(AdminServiceAreasQuery);
  const pickSuburb = (suburb: string | null) => {
    const area = areas.data?.serviceAreas.find((a) => a.suburb === suburb);
    onChange((current) => ({
      ...current,
      suburb: suburb ?? '',
      postalCode: current.postalCode || (area?.postalCode ?? ''),
    }));
  };
  return (
    <>
      <TextInput
        label="Street address"
        required
        maxLength={200}
        value={value.street}
        onChange={(e) => {
          const street = e.currentTarget.value;
          onChange((current) => ({ ...current, street }));
        }}
        error={errorOf('street')}
      />
      <Group grow align="flex-start">
        <Select
          label="Suburb"
          required
          searchable
          allowDeselect={false}
          data={(areas.data?.serviceAreas ?? []).map((a) => a.suburb)}
          value={value.suburb || null}
          onChange={pickSuburb}
          error={errorOf('suburb')}
        />
        <TextInput
          label="Postal code"
          required
          inputMode="numeric"
          maxLength={4}
          value={value.postalCode}
          onChange={(e) => {
            const postalCode = e.currentTarget.value;
            onChange((current) => ({ ...current, postalCode }));
          }}
          error={errorOf('postalCode')}
        />
      </Group>
    </>
  );
}
