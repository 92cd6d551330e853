/** A refused booking status move in the office's words, for the office (the rule itself: @greenleaf/shared/booking-status-moves). */
import { allowedMoves, type BookingStatus } from '@greenleaf/shared/booking-status-moves';
import { gatewayError } from '../api/errors.js';

/** The message for a move the rules refuse, naming what is allowed instead. */
function transitionMessage(from: BookingStatus, to: BookingStatus): string {
  if (from === to) return `The booking is already ${from}.`;
  const allowed = allowedMoves(from, 'office');
  const next =
    allowed.length === 0
      ? `A ${from} booking can no longer change status.`
      : `A ${from} booking can only become ${allowed.join(' or ')}.`;
  return `A ${from} booking cannot become ${to}. ${next}`;
}

export function invalidTransition(from: BookingStatus, to: BookingStatus) {
  return gatewayError('INVALID_TRANSITION', transitionMessage(from, to), { field: 'status' });
}
