/**
 * South Africa's public holidays by rule (Public Holidays Act 36 of 1994): ten fixed dates, Good Friday
 * and Family Day from Easter, and a holiday that falls on a Sunday is observed on the Monday after it
 * (unless that Monday is a holiday already, as 26 Dec is when 25 Dec is a Sunday). The api writes them
 * into the closed days (`closed_days`, source 'holiday') for the capacity trigger to read.
 */
import { addDays, weekdayOf } from './dates.js';

export interface PublicHoliday {
  /** `YYYY-MM-DD`: the day not worked. */
  date: string;
  name: string;
}

const FIXED: readonly [string, string][] = [
  ['01-01', "New Year's Day"],
  ['03-21', 'Human Rights Day'],
  ['04-27', 'Freedom Day'],
  ['05-01', "Workers' Day"],
  ['06-16', 'Youth Day'],
  ['08-09', "National Women's Day"],
  ['09-24', 'Heritage Day'],
  ['12-16', 'Day of Reconciliation'],
  ['12-25', 'Christmas Day'],
  ['12-26', 'Day of Goodwill'],
];

/** Easter Sunday of `year` (Gregorian, the anonymous "Meeus/Jones/Butcher" algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The year's public holidays in date order, with the Mondays that observe a Sunday's holiday. */
export function publicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const days: PublicHoliday[] = [
    ...FIXED.map(([md, name]) => ({ date: `${year}-${md}`, name })),
    { date: addDays(easter, -2), name: 'Good Friday' },
    { date: addDays(easter, 1), name: 'Family Day' },
  ];
  const taken = new Set(days.map((d) => d.date));
  for (const holiday of [...days]) {
    if (weekdayOf(holiday.date) !== 0) continue;
    const monday = addDays(holiday.date, 1);
    if (taken.has(monday)) continue;
    taken.add(monday);
    days.push({ date: monday, name: `${holiday.name} (observed)` });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}
