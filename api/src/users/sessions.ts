/**
 * Session rows (table user_sessions): opened at sign-in, read on every request that carries the
 * session cookie, deleted at logout. The cookie holds a random id; only its SHA-256 is stored, so a
 * copy of the database opens no session. A session answers for its user only while the user's
 * `session_version` is the one it was opened under (a role, status or password change raises it).
 */
import { randomBytes } from 'node:crypto';
import { sha256 } from '@greenleaf/shared/sha256';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, userSessions } from '../db/schema.js';

/** How long a session lives at most (the cookie's lifetime too). */
const SESSION_DAYS = 14;

/** Opens a session for the user under their current session version; null when there is no user. */
export async function openSession(db: Db, userId: number): Promise<string | null> {
  const sid = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(userSessions)
    .select(
      db
        .select({
          idHash: sql<string>`${sha256(sid)}`.as('id_hash'),
          userId: users.id,
          sessionVersion: users.sessionVersion,
          createdAt: sql<string>`now()`.as('created_at'),
        })
        .from(users)
        .where(eq(users.id, userId)),
    )
    .returning({ userId: userSessions.userId });
  // Sessions past their lifetime go as new ones open (cheap: an index on created_at).
  await db
    .delete(userSessions)
    .where(lt(userSessions.createdAt, sql`now() - make_interval(days => ${SESSION_DAYS})`));
  return row ? sid : null;
}

/** The session's user, when the session is open, young enough and its version still the user's. */
export async function sessionUser(db: Db, sid: string) {
  const [row] = await db
    .select({ user: users })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.idHash, sha256(sid)),
        eq(userSessions.sessionVersion, users.sessionVersion),
        sql`${userSessions.createdAt} > now() - make_interval(days => ${SESSION_DAYS})`,
      ),
    );
  return row?.user ?? null;
}

/** Ends one session (logout). */
export async function endSession(db: Db, sid: string): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.idHash, sha256(sid)));
}
