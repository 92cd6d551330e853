import { describe, expect, it } from 'vitest';
import { johannesburgNow, slotByLabel, slotFromLabel, slotsFor, type ApiSlotRow } from './time-slots.js';

/** A `bookings/slots.php` reply: these labels stand in for whatever the api lists. */
const reply = (taken: Record<string, number> = {}): ApiSlotRow[] =>
  ['10:00 - 10:45', '10:45 - 11:30', '11:30 - 12:15', '12:15 - 13:00', '13:00 - 13:45'].map(
    (bookingTime) => ({ bookingTime, taken: taken[bookingTime] ?? 0, capacity: 2 }),
  );

describe('time slots in Johannesburg time', () => {
  it('reads the Johannesburg day and time (UTC+2) even when UTC is on the previous day', () => {
    expect(johannesburgNow(new Date('2026-03-01T22:30:00Z'))).toEqual({ date: '2026-03-02', minutes: 30 });
  });

  it("offers exactly the api's slots, in the api's order, with start and end read from the label", () => {
    const slots = slotsFor('2099-01-01', reply());
    expect(slots.map((s) => s.label)).toEqual(reply().map((r) => r.bookingTime));
    expect(slots[3]).toMatchObject({ start: '12:15', end: '13:00', available: true, remaining: 2 });
    expect(slotsFor('2099-01-01', [{ bookingTime: '17:30 - 18:15', taken: 0, capacity: 2 }])).toEqual([
      { start: '17:30', end: '18:15', label: '17:30 - 18:15', available: true, remaining: 2 },
    ]);
  });

  it('a slot that has started today is not offered; later ones are', () => {
    // 11:00 in Johannesburg: 10:00 and 10:45 have started.
    const slots = slotsFor('2026-03-02', reply(), new Date('2026-03-02T09:00:00Z'));
    expect(slots.filter((s) => !s.available).map((s) => s.label)).toEqual(['10:00 - 10:45', '10:45 - 11:30']);
    expect(slots[2]).toMatchObject({ label: '11:30 - 12:15', available: true, remaining: 2 });
  });

  it('a slot holding as many bookings as its capacity is full; labels written differently name the same slot', () => {
    const slots = slotsFor(
      '2099-01-01',
      reply({ '12:15 - 13:00': 2, '13:00 - 13:45': 1 }),
      new Date('2026-03-02T09:00:00Z'),
    );
    expect(slotByLabel(slots, '12:15-13:00')).toMatchObject({ available: false, remaining: 0 });
    expect(slotByLabel(slots, '13:00 – 13:45')).toMatchObject({ available: true, remaining: 1 });
    expect(slotByLabel(slots, '16:45 - 17:30')).toBeUndefined();
    expect(slotFromLabel('10:00-10:45')).toEqual({ start: '10:00', end: '10:45', label: '10:00 - 10:45' });
    expect(slotFromLabel('morning')).toBeUndefined();
  });
});
