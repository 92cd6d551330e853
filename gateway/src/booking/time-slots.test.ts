import { describe, expect, it } from 'vitest';
import { johannesburgNow, slotByLabel, slotsFor, takenBySlot } from './time-slots.js';

describe('time slots in Johannesburg time', () => {
  it('reads the Johannesburg day and time (UTC+2) even when UTC is on the previous day', () => {
    expect(johannesburgNow(new Date('2026-03-01T22:30:00Z'))).toEqual({ date: '2026-03-02', minutes: 30 });
  });

  it('a slot that has started today is not offered; later ones are', () => {
    // 11:00 in Johannesburg: 10:00 and 10:45 have started.
    const slots = slotsFor('2026-03-02', new Map(), 2, new Date('2026-03-02T09:00:00Z'));
    expect(slots.filter((s) => !s.available).map((s) => s.label)).toEqual(['10:00 - 10:45', '10:45 - 11:30']);
    expect(slots[2]).toMatchObject({ label: '11:30 - 12:15', available: true, remaining: 2 });
  });

  it('a slot holding SLOT_CAPACITY bookings is full; labels written differently are the same slot', () => {
    const taken = takenBySlot([
      { bookingTime: '12:15 - 13:00', taken: 1 },
      { bookingTime: '12:15-13:00', taken: 1 },
      { bookingTime: '13:00 - 13:45', taken: 1 },
    ]);
    const slots = slotsFor('2099-01-01', taken, 2, new Date('2026-03-02T09:00:00Z'));
    expect(slots.find((s) => s.label === '12:15 - 13:00')).toMatchObject({ available: false, remaining: 0 });
    expect(slots.find((s) => s.label === '13:00 - 13:45')).toMatchObject({ available: true, remaining: 1 });
    expect(slotByLabel('16:45-17:30')?.label).toBe('16:45 - 17:30');
    expect(slotByLabel('17:30 - 18:15')).toBeUndefined();
  });
});
