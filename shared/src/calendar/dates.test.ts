import { describe, expect, it } from 'vitest';
import { addDays, johannesburgInstant, johannesburgNow, johannesburgToday } from './dates.js';

describe('Johannesburg time (UTC+2 all year)', () => {
  it('names the instant a local time starts', () => {
    expect(johannesburgInstant('2026-11-27', '09:00').toISOString()).toBe('2026-11-27T07:00:00.000Z');
    expect(johannesburgInstant('2026-11-27', '09:00 - 09:45').toISOString()).toBe('2026-11-27T07:00:00.000Z');
  });
  it("gives today's date and minutes across midnight UTC", () => {
    const late = new Date('2026-11-27T22:30:00Z');
    expect(johannesburgNow(late)).toEqual({ date: '2026-11-28', minutes: 30 });
    expect(johannesburgToday(late)).toBe('2026-11-28');
  });
  it('adds days across a month end', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
  });
});
