/**
 * How long a booking's work takes and which start slots can hold it. A booking needs one crew for the
 * sum of its lines' minutes (a service's `durationMinutes` plus its chosen options' and add-ons'
 * `extraMinutes`; a package's, the services of its programme's first visit: series/programme.ts),
 * rounded up to whole 45-minute slots, in
 * consecutive slots of one day; more than a day's work takes whole days in a row from the first slot.
 * The same rule as the api's capacity trigger, which decides; this answers which starts to offer.
 */
import type { ApiSlotDays } from '../api/rest-types.js';
import type { PricingCatalogue, Quote } from '../pricing/index.js';
import { firstVisitMinutes } from '../series/programme.js';
import { slotFromLabel, type SlotAvailability } from './time-slots.js';

export const SLOT_MINUTES = 45;
const SLOTS_PER_DAY = 10;

/**
 * The work's minutes for priced lines booked on `date`, from the catalogue the price came from (at least
 * one minute). A package line is the first visit of its programme (planned from `date`).
 */
export function workMinutes(quote: Pick<Quote, 'lines'>, catalogue: PricingCatalogue, date: string): number {
  let total = 0;
  for (const line of quote.lines) {
    if (line.serviceId !== undefined) {
      const service = catalogue.services.find((s) => String(s.id) === line.serviceId);
      total += service?.durationMinutes ?? SLOT_MINUTES;
      const options = new Map(
        (service?.variations ?? []).flatMap((v) => v.options.map((o) => [String(o.id), o.extraMinutes ?? 0])),
      );
      for (const o of line.options) total += options.get(o.id) ?? 0;
      for (const a of line.addOns) {
        total += service?.addOns?.find((x) => String(x.id) === a.id)?.extraMinutes ?? 0;
      }
    } else if (line.packageId !== undefined) {
      const pkg = catalogue.packages.find((p) => String(p.id) === line.packageId);
      if (pkg) total += firstVisitMinutes(pkg, catalogue, date);
    }
  }
  return Math.max(1, total);
}

export interface VisitLength {
  minutes: number;
  /** Whole 45-minute slots the work takes. */
  slotCount: number;
  /** Days in a row it takes (1 for a day's work or less). */
  days: number;
}

export function visitLength(minutes: number): VisitLength {
  const slotCount = Math.max(1, Math.ceil(minutes / SLOT_MINUTES));
  return { minutes, slotCount, days: slotCount <= SLOTS_PER_DAY ? 1 : Math.ceil(slotCount / SLOTS_PER_DAY) };
}

/** The (day offset, slot index) pairs a start covers, or null when the work does not fit from there. */
export function coveredFrom(startIndex: number, minutes: number): { day: number; index: number }[] | null {
  const { slotCount, days } = visitLength(minutes);
  if (slotCount <= SLOTS_PER_DAY) {
    if (startIndex + slotCount > SLOTS_PER_DAY) return null;
    return Array.from({ length: slotCount }, (_, i) => ({ day: 0, index: startIndex + i }));
  }
  if (startIndex !== 0) return null;
  return Array.from({ length: days * SLOTS_PER_DAY }, (_, i) => ({
    day: Math.floor(i / SLOTS_PER_DAY),
    index: i % SLOTS_PER_DAY,
  }));
}

export interface OfferedStart extends SlotAvailability {
  /** When the work is expected to end: the last covered slot's end, HH:mm. */
  finish: string;
  /** The date it ends (a later day for work of more than a day). */
  finishDate: string;
}

/** The instant a slot starts: Johannesburg is UTC+2 all year. */
const startsAt = (date: string, start: string) => Date.parse(`${date}T${start}:00+02:00`);

/**
 * The first day's start slots with whether the whole job fits from each: every covered slot has a
 * place left, the start is at least `minLeadMinutes` from now, and the work ends by the last slot (or
 * takes whole days from the first). `days` are the api's slot-days from that day on, at least as many
 * as the work takes.
 */
export function offerStarts(
  days: ApiSlotDays['days'],
  minutes: number,
  minLeadMinutes: number,
  now: Date = new Date(),
): OfferedStart[] {
  const [first] = days;
  if (!first) return [];
  const earliest = now.getTime() + minLeadMinutes * 60_000;
  const remainingAt = (day: number, index: number): number => {
    const row = days[day]?.slots[index];
    return row ? Math.max(0, row.capacity - row.taken) : 0;
  };
  const lastEnd = slotFromLabel(first.slots[SLOTS_PER_DAY - 1]?.bookingTime ?? '')?.end ?? '';
  return first.slots.flatMap((row, startIndex) => {
    const slot = slotFromLabel(row.bookingTime);
    if (!slot) return [];
    const covered = coveredFrom(startIndex, minutes);
    const tooSoon = startsAt(first.date, slot.start) < earliest;
    const remaining = covered && !tooSoon ? Math.min(...covered.map((c) => remainingAt(c.day, c.index))) : 0;
    const last = covered?.at(-1);
    const lastSlot = last ? slotFromLabel(days[0]!.slots[last.index]?.bookingTime ?? '') : undefined;
    return [
      {
        ...slot,
        available: remaining > 0,
        remaining,
        finish: lastSlot?.end ?? lastEnd,
        finishDate: last ? (days[last.day]?.date ?? addDays(first.date, last.day)) : first.date,
      },
    ];
  });
}

/** The first day in `days` (after skipping `skip`) with a start where the whole job fits, or null. */
export function firstDayWithRoom(
  days: ApiSlotDays['days'],
  minutes: number,
  minLeadMinutes: number,
  skip = 0,
  now: Date = new Date(),
): string | null {
  const span = visitLength(minutes).days;
  for (let d = skip; d + span <= days.length; d++) {
    const starts = offerStarts(days.slice(d), minutes, minLeadMinutes, now);
    if (starts.some((s) => s.available)) return days[d]!.date;
  }
  return null;
}

export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
