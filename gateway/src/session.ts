/**
 * The session. The cookie (iron-session: sealed, httpOnly, SameSite=Lax) says only which user it is
 * and the session version it was opened under; who that user is now (existence, role, status) is read
 * from the database at the start of every GraphQL request that carries the cookie, through the
 * request's user loader (so `me` costs no second call). A session whose user is gone, may no longer
 * sign in, or whose version the database has moved past (logout, password change or reset, role
 * change, blocking) is ended: the request is anonymous and the cookie is cleared. No server memory,
 * so any replica can read it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type SessionOptions } from 'iron-session';
import type { Role } from './__generated__/resolvers-types.js';
import type { ApiUser } from './api/rest-types.js';
import { recordStatus, roleOf } from './domain/status.js';

export const SESSION_COOKIE = 'gl_session';

/** The signed-in user as the database said at the start of this request. */
export interface SessionUser {
  id: number;
  role: Role;
  name: string;
  email: string;
}

/** What the cookie holds: the user's id and the session version it was opened under. */
interface SessionData {
  user?: { id: number; v: number };
}

/** What resolvers see of the session. */
export interface SessionAccess {
  readonly user: SessionUser | null;
  /** Opens a session for the user as the api just returned them (with their session version). */
  signIn(user: ApiUser): Promise<void>;
  /** Ends every session of the signed-in user (a captured cookie dies too) and clears this one. */
  signOut(): Promise<void>;
}

/** The api calls a session needs: the user by id (the request's loader), and ending their sessions. */
export interface SessionUsers {
  load(id: number): Promise<ApiUser | null>;
  endSessions(id: number): Promise<void>;
}

export function sessionOptions(secret: string, secure: boolean): SessionOptions {
  return {
    password: secret,
    cookieName: SESSION_COOKIE,
    ttl: 60 * 60 * 24 * 14,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

/** The session user for an account that may be signed in, or null (unknown role, inactive, blocked). */
export function sessionUserOf(user: ApiUser): SessionUser | null {
  const role = roleOf(user.role);
  const status = recordStatus(user.statusId);
  if (!role || (status !== 'ACTIVE' && status !== 'PENDING')) return null;
  return { id: user.id, role, name: user.name, email: user.email };
}

export async function openSession(
  req: IncomingMessage,
  res: ServerResponse,
  options: SessionOptions,
  users: SessionUsers,
): Promise<SessionAccess> {
  const session = await getIronSession<SessionData>(req, res, options);
  let current: SessionUser | null = null;
  const held = session.user;
  if (held && Number.isInteger(held.id) && Number.isInteger(held.v)) {
    const account = await users.load(held.id);
    current = account && account.sessionVersion === held.v ? sessionUserOf(account) : null;
  }
  if (held && !current) session.destroy();
  return {
    get user() {
      return current;
    },
    async signIn(user) {
      const signedIn = sessionUserOf(user);
      if (!signedIn) throw new Error(`user ${user.id} may not sign in`);
      session.user = { id: user.id, v: user.sessionVersion };
      await session.save();
      current = signedIn;
    },
    async signOut() {
      if (current) await users.endSessions(current.id);
      current = null;
      session.destroy();
    },
  };
}
