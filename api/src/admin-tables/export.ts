/**
 * admin/export.php: an admin table's rows as CSV (docs/api.md, "Generic query"; issue #34 "Exports that
 * stream"), what the list shows (its search, filters and sort), written a cursor page at a time so that
 * neither the api nor the gateway ever holds the file: the next page is read only when the reader has
 * taken the one before (the stream's backpressure). The cells follow shared/src/format/csv.ts.
 *
 * Columns: every readable field of the table in its order, in words ('Booking date'); a reference as
 * the name it points at (the customer, not user 12) under the reference's header; a record status by
 * name; a booking has one Status, its booking status by name (its record status says nothing).
 */
import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { bookingStatusLabel } from '@greenleaf/shared/booking-status-display';
import { csvHeader, csvRows, headerOf, UTF8_BOM, type CsvColumn } from '@greenleaf/shared/format/csv';
import { scalarText } from '@greenleaf/shared/scalar-text';
import { isKnownStatusId, RECORD_STATUS_LABELS, recordStatusOf } from '@greenleaf/shared/record-status';
import type { Db } from '../db/client.js';
import * as s from '../db/schema.js';
import { queryRows } from './operations.js';
import type { AdminTable } from './types.js';

/** Rows read per page (the list's own largest page). */
const EXPORT_PAGE_ROWS = 500;

interface Named {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  header: string;
  /** A user is named by their name; anything else by its name or, without one, `#id`. */
  isUser?: boolean;
}

const users = { table: s.users, id: s.users.id, name: s.users.name, isUser: true };

/** Id columns exported as the name of what they point at, with the header they get. */
const REFERENCES: Readonly<Record<string, Named | undefined>> = {
  userId: { ...users, header: 'Customer' },
  created_by: { ...users, header: 'Created by' },
  updated_by: { ...users, header: 'Updated by' },
  categoryId: { table: s.categories, id: s.categories.id, name: s.categories.name, header: 'Category' },
  seasonId: { table: s.seasons, id: s.seasons.id, name: s.seasons.name, header: 'Season' },
  serviceId: { table: s.services, id: s.services.id, name: s.services.name, header: 'Service' },
  modifierId: { table: s.modifiers, id: s.modifiers.id, name: s.modifiers.name, header: 'Modifier' },
};

interface ExportQuery {
  filters: { key: string; value: unknown }[];
  search?: string | undefined;
  sort?: { key: string; dir: 'asc' | 'desc' } | undefined;
}

type Row = Record<string, unknown>;

/** The export's columns: the table's readable fields (a booking without its record status). */
function exportColumns(table: AdminTable): CsvColumn[] {
  const bookings = table.id === 'bookings';
  return table.fields
    .filter((fd) => fd.column && !fd.writeOnly && !(bookings && fd.key === 'statusId'))
    .map((fd) => ({
      key: fd.key,
      header:
        REFERENCES[fd.key]?.header ??
        (fd.key === 'statusId' || (bookings && fd.key === 'status') ? 'Status' : headerOf(fd.key)),
    }));
}

/** The names of the rows a page points at: key → (id → name), one read per reference column. */
async function namesOf(db: Db, columns: readonly CsvColumn[], rows: readonly Row[]) {
  const names = new Map<string, Map<string, string>>();
  for (const { key } of columns) {
    const ref = REFERENCES[key];
    if (!ref) continue;
    const ids = [
      ...new Set(
        rows
          .map((r) => r[key])
          .filter((v) => v != null)
          .map(Number),
      ),
    ];
    if (ids.length === 0) continue;
    const found = await db.select({ id: ref.id, name: ref.name }).from(ref.table).where(inArray(ref.id, ids));
    names.set(
      key,
      new Map(
        found.map((r) => {
          const name = typeof r.name === 'string' ? r.name : '';
          return [String(r.id), ref.isUser ? name : name || `#${String(r.id)}`];
        }),
      ),
    );
  }
  return names;
}

/** A cell's value as the office reads it. */
function cellsOf(table: AdminTable, row: Row, names: Map<string, Map<string, string>>): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) out[key] = value.toISOString();
    else if (value != null && names.has(key)) out[key] = names.get(key)!.get(scalarText(value)) ?? value;
    else if (key === 'statusId' && typeof value === 'number' && isKnownStatusId(value))
      out[key] = RECORD_STATUS_LABELS[recordStatusOf(value)];
    else if (key === 'status' && table.id === 'bookings') out[key] = bookingStatusLabel(scalarText(value));
    else out[key] = value;
  }
  return out;
}

async function pageText(db: Db, table: AdminTable, columns: CsvColumn[], rows: Row[]): Promise<string> {
  const names = await namesOf(db, columns, rows);
  return csvRows(
    columns,
    rows.map((r) => cellsOf(table, r, names)),
  );
}

/**
 * Opens the export: reads the first page now (a bad filter or sort is a 400 before anything is sent),
 * then gives the file's text a page at a time, the byte-order mark and the header first.
 */
export async function openTableExport(
  db: Db,
  table: AdminTable,
  q: ExportQuery,
  pageRows: number = EXPORT_PAGE_ROWS,
): Promise<AsyncGenerator<string>> {
  const read = (after: string | undefined) =>
    queryRows(db, table, { ...q, limit: pageRows, offset: 0, ...(after ? { after } : {}) });
  const first = await read(undefined);
  const columns = exportColumns(table);
  async function* chunks(): AsyncGenerator<string> {
    yield UTF8_BOM + csvHeader(columns);
    let page = first;
    for (;;) {
      if (page.rows.length > 0) yield await pageText(db, table, columns, page.rows);
      if (!page.hasNextPage || !page.endCursor) return;
      page = await read(page.endCursor);
    }
  }
  return chunks();
}

/** The file's name: bookings.csv. */
export const exportFileName = (table: AdminTable) => `${table.id}.csv`;
