/** Calendar dates as `YYYY-MM-DD` text and times of day as minutes since midnight (Johannesburg). */

/** Johannesburg is UTC+2 all year (no daylight saving). */
export const JOHANNESBURG_OFFSET_MINUTES = 120;

/** Today's date in Johannesburg, `YYYY-MM-DD`. */
export const johannesburgToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + JOHANNESBURG_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** The instant a time of day (`HH:MM`, or a slot label beginning with one) starts on a Johannesburg date. */
export function johannesburgInstant(date: string, hhmm: string): Date {
  return new Date(`${date.slice(0, 10)}T${hhmm.trim().slice(0, 5)}:00+02:00`);
}

/** Today's date and the minutes since midnight, in Johannesburg. */
export function johannesburgNow(now: Date = new Date()): { date: string; minutes: number } {
  const local = new Date(now.getTime() + JOHANNESBURG_OFFSET_MINUTES * 60_000);
  return {
    date: local.toISOString().slice(0, 10),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** 0 Sunday to 6 Saturday (as PostgreSQL's `extract(dow ...)`). */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** 'HH:MM' as minutes since midnight, or null when it is not a time of day on the quarter hour grid. */
export function minutesOfDay(hhmm: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 24 * 60 ? minutes : null;
}

export const timeOfDay = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
