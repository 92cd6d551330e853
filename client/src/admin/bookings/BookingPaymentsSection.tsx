import { useState } from 'react';
import { Badge, Button, Stack, Table, Text, TextInput } from '@mantine/core';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import type { PaymentMethod, PaymentRefundReason } from '../../__generated__/graphql';
import { formatZar } from '../../lib/money';
import { AdminSection } from '../AdminSection';
import { RefundThroughProviderModal } from './RefundThroughProviderModal';
import { formatMoment } from '@greenleaf/shared/format/dates';
import { OfficeTable } from '../OfficeTable';

/** A booking's payments as its page shows them, each with its refund when it is owed back. */
const BookingPaymentsSection_booking = graphql(`
  fragment BookingPaymentsSection_booking on Booking {
    id
    customer {
      id
      name
      email
    }
    payments {
      id
      providerPaymentId
      amount
      status
      createdAt
      refundStatus
      refundReason
      refundAmount
      refundedAt
      refundedBy
      refundReference
      method
      reference
      recordedBy
    }
  }
`);

/** How a payment was made, as the office reads it. */
const METHOD_LABELS: Record<PaymentMethod, string> = {
  PAYFAST: 'Online (PayFast)',
  CARD: 'Card (machine)',
  EFT: 'EFT',
  CASH: 'Cash',
};

/** Why a payment is owed back, as the office reads it. */
const REFUND_REASON_LABELS: Record<PaymentRefundReason, string> = {
  SECOND_PAYMENT: 'Second payment: the booking was already paid',
  SLOT_FULL: 'Came after the hold ran out; the slot had filled',
  CANCELLED: 'The booking is cancelled',
};

/**
 * The payments recorded for a booking. A payment owed back says why and has its own "Mark refunded"
 * (a refund made outside the product) and, for one paid online, "Refund through PayFast" (the provider
 * refunds it, after a confirm naming the amount and who gets it); a refunded one says when and by whom.
 */
export function BookingPaymentsSection({
  booking: bookingRef,
  recording,
  onMarkRefunded,
  onRefundThroughProvider,
}: {
  booking: FragmentType<typeof BookingPaymentsSection_booking>;
  recording: boolean;
  onMarkRefunded: (paymentId: string, reference?: string) => unknown;
  onRefundThroughProvider: (paymentId: string) => unknown;
}) {
  const { payments, customer } = useFragment(BookingPaymentsSection_booking, bookingRef);
  // The payment whose refund through the provider waits for the office's confirm.
  const [confirming, setConfirming] = useState<(typeof payments)[number] | null>(null);
  // The refund's reference typed for each payment owed back (the bank transfer's or the provider's).
  const [references, setReferences] = useState<Record<string, string>>({});
  return (
    <AdminSection id="booking-payment" title="Payment">
      <OfficeTable
        empty="No payment recorded."
        label="Payments"
        minWidth={760}
        columns={['Provider payment id', 'Method', 'Amount', 'Status', 'Received', 'Refund']}
      >
        {payments.map((p) => (
          <Table.Tr key={p.id} data-testid={`payment-${p.providerPaymentId}`}>
            <Table.Td>{p.providerPaymentId}</Table.Td>
            <Table.Td>
              <Text size="sm">{METHOD_LABELS[p.method]}</Text>
              {p.reference && <Text size="sm">{`Ref. ${p.reference}`}</Text>}
              {p.recordedBy && (
                <Text size="sm" c="dimmed">
                  {`Recorded by ${p.recordedBy}`}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{formatZar(p.amount)}</Table.Td>
            <Table.Td>{p.status}</Table.Td>
            <Table.Td>{formatMoment(p.createdAt)}</Table.Td>
            <Table.Td>
              {p.refundStatus === 'DUE' && (
                <Stack gap={4} align="flex-start">
                  <Badge color="red" variant="light">
                    Refund due
                  </Badge>
                  {p.refundReason && <Text size="sm">{REFUND_REASON_LABELS[p.refundReason]}</Text>}
                  {p.refundAmount != null && p.refundAmount < p.amount && (
                    <Text size="sm">{`${formatZar(p.refundAmount)} of it (the programme's visits not done)`}</Text>
                  )}
                  <TextInput
                    size="xs"
                    label="Refund reference"
                    placeholder="The transfer's or provider's reference"
                    maxLength={200}
                    value={references[p.id] ?? ''}
                    onChange={(e) => setReferences({ ...references, [p.id]: e.currentTarget.value })}
                  />
                  <Button
                    size="compact-sm"
                    variant="outline"
                    loading={recording}
                    aria-label={`Mark payment ${p.providerPaymentId} refunded`}
                    onClick={() => void onMarkRefunded(p.id, references[p.id]?.trim() || undefined)}
                  >
                    Mark refunded
                  </Button>
                  {p.method === 'PAYFAST' && (
                    <Button
                      size="compact-sm"
                      loading={recording}
                      aria-label={`Refund payment ${p.providerPaymentId} through PayFast`}
                      onClick={() => setConfirming(p)}
                    >
                      Refund through PayFast
                    </Button>
                  )}
                </Stack>
              )}
              {p.refundStatus === 'REFUNDED' && (
                <Stack gap={4} align="flex-start">
                  <Badge color="gray" variant="light">
                    Refunded
                  </Badge>
                  {p.refundedAt && (
                    <Text size="sm">
                      {`${formatMoment(p.refundedAt)}${p.refundedBy ? ` by ${p.refundedBy}` : ''}`}
                    </Text>
                  )}
                  {p.refundReference && <Text size="sm">{`Ref. ${p.refundReference}`}</Text>}
                </Stack>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </OfficeTable>
      <RefundThroughProviderModal
        payment={confirming}
        customer={customer}
        onCancel={() => setConfirming(null)}
        onConfirm={(paymentId) => {
          setConfirming(null);
          void onRefundThroughProvider(paymentId);
        }}
      />
    </AdminSection>
  );
}
