/**
 * A seasonal package booked becomes a programme of dated visits (docs/recurring.md), planned by the one
 * rule the api books with (`@greenleaf/shared/programme-plan`): here for the plan the customer sees
 * before paying (`Query.programmePlan`) and for the booked visit's length, which is the programme's
 * first visit's (the services planned for week 0), not the whole package's.
 */
import { planProgramme, type PlannedVisit } from '@greenleaf/shared/programme-plan';
import { packageWindow, visitsBeforeSeasonEnd, type SeasonRemaining } from '@greenleaf/shared/package-season';
import type { PricingCatalogue } from '../pricing/index.js';

type CataloguePackage = PricingCatalogue['packages'][number];

/**
 * The dates the programme's visits spread over where the office planned no weeks: the package's own
 * dates when it has both, else its season's (the same dates that bound when it can be booked).
 */
function programmeSeason(
  pkg: CataloguePackage,
  seasons: PricingCatalogue['seasons'],
): { startDate: string | null; endDate: string | null } {
  if (pkg.startDate && pkg.endDate) {
    return { startDate: pkg.startDate.slice(0, 10), endDate: pkg.endDate.slice(0, 10) };
  }
  const season =
    pkg.seasonId == null ? undefined : seasons.find((s) => String(s.id) === String(pkg.seasonId));
  return {
    startDate: season?.startDate?.slice(0, 10) ?? null,
    endDate: season?.endDate?.slice(0, 10) ?? null,
  };
}

/**
 * The package's visits when booked on `date` (none for a package without services); later visits on a
 * day not worked move to the next working day (`isWorkingDay`, from the company's calendar). Booked
 * late in its season, only the visits planned before the season ends remain (shared rule,
 * `visitsBeforeSeasonEnd`), with how many of how many that is.
 */
export function programmeRemaining(
  pkg: CataloguePackage,
  seasons: PricingCatalogue['seasons'],
  date: string,
  isWorkingDay?: (date: string) => boolean,
): SeasonRemaining<PlannedVisit> {
  const season = programmeSeason(pkg, seasons);
  return visitsBeforeSeasonEnd(planAll(pkg, season, date, isWorkingDay), packageWindow(season, null), date);
}

/** The visits booked for the package on `date` (those that remain before its season ends). */
export function programmeVisits(
  pkg: CataloguePackage,
  seasons: PricingCatalogue['seasons'],
  date: string,
  isWorkingDay?: (date: string) => boolean,
): PlannedVisit[] {
  return programmeRemaining(pkg, seasons, date, isWorkingDay).visits;
}

function planAll(
  pkg: CataloguePackage,
  season: { startDate: string | null; endDate: string | null },
  date: string,
  isWorkingDay?: (date: string) => boolean,
): PlannedVisit[] {
  const services = (pkg.services ?? []).map((s) => ({
    serviceId: s.serviceId ?? null,
    name: s.serviceName ?? '',
    quantity: s.quantity,
    firstWeek: s.firstWeek ?? null,
    everyWeeks: s.everyWeeks ?? null,
  }));
  return services.length === 0 ? [] : planProgramme(date, season, services, isWorkingDay);
}

/**
 * The minutes of the programme's first visit: the duration of each service planned for it (a service
 * whose catalogue row is gone counts nothing).
 */
export function firstVisitMinutes(pkg: CataloguePackage, catalogue: PricingCatalogue, date: string): number {
  const [first] = programmeVisits(pkg, catalogue.seasons, date);
  let total = 0;
  for (const planned of first?.services ?? []) {
    const service = catalogue.services.find((s) => String(s.id) === String(planned.serviceId));
    total += service?.durationMinutes ?? 0;
  }
  return total;
}
