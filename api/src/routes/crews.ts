import { DeactivateCrewBody, SaveCrewBody } from '@greenleaf/shared/rest/crews';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { archiveOrDeleteIn } from '../catalogue/archive.js';
import { getCrew, listCrews, saveCrew } from '../crews/crews.js';
import { deactivateCrew, deactivationPreview, refuseSilentDeactivation } from '../crews/deactivation.js';
import { body, query, zIdQuery } from '../http/validate.js';

/** Crews (docs/api.md, "Crews"): list, get, save with members, delete, deactivate (preview first). */
export function registerCrewsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;
  app.get('/crews/list.php', async () => listCrews(db));
  app.get('/crews/get.php', async (req) => getCrew(db, query(req, zIdQuery).id));
  app.post('/crews/save.php', async (req) => saveCrew(db, body(req, SaveCrewBody)));
  // A crew that has done or holds any booking is archived (inactive), one with none is deleted.
  // A crew with future jobs is refused: crews/deactivate.php says where they go.
  app.get('/crews/delete.php', async (req) => {
    const { id } = query(req, zIdQuery);
    return db.transaction(async (tx) => {
      await refuseSilentDeactivation(tx, id);
      return archiveOrDeleteIn(tx, 'crew', id);
    });
  });
  app.get('/crews/deactivation-preview.php', async (req) => deactivationPreview(db, query(req, zIdQuery).id));
  app.post('/crews/deactivate.php', async (req) => deactivateCrew(db, body(req, DeactivateCrewBody)));
}
