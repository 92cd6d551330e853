/** `email/*.php`: the e-mail outbox (docs/api.md, "E-mail outbox"; email-outbox/outbox.ts). */
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../app.js';
import { body, query } from '../http/validate.js';
import {
  ClaimEmailsBody,
  ClaimNoticesBody,
  EmailOutcomeBody,
  EnqueueEmailBody,
  ListEmailsQuery,
  ListNoticesQuery,
  NoticeDoneBody,
  RetryEmailBody,
  RetryNoticeBody,
} from '@greenleaf/shared/rest/email-outbox';
import {
  claimEmails,
  enqueueEmail,
  listEmails,
  markEmailFailed,
  markEmailSent,
  outboxDepth,
  retryEmail,
} from '../email-outbox/outbox.js';
import { claimNotices, listNotices, noticeDone, retryNotice } from '../email-outbox/notices.js';
import { Gauge } from 'prom-client';

export function registerEmailOutboxRoutes(app: FastifyInstance, { database }: ApiDeps): void {
  const { db } = database;
  app.post('/email/enqueue.php', async (req) => enqueueEmail(db, body(req, EnqueueEmailBody)));
  app.post('/email/claim.php', async (req) => claimEmails(db, body(req, ClaimEmailsBody)));
  app.post('/email/sent.php', async (req) => markEmailSent(db, body(req, EmailOutcomeBody)));
  app.post('/email/failed.php', async (req) => markEmailFailed(db, body(req, EmailOutcomeBody)));
  app.get('/email/list.php', async (req) => listEmails(db, query(req, ListEmailsQuery)));
  // The e-mails a change owes, stored with it (email-outbox/notices.ts): claimed, then done.
  app.post('/email/claim-notices.php', async (req) => claimNotices(db, body(req, ClaimNoticesBody)));
  app.post('/email/notice-done.php', async (req) => noticeDone(db, body(req, NoticeDoneBody)));
  app.get('/email/notices.php', async (req) => listNotices(db, query(req, ListNoticesQuery)));
  // The office's "try again" of what was given up.
  app.post('/email/retry.php', async (req) => retryEmail(db, body(req, RetryEmailBody).id));
  app.post('/email/notice-retry.php', async (req) => retryNotice(db, body(req, RetryNoticeBody).id));

  // The outboxes' depth and lag at each scrape: what every replica still has to send, what was given
  // up, and how late the oldest message due is. One count answers both gauges.
  type Depth = Awaited<ReturnType<typeof outboxDepth>>;
  let latest: Depth | null = null;
  const measureNow = async (): Promise<Depth | null> => {
    // A scrape never waits on the database: PGlite's one connection may be inside a transaction.
    // The last values stand until the count answers within the moment.
    const counting = outboxDepth(db).catch(() => null);
    latest =
      (await Promise.race([
        counting,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 250).unref()),
      ])) ?? latest;
    return latest;
  };
  // Both gauges of one scrape (collected at once) read the same count.
  let measuring: Promise<Depth | null> | null = null;
  const measure = () =>
    (measuring ??= measureNow().finally(() => {
      measuring = null;
    }));
  new Gauge({
    name: 'api_outbox_lag_seconds',
    help: 'How long the oldest message due in each outbox (e-mail, webhooks) has waited past its time; 0 when none is late',
    labelNames: ['outbox'],
    registers: [app.metrics],
    async collect() {
      const depth = await measure();
      if (!depth) return;
      this.set({ outbox: 'email' }, depth.email_lag);
      this.set({ outbox: 'webhooks' }, depth.webhook_lag);
    },
  });
  new Gauge({
    name: 'api_outbox_messages',
    help: "Messages in the outboxes (e-mail, partners' webhooks, changes' notices still to compose) still to go (waiting) or given up (failed)",
    labelNames: ['outbox', 'state'],
    registers: [app.metrics],
    async collect() {
      const depth = await measure();
      if (!depth) return;
      this.set({ outbox: 'email', state: 'waiting' }, depth.email_waiting);
      this.set({ outbox: 'email', state: 'failed' }, depth.email_failed);
      this.set({ outbox: 'webhooks', state: 'waiting' }, depth.webhook_waiting);
      this.set({ outbox: 'webhooks', state: 'failed' }, depth.webhook_failed);
      this.set({ outbox: 'notices', state: 'waiting' }, depth.notice_waiting);
      this.set({ outbox: 'notices', state: 'failed' }, depth.notice_failed);
    },
  });
}
