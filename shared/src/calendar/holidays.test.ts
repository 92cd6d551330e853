import { describe, expect, it } from 'vitest';
import { easterSunday, publicHolidays } from './holidays.js';

const dates = (year: number) => publicHolidays(year).map((h) => h.date);

describe('South Africa public holidays by rule', () => {
  it('finds Easter', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2028)).toBe('2028-04-16');
  });

  it('2026: Good Friday 3 Apr, Family Day 6 Apr, Women’s Day on a Sunday observed on Monday 10 Aug', () => {
    expect(dates(2026)).toEqual([
      '2026-01-01',
      '2026-03-21',
      '2026-04-03',
      '2026-04-06',
      '2026-04-27',
      '2026-05-01',
      '2026-06-16',
      '2026-08-09',
      '2026-08-10',
      '2026-09-24',
      '2026-12-16',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(publicHolidays(2026).find((h) => h.date === '2026-08-10')?.name).toBe(
      "National Women's Day (observed)",
    );
  });

  it('2027: Human Rights Day and the Day of Goodwill fall on Sundays and are observed on Mondays', () => {
    const d = dates(2027);
    expect(d).toContain('2027-03-22');
    expect(d).toContain('2027-12-27');
    expect(d).toContain('2027-03-26'); // Good Friday
    expect(d).toContain('2027-03-29'); // Family Day
    expect(d).not.toContain('2027-04-28'); // Freedom Day 2027 is a Tuesday: nothing observed
    expect(d).toHaveLength(14);
  });

  it('2028: Heritage Day on a Sunday is observed on Monday 25 Sep; Easter in April', () => {
    const d = dates(2028);
    expect(d).toContain('2028-09-25');
    expect(d).toContain('2028-04-14');
    expect(d).toContain('2028-04-17');
    expect(d).toHaveLength(13);
  });

  it('does not add a day when the Monday is a holiday already (25 Dec on a Sunday)', () => {
    // 2022: Christmas on a Sunday, Day of Goodwill on the Monday; no Tuesday holiday.
    const d = dates(2022);
    expect(d).toContain('2022-12-26');
    expect(d).not.toContain('2022-12-27');
  });
});
