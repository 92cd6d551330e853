/**
 * POPIA (docs/product.md, "Privacy (POPIA)"): the signed-in customer's consents, their data export and
 * erasure, and the office's erasure of a customer. Reach: gateway/src/auth/reach.ts (the customer's own
 * operations are 'holder': the session decides; adminEraseCustomer is the office's, and a manager
 * reaches customers only).
 */
import { MARKETING_CONSENT_WORDING } from '@greenleaf/shared/rules/consent';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput } from '../api/errors.js';
import { requireAccountInReach, requireUser } from '../auth/guards.js';
import type { GatewayContext } from '../context.js';
import { adminId } from '../admin/guard.js';
import { numericId } from '../admin/shared.js';

const consentView = (c: {
  id: number;
  purpose: string;
  wording: string;
  givenAt: string;
  withdrawnAt: string | null;
}) => ({
  id: String(c.id),
  purpose: c.purpose,
  wording: c.wording,
  givenAt: c.givenAt,
  withdrawnAt: c.withdrawnAt,
});

async function erase(ctx: GatewayContext, userId: number, by: number) {
  const { cancelled } = await ctx.api.post('privacy/erase.php', { userId, updated_by: by });
  ctx.api.userById.clear(userId);
  return { cancelledVisits: cancelled };
}

export const privacyQueries: QueryResolvers = {
  myConsents: async (_p, _a, ctx) => {
    const user = requireUser(ctx);
    return (await ctx.api.get('privacy/consents.php', { userId: user.id })).map(consentView);
  },
  myDataExport: async (_p, _a, ctx) => {
    const user = requireUser(ctx);
    return ctx.api.get('privacy/export.php', { userId: user.id });
  },
  marketingConsentWording: () => MARKETING_CONSENT_WORDING,
};

export const privacyMutations: MutationResolvers = {
  setMarketingConsent: async (_p, { given }, ctx) => {
    const user = requireUser(ctx);
    const consents = await ctx.api.post('privacy/consent.php', {
      userId: user.id,
      purpose: 'marketing',
      given,
      wording: MARKETING_CONSENT_WORDING,
    });
    return consents.map(consentView);
  },
  eraseMyAccount: async (_p, _a, ctx) => {
    const user = requireUser(ctx);
    const erased = await erase(ctx, user.id, user.id);
    await ctx.session.signOut();
    return erased;
  },
};

/** The office's erasure, behind the admin guard (gateway/src/admin/index.ts). */
export const privacyAdminMutations: MutationResolvers = {
  adminEraseCustomer: async (_p, { id }, ctx) => {
    const userId = numericId(id.trim());
    const account = userId === null ? null : await ctx.api.userById.load(userId);
    if (userId === null || !account) throw badInput('id', 'No such customer.');
    requireAccountInReach(ctx, account);
    return erase(ctx, userId, adminId(ctx));
  },
};
