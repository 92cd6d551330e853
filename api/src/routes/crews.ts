import { SaveCrewBody } from '@greenleaf/shared/rest/crews';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { deleteCrew, getCrew, listCrews, saveCrew } from '../crews/crews.js';
import { body, query, zIdQuery } from '../http/validate.js';

/** Crews (docs/api.md, "Crews"): list, get, save with members, delete. */
export function registerCrewsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;
  app.get('/crews/list.php', async () => listCrews(db));
  app.get('/crews/get.php', async (req) => getCrew(db, query(req, zIdQuery).id));
  app.post('/crews/save.php', async (req) => saveCrew(db, body(req, SaveCrewBody)));
  app.get('/crews/delete.php', async (req) => deleteCrew(db, query(req, zIdQuery).id));
}
