/** Season dates for the year of seeding, so that today falls inside one of the four seasons. */
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Today's date in Cape Town as [year, month 1–12]. */
function capeTownYearMonth(now: Date): [number, number] {
  const [y, m] = johannesburgToday(now).split('-');
  return [Number(y), Number(m)];
}

/**
 * Start and end (`YYYY-MM-DD`) of the season running from month `start` to month `end`. Summer
 * (December–February) starts the previous December when today is in January or February.
 */
export function seasonDates(
  now: Date,
  [start, end]: [number, number],
): { startDate: string; endDate: string } {
  const [year, month] = capeTownYearMonth(now);
  const startYear = start > end && month <= end ? year - 1 : year;
  const endYear = start > end ? startYear + 1 : startYear;
  return {
    startDate: `${startYear}-${pad(start)}-01`,
    endDate: `${endYear}-${pad(end)}-${pad(lastDay(endYear, end))}`,
  };
}
