/**
 * The references a booking's lines make (services, packages, options, add-ons, modifier options):
 * loaded in one query per kind, then checked to exist and belong together.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  addOnBelongsTo,
  addOnNotOfferedMessage,
  optionMissingMessage,
  secondOptionRefusal,
  variationsWithoutChoice,
  type NamedOption,
} from '@greenleaf/shared/booking-choices';
import { dateOutsideSeason, packageWindow } from '@greenleaf/shared/package-season';
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { isWorkingDay } from '@greenleaf/shared/calendar/hours';
import type { Tx } from '../db/client.js';
import {
  addOns,
  modifierOptions,
  modifiers,
  packages,
  packageServices,
  serviceVariationOptions,
  serviceVariations,
  seasons,
  services,
  variationOptions,
  variations,
} from '../db/schema.js';
import { badRequest, HttpError } from '../http/errors.js';
import { programmeOf, type ProgrammeService } from '../series/create.js';
import { companyCalendar } from '../calendar/calendar.js';
import { MAX_WORK_MINUTES } from './slots.js';
import { modifierSnapshotColumns } from './modifier-choice.js';
import type { SaveBookingInput } from './save-booking.js';

/** Why a quote-only service cannot be booked at a computed price. */
const quoteOnlyMessage = (name: string) =>
  `${name} is priced by our office after a visit: please request a quote.`;

class ReferenceErrors {
  readonly fields: Record<string, string> = {};
  add(path: string, message: string) {
    this.fields[path] ??= message;
  }
  throwIfAny() {
    if (Object.keys(this.fields).length) {
      throw badRequest('Some of the booking details are not valid.', this.fields);
    }
  }
}

/** Everything the lines refer to, loaded in one query per kind. */
export async function loadReferences(tx: Tx, input: SaveBookingInput) {
  const serviceIds = unique(input.services.flatMap((l) => (l.serviceId ? [l.serviceId] : [])));
  const packageIds = unique(input.services.flatMap((l) => (l.packageId ? [l.packageId] : [])));
  const optionIds = unique(input.services.flatMap((l) => l.variationOptionIds));
  const addOnIds = unique(input.services.flatMap((l) => l.addOnIds));
  const modifierOptionIds = unique(input.modifierOptionIds);
  // One after another: a transaction is one connection, which runs one query at a time.
  const serviceRows = serviceIds.length
    ? await tx
        .select({
          id: services.id,
          name: services.name,
          minutes: services.durationMinutes,
          quoteOnly: services.quoteOnly,
        })
        .from(services)
        .where(inArray(services.id, serviceIds))
    : [];
  const packageRows = packageIds.length
    ? await tx
        .select({
          id: packages.id,
          name: packages.name,
          minutes: packageMinutes,
          startDate: packages.startDate,
          endDate: packages.endDate,
          seasonStart: seasons.startDate,
          seasonEnd: seasons.endDate,
        })
        .from(packages)
        .leftJoin(seasons, eq(seasons.id, packages.seasonId))
        .where(inArray(packages.id, packageIds))
    : [];
  const offered =
    optionIds.length && serviceIds.length
      ? await tx
          .select({
            serviceId: serviceVariations.serviceId,
            serviceVariationId: serviceVariations.id,
            variationId: variations.id,
            variationName: variations.name,
            optionId: variationOptions.id,
            label: variationOptions.label,
            additionalCost: variationOptions.additionalCost,
            extraMinutes: variationOptions.extraMinutes,
            repeatWeeks: variationOptions.repeatWeeks,
          })
          .from(serviceVariationOptions)
          .innerJoin(serviceVariations, eq(serviceVariations.id, serviceVariationOptions.serviceVariationId))
          .innerJoin(variationOptions, eq(variationOptions.id, serviceVariationOptions.variationOptionId))
          .innerJoin(variations, eq(variations.id, variationOptions.variationId))
          .where(
            and(
              inArray(serviceVariations.serviceId, serviceIds),
              inArray(serviceVariationOptions.variationOptionId, optionIds),
              // The option must belong to the variation the service offers it under.
              eq(variationOptions.variationId, serviceVariations.variationId),
            ),
          )
      : [];
  // Each service's variations with an option it offers: every one needs a chosen option.
  const variationRows = serviceIds.length
    ? await tx
        .selectDistinct({
          serviceId: serviceVariations.serviceId,
          order: serviceVariations.id,
          id: variations.id,
          name: variations.name,
        })
        .from(serviceVariations)
        .innerJoin(
          serviceVariationOptions,
          eq(serviceVariationOptions.serviceVariationId, serviceVariations.id),
        )
        .innerJoin(
          variationOptions,
          and(
            eq(variationOptions.id, serviceVariationOptions.variationOptionId),
            eq(variationOptions.variationId, serviceVariations.variationId),
          ),
        )
        .innerJoin(variations, eq(variations.id, serviceVariations.variationId))
        .where(inArray(serviceVariations.serviceId, serviceIds))
        .orderBy(serviceVariations.id)
    : [];
  const programmeRows = packageIds.length
    ? await tx
        .select({
          packageId: packageServices.packageId,
          serviceId: packageServices.serviceId,
          name: packageServices.serviceName,
          quantity: packageServices.quantity,
          firstWeek: packageServices.firstWeek,
          everyWeeks: packageServices.everyWeeks,
          minutes: services.durationMinutes,
        })
        .from(packageServices)
        .leftJoin(services, eq(services.id, packageServices.serviceId))
        .where(inArray(packageServices.packageId, packageIds))
        .orderBy(packageServices.id)
    : [];
  const addOnRows = addOnIds.length
    ? await tx
        .select({
          id: addOns.id,
          serviceId: addOns.serviceId,
          name: addOns.name,
          price: addOns.price,
          extraMinutes: addOns.extraMinutes,
        })
        .from(addOns)
        .where(inArray(addOns.id, addOnIds))
    : [];
  const modifierRows = modifierOptionIds.length
    ? await tx
        .select({ id: modifierOptions.id, modifierId: modifiers.id, ...modifierSnapshotColumns })
        .from(modifierOptions)
        .innerJoin(modifiers, eq(modifiers.id, modifierOptions.modifierId))
        .where(inArray(modifierOptions.id, modifierOptionIds))
    : [];
  return {
    services: new Map(serviceRows.map((s) => [s.id, s])),
    packages: new Map(packageRows.map((p) => [p.id, p])),
    programmeServices: groupByPackage(programmeRows),
    variationsOf: (serviceId: number) => variationRows.filter((v) => v.serviceId === serviceId),
    offered: new Map(offered.map((o) => [`${o.serviceId}:${o.optionId}`, o])),
    addOns: new Map(addOnRows.map((a) => [a.id, a])),
    modifierOptions: new Map(modifierRows.map((m) => [m.id, m])),
    // A programme's later visits move off the days the company does not work.
    calendar: packageIds.length ? await companyCalendar(tx, input.bookingDate) : null,
  };
}

type References = Awaited<ReturnType<typeof loadReferences>>;
/** Checks that every reference exists and belongs together; 400 naming each bad field path. */
export function resolveReferences(input: SaveBookingInput, refs: References, allowQuoteOnly: boolean) {
  const errors = new ReferenceErrors();
  const lines = input.services.map((line, i) => {
    const at = `services.${i}`;
    const service = line.serviceId ? refs.services.get(line.serviceId) : undefined;
    const pkg = line.packageId ? refs.packages.get(line.packageId) : undefined;
    if (line.serviceId && !service) errors.add(`${at}.serviceId`, 'Service not found');
    // Priced by the office after a visit: booked only from a quote request, at the office's price.
    if (service?.quoteOnly && !allowQuoteOnly) errors.add(`${at}.serviceId`, quoteOnlyMessage(service.name));
    if (line.packageId && !pkg) errors.add(`${at}.packageId`, 'Package not found');
    const serviceName = service?.name ?? 'this service';
    const chosenOfVariation = new Map<number, NamedOption>();
    let badOptions = 0;
    const options = line.variationOptionIds.flatMap((optionId, j) => {
      const o = line.serviceId ? refs.offered.get(`${line.serviceId}:${optionId}`) : undefined;
      if (!o) {
        badOptions += 1;
        errors.add(`${at}.variationOptionIds.${j}`, 'This option is not offered for this service');
        return [];
      }
      const option = { id: o.optionId, label: o.label };
      const refusal = secondOptionRefusal(
        chosenOfVariation.get(o.variationId),
        option,
        o.variationName,
        serviceName,
      );
      if (refusal) {
        badOptions += 1;
        errors.add(`${at}.variationOptionIds.${j}`, refusal);
        return [];
      }
      chosenOfVariation.set(o.variationId, option);
      return [o];
    });
    // Nothing is chosen for the customer; a booking from a quote request is priced by the office.
    // (a line with a refused option is told about that option first)
    if (service && badOptions === 0 && !(service.quoteOnly && allowQuoteOnly)) {
      const chosen = options.map((o) => o.variationId);
      const [missing] = variationsWithoutChoice(refs.variationsOf(service.id), chosen);
      if (missing) errors.add(`${at}.variationOptionIds`, optionMissingMessage(missing.name, service.name));
    }
    const lineAddOns = line.addOnIds.flatMap((addOnId, j) => {
      const a = refs.addOns.get(addOnId);
      if (!a || !addOnBelongsTo(a, line.serviceId)) {
        errors.add(`${at}.addOnIds.${j}`, addOnNotOfferedMessage(addOnId, serviceName));
        return [];
      }
      if (line.addOnIds.indexOf(addOnId) !== j) {
        errors.add(`${at}.addOnIds.${j}`, 'This add-on is chosen twice');
        return [];
      }
      return [a];
    });
    // A package with services is a programme: this booking is its first visit (docs/recurring.md).
    const programme = pkg
      ? programmeOf(input.bookingDate, pkg, refs.programmeServices.get(pkg.id) ?? [], (day) =>
          refs.calendar ? isWorkingDay(refs.calendar, day) : true,
        )
      : null;
    const minutes =
      (service?.minutes ?? programme?.firstVisitMinutes ?? pkg?.minutes ?? 0) +
      options.reduce((sum, o) => sum + o.extraMinutes, 0) +
      lineAddOns.reduce((sum, a) => sum + a.extraMinutes, 0);
    return { line, name: service?.name ?? pkg?.name ?? '', options, addOns: lineAddOns, minutes, programme };
  });
  const chosenOfModifier = new Map<number, NamedOption>();
  const chosenModifiers = input.modifierOptionIds.flatMap((optionId, j) => {
    const m = refs.modifierOptions.get(optionId);
    if (!m) {
      errors.add(`modifierOptionIds.${j}`, 'Modifier option not found');
      return [];
    }
    const option = { id: m.id, label: m.name };
    const refusal = secondOptionRefusal(chosenOfModifier.get(m.modifierId), option, m.modifierName);
    if (refusal) {
      errors.add(`modifierOptionIds.${j}`, refusal);
      return [];
    }
    chosenOfModifier.set(m.modifierId, option);
    return [m];
  });
  errors.throwIfAny();
  // docs/product.md, "Packages in their season": the one rule (shared/src/package-season.ts).
  const today = johannesburgToday();
  for (const { line } of lines) {
    const pkg = line.packageId ? refs.packages.get(line.packageId) : undefined;
    if (!pkg) continue;
    const window = packageWindow(pkg, { startDate: pkg.seasonStart, endDate: pkg.seasonEnd });
    const refusal = dateOutsideSeason(pkg.name, window, input.bookingDate, today);
    if (refusal) throw new HttpError(409, refusal, 'OUT_OF_SEASON');
  }
  const minutes = lines.reduce((sum, l) => sum + l.minutes, 0);
  return { lines, modifiers: chosenModifiers, minutes: Math.min(MAX_WORK_MINUTES, Math.max(1, minutes)) };
}

/**
 * A package's length: the minutes of the services it holds, times their quantity (none when it lists
 * no services; a booking covers at least one slot).
 */
const packageMinutes =
  sql<number>`coalesce((select sum(s.duration_minutes * ps.quantity) from package_services ps join services s on s.id = ps.service_id where ps.package_id = packages.id), 0)::integer`.mapWith(
    Number,
  );

const unique = (ids: number[]) => [...new Set(ids)];

type ProgrammeServiceRow = ProgrammeService & { packageId: number };

function groupByPackage(rows: ProgrammeServiceRow[]): Map<number, ProgrammeService[]> {
  const map = new Map<number, ProgrammeService[]>();
  for (const { packageId, ...row } of rows) map.set(packageId, [...(map.get(packageId) ?? []), row]);
  return map;
}
