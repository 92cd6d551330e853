import { Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import type { PaymentMethod } from '../../__generated__/graphql';
import { formatMomentLong } from '@greenleaf/shared/format/dates';

/** How a booking the office makes will be paid; nothing chosen until the office chooses. */
export type OfficePaymentChoice =
  | { way: null }
  | { way: 'LINK'; holdHours: string }
  | { way: 'PAID'; method: Exclude<PaymentMethod, 'PAYFAST'>; reference: string };

/** The hold choices of a payment link, in hours. */
const HOLD_CHOICES = [
  { value: '24', label: '24 hours' },
  { value: '48', label: '48 hours' },
  { value: '72', label: '3 days' },
  { value: '168', label: '7 days' },
];

/** The methods the office records (card on the machine, EFT, cash). */
export const OFFICE_METHODS: { value: Exclude<PaymentMethod, 'PAYFAST'>; label: string }[] = [
  { value: 'CARD', label: 'Card (machine)' },
  { value: 'EFT', label: 'EFT' },
  { value: 'CASH', label: 'Cash' },
];

/** When a booking made now and held `hours` is released unpaid (what the form states). */
const heldUntilLabel = (hours: number, now: Date = new Date()) =>
  formatMomentLong(new Date(now.getTime() + hours * 3_600_000));

/**
 * The form's required "How it will be paid": a payment link (the booking holds its place for the
 * chosen time and the customer is e-mailed a link to pay it), or paid by card, EFT or cash with its
 * reference (required for card and EFT), recorded as a payment that confirms the booking.
 */
export function OfficePaymentFields({
  value,
  onChange,
  error,
  fieldError,
}: {
  value: OfficePaymentChoice;
  onChange: (value: OfficePaymentChoice) => void;
  /** Why the form cannot be sent yet (no choice made). */
  error?: string | undefined;
  fieldError: (field: string) => string | undefined;
}) {
  return (
    <Stack gap="xs">
      <Radio.Group
        label="How it will be paid"
        required
        value={value.way ?? ''}
        error={error}
        onChange={(way) =>
          onChange(
            way === 'LINK' ? { way: 'LINK', holdHours: '48' } : { way: 'PAID', method: 'EFT', reference: '' },
          )
        }
      >
        <Group mt="xs">
          <Radio value="LINK" label="Send a payment link" />
          <Radio value="PAID" label="Paid" />
        </Group>
      </Radio.Group>
      {value.way === 'LINK' && (
        <>
          <Select
            label="Hold it for"
            required
            allowDeselect={false}
            data={HOLD_CHOICES}
            value={value.holdHours}
            onChange={(holdHours) => holdHours && onChange({ way: 'LINK', holdHours })}
            error={fieldError('payment.holdHours')}
          />
          <Text size="sm" data-testid="held-until">
            {`Held until ${heldUntilLabel(Number(value.holdHours))}: the customer is e-mailed a link to pay it. Unpaid by then, it is released.`}
          </Text>
        </>
      )}
      {value.way === 'PAID' && (
        <Group grow align="flex-start">
          <Select
            label="Paid by"
            required
            allowDeselect={false}
            data={OFFICE_METHODS}
            value={value.method}
            onChange={(method) => method && onChange({ ...value, method: method })}
            error={fieldError('payment.received.method')}
          />
          <TextInput
            label="Reference"
            required={value.method !== 'CASH'}
            description={value.method === 'CASH' ? 'Optional for cash' : 'The card slip’s or the transfer’s'}
            maxLength={200}
            value={value.reference}
            onChange={(e) => onChange({ ...value, reference: e.currentTarget.value })}
            error={fieldError('payment.received.reference')}
          />
        </Group>
      )}
    </Stack>
  );
}
