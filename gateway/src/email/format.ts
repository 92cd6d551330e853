/** Formatting shared by the e-mail messages. */
import { humanDate } from '@greenleaf/shared/calendar/visit-time';

const rand = new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' });

/** An amount in rand, as everywhere in the product (docs/product.md, "currency"). */
export function formatRand(amount: number): string {
  return rand.format(amount);
}

/** `2026-12-12` → `Saturday, 12 December 2026` (the one rule for dates in words: shared/calendar/visit-time). */
export const formatBookingDate = humanDate;

export { escapeHtml } from '../http/escape-html.js';
