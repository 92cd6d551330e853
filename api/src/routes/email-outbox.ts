/** `email/*.php`: the e-mail outbox (docs/api.md, "E-mail outbox"; email-outbox/outbox.ts). */
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { body, query } from '../http/validate.js';
import {
  ClaimEmailsBody,
  EmailOutcomeBody,
  EnqueueEmailBody,
  ListEmailsQuery,
} from '@greenleaf/shared/rest/email-outbox';
import {
  claimEmails,
  enqueueEmail,
  listEmails,
  markEmailFailed,
  markEmailSent,
} from '../email-outbox/outbox.js';

export function registerEmailOutboxRoutes(app: FastifyInstance, { database }: ApiDeps): void {
  const { db } = database;
  app.post('/email/enqueue.php', async (req) => enqueueEmail(db, body(req, EnqueueEmailBody)));
  app.post('/email/claim.php', async (req) => claimEmails(db, body(req, ClaimEmailsBody)));
  app.post('/email/sent.php', async (req) => markEmailSent(db, body(req, EmailOutcomeBody)));
  app.post('/email/failed.php', async (req) => markEmailFailed(db, body(req, EmailOutcomeBody)));
  app.get('/email/list.php', async (req) => listEmails(db, query(req, ListEmailsQuery)));
}
