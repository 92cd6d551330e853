import { SaveCrewBody } from '@greenleaf/shared/rest/crews';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { archiveOrDelete } from '../catalogue/archive.js';
import { getCrew, listCrews, saveCrew } from '../crews/crews.js';
import { body, query, zIdQuery } from '../http/validate.js';

/** Crews (docs/api.md, "Crews"): list, get, save with members, delete. */
export function registerCrewsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;
  app.get('/crews/list.php', async () => listCrews(db));
  app.get('/crews/get.php', async (req) => getCrew(db, query(req, zIdQuery).id));
  app.post('/crews/save.php', async (req) => saveCrew(db, body(req, SaveCrewBody)));
  // A crew that has done or holds any booking is archived (inactive), one with none is deleted.
  app.get('/crews/delete.php', async (req) => archiveOrDelete(db, 'crew', query(req, zIdQuery).id));
}
