import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client.js';
import {
  addOns,
  bookingModifiers,
  bookings,
  bookingServiceAddOns,
  bookingServices,
  bookingServiceVariations,
  modifierOptions,
  modifiers,
  packages,
  serviceVariationOptions,
  serviceVariations,
  services,
  users,
  variationOptions,
  variations,
} from '../db/schema.js';
import { badRequest, conflict } from '../http/errors.js';
import { zDate, zId, zMoney } from '../http/validate.js';
import { assertPricedFromCurrentCatalogue } from './catalogue-freshness.js';
import { pgErrorCode, SLOT_FULL, UNIQUE_VIOLATION } from './pg-error.js';
import { BOOKING_SLOTS } from './slots.js';

/** `packageId: 0` (the read shape's "plain service") and null mean "not given". */
const zOptionalRef = z.preprocess(
  (v) => (v === 0 || v === '0' || v === null ? undefined : v),
  zId.optional(),
);

const BookingLine = z
  .object({
    serviceId: zOptionalRef,
    packageId: zOptionalRef,
    price: zMoney,
    variationOptionIds: z.array(zId).max(50).default([]),
    addOnIds: z.array(zId).max(50).default([]),
  })
  .superRefine((line, ctx) => {
    if (!line.serviceId === !line.packageId) {
      ctx.addIssue({ code: 'custom', path: ['serviceId'], message: 'Give either serviceId or packageId' });
    }
    if (line.packageId && line.variationOptionIds.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['variationOptionIds'],
        message: 'A package line has no options',
      });
    }
    if (line.packageId && line.addOnIds.length) {
      ctx.addIssue({ code: 'custom', path: ['addOnIds'], message: 'A package line has no add-ons' });
    }
  });

export const SaveBookingInput = z.object({
  userId: zId,
  bookingDate: zDate,
  bookingTime: z.enum(BOOKING_SLOTS, 'Choose one of the time slots'),
  totalPrice: zMoney,
  idempotencyKey: z.string().trim().min(1).max(200).optional(),
  services: z.array(BookingLine).min(1, 'Add at least one service').max(50),
  modifierOptionIds: z.array(zId).max(50).default([]),
  created_by: zId.nullish(),
  /** The catalogue version the prices were computed from: refused (409 STALE_CATALOGUE) when older than a row used. */
  catalogueVersion: z.number().int().min(0).optional(),
});
export type SaveBookingInput = z.infer<typeof SaveBookingInput>;

/** `booking-` + 128 random bits in hex + `-` + the time in base 36 (decisions.md, "booking ids"). */
export const newGuidId = () => `booking-${randomBytes(16).toString('hex')}-${Date.now().toString(36)}`;

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
  const user = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  const serviceRows = serviceIds.length
    ? await tx
        .select({ id: services.id, name: services.name })
        .from(services)
        .where(inArray(services.id, serviceIds))
    : [];
  const packageRows = packageIds.length
    ? await tx
        .select({ id: packages.id, name: packages.name })
        .from(packages)
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
  const addOnRows = addOnIds.length
    ? await tx
        .select({ id: addOns.id, serviceId: addOns.serviceId, name: addOns.name, price: addOns.price })
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
    userExists: user.length > 0,
    services: new Map(serviceRows.map((s) => [s.id, s])),
    packages: new Map(packageRows.map((p) => [p.id, p])),
    offered: new Map(offered.map((o) => [`${o.serviceId}:${o.optionId}`, o])),
    addOns: new Map(addOnRows.map((a) => [a.id, a])),
    modifierOptions: new Map(modifierRows.map((m) => [m.id, m])),
  };
}

type References = Awaited<ReturnType<typeof loadReferences>>;

/** Checks that every reference exists and belongs together; 400 naming each bad field path. */
function resolveReferences(input: SaveBookingInput, refs: References) {
  const errors = new ReferenceErrors();
  if (!refs.userExists) errors.add('userId', 'User not found');
  const lines = input.services.map((line, i) => {
    const at = `services.${i}`;
    const service = line.serviceId ? refs.services.get(line.serviceId) : undefined;
    const pkg = line.packageId ? refs.packages.get(line.packageId) : undefined;
    if (line.serviceId && !service) errors.add(`${at}.serviceId`, 'Service not found');
    if (line.packageId && !pkg) errors.add(`${at}.packageId`, 'Package not found');
    const seenVariations = new Set<number>();
    const options = line.variationOptionIds.flatMap((optionId, j) => {
      const o = line.serviceId ? refs.offered.get(`${line.serviceId}:${optionId}`) : undefined;
      if (!o) {
        errors.add(`${at}.variationOptionIds.${j}`, 'This option is not offered for this service');
        return [];
      }
      if (seenVariations.has(o.variationId)) {
        errors.add(`${at}.variationOptionIds.${j}`, `Only one option may be chosen for ${o.variationName}`);
        return [];
      }
      seenVariations.add(o.variationId);
      return [o];
    });
    const lineAddOns = line.addOnIds.flatMap((addOnId, j) => {
      const a = refs.addOns.get(addOnId);
      if (!a || a.serviceId !== line.serviceId) {
        errors.add(`${at}.addOnIds.${j}`, 'This add-on is not offered for this service');
        return [];
      }
      if (line.addOnIds.indexOf(addOnId) !== j) {
        errors.add(`${at}.addOnIds.${j}`, 'This add-on is chosen twice');
        return [];
      }
      return [a];
    });
    return { line, name: service?.name ?? pkg?.name ?? '', options, addOns: lineAddOns };
  });
  const seenModifiers = new Set<number>();
  const chosenModifiers = input.modifierOptionIds.flatMap((optionId, j) => {
    const m = refs.modifierOptions.get(optionId);
    if (!m) {
      errors.add(`modifierOptionIds.${j}`, 'Modifier option not found');
      return [];
    }
    if (seenModifiers.has(m.modifierId)) {
      errors.add(`modifierOptionIds.${j}`, `Only one option may be chosen for ${m.modifierName}`);
      return [];
    }
    seenModifiers.add(m.modifierId);
    return [m];
  });
  errors.throwIfAny();
  return { lines, modifiers: chosenModifiers };
}

/**
 * The booking an earlier request with this key made. A key is only ever a replay for the same user:
 * another user's key is refused rather than handing over that booking (its guidId opens it).
 */
async function findByIdempotencyKey(db: Db | Tx, key: string, userId: number): Promise<number | null> {
  const [b] = await db
    .select({ id: bookings.id, userId: bookings.userId })
    .from(bookings)
    .where(eq(bookings.idempotencyKey, key));
  if (!b) return null;
  if (b.userId !== userId)
    throw conflict('This request key was already used for another booking.', 'DUPLICATE');
  return b.id;
}

/**
 * Writes a booking with its lines, chosen options, add-ons and modifiers in one transaction, after
 * checking every reference inside it, or writes nothing. The slot capacity is the database's to
 * enforce (trigger, error GL001). With an idempotency key seen before, returns the first booking's id,
 * also when two requests with the key race.
 */
export async function saveBooking(db: Db, input: SaveBookingInput): Promise<number> {
  if (input.idempotencyKey) {
    const existing = await findByIdempotencyKey(db, input.idempotencyKey, input.userId);
    if (existing) return existing;
  }
  try {
    return await db.transaction(async (tx) => {
      if (input.catalogueVersion !== undefined)
        await assertPricedFromCurrentCatalogue(tx, { ...input, catalogueVersion: input.catalogueVersion });
      const resolved = resolveReferences(input, await loadReferences(tx, input));
      const [booking] = await tx
        .insert(bookings)
        .values({
          guidId: newGuidId(),
          userId: input.userId,
          bookingDate: input.bookingDate,
          bookingTime: input.bookingTime,
          totalPrice: input.totalPrice,
          idempotencyKey: input.idempotencyKey ?? null,
          createdBy: input.created_by ?? null,
          updatedBy: input.created_by ?? null,
        })
        .returning({ id: bookings.id });
      const bookingId = booking!.id;
      for (const { line, name, options, addOns: lineAddOns } of resolved.lines) {
        const [row] = await tx
          .insert(bookingServices)
          .values({
            bookingId,
            serviceId: line.serviceId ?? null,
            packageId: line.packageId ?? null,
            name,
            price: line.price,
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
            createdBy: input.created_by ?? null,
            updatedBy: input.created_by ?? null,
          })),
        );
      }
      return bookingId;
    });
  } catch (err) {
    // A concurrent request with the same key won (unique index), or filled the slot with this very
    // booking: answer with the winner.
    const code = pgErrorCode(err);
    if (input.idempotencyKey && (code === UNIQUE_VIOLATION || code === SLOT_FULL)) {
      const winner = await findByIdempotencyKey(db, input.idempotencyKey, input.userId);
      if (winner) return winner;
    }
    throw err;
  }
}

const unique = (ids: number[]) => [...new Set(ids)];
