import { ACTIVE_STATUS_ID } from '@greenleaf/shared/record-status';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { loadCategories } from '../catalogue/categories.js';
import { ListServicesQuery, SaveServiceBody } from '@greenleaf/shared/rest/services';
import { saveService } from '../catalogue/service-save.js';
import { loadServices } from '../catalogue/services.js';
import { archiveOrDelete } from '../catalogue/archive.js';
import { notFound } from '../http/errors.js';
import { body, query, zIdQuery } from '../http/validate.js';

export function registerServicesRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;

  app.post('/services/save.php', async (req) => saveService(db, body(req, SaveServiceBody)));

  app.get('/services/get.php', async (req) => {
    const [found] = await loadServices(db, { ids: [query(req, zIdQuery).id] });
    if (!found) throw notFound('Service');
    return found;
  });

  app.get('/services/list.php', async (req) => {
    const q = query(req, ListServicesQuery);
    return loadServices(db, {
      ...(q.limit !== undefined ? { limit: q.limit } : {}),
      ...(q.categoryId !== undefined ? { categoryId: q.categoryId } : {}),
      ...(q.statusId !== undefined ? { statusId: q.statusId } : {}),
    });
  });

  app.get('/services/get-all-services-with-tabs.php', async () => {
    const [active, allCategories] = await Promise.all([
      loadServices(db, { statusId: ACTIVE_STATUS_ID }),
      loadCategories(db, { statusId: ACTIVE_STATUS_ID }),
    ]);
    return { services: active, allCategories };
  });

  // Archived while bookings, series or packages use it (catalogue/archive.ts); otherwise deleted with
  // its variations and add-ons.
  app.get('/services/delete.php', async (req) => archiveOrDelete(db, 'service', query(req, zIdQuery).id));
}
