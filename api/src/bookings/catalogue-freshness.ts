/**
 * A booking carries the catalogue version its prices were computed from (`catalogueVersion`). Inside
 * the booking's transaction this refuses it (409 STALE_CATALOGUE) when any catalogue row its price
 * depends on changed, or was deleted, after that version, so a price is never stored from a stale
 * catalogue. The gateway then reloads the catalogue, prices again and saves again.
 *
 * The rows a booking depends on: its services (with what each offers: variations and options added
 * or removed are recorded against the service), its packages, its chosen options and their
 * variations, its add-ons, its modifier options and their modifiers, and, when a line is a service
 * (packages are never multiplied), every season: a season's dates decide which season applies, and a
 * season that stopped covering the date leaves no trace on the booking, so any season change counts.
 * The version at which each row last changed is kept by a database trigger (table catalogue_changes,
 * migration 0007), for every writer.
 */
import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';
import { catalogueChanges, modifierOptions, variationOptions } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import type { SaveBookingInput } from './save-booking.js';

const STALE_CATALOGUE = 'STALE_CATALOGUE';

/** What the check reads of a booking save: its lines, modifier options and catalogue version. */
type PricedReferences = Pick<SaveBookingInput, 'services' | 'modifierOptionIds'> & {
  catalogueVersion: number;
};

const unique = (ids: number[]) => [...new Set(ids)];

/** Throws 409 STALE_CATALOGUE when a row the booking depends on changed after `catalogueVersion`. */
export async function assertPricedFromCurrentCatalogue(tx: Tx, input: PricedReferences): Promise<void> {
  const serviceIds = unique(input.services.flatMap((l) => (l.serviceId ? [l.serviceId] : [])));
  const packageIds = unique(input.services.flatMap((l) => (l.packageId ? [l.packageId] : [])));
  const optionIds = unique(input.services.flatMap((l) => l.variationOptionIds));
  const addOnIds = unique(input.services.flatMap((l) => l.addOnIds));
  const modifierOptionIds = unique(input.modifierOptionIds);

  const t = catalogueChanges;
  const rows = (table: string, ids: number[]): SQL | undefined =>
    ids.length === 0 ? undefined : and(eq(t.tableName, table), inArray(t.rowId, ids));
  /** The rows of `table` that are the parents (by `parent`) of the child rows `ids`. */
  const parentRows = (table: string, ids: number[], parent: PgColumn, childId: PgColumn) =>
    ids.length === 0
      ? undefined
      : and(
          eq(t.tableName, table),
          inArray(
            t.rowId,
            tx
              .select({ id: sql<number>`${parent}` })
              .from(childId.table)
              .where(inArray(childId, ids)),
          ),
        );
  const dependsOn = [
    rows('services', serviceIds),
    rows('packages', packageIds),
    rows('variation_options', optionIds),
    parentRows('variations', optionIds, variationOptions.variationId, variationOptions.id),
    rows('add_ons', addOnIds),
    rows('modifier_options', modifierOptionIds),
    parentRows('modifiers', modifierOptionIds, modifierOptions.modifierId, modifierOptions.id),
    serviceIds.length ? eq(t.tableName, 'seasons') : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (dependsOn.length === 0) return;

  const [changed] = await tx
    .select({ table: t.tableName })
    .from(t)
    .where(and(gt(t.changedVersion, input.catalogueVersion), or(...dependsOn)))
    .limit(1);
  if (changed) {
    throw conflict(
      'The catalogue changed while this booking was being priced. Please review the new price.',
      STALE_CATALOGUE,
    );
  }
}
