/**
 * The one rule for a booking's modifier choice, used by the booking modifier save and the generic
 * table write: the option must be the modifier's own, and the booking keeps a snapshot of it (the
 * modifier's name, the option's name, type, units and value) as it was when chosen.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { modifierOptions, modifiers } from '../db/schema.js';

/** Why a modifier option was refused for a modifier. */
export const OPTION_NOT_OF_MODIFIER = 'This option does not belong to that modifier';

/** What a booking keeps of a modifier option it chose (read joined to the option's modifier). */
export const modifierSnapshotColumns = {
  modifierName: modifiers.name,
  name: modifierOptions.name,
  type: modifierOptions.type,
  units: modifierOptions.units,
  value: modifierOptions.value,
};

/** The option's snapshot when it is `modifierId`'s own, else null. */
export async function modifierChoiceSnapshot(tx: Db | Tx, modifierId: number, optionId: number) {
  const [option] = await tx
    .select(modifierSnapshotColumns)
    .from(modifierOptions)
    .innerJoin(modifiers, eq(modifiers.id, modifierOptions.modifierId))
    .where(and(eq(modifierOptions.id, optionId), eq(modifiers.id, modifierId)));
  return option ?? null;
}
