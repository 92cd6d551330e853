/**
 * The abuse budget: counters kept in PostgreSQL (table `login_failures`, one row per counted attempt
 * or batch) so that a limit holds however many gateway replicas the attempts are spread over. Keys
 * are opaque here ('pair:<e-mail>|<address>', 'hold:ip:<address>', 'gql:ip:<address>' ...); each key
 * is counted over a sliding window its caller names. Used by the sign-in limits, the password-reset
 * e-mails, new unpaid holds, new accounts and the /graphql request and cost budgets (docs/operations.md
 * "Limits").
 *
 * `reserveAttempt` judges and counts in one step: inside one transaction it takes an advisory lock per
 * key (in a fixed order, so two calls cannot deadlock), sums each key's weight in its window and, only
 * when every key allows it, inserts one row per key. Two concurrent calls for the same key are
 * serialised: a burst can never reserve more than the limit (no read-then-write race). A key may name
 * a hard limit (`limit` units in the window) and/or a growing delay (after `after` units in the window,
 * each further one must wait baseSeconds * 2^(count - after), capped at maxSeconds, counted from the
 * newest). A reservation's `weight` (1 by default) counts that many units at once: a gateway replica
 * reserves a batch of requests in one call and serves them from memory.
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAX_WINDOW_SECONDS,
  type ReserveKey as ReserveKeySchema,
} from '@greenleaf/shared/rest/login-failures';
import type { Db, Tx } from '../db/client.js';
import { loginFailures } from '../db/schema.js';

/** Rows looked at by one opportunistic prune (the oldest by id), so a prune stays cheap. */
const PRUNE_BATCH = 500;

type ReserveKey = z.infer<typeof ReserveKeySchema>;

const windowStart = (windowSeconds: number) => sql`now() - (${windowSeconds}::int * interval '1 second')`;

const inWindowOf = (k: ReserveKey) =>
  and(eq(loginFailures.key, k.key), gt(loginFailures.createdAt, windowStart(k.windowSeconds)));

/** Units `key` has counted in its window now. */
async function unitsInWindow(tx: Tx, k: ReserveKey): Promise<{ count: number; sinceNewest: number }> {
  const [stats] = await tx
    .select({
      count: sql<number>`coalesce(sum(${loginFailures.weight}), 0)`.mapWith(Number),
      sinceNewest:
        sql<number>`coalesce(extract(epoch from (now() - max(${loginFailures.createdAt}))), 0)`.mapWith(
          Number,
        ),
    })
    .from(loginFailures)
    .where(inWindowOf(k));
  return { count: stats?.count ?? 0, sinceNewest: stats?.sinceNewest ?? 0 };
}

/** Seconds `key` must wait before `weight` more units are allowed (0: allowed now). */
async function secondsToWait(tx: Tx, k: ReserveKey, weight: number, count: number, sinceNewest: number) {
  let wait = 0;
  if (k.limit !== undefined && count + weight > k.limit) {
    // The newest rows that still leave room stay; the first row past them has to age out.
    const newestFirst = tx
      .select({
        createdAt: loginFailures.createdAt,
        units:
          sql<number>`sum(${loginFailures.weight}) over (order by ${loginFailures.createdAt} desc, ${loginFailures.id} desc)`.as(
            'units',
          ),
      })
      .from(loginFailures)
      .where(inWindowOf(k))
      .as('newest_first');
    const [row] = await tx
      .select({
        retry: sql<number>`greatest(1, ceil(extract(epoch from (${newestFirst.createdAt} + (${k.windowSeconds}::int * interval '1 second') - now()))))::int`,
      })
      .from(newestFirst)
      .where(sql`${newestFirst.units} > ${Math.max(0, k.limit - weight)}`)
      .orderBy(desc(newestFirst.createdAt))
      .limit(1);
    // A weight above the limit itself can never be allowed: the whole window.
    wait = Math.max(wait, weight > k.limit ? k.windowSeconds : (row?.retry ?? 1));
  }
  if (k.delay && count >= k.delay.after) {
    const exponent = Math.min(count - k.delay.after, 30);
    const delay = Math.min(k.delay.maxSeconds, k.delay.baseSeconds * 2 ** exponent);
    const left = delay - sinceNewest;
    if (left > 0) wait = Math.max(wait, Math.ceil(left));
  }
  return wait;
}

/** Deletes rows older than a day among the oldest few (ids grow with time, so old rows come first). */
export async function pruneOldAttempts(db: Db): Promise<void> {
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
  | {
      allowed: true;
      retryAfterSeconds: 0;
      ids: number[];
      /** Each key's units in its window, this reservation's included. */
      counts: Record<string, number>;
      limitedBy: [];
    }
  | {
      allowed: false;
      retryAfterSeconds: number;
      ids: [];
      counts: Record<string, number>;
      /** The keys that refused this attempt (each with a wait), in key order. */
      limitedBy: string[];
    };

/** Judges and, when every key allows it, counts `weight` units against each key: one transaction. */
export async function reserveAttempt(db: Db, keys: readonly ReserveKey[], weight = 1): Promise<Reservation> {
  const unique = [...new Map(keys.map((k) => [k.key, k])).values()].sort((a, b) =>
    a.key.localeCompare(b.key),
  );
  return db.transaction(async (tx) => {
    for (const k of unique) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attempts:${k.key}`}, 0))`);
    }
    let wait = 0;
    const counts: Record<string, number> = {};
    const limitedBy: string[] = [];
    for (const k of unique) {
      const { count, sinceNewest } = await unitsInWindow(tx, k);
      counts[k.key] = count;
      const keyWait = await secondsToWait(tx, k, weight, count, sinceNewest);
      if (keyWait > 0) limitedBy.push(k.key);
      wait = Math.max(wait, keyWait);
    }
    if (wait > 0)
      return { allowed: false as const, retryAfterSeconds: wait, ids: [] as [], counts, limitedBy };
    const rows = await tx
      .insert(loginFailures)
      .values(unique.map((k) => ({ key: k.key, weight })))
      .returning({ id: loginFailures.id });
    for (const k of unique) counts[k.key] = (counts[k.key] ?? 0) + weight;
    return {
      allowed: true as const,
      retryAfterSeconds: 0 as const,
      ids: rows.map((r) => r.id),
      counts,
      limitedBy: [] as [],
    };
  });
}

/** Forgets whole keys and single reserved rows (an attempt that turned out not to count). */
export async function forgetAttempts(db: Db, keys: readonly string[], ids: readonly number[]): Promise<void> {
  if (keys.length) await db.delete(loginFailures).where(inArray(loginFailures.key, [...keys]));
  if (ids.length) await db.delete(loginFailures).where(inArray(loginFailures.id, [...ids]));
}
