/**
 * When a seasonal package can be bought and booked (docs/product.md, "Packages in their season"): the
 * ONE rule the api's save, the gateway's quote, booking and date step, and the packages page read.
 *
 * A package's dates are its own start and end, or, without them, its season's; without either it is
 * for sale all year. Seasons come round every year: dates that have passed stand for the same days
 * of the next year in which they have not ended yet (the current window). A package is for sale from
 * ON_SALE_DAYS_AHEAD days before its current window starts until it ends (Cape Town's today); before
 * that, it says when it is back. A booking's date must be inside the current window.
 */

interface SeasonWindow {
  /** `YYYY-MM-DD`, first day. */
  start: string;
  /** `YYYY-MM-DD`, last day. */
  end: string;
}

interface Dated {
  startDate?: string | null;
  endDate?: string | null;
}

const day = (d: string | null | undefined): string | null => (d ? d.slice(0, 10) : null);

/** The package's own dates, or its season's; null when it has neither (any date). */
export function packageWindow(pkg: Dated, season: Dated | null | undefined): SeasonWindow | null {
  const [ps, pe] = [day(pkg.startDate), day(pkg.endDate)];
  if (ps && pe) return { start: ps, end: pe };
  const [ss, se] = [day(season?.startDate), day(season?.endDate)];
  if (ss && se) return { start: ss, end: se };
  return null;
}

function shiftYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The window's occurrence that has not ended by `today` (the same days a whole number of years on). */
function currentWindow(window: SeasonWindow, today: string): SeasonWindow {
  let years = 0;
  while (shiftYears(window.end, years) < today && years < 1000) years++;
  return { start: shiftYears(window.start, years), end: shiftYears(window.end, years) };
}

export interface PackageSale {
  /** True from ON_SALE_DAYS_AHEAD days before the current window until its end (or without dates). */
  onSale: boolean;
  /** The current window, or null for a package without dates. */
  window: SeasonWindow | null;
  /** When out of season: the first day it can be bought again. */
  backOn: string | null;
}

/** How many days before its season starts a package goes on sale (for a visit inside the season). */
export const ON_SALE_DAYS_AHEAD = 30;

/** `date` plus `days` (`YYYY-MM-DD`). */
function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function packageSale(window: SeasonWindow | null, today: string): PackageSale {
  if (!window) return { onSale: true, window: null, backOn: null };
  const current = currentWindow(window, today);
  const salesOpen = plusDays(current.start, -ON_SALE_DAYS_AHEAD);
  const onSale = salesOpen <= today;
  return { onSale, window: current, backOn: onSale ? null : salesOpen };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "1 Sep", or "1 Sep 2027" when `withYear`. */
export function dayMonth(date: string, withYear = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]}${withYear ? ` ${y}` : ''}`;
}

/** "1 Sep - 30 Nov" (the year shown only when the window ends in another year than today's). */
export function windowText(window: SeasonWindow, today: string): string {
  const years =
    window.start.slice(0, 4) !== today.slice(0, 4) || window.end.slice(0, 4) !== today.slice(0, 4);
  return `${dayMonth(window.start, years)} - ${dayMonth(window.end, years)}`;
}

/** What an out-of-season package says: "Out of season: back on 1 Mar 2027." */
export function backOnText(backOn: string, today: string): string {
  return `Out of season: back on ${dayMonth(backOn, backOn.slice(0, 4) !== today.slice(0, 4))}.`;
}

/** The refusal of a package that is not for sale today. */
export function notForSaleMessage(name: string, sale: PackageSale, today: string): string {
  return `${name} is out of season and cannot be booked now: it is back on ${dayMonth(sale.backOn ?? today, true)}.`;
}

/**
 * The refusal of a booking of the package on `date`, or null when it may be booked then: the date must
 * be inside the current window.
 */
export function dateOutsideSeason(
  name: string,
  window: SeasonWindow | null,
  date: string,
  today: string,
): string | null {
  if (!window) return null;
  const current = currentWindow(window, today);
  if (date >= current.start && date <= current.end) return null;
  return `${name} can be booked only from ${dayMonth(current.start, true)} to ${dayMonth(current.end, true)}. Please choose a date in that season.`;
}

/**
 * How many of a programme's visits remain when it is booked late in its season (docs/recurring.md,
 * "Booked late in the season"): booked on `date`, it keeps the visits PLANNED (before any move off a
 * closed day) on or before the end of the season window that holds `date`; the later ones are not
 * booked, and the gateway's pricing charges the package's price times `remaining / total`.
 */
export interface SeasonRemaining<V> {
  /** The visits that are booked (the first is always `date`'s). */
  visits: V[];
  /** How many that is. */
  remaining: number;
  /** How many the whole programme has. */
  total: number;
  /** The season's last day (`YYYY-MM-DD`), or null for a package without dates. */
  seasonEnd: string | null;
}

export function visitsBeforeSeasonEnd<V extends { date: string; plannedDate?: string }>(
  visits: readonly V[],
  window: SeasonWindow | null,
  date: string,
): SeasonRemaining<V> {
  if (!window)
    return { visits: [...visits], remaining: visits.length, total: visits.length, seasonEnd: null };
  const { end } = currentWindow(window, date);
  const kept = visits.filter((v, i) => i === 0 || (v.plannedDate ?? v.date) <= end);
  return { visits: kept, remaining: kept.length, total: visits.length, seasonEnd: end };
}

/**
 * The notice of a programme booked late: "3 of its 5 visits remain before the season ends on
 * 30 Nov 2026; you pay for those only."; null when all remain.
 */
export function remainingText(
  remaining: Pick<SeasonRemaining<unknown>, 'remaining' | 'total' | 'seasonEnd'>,
): string | null {
  if (!remaining.seasonEnd || remaining.remaining >= remaining.total) return null;
  return `${remaining.remaining} of its ${remaining.total} visits remain before the season ends on ${dayMonth(remaining.seasonEnd, true)}; you pay for those only.`;
}

/** The price of a programme of which `remaining` of `total` visits are booked, to the cent. */
export function remainingPrice(
  price: number,
  remaining: Pick<SeasonRemaining<unknown>, 'remaining' | 'total'>,
): number {
  if (remaining.total <= 0 || remaining.remaining >= remaining.total) return price;
  return Math.round((price * 100 * remaining.remaining) / remaining.total) / 100;
}
