/**
 * The booking save: one transaction that writes the booking, its rows and, for a new customer, the
 * account. Its parts: the idempotency key (idempotency.ts), the references the lines make
 * (booking-references.ts), the checks before writing (save-preflight.ts) and the rows under a booking
 * (booking-rows.ts, shared with the series' visits).
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { HOLD_MINUTES } from '@greenleaf/shared/holds';
import type { NewCustomer, SaveBookingBody } from '@greenleaf/shared/rest/bookings';
import type { Db, Tx } from '../db/client.js';
import { bookings, customerProperties, users } from '../db/schema.js';
import { badRequest } from '../http/errors.js';
import { emailTaken, lowerEmail } from '../users/email.js';
import { hashPassword, verifyPassword } from '../users/password.js';
import { assertPricedFromCurrentCatalogue } from './catalogue-freshness.js';
import { holdFor } from './holds.js';
import { createSeries } from '../series/create.js';
import { reserveReferralCredits } from '../referrals/credits.js';
import { pgErrorCode, UNIQUE_VIOLATION } from './pg-error.js';
import { DEFAULT_LEAD_MINUTES } from './slots.js';
import { newGuidId } from './guid-id.js';
import { loadReferences, resolveReferences } from './booking-references.js';
import { earlierSave } from './idempotency.js';
import { assertAreaServed, assertSlotOpen, checkUnpaidHolds } from './save-preflight.js';
import { recordBookingEvent } from '../webhooks/outbox.js';
import { recordNotice } from '../email-outbox/notices.js';
import type { NoticeKind } from '@greenleaf/shared/rules/email-outbox';
import { stampBookedByClient } from '../developers/api-clients.js';
import {
  modifierRow,
  writeBookingRows,
  type BookingLineRow,
  type BookingModifierRow,
} from './booking-rows.js';

type NewCustomer = z.infer<typeof NewCustomer>;

export type SaveBookingInput = z.infer<typeof SaveBookingBody>;

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
  /** What the input's `notice` tells of (the office's payment link by default), and what it keeps. */
  notice?: { kind: NoticeKind; facts?: Record<string, unknown> };
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

type Resolved = ReturnType<typeof resolveReferences>;

/**
 * Early answers before the costly hash (each is decided again inside the transaction), then one argon2
 * computation either way: the new account's hash, or the check of the existing account's password.
 */
async function beforeTheTransaction(db: Db, input: SaveBookingInput, limits: SaveBookingLimits) {
  const [owner] = input.customer
    ? await db
        .select({ id: users.id, hash: users.passwordHash })
        .from(users)
        .where(lowerEmail(input.customer.email))
    : [];
  if (owner && !input.bookForExistingAccount) throw emailTaken();
  await assertSlotOpen(
    db,
    input.bookingDate,
    input.bookingTime,
    limits.minLeadMinutes ?? DEFAULT_LEAD_MINUTES,
  );
  const password = input.customer?.password;
  return {
    passwordMatched: owner ? await verifyPassword(owner.hash, password ?? '') : undefined,
    passwordHash: !owner && password ? await hashPassword(password) : null,
  };
}

/**
 * The account the booking is for (a new customer's is made here), after counting its unpaid holds.
 * `onExistingAccount`: a new customer's e-mail had an account, and the booking is made on it.
 */
async function bookingAccount(
  tx: Tx,
  input: SaveBookingInput,
  passwordHash: string | null,
  maxUnpaidHolds: number,
): Promise<{ userId: number; onExistingAccount: boolean }> {
  const [clash] = input.customer
    ? await tx
        .select({ id: users.id, phone: users.phone })
        .from(users)
        .where(lowerEmail(input.customer.email))
    : [];
  if (clash && input.bookForExistingAccount) {
    // Booked on the account the e-mail belongs to, whose unpaid-holds limit it counts against.
    await checkUnpaidHolds(tx, clash.id, clash.phone ?? '', maxUnpaidHolds);
    return { userId: clash.id, onExistingAccount: true };
  }
  if (input.customer) {
    if (clash) throw emailTaken();
    return {
      userId: await createAccount(tx, input.customer, passwordHash, maxUnpaidHolds),
      onExistingAccount: false,
    };
  }
  const [u] = await tx
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(eq(users.id, input.userId!));
  if (!u) throw badRequest('Some of the booking details are not valid.', { userId: 'User not found' });
  await checkUnpaidHolds(tx, u.id, u.phone ?? '', maxUnpaidHolds);
  return { userId: u.id, onExistingAccount: false };
}

async function createAccount(tx: Tx, c: NewCustomer, passwordHash: string | null, maxUnpaidHolds: number) {
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
  return created!.id;
}

/** The booking's own row; its id and the end of its hold. */
async function insertBooking(
  tx: Tx,
  input: SaveBookingInput,
  limits: SaveBookingLimits,
  at: { userId: number; createdBy: number; minutes: number },
) {
  const { userId, createdBy } = at;
  const [booking] = await tx
    .insert(bookings)
    .values({
      guidId: newGuidId(),
      userId,
      bookingDate: input.bookingDate,
      bookingTime: input.bookingTime,
      durationMinutes: at.minutes,
      addressStreet: input.address.street,
      addressSuburb: input.address.suburb,
      addressPostalCode: input.address.postalCode,
      propertyNotes: input.propertyNotes ?? null,
      totalPrice: input.totalPrice,
      idempotencyKey: input.idempotencyKey ?? null,
      idempotencyFingerprint: input.idempotencyKey ? (input.idempotencyFingerprint ?? null) : null,
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
  return { bookingId: booking!.id, heldUntil: booking!.heldUntil! };
}

/**
 * The visit's address is one of the customer's properties from its first booking on (one per street
 * and suburb: an address they have already is left as it is, notes included).
 */
async function keepProperty(
  tx: Tx,
  input: SaveBookingInput,
  userId: number,
  suburb: string,
  createdBy: number,
) {
  await tx
    .insert(customerProperties)
    .values({
      userId,
      street: input.address.street.trim(),
      suburb,
      postalCode: input.address.postalCode.trim(),
      notes: input.propertyNotes?.trim() || null,
      createdBy,
      updatedBy: createdBy,
    })
    .onConflictDoNothing();
}

/** The resolved lines and modifiers as rows (booking-rows.ts). */
const lineRows = (resolved: Resolved): BookingLineRow[] =>
  resolved.lines.map(({ line, name, options, addOns }) => ({
    serviceId: line.serviceId ?? null,
    packageId: line.packageId ?? null,
    name,
    price: line.price,
    season: line.season ?? null,
    variations: options.map((o) => ({
      serviceVariationId: o.serviceVariationId,
      variationOptionId: o.optionId,
      variationName: o.variationName,
      optionLabel: o.label,
      additionalCost: o.additionalCost,
    })),
    addOns: addOns.map((a) => ({ addOnId: a.id, name: a.name, price: a.price })),
  }));

const modifierRows = (resolved: Resolved, input: SaveBookingInput): BookingModifierRow[] =>
  resolved.modifiers.map((m) =>
    modifierRow(m, {
      amount: input.modifierAmounts?.[String(m.id)] ?? null,
      base: input.modifierBases?.[String(m.id)] ?? null,
    }),
  );

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
  const earlier = await earlierSave(db, input);
  if (earlier) return earlier;

  try {
    const { passwordMatched, passwordHash } = await beforeTheTransaction(db, input, limits);
    // The office books on the customer's behalf: the customer's unpaid-holds limit is not the office's.
    const maxUnpaidHolds = input.office ? Number.MAX_SAFE_INTEGER : limits.maxUnpaidHolds;

    return await db.transaction(async (tx) => {
      if (input.catalogueVersion !== undefined)
        await assertPricedFromCurrentCatalogue(tx, { ...input, catalogueVersion: input.catalogueVersion });
      const { userId, onExistingAccount } = await bookingAccount(tx, input, passwordHash, maxUnpaidHolds);
      const servedSuburb = await assertAreaServed(tx, input.address.suburb);
      const createdBy = input.created_by ?? userId;
      const resolved = resolveReferences(
        input,
        await loadReferences(tx, input),
        limits.allowQuoteOnly ?? false,
      );
      const { bookingId, heldUntil } = await insertBooking(tx, input, limits, {
        userId,
        createdBy,
        minutes: resolved.minutes,
      });
      await keepProperty(tx, input, userId, servedSuburb, createdBy);
      if (input.referralCredit) await reserveReferralCredits(tx, { bookingId, userId }, input.referralCredit);
      await writeBookingRows(tx, bookingId, lineRows(resolved), modifierRows(resolved, input), {
        createdBy,
        updatedBy: createdBy,
      });
      // The API client first: the events of the booking and of its series' visits go to the endpoints
      // that client may hear (migration 0073).
      if (input.apiClientId !== undefined) await stampBookedByClient(tx, bookingId, input.apiClientId);
      await createSeries(tx, {
        bookingId,
        heldUntil,
        userId,
        input,
        lines: resolved.lines,
        modifiers: resolved.modifiers,
      });
      // The partners' webhook outbox, in this transaction: the event exists exactly when the booking does.
      await recordBookingEvent(tx, bookingId, 'booking.created');
      // Its e-mail (the office's payment link), owed exactly when the booking exists.
      const told = limits.notice ?? { kind: 'booking.payment_link' };
      await recordNotice(tx, input.notice, told.kind, bookingId, told.facts);
      return {
        bookingId,
        userId,
        created: true,
        ...(onExistingAccount ? { existingAccount: { passwordMatched: passwordMatched ?? false } } : {}),
      };
    });
  } catch (err) {
    // Refused (slot full, e-mail taken, key's unique index, holds), but a concurrent request with the
    // same key may have made this very booking meanwhile: answer with it.
    const winner = await earlierSave(db, input);
    if (winner) return winner;
    // Two new accounts with one address at once: the unique index decides, the loser hears EMAIL_TAKEN.
    if (input.customer && pgErrorCode(err) === UNIQUE_VIOLATION) throw emailTaken();
    throw err;
  }
}
