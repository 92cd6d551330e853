/** The office's read of one row by its GraphQL id (`adminService(id)`, `adminModifier(id)`, ...). */
import type { GetPath, RouteReply } from '../api/routes.js';
import type { GatewayContext } from '../context.js';
import { numericId, orNull } from './shared.js';

/** The row the api's `<entity>/get.php` answers; null for an id that is no number or a row it does not have. */
export async function rowById<P extends GetPath>(
  ctx: GatewayContext,
  path: P,
  id: string,
): Promise<RouteReply<P> | null> {
  const n = numericId(id);
  return n === null ? null : orNull(ctx.api.get(path, { id: n }));
}
