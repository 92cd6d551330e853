/**
 * Every admin resolver runs behind the gateway's office guard (gateway/src/auth/guards.ts and the
 * reach of each role in gateway/src/auth/reach.ts): anonymous → UNAUTHENTICATED, a role that does not
 * reach the operation → FORBIDDEN, checked before anything else runs. `guardAll` wraps a whole map, so
 * a resolver added later cannot forget it.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { requireOffice, requireOfficeUser } from '../auth/guards.js';
import type { GatewayContext } from '../context.js';

type AnyResolver = (parent: unknown, args: unknown, ctx: GatewayContext, info: GraphQLResolveInfo) => unknown;

export function guardAll<T extends object>(resolvers: T): T {
  const guarded: Record<string, AnyResolver> = {};
  for (const [name, resolve] of Object.entries(resolvers)) {
    if (typeof resolve !== 'function') throw new Error(`Admin resolver ${name} must be a function`);
    const fn = resolve as AnyResolver;
    guarded[name] = (parent, args, ctx, info) => {
      requireOffice(ctx, name, args);
      return fn(parent, args, ctx, info);
    };
  }
  return guarded as T;
}

/** The signed-in office user's id, recorded as created_by / updated_by (docs/product.md, "audit fields"). */
export function adminId(ctx: Pick<GatewayContext, 'session'>): number {
  return requireOfficeUser(ctx).id;
}

/** `{created_by}` when creating, `{updated_by}` when updating. */
export function auditFields(
  ctx: Pick<GatewayContext, 'session'>,
  id: number | undefined,
): { created_by: number } | { updated_by: number } {
  const user = adminId(ctx);
  return id === undefined ? { created_by: user } : { updated_by: user };
}
