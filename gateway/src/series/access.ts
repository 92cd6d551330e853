/**
 * Who may pause, resume or stop a series, or skip one of its visits (docs/recurring.md): its owner,
 * signed in or holding the manage link of one of its visits (which stands for their sign-in), under
 * the customer's change cut-off; and the office (ADMIN or MANAGER), which is not bound by it.
 */
import { isOffice } from '../auth/reach.js';
import { managedGuidId } from '../booking/manage-access.js';
import type { GatewayContext } from '../context.js';

interface SeriesActor {
  /** The office: no cut-off, any visit. */
  office: boolean;
  /** Who the api records as making the change (the owner for a manage link). */
  by: number | null;
}

/**
 * The actor for a series owned by `ownerId` whose visits are `visitGuids`, or null when the viewer is
 * none of them. A manage link that is changed, expired or revoked is MANAGE_LINK_INVALID; a valid one for a
 * booking outside the series opens nothing.
 */
export async function seriesActor(
  ctx: Pick<GatewayContext, 'session' | 'config' | 'api'>,
  ownerId: number | null | undefined,
  visitGuids: readonly string[],
  manageToken: string | null | undefined,
): Promise<SeriesActor | null> {
  const viewer = ctx.session.user;
  if (viewer && isOffice(viewer)) return { office: true, by: viewer.id };
  if (viewer && ownerId != null && viewer.id === ownerId) return { office: false, by: viewer.id };
  if (!manageToken) return null;
  const guidId = await managedGuidId(ctx, manageToken);
  return visitGuids.includes(guidId) ? { office: false, by: ownerId ?? null } : null;
}
