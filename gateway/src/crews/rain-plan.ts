/**
 * The rain day's plan, worked out against the counts before anything moves: each pending or confirmed
 * booking of the day, by time, goes to the nearest start over the next days the api offers (its slot
 * days; a day that offers no slot, or no place, takes nothing) where its whole length fits, keeping
 * its crew when that crew is free in every slot it covers, else another active crew free then, else
 * unassigned. Each placement takes its places from the counts (and its crew's slots) before the next
 * booking is planned, so no two bookings are planned into the same place. The moving bookings' own
 * slots on later days (a job of more than a day) stay counted as taken, so the moves can be made one
 * after another in any order.
 */
import { createHash } from 'node:crypto';
import type { ApiBooking, ApiCrew, ApiDayPart, ApiSlotDays } from '../api/rest-types.js';
import { coveredFrom, offerStarts, visitLength } from '../booking/work-length.js';

export type RainOutcome = 'SAME_CREW' | 'OTHER_CREW' | 'UNASSIGNED' | 'NO_ROOM';

export interface RainPlanItem {
  booking: ApiBooking;
  toDate: string | null;
  toTime: string | null;
  crewId: number | null;
  outcome: RainOutcome;
}

interface RainPlanInput {
  /** The bookings to move, in the order they get places. */
  bookings: readonly ApiBooking[];
  /** The api's slot days from the day after the rain day on. */
  days: ApiSlotDays['days'];
  /** Every booking's parts on those days (which crew is busy when). */
  parts: readonly ApiDayPart[];
  /** The crew of each booking of those days. */
  crewOf: ReadonlyMap<number, number | null>;
  crews: readonly ApiCrew[];
  /** The days searched (starts on later days are not offered). */
  searchDays: number;
  now?: Date;
}

const cellKey = (date: string, cell: number) => `${date} ${cell}`;

export function planRainDay(input: RainPlanInput): RainPlanItem[] {
  // Counts the plan takes places from: a copy, decremented as bookings are placed.
  const days = input.days.map((d) => ({ date: d.date, slots: d.slots.map((s) => ({ ...s })) }));
  const busy = new Map<number, Set<string>>();
  const markBusy = (crewId: number, keys: readonly string[]) => {
    const set = busy.get(crewId) ?? new Set<string>();
    for (const k of keys) set.add(k);
    busy.set(crewId, set);
  };
  for (const p of input.parts) {
    const crewId = input.crewOf.get(p.bookingId);
    if (!crewId) continue;
    const keys: string[] = [];
    for (let c = p.firstCell; c <= p.lastCell; c++) keys.push(cellKey(p.date, c));
    markBusy(crewId, keys);
  }
  const active = input.crews.filter((c) => c.active);
  const free = (crewId: number, keys: readonly string[]) => !keys.some((k) => busy.get(crewId)?.has(k));

  return input.bookings.map((booking) => {
    const minutes = booking.durationMinutes;
    const span = visitLength(minutes).days;
    for (let d = 0; d < input.searchDays && d + span <= days.length; d++) {
      const from = days.slice(d);
      const starts = offerStarts(from, minutes, 0, input.now);
      for (let startIndex = 0; startIndex < starts.length; startIndex++) {
        const start = starts[startIndex]!;
        const covered = start.available ? coveredFrom(startIndex, minutes) : null;
        if (!covered) continue;
        const keys = covered.map((c) => cellKey(from[c.day]!.date, c.index));
        const own = booking.crewId ?? null;
        let crewId: number | null = null;
        let outcome: RainOutcome = own === null ? 'SAME_CREW' : 'UNASSIGNED';
        if (own !== null && active.some((c) => c.id === own) && free(own, keys)) {
          crewId = own;
          outcome = 'SAME_CREW';
        } else if (own !== null) {
          const other = active.find((c) => free(c.id, keys));
          if (other) {
            crewId = other.id;
            outcome = 'OTHER_CREW';
          }
        }
        for (const c of covered) from[c.day]!.slots[c.index]!.taken += 1;
        if (crewId !== null) markBusy(crewId, keys);
        return { booking, toDate: from[0]!.date, toTime: start.label, crewId, outcome };
      }
    }
    return { booking, toDate: null, toTime: null, crewId: booking.crewId ?? null, outcome: 'NO_ROOM' };
  });
}

/** Stands for a plan: the same bookings, where they are and where they go. */
export function planToken(date: string, items: readonly RainPlanItem[]): string {
  const facts = items.map((i) => [
    i.booking.id,
    i.booking.bookingDate,
    i.booking.bookingTime,
    i.booking.crewId ?? null,
    i.toDate,
    i.toTime,
    i.crewId,
  ]);
  return createHash('sha256')
    .update(JSON.stringify([date, facts]))
    .digest('base64url')
    .slice(0, 32);
}
