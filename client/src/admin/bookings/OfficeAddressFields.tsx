import { Group, Select, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { AdminServiceAreasQuery } from './operations';

/** The visit's address as the office types it. */
export interface OfficeAddress {
  street: string;
  suburb: string;
  postalCode: string;
  propertyNotes: string;
}

/** The visit's street, served suburb (its postal code filled in when empty), postal code and notes. */
export function OfficeAddressFields({
  value,
  onChange,
  fieldError,
}: {
  value: OfficeAddress;
  onChange: (update: (current: OfficeAddress) => OfficeAddress) => void;
  fieldError: (field: string) => string | undefined;
}) {
  const areas = useQuery(AdminServiceAreasQuery);
  const setField = (name: keyof OfficeAddress) => (text: string) =>
    onChange((current) => ({ ...current, [name]: text }));
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
        onChange={(e) => setField('street')(e.currentTarget.value)}
        error={fieldError('address.street')}
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
          error={fieldError('address.suburb')}
        />
        <TextInput
          label="Postal code"
          required
          inputMode="numeric"
          maxLength={4}
          value={value.postalCode}
          onChange={(e) => setField('postalCode')(e.currentTarget.value)}
          error={fieldError('address.postalCode')}
        />
      </Group>
      <Textarea
        label="Property notes"
        description="Gate code, pets, parking (optional)"
        maxLength={500}
        value={value.propertyNotes}
        onChange={(e) => setField('propertyNotes')(e.currentTarget.value)}
        error={fieldError('address.propertyNotes')}
      />
    </>
  );
}
