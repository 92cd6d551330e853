import type { FastifyInstance } from 'fastify';
import * as rest from '@greenleaf/shared/rest/developers';
import type { ApiDeps } from '../app.js';
import {
  authenticateApiClient,
  createApiClient,
  listApiClients,
  originAllowed,
  revokeApiClient,
  rotateApiClient,
  setApiClientAccess,
  setApiClientLimits,
} from '../developers/api-clients.js';
import { body, query } from '../http/validate.js';

/** Partners' API clients (docs/api.md "API clients"). */
export function registerDevelopersRoutes(app: FastifyInstance, { database: { db } }: ApiDeps): void {
  app.post('/developers/save.php', async (req) => createApiClient(db, body(req, rest.CreateApiClientBody)));
  app.get('/developers/list.php', async () => listApiClients(db));
  app.post('/developers/rotate.php', async (req) => rotateApiClient(db, body(req, rest.RotateApiClientBody)));
  app.post('/developers/limits.php', async (req) =>
    setApiClientLimits(db, body(req, rest.SetApiClientLimitsBody)),
  );
  app.post('/developers/access.php', async (req) =>
    setApiClientAccess(db, body(req, rest.SetApiClientAccessBody)),
  );
  app.post('/developers/revoke.php', async (req) => revokeApiClient(db, body(req, rest.RevokeApiClientBody)));
  app.get('/developers/authenticate.php', async (req) =>
    authenticateApiClient(db, query(req, rest.AuthenticateApiClientQuery).secretHash),
  );
  app.get('/developers/origin.php', async (req) =>
    originAllowed(db, query(req, rest.AllowedOriginQuery).origin),
  );
}
