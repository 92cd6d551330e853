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
  outboxDepth,
} from '../email-outbox/outbox.js';
import { Gauge } from 'prom-client';

export function registerEmailOutboxRoutes(app: FastifyInstance, { database }: ApiDeps): void {
  const { db } = database;
  app.post('/email/enqueue.php', async (req) => enqueueEmail(db, body(req, EnqueueEmailBody)));
  app.post('/email/claim.php', async (req) => claimEmails(db, body(req, ClaimEmailsBody)));
  app.post('/email/sent.php', async (req) => markEmailSent(db, body(req, EmailOutcomeBody)));
  app.post('/email/failed.php', async (req) => markEmailFailed(db, body(req, EmailOutcomeBody)));
  app.get('/email/list.php', async (req) => listEmails(db, query(req, ListEmailsQuery)));

  // The outboxes' depth at each scrape: what every replica still has to send, and what was given up.
  new Gauge({
    name: 'api_outbox_messages',
    help: "Messages in the outboxes (e-mail, partners' webhooks) still to go (waiting) or given up (failed)",
    labelNames: ['outbox', 'state'],
    registers: [app.metrics],
    async collect() {
      // A scrape never waits on the database: PGlite's one connection may be inside a transaction.
      // The last values stand until the count answers within the moment.
      const counting = outboxDepth(db).catch(() => null);
      const depth = await Promise.race([
        counting,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 250).unref()),
      ]);
      if (!depth) return;
      this.set({ outbox: 'email', state: 'waiting' }, depth.email_waiting);
      this.set({ outbox: 'email', state: 'failed' }, depth.email_failed);
      this.set({ outbox: 'webhooks', state: 'waiting' }, depth.webhook_waiting);
      this.set({ outbox: 'webhooks', state: 'failed' }, depth.webhook_failed);
    },
  });
}
