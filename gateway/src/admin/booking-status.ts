/** The booking status rules as the admin sees them (docs/product.md): clear words for a refused move. */
import type { ApiBookingStatus } from '../api/rest-types.js';
import { gatewayError } from '../api/errors.js';

const ALLOWED: Record<ApiBookingStatus, ApiBookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function allowedMoves(from: ApiBookingStatus): ApiBookingStatus[] {
  return ALLOWED[from];
}

/** The message for a move the rules refuse, naming what is allowed instead. */
export function transitionMessage(from: ApiBookingStatus, to: ApiBookingStatus): string {
  if (from === to) return `The booking is already ${from}.`;
  const allowed = ALLOWED[from];
  const next =
    allowed.length === 0
      ? `A ${from} booking can no longer change status.`
      : `A ${from} booking can only become ${allowed.join(' or ')}.`;
  return `A ${from} booking cannot become ${to}. ${next}`;
}

export function invalidTransition(from: ApiBookingStatus, to: ApiBookingStatus) {
  return gatewayError('INVALID_TRANSITION', transitionMessage(from, to), { field: 'status' });
}
