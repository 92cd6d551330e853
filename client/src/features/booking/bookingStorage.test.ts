import { describe, expect, it } from 'vitest';
import {
  BOOKING_STORAGE_KEY,
  clearBooking,
  emptyBooking,
  restoreBooking,
  saveBooking,
} from './bookingStorage';
import { loadBooking } from './bookingSchema';
import { bookingReducer } from './bookingReducer';

describe('booking storage', () => {
  it('creates an empty booking when none is stored', () => {
    expect(loadBooking()).toEqual(emptyBooking());
  });

  it('restores what was saved under the key "booking"', () => {
    const booking = bookingReducer(emptyBooking(), {
      type: 'addService',
      serviceId: '3',
      options: { '1': '11' },
      addOnIds: ['7'],
    });
    saveBooking(booking);
    expect(JSON.parse(window.localStorage.getItem(BOOKING_STORAGE_KEY) ?? 'null')).toEqual(booking);
    expect(loadBooking()).toEqual(booking);
  });

  it('stores choices only, never prices', () => {
    const booking = bookingReducer(emptyBooking(), { type: 'addPackage', packageId: '4' });
    saveBooking(booking);
    expect(window.localStorage.getItem(BOOKING_STORAGE_KEY)).not.toMatch(/price|total/i);
  });

  it('replaces a malformed stored booking with an empty one', () => {
    window.localStorage.setItem(BOOKING_STORAGE_KEY, '{"lines":[{"kind":"service"}]}');
    expect(loadBooking()).toEqual(emptyBooking());
    window.localStorage.setItem(BOOKING_STORAGE_KEY, 'not json');
    expect(loadBooking()).toEqual(emptyBooking());
  });

  it('restores before the first render: at once when nothing is stored, checked when something is', async () => {
    await expect(restoreBooking()).resolves.toEqual(emptyBooking());
    const booking = bookingReducer(emptyBooking(), { type: 'addPackage', packageId: '4' });
    saveBooking(booking);
    await expect(restoreBooking()).resolves.toEqual(booking);
    window.localStorage.setItem(BOOKING_STORAGE_KEY, '{"lines":[{"kind":"package","key":"a"}]}');
    await expect(restoreBooking()).resolves.toEqual(emptyBooking());
    window.localStorage.setItem(BOOKING_STORAGE_KEY, '{');
    await expect(restoreBooking()).resolves.toEqual(emptyBooking());
  });

  it('clearing removes it from storage', () => {
    saveBooking(emptyBooking());
    clearBooking();
    expect(window.localStorage.getItem(BOOKING_STORAGE_KEY)).toBeNull();
  });
});

describe('booking reducer', () => {
  it('appends services and packages and removes a line by key', () => {
    let booking = bookingReducer(emptyBooking(), {
      type: 'addService',
      serviceId: '1',
      options: {},
      addOnIds: [],
    });
    booking = bookingReducer(booking, { type: 'addService', serviceId: '1', options: {}, addOnIds: [] });
    booking = bookingReducer(booking, { type: 'addPackage', packageId: '9' });
    expect(booking.lines.map((line) => line.kind)).toEqual(['service', 'service', 'package']);
    const [first] = booking.lines;
    booking = bookingReducer(booking, { type: 'removeLine', key: first!.key });
    expect(booking.lines).toHaveLength(2);
    expect(booking.lines.some((line) => line.key === first!.key)).toBe(false);
  });

  it('forgets the slot when the date changes', () => {
    let booking = bookingReducer(emptyBooking(), { type: 'setDate', date: '2030-01-02' });
    booking = bookingReducer(booking, { type: 'setSlot', slot: '10:00 - 10:45' });
    expect(bookingReducer(booking, { type: 'setDate', date: '2030-01-02' }).slot).toBe('10:00 - 10:45');
    expect(bookingReducer(booking, { type: 'setDate', date: '2030-01-03' }).slot).toBeNull();
  });

  it("keeps a repeating booking's Repeat until, and forgets it when the date moves past it", () => {
    let booking = bookingReducer(emptyBooking(), { type: 'setDate', date: '2030-01-02' });
    booking = bookingReducer(booking, { type: 'setRepeatUntil', date: '2030-03-01' });
    saveBooking(booking);
    expect(loadBooking().repeatUntil).toBe('2030-03-01');
    expect(bookingReducer(booking, { type: 'setDate', date: '2030-02-01' }).repeatUntil).toBe('2030-03-01');
    expect(bookingReducer(booking, { type: 'setDate', date: '2030-03-02' })).not.toHaveProperty(
      'repeatUntil',
    );
    expect(bookingReducer(booking, { type: 'setRepeatUntil', date: null })).not.toHaveProperty('repeatUntil');
  });
});
