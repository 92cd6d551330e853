import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatZar } from '../../lib/money';

/**
 * The confirm before "Refund through PayFast": the amount given back and who gets it (the card that
 * paid, the booking's customer). Closed while `payment` is null.
 */
export function RefundThroughProviderModal({
  payment,
  customer,
  onCancel,
  onConfirm,
}: {
  payment: { id: string; providerPaymentId: string; amount: number; refundAmount?: number | null } | null;
  customer: { name: string; email: string } | null | undefined;
  onCancel: () => void;
  onConfirm: (paymentId: string) => void;
}) {
  const amount = payment ? (payment.refundAmount ?? payment.amount) : 0;
  const who = customer ? `${customer.name} (${customer.email})` : 'the customer';
  return (
    <Modal opened={payment !== null} onClose={onCancel} title="Refund through PayFast?">
      <Stack>
        <Text>
          {`PayFast will refund ${formatZar(amount)} to the card that paid (payment ${payment?.providerPaymentId ?? ''}): ${who} gets it. This cannot be undone.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Keep it owed
          </Button>
          <Button onClick={() => payment && onConfirm(payment.id)}>{`Refund ${formatZar(amount)}`}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
