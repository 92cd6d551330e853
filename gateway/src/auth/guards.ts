/**
 * The one place role checks live. Every admin* resolver goes through `requireAdmin` (or is wrapped with
 * `adminOnly`): anonymous → UNAUTHENTICATED, any role but ADMIN → FORBIDDEN.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { gatewayError } from '../api/errors.js';
import type { GatewayContext } from '../context.js';
import type { SessionUser } from '../session.js';

export const SIGN_IN_REQUIRED = 'You must be signed in to do this.';
export const ACCESS_DENIED = 'Access Denied - You do not have permission to access this page.';

/** The signed-in user, or UNAUTHENTICATED. */
export function requireUser(ctx: Pick<GatewayContext, 'session'>): SessionUser {
  const user = ctx.session.user;
  if (!user) throw gatewayError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
  return user;
}

/** The signed-in admin, or UNAUTHENTICATED (anonymous) / FORBIDDEN (another role). */
export function requireAdmin(ctx: Pick<GatewayContext, 'session'>): SessionUser {
  const user = requireUser(ctx);
  if (user.role !== 'ADMIN') throw gatewayError('FORBIDDEN', ACCESS_DENIED);
  return user;
}

/** Wraps a resolver so that it runs only for an admin (the check happens before anything else). */
export function adminOnly<TParent, TArgs, TResult>(
  resolve: (parent: TParent, args: TArgs, ctx: GatewayContext, info: GraphQLResolveInfo) => TResult,
): (parent: TParent, args: TArgs, ctx: GatewayContext, info: GraphQLResolveInfo) => TResult {
  return (parent, args, ctx, info) => {
    requireAdmin(ctx);
    return resolve(parent, args, ctx, info);
  };
}
