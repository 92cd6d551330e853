/**
 * Who may pause, resume or stop a series, or skip one of its visits (docs/recurring.md): its owner,
 * signed in or holding the manage link of one of its visits (which stands for their sign-in), under
 * the customer's change cut-off; and the office (ADMIN or MANAGER), which is not bound by it.
 */
import { gatewayError } from '../api/errors.js';
import { isOffice } from '../auth/reach.js';
import { MANAGE_LINK_REFUSED, verifyManageToken } from '../booking/manage-token.js';
import type { GatewayContext } from '../context.js';

interface SeriesActor {
  /** The office: no cut-off, any visit. */
  office: boolean;
  /** Who the api records as making the change (the owner for a manage link). */
  by: number | null;
}

/**
 * The actor for a series owned by `ownerId` whose visits are `visitGuids`, or null when the viewer is
 * none of them. A manage link that is changed or expired is MANAGE_LINK_INVALID; a valid one for a
 * booking outside the series opens nothing.
 */
export function seriesActor(
  ctx: Pick<GatewayContext, 'session' | 'config'>,
  ownerId: number | null | undefined,
  visitGuids: readonly string[],
  manageToken: string | null | undefined,
): SeriesActor | null {
  const viewer = ctx.session.user;
  if (viewer && isOffice(viewer)) return { office: true, by: viewer.id };
  if (viewer && ownerId != null && viewer.id === ownerId) return { office: false, by: viewer.id };
  if (!manageToken) return null;
  const check = verifyManageToken(ctx.config.manageLinkSecret, manageToken);
  if (!check.ok) throw gatewayError('MANAGE_LINK_INVALID', MANAGE_LINK_REFUSED, { field: 'manageToken' });
  return visitGuids.includes(check.guidId) ? { office: false, by: ownerId ?? null } : null;
}
