/**
 * Archive, not delete, what is in use (docs/product.md "Records and their status"). A delete of a
 * service, package, add-on, variation or modifier option, variation, modifier or crew counts, in one
 * transaction with the row locked, what still refers to it (bookings, series that are not stopped,
 * packages); when anything does, the row is archived (its status becomes inactive: hidden from the shop,
 * new bookings and the office's pickers, still read by old bookings and by the series' templates, whose
 * visits keep being planned; restored by setting it active again), otherwise it is deleted. The reply
 * says which, in words the office reads.
 */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { INACTIVE_STATUS_ID } from '@greenleaf/shared/record-status';
import type { Db, Tx } from '../db/client.js';
import {
  addOns,
  bookingModifiers,
  bookings,
  bookingSeries,
  bookingServiceAddOns,
  bookingServices,
  bookingServiceVariations,
  crews,
  modifierOptions,
  modifiers,
  packages,
  packageServices,
  services,
  variationOptions,
  variations,
} from '../db/schema.js';
import { notFound } from '../http/errors.js';

/** What still refers to a record. */
interface Uses {
  bookings: number;
  series: number;
  packages: number;
}

/** The reply of a delete: archived (with the reason) or deleted. */
export interface RemoveOutcome {
  success: true;
  archived: boolean;
  message: string;
}

type Kind = {
  /** In messages: 'Service'. */
  label: string;
  table: PgTable;
  id: PgColumn;
  /** Counts what refers to row `id`. */
  uses: (tx: Tx, id: number) => Promise<Uses>;
  /** Archives row `id` (its status inactive; a crew also stops being capacity). */
  archive?: (tx: Tx, id: number) => Promise<void>;
};

const count = async (tx: Tx, from: PgTable, what: SQL, where: SQL | undefined): Promise<number> => {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${what})::int` })
    .from(from)
    .where(where);
  return Number(row?.n ?? 0);
};

const bookingsOfLines = (tx: Tx, where: SQL) =>
  count(tx, bookingServices, sql`${bookingServices.bookingId}`, where);

const KINDS = {
  service: {
    label: 'Service',
    table: services,
    id: services.id,
    uses: async (tx, id) => ({
      bookings: await bookingsOfLines(tx, eq(bookingServices.serviceId, id)),
      series: await seriesUsingAny(tx, '$.lines[*] ? (@.serviceId == $id)', [id]),
      packages: await count(
        tx,
        packageServices,
        sql`${packageServices.packageId}`,
        eq(packageServices.serviceId, id),
      ),
    }),
  },
  package: {
    label: 'Package',
    table: packages,
    id: packages.id,
    uses: async (tx, id) => ({
      bookings: await bookingsOfLines(tx, eq(bookingServices.packageId, id)),
      series: await seriesUsingAny(tx, '$.lines[*] ? (@.packageId == $id)', [id]),
      packages: 0,
    }),
  },
  addOn: {
    label: 'Add-on',
    table: addOns,
    id: addOns.id,
    uses: async (tx, id) => ({
      bookings: await count(
        tx,
        bookingServiceAddOns,
        sql`(select ${bookingServices.bookingId} from ${bookingServices} where ${bookingServices.id} = ${bookingServiceAddOns.bookingServiceId})`,
        eq(bookingServiceAddOns.addOnId, id),
      ),
      series: await seriesUsingAny(tx, '$.lines[*].addOns[*] ? (@.addOnId == $id)', [id]),
      packages: 0,
    }),
  },
  variationOption: {
    label: 'Variation option',
    table: variationOptions,
    id: variationOptions.id,
    uses: (tx, id) => variationOptionUses(tx, [id]),
  },
  modifierOption: {
    label: 'Modifier option',
    table: modifierOptions,
    id: modifierOptions.id,
    uses: (tx, id) => modifierOptionUses(tx, [id]),
  },
  variation: {
    label: 'Variation',
    table: variations,
    id: variations.id,
    uses: async (tx, id) =>
      variationOptionUses(tx, await childIds(tx, variationOptions, variationOptions.variationId, id)),
  },
  modifier: {
    label: 'Modifier',
    table: modifiers,
    id: modifiers.id,
    uses: async (tx, id) =>
      modifierOptionUses(tx, await childIds(tx, modifierOptions, modifierOptions.modifierId, id)),
  },
  crew: {
    label: 'Crew',
    table: crews,
    id: crews.id,
    uses: async (tx, id) => ({
      bookings: await count(tx, bookings, sql`${bookings.id}`, eq(bookings.crewId, id)),
      series: 0,
      packages: 0,
    }),
    archive: async (tx, id) => {
      await tx
        .update(crews)
        .set({ active: false, statusId: INACTIVE_STATUS_ID, updatedAt: sql`now()` })
        .where(eq(crews.id, id));
    },
  },
} satisfies Record<string, Kind>;

export type ArchivableKind = keyof typeof KINDS;

async function childIds(tx: Tx, table: PgTable, parentColumn: PgColumn, parentId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: sql<number>`id` })
    .from(table)
    .where(eq(parentColumn, parentId));
  return rows.map((r) => Number(r.id));
}

/** Series (not stopped) whose visit template names any of `ids` at the JSON `path` (`@.key == $id`). */
async function seriesUsingAny(tx: Tx, path: string, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  return count(
    tx,
    bookingSeries,
    sql`${bookingSeries.id}`,
    and(
      ne(bookingSeries.status, 'stopped'),
      sql`exists (select 1 from unnest(array[${sql.join(
        ids.map((i) => sql`${i}::int`),
        sql`, `,
      )}]) as o(id) where jsonb_path_exists(${bookingSeries.template}, ${path}::jsonpath, jsonb_build_object('id', o.id)))`,
    ),
  );
}

async function variationOptionUses(tx: Tx, ids: number[]): Promise<Uses> {
  if (!ids.length) return { bookings: 0, series: 0, packages: 0 };
  return {
    bookings: await count(
      tx,
      bookingServiceVariations,
      sql`(select ${bookingServices.bookingId} from ${bookingServices} where ${bookingServices.id} = ${bookingServiceVariations.bookingServiceId})`,
      inArray(bookingServiceVariations.variationOptionId, ids),
    ),
    series: await seriesUsingAny(tx, '$.lines[*].variations[*] ? (@.variationOptionId == $id)', ids),
    packages: 0,
  };
}

async function modifierOptionUses(tx: Tx, ids: number[]): Promise<Uses> {
  if (!ids.length) return { bookings: 0, series: 0, packages: 0 };
  return {
    bookings: await count(
      tx,
      bookingModifiers,
      sql`${bookingModifiers.bookingId}`,
      inArray(bookingModifiers.modifierOptionId, ids),
    ),
    series: await seriesUsingAny(tx, '$.modifiers[*] ? (@.modifierOptionId == $id)', ids),
    packages: 0,
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Used by 12 bookings and 2 running series: archived, not deleted." (empty when nothing uses it). */
function usedByText(uses: Uses): string {
  const parts = [
    uses.bookings ? plural(uses.bookings, 'booking') : '',
    uses.series ? plural(uses.series, 'running series', 'running series') : '',
    uses.packages ? plural(uses.packages, 'package') : '',
  ].filter(Boolean);
  if (!parts.length) return '';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Used by ${list}`;
}

const inUse = (u: Uses) => u.bookings + u.series + u.packages > 0;

/** Archives (status inactive) or deletes row `id` of `kind` in `tx`; the row must exist. */
export async function archiveOrDeleteIn(tx: Tx, kind: ArchivableKind, id: number): Promise<RemoveOutcome> {
  const k = KINDS[kind] as Kind;
  const [found] = await tx.select({ id: k.id }).from(k.table).where(eq(k.id, id)).for('update');
  if (!found) throw notFound(k.label);
  const uses = await k.uses(tx, id);
  if (inUse(uses)) {
    if (k.archive) await k.archive(tx, id);
    else {
      await tx
        .update(k.table)
        .set({ statusId: INACTIVE_STATUS_ID, updatedAt: sql`now()` })
        .where(eq(k.id, id));
    }
    return { success: true, archived: true, message: `${usedByText(uses)}: archived, not deleted.` };
  }
  await tx.delete(k.table).where(eq(k.id, id));
  return { success: true, archived: false, message: `${k.label} deleted.` };
}

/** One transaction: count what uses the row, then archive it or delete it. */
export function archiveOrDelete(db: Db, kind: ArchivableKind, id: number): Promise<RemoveOutcome> {
  return db.transaction((tx) => archiveOrDeleteIn(tx, kind, id));
}
