/**
 * What the generated business did: recurring series (weekly, fortnightly, monthly) placed first, then
 * one-off visits filling each working day to its season's share of the crews' cells, with outcomes
 * (completed, cancelled with or without a refund, rescheduled, still to come).
 */
import { addDays } from '@greenleaf/shared/calendar/dates';
import { type Cell, type Diary, STARTS_PER_DAY, datesBetween } from './grid.js';
import type { Random } from './random.js';

export type Outcome = 'completed' | 'cancelled' | 'confirmed' | 'pending';

export interface PlannedVisit {
  customer: number;
  cell: Cell;
  /** Where it was first booked, when it was rescheduled since. */
  from?: Cell;
  series?: number;
  outcome: Outcome;
  paid: boolean;
  refund: 'due' | 'refunded' | null;
  /** Index into the services the business sells. */
  service: number;
  /** When it was booked (ms since the epoch). */
  bookedAt: number;
}

export interface PlannedSeries {
  customer: number;
  repeatWeeks: number;
  start: string;
  /** The last planned date; later than the horizon for a series still running. */
  end: string;
  /** The first date on its cadence after the horizon (its next visit to make, when it still runs). */
  next: string;
  active: boolean;
  service: number;
  crew: number;
  startIndex: number;
  /** Its visits, in date order (indexes into the visits). */
  visits: number[];
}

interface PlanInput {
  random: Random;
  diary: Diary;
  customers: number;
  services: number;
  seriesCount: number;
  /** The share of the busiest month's cells booked (1: every cell at the height of summer). */
  load: number;
  from: string;
  today: string;
  horizon: string;
}

const DAY_MS = 86_400_000;
const dateMs = (date: string) => Date.parse(`${date}T08:00:00+02:00`);

/** Cape Town lawns: busiest in January, quietest in July. */
function seasonFill(date: string): number {
  const month = Number(date.slice(5, 7)) - 1;
  return 0.6 + 0.35 * Math.cos(((month - 0.5) / 12) * 2 * Math.PI);
}

function outcomeFor(random: Random, date: string, today: string, seriesLater: boolean) {
  if (date < today) {
    if (random.chance(0.07)) {
      const paid = random.chance(0.7);
      return { outcome: 'cancelled' as const, paid, refund: paid ? ('refunded' as const) : null };
    }
    return { outcome: 'completed' as const, paid: true, refund: null };
  }
  if (random.chance(0.04)) {
    const paid = random.chance(0.6);
    return { outcome: 'cancelled' as const, paid, refund: paid ? ('due' as const) : null };
  }
  if (seriesLater) return { outcome: 'pending' as const, paid: false, refund: null };
  return { outcome: 'confirmed' as const, paid: true, refund: null };
}

function planSeries(input: PlanInput, visits: PlannedVisit[]): PlannedSeries[] {
  const { random, diary, from, today, horizon } = input;
  const span = Math.max(1, (dateMs(today) - dateMs(from)) / DAY_MS);
  const all: PlannedSeries[] = [];
  for (let s = 0; s < input.seriesCount; s++) {
    const start = addDays(from, random.int(0, Math.floor(span)));
    const months = random.int(3, 36);
    const end = addDays(start, months * 30);
    const series: PlannedSeries = {
      customer: random.int(0, input.customers - 1),
      repeatWeeks: random.pick([1, 2, 2, 2, 4, 4]),
      start,
      end,
      active: end > horizon,
      service: random.int(0, Math.min(3, input.services - 1)),
      crew: random.int(0, diary.crews - 1),
      startIndex: random.int(0, STARTS_PER_DAY - 1),
      next: start,
      visits: [],
    };
    for (let d = start; d <= end && d <= horizon; d = addDays(d, series.repeatWeeks * 7)) {
      series.next = addDays(d, series.repeatWeeks * 7);
      const cell = [0, 1, 2, 3]
        .map((k) => ({ date: d, start: series.startIndex, crew: (series.crew + k) % diary.crews }))
        .find((c) => diary.take(c));
      if (!cell) continue;
      visits.push({
        customer: series.customer,
        cell,
        series: s,
        ...outcomeFor(random, d, today, series.visits.length > 0),
        service: series.service,
        bookedAt: series.visits.length > 0 ? dateMs(d) - 7 * DAY_MS : dateMs(d) - random.int(1, 14) * DAY_MS,
      });
      series.visits.push(visits.length - 1);
    }
    all.push(series);
  }
  return all;
}

function planOneOffs(input: PlanInput, visits: PlannedVisit[]): void {
  const { random, diary, today } = input;
  for (const date of datesBetween(input.from, input.horizon)) {
    if (!diary.isWorkingDay(date)) continue;
    const cells = diary.free(date);
    const wanted =
      Math.round(STARTS_PER_DAY * diary.crews * seasonFill(date) * input.load) - diary.used(date);
    for (let n = 0; n < wanted && cells.length > 0; n++) {
      const [cell] = cells.splice(random.int(0, cells.length - 1), 1);
      if (!cell || !diary.take(cell)) continue;
      // Returning customers book more often than new ones.
      const customer = Math.floor(input.customers * random.next() ** 1.6);
      const visit: PlannedVisit = {
        customer,
        cell,
        ...outcomeFor(random, date, today, false),
        service: random.int(0, input.services - 1),
        bookedAt: dateMs(date) - random.int(1, 21) * DAY_MS,
      };
      if (visit.outcome !== 'cancelled' && random.chance(0.04)) {
        const earlier = {
          date: addDays(date, -random.int(1, 6)),
          start: random.int(0, STARTS_PER_DAY - 1),
          crew: cell.crew,
        };
        if (diary.take(earlier)) visit.from = earlier;
      }
      visits.push(visit);
    }
  }
}

export function planBusiness(input: PlanInput): { visits: PlannedVisit[]; series: PlannedSeries[] } {
  const visits: PlannedVisit[] = [];
  const series = planSeries(input, visits);
  planOneOffs(input, visits);
  return { visits, series };
}
