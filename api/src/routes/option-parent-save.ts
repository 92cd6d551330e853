/**
 * `<parent>/save-with-options.php`: a parent (modifier or variation), its options and the options
 * removed from it, written in one database transaction. Any refused field, any option id that is not
 * one of this parent's, or any database error rolls the whole save back: nothing is half-written.
 */
import { eq, getTableName } from 'drizzle-orm';
import { archiveOrDeleteIn } from '../catalogue/archive.js';
import type { Db, Tx } from '../db/client.js';
import { notFound, zodFields } from '../http/errors.js';
import { onceById } from '../idempotency/idempotent.js';
import type { Idempotency } from '@greenleaf/shared/rules/idempotency';
import { SaveWithOptionsFields } from '@greenleaf/shared/rest/option-parents';
import {
  parseOption,
  refuseIfAny,
  writeOption,
  writeParent,
  type ColumnValues,
  type OptionParentKind,
  type OptionParentReader,
} from './option-parent-kind.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Checks the whole body before anything is written: every refused field is named. */
function parseSave(kind: OptionParentKind<ColumnValues>, value: unknown) {
  const errors: Record<string, string> = {};
  const r = SaveWithOptionsFields.safeParse(value ?? {});
  if (!r.success) Object.assign(errors, zodFields(r.error));
  // The options are checked even when the parent's fields are refused, so that all are named at once.
  const listed = isObject(value) && Array.isArray(value.options) ? (value.options as unknown[]) : [];
  const options = listed.map((o, i) => parseOption(kind, o ?? {}, `options.${i}.`, errors));
  refuseIfAny(errors, Object.values(errors)[0]);
  const { options: _raw, removeOptionIds, ...parent } = r.data!;
  return { parent, options: options.map((o) => o!), removeOptionIds };
}

/** 400 naming each option id that is listed twice, or that is not an option of this parent. */
function checkOptionIds(
  label: string,
  existing: ReadonlySet<number>,
  kept: readonly (number | undefined)[],
  removed: readonly number[],
): void {
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  const check = (id: number, field: string) => {
    if (!existing.has(id)) errors[field] = `This option does not belong to this ${label}.`;
    else if (seen.has(id)) errors[field] = 'This option is listed twice.';
    seen.add(id);
  };
  kept.forEach((id, i) => id !== undefined && check(id, `options.${i}.id`));
  removed.forEach((id, i) => check(id, `removeOptionIds.${i}`));
  refuseIfAny(errors, Object.values(errors)[0]);
}

/** The ids of the parent's options, its row locked until the transaction ends; 404 without it. */
async function lockedOptionIds(tx: Tx, kind: OptionParentKind<ColumnValues>, id: number) {
  const t = kind.parent;
  const [found] = await tx.select({ id: t.id }).from(t).where(eq(t.id, id)).for('update');
  if (!found) throw notFound(kind.parentLabel);
  const { table, parentColumn } = kind.option;
  const rows = await tx.select({ id: table.id }).from(table).where(eq(parentColumn, id)).for('update');
  return new Set(rows.map((r) => r.id as number));
}

/**
 * A new parent written by `write` once per idempotency key: the same key again writes nothing and
 * answers the parent its first request made (docs/graphql.md, "Idempotency").
 */
export async function createParentOnce(
  tx: Tx,
  kind: OptionParentKind<ColumnValues>,
  idempotency: Idempotency | undefined,
  write: () => Promise<number>,
): Promise<number> {
  const t = kind.parent;
  const made = await onceById(tx, `save:${getTableName(t)}`, idempotency, write, async (id) => {
    const [found] = await tx.select({ id: t.id }).from(t).where(eq(t.id, id));
    return found !== undefined;
  });
  return made.id;
}

export async function saveWithOptions(
  db: Db,
  kind: OptionParentKind<ColumnValues>,
  read: OptionParentReader,
  value: unknown,
) {
  const { parent, options, removeOptionIds } = parseSave(kind, value);
  const actors = { created_by: parent.created_by, updated_by: parent.updated_by };
  const label = kind.parentLabel.toLowerCase();
  return db.transaction(async (tx) => {
    const existing = parent.id === undefined ? new Set<number>() : await lockedOptionIds(tx, kind, parent.id);
    checkOptionIds(
      label,
      existing,
      options.map((o) => o.id),
      removeOptionIds,
    );
    const write = async () => {
      const parentId = await writeParent(tx, kind.parent, parent, kind.parentLabel);
      for (const option of options) {
        // Ids were checked above under the parent's lock, so an update always finds its row.
        if ((await writeOption(tx, kind, parentId, option, actors)) === undefined) {
          throw notFound(kind.optionLabel);
        }
      }
      // An option left out is archived while bookings or series chose it, deleted otherwise.
      for (const optionId of removeOptionIds) await archiveOrDeleteIn(tx, kind.archiveKinds.option, optionId);
      return parentId;
    };
    const id =
      parent.id === undefined ? await createParentOnce(tx, kind, parent.idempotency, write) : await write();
    return read.parent(tx, id);
  });
}
