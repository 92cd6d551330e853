/**
 * Everything the gateway prices from, in one answer: every service (any status, with its variations,
 * options and add-ons), package, season and modifier (with its options), in the shapes of their list
 * routes, with the catalogue version they belong to. Read in one repeatable-read transaction, so the
 * version and the rows are the same snapshot of the database (a write committing meanwhile is in
 * neither, and raises the version past this one).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { catalogueVersion } from '../db/schema.js';
import { MODIFIER_KIND } from '../routes/modifiers.js';
import { OptionParentReader } from '../routes/option-parent-kind.js';
import { loadPackages, loadSeasons } from './seasons.js';
import { loadServices } from './services.js';

const modifiersReader = new OptionParentReader(MODIFIER_KIND);

export async function loadCatalogueSnapshot(db: Db) {
  return db.transaction(
    async (tx) => {
      // One query at a time: a transaction is one connection.
      const [row] = await tx
        .select({ version: catalogueVersion.version })
        .from(catalogueVersion)
        .where(eq(catalogueVersion.id, 1));
      const services = await loadServices(tx);
      const packages = await loadPackages(tx);
      const seasons = await loadSeasons(tx);
      const modifiers = await modifiersReader.parents(tx);
      return { catalogueVersion: row?.version ?? 0, services, packages, seasons, modifiers };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
