/**
 * Money arithmetic in cents. Catalogue prices are rands with at most two decimals; they are turned
 * into integer cents once, so lines and subtotals add without float drift. Modifiers then work on an
 * unrounded running total (still in cents), which is rounded once, to a whole rand, at the end.
 */

/** Rands (a JSON number such as 149.99) to integer cents. */
export function toCents(rands: number): number {
  return roundHalfAwayFromZero(rands * 100);
}

/** Integer (or fractional) cents to rands, rounded to the cent for display. */
export function centsToRands(cents: number): number {
  return roundHalfAwayFromZero(cents) / 100;
}

/**
 * Rounds to the nearest integer, halves away from zero. The value is first snapped to a millionth so
 * that a float such as 12349.999999999998 (from a percent) counts as the exact 12350 it stands for.
 */
export function roundHalfAwayFromZero(value: number): number {
  const snapped = Math.round(value * 1e6) / 1e6;
  const magnitude = Math.floor(Math.abs(snapped) + 0.5);
  return snapped < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

/** A cent amount rounded once to a whole rand (half away from zero), in rands. */
export function centsToWholeRands(cents: number): number {
  return roundHalfAwayFromZero(cents / 100);
}
