/** Table rules of query.php that go beyond single fields, run inside the write's transaction. */
import { eq } from 'drizzle-orm';
import { bookingModifiers, type packages, type seasons } from '../db/schema.js';
import { modifierChoiceSnapshot, OPTION_NOT_OF_MODIFIER } from '../bookings/modifier-choice.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import type { AdminTable, WriteContext, WriteValues } from './types.js';

/** A booking's modifier choice: the option must belong to the modifier; name and option are snapshotted. */
export const bookingModifierRules: Pick<AdminTable, 'beforeWrite'> = {
  async beforeWrite(values: WriteValues, { tx, id }: WriteContext) {
    if (id !== undefined && values.modifierId === undefined && values.modifierOptionId === undefined) return;
    let modifierId = values.modifierId as number | undefined;
    let optionId = values.modifierOptionId as number | undefined;
    if (id !== undefined && (modifierId === undefined || optionId === undefined)) {
      const [current] = await tx
        .select({ modifierId: bookingModifiers.modifierId, optionId: bookingModifiers.modifierOptionId })
        .from(bookingModifiers)
        .where(eq(bookingModifiers.id, id));
      if (!current) throw notFound('Booking modifier');
      modifierId ??= current.modifierId ?? undefined;
      optionId ??= current.optionId ?? undefined;
    }
    if (modifierId === undefined || optionId === undefined) return;
    const option = await modifierChoiceSnapshot(tx, modifierId, optionId);
    if (!option) throw badRequest('Invalid request.', { modifierOptionId: OPTION_NOT_OF_MODIFIER });
    values.optionName = option.name;
    values.type = option.type;
    values.units = option.units;
    values.value = option.value;
    if (values.name === undefined && id === undefined) values.name = option.modifierName;
  },
};

/** An end date is not before the start date (the stored one when only one of them changes). */
export const seasonDateRules =
  (table: typeof seasons | typeof packages) =>
  async (values: WriteValues, { tx, id }: WriteContext): Promise<void> => {
    if (values.startDate === undefined && values.endDate === undefined) return;
    let start = values.startDate as string | null | undefined;
    let end = values.endDate as string | null | undefined;
    if (id !== undefined && (start === undefined || end === undefined)) {
      const [current] = await tx
        .select({ start: table.startDate, end: table.endDate })
        .from(table)
        .where(eq(table.id, id));
      start = start === undefined ? current?.start : start;
      end = end === undefined ? current?.end : end;
    }
    if (start && end && end < start) {
      throw badRequest('Invalid request.', { endDate: 'End date must not be before the start date' });
    }
  };

/** The unique e-mail index speaks as EMAIL_TAKEN, as users/save.php does. */
export function userErrors(err: unknown): Error | null {
  let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
  for (let i = 0; i < 3 && e && !e.code && e.cause; i++) e = e.cause;
  if (e?.code === '23505')
    return new HttpError(409, 'This e-mail address already has an account.', 'EMAIL_TAKEN');
  return null;
}

/** A category cannot be its own parent. */
export async function categoryRules(values: WriteValues, { id }: WriteContext): Promise<void> {
  if (id !== undefined && values.parentCategoryId === id) {
    throw badRequest('Invalid request.', { parentCategoryId: 'A category cannot be its own parent' });
  }
}
