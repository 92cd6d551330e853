import type { FastifyInstance } from 'fastify';
import { TombstonesQuery } from '@greenleaf/shared/rest/tombstones';
import type { ApiDeps } from '../app.js';
import { tombstonesPage } from '../changes/tombstones.js';
import { query } from '../http/validate.js';

/** What changed for good (docs/api.md "changes/tombstones.php"). */
export function registerChangesRoutes(app: FastifyInstance, { database: { db } }: ApiDeps): void {
  app.get('/changes/tombstones.php', async (req) => tombstonesPage(db, query(req, TombstonesQuery)));
}
