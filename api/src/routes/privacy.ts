import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { body, query } from '../http/validate.js';
import { EraseBody, PrivacyUserQuery, SetConsentBody } from '@greenleaf/shared/rest/privacy';
import { listConsents, setConsent } from '../users/consents.js';
import { eraseCustomer } from '../users/erase.js';
import { exportCustomerData } from '../users/export.js';

/** POPIA: consents, a customer's data export and erasure (docs/api.md, "Privacy (POPIA)"). */
export function registerPrivacyRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;
  app.get('/privacy/consents.php', async (req) => listConsents(db, query(req, PrivacyUserQuery).userId));
  app.post('/privacy/consent.php', async (req) => setConsent(db, body(req, SetConsentBody)));
  app.get('/privacy/export.php', async (req) => exportCustomerData(db, query(req, PrivacyUserQuery).userId));
  app.post('/privacy/erase.php', async (req) => {
    const input = body(req, EraseBody);
    const { cancelled, photos } = await eraseCustomer(db, input.userId, input.updated_by ?? null);
    // After the commit: a photo left behind by a failed removal is named in the log, never kept in a row.
    for (const photo of photos) {
      await deps.storage
        .remove(photo)
        .catch((err: unknown) => req.log.error({ err, photo }, 'erased photo not removed'));
    }
    return { cancelled };
  });
}
