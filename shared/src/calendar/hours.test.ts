import { describe, expect, it } from 'vitest';
import { publicHolidays } from './holidays.js';
import {
  DEFAULT_HOURS,
  dayStartLabels,
  hoursProblem,
  isWorkingDay,
  nextWorkingDay,
  slotsFor,
  type CompanyCalendar,
} from './hours.js';

const calendar = (slotMinutes = 45, closed: string[] = []): CompanyCalendar => ({
  slotMinutes,
  hours: DEFAULT_HOURS,
  closedDates: new Set([...publicHolidays(2026), ...publicHolidays(2027)].map((h) => h.date).concat(closed)),
});

describe('working hours', () => {
  it('offers ten 45-minute starts from 10:00 on a working day, as before', () => {
    const labels = dayStartLabels(calendar(), '2026-12-01');
    expect(labels).toHaveLength(10);
    expect(labels[0]).toBe('10:00 - 10:45');
    expect(labels.at(-1)).toBe('16:45 - 17:30');
  });

  it('offers 15-minute starts at granularity 15 (the last one ends at the close)', () => {
    const labels = dayStartLabels(calendar(15), '2026-12-01');
    expect(labels).toHaveLength(30);
    expect(labels[1]).toBe('10:15 - 10:30');
    expect(labels.at(-1)).toBe('17:15 - 17:30');
  });

  it('offers nothing on a Sunday, a holiday or a day the office closed', () => {
    expect(dayStartLabels(calendar(), '2026-11-29')).toEqual([]); // Sunday
    expect(dayStartLabels(calendar(), '2026-12-25')).toEqual([]);
    expect(dayStartLabels(calendar(), '2026-12-16')).toEqual([]);
    expect(dayStartLabels(calendar(45, ['2026-12-02']), '2026-12-02')).toEqual([]);
    expect(isWorkingDay(calendar(), '2026-12-24')).toBe(true);
  });

  it('skips a closed Sunday and a holiday to the next working day', () => {
    // Sat 26 Dec 2026 is a holiday, Sun 27 closed: Monday 28 Dec.
    expect(nextWorkingDay(calendar(), '2026-12-25')).toBe('2026-12-28');
    // Sun 21 Mar 2027 is Human Rights Day, observed Monday 22: Tuesday 23 Mar.
    expect(nextWorkingDay(calendar(), '2027-03-21')).toBe('2027-03-23');
    expect(nextWorkingDay(calendar(), '2026-12-01')).toBe('2026-12-01');
  });

  it('checks the hours the office types', () => {
    expect(hoursProblem(600, 1050, 45)).toBeNull();
    expect(hoursProblem(null, null, 45)).toBeNull();
    expect(hoursProblem(600, null, 45)).toMatch(/both/);
    expect(hoursProblem(605, 1050, 45)).toMatch(/quarter hour/);
    expect(hoursProblem(600, 630, 45)).toMatch(/at least one slot/);
  });
});

describe('slotsFor', () => {
  it('rounds work up to whole slots of the granularity, at least one (45 by default)', () => {
    expect([1, 45, 46, 90, 91, 0].map((m) => slotsFor(m))).toEqual([1, 1, 2, 2, 3, 1]);
    expect(slotsFor(45, 15)).toBe(3);
    expect(slotsFor(46, 30)).toBe(2);
  });
});
