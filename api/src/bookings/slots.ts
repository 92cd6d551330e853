import { MAX_WORK_MINUTES } from '@greenleaf/shared/rest/fields';
import { johannesburgInstant } from '@greenleaf/shared/calendar/dates';

/** The default of MIN_LEAD_MINUTES: no booking starts sooner than two hours from now. */
export const DEFAULT_LEAD_MINUTES = 120;

/** The instant a slot starts (shared/calendar/dates: Johannesburg is UTC+2 all year). */
export function slotStartsAt(date: string, slot: string): Date {
  return johannesburgInstant(date, slot);
}

/** The 15-minute cell a start label begins in (`booking_slots.slot_index`: minutes since midnight / 15). */
export const startCell = (label: string): number =>
  Math.floor((Number(label.slice(0, 2)) * 60 + Number(label.slice(3, 5))) / 15);

/** The longest work one booking may hold (the database's check on `duration_minutes`). */
export { MAX_WORK_MINUTES };
