/**
 * Makes a booking's series in its save transaction (docs/recurring.md):
 * - a line choosing an option with `repeat_weeks` makes a recurring series; the booking is its first
 *   visit, and the series job creates the later ones once it is paid;
 * - a package line with services makes a seasonal programme; its later visits are booked here, pending
 *   with the first (held until its `held_until`, they expire with its hold, and are confirmed when it
 *   is paid).
 */
import { nextRepeatDate } from '@greenleaf/shared/series-cadence';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ONE_FREQUENCY_MESSAGE, secondFrequencyAt } from '@greenleaf/shared/booking-choices';
import { planProgramme, type PlannedVisit } from '@greenleaf/shared/programme-plan';
import { packageWindow, visitsBeforeSeasonEnd } from '@greenleaf/shared/package-season';
import type { SaveBookingBody } from '@greenleaf/shared/rest/bookings';
import type { Tx } from '../db/client.js';
import { bookings, bookingSeries } from '../db/schema.js';
import { badRequest, HttpError } from '../http/errors.js';
import { MAX_WORK_MINUTES } from '../bookings/slots.js';
import { placeVisit } from './placement.js';
import type { VisitTemplate } from './template.js';
import { writeVisit } from './write-visit.js';
import { modifierRow, type ChosenModifierOption } from '../bookings/booking-rows.js';

export interface ProgrammeService {
  serviceId: number | null;
  name: string;
  quantity: number;
  firstWeek: number | null;
  everyWeeks: number | null;
  /** The service's length; null for a service the catalogue no longer has. */
  minutes: number | null;
}

interface PackageDates {
  startDate: string | null;
  endDate: string | null;
  seasonStart: string | null;
  seasonEnd: string | null;
}

/** How many days after a programme visit's planned date it may be placed when that day is full. */
const PROGRAMME_EXTRA_DAYS = 7;

const workMinutes = (services: readonly ProgrammeService[]) =>
  Math.min(
    MAX_WORK_MINUTES,
    Math.max(
      1,
      services.reduce((sum, s) => sum + (s.minutes ?? 0), 0),
    ),
  );

/** The programme a package booked on `date` becomes; null for a package without services. */
export function programmeOf(
  date: string,
  pkg: PackageDates,
  services: readonly ProgrammeService[],
  isWorkingDay?: (date: string) => boolean,
) {
  if (services.length === 0) return null;
  const season =
    pkg.startDate && pkg.endDate
      ? { startDate: pkg.startDate, endDate: pkg.endDate }
      : { startDate: pkg.seasonStart, endDate: pkg.seasonEnd };
  const all = planProgramme(date, season, services, isWorkingDay) as (PlannedVisit & {
    services: ProgrammeService[];
  })[];
  // Booked late in its season, only the visits planned before it ends are booked (docs/recurring.md).
  const { visits: plan } = visitsBeforeSeasonEnd(all, packageWindow(season, null), date);
  return { plan, firstVisitMinutes: workMinutes(plan[0]?.services ?? []) };
}

type SaveInput = z.infer<typeof SaveBookingBody>;

interface ResolvedLine {
  line: SaveInput['services'][number];
  name: string;
  minutes: number;
  options: {
    optionId: number;
    label: string;
    serviceVariationId: number;
    variationName: string;
    additionalCost: number;
    repeatWeeks: number | null;
  }[];
  addOns: { id: number; name: string; price: number }[];
  programme: ReturnType<typeof programmeOf>;
}

type ResolvedModifier = ChosenModifierOption;

interface NewSeries {
  bookingId: number;
  /** The end of the first visit's hold: a programme's later visits hold their places until then too. */
  heldUntil: string;
  userId: number;
  input: SaveInput;
  lines: ResolvedLine[];
  modifiers: ResolvedModifier[];
}

/** The repeat the lines choose (one for the whole booking), or null; 400 for two different ones. */
function repeatOf(lines: ResolvedLine[]) {
  const chosen = lines.flatMap(({ options }, i) =>
    options.map((o, j) => ({ o, field: `services.${i}.variationOptionIds.${j}` })),
  );
  const other = chosen[secondFrequencyAt(chosen.map(({ o }) => o.repeatWeeks))];
  if (other)
    throw badRequest('Some of the booking details are not valid.', { [other.field]: ONE_FREQUENCY_MESSAGE });
  const found = chosen.find(({ o }) => o.repeatWeeks !== null)?.o;
  return found ? { weeks: found.repeatWeeks!, label: found.label } : null;
}

const addressOf = (input: SaveInput) => ({
  street: input.address.street,
  suburb: input.address.suburb,
  postalCode: input.address.postalCode,
});

async function linkFirstVisit(tx: Tx, bookingId: number, seriesId: number, date: string) {
  await tx.update(bookings).set({ seriesId, seriesDate: date }).where(eq(bookings.id, bookingId));
}

export async function createSeries(tx: Tx, s: NewSeries): Promise<void> {
  const repeat = repeatOf(s.lines);
  const programmes = s.lines.filter((l) => l.programme);
  // With both, the booking is the repeat's first visit (`series_id`) and the programme's first visit
  // too (its `first_booking_id`): the programme's later visits are its own.
  if (repeat) await createRepeat(tx, s, repeat);
  if (programmes.length) await createProgramme(tx, s, programmes, !repeat);
}

async function createRepeat(tx: Tx, s: NewSeries, repeat: { weeks: number; label: string }) {
  const repeating = s.lines.filter((l) => l.options.some((o) => o.repeatWeeks !== null));
  // Each later visit's price is the gateway's (priced with the first, shown before buying).
  const later = s.input.laterVisit;
  if (!later) {
    throw badRequest('Some of the booking details are not valid.', {
      laterVisit: "A repeating booking needs its later visits' price",
    });
  }
  const template: VisitTemplate = {
    durationMinutes: Math.min(
      MAX_WORK_MINUTES,
      Math.max(
        1,
        repeating.reduce((sum, l) => sum + l.minutes, 0),
      ),
    ),
    address: addressOf(s.input),
    propertyNotes: s.input.propertyNotes ?? null,
    lines: repeating.map((l) => ({
      serviceId: l.line.serviceId ?? null,
      packageId: null,
      name: l.name,
      price: l.line.price,
      season: l.line.season ?? null,
      variations: l.options.map((o) => ({
        serviceVariationId: o.serviceVariationId,
        variationOptionId: o.optionId,
        variationName: o.variationName,
        optionLabel: o.label,
        additionalCost: o.additionalCost,
      })),
      addOns: l.addOns.map((a) => ({ addOnId: a.id, name: a.name, price: a.price })),
    })),
    // The office's discount of the first visit, at the percent the gateway took off each later one.
    officeDiscount:
      later.officeDiscount && s.input.officeDiscount
        ? {
            percent: later.officeDiscount.percent,
            amount: later.officeDiscount.amount,
            reason: s.input.officeDiscount.reason,
            givenBy: s.input.officeDiscount.givenBy,
          }
        : null,
    // What the gateway priced each later visit with (its fees; a discount was earned once).
    modifiers: later.modifiers.map((chosen, j) => {
      const m = s.modifiers.find((x) => x.id === chosen.optionId);
      if (!m) {
        throw badRequest('Some of the booking details are not valid.', {
          [`laterVisit.modifiers.${j}.optionId`]: "Not one of the booking's modifier options",
        });
      }
      return modifierRow(m, chosen);
    }),
  };
  const [series] = await tx
    .insert(bookingSeries)
    .values({
      kind: 'repeat',
      userId: s.userId,
      firstBookingId: s.bookingId,
      name: `${repeating.map((l) => l.name).join(', ')} (${repeat.label})`,
      repeatWeeks: repeat.weeks,
      bookingTime: s.input.bookingTime,
      startDate: s.input.bookingDate,
      endDate: s.input.repeatUntil ?? null,
      nextDate: nextRepeatDate(s.input.bookingDate, repeat.weeks),
      visitPrice: later.totalPrice,
      // the first visit's crew, when it was booked with one: every later visit inherits it
      crewId: sql`(select b.crew_id from ${bookings} b where b.id = ${s.bookingId})`,
      template,
      createdBy: s.userId,
      updatedBy: s.userId,
    })
    .returning({ id: bookingSeries.id });
  await linkFirstVisit(tx, s.bookingId, series!.id, s.input.bookingDate);
}

async function createProgramme(tx: Tx, s: NewSeries, programmes: ResolvedLine[], linkFirst: boolean) {
  // Two packages in one booking make one programme: their visits merged by date.
  const byDate = new Map<
    string,
    { serviceId: number | null; packageId: number; service: ProgrammeService }[]
  >();
  // A visit moved off a day not worked keeps the day it was planned for (its `movedFrom`).
  const plannedFor = new Map<string, string>();
  for (const p of programmes) {
    for (const visit of p.programme!.plan) {
      if (visit.plannedDate && !plannedFor.has(visit.date)) plannedFor.set(visit.date, visit.plannedDate);
      const list = byDate.get(visit.date) ?? [];
      for (const service of visit.services)
        list.push({ serviceId: service.serviceId, packageId: p.line.packageId!, service });
      byDate.set(visit.date, list);
    }
  }
  const [series] = await tx
    .insert(bookingSeries)
    .values({
      kind: 'programme',
      userId: s.userId,
      firstBookingId: s.bookingId,
      name: programmes.map((p) => p.name).join(' + '),
      bookingTime: s.input.bookingTime,
      startDate: s.input.bookingDate,
      createdBy: s.userId,
      updatedBy: s.userId,
    })
    .returning({ id: bookingSeries.id });
  const seriesId = series!.id;
  if (linkFirst) await linkFirstVisit(tx, s.bookingId, seriesId, s.input.bookingDate);
  const later = [...byDate.entries()]
    .filter(([date]) => date > s.input.bookingDate)
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [date, services] of later) {
    const template: VisitTemplate = {
      durationMinutes: workMinutes(services.map((x) => x.service)),
      address: addressOf(s.input),
      propertyNotes: s.input.propertyNotes ?? null,
      lines: services.map((x) => ({
        serviceId: x.serviceId,
        packageId: x.packageId,
        name: x.service.name,
        price: 0,
        season: null,
        variations: [],
        addOns: [],
      })),
      modifiers: [],
      officeDiscount: null,
    };
    const placed = await placeVisit(tx, date, s.input.bookingTime, PROGRAMME_EXTRA_DAYS, (sp, day, time) =>
      writeVisit(
        sp,
        {
          seriesId,
          userId: s.userId,
          seriesDate: date,
          date: day,
          time,
          totalPrice: 0,
          payLater: false,
          heldUntil: s.heldUntil,
          movedFrom:
            day === date && time === s.input.bookingTime && !plannedFor.has(date)
              ? null
              : `${plannedFor.get(date) ?? date} ${s.input.bookingTime}`,
        },
        template,
      ),
    );
    if (!placed) {
      throw new HttpError(
        409,
        `The programme's visit on ${date} has no free time slot that week. Please choose another date or time.`,
        'SLOT_FULL',
      );
    }
  }
}
