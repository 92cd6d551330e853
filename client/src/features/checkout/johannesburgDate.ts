/** Today's date in Cape Town (Africa/Johannesburg) as YYYY-MM-DD: the one rule, @greenleaf/shared/calendar/dates. */
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
export const todayInJohannesburg = johannesburgToday;

/** '2026-03-14' → 'Saturday, 14 March 2026'. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return new Intl.DateTimeFormat('en-ZA', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
