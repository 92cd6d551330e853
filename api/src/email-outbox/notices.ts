/**
 * E-mail notices (issue #36; docs/api.md, "E-mail notices"; table `email_notices`, migration 0082): the
 * e-mails a change owes, stored in the change's own transaction, so they are owed exactly when the
 * change committed. The gateway asks for one with its change (`notice: { id, context }`), claims it
 * when the api has answered and composes its e-mails into the outbox; a gateway that stopped in between
 * leaves it to any replica's notice job once NOTICE_GRACE_SECONDS have passed.
 */
import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { NOTICE_RETRY_HOURS, type NoticeKind } from '@greenleaf/shared/rules/email-outbox';
import type {
  ClaimNoticesBody,
  ListNoticesQuery,
  NoticeDoneBody,
  NoticeRequest,
} from '@greenleaf/shared/rest/email-outbox';
import type { Db, Tx } from '../db/client.js';
import { bookings, emailNotices } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';

export type NoticeAsked = z.infer<typeof NoticeRequest>;

/**
 * Stores the notice the caller asked for with its change, inside the change's transaction `tx`: call
 * it only once the change is made. `facts`: what the api decided that composing it needs (why a
 * payment is owed back), kept over the caller's context. Nothing when none was asked for; a notice id
 * stored before (the same change sent twice) stores nothing new.
 */
export async function recordNotice(
  tx: Tx,
  notice: NoticeAsked | undefined,
  kind: NoticeKind,
  bookingId: number | null,
  facts: Record<string, unknown> = {},
): Promise<void> {
  if (!notice) return;
  await tx
    .insert(emailNotices)
    .values({ id: notice.id, kind, bookingId, context: { ...notice.context, ...facts } })
    .onConflictDoNothing();
}

const waiting = and(isNull(emailNotices.doneAt), isNull(emailNotices.failedAt));
const free = or(isNull(emailNotices.claimedUntil), sql`${emailNotices.claimedUntil} <= now()`);

/**
 * Leases notices still to compose: the one `id` (its change's caller, at once), or those left
 * `olderThanSeconds` after their change. A notice older than the retry window is given up instead.
 */
export async function claimNotices(db: Db, input: z.infer<typeof ClaimNoticesBody>) {
  return db.transaction(async (tx) => {
    await tx
      .update(emailNotices)
      .set({ failedAt: sql`now()`, claimedUntil: null })
      .where(
        and(
          waiting,
          free,
          sql`coalesce(${emailNotices.retriedAt}, ${emailNotices.createdAt}) < now() - make_interval(hours => ${NOTICE_RETRY_HOURS})`,
        ),
      );
    const due = await tx
      .select({ id: emailNotices.id })
      .from(emailNotices)
      .where(
        and(
          waiting,
          free,
          input.id !== undefined
            ? eq(emailNotices.id, input.id)
            : sql`${emailNotices.createdAt} <= now() - make_interval(secs => ${input.olderThanSeconds})`,
        ),
      )
      .orderBy(emailNotices.createdAt)
      .limit(input.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(emailNotices)
      .set({
        claimedUntil: sql`now() + make_interval(secs => ${input.leaseSeconds})`,
        attempts: sql`${emailNotices.attempts} + 1`,
      })
      .where(sql`${emailNotices.id} in ${due.map((d) => d.id)}`)
      .returning();
    return claimed
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((n) => ({
        id: n.id,
        kind: n.kind as NoticeKind,
        bookingId: n.bookingId,
        context: n.context,
        attempts: n.attempts,
      }));
  });
}

/**
 * A claimed notice's e-mails are in the outbox: it is done. With `error` they could not all be stored:
 * it goes again once its lease has passed.
 */
export async function noticeDone(db: Db, input: z.infer<typeof NoticeDoneBody>) {
  const [row] = await db
    .update(emailNotices)
    .set(
      input.error === undefined
        ? { doneAt: sql`coalesce(${emailNotices.doneAt}, now())`, claimedUntil: null, lastError: null }
        : { lastError: input.error.slice(0, 2000) },
    )
    .where(eq(emailNotices.id, input.id))
    .returning({ id: emailNotices.id });
  return { id: input.id, found: row !== undefined };
}

/** Not composed yet, and its last try failed: it goes again after its lease. */
const retrying = and(waiting, isNotNull(emailNotices.lastError));
const givenUp = isNotNull(emailNotices.failedAt);

/**
 * The office's view (`email/notices.php`): the changes whose e-mails could not be composed, so nobody
 * has them yet: how many are tried again and how many were given up, and the latest `first`, newest
 * first, each with its booking's reference when it has one. Both counts read partial indexes.
 */
const listedFields = {
  id: emailNotices.id,
  kind: emailNotices.kind,
  bookingGuidId: bookings.guidId,
  attempts: emailNotices.attempts,
  lastError: emailNotices.lastError,
  failedAt: emailNotices.failedAt,
  createdAt: emailNotices.createdAt,
};
const listed = (db: Db) =>
  db.select(listedFields).from(emailNotices).leftJoin(bookings, eq(bookings.id, emailNotices.bookingId));
const asListed = <T extends { kind: string }>(r: T) => ({ ...r, kind: r.kind as NoticeKind });

export async function listNotices(db: Db, q: z.infer<typeof ListNoticesQuery>) {
  const rows = await listed(db)
    .where(or(retrying, givenUp))
    .orderBy(desc(emailNotices.createdAt), desc(emailNotices.id))
    .limit(q.first);
  const [counts] = await db
    .select({
      retrying: sql<number>`count(*) filter (where ${retrying})`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${givenUp})`.mapWith(Number),
    })
    .from(emailNotices)
    .where(or(waiting, givenUp));
  return {
    retrying: counts?.retrying ?? 0,
    failed: counts?.failed ?? 0,
    nodes: rows.map(asListed),
  };
}

/**
 * The office tries a given-up notice again (`email/notice-retry.php`), once what stopped it is mended:
 * any replica's notice job composes it next, its tries count from none and its retry window starts now
 * (`retried_at`). A notice not given up is refused (INVALID_TRANSITION).
 */
export async function retryNotice(db: Db, id: string) {
  const [row] = await db
    .update(emailNotices)
    .set({ failedAt: null, retriedAt: sql`now()`, attempts: 0, claimedUntil: null })
    .where(and(eq(emailNotices.id, id), givenUp))
    .returning({ id: emailNotices.id });
  const [view] = await listed(db).where(eq(emailNotices.id, id));
  if (!view) throw notFound('Notice');
  if (!row) throw conflict('Only a notice that was given up can be tried again.', 'INVALID_TRANSITION');
  return asListed(view);
}
