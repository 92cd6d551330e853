import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SaveBookingModifierBody } from '@greenleaf/shared/rest/bookings';
import type { Db } from '../db/client.js';
import { bookingModifiers, bookings } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { isoTimestamp } from './timestamps.js';
import { modifierChoiceSnapshot, OPTION_NOT_OF_MODIFIER } from './modifier-choice.js';

type SaveBookingModifierInput = z.infer<typeof SaveBookingModifierBody>;

type Row = typeof bookingModifiers.$inferSelect;

function toBookingModifierView(r: Row) {
  return {
    id: r.id,
    name: r.name,
    bookingId: r.bookingId,
    modifierId: r.modifierId,
    modifierOptionId: r.modifierOptionId,
    optionName: r.optionName,
    type: r.type,
    units: r.units,
    value: r.value,
    statusId: r.statusId,
    created_at: isoTimestamp(r.createdAt),
    created_by: r.createdBy,
    updated_at: isoTimestamp(r.updatedAt),
    updated_by: r.updatedBy,
  };
}

/**
 * Inserts or updates a booking's chosen modifier option, snapshotting the option as it is now. The
 * option must belong to the modifier, and a booking holds at most one option per modifier.
 */
export async function saveBookingModifier(db: Db, input: SaveBookingModifierInput) {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, input.bookingId));
    const option = await modifierChoiceSnapshot(tx, input.modifierId, input.modifierOptionId);
    const fields: Record<string, string> = {};
    if (!booking) fields.bookingId = 'Booking not found';
    if (!option) fields.modifierOptionId = OPTION_NOT_OF_MODIFIER;
    if (!booking || !option) throw badRequest('Invalid request.', fields);
    const [twin] = await tx
      .select({ id: bookingModifiers.id })
      .from(bookingModifiers)
      .where(
        and(
          eq(bookingModifiers.bookingId, input.bookingId),
          eq(bookingModifiers.modifierId, input.modifierId),
          input.id ? ne(bookingModifiers.id, input.id) : undefined,
        ),
      );
    if (twin) throw conflict('This booking already has an option for that modifier.', 'DUPLICATE');
    const values = {
      name: input.name ?? option.modifierName,
      bookingId: input.bookingId,
      modifierId: input.modifierId,
      modifierOptionId: input.modifierOptionId,
      optionName: option.name,
      type: option.type,
      units: option.units,
      value: option.value,
      ...(input.statusId ? { statusId: input.statusId } : {}),
    };
    if (input.id) {
      const [row] = await tx
        .update(bookingModifiers)
        .set({ ...values, updatedAt: sql`now()`, updatedBy: input.updated_by ?? null })
        .where(eq(bookingModifiers.id, input.id))
        .returning();
      if (!row) throw notFound('Booking modifier');
      return toBookingModifierView(row);
    }
    const [row] = await tx
      .insert(bookingModifiers)
      .values({ ...values, createdBy: input.created_by ?? null, updatedBy: input.created_by ?? null })
      .returning();
    return toBookingModifierView(row!);
  });
}

export async function getBookingModifier(db: Db, id: number) {
  const [row] = await db.select().from(bookingModifiers).where(eq(bookingModifiers.id, id));
  if (!row) throw notFound('Booking modifier');
  return toBookingModifierView(row);
}

export async function listBookingModifiers(db: Db, bookingId?: number) {
  const rows = await db
    .select()
    .from(bookingModifiers)
    .where(bookingId ? eq(bookingModifiers.bookingId, bookingId) : undefined)
    .orderBy(asc(bookingModifiers.id));
  return rows.map(toBookingModifierView);
}

export async function deleteBookingModifier(db: Db, id: number) {
  const rows = await db
    .delete(bookingModifiers)
    .where(eq(bookingModifiers.id, id))
    .returning({ id: bookingModifiers.id });
  if (rows.length === 0) throw notFound('Booking modifier');
  return { success: true };
}
