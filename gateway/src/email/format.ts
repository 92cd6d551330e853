/** Formatting shared by the e-mail messages. */
import {
  humanDate,
  visitWhen as visitWhenShared,
  type VisitTime,
} from '@greenleaf/shared/calendar/visit-time';

/** An amount in rand, as everywhere in the product (the one rule: shared/format/money). */
export { formatRand } from '@greenleaf/shared/format/money';

/** `2026-12-12` → `Saturday, 12 December 2026` (the one rule for dates in words: shared/calendar/visit-time). */
export const formatBookingDate = humanDate;

/**
 * The only way an e-mail says when a visit is: its date in words, its start and its expected end,
 * `Friday, 4 December 2026, 09:00 - 14:30` (work over more days: `…, 09:00, until 11:15 on Monday, 7
 * December 2026`), as the customer's pages say it (shared/calendar/visit-time). The end is the one the
 * api gives (`visitEnd`, also for a cancelled visit); without it (a time the calendar no longer offers),
 * the first slot as stored.
 */
export function visitWhen(visit: VisitTime): string {
  return visitWhenShared(visit);
}

/**
 * A place a visit was planned for but never held (a series visit whose slot was full, `movedFrom`):
 * only its start is known, `Friday, 4 December 2026 at 09:00`.
 */
export function plannedStart(date: string, slot: string): string {
  return `${formatBookingDate(date)} at ${slot.split(/\s*-\s*/)[0] ?? slot}`;
}

export { escapeHtml } from '../http/escape-html.js';
