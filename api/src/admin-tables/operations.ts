/**
 * The four operations of query.php over one admin table. Everything a caller names (keys, sort key)
 * is looked up in the table's allow-list and becomes a drizzle column; every value is a bound
 * parameter. No SQL text is ever put together from input.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  ilike,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { archiveOrDelete, type RemoveOutcome } from '../catalogue/archive.js';
import type { Db, Tx } from '../db/client.js';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.js';
import type { Idempotency } from '@greenleaf/shared/rules/idempotency';
import { once } from '../idempotency/idempotent.js';
import { afterCursor, decodeCursor, encodeCursor } from './cursor.js';
import { isoTimestamp } from './fields.js';
import { anyArm, searchPattern } from '../customers/search.js';
import { findField } from './tables.js';
import type { AdminField, AdminTable, WriteValues } from './types.js';

interface KeyValue {
  key: string;
  value: unknown;
}

interface QueryOptions {
  filters: KeyValue[];
  search?: string | undefined;
  sort?: { key: string; dir: 'asc' | 'desc' } | undefined;
  limit: number;
  offset: number;
  /** The cursor of the last row of the page before (keyset paging; offset must then be 0). */
  after?: string | undefined;
}

type Row = Record<string, unknown>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const unknownKey = (table: AdminTable, key: string) => `Unknown field "${key}" for table "${table.id}"`;

/** Drizzle insert/update take values under the column's property name (`basePrice`). */
const propertyCache = new WeakMap<AdminTable, Map<PgColumn, string>>();
function propertyOf(table: AdminTable, column: PgColumn): string {
  let map = propertyCache.get(table);
  if (!map) {
    map = new Map(Object.entries(getTableColumns(table.table)).map(([prop, col]) => [col, prop]));
    propertyCache.set(table, map);
  }
  const prop = map.get(column);
  if (!prop) throw new Error(`column of ${table.id} not in its table`);
  return prop;
}

function selection(table: AdminTable): Record<string, PgColumn> {
  const out: Record<string, PgColumn> = {};
  for (const fd of table.fields) if (fd.column && !fd.writeOnly) out[fd.key] = fd.column;
  return out;
}

function toRow(table: AdminTable, raw: Row): Row {
  const row: Row = { ...raw };
  for (const fd of table.fields) {
    if (fd.kind === 'timestamp' && typeof row[fd.key] === 'string')
      row[fd.key] = isoTimestamp(row[fd.key] as string);
  }
  return row;
}

function fieldOrThrow(table: AdminTable, key: string, path: string): AdminField {
  const fd = findField(table, key);
  if (!fd) throw badRequest(unknownKey(table, key), { [path]: unknownKey(table, key) });
  return fd;
}

/** Equality filters (null: IS NULL) on allowed keys. */
function filterConditions(table: AdminTable, filters: KeyValue[]): SQL[] {
  return filters.map(({ key, value }, i) => {
    const fd = fieldOrThrow(table, key, `filters.${i}.key`);
    if (!fd.column || !fd.filter) {
      throw badRequest(`Cannot filter "${table.id}" by "${key}"`, {
        [`filters.${i}.key`]: `Cannot filter by "${key}"`,
      });
    }
    if (value === null) return isNull(fd.column);
    const parsed = fd.filter.safeParse(value);
    if (!parsed.success) {
      const message = `${fd.label}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`;
      throw badRequest(message, { [`filters.${i}.value`]: message });
    }
    return eq(fd.column, parsed.data);
  });
}

/**
 * Case-insensitive "contains" over the table's searchable text columns (a 1 or 2 character search: their
 * start; customers/search.ts `searchPattern`), each column an arm answered by its own index
 * (`anyArm`); % _ and \ match themselves.
 */
function searchCondition(table: AdminTable, search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = searchPattern(text);
  const columns = table.fields
    .filter((fd) => fd.searchable && fd.column && !fd.writeOnly)
    .map((fd) => fd.column!);
  return anyArm(table.table, table.idColumn, [
    ...columns.map((c) => ilike(c, pattern)),
    table.searchAlso?.(pattern, text),
  ]);
}

/**
 * What a list sorts a field by: text as people read it ("alpha" before "Delta"), not by code point; a
 * field that points at another table by the name of the row it points at (a customer by name, not id).
 */
function sortKey(field: AdminField, column: PgColumn): SQL | PgColumn {
  const target = field.references;
  if (target) {
    // The looked-up table is aliased, so a table that points at itself (a parent category) still
    // compares the outer row's column.
    return sql`(select lower(r.${sql.identifier(target.name.name)}) from ${target.table} as r where r.${sql.identifier(target.id.name)} = ${column})`;
  }
  return ['text', 'email', 'url', 'enum'].includes(field.kind) ? sql`lower(${column})` : column;
}

/** The sort field a caller named (or the table's main one), when it may sort. */
function sortFieldOf(table: AdminTable, key: string | undefined): AdminField & { column: PgColumn } {
  const field = fieldOrThrow(table, key ?? table.mainKey, 'sort.key');
  if (!field.column || field.writeOnly) {
    throw badRequest(`Cannot sort "${table.id}" by "${field.key}"`, {
      'sort.key': `Cannot sort by "${field.key}"`,
    });
  }
  return field as AdminField & { column: PgColumn };
}

/**
 * One page of a list in the order `sort key, id`: after a cursor (keyset) or, for older callers, after
 * `offset` rows. `endCursor` is the last row's cursor; `hasNextPage` says whether more rows follow.
 * The total is counted only when asked (`total()`: a count of every matching row).
 */
export async function queryRows(
  db: Db,
  table: AdminTable,
  o: QueryOptions,
): Promise<{ rows: Row[]; total: () => Promise<number>; endCursor: string | null; hasNextPage: boolean }> {
  if (o.after !== undefined && o.offset > 0) {
    throw badRequest('Give a cursor or an offset, not both.', { offset: 'Not with a cursor' });
  }
  const where = and(...filterConditions(table, o.filters), searchCondition(table, o.search));
  const sortField = sortFieldOf(table, o.sort?.key);
  const key = sortKey(sortField, sortField.column);
  const dir = o.sort?.dir ?? 'asc';
  const after =
    o.after === undefined
      ? undefined
      : afterCursor(
          key,
          dir,
          table.idColumn,
          decodeCursor(o.after),
          Boolean(sortField.references) || !sortField.column.notNull,
        );
  const read = await db
    .select({ ...selection(table), __key: sql<string | null>`(${key})::text` })
    .from(table.table)
    .where(and(where, after))
    .orderBy(dir === 'desc' ? desc(key) : asc(key), asc(table.idColumn))
    .limit(o.limit + 1)
    .offset(o.offset);
  const hasNextPage = read.length > o.limit;
  const page = read.slice(0, o.limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ __key: _key, ...r }) => toRow(table, r)),
    endCursor: last ? encodeCursor({ key: last.__key, id: Number((last as Row).id) }) : null,
    hasNextPage,
    total: async () => {
      const [c] = await db.select({ n: count() }).from(table.table).where(where);
      return c?.n ?? 0;
    },
  };
}

const columnDefault = (column: PgColumn): string | number | boolean | undefined => {
  const d: unknown = column.default;
  return typeof d === 'string' || typeof d === 'number' || typeof d === 'boolean' ? d : undefined;
};

/** Checks every written value against its field; throws one 400 with every field's message. */
async function checkedValues(
  table: AdminTable,
  data: KeyValue[],
  mode: 'insert' | 'update',
): Promise<{ values: WriteValues; refs: [AdminField, number][] }> {
  const errors: Record<string, string> = {};
  const values: WriteValues = {};
  const refs: [AdminField, number][] = [];
  const given = new Set<string>();
  let headline = 'Invalid request.';
  for (const [i, { key, value }] of data.entries()) {
    const fd = findField(table, key);
    if (!fd) {
      errors[`data.${i}.key`] = unknownKey(table, key);
      headline = unknownKey(table, key);
      continue;
    }
    if (given.has(key)) {
      errors[key] = `${fd.label} is given more than once`;
      continue;
    }
    given.add(key);
    if (!fd.write) {
      errors[key] = `${fd.label} is read-only`;
      continue;
    }
    if (blank(value)) {
      if (fd.kind === 'password' && mode === 'update') continue; // blank on edit: keep the current one
      if (fd.required) errors[key] = `${fd.label} is required`;
      else if (fd.column && !fd.column.notNull) values[propertyOf(table, fd.column)] = null;
      else if (fd.column && mode === 'update') {
        // A blank optional value that cannot be null goes back to the column's default (price 0, status 1).
        const fallback = columnDefault(fd.column);
        if (fallback === undefined) errors[key] = `${fd.label} is required`;
        else values[propertyOf(table, fd.column)] = fallback;
      }
      continue; // insert: the column's default
    }
    const parsed = fd.write.safeParse(value);
    if (!parsed.success) {
      errors[key] = parsed.error.issues[0]?.message ?? `${fd.label} is invalid`;
      continue;
    }
    if (fd.store) {
      const [prop, stored] = await fd.store(parsed.data);
      values[prop] = stored;
    } else if (fd.column) {
      values[propertyOf(table, fd.column)] = parsed.data;
    }
    if (fd.references) refs.push([fd, parsed.data as number]);
  }
  if (mode === 'insert') {
    for (const fd of table.fields) {
      if (
        fd.required &&
        !errors[fd.key] &&
        (!given.has(fd.key) || blank(data.find((d) => d.key === fd.key)?.value))
      ) {
        errors[fd.key] = `${fd.label} is required`;
      }
    }
  }
  if (mode === 'update' && data.length === 0) errors.data = 'Nothing to update';
  if (Object.keys(errors).length) throw badRequest(headline, errors);
  return { values, refs };
}

async function checkReferences(tx: Tx, refs: [AdminField, number][]) {
  const errors: Record<string, string> = {};
  for (const [fd, id] of refs) {
    const r = fd.references!;
    const [found] = await tx.select({ id: r.id }).from(r.table).where(eq(r.id, id)).for('share');
    if (!found) errors[fd.key] = `${r.what} not found`;
  }
  if (Object.keys(errors).length) throw badRequest('Invalid request.', errors);
}

async function mapped<T>(table: AdminTable, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw table.mapError?.(err) ?? err;
  }
}

/** A table whose rows only their own endpoints may write (409 WRITE_REFUSED, before any check). */
function refuseWrites(table: AdminTable): void {
  if (table.writesRefused) throw new HttpError(409, table.writesRefused, 'WRITE_REFUSED');
}

/**
 * Inserts one row of `table`; with an idempotency key, once per key: the same key again inserts
 * nothing and answers the row its first request made (docs/graphql.md, "Idempotency").
 */
export async function insertRow(
  db: Db,
  table: AdminTable,
  data: KeyValue[],
  actorId?: number,
  idempotency?: Idempotency,
): Promise<Row> {
  refuseWrites(table);
  const { values, refs } = await checkedValues(table, data, 'insert');
  return mapped(table, () =>
    db.transaction(async (tx) => {
      const made = await once(
        tx,
        `save:${getTableName(table.table)}`,
        idempotency,
        async () => {
          await checkReferences(tx, refs);
          await table.beforeWrite?.(values, { tx });
          if (actorId !== undefined) Object.assign(values, { createdBy: actorId, updatedBy: actorId });
          const [row] = await tx.insert(table.table).values(values).returning(selection(table));
          const written = toRow(table, row!);
          await table.afterWrite?.(Number(written.id), { tx });
          return { id: Number(written.id), row: written };
        },
        async (id) => {
          const [row] = await tx.select(selection(table)).from(table.table).where(eq(table.idColumn, id));
          return row ? { id, row: toRow(table, row) } : undefined;
        },
      );
      return made.record.row;
    }),
  );
}

export async function updateRow(
  db: Db,
  table: AdminTable,
  id: number,
  data: KeyValue[],
  actorId?: number,
): Promise<Row> {
  refuseWrites(table);
  const { values, refs } = await checkedValues(table, data, 'update');
  return mapped(table, () =>
    db.transaction(async (tx) => {
      await checkReferences(tx, refs);
      await table.beforeWrite?.(values, { tx, id });
      Object.assign(values, { updatedAt: sql`now()` }, actorId !== undefined ? { updatedBy: actorId } : {});
      const [row] = await tx
        .update(table.table)
        .set(values)
        .where(eq(table.idColumn, id))
        .returning(selection(table));
      if (!row) throw notFound(table.entity);
      await table.afterWrite?.(id, { tx });
      return toRow(table, row);
    }),
  );
}

/** The PostgreSQL error code under drizzle's wrapper, if any. */
function pgCode(err: unknown): string | undefined {
  let e = err as { code?: unknown; cause?: unknown } | undefined;
  for (let i = 0; i < 3 && e && typeof e.code !== 'string' && e.cause; i++) e = e.cause;
  return typeof e?.code === 'string' ? e.code : undefined;
}

/** Deletes a row; a catalogue row in use is archived instead (the reply says which). */
export async function deleteRow(
  db: Db,
  table: AdminTable,
  id: number,
): Promise<RemoveOutcome | { success: true }> {
  if (table.archiveKind) return archiveOrDelete(db, table.archiveKind, id);
  let gone: unknown[];
  try {
    gone = await db.delete(table.table).where(eq(table.idColumn, id)).returning({ id: table.idColumn });
  } catch (err) {
    // ON DELETE RESTRICT raises 23001 (restrict_violation), NO ACTION 23503: both mean "still needed".
    const code = pgCode(err);
    if (code === '23001' || code === '23503') {
      throw conflict(
        `This ${table.entity.toLowerCase()} is still used by other records and cannot be deleted.`,
        'IN_USE',
      );
    }
    throw err;
  }
  if (!gone.length) throw notFound(table.entity);
  return { success: true };
}
