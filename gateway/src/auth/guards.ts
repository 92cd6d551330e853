/**
 * The one place role checks live, with the reach of each role in ./reach.ts. Every admin* resolver goes
 * through `requireOffice` (wrapped by guardAll): anonymous → UNAUTHENTICATED, a role that does not reach
 * the operation → FORBIDDEN.
 */
import { gatewayError } from '../api/errors.js';
import type { GatewayContext } from '../context.js';
import type { SessionUser } from '../session.js';
import { isOffice, mayReach, mayReachAccount, missingScope } from './reach.js';

const SIGN_IN_REQUIRED = 'You must be signed in to do this.';
export const ACCESS_DENIED = 'Access Denied - You do not have permission to access this page.';

/** The signed-in user, or UNAUTHENTICATED. */
export function requireUser(ctx: Pick<GatewayContext, 'session'>): SessionUser {
  const user = ctx.session.user;
  if (!user) throw gatewayError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  return user;
}

/**
 * The signed-in admin or manager who may run `operation` with `args` (./reach.ts), or an error. A
 * partner's key reaches the few office reads its scopes name (`missingScope`), as a reader with no
 * account (id 0): those reads write nothing.
 */
export function requireOffice(
  ctx: Pick<GatewayContext, 'session' | 'apiClient'>,
  operation: string,
  args: unknown,
): SessionUser {
  // Only a key's context has the property (a browser's or a job's never sets it).
  const client = 'apiClient' in ctx ? ctx.apiClient : undefined;
  if (client) {
    if (missingScope(client, operation) !== null) throw gatewayError('FORBIDDEN', ACCESS_DENIED);
    return { id: 0, role: 'MANAGER', name: client.name, email: '' };
  }
  const user = requireUser(ctx);
  if (!mayReach(user, operation, args)) throw gatewayError('FORBIDDEN', ACCESS_DENIED);
  return user;
}

/** The signed-in office user (admin or manager), or UNAUTHENTICATED / FORBIDDEN. */
export function requireOfficeUser(ctx: Pick<GatewayContext, 'session'>): SessionUser {
  const user = requireUser(ctx);
  if (!isOffice(user)) throw gatewayError('FORBIDDEN', ACCESS_DENIED);
  return user;
}

/** The signed-in user when it is `userId` or the office (a customer's own records), or an error. */
export function requireSelfOrOffice(ctx: Pick<GatewayContext, 'session'>, userId: number): SessionUser {
  const viewer = requireUser(ctx);
  if (viewer.id !== userId && !isOffice(viewer)) throw gatewayError('FORBIDDEN', ACCESS_DENIED);
  return viewer;
}

/**
 * The account, when the signed-in office user (or a partner's key, as a manager) reaches it
 * (./reach.ts `mayReachAccount`: a manager customers only), or FORBIDDEN.
 */
export function requireAccountInReach<T extends { role?: string | null | undefined }>(
  ctx: Pick<GatewayContext, 'session'> & Partial<Pick<GatewayContext, 'apiClient'>>,
  account: T,
): T {
  // A partner's key with customers:read reads customers as a manager does (never staff or admins).
  const client = ctx.apiClient;
  const viewer: SessionUser = client
    ? { id: 0, role: 'MANAGER', name: client.name, email: '' }
    : requireUser(ctx);
  if (!mayReachAccount(viewer, account)) throw gatewayError('FORBIDDEN', ACCESS_DENIED);
  return account;
}
