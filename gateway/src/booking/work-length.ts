/**
 * How long a booking's work takes and which starts can hold it. A booking needs one crew for the sum
 * of its lines' minutes (a service's `durationMinutes` plus its chosen options' and add-ons'
 * `extraMinutes`; a package's, the services of its programme's first visit: series/programme.ts). Which
 * cells that work covers from a start (its minutes rounded up to the company's slot granularity,
 * within the working hours, continuing on the next working days) is the database's one rule
 * (`calendar_cover`, migration 0027): the api's `bookings/slot-days.php` answers each day's starts for
 * the minutes with the places left and where the work finishes; this adds the lead time and "started".
 */
import type { ApiSlotDays } from '../api/replies/schedule.js';
import type { PricingCatalogue, Quote } from '../pricing/index.js';
import { firstVisitMinutes } from '../series/programme.js';
import { slotFromLabel, type SlotAvailability } from './time-slots.js';
import { johannesburgInstant } from '@greenleaf/shared/calendar/dates';
import { slotsFor } from '@greenleaf/shared/calendar/hours';

/** A service's minutes when the catalogue gives none. */
const DEFAULT_SERVICE_MINUTES = 45;

/**
 * The work's minutes for priced lines booked on `date`, from the catalogue the price came from (at least
 * one minute). A package line is the first visit of its programme (planned from `date`).
 */
export function workMinutes(quote: Pick<Quote, 'lines'>, catalogue: PricingCatalogue, date: string): number {
  let total = 0;
  for (const line of quote.lines) {
    if (line.serviceId !== undefined) {
      const service = catalogue.services.find((s) => String(s.id) === line.serviceId);
      total += service?.durationMinutes ?? DEFAULT_SERVICE_MINUTES;
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
  /** Whole slots (of the company's granularity) the work takes. */
  slotCount: number;
  /** Working days it takes from its first offered start (1 for work that ends the day it starts). */
  days: number;
}

/** The work's length as the api's slot-days reply tells it (its granularity, the first start's days). */
export function visitLength(minutes: number, reply: Pick<ApiSlotDays, 'slotMinutes' | 'days'>): VisitLength {
  const first = reply.days.flatMap((d) => d.starts)[0];
  return {
    minutes,
    slotCount: slotsFor(minutes, reply.slotMinutes),
    days: first?.days ?? 1,
  };
}

export interface OfferedStart extends SlotAvailability {
  /** When the work is expected to end: the last covered cell's end, HH:mm. */
  finish: string;
  /** The date it ends (a later working day for work longer than what is left of the day). */
  finishDate: string;
}

/** The instant a slot starts: Johannesburg is UTC+2 all year. */
const startsAt = (date: string, start: string) => johannesburgInstant(date, start).getTime();

/**
 * A day's starts as the api offered them for the work (the trigger's own covering rule), each
 * available when every cell it covers has a place left and it is at least `minLeadMinutes` from now
 * (a start that has begun is never available). A closed day has none.
 */
export function offerStarts(
  day: ApiSlotDays['days'][number] | undefined,
  minLeadMinutes: number,
  now: Date = new Date(),
): OfferedStart[] {
  if (!day) return [];
  const earliest = now.getTime() + Math.max(0, minLeadMinutes) * 60_000;
  return day.starts.flatMap((row) => {
    const slot = slotFromLabel(row.bookingTime);
    if (!slot) return [];
    const tooSoon =
      startsAt(day.date, slot.start) < earliest || startsAt(day.date, slot.start) <= now.getTime();
    const remaining = tooSoon ? 0 : row.remaining;
    return [{ ...slot, available: remaining > 0, remaining, finish: row.finish, finishDate: row.finishDate }];
  });
}

/**
 * Every start slot of a day for the date-time step (the day's slots at the calendar's granularity):
 * those the api offers for the work as offerStarts answers them, and the others (the work does not
 * fit from there: it would not end by the close) listed but never available, ending at the close. A
 * closed day has none.
 */
export function daySlots(
  day: ApiSlotDays['days'][number] | undefined,
  minLeadMinutes: number,
  now: Date = new Date(),
): OfferedStart[] {
  if (!day) return [];
  const offered = new Map(offerStarts(day, minLeadMinutes, now).map((s) => [s.label, s]));
  const close = slotFromLabel(day.slots.at(-1)?.bookingTime ?? '')?.end;
  return day.slots.flatMap((row) => {
    const slot = slotFromLabel(row.bookingTime);
    if (!slot) return [];
    return [
      offered.get(slot.label) ?? {
        ...slot,
        available: false,
        remaining: 0,
        finish: close ?? slot.end,
        finishDate: day.date,
      },
    ];
  });
}

/** The first day in `days` (after skipping `skip`) with an available start, or null. */
export function firstDayWithRoom(
  days: ApiSlotDays['days'],
  minLeadMinutes: number,
  skip = 0,
  now: Date = new Date(),
): string | null {
  for (let d = skip; d < days.length; d++) {
    if (offerStarts(days[d], minLeadMinutes, now).some((s) => s.available)) return days[d]!.date;
  }
  return null;
}
