import { planProgramme, type PlannedVisit } from '@greenleaf/shared/programme-plan';

/**
 * One service of a package as its editor holds it: how many times, and when its visits fall in the
 * programme the package becomes when booked (docs/recurring.md). Both weeks null spread the visits
 * over the season.
 */
export interface PackageLine {
  serviceId: string | null;
  serviceName: string;
  quantity: number;
  /** The programme week of the first visit (0-52); null spreads over the season. */
  firstWeek: number | null;
  /** Weeks between visits (1-26); null spreads over the season. */
  everyWeeks: number | null;
}

export const FIRST_WEEK_RANGE = { min: 0, max: 52 } as const;
export const EVERY_WEEKS_RANGE = { min: 1, max: 26 } as const;

/** A NumberInput's value as a week number; empty (or not a number) is null. */
export function weekValue(value: number | string): number | null {
  if (value === '') return null;
  const weeks = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(weeks) ? weeks : null;
}

function rangeProblem(
  field: string,
  value: number | null,
  { min, max }: { min: number; max: number },
): string | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < min || value > max)
    return `${field} must be a whole number from ${min} to ${max}, or empty`;
  return null;
}

/** What is wrong with a line's weeks, by field; empty when it can be saved. */
export function lineWeekProblems(line: PackageLine): { firstWeek?: string; everyWeeks?: string } {
  const firstWeek = rangeProblem('First visit in week', line.firstWeek, FIRST_WEEK_RANGE);
  const everyWeeks = rangeProblem('Then every (weeks)', line.everyWeeks, EVERY_WEEKS_RANGE);
  return { ...(firstWeek ? { firstWeek } : {}), ...(everyWeeks ? { everyWeeks } : {}) };
}

interface Dates {
  startDate?: string | null;
  endDate?: string | null;
}

/**
 * The visits the package would become, booked on its first day (else its season's first day, else
 * `today`): the package's own dates are the programme's season when it has both, else its season's.
 * Null when there is nothing to plan (no service chosen, or weeks out of range).
 */
export function previewProgramme(
  pkg: Dates,
  season: Dates | null,
  lines: readonly PackageLine[],
  today: string,
): { bookedOn: string; visits: PlannedVisit[] } | null {
  const planned = lines.filter((line) => line.serviceId);
  if (planned.length === 0 || lines.some((line) => Object.keys(lineWeekProblems(line)).length > 0))
    return null;
  const span =
    pkg.startDate && pkg.endDate
      ? { startDate: pkg.startDate, endDate: pkg.endDate }
      : { startDate: season?.startDate ?? null, endDate: season?.endDate ?? null };
  const bookedOn = pkg.startDate ?? season?.startDate ?? today;
  const visits = planProgramme(
    bookedOn,
    span,
    planned.map((line) => ({
      serviceId: Number(line.serviceId),
      name: line.serviceName,
      quantity: line.quantity,
      firstWeek: line.firstWeek,
      everyWeeks: line.everyWeeks,
    })),
  );
  return { bookedOn, visits };
}
