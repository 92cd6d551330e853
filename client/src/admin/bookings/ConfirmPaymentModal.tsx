import { Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { OfficeReceivedPaymentInput, PaymentMethod } from '../../__generated__/graphql';
import { formatZar } from '../../lib/money';
import { OFFICE_METHODS } from './OfficePaymentFields';

/**
 * Confirming a booking not paid in full (docs/product.md "Payments"): how it was paid (method,
 * reference, amount: recorded as a payment) or "Confirm without payment", which says that nothing is
 * recorded as received and what stays owed. Never a silent revenue.
 */
export function ConfirmPaymentModal({
  opened,
  owed,
  busy,
  onClose,
  onPaid,
  onWithoutPayment,
}: {
  opened: boolean;
  /** The rand owed (the gateway's amountOwed). */
  owed: number;
  busy: boolean;
  onClose: () => void;
  onPaid: (payment: OfficeReceivedPaymentInput) => unknown;
  onWithoutPayment: () => unknown;
}) {
  const [method, setMethod] = useState<Exclude<PaymentMethod, 'PAYFAST'> | null>(null);
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState<number | string>(owed);
  const needsReference = method === 'CARD' || method === 'EFT';
  const ready = method !== null && (!needsReference || reference.trim() !== '') && Number(amount) > 0;
  return (
    <Modal opened={opened} onClose={onClose} title="How was it paid?">
      <Stack>
        <Text size="sm">{`${formatZar(owed)} is owed on this booking.`}</Text>
        <Select
          label="Paid by"
          placeholder="Choose"
          data={OFFICE_METHODS}
          value={method}
          onChange={(value) => setMethod(value)}
        />
        <TextInput
          label="Reference"
          required={needsReference}
          description={method === 'CASH' ? 'Optional for cash' : 'The card slip’s or the transfer’s'}
          maxLength={200}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        <NumberInput
          label="Amount received (R)"
          min={0.01}
          decimalScale={2}
          value={amount}
          onChange={setAmount}
        />
        <Group justify="flex-end">
          <Button
            loading={busy}
            disabled={!ready}
            onClick={() =>
              method && void onPaid({ method, reference: reference.trim() || null, amount: Number(amount) })
            }
          >
            Record payment and confirm
          </Button>
        </Group>
        <Text size="sm" c="dimmed" data-testid="without-payment-note">
          {`Confirm without payment: nothing is recorded as received; ${formatZar(owed)} stays owed.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button variant="light" color="orange" loading={busy} onClick={() => void onWithoutPayment()}>
            Confirm without payment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
