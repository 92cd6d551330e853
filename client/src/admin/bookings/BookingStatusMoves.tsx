import { completableOn } from '@greenleaf/shared/booking-status-moves';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { BookingStatus } from '../../__generated__/graphql';
import { todayInJohannesburg } from '../../features/checkout/johannesburgDate';
import { ConfirmPaymentModal } from './ConfirmPaymentModal';
import { MOVE_COLORS, moveLabel, STATUS_LABELS } from './statusDisplay';
import { asksFirst, StatusMoveDialog } from './StatusMoveDialog';
import type { useBookingOfficeActions } from './useBookingOfficeActions';

/** What the status moves read of the booking. */
interface MovableBooking {
  id: string;
  guidId: string;
  bookingDate: string;
  status: BookingStatus;
  allowedMoves: readonly BookingStatus[];
  amountOwed: number;
  paidAt?: string | null;
}

/**
 * "Change status:" with one button per move the gateway allows (Booking.allowedMoves, the one booking
 * status rule). Confirming an unpaid booking asks how it was paid; a move that needs a word first
 * (a cancel, say) asks it in its dialog.
 */
export function BookingStatusMoves({
  booking,
  actions,
}: {
  booking: MovableBooking;
  actions: ReturnType<typeof useBookingOfficeActions>;
}) {
  const [askPayment, setAskPayment] = useState(false);
  const [asking, setAsking] = useState<BookingStatus | null>(null);

  // Work is completed on or after its day (the gateway refuses it before).
  const completable = completableOn(booking.bookingDate, todayInJohannesburg());
  const moves = booking.allowedMoves.filter((s) => s !== 'COMPLETED' || completable);
  const completesLater = booking.allowedMoves.includes('COMPLETED') && !completable;

  function choose(status: BookingStatus) {
    // Confirming an unpaid booking asks how it was paid (never a silent revenue).
    if (status === 'CONFIRMED' && booking.status === 'PENDING' && booking.amountOwed > 0) setAskPayment(true);
    else if (asksFirst(booking.status, status)) setAsking(status);
    else void actions.moveStatus(status);
  }

  return (
    <>
      <Group gap="sm">
        <Text fw={600}>Change status:</Text>
        {moves.length === 0 ? (
          <Text c="dimmed">{`A ${STATUS_LABELS[booking.status].toLowerCase()} booking cannot change status.`}</Text>
        ) : (
          moves.map((status) => (
            <Button
              key={status}
              color={MOVE_COLORS[status]}
              variant={status === 'CANCELLED' ? 'light' : 'filled'}
              loading={actions.moving}
              onClick={() => choose(status)}
            >
              {moveLabel(booking.status, status)}
            </Button>
          ))
        )}
        {completesLater && (
          <Text size="sm" c="dimmed">{`It can be marked completed from ${booking.bookingDate} on.`}</Text>
        )}
      </Group>
      <ConfirmPaymentModal
        key={`${booking.id}-${booking.amountOwed}`}
        opened={askPayment}
        owed={booking.amountOwed}
        busy={actions.moving}
        onClose={() => setAskPayment(false)}
        onPaid={(payment) => actions.confirmPaid(payment).then((done) => done && setAskPayment(false))}
        onWithoutPayment={() => actions.confirmWithoutPayment().then((done) => done && setAskPayment(false))}
      />
      <StatusMoveDialog
        from={booking.status}
        to={asking}
        paid={booking.paidAt != null}
        guidId={booking.guidId}
        busy={actions.moving}
        onConfirm={(options) => {
          if (asking) void actions.moveStatus(asking, options).then(() => setAsking(null));
        }}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
