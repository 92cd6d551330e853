/**
 * GET /catalogue/snapshot.php: the whole priced catalogue and its version in one answer, for the
 * gateway's in-memory pricing catalogue (see catalogue/snapshot.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { loadCatalogueSnapshot } from '../catalogue/snapshot.js';

export function registerCatalogueSnapshotRoutes(app: FastifyInstance, deps: ApiDeps): void {
  app.get('/catalogue/snapshot.php', () => loadCatalogueSnapshot(deps.database.db));
}
