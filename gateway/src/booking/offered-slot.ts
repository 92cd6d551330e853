/**
 * The checkout's slot rule, shared by every path that books or moves a booking: the date is a calendar
 * date, the label is one of the slots the api lists for that day, and the slot has not started yet.
 * Answers the slot with its availability; capacity itself is enforced again by the api when writing.
 */
import { badInput } from '../api/errors.js';
import type { GatewayContext } from '../context.js';
import { isCalendarDate } from '../resolvers/scalars.js';
import { slotByLabel, slotHasStarted, slotsFor, type SlotAvailability } from './time-slots.js';

export async function offeredSlot(
  ctx: Pick<GatewayContext, 'api' | 'config'>,
  date: string,
  label: string,
  fields: { date: string; timeSlot: string },
): Promise<SlotAvailability> {
  if (!isCalendarDate(date)) throw badInput(fields.date, 'Date must be a calendar date written YYYY-MM-DD');
  const slots = slotsFor(date, await ctx.api.get('bookings/slots.php', { date }), ctx.config.slotCapacity);
  const slot = slotByLabel(slots, label.trim());
  if (!slot) throw badInput(fields.timeSlot, 'Please choose one of the offered time slots.');
  if (slotHasStarted(date, slot)) {
    throw badInput(fields.timeSlot, 'This time slot has already started. Please choose a later slot.');
  }
  return slot;
}
