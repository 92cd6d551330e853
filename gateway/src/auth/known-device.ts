/**
 * Whether this browser is a known device of the account it signs in to (auth/device-cookie.ts): its
 * device cookie names the account and was issued after the account's `tokensValidAfter`. "Sign out
 * everywhere", a password change and a password reset set that time (migration 0039), so the device
 * cookies given before them no longer spare a browser the account's growing delay; a device cookie
 * given after them (the reset's own browser, a later right password) does.
 */
import { nullOn404 } from '../api/errors.js';
import type { GatewayContext } from '../context.js';

/** The device id (the cookie's nonce) when this request comes from a known device of `email`, else null. */
export async function knownDevice(
  ctx: Pick<GatewayContext, 'api' | 'device'>,
  email: string,
): Promise<string | null> {
  const cookie = ctx.device.knownFor(email);
  if (!cookie) return null;
  // Only a browser holding a valid cookie for this very account gets here: the look-up tells nothing new.
  const account = await nullOn404(ctx.api.get('users/get-by-email.php', { email }));
  if (!account) return null;
  const validAfter = account.tokensValidAfter ? Date.parse(account.tokensValidAfter) : Number.NaN;
  // Strictly before: the reset's own browser is given its cookie in the same millisecond at the earliest.
  if (!Number.isNaN(validAfter) && cookie.issuedAt < validAfter) return null;
  return cookie.nonce;
}
