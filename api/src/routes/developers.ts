import type { FastifyInstance } from 'fastify';
import {
  AllowedOriginQuery,
  AuthenticateApiClientQuery,
  CreateApiClientBody,
  RevokeApiClientBody,
  RotateApiClientBody,
  SetApiClientAccessBody,
  SetApiClientLimitsBody,
} from '@greenleaf/shared/rest/developers';
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
  app.post('/developers/save.php', async (req) => createApiClient(db, body(req, CreateApiClientBody)));
  app.get('/developers/list.php', async () => listApiClients(db));
  app.post('/developers/rotate.php', async (req) => rotateApiClient(db, body(req, RotateApiClientBody)));
  app.post('/developers/limits.php', async (req) =>
    setApiClientLimits(db, body(req, SetApiClientLimitsBody)),
  );
  app.post('/developers/access.php', async (req) =>
    setApiClientAccess(db, body(req, SetApiClientAccessBody)),
  );
  app.post('/developers/revoke.php', async (req) => revokeApiClient(db, body(req, RevokeApiClientBody)));
  app.get('/developers/authenticate.php', async (req) =>
    authenticateApiClient(db, query(req, AuthenticateApiClientQuery).secretHash),
  );
  app.get('/developers/origin.php', async (req) => originAllowed(db, query(req, AllowedOriginQuery).origin));
}
