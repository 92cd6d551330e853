/** The office's read of one row by its GraphQL id (`adminService(id)`, `adminModifier(id)`, ...). */
import type { IdGetPath, GetReply } from '../api/routes.js';
import type { GatewayContext } from '../context.js';
import { nullOn404 } from '../api/errors.js';
import { numericId } from './shared.js';

/** The row the api's `<entity>/get.php` answers; null for an id that is no number or a row it does not have. */
export async function rowById<P extends IdGetPath>(
  ctx: GatewayContext,
  path: P,
  id: string,
): Promise<GetReply<P> | null> {
  const n = numericId(id);
  if (n === null) return null;
  // Any of these paths takes `{ id }`; the reply is the one of `path` (the union is narrowed back).
  return nullOn404(ctx.api.get<IdGetPath>(path, { id: n }) as Promise<GetReply<P>>);
}
