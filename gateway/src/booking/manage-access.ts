/**
 * Whether a manage link opens its booking now: its signature and expiry (booking/manage-token.ts),
 * and its owner's revocation. A password change (a reset included) and "sign out everywhere" set the
 * owner's `tokensValidAfter` (migration 0039); a token issued at or before that time opens nothing,
 * one e-mailed later works. The one check every operation that takes a manage token goes through.
 */
import { gatewayError } from '../api/errors.js';
import type { GatewayContext } from '../context.js';
import { MANAGE_LINK_REFUSED, verifyManageToken } from './manage-token.js';

const refused = () => gatewayError('MANAGE_LINK_INVALID', MANAGE_LINK_REFUSED, { field: 'manageToken' });

/** The guidId of the booking `token` opens now, or MANAGE_LINK_INVALID. */
export async function managedGuidId(
  ctx: Pick<GatewayContext, 'config' | 'api'>,
  token: string,
): Promise<string> {
  const check = verifyManageToken(ctx.config.manageLinkSecret, token);
  if (!check.ok) throw refused();
  const booking = await ctx.api.bookingByGuid.load(check.guidId);
  const owner = booking?.userId != null ? await ctx.api.userById.load(booking.userId) : null;
  const validAfter = owner?.tokensValidAfter ? Date.parse(owner.tokensValidAfter) : Number.NaN;
  if (!Number.isNaN(validAfter) && check.issuedAt <= validAfter) throw refused();
  return check.guidId;
}
