/** The length of a service whose text names none (one slot as the business began: 45 minutes). */
const SLOT_MINUTES = 45;

/** A working day as the texts mean it: 10:00-17:30, the business's first hours. */
const WORKING_DAY_MINUTES = 10 * SLOT_MINUTES;

/**
 * Minutes from a free-text length such as "45 minutes", "2 hours", "1 day" or "2 days" (a day is the
 * whole working day of ten slots); one slot when the text names no length. The same rule as the
 * migration that turned the demo catalogue's texts into minutes.
 */
export function minutesFromText(text: string | null | undefined): number {
  const match = /(\d+(?:\.\d+)?)\s*(min|hour|hr|day)/i.exec(text ?? '');
  if (!match) return SLOT_MINUTES;
  const n = Number(match[1]);
  const unit = match[2]!.toLowerCase();
  const per = unit === 'day' ? WORKING_DAY_MINUTES : unit === 'min' ? 1 : 60;
  return Math.min(14400, Math.max(1, Math.ceil(n * per)));
}
