import { useEffect, useState, type DragEvent } from 'react';
import { describeFailure } from '../../lib/graphqlErrors';
import type { Column } from './layout';
import { DRAG_TYPE, type ScheduleBooking as Booking } from './ScheduleBookingCard';
import type { MoveTarget } from './ScheduleMoveModal';
import { useScheduleMoveMutation } from './useScheduleMutations';

/** How long the Undo of a move is offered. */
const UNDO_MS = 30_000;

/** A move that may still be undone: where the booking was, and whether the customer was told. */
interface Undoable {
  booking: Booking;
  back: MoveTarget;
}

/** The booking the Move dialog is open for, and where a drop asked to put it. */
interface Moving {
  booking: Booking;
  target?: Omit<MoveTarget, 'notify'>;
}

/** What the last move said (green when done, red with the refusal's words). */
interface Notice {
  color: string;
  text: string;
}

/**
 * The schedule's moves: a card dropped on a cell or its Move button opens the Move dialog; a move
 * says where the booking went and whether the customer was e-mailed, and may be undone for a while
 * (the undo puts it back and e-mails the customer only if the move did).
 */
export function useScheduleMoves({
  view,
  date,
  slots,
  bookings,
  crewName,
}: {
  view: 'day' | 'week';
  date: string;
  slots: readonly string[];
  bookings: readonly Booking[];
  crewName: (crewId: string) => string | undefined;
}) {
  const [move] = useScheduleMoveMutation();
  const [moving, setMoving] = useState<Moving | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [undo, setUndo] = useState<Undoable | null>(null);
  useEffect(() => {
    if (!undo) return;
    const timer = setTimeout(() => setUndo(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [undo]);
  const bookingByGuid = new Map(bookings.map((b) => [b.guidId, b]));

  const whereLabel = (target: MoveTarget) =>
    `${target.date} at ${target.timeSlot.slice(0, 5)} (${target.crewId ? (crewName(target.crewId) ?? 'a crew') : 'no crew'})`;

  /** Moves the booking; answers the failure's words, or null when it moved. */
  async function moveTo(booking: Booking, target: MoveTarget, undoing = false): Promise<string | null> {
    try {
      const result = await move({
        variables: {
          input: {
            guidId: booking.guidId,
            date: target.date,
            timeSlot: target.timeSlot,
            crewId: target.crewId ?? '',
            notify: target.notify,
          },
        },
      });
      const notified = result.data?.rescheduleBooking.notified ?? false;
      const name = booking.customer?.name ?? 'The booking';
      const told = notified
        ? undoing
          ? ' The customer was e-mailed the corrected time.'
          : ' The customer was e-mailed the new time.'
        : ' The customer was not e-mailed.';
      setNotice({
        color: 'green',
        text: undoing
          ? `Move undone: ${name} is back on ${whereLabel(target)}.${told}`
          : `${name} moved to ${whereLabel(target)}.${told}`,
      });
      setUndo(
        undoing
          ? null
          : {
              booking,
              back: {
                date: booking.bookingDate,
                timeSlot: booking.bookingTime,
                crewId: booking.crew?.id ?? null,
                notify: notified,
              },
            },
      );
      return null;
    } catch (err) {
      const message = describeFailure(err).message;
      setNotice({ color: 'red', text: message });
      return message;
    }
  }

  /** A drop on a cell: the slot under the pointer (a cell spanning a long job covers several). */
  function dropOn(event: DragEvent<HTMLTableCellElement>, column: Column, slot: string, rows: number) {
    event.preventDefault();
    const guidId = event.dataTransfer.getData(DRAG_TYPE);
    const booking = bookingByGuid.get(guidId);
    if (!booking) return;
    const box = event.currentTarget.getBoundingClientRect();
    const within = box.height > 0 ? Math.floor(((event.clientY - box.top) / box.height) * rows) : 0;
    const target = slots[slots.indexOf(slot) + Math.min(rows - 1, Math.max(0, within))] ?? slot;
    // The Move dialog confirms the drop (and whether the customer is e-mailed).
    setMoving({
      booking,
      target: {
        date: column.date ?? (view === 'day' ? date : booking.bookingDate),
        timeSlot: target,
        crewId: view === 'week' ? (booking.crew?.id ?? null) : (column.crewId ?? null),
      },
    });
  }

  return {
    moving,
    notice,
    /** The move that the notice's Undo puts back, while it is offered. */
    undoable: undo !== null && notice?.color === 'green',
    dropOn,
    /** The Move button of a card (one day's part of a booking): the dialog for the whole booking. */
    askMove: (booking: Booking) => setMoving({ booking: bookingByGuid.get(booking.guidId) ?? booking }),
    closeMove: () => setMoving(null),
    /** The Move dialog's answer: the failure's words, or null when it moved (and the dialog closed). */
    confirmMove: async (target: MoveTarget) => {
      if (!moving) return null;
      const failure = await moveTo(moving.booking, target);
      if (!failure) setMoving(null);
      return failure;
    },
    clearNotice: () => setNotice(null),
    undoMove: () => {
      if (!undo) return;
      const { booking, back } = undo;
      setUndo(null);
      void moveTo(booking, back, true);
    },
  };
}
