import { Badge } from '@mantine/core';
import type { BookingStatus } from '../../__generated__/graphql';

const STATUS: Record<BookingStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'yellow.4' },
  CONFIRMED: { label: 'Confirmed', color: 'leaf.7' },
  COMPLETED: { label: 'Completed', color: 'blue.8' },
  CANCELLED: { label: 'Cancelled', color: 'red.9' },
};

/** Pending yellow, confirmed green, cancelled red (completed blue). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { label, color } = STATUS[status];
  return (
    <Badge color={color} variant="filled" autoContrast size="lg" data-status={status}>
      {label}
    </Badge>
  );
}
