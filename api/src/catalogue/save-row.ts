/** The write every catalogue save shares: insert a row (no `id`) or update the one with `id`. */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { auditOnInsert, auditOnUpdate } from './fields.js';

type AuditedTable = PgTable & { id: PgColumn };

/** The id and audit fields of a save body. */
interface SaveAudit {
  id?: number | undefined;
  created_by?: number | null | undefined;
  updated_by?: number | null | undefined;
}

/**
 * Inserts `columns` with the insert's audit columns, or updates the row `input.id` with the update's;
 * the row's id. 404 naming `label` ('Season not found') when `input.id` names no row.
 */
export async function saveCatalogueRow<T extends AuditedTable>(
  db: Db | Tx,
  table: T,
  columns: Partial<T['$inferInsert']>,
  input: SaveAudit,
  label: string,
): Promise<number> {
  if (input.id === undefined) {
    const [row] = await db
      .insert(table)
      .values({ ...columns, ...auditOnInsert(input) } as T['$inferInsert'])
      .returning({ id: table.id });
    if (!row) throw new Error('insert returned no row');
    return row.id as number;
  }
  const [row] = await db
    .update(table)
    .set({ ...columns, ...auditOnUpdate(input) })
    .where(eq(table.id, input.id))
    .returning({ id: table.id });
  if (!row) throw notFound(label);
  return row.id as number;
}
