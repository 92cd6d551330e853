/** Reading seasons and packages (with their services) in a fixed number of queries. */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { packageServices, packages, seasons } from '../db/schema.js';
import { auditFields } from './fields.js';

type Reader = Db | Tx;

const toSeason = (row: typeof seasons.$inferSelect) => ({
  id: row.id,
  name: row.name,
  duration: row.duration,
  notes: row.notes,
  startDate: row.startDate,
  endDate: row.endDate,
  multiplier: row.multiplier,
  ...auditFields(row),
});
type Season = ReturnType<typeof toSeason>;

const toPackageService = (row: typeof packageServices.$inferSelect) => ({
  id: row.id,
  packageId: row.packageId,
  serviceId: row.serviceId,
  serviceName: row.serviceName,
  quantity: row.quantity,
  firstWeek: row.firstWeek,
  everyWeeks: row.everyWeeks,
});

interface PackageFilter {
  ids?: readonly number[];
  seasonIds?: readonly number[];
  statusId?: number;
}

/** Packages ordered by id, each with its services: two queries. */
export async function loadPackages(db: Reader, filter: PackageFilter = {}) {
  if (filter.ids?.length === 0 || filter.seasonIds?.length === 0) return [];
  const where: SQL[] = [];
  if (filter.ids) where.push(inArray(packages.id, [...filter.ids]));
  if (filter.seasonIds) where.push(inArray(packages.seasonId, [...filter.seasonIds]));
  if (filter.statusId !== undefined) where.push(eq(packages.statusId, filter.statusId));
  const rows = await db
    .select()
    .from(packages)
    .where(and(...where))
    .orderBy(asc(packages.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(packageServices)
    .where(
      inArray(
        packageServices.packageId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(packageServices.id));
  return rows.map((row) => ({
    id: row.id,
    seasonId: row.seasonId,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    startDate: row.startDate,
    endDate: row.endDate,
    price: row.price,
    ...auditFields(row),
    services: lines.filter((l) => l.packageId === row.id).map(toPackageService),
  }));
}
export type Package = Awaited<ReturnType<typeof loadPackages>>[number];

interface SeasonFilter {
  id?: number;
  statusId?: number;
}

export async function loadSeasons(db: Reader, filter: SeasonFilter = {}): Promise<Season[]> {
  const where: SQL[] = [];
  if (filter.id !== undefined) where.push(eq(seasons.id, filter.id));
  if (filter.statusId !== undefined) where.push(eq(seasons.statusId, filter.statusId));
  const rows = await db
    .select()
    .from(seasons)
    .where(and(...where))
    .orderBy(asc(seasons.id));
  return rows.map(toSeason);
}

/** Seasons with their packages (the `statusId` filter applies to both): three queries. */
export async function loadSeasonsWithPackages(db: Reader, filter: SeasonFilter = {}) {
  const list = await loadSeasons(db, filter);
  const pkgs = await loadPackages(db, {
    seasonIds: list.map((s) => s.id),
    ...(filter.statusId !== undefined ? { statusId: filter.statusId } : {}),
  });
  return list.map((season) => ({ ...season, packages: pkgs.filter((p) => p.seasonId === season.id) }));
}
