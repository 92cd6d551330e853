import { describe, expect, it } from 'vitest';
import {
  cells,
  dayColumns,
  gridCells,
  placeParts,
  rowsCovered,
  UNASSIGNED,
  weekColumns,
  weekStart,
} from './layout';

const SLOTS = ['10:00 - 10:45', '10:45 - 11:30', '11:30 - 12:15', '12:15 - 13:00'];
const crews = [
  { id: '1', name: 'Crew A', colour: '#2f9e44', active: true },
  { id: '2', name: 'Crew B', colour: '#1971c2', active: false },
  { id: '3', name: 'Crew C', colour: '#e8590c', active: false },
];
const booking = (over: Partial<Parameters<typeof rowsCovered>[0]> = {}) => ({
  guidId: 'booking-1',
  bookingDate: '2026-12-01',
  bookingTime: '10:00 - 10:45',
  durationMinutes: 45,
  crew: null,
  ...over,
});

describe('the schedule grid', () => {
  it('has a column per active crew, inactive crews only while they hold bookings, and Unassigned last', () => {
    const cols = dayColumns(crews, [booking({ crew: { id: '2' } })]);
    expect(cols.map((c) => c.label)).toEqual(['Crew A', 'Crew B (inactive)', 'Unassigned']);
    expect(cols.at(-1)).toMatchObject({ key: UNASSIGNED, crewId: null });
  });

  it('spans the slots a job covers, cut at the end of the day', () => {
    expect(rowsCovered(booking({ durationMinutes: 90 }), SLOTS)).toBe(2);
    expect(rowsCovered(booking({ durationMinutes: 91 }), SLOTS)).toBe(3);
    expect(rowsCovered(booking({ bookingTime: '11:30 - 12:15', durationMinutes: 600 }), SLOTS)).toBe(2);
  });

  it('lets a lone long job span its rows, and keeps jobs that overlap in their start rows', () => {
    const long = booking({ guidId: 'long', durationMinutes: 120 });
    const short = booking({ guidId: 'short', bookingTime: '12:15 - 13:00' });
    const spanned = gridCells(
      new Map([
        [long.bookingTime, [long]],
        [short.bookingTime, [short]],
      ]),
      SLOTS,
    );
    expect(spanned.map((c) => [c.slot, c.rows, c.bookings.map((b) => b.guidId)])).toEqual([
      ['10:00 - 10:45', 3, ['long']],
      ['12:15 - 13:00', 1, ['short']],
    ]);

    // Another job starts inside the long one's time (two unassigned jobs): each keeps its own row.
    const inside = booking({ guidId: 'inside', bookingTime: '10:45 - 11:30' });
    const overlapping = gridCells(
      new Map([
        [long.bookingTime, [long]],
        [inside.bookingTime, [inside]],
      ]),
      SLOTS,
    );
    expect(overlapping.map((c) => [c.slot, c.rows, c.bookings.length])).toEqual([
      ['10:00 - 10:45', 1, 1],
      ['10:45 - 11:30', 1, 1],
      ['11:30 - 12:15', 1, 0],
      ['12:15 - 13:00', 1, 0],
    ]);
  });

  it('places bookings by crew in the day view and by day in the week view', () => {
    const a = booking({ guidId: 'booking-a', crew: { id: '1' } });
    const b = booking({ guidId: 'booking-b', bookingDate: '2026-12-02' });
    expect([...cells([a, b], 'day').keys()]).toEqual(['1 10:00 - 10:45', `${UNASSIGNED} 10:00 - 10:45`]);
    expect([...cells([a, b], 'week').keys()]).toEqual([
      '2026-12-01 10:00 - 10:45',
      '2026-12-02 10:00 - 10:45',
    ]);
  });

  it('starts a week on Monday', () => {
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekColumns('2026-11-23').map((c) => c.date)).toHaveLength(7);
  });
});

describe('day parts on the grid', () => {
  it('places a two-day job on its second day from the part the gateway gives, spanning its rows', () => {
    const long = booking({ guidId: 'long', durationMinutes: 900 });
    const part = (date: string, from: string, to: string, day: number) => ({
      date,
      from,
      to,
      day,
      days: 2,
      booking: { guidId: 'long' },
    });
    const placed = placeParts(
      [part('2026-12-01', '10:00', '13:00', 1), part('2026-12-02', '10:45', '12:15', 2)],
      [long],
      SLOTS,
    );
    expect(placed.map((p) => [p.bookingDate, p.bookingTime, p.rows, p.part.day])).toEqual([
      ['2026-12-01', '10:00 - 10:45', 4, 1],
      ['2026-12-02', '10:45 - 11:30', 2, 2],
    ]);
    expect(rowsCovered(placed[1]!, SLOTS)).toBe(2);
    expect([...cells(placed, 'week').keys()]).toEqual([
      '2026-12-01 10:00 - 10:45',
      '2026-12-02 10:45 - 11:30',
    ]);
  });
});
