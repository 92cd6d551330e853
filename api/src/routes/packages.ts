import { archiveOrDelete } from '../catalogue/archive.js';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { ListPackagesQuery, SavePackageBody } from '@greenleaf/shared/rest/packages';
import { savePackage } from '../catalogue/package-save.js';
import { loadPackages } from '../catalogue/seasons.js';
import { notFound } from '../http/errors.js';
import { body, query, zIdQuery } from '../http/validate.js';

export function registerPackagesRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;

  app.post('/packages/save.php', async (req) => savePackage(db, body(req, SavePackageBody)));

  app.get('/packages/get.php', async (req) => {
    const [found] = await loadPackages(db, { ids: [query(req, zIdQuery).id] });
    if (!found) throw notFound('Package');
    return found;
  });

  app.get('/packages/list.php', async (req) => {
    const q = query(req, ListPackagesQuery);
    return loadPackages(db, {
      ...(q.seasonId !== undefined ? { seasonIds: [q.seasonId] } : {}),
      ...(q.statusId !== undefined ? { statusId: q.statusId } : {}),
    });
  });

  // Archived while bookings or series use it (catalogue/archive.ts); otherwise deleted with its service lines.
  app.get('/packages/delete.php', async (req) => archiveOrDelete(db, 'package', query(req, zIdQuery).id));
}
