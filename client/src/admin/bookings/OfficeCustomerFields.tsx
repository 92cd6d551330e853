import { Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';

/** Who the office books for: an existing customer (a user id), or a new one made with the booking. */
export type OfficeCustomer =
  { kind: 'existing'; userId: string | null } | { kind: 'new'; name: string; email: string; phone: string };

/**
 * The New booking form's customer: an existing one, searched by name or e-mail, or a new (phone-in)
 * customer whose account the gateway makes in the same transaction as the booking.
 */
export function OfficeCustomerFields({
  value,
  onChange,
  customers,
  fieldError,
}: {
  value: OfficeCustomer;
  onChange: (value: OfficeCustomer) => void;
  customers: { value: string; label: string }[];
  fieldError: (field: string) => string | undefined;
}) {
  const setNew = (field: 'name' | 'email' | 'phone') => (text: string) =>
    value.kind === 'new' && onChange({ ...value, [field]: text });
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label="Customer kind"
        data={[
          { value: 'existing', label: 'Existing customer' },
          { value: 'new', label: 'New customer' },
        ]}
        value={value.kind}
        onChange={(kind) =>
          onChange(
            kind === 'new'
              ? { kind: 'new', name: '', email: '', phone: '' }
              : { kind: 'existing', userId: null },
          )
        }
      />
      {value.kind === 'existing' ? (
        <Select
          label="Customer"
          required
          searchable
          data={customers}
          value={value.userId}
          onChange={(userId) => onChange({ kind: 'existing', userId })}
          error={fieldError('userId')}
        />
      ) : (
        <Group grow align="flex-start">
          <TextInput
            label="Name"
            required
            maxLength={100}
            value={value.name}
            onChange={(e) => setNew('name')(e.currentTarget.value)}
            error={fieldError('customer.name')}
          />
          <TextInput
            label="E-mail"
            type="email"
            required
            maxLength={320}
            value={value.email}
            onChange={(e) => setNew('email')(e.currentTarget.value)}
            error={fieldError('customer.email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            required
            maxLength={50}
            value={value.phone}
            onChange={(e) => setNew('phone')(e.currentTarget.value)}
            error={fieldError('customer.phone')}
          />
        </Group>
      )}
    </Stack>
  );
}
