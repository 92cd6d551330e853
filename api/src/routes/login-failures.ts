/**
 * Attempt counters for the gateway's abuse limits (failed sign-ins, password-reset e-mails), kept in
 * PostgreSQL so that the limits hold across gateway replicas. Keys are opaque to the api (for example
 * 'pair:<e-mail>|<address>', 'ip:<address>', 'account:<e-mail>', 'reset:<e-mail>'); each counted
 * attempt is one row, counted over a sliding window the caller names.
 *
 * `reserve.php` judges and counts in one step (`abuse/budget.ts`, the abuse budget: one transaction
 * with a lock per key); a `weight` counts that many units at once (a replica's batch of requests).
 *
 * `clear.php` forgets attempts: whole keys (after a successful sign-in) and single reserved rows by id
 * (an attempt that turned out not to be a failure). Rows older than a day are pruned as attempts are
 * reserved.
 */
import type { FastifyInstance } from 'fastify';
import { ClearBody, ReserveBody } from '@greenleaf/shared/rest/login-failures';
import { forgetAttempts, pruneOldAttempts, reserveAttempt } from '../abuse/budget.js';
import type { ApiDeps } from '../app.js';
import { body } from '../http/validate.js';

export function registerLoginFailuresRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;

  app.post('/users/login-failures/reserve.php', async (req) => {
    const { keys, weight } = body(req, ReserveBody);
    const reservation = await reserveAttempt(db, keys, weight);
    if (reservation.allowed) {
      try {
        await pruneOldAttempts(db);
      } catch (err) {
        // The attempt is counted; a prune that lost a race simply runs again next time.
        req.log.warn({ err }, 'pruning old attempts failed');
      }
    }
    return reservation;
  });

  app.post('/users/login-failures/clear.php', async (req) => {
    const { keys, ids } = body(req, ClearBody);
    await forgetAttempts(db, keys ?? [], ids ?? []);
    return { success: true };
  });
}
