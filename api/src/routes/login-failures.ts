/**
 * Attempt counters for the gateway's abuse limits (failed sign-ins, password-reset e-mails), kept in
 * PostgreSQL so that the limits hold across gateway replicas. Keys are opaque to the api (for example
 * 'pair:<e-mail>|<address>', 'ip:<address>', 'account:<e-mail>', 'reset:<e-mail>'); each counted
 * attempt is one row, counted over a sliding window the caller names.
 *
 * `reserve.php` judges and counts in one step: inside one transaction it takes an advisory lock per
 * key (in a fixed order, so two calls cannot deadlock), counts each key's attempts in its window and,
 * only when every key allows it, inserts one row per key. Two concurrent calls for the same key are
 * therefore serialised: a burst of 40 can never reserve more than the limit (no read-then-write race).
 * A key may name a hard limit (`limit` attempts in the window) and/or a growing delay (after `after`
 * attempts in the window, each further one must wait baseSeconds * 2^(count - after), capped at
 * maxSeconds, counted from the newest attempt).
 *
 * `clear.php` forgets attempts: whole keys (after a successful sign-in) and single reserved rows by id
 * (an attempt that turned out not to be a failure). Rows older than a day are pruned as attempts are
 * reserved.
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ClearBody,
  MAX_WINDOW_SECONDS,
  ReserveBody,
  type ReserveKey as ReserveKeySchema,
} from '@greenleaf/shared/rest/login-failures';
import type { ApiDeps } from '../app.js';
import type { Db, Tx } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import { body } from '../http/validate.js';

/** Rows looked at by one opportunistic prune (the oldest by id), so a prune stays cheap. */
const PRUNE_BATCH = 500;

type ReserveKey = z.infer<typeof ReserveKeySchema>;

const windowStart = (windowSeconds: number) => sql`now() - (${windowSeconds}::int * interval '1 second')`;

/** Seconds `key` must wait before one more attempt is allowed (0: allowed now). */
async function secondsToWait(tx: Tx, k: ReserveKey): Promise<number> {
  const inWindow = and(
    eq(loginFailures.key, k.key),
    gt(loginFailures.createdAt, windowStart(k.windowSeconds)),
  );
  const [stats] = await tx
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      sinceNewest:
        sql<number>`coalesce(extract(epoch from (now() - max(${loginFailures.createdAt}))), 0)`.mapWith(
          Number,
        ),
    })
    .from(loginFailures)
    .where(inWindow);
  const count = stats?.count ?? 0;
  let wait = 0;
  if (k.limit !== undefined && count >= k.limit) {
    // The limit-th newest attempt in the window has to age out.
    const [row] = await tx
      .select({
        retry: sql<number>`greatest(1, ceil(extract(epoch from (${loginFailures.createdAt} + (${k.windowSeconds}::int * interval '1 second') - now()))))::int`,
      })
      .from(loginFailures)
      .where(inWindow)
      .orderBy(desc(loginFailures.createdAt))
      .offset(k.limit - 1)
      .limit(1);
    wait = Math.max(wait, row?.retry ?? 1);
  }
  if (k.delay && count >= k.delay.after) {
    const exponent = Math.min(count - k.delay.after, 30);
    const delay = Math.min(k.delay.maxSeconds, k.delay.baseSeconds * 2 ** exponent);
    const left = delay - (stats?.sinceNewest ?? 0);
    if (left > 0) wait = Math.max(wait, Math.ceil(left));
  }
  return wait;
}

/** Deletes rows older than a day among the oldest few (ids grow with time, so old rows come first). */
async function pruneOldAttempts(db: Db): Promise<void> {
  const oldest = db
    .select({ id: loginFailures.id })
    .from(loginFailures)
    .orderBy(loginFailures.id)
    .limit(PRUNE_BATCH);
  await db
    .delete(loginFailures)
    .where(
      and(
        inArray(loginFailures.id, oldest),
        sql`${loginFailures.createdAt} < now() - (${MAX_WINDOW_SECONDS}::int * interval '1 second')`,
      ),
    );
}

type Reservation =
  | { allowed: true; retryAfterSeconds: 0; ids: number[]; limitedBy: [] }
  | {
      allowed: false;
      retryAfterSeconds: number;
      ids: [];
      /** The keys that refused this attempt (each with a wait), in key order. */
      limitedBy: string[];
    };

/** Judges and, when every key allows it, counts one attempt against each key: one transaction. */
async function reserveAttempt(db: Db, keys: readonly ReserveKey[]): Promise<Reservation> {
  const unique = [...new Map(keys.map((k) => [k.key, k])).values()].sort((a, b) =>
    a.key.localeCompare(b.key),
  );
  return db.transaction(async (tx) => {
    for (const k of unique) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attempts:${k.key}`}, 0))`);
    }
    let wait = 0;
    const limitedBy: string[] = [];
    for (const k of unique) {
      const keyWait = await secondsToWait(tx, k);
      if (keyWait > 0) limitedBy.push(k.key);
      wait = Math.max(wait, keyWait);
    }
    if (wait > 0) return { allowed: false as const, retryAfterSeconds: wait, ids: [] as [], limitedBy };
    const rows = await tx
      .insert(loginFailures)
      .values(unique.map((k) => ({ key: k.key })))
      .returning({ id: loginFailures.id });
    return {
      allowed: true as const,
      retryAfterSeconds: 0 as const,
      ids: rows.map((r) => r.id),
      limitedBy: [] as [],
    };
  });
}

export function registerLoginFailuresRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;

  app.post('/users/login-failures/reserve.php', async (req) => {
    const { keys } = body(req, ReserveBody);
    const reservation = await reserveAttempt(db, keys);
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
    if (keys?.length) await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
    if (ids?.length) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
    return { success: true };
  });
}
