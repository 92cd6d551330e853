import { describe, expect, it } from 'vitest';
import { closedDay, movedText } from './moved-reason.js';

const calendar = {
  hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    opensAt: weekday === 0 ? null : 480,
    closesAt: weekday === 0 ? null : 1050,
  })),
  closedDays: [
    { date: '2026-12-25', reason: 'Christmas Day', source: 'holiday' as const, open: false },
    { date: '2026-12-29', reason: 'Staff training', source: 'office' as const, open: false },
    { date: '2026-12-16', reason: 'Day of Reconciliation', source: 'holiday' as const, open: true },
  ],
};

describe('why a series visit moved', () => {
  it('names a closed day by the company calendar: a public holiday, an office closure, a weekday not worked', () => {
    expect(movedText('2026-12-25 10:00 - 10:45', calendar)).toBe('Moved from Fri 25 Dec (public holiday)');
    expect(movedText('2026-12-29 10:00 - 10:45', calendar)).toBe(
      'Moved from Tue 29 Dec (we are closed: Staff training)',
    );
    expect(movedText('2026-12-27 10:00 - 10:45', calendar)).toBe(
      'Moved from Sun 27 Dec (we do not work on Sundays)',
    );
  });

  it('says the slot was full on a working day (a holiday the office opened is one)', () => {
    expect(movedText('2026-12-16 10:00 - 10:45', calendar)).toBe(
      'Moved from Wed 16 Dec, 10:00 - 10:45 (that time was full)',
    );
    expect(movedText('2026-12-03 11:30 - 12:15', calendar)).toBe(
      'Moved from Thu 3 Dec, 11:30 - 12:15 (that time was full)',
    );
  });

  it('without the calendar (an e-mail): public holidays and Sundays', () => {
    expect(closedDay('2026-12-25 10:00 - 10:45')).toBe(true);
    expect(closedDay('2026-12-27 10:00 - 10:45')).toBe(true);
    expect(closedDay('2026-12-03 10:00 - 10:45')).toBe(false);
    expect(movedText('2026-12-25 10:00 - 10:45')).toBe('Moved from Fri 25 Dec (public holiday)');
  });
});
