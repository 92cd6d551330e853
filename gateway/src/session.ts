/**
 * The session: a sealed (encrypted and signed) httpOnly SameSite=Lax cookie holding the signed-in
 * user's id and role (iron-session). No server memory, so any replica can read it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type SessionOptions } from 'iron-session';
import type { Role } from './__generated__/resolvers-types.js';

export const SESSION_COOKIE = 'gl_session';

export interface SessionUser {
  id: number;
  role: Role;
  name: string;
  email: string;
}

interface SessionData {
  user?: SessionUser;
}

/** What resolvers see of the session. */
export interface SessionAccess {
  readonly user: SessionUser | null;
  signIn(user: SessionUser): Promise<void>;
  signOut(): Promise<void>;
}

export function sessionOptions(secret: string, secure: boolean): SessionOptions {
  return {
    password: secret,
    cookieName: SESSION_COOKIE,
    ttl: 60 * 60 * 24 * 14,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

export async function openSession(
  req: IncomingMessage,
  res: ServerResponse,
  options: SessionOptions,
): Promise<SessionAccess> {
  const session = await getIronSession<SessionData>(req, res, options);
  return {
    get user() {
      return session.user ?? null;
    },
    async signIn(user) {
      session.user = user;
      await session.save();
    },
    async signOut() {
      session.destroy();
    },
  };
}
