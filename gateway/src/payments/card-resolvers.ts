/**
 * A card on file for plans (docs/product.md, "A card on file for plans"): the signed-in customer's
 * saved card, its removal (which also ends the agreement at the provider), and whether a series has
 * one. Reach: gateway/src/auth/reach.ts (the customer's own: 'holder', the session decides).
 */
import type { MutationResolvers, QueryResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import { requireUser } from '../auth/guards.js';
import { requireNumericId } from '../resolvers/ids.js';
import { isOffice } from '../auth/reach.js';
import { cancelSavedCard } from './payfast-api.js';

export const cardQueries: QueryResolvers = {
  mySavedCard: async (_p, _a, ctx) => {
    const user = requireUser(ctx);
    const { card } = await ctx.api.get('cards/get.php', { userId: user.id });
    return card ? { label: card.label, savedAt: card.savedAt } : null;
  },
};

export const cardMutations: MutationResolvers = {
  removeMySavedCard: async (_p, _a, ctx) => {
    const user = requireUser(ctx);
    const { token } = await ctx.api.forWrite().post('cards/remove.php', { userId: user.id });
    if (!token) return false;
    // Removed here first (no charge can use it any more); the provider's agreement is ended next, and
    // a provider that does not answer is logged: the card is never charged by us again either way.
    await cancelSavedCard(ctx.config, token).then(
      (ok) => {
        if (!ok) ctx.log.warn({ userId: user.id }, 'the provider did not confirm the removed card');
      },
      (err: unknown) => ctx.log.warn({ err, userId: user.id }, 'the removed card could not be cancelled'),
    );
    return true;
  },
};

/** The api's words for when a series is charged, and GraphQL's. */
const WHEN_TO_GRAPHQL = { before: 'BEFORE_VISIT', after_done: 'WHEN_DONE' } as const;
const WHEN_FROM_GRAPHQL = { BEFORE_VISIT: 'before', WHEN_DONE: 'after_done' } as const;

/** The office's choice per series; merged into the admin resolvers, behind their guard (admin/index.ts). */
export const cardOfficeMutations: MutationResolvers = {
  adminSetSeriesCardCharge: async (_p, { seriesId, when }, ctx) => {
    const id = requireNumericId(seriesId, 'seriesId');
    const series = await ctx.api
      .forWrite()
      .post('cards/charge-when.php', { seriesId: id, when: WHEN_FROM_GRAPHQL[when] });
    ctx.api.seriesById.clearAll();
    return series;
  },
};

export const cardTypeResolvers: Resolvers = {
  BookingSeries: {
    cardChargeWhen: (s) => WHEN_TO_GRAPHQL[s.cardChargeWhen],
    cardChargeHoursBefore: (_s, _a, ctx) => ctx.config.cardChargeHoursBefore,
    cardOnFile: async (s, _a, ctx) => {
      const user = ctx.session.user;
      const mayKnow = user != null && (isOffice(user) || user.id === s.userId);
      if (!mayKnow || s.userId == null) return false;
      return (await ctx.api.get('cards/get.php', { userId: s.userId })).card != null;
    },
  },
};
