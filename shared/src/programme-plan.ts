/**
 * A seasonal programme's visits (docs/recurring.md): each of the package's services is done `quantity`
 * times, its first visit in week `firstWeek` (0 is the booked date's week), then one every
 * `everyWeeks`. Where the office has set neither, the visits are spread evenly over the season's
 * length (its first to last day; 8 weeks for a package without season dates), the first on the booked
 * date. Services that fall in one week are one visit. The earliest visit is always the booked date; a
 * later visit planned on a day the company does not work (a Sunday, a holiday, a closed day: the
 * company's calendar, `isWorkingDay`) moves to the next working day.
 * The gateway shows this plan before paying and the api books it, so both read it from here.
 */

import { addDays } from './calendar/dates.js';
export interface ProgrammeServicePlan {
  serviceId: number | null;
  name: string;
  quantity: number;
  firstWeek: number | null;
  everyWeeks: number | null;
}

export interface PlannedVisit {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Weeks after the booked date. */
  week: number;
  /** The day it was planned for when that day is not worked and it moved to `date`; else absent. */
  plannedDate?: string;
  /** The services done on that visit, in the package's order (a name once per visit). */
  services: ProgrammeServicePlan[];
}

const DAY_MS = 86_400_000;
const DEFAULT_SEASON_WEEKS = 8;

/** Whole weeks from the season's first to its last day (at least 1). */
function seasonWeeks(seasonStart: string | null, seasonEnd: string | null): number {
  if (!seasonStart || !seasonEnd) return DEFAULT_SEASON_WEEKS;
  const days = (Date.parse(`${seasonEnd}T00:00:00Z`) - Date.parse(`${seasonStart}T00:00:00Z`)) / DAY_MS + 1;
  return Math.max(1, Math.floor(days / 7));
}

/** The first working day from `date` on (at most two weeks later; else `date`). */
function workingFrom(date: string, isWorkingDay: (date: string) => boolean): string {
  for (let d = 0; d <= 14; d++) {
    const day = addDays(date, d);
    if (isWorkingDay(day)) return day;
  }
  return date;
}

/** The programme's visits by date for a package booked on `startDate`. */
export function planProgramme(
  startDate: string,
  season: { startDate: string | null; endDate: string | null },
  services: readonly ProgrammeServicePlan[],
  isWorkingDay: (date: string) => boolean = () => true,
): PlannedVisit[] {
  const weeks = seasonWeeks(season.startDate, season.endDate);
  const byWeek = new Map<number, ProgrammeServicePlan[]>();
  for (const service of services) {
    const count = Math.max(1, Math.min(52, Math.trunc(service.quantity)));
    const first = service.firstWeek ?? 0;
    const every = service.everyWeeks ?? Math.max(1, Math.floor(weeks / count));
    for (let k = 0; k < count; k++) {
      const week = first + k * every;
      const list = byWeek.get(week) ?? [];
      list.push(service);
      byWeek.set(week, list);
    }
  }
  const ordered = [...byWeek.keys()].sort((a, b) => a - b);
  const shift = ordered[0] ?? 0;
  return ordered.map((week) => {
    const planned = addDays(startDate, (week - shift) * 7);
    const date = week === shift ? startDate : workingFrom(planned, isWorkingDay);
    return {
      date,
      week: week - shift,
      services: byWeek.get(week)!,
      ...(date === planned ? {} : { plannedDate: planned }),
    };
  });
}

/** True when the package becomes a programme of dated visits: it holds at least one service. */
export const isProgramme = (services: readonly unknown[]): boolean => services.length > 0;
