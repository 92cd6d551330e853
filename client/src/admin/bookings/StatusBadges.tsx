import { Badge, Group } from '@mantine/core';
import type { BookingStatus, RefundStatus } from '../../__generated__/graphql';
import { STATUS_COLORS, STATUS_LABELS } from './statusDisplay';

/** A visit's status, with "Awaiting payment" for an unpaid later visit of a series and its refund. */
export function StatusBadges({
  status,
  awaitingPayment,
  refundStatus,
  size = 'sm',
}: {
  status: BookingStatus;
  awaitingPayment: boolean;
  refundStatus?: RefundStatus | null;
  size?: 'xs' | 'sm';
}) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={STATUS_COLORS[status]} variant="light" size={size}>
        {STATUS_LABELS[status]}
      </Badge>
      {awaitingPayment && (
        <Badge color="orange" variant="light" size={size}>
          Awaiting payment
        </Badge>
      )}
      {refundStatus && (
        <Badge color={refundStatus === 'DUE' ? 'red' : 'gray'} variant="light" size={size}>
          {refundStatus === 'DUE' ? 'Refund due' : 'Refunded'}
        </Badge>
      )}
    </Group>
  );
}
