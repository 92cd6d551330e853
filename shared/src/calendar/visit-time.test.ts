import { describe, expect, it } from 'vitest';
import { humanDate, visitTimeText, visitWhen } from './visit-time.js';

describe('a visit in words', () => {
  it('writes dates in words', () => {
    expect(humanDate('2026-12-04')).toBe('Friday, 4 December 2026');
    expect(humanDate('not a date')).toBe('not a date');
  });

  it('runs from the start to the expected end, not the first slot', () => {
    const visit = {
      bookingDate: '2026-12-04',
      bookingTime: '09:00 - 09:45',
      visitEnd: { date: '2026-12-04', time: '14:30' },
    };
    expect(visitTimeText(visit)).toBe('09:00 - 14:30');
    expect(visitWhen(visit)).toBe('Friday, 4 December 2026, 09:00 - 14:30');
  });

  it('names the day work over more days ends, and falls back to the slot when the end is not known', () => {
    expect(
      visitTimeText({
        bookingDate: '2026-12-04',
        bookingTime: '15:00 - 15:45',
        visitEnd: { date: '2026-12-05', time: '11:15' },
      }),
    ).toBe('15:00, until 11:15 on Saturday, 5 December 2026');
    expect(visitTimeText({ bookingDate: '2026-12-04', bookingTime: '10:00 - 10:45', visitEnd: null })).toBe(
      '10:00 - 10:45',
    );
  });
});
