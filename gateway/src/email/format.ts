/** Formatting shared by the e-mail messages. */

const rand = new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' });
const longDate = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'full', timeZone: 'UTC' });

/** An amount in rand, as everywhere in the product (docs/product.md, "currency"). */
export function formatRand(amount: number): string {
  return rand.format(amount);
}

/** `2026-12-12` → `Saturday, 12 December 2026`; anything unparseable is returned as it came. */
export function formatBookingDate(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : longDate.format(parsed);
}

export { escapeHtml } from '../http/escape-html.js';
