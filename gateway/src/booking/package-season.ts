/**
 * A seasonal package is booked only for dates inside its own start and end dates, or, without them,
 * inside its season's. Outside them the customer is told when it can be booked (OUT_OF_SEASON); the
 * api refuses such a booking too.
 */
import { gatewayError } from '../api/errors.js';
import type { PricingCatalogue, Quote } from '../pricing/index.js';

interface BookableWindow {
  start: string;
  end: string;
}

/** The dates a package can be booked for, or null when it has none (any date). */
function packageWindow(
  pkg: PricingCatalogue['packages'][number],
  seasons: PricingCatalogue['seasons'],
): BookableWindow | null {
  if (pkg.startDate && pkg.endDate)
    return { start: pkg.startDate.slice(0, 10), end: pkg.endDate.slice(0, 10) };
  if (pkg.seasonId == null) return null;
  const season = seasons.find((s) => String(s.id) === String(pkg.seasonId));
  if (!season?.startDate || !season.endDate) return null;
  return { start: season.startDate.slice(0, 10), end: season.endDate.slice(0, 10) };
}

/** The message for the first package line not bookable on `date`, or null when all are. */
export function outOfSeason(
  quote: Pick<Quote, 'lines'>,
  catalogue: PricingCatalogue,
  date: string,
): string | null {
  for (const line of quote.lines) {
    if (line.packageId === undefined) continue;
    const pkg = catalogue.packages.find((p) => String(p.id) === line.packageId);
    const window = pkg ? packageWindow(pkg, catalogue.seasons) : null;
    if (window && (date < window.start || date > window.end)) {
      return `${pkg!.name} can be booked only from ${window.start} to ${window.end}. Please choose a date in that season.`;
    }
  }
  return null;
}

export function assertInSeason(
  quote: Pick<Quote, 'lines'>,
  catalogue: PricingCatalogue,
  date: string,
  field: string,
): void {
  const message = outOfSeason(quote, catalogue, date);
  if (message) throw gatewayError('OUT_OF_SEASON', message, { field });
}
