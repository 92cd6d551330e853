import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  completableOn,
  isChangeableStatus,
  BOOKING_STATUSES,
  canMoveBooking,
  isBookingStatus,
  OFFICE_ONLY_MOVES,
} from './booking-status-moves.js';

describe('booking status moves', () => {
  it('moves pending → confirmed → completed, and pending or confirmed → cancelled', () => {
    expect(allowedMoves('pending')).toEqual(['confirmed', 'cancelled']);
    expect(allowedMoves('confirmed')).toEqual(['completed', 'cancelled']);
    expect(allowedMoves('completed')).toEqual([]);
    expect(allowedMoves('cancelled')).toEqual([]);
  });

  it('allows a move exactly when it is listed (staying put is not a move)', () => {
    for (const from of BOOKING_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        expect(canMoveBooking(from, to)).toBe(allowedMoves(from).includes(to));
      }
      expect(canMoveBooking(from, from)).toBe(false);
    }
  });

  it('lets the office alone undo Completed (back to confirmed), with the reason in words', () => {
    expect(allowedMoves('completed', 'office')).toEqual(['confirmed']);
    expect(canMoveBooking('completed', 'confirmed', 'office')).toBe(true);
    expect(canMoveBooking('completed', 'confirmed')).toBe(false);
    expect(allowedMoves('confirmed', 'office')).toEqual(['completed', 'cancelled']);
    expect(canMoveBooking('cancelled', 'confirmed', 'office')).toBe(false);
    expect(OFFICE_ONLY_MOVES.completed?.[0]?.reason).toMatch(/^Undo Completed: /);
  });

  it('knows the four statuses only', () => {
    expect(BOOKING_STATUSES.every(isBookingStatus)).toBe(true);
    expect(isBookingStatus('PENDING')).toBe(false);
    expect(isBookingStatus(undefined)).toBe(false);
  });
});

describe('changeable and completable', () => {
  it('lets a pending or confirmed booking change, in either case', () => {
    expect(['pending', 'confirmed', 'PENDING', 'CONFIRMED'].every(isChangeableStatus)).toBe(true);
    expect(['completed', 'cancelled', 'COMPLETED', 'CANCELLED'].some(isChangeableStatus)).toBe(false);
  });

  it('completes work on or after its day, never before', () => {
    expect(completableOn('2026-03-10', '2026-03-10')).toBe(true);
    expect(completableOn('2026-03-09', '2026-03-10')).toBe(true);
    expect(completableOn('2026-03-11', '2026-03-10')).toBe(false);
  });
});
