import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatMoment,
  formatMomentLong,
  formatShortDay,
  formatShortDayWithYear,
} from './dates.js';

describe('moments and days in words', () => {
  it('reads a moment in Cape Town time (UTC+2)', () => {
    expect(formatClockTime('2026-11-27T12:05:00Z')).toBe('14:05');
    expect(formatMoment('2026-11-27T22:30:00Z')).toMatch(/28 Nov 2026.*00:30/);
    expect(formatMomentLong('2026-11-27T12:05:00Z')).toMatch(/^Friday, 27 November 2026.*14:05$/);
  });
  it('never shifts a calendar day', () => {
    expect(formatShortDay('2026-11-27')).toBe('Fri, 27 Nov');
    expect(formatShortDayWithYear('2026-11-27')).toBe('Fri, 27 Nov 2026');
  });
  it('gives back what is not a date', () => {
    expect(formatMoment('soon')).toBe('soon');
    expect(formatShortDay('soon')).toBe('soon');
  });
});
