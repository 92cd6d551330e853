/**
 * A parent record with options (a modifier with its options, a variation with its options): what
 * differs between the kinds (`OptionParentKind`), and the reads, writes and body checks they share.
 * The routes are in option-parent-routes.ts, the all-or-nothing save in option-parent-save.ts.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  actorFields,
  OptionCommon as OptionCommonSchema,
  ParentFields,
} from '@greenleaf/shared/rest/option-parents';
import { zRef } from '@greenleaf/shared/rest/fields';
import { isoTimestamp } from '../admin-tables/fields.js';
import type { ArchivableKind } from '../catalogue/archive.js';
import type { Db, Tx } from '../db/client.js';
import { badRequest, notFound, zodFields } from '../http/errors.js';

/** The audit columns every catalogue table carries. */
interface AuditColumns {
  statusId: PgColumn;
  createdAt: PgColumn;
  createdBy: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
}

export type OptionTable = PgTable & AuditColumns & { id: PgColumn };
export type ParentTable = OptionTable & { name: PgColumn; description: PgColumn };

/** Column values under drizzle's property names (`additionalCost`), as insert/update take them. */
export type ColumnValues = Record<string, unknown>;

/** What differs between modifiers and variations. */
export interface OptionParentKind<OptionFields extends ColumnValues> {
  /** Path segment of the parent's calls: `modifier` → `modifier/save.php`. */
  parentPath: string;
  /** Path segment of the option calls: `modifieroption`. */
  optionPath: string;
  /** In messages: 'Modifier not found', 'This option does not belong to this modifier.' */
  parentLabel: string;
  /** In messages: 'Modifier option not found'. */
  optionLabel: string;
  parent: ParentTable;
  option: {
    table: OptionTable;
    /** The option's column naming its parent. */
    parentColumn: PgColumn;
    /** The JSON key of that column in bodies, replies and list filters (`modifier_id`, `variationId`). */
    parentKey: string;
    /** The kind's own columns by JSON key (`name`, `type` ... or `label`, `additionalCost`). */
    columns: Record<string, PgColumn>;
    /** Checks the kind's own fields of a body; its output is stored as it is (column property names). */
    fields: z.ZodType<OptionFields>;
    /** The list call's query string: the parent to list the options of (`parentKey`), optional. */
    listQuery: z.ZodType<Record<string, number | undefined>>;
  };
  /** How a delete of the parent and of an option counts their uses and archives them (catalogue/archive.ts). */
  archiveKinds: { parent: ArchivableKind; option: ArchivableKind };
  /** The names of what still uses a parent; a delete is refused (409 IN_USE) while any is listed. */
  usedBy?: (db: Db, id: number) => Promise<string[]>;
}

type ParentInput = z.infer<typeof ParentFields>;
type OptionCommon = z.infer<typeof OptionCommonSchema>;

/** Field messages of a failed parse, each key prefixed (`options.2.`). */
function issuesOf<T>(schema: z.ZodType<T>, value: unknown, prefix: string, errors: Record<string, string>) {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  for (const [key, message] of Object.entries(zodFields(r.error))) errors[prefix + key] ??= message;
  return undefined;
}

/** Throws the 400 of docs/api.md (`headline` as its `error`) when any field was refused. */
export function refuseIfAny(errors: Record<string, string>, headline = 'Invalid request.'): void {
  if (Object.keys(errors).length) throw badRequest(headline, errors);
}

/**
 * One option of a body: its id and status plus the kind's own fields, checked together so that every
 * refused field is named (`prefix` places them: `options.2.`).
 */
export function parseOption<F extends ColumnValues>(
  kind: OptionParentKind<F>,
  value: unknown,
  prefix: string,
  errors: Record<string, string>,
): (OptionCommon & { fields: F }) | undefined {
  const common = issuesOf(OptionCommonSchema, value, prefix, errors);
  const fields = issuesOf(kind.option.fields, value, prefix, errors);
  return common && fields ? { ...common, fields } : undefined;
}

/** The body of `<option>/save.php`: an option with its parent and audit fields. */
export function parseOptionSave<F extends ColumnValues>(kind: OptionParentKind<F>, value: unknown) {
  const errors: Record<string, string> = {};
  const body = value ?? {};
  const key = kind.option.parentKey;
  const parent = issuesOf(z.object({ [key]: zRef(kind.parentLabel) }), body, '', errors);
  const actors = issuesOf(z.object(actorFields), body, '', errors);
  const option = parseOption(kind, body, '', errors);
  refuseIfAny(errors);
  return { ...option!, parentId: parent![key]!, actors: actors! };
}

/** Who writes: the signed-in user's id as the gateway sends it. */
type Actors = { created_by?: number | undefined; updated_by?: number | undefined };

/** The one who inserts: created_by, else updated_by. */
const creator = (a: Actors) => a.created_by ?? a.updated_by ?? null;
/** The one who updates: updated_by, else created_by. */
const editor = (a: Actors) => a.updated_by ?? a.created_by ?? null;

const withStatus = (statusId: number | undefined) => (statusId !== undefined ? { statusId } : {});

function parentSelection(t: ParentTable): Record<string, PgColumn> {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    statusId: t.statusId,
    created_at: t.createdAt,
    created_by: t.createdBy,
    updated_at: t.updatedAt,
    updated_by: t.updatedBy,
  };
}

function optionSelection(kind: OptionParentKind<ColumnValues>): Record<string, PgColumn> {
  const t = kind.option.table;
  return {
    id: t.id,
    [kind.option.parentKey]: kind.option.parentColumn,
    ...kind.option.columns,
    statusId: t.statusId,
    created_at: t.createdAt,
    created_by: t.createdBy,
    updated_at: t.updatedAt,
    updated_by: t.updatedBy,
  };
}

type Row = Record<string, unknown>;

/** Timestamps read as PostgreSQL text become ISO strings. */
const withIsoTimes = (row: Row): Row => ({
  ...row,
  created_at: isoTimestamp(row.created_at as string | null),
  updated_at: isoTimestamp(row.updated_at as string | null),
});

/** Reads of parents and options, in the documented shapes, on a connection or in a transaction. */
export class OptionParentReader {
  constructor(private readonly kind: OptionParentKind<ColumnValues>) {}

  options(db: Db | Tx, where: { id?: number; parentIds?: number[] }): Promise<Row[]> {
    const { table, parentColumn } = this.kind.option;
    return db
      .select(optionSelection(this.kind))
      .from(table)
      .where(
        where.id !== undefined
          ? eq(table.id, where.id)
          : where.parentIds
            ? inArray(parentColumn, where.parentIds)
            : undefined,
      )
      .orderBy(asc(table.id))
      .then((rows) => rows.map(withIsoTimes));
  }

  /** Every parent, or the one with `id`, each with its options ordered by id. */
  async parents(db: Db | Tx, id?: number): Promise<Row[]> {
    const t = this.kind.parent;
    const rows = await db
      .select(parentSelection(t))
      .from(t)
      .where(id === undefined ? undefined : eq(t.id, id))
      .orderBy(asc(t.id));
    const ids = rows.map((r) => r.id as number);
    const options = ids.length ? await this.options(db, { parentIds: ids }) : [];
    const key = this.kind.option.parentKey;
    return rows.map((p) => ({
      ...withIsoTimes(p),
      options: options.filter((o) => o[key] === p.id),
    }));
  }

  async parent(db: Db | Tx, id: number): Promise<Row> {
    const [found] = await this.parents(db, id);
    if (!found) throw notFound(this.kind.parentLabel);
    return found;
  }
}

/**
 * Inserts (no id) or updates one audited row with `values`: created_by/updated_by on insert,
 * updated_at/updated_by on update. Its id, or undefined when `id` names no row.
 */
async function upsert(
  db: Db | Tx,
  table: OptionTable,
  id: number | undefined,
  values: ColumnValues,
  actors: Actors,
): Promise<number | undefined> {
  if (id === undefined) {
    const actor = creator(actors);
    const [row] = await db
      .insert(table)
      .values({ ...values, createdBy: actor, updatedBy: actor })
      .returning({ id: table.id });
    return row!.id as number;
  }
  const [row] = await db
    .update(table)
    .set({ ...values, updatedAt: sql`now()`, updatedBy: editor(actors) })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return row?.id as number | undefined;
}

/** Inserts (no id) or updates the parent row; its id, 404 when `id` names none. */
export async function writeParent(db: Db | Tx, t: ParentTable, input: ParentInput, label: string) {
  const values = { name: input.name, description: input.description, ...withStatus(input.statusId) };
  const id = await upsert(db, t, input.id, values, input);
  if (id === undefined) throw notFound(label);
  return id;
}

/** One option as written by either save call. */
interface OptionWrite {
  id?: number | undefined;
  statusId?: number | undefined;
  fields: ColumnValues;
}

/** Inserts (no id) or updates one option of `parentId`; its id, or undefined when `id` names none. */
export function writeOption(
  tx: Tx,
  kind: OptionParentKind<ColumnValues>,
  parentId: number,
  option: OptionWrite,
  actors: Actors,
): Promise<number | undefined> {
  const { table, parentColumn } = kind.option;
  const values = {
    ...option.fields,
    [columnProperty(table, parentColumn)]: parentId,
    ...withStatus(option.statusId),
  };
  return upsert(tx, table, option.id, values, actors);
}

/** Drizzle writes take values under the column's property name (`modifierId`). */
function columnProperty(table: PgTable, column: PgColumn): string {
  for (const [prop, col] of Object.entries(table)) if (col === column) return prop;
  throw new Error(`column ${column.name} is not a column of its table`);
}
