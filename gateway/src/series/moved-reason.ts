/**
 * Why a series or programme visit is not where it was planned (`movedFrom`, 'YYYY-MM-DD HH:MM - HH:MM'),
 * in the customer's words: the planned day was closed (a public holiday, a day the office closed, a
 * weekday not worked: the company's calendar) or its slot was full. The plan's page and the e-mails
 * say "Moved from Fri 25 Dec (public holiday)".
 */
import { publicHolidays } from '@greenleaf/shared/calendar/holidays';
import type { ApiCalendar } from '../api/replies/schedule.js';
import type { ApiClient } from '../api/client.js';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LONG_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-25' → 'Fri 25 Dec'. */
function shortDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

type CalendarDays = Pick<ApiCalendar, 'hours' | 'closedDays'>;

/**
 * Why the planned day was closed, or null when it is a working day (then its slot was full). Without
 * the company's calendar (an e-mail): the public holidays and Sundays of the default calendar.
 */
function closedBecause(calendar: CalendarDays | null, date: string): string | null {
  if (!calendar) {
    if (publicHolidays(Number(date.slice(0, 4))).some((h) => h.date === date)) return 'public holiday';
    return new Date(`${date}T00:00:00Z`).getUTCDay() === 0 ? 'we do not work on Sundays' : null;
  }
  const closed = calendar.closedDays.find((d) => d.date === date && !d.open);
  if (closed) return closed.source === 'holiday' ? 'public holiday' : `we are closed: ${closed.reason}`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const hours = calendar.hours.find((h) => h.weekday === weekday);
  if (hours && hours.opensAt == null) return `we do not work on ${LONG_WEEKDAYS[weekday]}s`;
  return null;
}

/** "Moved from Fri 25 Dec (public holiday)", "Moved from Thu 3 Dec, 10:00 - 10:45 (that time was full)". */
export function movedText(movedFrom: string, calendar: CalendarDays | null = null): string {
  const date = movedFrom.slice(0, 10);
  const slot = movedFrom.slice(11).trim();
  const closed = closedBecause(calendar, date);
  if (closed) return `Moved from ${shortDay(date)} (${closed})`;
  return `Moved from ${shortDay(date)}${slot ? `, ${slot}` : ''} (that time was full)`;
}

/** The company's calendar from the planned day on (the api's request memo answers it once per day asked). */
export async function movedNotice(
  api: ApiClient,
  movedFrom: string | null | undefined,
): Promise<string | null> {
  if (!movedFrom) return null;
  const calendar = await api.get('calendar/get.php', { from: movedFrom.slice(0, 10) });
  return movedText(movedFrom, calendar);
}

/** True when the planned day of `movedFrom` is closed by the default calendar (public holiday, Sunday). */
export const closedDay = (movedFrom: string): boolean => closedBecause(null, movedFrom.slice(0, 10)) !== null;
