import { describe, expect, it } from 'vitest';
import { addDays } from '@greenleaf/shared/calendar/dates';
import {
  everyWeeksText,
  plannedRepeatDates,
  repeatSentence,
  repeatUntilError,
  weekdaysOf,
} from './seriesText';

describe('series words and dates', () => {
  it('says how often, on which weekday and at which slot, and how each visit is paid', () => {
    expect(repeatSentence(2, '2026-12-03', '10:00 - 10:45')).toBe(
      'Every 2 weeks on Thursdays at 10:00 - 10:45; the first visit is paid now, each later visit from its reminder e-mail',
    );
    expect(repeatSentence(1, '2026-12-05', null)).toBe(
      'Every week on Saturdays; the first visit is paid now, each later visit from its reminder e-mail',
    );
    expect(repeatSentence(4, '2026-12-03', null, 'at checkout')).toBe(
      'Every 4 weeks on Thursdays; the first visit is paid at checkout, each later visit from its reminder e-mail',
    );
    expect(everyWeeksText(4)).toBe('Every 4 weeks');
    expect(weekdaysOf('2026-11-30')).toBe('Mondays');
  });

  it('plans the next dates every period from the first, none after the last date chosen', () => {
    expect(plannedRepeatDates('2026-12-03', 2, 4)).toEqual([
      '2026-12-03',
      '2026-12-17',
      '2026-12-31',
      '2027-01-14',
    ]);
    expect(plannedRepeatDates('2026-12-03', 4, 4, '2027-01-01')).toEqual(['2026-12-03', '2026-12-31']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('takes an empty Repeat until, refuses one before the booking date', () => {
    expect(repeatUntilError(undefined, '2026-12-03')).toBeNull();
    expect(repeatUntilError('2026-12-03', '2026-12-03')).toBeNull();
    expect(repeatUntilError('2026-12-02', '2026-12-03')).toBe('The last visit cannot be before the first.');
    expect(repeatUntilError('soon', '2026-12-03')).toBe('Please give a date, or leave it empty.');
  });
});
