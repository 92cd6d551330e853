/**
 * A partner's own pages after a payment (docs/graphql.md, "Paying from a partner's site"): startPayment's
 * returnUrl and cancelUrl are taken only with a partner's key, and only under one of its client's
 * allowed return URLs (shared/rules/return-urls.ts: the same origin and port, at or under the path, no
 * user info). Anything else is BAD_USER_INPUT naming the argument, nothing is guessed or dropped.
 */
import { allowedReturnUrl } from '@greenleaf/shared/rules/return-urls';
import { badInput } from '../api/errors.js';
import type { GatewayContext } from '../context.js';

type Field = 'returnUrl' | 'cancelUrl';

function checked(ctx: Pick<GatewayContext, 'apiClient'>, field: Field, text: string): string {
  const client = ctx.apiClient;
  if (!client) {
    throw badInput(field, `Only a partner's API key may choose where the payment returns to (${field}).`);
  }
  const url = allowedReturnUrl(text, client.allowedReturnUrls);
  if (url === null) {
    throw badInput(
      field,
      client.allowedReturnUrls.length === 0
        ? `This API key has no allowed return URLs: ask the office to add yours before passing ${field}.`
        : `${field} must be under one of this API key's allowed return URLs (${client.allowedReturnUrls.join(', ')}): the same origin and port, at or under the path, with no user name.`,
    );
  }
  return url;
}

/** The partner's checked return and cancel pages for the payment form; each left out: Greenleaf's. */
export function partnerReturnUrls(
  ctx: Pick<GatewayContext, 'apiClient'>,
  args: { returnUrl?: string | null | undefined; cancelUrl?: string | null | undefined },
): { returnUrl?: string; cancelUrl?: string } {
  return {
    ...(args.returnUrl != null ? { returnUrl: checked(ctx, 'returnUrl', args.returnUrl) } : {}),
    ...(args.cancelUrl != null ? { cancelUrl: checked(ctx, 'cancelUrl', args.cancelUrl) } : {}),
  };
}
