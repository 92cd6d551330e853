import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUS_COLORS,
  BOOKING_STATUS_LABELS,
  BOOKING_STATUS_OPTIONS,
  bookingStatusColors,
  bookingStatusLabel,
} from './booking-status-display.js';
import { BOOKING_STATUSES } from './booking-status-moves.js';

describe('booking status display', () => {
  it('names and colours every status, and offers them in the order of the rule', () => {
    expect(Object.keys(BOOKING_STATUS_LABELS).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(Object.keys(BOOKING_STATUS_COLORS).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(BOOKING_STATUS_OPTIONS.map((o) => o.value)).toEqual([...BOOKING_STATUSES]);
    expect(BOOKING_STATUS_OPTIONS[0]).toEqual({ value: 'pending', label: 'Pending' });
  });

  it('reads the api lower case and the GraphQL upper case alike', () => {
    expect(bookingStatusLabel('confirmed')).toBe('Confirmed');
    expect(bookingStatusLabel('CANCELLED')).toBe('Cancelled');
    expect(bookingStatusLabel('archived')).toBe('archived');
    expect(bookingStatusColors('PENDING')).toEqual({ hue: 'yellow', filled: 'yellow.4' });
    expect(bookingStatusColors('confirmed')?.hue).toBe('leaf');
    expect(bookingStatusColors('nope')).toBeUndefined();
  });
});
