/** Checks that rows a body points at exist, so a dangling reference is a 400 naming the field. */
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import { badRequest } from '../http/errors.js';

type Reader = Db | Tx;

/** Throws a 400 `{ [field]: "<label> <id> does not exist" }` when `id` is not a row of `table`. */
export async function requireReference(
  db: Reader,
  table: PgTable & { id: PgColumn },
  id: number | null | undefined,
  field: string,
  label: string,
): Promise<void> {
  if (id == null) return;
  const found = await existingIds(db, table, [id]);
  if (!found.has(id)) throw badRequest('Invalid request.', { [field]: `${label} ${id} does not exist` });
}

/** The subset of `ids` that are rows of `table`, in one query. */
export async function existingIds(
  db: Reader,
  table: PgTable & { id: PgColumn },
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]));
  return new Set(rows.map((r) => Number(r.id)));
}
