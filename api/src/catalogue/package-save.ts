/** Writing a package with the services it includes, in one transaction or not at all. */
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.js';
import { packageServices, packages, seasons, services } from '../db/schema.js';
import { badRequest, notFound } from '../http/errors.js';
import type { SavePackageBody } from '@greenleaf/shared/rest/packages';
import { saveCatalogueRow } from './save-row.js';
import { requireReference } from './references.js';
import { loadPackages, type Package } from './seasons.js';
import { assertActivePackageHasServices } from './package-rules.js';

type PackageSave = z.infer<typeof SavePackageBody>;
type PackageLine = NonNullable<PackageSave['services']>[number];

/** Resolves each line's service name (the given name, else the service's own), 400 for unknown services. */
async function resolveLines(tx: Tx, lines: readonly PackageLine[]) {
  const ids = lines.flatMap((l) => (l.serviceId != null ? [l.serviceId] : []));
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ id: services.id, name: services.name })
          .from(services)
          .where(inArray(services.id, ids));
  const nameOf = new Map(rows.map((r) => [r.id, r.name]));
  const fields: Record<string, string> = {};
  const resolved = lines.map((l, i) => {
    const known = l.serviceId != null ? nameOf.get(l.serviceId) : undefined;
    if (l.serviceId != null && known === undefined)
      fields[`services.${i}.serviceId`] = `Service ${l.serviceId} does not exist`;
    return {
      serviceId: l.serviceId ?? null,
      serviceName: l.serviceName || known || '',
      quantity: l.quantity,
      firstWeek: l.firstWeek ?? null,
      everyWeeks: l.everyWeeks ?? null,
    };
  });
  if (Object.keys(fields).length > 0) throw badRequest('Invalid request.', fields);
  return resolved;
}

export async function savePackage(db: Db, input: PackageSave): Promise<Package> {
  await requireReference(db, seasons, input.seasonId, 'seasonId', 'Season');
  const columns = {
    seasonId: input.seasonId,
    name: input.name,
    description: input.description,
    imageUrl: input.imageUrl,
    startDate: input.startDate,
    endDate: input.endDate,
    price: input.price,
    statusId: input.statusId,
  };
  const id = await db.transaction(async (tx) => {
    const { id: packageId, replayed } = await saveCatalogueRow(tx, packages, columns, input, 'Package');
    if (replayed) return packageId;
    if (input.services) {
      const lines = await resolveLines(tx, input.services);
      await tx.delete(packageServices).where(eq(packageServices.packageId, packageId));
      if (lines.length > 0) await tx.insert(packageServices).values(lines.map((l) => ({ ...l, packageId })));
    }
    await assertActivePackageHasServices(tx, packageId);
    return packageId;
  });
  const [saved] = await loadPackages(db, { ids: [id] });
  if (!saved) throw notFound('Package');
  return saved;
}
