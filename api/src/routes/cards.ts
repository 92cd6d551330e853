import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { body, query } from '../http/validate.js';
import {
  CardUserQuery,
  ChargeResultBody,
  ChargeWhenBody,
  ClaimChargesBody,
  SaveCardBody,
  UnfinishedChargesBody,
} from '@greenleaf/shared/rest/cards';
import {
  claimDueCharges,
  readCard,
  recordChargeResult,
  removeCard,
  saveCard,
  sweepUnfinishedCharges,
} from '../cards/cards.js';
import { setChargeWhen } from '../cards/after-done.js';

/** Cards on file for plans: the saved card and its automatic charges (docs/api.md, "Cards on file"). */
export function registerCardsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;
  app.post('/cards/save.php', async (req) => ({ card: await saveCard(db, body(req, SaveCardBody)) }));
  app.get('/cards/get.php', async (req) => ({ card: await readCard(db, query(req, CardUserQuery).userId) }));
  app.post('/cards/remove.php', async (req) => removeCard(db, body(req, CardUserQuery).userId));
  app.post('/cards/claim-charges.php', async (req) => claimDueCharges(db, body(req, ClaimChargesBody)));
  app.post('/cards/charge-result.php', async (req) => recordChargeResult(db, body(req, ChargeResultBody)));
  app.post('/cards/charge-when.php', async (req) => setChargeWhen(db, body(req, ChargeWhenBody)));
  app.post('/cards/unfinished-charges.php', async (req) =>
    sweepUnfinishedCharges(db, body(req, UnfinishedChargesBody)),
  );
}
