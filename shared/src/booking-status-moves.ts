/**
 * The one rule for a booking's status (docs/product.md, "booking status"): pending → confirmed →
 * completed; pending or confirmed → cancelled; cancelled is final. The office alone may also undo
 * Completed (completed → confirmed, `OFFICE_ONLY_MOVES`, with the reason in words). The api enforces
 * it, and the gateway tells the office which moves a booking has (`Booking.allowedMoves`) from it.
 */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Who moves a booking: the office (an admin or manager) may make the office-only moves too. */
export type BookingMover = 'office' | 'anyone';

const MOVES: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Moves only the office may make, each with why it exists (the office's screens say it). */
export const OFFICE_ONLY_MOVES: Partial<
  Record<BookingStatus, readonly { to: BookingStatus; reason: string }[]>
> = {
  completed: [
    {
      to: 'confirmed',
      reason:
        'Undo Completed: the work was marked completed by mistake or is not finished; the booking is confirmed again and the change is kept in its history.',
    },
  ],
};

/** The statuses a booking in `from` may move to, in the order the office is offered them. */
export const allowedMoves = (from: BookingStatus, by: BookingMover = 'anyone'): readonly BookingStatus[] =>
  by === 'office' ? [...MOVES[from], ...(OFFICE_ONLY_MOVES[from] ?? []).map((m) => m.to)] : MOVES[from];

/** True when a booking may move from `from` to `to` (staying put is not a move). */
export const canMoveBooking = (
  from: BookingStatus,
  to: BookingStatus,
  by: BookingMover = 'anyone',
): boolean => allowedMoves(from, by).includes(to);

export const isBookingStatus = (v: unknown): v is BookingStatus =>
  typeof v === 'string' && (BOOKING_STATUSES as readonly string[]).includes(v);

/**
 * The statuses in which a booking may still change (moved, its notes edited, skipped, cancelled by
 * its customer): pending or confirmed. Completed and cancelled bookings are history.
 */
export const CHANGEABLE_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

/** True when a booking in `status` may still change; takes the api's lower case or GraphQL's upper case. */
export const isChangeableStatus = (status: string): boolean =>
  (CHANGEABLE_STATUSES as readonly string[]).includes(status.toLowerCase());

/**
 * Work is marked completed on or after its day, never before (`bookingDate` and `today` are
 * Johannesburg calendar dates, YYYY-MM-DD).
 */
export const completableOn = (bookingDate: string, today: string): boolean => bookingDate <= today;
