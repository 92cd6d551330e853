/**
 * The one start-slot rule for every path that books or moves a booking (the checkout, the customer's
 * own move, the office's new booking and move): the date is a calendar date, the label is one of the
 * starts the api offers that day for the work's minutes (the company's calendar and the capacity
 * trigger's covering rule: none on a closed day, CLOSED_TIME), the slot has not started (nor, where the
 * lead time applies, is it sooner than the api's MIN_LEAD_MINUTES). The answer says whether every
 * covered cell has a place now; capacity itself is decided again by the database when writing
 * (SLOT_FULL).
 */
import { CLOSED_TIME_MESSAGE, tooSoonMessage, WORK_DOES_NOT_FIT_MESSAGE } from '@greenleaf/shared/refusals';
import type { ApiClient } from '../api/client.js';
import { badInput, gatewayError } from '../api/errors.js';
import { isCalendarDate } from '../resolvers/scalars.js';
import { slotByLabel, slotFromLabel, slotHasStarted } from './time-slots.js';
import { offerStarts, type OfferedStart } from './work-length.js';
import { johannesburgInstant } from '@greenleaf/shared/calendar/dates';

interface StartFields {
  date: string;
  timeSlot: string;
}

interface OfferedStartAnswer {
  slot: OfferedStart;
  /** The lead time the api told (minutes). */
  minLeadMinutes: number;
}

export async function offeredStart(
  api: ApiClient,
  request: {
    date: string;
    label: string;
    /** The work's minutes (the booking's stored length when moving it). */
    minutes: number;
    /** The customer's paths keep the lead time; the office may book or move inside it. */
    leadTime: boolean;
  },
  fields: StartFields,
): Promise<OfferedStartAnswer> {
  const { date, label, minutes, leadTime } = request;
  if (!isCalendarDate(date)) throw badInput(fields.date, 'Date must be a calendar date written YYYY-MM-DD');
  const reply = await api.get('bookings/slot-days.php', { from: date, days: 1, minutes });
  const lead = leadTime ? reply.minLeadMinutes : 0;
  const day = reply.days[0];
  const starts = offerStarts(day, lead);
  const slot = slotByLabel(starts, label.trim());
  if (!slot) {
    // Not a start of that day: the day is closed or the time is outside its hours or off its grid
    // (CLOSED_TIME), or it is a start the work does not fit from (WORK_DOES_NOT_FIT).
    const asked = slotFromLabel(label);
    if (!asked) throw badInput(fields.timeSlot, 'Please choose one of the offered time slots.');
    // A time in the past (or too soon) says so first, whatever the calendar says of its day.
    if (leadTime && johannesburgInstant(date, asked.start).getTime() < Date.now() + lead * 60_000) {
      throw gatewayError('TOO_SOON', tooSoonMessage(lead), { field: fields.timeSlot });
    }
    if (slotHasStarted(date, asked)) {
      throw badInput(fields.timeSlot, 'This time slot has already started. Please choose a later slot.');
    }
    if (day?.slots.some((s) => slotFromLabel(s.bookingTime)?.label === asked.label)) {
      throw gatewayError('WORK_DOES_NOT_FIT', WORK_DOES_NOT_FIT_MESSAGE, { field: fields.timeSlot });
    }
    throw gatewayError('CLOSED_TIME', CLOSED_TIME_MESSAGE, { field: fields.timeSlot });
  }
  // A start inside the lead time (a started or past one included) is too soon for the customer.
  if (leadTime && johannesburgInstant(date, slot.start).getTime() < Date.now() + lead * 60_000) {
    throw gatewayError('TOO_SOON', tooSoonMessage(lead), { field: fields.timeSlot });
  }
  if (slotHasStarted(date, slot)) {
    throw badInput(fields.timeSlot, 'This time slot has already started. Please choose a later slot.');
  }
  return { slot, minLeadMinutes: reply.minLeadMinutes };
}
