/**
 * A password reset's link, owed from the token's own transaction: the gateway makes the token, seals a
 * copy into the notice that owes its e-mail (auth/reset-link-seal.ts), and the api stores the token's
 * hash and the notice together (users/create-reset-token.php). A gateway that stops before the e-mail
 * is composed leaves it to any replica's notice job (email/notices.ts).
 */
import type { GatewayContext } from '../context.js';
import { askNotice, sendNotice } from '../email/notices.js';
import { newResetToken, sealResetToken } from './reset-link-seal.js';

/** Makes `email`'s reset link and composes its e-mail; answers whose it is. NOT_FOUND for no account. */
export async function sendResetLink(
  ctx: GatewayContext,
  email: string,
): Promise<{ name: string; email: string }> {
  const token = newResetToken();
  const notice = askNotice({ sealed: sealResetToken(ctx.config.manageLinkSecret, token) });
  const reset = await ctx.api.post('users/create-reset-token.php', { email, token, notice });
  await sendNotice(ctx, notice);
  return { name: reset.name, email: reset.email };
}
