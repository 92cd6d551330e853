import { BOOKING_STATUS_COLORS, bookingStatusLabel } from '@greenleaf/shared/booking-status-display';
import { Badge } from '@mantine/core';
import type { BookingStatus } from '../../__generated__/graphql';

const lower = (status: BookingStatus) => status.toLowerCase() as Lowercase<BookingStatus>;

/** Pending yellow, confirmed green, cancelled red (completed blue). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <Badge
      color={BOOKING_STATUS_COLORS[lower(status)].filled}
      variant="filled"
      autoContrast
      size="lg"
      data-status={status}
    >
      {bookingStatusLabel(status)}
    </Badge>
  );
}
