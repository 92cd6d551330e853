/**
 * The rain day's plan, worked out against the counts before anything moves: each pending or confirmed
 * booking of the day, by time, goes to the nearest start over the next days the api offers for its
 * length (its slot days with `minutes`: the company's calendar and the capacity trigger's covering
 * rule decide the starts, a closed day offers none), keeping its crew when that crew is free in every
 * 15-minute cell it covers, else another active crew free then, else unassigned. Each placement takes
 * its places from the counts (and its crew's cells) before the next booking is planned, so no two
 * bookings are planned into the same place. The moving bookings' own cells on later days (a job of
 * more than a day) stay counted as taken, so the moves can be made one after another in any order.
 *
 * A job that started before the rain day and continues on it is a continuation: its days worked stay,
 * and the work it had from the rain day on (its cells there) resumes at the nearest start over the
 * next days where that much work fits and its own crew is free (the crew worked its first days, so it
 * keeps it; its own cells being given up do not count against it); unassigned work resumes unassigned.
 */
import { sha256 } from '@greenleaf/shared/sha256';
import { minutesOfDay } from '@greenleaf/shared/calendar/dates';
import { CELL_MINUTES } from '@greenleaf/shared/calendar/hours';
import type { ApiBooking, ApiDayPart } from '../api/replies/bookings.js';
import type { ApiCrew, ApiSlotDays } from '../api/replies/schedule.js';

export type RainOutcome = 'SAME_CREW' | 'OTHER_CREW' | 'UNASSIGNED' | 'NO_ROOM';

/** A job that started before the rain day: its part that day (day `day` of `days`) and the work left. */
export interface RainContinuation {
  day: number;
  days: number;
  /** The minutes of work from the rain day on (its cells there, 15 minutes each). */
  minutes: number;
}

export interface RainPlanItem {
  booking: ApiBooking;
  toDate: string | null;
  toTime: string | null;
  crewId: number | null;
  outcome: RainOutcome;
  /** Where the moved work ends (the api's finish for that start); null with NO_ROOM. */
  endDate: string | null;
  endTime: string | null;
  /** Set when only the rest of a job that started earlier moves (its worked days stay). */
  continuation: RainContinuation | null;
}

interface RainPlanInput {
  /** The bookings to move, in the order they get places. */
  bookings: readonly ApiBooking[];
  /** The bookings that started before the rain day: only their rest moves. */
  continuing?: ReadonlyMap<number, RainContinuation>;
  /** The api's slot days from the day after the rain day on, asked for each booking's minutes. */
  daysFor: (minutes: number) => ApiSlotDays['days'];
  /** Every booking's parts on those days (which crew is busy when). */
  parts: readonly ApiDayPart[];
  /** The crew of each booking of those days. */
  crewOf: ReadonlyMap<number, number | null>;
  crews: readonly ApiCrew[];
  /** The days searched (starts on later days are not offered). */
  searchDays: number;
}

const cellKey = (date: string, cell: number) => `${date} ${cell}`;

/** The day's working time from its slots: the first start to the last slot's end (minutes). */
function workingTime(day: ApiSlotDays['days'][number]): { opens: number; closes: number } | null {
  const first = day.slots[0]?.bookingTime;
  const last = day.slots.at(-1)?.bookingTime;
  const opens = minutesOfDay(first?.slice(0, 5) ?? '');
  const closes = minutesOfDay(last?.slice(-5) ?? '');
  return opens === null || closes === null ? null : { opens, closes };
}

/**
 * The 15-minute cells work starting at `start` covers, read from the api's answer (its start, where it
 * finishes, and the working time of the days between): the first day from the start, whole working
 * days between, the last day up to the finish.
 */
function cellsOf(
  days: ApiSlotDays['days'],
  from: number,
  start: ApiSlotDays['days'][number]['starts'][number],
): string[] {
  const keys: string[] = [];
  const begin = minutesOfDay(start.bookingTime.slice(0, 5)) ?? 0;
  const finish = minutesOfDay(start.finish) ?? 0;
  for (let d = from; d < days.length && days[d]!.date <= start.finishDate; d++) {
    const day = days[d]!;
    const hours = workingTime(day);
    if (!hours) continue;
    const a = d === from ? begin : hours.opens;
    const b = day.date === start.finishDate ? finish : hours.closes;
    for (let c = Math.floor(a / CELL_MINUTES); c * CELL_MINUTES < b; c++) keys.push(cellKey(day.date, c));
  }
  return keys;
}

export function planRainDay(input: RainPlanInput): RainPlanItem[] {
  // Places the plan has taken so far, per cell (the api's counts do not know them yet).
  const taken = new Map<string, number>();
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
  const free = (crewId: number, keys: readonly string[], own: ReadonlySet<string> = new Set()) =>
    !keys.some((k) => !own.has(k) && busy.get(crewId)?.has(k));
  const ownCells = (bookingId: number) => {
    const keys = new Set<string>();
    for (const p of input.parts) {
      if (p.bookingId !== bookingId) continue;
      for (let c = p.firstCell; c <= p.lastCell; c++) keys.add(cellKey(p.date, c));
    }
    return keys;
  };

  return input.bookings.map((booking): RainPlanItem => {
    const continuation = input.continuing?.get(booking.id) ?? null;
    const days = input.daysFor(continuation?.minutes ?? booking.durationMinutes);
    const mine = continuation ? ownCells(booking.id) : new Set<string>();
    for (let d = 0; d < input.searchDays && d < days.length; d++) {
      for (const start of days[d]!.starts) {
        const keys = cellsOf(days, d, start);
        const planned = Math.max(0, ...keys.map((k) => taken.get(k) ?? 0));
        if (keys.length === 0 || start.remaining - planned <= 0) continue;
        const own = booking.crewId ?? null;
        const at = {
          toDate: days[d]!.date,
          toTime: start.bookingTime,
          endDate: start.finishDate,
          endTime: start.finish,
        };
        if (continuation) {
          // The rest of the work keeps the crew that worked its first days: the next start it is free.
          if (own !== null && !free(own, keys, mine)) continue;
          for (const k of keys) taken.set(k, (taken.get(k) ?? 0) + 1);
          if (own !== null) markBusy(own, keys);
          return { booking, ...at, crewId: own, outcome: 'SAME_CREW', continuation };
        }
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
        for (const k of keys) taken.set(k, (taken.get(k) ?? 0) + 1);
        if (crewId !== null) markBusy(crewId, keys);
        return { booking, ...at, crewId, outcome, continuation: null };
      }
    }
    return {
      booking,
      toDate: null,
      toTime: null,
      crewId: booking.crewId ?? null,
      outcome: 'NO_ROOM',
      endDate: null,
      endTime: null,
      continuation,
    };
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
    i.continuation ? [i.continuation.day, i.continuation.minutes, i.booking.resumeDate ?? null] : null,
  ]);
  return sha256(JSON.stringify([date, facts]), 'base64url').slice(0, 32);
}
