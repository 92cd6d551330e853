/**
 * The day's 45-minute time slots (docs/product.md), in Africa/Johannesburg time (UTC+2 all year, no
 * daylight saving). The api is the one source of the slot labels: `bookings/slots.php` lists every slot
 * of a day in order with the bookings holding it, and the gateway reads the slots from that reply. A
 * slot that has started is not offered; a slot with `capacity` holding bookings is full.
 */
import { johannesburgNow } from '@greenleaf/shared/calendar/dates';
import type { ApiSlot } from '../api/replies/schedule.js';

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

interface SlotDefinition {
  start: string;
  end: string;
  /** As stored on a booking: '10:00 - 10:45'. */
  label: string;
}

/** A row of the api's `bookings/slots.php` reply: the slot, the bookings holding it, its places. */
export type ApiSlotRow = ApiSlot;

/** '10:00-10:45', '10:00 – 10:45' and '10:00 - 10:45' are the same slot. */
function normaliseLabel(label: string): string {
  return label.replace(/\s+/g, '').replace(/[–—]/g, '-');
}

const LABEL = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/;

/** The slot a label as the api stores it names ('10:00 - 10:45'), or undefined when it is not one. */
export function slotFromLabel(label: string): SlotDefinition | undefined {
  const match = LABEL.exec(normaliseLabel(label));
  if (!match) return undefined;
  const [, start = '', end = ''] = match;
  return { start, end, label: `${start} - ${end}` };
}

/** The slot among `slots` that a label names, however its dash and spaces are written, or undefined. */
export function slotByLabel<T extends SlotDefinition>(slots: readonly T[], label: string): T | undefined {
  const wanted = normaliseLabel(label);
  return slots.find((slot) => normaliseLabel(slot.label) === wanted);
}

/** Today's date and the minutes since midnight, in Johannesburg (the one rule: shared/calendar/dates). */
export { johannesburgNow };

export interface SlotAvailability extends SlotDefinition {
  available: boolean;
  remaining: number;
}

/**
 * The day's slots with their availability, from the api's `bookings/slots.php` reply (every slot of the
 * day in order, with the bookings holding it and its capacity). Past days have no available slot.
 */
export function slotsFor(
  date: string,
  rows: readonly ApiSlotRow[],
  now: Date = new Date(),
): SlotAvailability[] {
  const slots: SlotAvailability[] = [];
  for (const row of rows) {
    const slot = slotFromLabel(row.bookingTime);
    if (!slot) continue;
    const started = slotHasStarted(date, slot, now);
    const remaining = started ? 0 : Math.max(0, row.capacity - row.taken);
    slots.push({ ...slot, available: remaining > 0, remaining });
  }
  return slots;
}

/** True when the slot has started (or the day is past), Johannesburg time. */
export function slotHasStarted(date: string, slot: SlotDefinition, now: Date = new Date()): boolean {
  const today = johannesburgNow(now);
  return date < today.date || (date === today.date && toMinutes(slot.start) <= today.minutes);
}
