/** The write every catalogue save shares: insert a row (no `id`) or update the one with `id`. */
import { eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Idempotency } from '@greenleaf/shared/rules/idempotency';
import type { Db, Tx } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { onceById } from '../idempotency/idempotent.js';
import { auditOnInsert, auditOnUpdate } from './fields.js';

type AuditedTable = PgTable & { id: PgColumn };

/** The id and audit fields of a save body. */
interface SaveAudit {
  id?: number | undefined;
  created_by?: number | null | undefined;
  updated_by?: number | null | undefined;
  /** A create's idempotency key (docs/graphql.md, "Idempotency"); an update needs none. */
  idempotency?: Idempotency | undefined;
}

/**
 * Inserts `columns` with the insert's audit columns, or updates the row `input.id` with the update's;
 * the row's id. 404 naming `label` ('Season not found') when `input.id` names no row. A create sent
 * again with its idempotency key inserts nothing: it answers the row its first request made, with
 * `replayed` (the caller then writes nothing more, such as a service's variations).
 */
export async function saveCatalogueRow<T extends AuditedTable>(
  db: Db | Tx,
  table: T,
  columns: Partial<T['$inferInsert']>,
  input: SaveAudit,
  label: string,
): Promise<{ id: number; replayed: boolean }> {
  if (input.id === undefined) {
    const insert = async (tx: Db | Tx) => {
      const [row] = await tx
        .insert(table)
        .values({ ...columns, ...auditOnInsert(input) } as T['$inferInsert'])
        .returning({ id: table.id });
      if (!row) throw new Error('insert returned no row');
      return row.id as number;
    };
    const { idempotency } = input;
    if (!idempotency) return { id: await insert(db), replayed: false };
    const source: PgTable = table;
    return db.transaction((tx) =>
      onceById(
        tx,
        `save:${getTableName(table)}`,
        idempotency,
        () => insert(tx),
        async (id) => (await tx.select({ id: table.id }).from(source).where(eq(table.id, id))).length > 0,
      ),
    );
  }
  const [row] = await db
    .update(table)
    .set({ ...columns, ...auditOnUpdate(input) })
    .where(eq(table.id, input.id))
    .returning({ id: table.id });
  if (!row) throw notFound(label);
  return { id: row.id as number, replayed: false };
}
