/**
 * Until when a customer may move or cancel a booking themselves: up to `cutoffHours` before the visit
 * starts (Johannesburg time, which has no daylight saving: UTC+2). Inside that window the office
 * handles changes by phone. A pending booking (not paid) can always be let go; this rule is for moves
 * and for cancelling a confirmed booking.
 */
import { slotFromLabel } from './time-slots.js';
import { johannesburgInstant } from '@greenleaf/shared/calendar/dates';

/** The instant the visit starts; null when the date or slot cannot be read. */
function visitStart(date: string | null | undefined, slotLabel: string | null | undefined): Date | null {
  if (!date || !slotLabel || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const slot = slotFromLabel(slotLabel);
  if (!slot) return null;
  return johannesburgInstant(date, slot.start);
}

/** True while the customer may still change the booking themselves. */
export function changeAllowed(
  date: string | null | undefined,
  slotLabel: string | null | undefined,
  cutoffHours: number,
  now: Date = new Date(),
): boolean {
  const start = visitStart(date, slotLabel);
  return start !== null && start.getTime() - now.getTime() >= cutoffHours * 3_600_000;
}

export const changeWindowClosedMessage = (cutoffHours: number, officePhone: string): string =>
  `Changes can be made online up to ${cutoffHours} hours before your visit. Please call us on ${officePhone} and we will help.`;
