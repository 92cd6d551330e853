/**
 * A key of reach 'own' (shared/rules/api-reach.ts; docs/graphql.md, "Keys and scopes"): every read of
 * bookings and customers it may be granted (auth/reach.ts OFFICE_KEY_SCOPES, and `booking` by its id)
 * passes `ownClient` to the api, which keeps only that client's rows in the database
 * (api/src/developers/own-reach.ts). A session, or a key of reach 'all', reads as before.
 */
import type { ApiBooking } from '../api/replies/bookings.js';
import { nullOn404 } from '../api/errors.js';
import type { GatewayContext } from '../context.js';

/** `{ ownClient }` for the api's reads when the request's key is of reach 'own'; `{}` otherwise. */
export function ownReach(ctx: Pick<GatewayContext, 'apiClient'>): { ownClient?: number } {
  return ctx.apiClient?.reach === 'own' ? { ownClient: ctx.apiClient.id } : {};
}

/** The booking `guidId` when the caller reaches it (a key of reach 'own': its own only); null otherwise. */
export function bookingByGuidInReach(ctx: GatewayContext, guidId: string): Promise<ApiBooking | null> {
  const own = ownReach(ctx);
  if (own.ownClient === undefined) return ctx.api.bookingByGuid.load(guidId);
  return nullOn404(ctx.api.get('bookings/get.php', { guidId, ...own }));
}
