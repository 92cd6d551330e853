/**
 * Failed sign-in counts for the gateway's limiter, kept in PostgreSQL so that the limit holds across
 * gateway replicas. Keys are opaque to the api ('email:<lower e-mail>', 'ip:<address>'); each failure
 * is one row, counted over a sliding window the caller names. Rows older than a day are pruned as
 * failures are recorded.
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDeps } from '../app.js';
import type { Db } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import { body } from '../http/validate.js';

/** The longest window a check may ask for: rows are kept this long. */
export const MAX_WINDOW_SECONDS = 24 * 60 * 60;
/** Rows looked at by one opportunistic prune (the oldest by id), so a prune stays cheap. */
const PRUNE_BATCH = 500;

const zKey = z.string().min(1).max(400);
const Keys = z.object({ keys: z.array(zKey).min(1).max(10) });
const Check = z.object({
  keys: z
    .array(
      z.object({
        key: zKey,
        limit: z.number().int().min(1).max(1000),
        windowSeconds: z.number().int().min(1).max(MAX_WINDOW_SECONDS),
      }),
    )
    .min(1)
    .max(10),
});

const windowStart = (windowSeconds: number) => sql`now() - (${windowSeconds}::int * interval '1 second')`;

/**
 * Seconds until `key` drops below `limit` failures in its window, or 0 when it is below already: the
 * limit-th newest failure in the window has to age out.
 */
async function secondsUntilBelow(db: Db, key: string, limit: number, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({
      retry: sql<number>`greatest(1, ceil(extract(epoch from (${loginFailures.createdAt} + (${windowSeconds}::int * interval '1 second') - now()))))::int`,
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, windowStart(windowSeconds))))
    .orderBy(desc(loginFailures.createdAt))
    .offset(limit - 1)
    .limit(1);
  return row?.retry ?? 0;
}

/** Deletes rows older than a day among the oldest few (ids grow with time, so old rows come first). */
async function pruneOldFailures(db: Db): Promise<void> {
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

export function registerLoginFailuresRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps.database;

  app.post('/users/login-failures/record.php', async (req) => {
    const { keys } = body(req, Keys);
    await db.insert(loginFailures).values([...new Set(keys)].map((key) => ({ key })));
    try {
      await pruneOldFailures(db);
    } catch (err) {
      // The failure is recorded; a prune that lost a race simply runs again next time.
      req.log.warn({ err }, 'pruning old login failures failed');
    }
    return { success: true };
  });

  app.post('/users/login-failures/check.php', async (req) => {
    const { keys } = body(req, Check);
    const waits = await Promise.all(
      keys.map(({ key, limit, windowSeconds }) => secondsUntilBelow(db, key, limit, windowSeconds)),
    );
    const retryAfterSeconds = Math.max(0, ...waits);
    return { limited: retryAfterSeconds > 0, retryAfterSeconds };
  });

  app.post('/users/login-failures/clear.php', async (req) => {
    const { keys } = body(req, Keys);
    await db.delete(loginFailures).where(inArray(loginFailures.key, keys));
    return { success: true };
  });
}
