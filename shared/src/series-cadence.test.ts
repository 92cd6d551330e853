import { describe, expect, it } from 'vitest';
import {
  everyWeeksText,
  nextRepeatDate,
  plannedRepeatDates,
  REPEAT_UNTIL_BEFORE_FIRST,
  repeatUntilBeforeFirst,
} from './series-cadence.js';

describe('series cadence', () => {
  it('repeats every N weeks on the same weekday', () => {
    expect(nextRepeatDate('2026-12-03', 1)).toBe('2026-12-10');
    expect(nextRepeatDate('2026-12-31', 2)).toBe('2027-01-14');
    expect(plannedRepeatDates('2026-12-03', 2, 3)).toEqual(['2026-12-03', '2026-12-17', '2026-12-31']);
    expect(plannedRepeatDates('2026-12-03', 4, 4, '2027-01-01')).toEqual(['2026-12-03', '2026-12-31']);
    expect(plannedRepeatDates('2026-12-03', 1, 0)).toEqual([]);
  });

  it('refuses a "repeat until" before the first visit, not on it', () => {
    expect(repeatUntilBeforeFirst('2026-12-02', '2026-12-03')).toBe(true);
    expect(repeatUntilBeforeFirst('2026-12-03', '2026-12-03')).toBe(false);
    expect(repeatUntilBeforeFirst(undefined, '2026-12-03')).toBe(false);
    expect(repeatUntilBeforeFirst(null, '2026-12-03')).toBe(false);
    expect(REPEAT_UNTIL_BEFORE_FIRST).toBe('The last visit cannot be before the first');
  });

  it('says the cadence in words', () => {
    expect(everyWeeksText(1)).toBe('Every week');
    expect(everyWeeksText(3)).toBe('Every 3 weeks');
  });
});
