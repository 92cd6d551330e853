import { Textarea } from '@mantine/core';
import { ServedAddressFields } from '../forms/ServedAddressFields';

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
  const setField = (name: keyof OfficeAddress) => (text: string) =>
    onChange((current) => ({ ...current, [name]: text }));
  return (
    <>
      <ServedAddressFields
        value={value}
        onChange={onChange}
        errorOf={(field) => fieldError(`address.${field}`)}
      />
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
