/**
 * An active package offers at least one service: a package is offered to customers only with what it
 * includes. Checked in the write's transaction by both writers of packages (packages/save.php and the
 * generic table), after the package's services are written.
 */
import { ACTIVE_STATUS_ID } from '@greenleaf/shared/record-status';
import { count, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { packages, packageServices } from '../db/schema.js';
import { badRequest } from '../http/errors.js';

const ACTIVE_NEEDS_SERVICES = 'A package needs at least one service before it can be active.';

export async function assertActivePackageHasServices(tx: Tx, packageId: number): Promise<void> {
  const [pkg] = await tx
    .select({ statusId: packages.statusId })
    .from(packages)
    .where(eq(packages.id, packageId));
  if (!pkg || pkg.statusId !== ACTIVE_STATUS_ID) return;
  const [row] = await tx
    .select({ n: count() })
    .from(packageServices)
    .where(eq(packageServices.packageId, packageId));
  if ((row?.n ?? 0) === 0) throw badRequest('Invalid request.', { statusId: ACTIVE_NEEDS_SERVICES });
}
