/**
 * The session. The cookie (iron-session: sealed, httpOnly, SameSite=Lax) holds only the id of a session
 * row the api keeps (users/sessions/*.php). At the start of every GraphQL request that carries it, the
 * api answers who the session's user is now (existence, role, status), in one call that also fills
 * the request's user loader (so `me` costs no second one). A session that logout ended, whose user is
 * gone or may no longer sign in, or whose user's role, status or password changed since it was opened
 * (the database raises the user's session version) is over: the request is anonymous and the cookie
 * is cleared. Logout ends this session only; the user's other devices stay signed in. No server
 * memory, so any replica can read it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type SessionOptions } from 'iron-session';
import type { Role } from './__generated__/resolvers-types.js';
import type { ApiUser } from './api/replies/users.js';
import { recordStatus, roleOf } from './domain/status.js';

export const SESSION_COOKIE = 'gl_session';

/** The signed-in user as the database said at the start of this request. */
export interface SessionUser {
  id: number;
  role: Role;
  name: string;
  email: string;
}

/** What the cookie holds: the id of the session row. */
interface SessionData {
  sid?: string;
}

/** What resolvers see of the session. */
export interface SessionAccess {
  readonly user: SessionUser | null;
  /** Opens a session for the user as the api just returned them (with their session version). */
  signIn(user: ApiUser): Promise<void>;
  /** Ends this session in the database (a captured copy of the cookie dies too) and clears the cookie. */
  signOut(): Promise<void>;
}

/** The api calls a session needs: open a session row, read its user (null when over), end it. */
interface SessionStore {
  open(userId: number): Promise<string>;
  user(sid: string): Promise<ApiUser | null>;
  end(sid: string): Promise<void>;
}

/** Cookies (the session's, the device cookie) are Secure when the site is served over https. */
export const secureCookies = (publicUrl: string): boolean => publicUrl.startsWith('https://');

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
  store: SessionStore,
): Promise<SessionAccess> {
  const session = await getIronSession<SessionData>(req, res, options);
  let current: SessionUser | null = null;
  const sid = typeof session.sid === 'string' ? session.sid : undefined;
  if (sid) {
    const account = await store.user(sid);
    current = account ? sessionUserOf(account) : null;
  }
  if (session.sid !== undefined && !current) session.destroy();
  return {
    get user() {
      return current;
    },
    async signIn(user) {
      const signedIn = sessionUserOf(user);
      if (!signedIn) throw new Error(`user ${user.id} may not sign in`);
      if (session.sid) await store.end(session.sid);
      session.sid = await store.open(user.id);
      await session.save();
      current = signedIn;
    },
    async signOut() {
      if (session.sid) await store.end(session.sid);
      current = null;
      session.destroy();
    },
  };
}
