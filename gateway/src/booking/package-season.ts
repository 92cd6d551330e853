/**
 * A seasonal package in the gateway (docs/product.md, "Packages in their season"; the rule itself is
 * shared/src/package-season.ts): for sale only while its season is on (the checkout's quote and
 * booking refuse it otherwise, OUT_OF_SEASON on the line's `packageId`), and booked only for dates
 * inside its season (OUT_OF_SEASON on the date; the api refuses such a booking too).
 */
import {
  dateOutsideSeason,
  notForSaleMessage,
  packageSale,
  packageWindow,
  type PackageSale,
} from '@greenleaf/shared/package-season';
import { gatewayError } from '../api/errors.js';
import type { BookingInput } from '../__generated__/resolvers-types.js';
import type { PricingCatalogue, Quote } from '../pricing/index.js';
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';

interface DatedPackage {
  startDate?: string | null;
  endDate?: string | null;
  seasonId?: number | string | null;
}

function windowOf(pkg: DatedPackage, seasons: PricingCatalogue['seasons']) {
  const season = pkg.seasonId == null ? null : seasons.find((s) => String(s.id) === String(pkg.seasonId));
  return packageWindow(pkg, season);
}

/** Whether the package is for sale today, its current window and when it is back. */
export function saleOf(
  pkg: DatedPackage,
  seasons: PricingCatalogue['seasons'],
  today: string = johannesburgToday(),
): PackageSale {
  return packageSale(windowOf(pkg, seasons), today);
}

/** The message for the first package line not for sale today or not bookable on `date`, or null. */
export function outOfSeason(
  quote: Pick<Quote, 'lines'>,
  catalogue: PricingCatalogue,
  date: string,
  today: string = johannesburgToday(),
): string | null {
  for (const line of quote.lines) {
    if (line.packageId === undefined) continue;
    const pkg = catalogue.packages.find((p) => String(p.id) === line.packageId);
    if (!pkg) continue;
    const window = windowOf(pkg, catalogue.seasons);
    const sale = packageSale(window, today);
    if (!sale.onSale) return notForSaleMessage(pkg.name, sale, today);
    const refusal = dateOutsideSeason(pkg.name, window, date, today);
    if (refusal) return refusal;
  }
  return null;
}

/** Refuses a booking on `date` of a package outside its season (the office may book ahead of it). */
export function assertInSeason(
  quote: Pick<Quote, 'lines'>,
  catalogue: PricingCatalogue,
  date: string,
  field: string,
): void {
  const today = johannesburgToday();
  for (const line of quote.lines) {
    if (line.packageId === undefined) continue;
    const pkg = catalogue.packages.find((p) => String(p.id) === line.packageId);
    if (!pkg) continue;
    const refusal = dateOutsideSeason(pkg.name, windowOf(pkg, catalogue.seasons), date, today);
    if (refusal) throw gatewayError('OUT_OF_SEASON', refusal, { field });
  }
}

/**
 * Refuses the customer's cart when a package in it is not for sale today: OUT_OF_SEASON with the
 * line's field (`lines.N.packageId`), saying when it is back.
 */
export function assertOnSale(
  input: Pick<BookingInput, 'lines'>,
  catalogue: PricingCatalogue,
  fieldPrefix = '',
  today: string = johannesburgToday(),
): void {
  input.lines.forEach((line, i) => {
    if (line.packageId == null) return;
    const pkg = catalogue.packages.find((p) => String(p.id) === String(line.packageId));
    if (!pkg) return;
    const sale = packageSale(windowOf(pkg, catalogue.seasons), today);
    if (!sale.onSale)
      throw gatewayError('OUT_OF_SEASON', notForSaleMessage(pkg.name, sale, today), {
        field: `${fieldPrefix}lines.${i}.packageId`,
      });
  });
}
