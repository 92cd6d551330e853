/**
 * "Your regular visits": the one e-mail a customer gets for a change to their recurring series
 * (docs/recurring.md): a pause, a stop, a resume or the office's change from a date, listing each visit
 * it cancelled (and what is owed back), moved, re-crewed or re-priced, planned again, and the paid
 * visits it left booked.
 */
import type { ApiSeriesChange, ApiVisitChange } from '../api/replies/series.js';
import { escapeHtml, formatRand, plannedStart, visitWhen } from './format.js';
import { BRAND, htmlPage, type MessageContent } from './messages.js';

export type SeriesChangeAction = 'pause' | 'resume' | 'stop' | 'change';

const HEADLINE: Record<SeriesChangeAction, string> = {
  pause: 'Your regular visits are paused',
  resume: 'Your regular visits are back on',
  stop: 'Your regular visits are stopped',
  change: 'Your regular visits have changed',
};

/** A visit's place: its date, start and expected end (the api's `end` of it). */
const at = (p: NonNullable<ApiVisitChange['before']>) =>
  visitWhen({ bookingDate: p.date, bookingTime: p.time, visitEnd: p.end });

/** One line per visit: what happened to it. */
function visitChangeLine(c: ApiVisitChange): string {
  const before = c.before ?? c.after!;
  const after = c.after ?? c.before!;
  switch (c.what) {
    case 'cancelled':
      return c.refund > 0
        ? `Cancelled: ${at(before)} (paid: ${formatRand(c.refund)} will be refunded)`
        : `Cancelled: ${at(before)}`;
    case 'kept':
      return `Still booked (already paid): ${at(before)}`;
    case 'planned': {
      const line = c.restored ? `Planned again: ${at(after)}` : `Planned: ${at(after)}`;
      const planned = /^(\d{4}-\d{2}-\d{2}) (.+)$/.exec(c.movedFrom ?? '');
      return planned
        ? `${line} (planned for ${plannedStart(planned[1]!, planned[2]!)}, but that time slot is already full)`
        : line;
    }
    case 'changed': {
      const parts: string[] = [];
      if (before.date !== after.date || before.time !== after.time) parts.push(`moved to ${at(after)}`);
      if (before.crewName !== after.crewName)
        parts.push(after.crewName ? `crew ${after.crewName}` : 'crew to be confirmed');
      if (before.price !== after.price) parts.push(`now ${formatRand(after.price)}`);
      return `Changed: ${at(before)}: ${parts.join(', ')}`;
    }
  }
}

export function seriesChangeMessage(
  series: Pick<ApiSeriesChange, 'name' | 'changes'>,
  action: SeriesChangeAction,
  customerName: string | null | undefined,
  manageUrl?: string,
): MessageContent {
  const subject = `${HEADLINE[action]}: ${series.name} (${BRAND})`;
  const lines = series.changes.map(visitChangeLine);
  const intro = `${HEADLINE[action]}. This is what changed:`;
  const name = customerName ?? 'there';
  const manage = manageUrl ? [`See your visits: ${manageUrl}`, ''] : [];
  const text = [
    `Hello ${name},`,
    '',
    intro,
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    ...manage,
    `The ${BRAND} team`,
  ].join('\n');
  const html = htmlPage(
    subject,
    [
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
      ...(manageUrl ? [`<p><a href="${escapeHtml(manageUrl)}">See your visits</a></p>`] : []),
      `<p>The ${BRAND} team</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}
