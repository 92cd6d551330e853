import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ArchivableKind } from '../catalogue/archive.js';
import type { Tx } from '../db/client.js';

/** What a field holds; decides how its values are checked, filtered and searched. */
export type FieldKind =
  | 'id'
  | 'int'
  | 'ref'
  | 'status'
  | 'text'
  | 'email'
  | 'url'
  | 'money'
  | 'number'
  | 'boolean'
  | 'date'
  | 'timestamp'
  | 'enum'
  | 'password';

/** One key of an admin table's allow-list. */
export interface AdminField {
  /** The camelCase key callers use (`basePrice`), or the product's audit names (`created_at`). */
  key: string;
  /** The name in messages: 'Base price is required'. */
  label: string;
  kind: FieldKind;
  /** The column; absent for a write-only field that is not stored as such (a user's password). */
  column?: PgColumn;
  /** Checks and normalises a non-blank written value. Absent: the field cannot be written. */
  write?: z.ZodType;
  /** Checks and normalises a non-null filter value. Absent: the field cannot be filtered on. */
  filter?: z.ZodType;
  /** Must be given (non-blank) on insert; may not be emptied on update. */
  required?: boolean;
  /** Never read back (a password). */
  writeOnly?: boolean;
  /** Part of `search` (case-insensitive contains). */
  searchable?: boolean;
  /**
   * A row that must exist in another table (checked before writing: 400 on this field); `name` is the
   * column people know that row by, which sorting on this field follows.
   */
  references?: { table: PgTable; id: PgColumn; what: string; name: PgColumn };
  /** Turns the checked value into what is stored, under which property (hashing a password). */
  store?: (value: unknown) => Promise<[property: string, value: unknown]>;
}

/** Column properties to write, as drizzle's insert/update take them. */
export type WriteValues = Record<string, unknown>;

export interface WriteContext {
  tx: Tx;
  /** The row being updated; absent on insert. */
  id?: number;
}

export interface AdminTable {
  /** The admin table id (`booking-manager`) and its entity name (`BookingModifier`). */
  id: string;
  entity: string;
  table: PgTable;
  idColumn: PgColumn;
  /** The default sort key. */
  mainKey: string;
  fields: readonly AdminField[];
  /**
   * Rows of this table may be read and deleted here but not created or updated: the message says
   * where they are written instead (bookings go through the booking rules).
   */
  writesRefused?: string;
  /** Table rules beyond single fields, run in the write's transaction before it. */
  beforeWrite?: (values: WriteValues, ctx: WriteContext) => Promise<void>;
  /** Table rules on the row as written, run in the write's transaction after it. */
  afterWrite?: (id: number, ctx: { tx: Tx }) => Promise<void>;
  /** A delete archives the row while it is in use, as the catalogue's own delete does (catalogue/archive.ts). */
  archiveKind?: ArchivableKind;
  /** Maps a database error this table can cause onto a clearer one (or returns null). */
  mapError?: (err: unknown) => Error | null;
  /** More the search matches beyond the table's own text columns (an escaped ILIKE pattern; the search as typed). */
  searchAlso?: (pattern: string, search: string) => SQL;
}
