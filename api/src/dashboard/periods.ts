/** The dashboard's periods, in Johannesburg dates (YYYY-MM-DD): weeks from Monday, months. */
import { addDays } from '@greenleaf/shared/calendar/dates';

export interface Period {
  /** First day. */
  from: string;
  /** Last day (included). */
  to: string;
}

/** The Monday-to-Sunday week holding `date`. */
export function weekOf(date: string): Period {
  const sinceMonday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(date, -sinceMonday);
  return { from, to: addDays(from, 6) };
}

/** The calendar month holding `date`. */
export function monthOf(date: string): Period {
  const from = `${date.slice(0, 7)}-01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

/** The `count` weeks ending with the one holding `date`, oldest first. */
export function weeksEndingWith(date: string, count: number): Period[] {
  const last = weekOf(date).from;
  return Array.from({ length: count }, (_, i) => weekOf(addDays(last, (i - count + 1) * 7)));
}
