import { publicHolidays } from '@greenleaf/shared/calendar/holidays';

/**
 * `date` (YYYY-MM-DD), or the next day after it that the demo calendar works: Monday to Saturday, not a
 * South African public holiday (docs/product.md, "The company's calendar"). Journeys that pick a date
 * far ahead at random book on a day that offers times.
 */
export function workingDay(date: string): string {
  let day = new Date(`${date}T00:00:00Z`);
  for (let i = 0; i < 14; i++) {
    const text = day.toISOString().slice(0, 10);
    const year = day.getUTCFullYear();
    const holiday = publicHolidays(year).some((h) => h.date === text);
    if (day.getUTCDay() !== 0 && !holiday) return text;
    day = new Date(day.getTime() + 86_400_000);
  }
  return date;
}
