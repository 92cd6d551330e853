/**
 * The e-mail outbox from the gateway's side (issue #36; the api's `email/*.php`, migration 0080): a
 * message is stored in the database before anything is sent, then delivered by whichever replica
 * claims it, and marked sent only once the mail server accepted it. A refusal (or no answer) is
 * recorded and the message goes again after the rule's wait (shared/rules/email-outbox.ts), so a mail
 * server down for a while loses nothing, and a replica that dies holding a message leaves it to
 * another once its lease passes.
 */
import type { SendMailOptions } from 'nodemailer';
import type { Logger } from 'pino';
import { EMAIL_LEASE_SECONDS } from '@greenleaf/shared/rules/email-outbox';
import type { ApiClient } from '../api/client.js';
import { noticeMessageKey } from './notice-scope.js';
import { errorWords } from '../jobs/error-words.js';

/** Sends one message now (SMTP, or the local .eml outbox); throws when it was not accepted. */
export type Deliver = (message: SendMailOptions, recipient: string) => Promise<void>;

export interface StoreOptions {
  /** A message that must be stored once, whoever writes it (a visit's reminder). */
  dedupeKey?: string;
  /** The booking whose reminder this is: marked sent in the transaction that stores it. */
  reminderOf?: number;
}

export interface EmailOutbox {
  /** Stores a message and tries it at once; resolves once it is stored (sent now or later). */
  send(message: SendMailOptions, recipient: string, options?: StoreOptions): Promise<void>;
  /** Delivers the messages due now (claimed from the api); how many went and how many were refused. */
  deliverDue(): Promise<{ sent: number; refused: number }>;
}

interface OutboxDeps {
  api: () => ApiClient;
  deliver: Deliver;
  log: Logger;
  /** The first retry's wait (seconds), doubling after; the rule's default when absent. */
  retryBaseSeconds?: number;
}

type StoredAttachment = { filename?: string; content: string; encoding: 'base64'; contentType?: string };

/** The message as the outbox keeps it: JSON (an attachment's bytes as base64), in base64. */
function storable(message: SendMailOptions): string {
  const attachments = (message.attachments ?? []).map((a): StoredAttachment => {
    const content = Buffer.isBuffer(a.content)
      ? a.content
      : typeof a.content === 'string'
        ? Buffer.from(a.content, 'utf8')
        : null;
    if (!content) throw new Error('An attachment to store must be bytes or text');
    return {
      ...(a.filename ? { filename: String(a.filename) } : {}),
      content: content.toString('base64'),
      encoding: 'base64',
      ...(a.contentType ? { contentType: a.contentType } : {}),
    };
  });
  const json = JSON.stringify({ ...message, ...(attachments.length > 0 ? { attachments } : {}) });
  return Buffer.from(json, 'utf8').toString('base64');
}

const stored = (message: string): SendMailOptions =>
  JSON.parse(Buffer.from(message, 'base64').toString('utf8')) as SendMailOptions;

const BATCH = 20;

export function apiEmailOutbox(deps: OutboxDeps): EmailOutbox {
  const retry = deps.retryBaseSeconds ? { retryBaseSeconds: deps.retryBaseSeconds } : {};

  /** Sends one claimed message and records how it went. True when the mail server accepted it. */
  async function deliverClaimed(claimed: { id: number; recipient: string; message: string }) {
    try {
      await deps.deliver(stored(claimed.message), claimed.recipient);
    } catch (err) {
      deps.log.warn({ err, emailId: claimed.id }, 'an e-mail was refused: it goes again later');
      await deps
        .api()
        .post('email/failed.php', { id: claimed.id, error: errorWords(err), ...retry })
        .catch((error: unknown) =>
          deps.log.error({ err: error, emailId: claimed.id }, 'e-mail refusal not recorded'),
        );
      return false;
    }
    // Sent: recorded as such, tried twice (a message recorded as still due would go again after its lease).
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await deps.api().post('email/sent.php', { id: claimed.id });
        return true;
      } catch (err) {
        if (attempt === 1)
          deps.log.error({ err, emailId: claimed.id }, 'a sent e-mail was not recorded as sent');
      }
    }
    return true;
  }

  return {
    async send(message, recipient, options = {}) {
      const subject = String(message.subject ?? '');
      // A message of a notice is kept under the notice's key: composing it again stores nothing new.
      const dedupeKey = options.dedupeKey ?? noticeMessageKey(recipient, subject);
      const kept = await deps.api().post('email/enqueue.php', {
        recipient,
        subject,
        message: storable(message),
        ...options,
        ...(dedupeKey ? { dedupeKey } : {}),
      });
      if (!kept.queued) return;
      // Tried at once, by this replica, unless another claimed it first: either way it goes once.
      const [claimed] = await deps
        .api()
        .post('email/claim.php', { id: kept.id, limit: 1, leaseSeconds: EMAIL_LEASE_SECONDS })
        .catch((err: unknown) => {
          deps.log.warn({ err, emailId: kept.id }, 'a stored e-mail was not tried at once: the job sends it');
          return [];
        });
      if (claimed) await deliverClaimed(claimed);
    },

    async deliverDue() {
      let sent = 0;
      let refused = 0;
      for (;;) {
        const claimed = await deps
          .api()
          .post('email/claim.php', { limit: BATCH, leaseSeconds: EMAIL_LEASE_SECONDS });
        for (const message of claimed) {
          if (await deliverClaimed(message)) sent += 1;
          else refused += 1;
        }
        // A refusal usually means the server is down: the rest wait for the next run.
        if (claimed.length < BATCH || refused > 0) return { sent, refused };
      }
    },
  };
}
