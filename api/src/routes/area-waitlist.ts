import type { FastifyInstance } from 'fastify';
import { SaveAreaWaitlistBody } from '@greenleaf/shared/rest/area-waitlist';
import type { ApiDeps } from '../app.js';
import { joinAreaWaitlist, listAreaWaitlist } from '../area-waitlist/area-waitlist.js';
import { body } from '../http/validate.js';

/** The area waitlist (docs/api.md "Area waitlist"). */
export function registerAreaWaitlistRoutes(app: FastifyInstance, { database: { db } }: ApiDeps): void {
  app.post('/area-waitlist/save.php', async (req) => joinAreaWaitlist(db, body(req, SaveAreaWaitlistBody)));
  app.get('/area-waitlist/list.php', async () => listAreaWaitlist(db));
}
