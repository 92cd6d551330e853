import { newGuidId } from './guid-id.js';
import { SLOT_FULL_MESSAGE, tooSoonMessage } from '@greenleaf/shared/refusals';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  addOnBelongsTo,
  addOnNotOfferedMessage,
  optionMissingMessage,
  secondOptionRefusal,
  variationsWithoutChoice,
  type NamedOption,
} from '@greenleaf/shared/booking-choices';
import { HOLD_MINUTES } from '@greenleaf/shared/holds';
import { dateOutsideSeason, packageWindow } from '@greenleaf/shared/package-season';
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
import type { NewCustomer, SaveBookingBody } from '@greenleaf/shared/rest/bookings';
import type { Db, Tx } from '../db/client.js';
import {
  addOns,
  bookingModifiers,
  bookings,
  bookingServiceAddOns,
  bookingSlots,
  bookingServices,
  bookingServiceVariations,
  customerProperties,
  modifierOptions,
  modifiers,
  packages,
  packageServices,
  serviceVariationOptions,
  serviceVariations,
  seasons,
  serviceAreas,
  services,
  users,
  variationOptions,
  variations,
} from '../db/schema.js';
import { badRequest, conflict, HttpError } from '../http/errors.js';
import { emailTaken, lowerEmail } from '../users/email.js';
import { hashPassword, verifyPassword } from '../users/password.js';
import { assertPricedFromCurrentCatalogue } from './catalogue-freshness.js';
import { holdFor, holdsItsPlace, unpaidHold } from './holds.js';
import { createSeries, programmeOf, type ProgrammeService } from '../series/create.js';
import { reserveReferralCredits } from '../referrals/credits.js';
import { slotCapacity } from './slot-days.js';
import { companyCalendar } from '../calendar/calendar.js';
import { isWorkingDay } from '@greenleaf/shared/calendar/hours';
import { pgErrorCode, UNIQUE_VIOLATION } from './pg-error.js';
import { DEFAULT_LEAD_MINUTES, MAX_WORK_MINUTES, slotStartsAt, startCell } from './slots.js';

/** Why a quote-only service cannot be booked at a computed price. */
const quoteOnlyMessage = (name: string) =>
  `${name} is priced by our office after a visit: please request a quote.`;

type NewCustomer = z.infer<typeof NewCustomer>;

export type SaveBookingInput = z.infer<typeof SaveBookingBody>;

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
async function loadReferences(tx: Tx, input: SaveBookingInput) {
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
        .select({
          id: modifierOptions.id,
          modifierId: modifiers.id,
          modifierName: modifiers.name,
          name: modifierOptions.name,
          type: modifierOptions.type,
          units: modifierOptions.units,
          value: modifierOptions.value,
        })
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
function resolveReferences(input: SaveBookingInput, refs: References, allowQuoteOnly: boolean) {
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

/** Limits the save obeys, from the api's configuration. */
interface SaveBookingLimits {
  /** Unpaid (pending, still holding) bookings one account, e-mail or phone may have at a time. */
  maxUnpaidHolds: number;
  /** No booking may start sooner than this many minutes from now. */
  minLeadMinutes?: number;
  /** A booking the office makes from a quote request may hold quote-only services (its own prices). */
  allowQuoteOnly?: boolean;
  /** How long the new booking holds its slot unpaid (`held_until`); a checkout's `HOLD_MINUTES` by default. */
  holdMinutes?: number;
}

/** What a save made (or found, for a key seen before). */
interface SavedBooking {
  bookingId: number;
  userId: number;
  /** False when the key's earlier booking was returned. */
  created: boolean;
  /** A new customer's e-mail had an account, which the booking was made on: whether the typed password is its own. */
  existingAccount?: { passwordMatched: boolean };
}

/** The booking would start sooner than the lead time allows (or has started). */
const tooSoon = (lead: number) => new HttpError(409, tooSoonMessage(lead), 'TOO_SOON');

/**
 * 409 AREA_NOT_SERVED naming the suburb, unless it is an active service area (any case); the suburb as
 * the area spells it. The one check of the api's (a booking's address, a customer's property).
 */
export async function assertAreaServed(db: Db | Tx, suburb: string): Promise<string> {
  const [area] = await db
    .select({ suburb: serviceAreas.suburb })
    .from(serviceAreas)
    .where(
      and(eq(sql`lower(${serviceAreas.suburb})`, suburb.trim().toLowerCase()), eq(serviceAreas.active, true)),
    );
  if (!area) {
    throw new HttpError(
      409,
      `Sorry, we do not serve ${suburb.trim()} yet. Please check the suburb, or call us to ask.`,
      'AREA_NOT_SERVED',
      { 'address.suburb': `${suburb.trim()} is not an area we serve` },
    );
  }
  return area.suburb;
}

const TOO_MANY_HOLDS = 'TOO_MANY_HOLDS';
const tooManyHolds = (max: number) =>
  conflict(
    `You already have ${max} unpaid booking${max === 1 ? '' : 's'}. Please pay or cancel one before booking another.`,
    TOO_MANY_HOLDS,
  );
const keyUsedElsewhere = () =>
  conflict('This request key was already used for another booking.', 'DUPLICATE');

/** Who is booking: an account id, or the e-mail of the new account. */
type Booker = { userId: number } | { email: string };
const bookerOf = (input: SaveBookingInput): Booker =>
  input.customer ? { email: input.customer.email } : { userId: input.userId! };

/**
 * The booking an earlier request with this key made, when it is this booker's: the same account, or
 * (a new customer's retry) the account the first attempt created with this e-mail. Another booker's
 * key is refused rather than handing over that booking (its guidId opens it).
 */
export async function findByIdempotencyKey(
  db: Db | Tx,
  key: string,
  booker: Booker,
): Promise<{ bookingId: number; userId: number } | null> {
  const [b] = await db
    .select({ id: bookings.id, userId: bookings.userId, email: users.email })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.idempotencyKey, key));
  if (!b || b.userId === null) return null;
  const same =
    'userId' in booker
      ? b.userId === booker.userId
      : b.email?.trim().toLowerCase() === booker.email.trim().toLowerCase();
  if (!same) throw keyUsedElsewhere();
  return { bookingId: b.id, userId: b.userId };
}

/** Places taken in the start's first cell now, by the trigger's rule (an early answer only; the trigger decides). */
async function slotTaken(db: Db, date: string, time: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .where(and(eq(bookingSlots.slotDate, date), eq(bookingSlots.slotIndex, startCell(time)), holdsItsPlace));
  return row?.n ?? 0;
}

/**
 * A package's length: the minutes of the services it holds, times their quantity (none when it lists
 * no services; a booking covers at least one slot).
 */
const packageMinutes =
  sql<number>`coalesce((select sum(s.duration_minutes * ps.quantity) from package_services ps join services s on s.id = ps.service_id where ps.package_id = packages.id), 0)::integer`.mapWith(
    Number,
  );

/**
 * Refuses a booking that would give the account, or any account with the same phone, more unpaid
 * holds than allowed. Inside the booking's transaction, after taking a lock per account and per phone
 * (always in that order), so two saves for one account or phone are counted one after the other.
 * Phones are one phone in any form they were written in: compared (and locked) by the database's
 * `phone_key` (migration 0037: the national form of shared/src/sa-phone.ts), so "+27 82 555 0199" and
 * "082 555 0199" share one limit.
 */
async function checkUnpaidHolds(tx: Tx, userId: number | null, phone: string, max: number) {
  if (userId !== null)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`holds:user:${userId}`}))`);
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('holds:phone:' || k)) from (select phone_key(${phone}) as k) p where k is not null`,
  );
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        unpaidHold,
        or(
          userId !== null ? eq(users.id, userId) : undefined,
          sql`phone_key(${users.phone}) = phone_key(${phone})`,
        ),
      ),
    );
  if ((row?.n ?? 0) >= max) throw tooManyHolds(max);
}

/**
 * Writes a booking with its lines, chosen options, add-ons and modifiers, and for a new customer the
 * account too, in one transaction, after checking every reference, the e-mail and the unpaid-holds
 * limit inside it; or writes nothing (a refused booking leaves no account). The slot capacity is the
 * database's to enforce (trigger, error GL001). With an idempotency key seen before for this booker,
 * returns the first booking, also when two requests with the key race. The password is hashed before
 * the transaction opens, so no lock or connection is held while argon2 works.
 */
export async function saveBooking(
  db: Db,
  input: SaveBookingInput,
  limits: SaveBookingLimits,
): Promise<SavedBooking> {
  const booker = bookerOf(input);
  const key = input.idempotencyKey;
  const replay = async () => {
    const found = key ? await findByIdempotencyKey(db, key, booker) : null;
    if (!found) return null;
    // A new customer's retry proves the account is theirs with its password too (the reply signs
    // them in), not only with the key and the e-mail.
    // (The office's booking for a new customer sends no password: the office is signed in.)
    if (input.customer && !input.office) {
      const [u] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, found.userId));
      if (!(await verifyPassword(u?.hash, input.customer.password ?? ''))) throw keyUsedElsewhere();
    }
    return { ...found, created: false };
  };
  const earlier = await replay();
  if (earlier) return earlier;

  try {
    // Early answers before the costly hash (each is decided again inside the transaction).
    const [owner] = input.customer
      ? await db
          .select({ id: users.id, hash: users.passwordHash })
          .from(users)
          .where(lowerEmail(input.customer.email))
      : [];
    if (owner && !input.bookForExistingAccount) throw emailTaken();
    const lead = limits.minLeadMinutes ?? DEFAULT_LEAD_MINUTES;
    if (slotStartsAt(input.bookingDate, input.bookingTime).getTime() < Date.now() + lead * 60_000) {
      throw tooSoon(lead);
    }
    if ((await slotTaken(db, input.bookingDate, input.bookingTime)) >= (await slotCapacity(db))) {
      throw new HttpError(409, SLOT_FULL_MESSAGE, 'SLOT_FULL');
    }
    // One argon2 computation either way: the new account's hash, or the check of the existing one's.
    const password = input.customer?.password;
    const passwordMatched = owner ? await verifyPassword(owner.hash, password ?? '') : undefined;
    const passwordHash = !owner && password ? await hashPassword(password) : null;
    // The office books on the customer's behalf: the customer's unpaid-holds limit is not the office's.
    const maxUnpaidHolds = input.office ? Number.MAX_SAFE_INTEGER : limits.maxUnpaidHolds;

    return await db.transaction(async (tx) => {
      if (input.catalogueVersion !== undefined)
        await assertPricedFromCurrentCatalogue(tx, { ...input, catalogueVersion: input.catalogueVersion });
      let userId: number;
      let phone: string;
      const [clash] = input.customer
        ? await tx
            .select({ id: users.id, phone: users.phone })
            .from(users)
            .where(lowerEmail(input.customer.email))
        : [];
      if (clash && input.bookForExistingAccount) {
        // Booked on the account the e-mail belongs to, whose unpaid-holds limit it counts against.
        userId = clash.id;
        phone = clash.phone ?? '';
        await checkUnpaidHolds(tx, userId, phone, maxUnpaidHolds);
      } else if (input.customer) {
        const c = input.customer;
        if (clash) throw emailTaken();
        // Holds are counted (by phone) before the account exists, so its lock order stays the same.
        await checkUnpaidHolds(tx, null, c.phone, maxUnpaidHolds);
        const [created] = await tx
          .insert(users)
          .values({
            name: c.name,
            email: c.email,
            phone: c.phone,
            address: c.address,
            role: 'client',
            passwordHash,
          })
          .returning({ id: users.id });
        userId = created!.id;
        phone = c.phone;
      } else {
        const [u] = await tx
          .select({ id: users.id, phone: users.phone })
          .from(users)
          .where(eq(users.id, input.userId!));
        if (!u) throw badRequest('Some of the booking details are not valid.', { userId: 'User not found' });
        userId = u.id;
        phone = u.phone ?? '';
        await checkUnpaidHolds(tx, userId, phone, maxUnpaidHolds);
      }
      const servedSuburb = await assertAreaServed(tx, input.address.suburb);
      const createdBy = input.created_by ?? userId;
      const resolved = resolveReferences(
        input,
        await loadReferences(tx, input),
        limits.allowQuoteOnly ?? false,
      );
      const [booking] = await tx
        .insert(bookings)
        .values({
          guidId: newGuidId(),
          userId,
          bookingDate: input.bookingDate,
          bookingTime: input.bookingTime,
          durationMinutes: resolved.minutes,
          addressStreet: input.address.street,
          addressSuburb: input.address.suburb,
          addressPostalCode: input.address.postalCode,
          propertyNotes: input.propertyNotes ?? null,
          totalPrice: input.totalPrice,
          idempotencyKey: key ?? null,
          // The office chooses how long its booking holds its place while the customer pays.
          heldUntil: holdFor(
            input.office?.holdMinutes ?? input.holdMinutes ?? limits.holdMinutes ?? HOLD_MINUTES,
          ),
          crewId: input.office?.crewId ?? null,
          // Never the customer's own code (the gateway decided the rest: a valid code on a first booking).
          referrerId: input.referrerId !== undefined && input.referrerId !== userId ? input.referrerId : null,
          referralCredit: input.referralCredit?.amount ?? null,
          ...(input.officeDiscount
            ? {
                officeDiscountPercent: input.officeDiscount.percent,
                officeDiscountAmount: input.officeDiscount.amount,
                officeDiscountReason: input.officeDiscount.reason,
                officeDiscountBy: input.officeDiscount.givenBy,
              }
            : {}),
          createdBy,
          updatedBy: createdBy,
        })
        .returning({ id: bookings.id, heldUntil: bookings.heldUntil });
      const bookingId = booking!.id;
      // The visit's address is one of the customer's properties from its first booking on (one per
      // street and suburb: an address they have already is left as it is, notes included).
      await tx
        .insert(customerProperties)
        .values({
          userId,
          street: input.address.street.trim(),
          suburb: servedSuburb,
          postalCode: input.address.postalCode.trim(),
          notes: input.propertyNotes?.trim() || null,
          createdBy,
          updatedBy: createdBy,
        })
        .onConflictDoNothing();
      if (input.referralCredit) await reserveReferralCredits(tx, { bookingId, userId }, input.referralCredit);
      for (const { line, name, options, addOns: lineAddOns } of resolved.lines) {
        const [row] = await tx
          .insert(bookingServices)
          .values({
            bookingId,
            serviceId: line.serviceId ?? null,
            packageId: line.packageId ?? null,
            name,
            price: line.price,
            seasonName: line.season?.name ?? null,
            seasonMultiplier: line.season?.multiplier ?? null,
            seasonAmount: line.season?.amount ?? null,
          })
          .returning({ id: bookingServices.id });
        const bookingServiceId = row!.id;
        if (options.length) {
          await tx.insert(bookingServiceVariations).values(
            options.map((o) => ({
              bookingServiceId,
              serviceVariationId: o.serviceVariationId,
              variationOptionId: o.optionId,
              variationName: o.variationName,
              optionLabel: o.label,
              additionalCost: o.additionalCost,
            })),
          );
        }
        if (lineAddOns.length) {
          await tx
            .insert(bookingServiceAddOns)
            .values(
              lineAddOns.map((a) => ({ bookingServiceId, addOnId: a.id, name: a.name, price: a.price })),
            );
        }
      }
      if (resolved.modifiers.length) {
        await tx.insert(bookingModifiers).values(
          resolved.modifiers.map((m) => ({
            bookingId,
            name: m.modifierName,
            modifierId: m.modifierId,
            modifierOptionId: m.id,
            optionName: m.name,
            type: m.type,
            units: m.units,
            value: m.value,
            amount: input.modifierAmounts?.[String(m.id)] ?? null,
            base: input.modifierBases?.[String(m.id)] ?? null,
            createdBy,
            updatedBy: createdBy,
          })),
        );
      }
      await createSeries(tx, {
        bookingId,
        heldUntil: booking!.heldUntil!,
        userId,
        input,
        lines: resolved.lines,
        modifiers: resolved.modifiers,
      });
      return {
        bookingId,
        userId,
        created: true,
        ...(clash && input.bookForExistingAccount
          ? { existingAccount: { passwordMatched: passwordMatched ?? false } }
          : {}),
      };
    });
  } catch (err) {
    // Refused (slot full, e-mail taken, key's unique index, holds), but a concurrent request with the
    // same key may have made this very booking meanwhile: answer with it.
    const winner = await replay();
    if (winner) return winner;
    // Two new accounts with one address at once: the unique index decides, the loser hears EMAIL_TAKEN.
    if (input.customer && pgErrorCode(err) === UNIQUE_VIOLATION) throw emailTaken();
    throw err;
  }
}

const unique = (ids: number[]) => [...new Set(ids)];

type ProgrammeServiceRow = ProgrammeService & { packageId: number };

function groupByPackage(rows: ProgrammeServiceRow[]): Map<number, ProgrammeService[]> {
  const map = new Map<number, ProgrammeService[]>();
  for (const { packageId, ...row } of rows) map.set(packageId, [...(map.get(packageId) ?? []), row]);
  return map;
}
