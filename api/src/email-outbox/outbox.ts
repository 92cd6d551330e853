/**
 * The e-mail outbox (issue #36; docs/api.md, "E-mail outbox"; table `email_outbox`, migration 0080).
 * The gateway writes each message here before anything is sent; a replica claims due messages (their
 * `next_attempt_at` moved a lease ahead, `FOR UPDATE SKIP LOCKED`, so two replicas never hold one),
 * sends each and reports: sent (only once the mail server accepted it), or refused, tried again after
 * an exponential wait (shared/rules/email-outbox.ts) until the retry window ends and it is given up
 * for the office to see. A visit's reminder is marked sent in the transaction that stores its message,
 * under a dedupe key: never lost, never stored twice.
 */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { EMAIL_RETRY_HOURS, emailRetryDelaySeconds } from '@greenleaf/shared/rules/email-outbox';
import type {
  ClaimEmailsBody,
  EmailOutcomeBody,
  EnqueueEmailBody,
  ListEmailsQuery,
} from '@greenleaf/shared/rest/email-outbox';
import type { Db } from '../db/client.js';
import { bookings, emailOutbox } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import { isoTimestamp } from '../bookings/timestamps.js';

type Row = typeof emailOutbox.$inferSelect;

const toView = (r: Row) => ({
  id: r.id,
  recipient: r.recipient,
  subject: r.subject,
  attempts: r.attempts,
  state: r.sentAt ? 'sent' : r.failedAt ? 'failed' : 'waiting',
  nextAttemptAt: r.sentAt || r.failedAt ? null : isoTimestamp(r.nextAttemptAt),
  sentAt: r.sentAt ? isoTimestamp(r.sentAt) : null,
  failedAt: r.failedAt ? isoTimestamp(r.failedAt) : null,
  lastError: r.lastError,
  createdAt: isoTimestamp(r.createdAt),
});

/**
 * Stores a message to send: its id, and `queued: false` when its dedupe key was stored before (nothing
 * new). With `reminderOf`, the booking's reminder is marked sent in the same transaction.
 */
export async function enqueueEmail(db: Db, input: z.infer<typeof EnqueueEmailBody>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailOutbox)
      .values({
        recipient: input.recipient,
        subject: input.subject,
        message: input.message,
        dedupeKey: input.dedupeKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: emailOutbox.id });
    if (input.reminderOf !== undefined) {
      await tx
        .update(bookings)
        .set({ reminderSentAt: sql`coalesce(${bookings.reminderSentAt}, now())`, reminderClaimedUntil: null })
        .where(eq(bookings.id, input.reminderOf));
    }
    if (row) return { id: row.id, queued: true };
    const [earlier] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, input.dedupeKey!));
    return { id: earlier!.id, queued: false };
  });
}

/** Due messages (or the one `id`, when due), leased to the caller: the whole messages, oldest first. */
export async function claimEmails(db: Db, input: z.infer<typeof ClaimEmailsBody>) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          isNull(emailOutbox.failedAt),
          sql`${emailOutbox.nextAttemptAt} <= now()`,
          input.id !== undefined ? eq(emailOutbox.id, input.id) : undefined,
        ),
      )
      .orderBy(emailOutbox.id)
      .limit(input.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(emailOutbox)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${input.leaseSeconds})`,
        attempts: sql`${emailOutbox.attempts} + 1`,
      })
      .where(sql`${emailOutbox.id} in ${due.map((d) => d.id)}`)
      .returning();
    return claimed
      .sort((a, b) => a.id - b.id)
      .map((r) => ({ id: r.id, recipient: r.recipient, message: r.message, attempts: r.attempts }));
  });
}

/** The mail server accepted a claimed message: it is sent, never to go again. */
export async function markEmailSent(db: Db, input: z.infer<typeof EmailOutcomeBody>) {
  const [row] = await db
    .update(emailOutbox)
    .set({ sentAt: sql`coalesce(${emailOutbox.sentAt}, now())`, lastError: null })
    .where(eq(emailOutbox.id, input.id))
    .returning({ id: emailOutbox.id });
  return { id: input.id, found: row !== undefined };
}

/**
 * A claimed message was refused (or the server did not answer): it goes again after the rule's wait,
 * or is given up once it is older than the retry window.
 */
export async function markEmailFailed(db: Db, input: z.infer<typeof EmailOutcomeBody>) {
  const [row] = await db
    .select({ attempts: emailOutbox.attempts })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, input.id), isNull(emailOutbox.sentAt)));
  if (!row) return { id: input.id, givenUp: false };
  const wait = emailRetryDelaySeconds(row.attempts, input.retryBaseSeconds);
  const [updated] = await db
    .update(emailOutbox)
    .set({
      lastError: (input.error ?? 'refused').slice(0, 2000),
      nextAttemptAt: sql`now() + make_interval(secs => ${wait})`,
      failedAt: sql`case when coalesce(${emailOutbox.retriedAt}, ${emailOutbox.createdAt}) < now() - make_interval(hours => ${EMAIL_RETRY_HOURS}) then now() end`,
    })
    .where(and(eq(emailOutbox.id, input.id), isNull(emailOutbox.sentAt)))
    .returning({ failedAt: emailOutbox.failedAt });
  return { id: input.id, givenUp: Boolean(updated?.failedAt) };
}

/**
 * The office sends a given-up message again (`email/retry.php`): it is due at once, its tries count
 * from none and its retry window starts now (`retried_at`). A message not given up is refused
 * (INVALID_TRANSITION): it is still being tried, or was sent.
 */
export async function retryEmail(db: Db, id: number) {
  const [row] = await db
    .update(emailOutbox)
    .set({ failedAt: null, retriedAt: sql`now()`, attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(emailOutbox.id, id), isNotNull(emailOutbox.failedAt), isNull(emailOutbox.sentAt)))
    .returning();
  if (row) return toView(row);
  const [exists] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!exists) throw notFound('E-mail');
  throw conflict('Only an e-mail that was given up can be sent again.', 'INVALID_TRANSITION');
}

/** The office's view: the latest messages, of one state when asked, and how many wait or failed. */
export async function listEmails(db: Db, q: z.infer<typeof ListEmailsQuery>) {
  const state =
    q.state === 'sent'
      ? isNotNull(emailOutbox.sentAt)
      : q.state === 'failed'
        ? isNotNull(emailOutbox.failedAt)
        : q.state === 'waiting'
          ? and(isNull(emailOutbox.sentAt), isNull(emailOutbox.failedAt))
          : undefined;
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(state)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(q.first);
  const [counts] = await db
    .select({
      waiting: sql<number>`count(*) filter (where sent_at is null and failed_at is null)`.mapWith(Number),
      failed: sql<number>`count(*) filter (where failed_at is not null)`.mapWith(Number),
    })
    .from(emailOutbox)
    .where(isNull(emailOutbox.sentAt));
  return { nodes: rows.map(toView), waiting: counts?.waiting ?? 0, failed: counts?.failed ?? 0 };
}

/**
 * How deep the outboxes are, for /metrics (`api_outbox_messages`): e-mails, partners' webhook
 * deliveries and changes' notices (email-outbox/notices.ts) still to go, and given up; and the lag, how long the oldest message due has waited past
 * its time (0: none is late). Each count and minimum reads a partial index of what is still to go.
 */
export async function outboxDepth(db: Db) {
  const result = (await db.execute(sql`select
      (select count(*) from email_outbox where sent_at is null and failed_at is null)::int as email_waiting,
      (select count(*) from email_outbox where failed_at is not null)::int as email_failed,
      (select count(*) from webhook_deliveries where delivered_at is null and failed_at is null)::int as webhook_waiting,
      (select count(*) from webhook_deliveries where failed_at is not null)::int as webhook_failed,
      (select count(*) from email_notices where done_at is null and failed_at is null)::int as notice_waiting,
      (select count(*) from email_notices where failed_at is not null)::int as notice_failed,
      coalesce(extract(epoch from now() - (select min(next_attempt_at) from email_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now())), 0)::float8 as email_lag,
      coalesce(extract(epoch from now() - (select min(next_attempt_at) from webhook_deliveries
        where delivered_at is null and failed_at is null and next_attempt_at <= now())), 0)::float8 as webhook_lag`)) as unknown as {
    rows: {
      email_waiting: number;
      email_failed: number;
      webhook_waiting: number;
      webhook_failed: number;
      notice_waiting: number;
      notice_failed: number;
      email_lag: number;
      webhook_lag: number;
    }[];
  };
  return result.rows[0]!;
}
