/**
 * The area waitlist (docs/product.md "Where we work"): `joinAreaWaitlist` (public: a visitor whose
 * suburb we do not serve yet leaves an e-mail) and `adminAreaWaitlist` (the office's list, shown on
 * its service areas page). The api keeps one entry per e-mail and suburb and counts a day's requests
 * per client address.
 */
import { SaveAreaWaitlistBody } from '@greenleaf/shared/rest/area-waitlist';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput, errorCode, gatewayError } from '../api/errors.js';

const waitlistLimitMessage = (officePhone: string): string =>
  `We already have several requests from you today. Please call us on ${officePhone} to ask about your area.`;

export const areaWaitlistPublicMutations: MutationResolvers = {
  joinAreaWaitlist: async (_p, { input }, ctx) => {
    const parsed = SaveAreaWaitlistBody.safeParse({ email: input.email, suburb: input.suburb });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = String(issue.path[0] ?? 'email');
      throw badInput(field, field === 'suburb' ? 'Enter your suburb' : issue.message);
    }
    try {
      await ctx.api.post('area-waitlist/save.php', { ...parsed.data, clientIp: ctx.ip });
    } catch (error) {
      if (errorCode(error) === 'RATE_LIMITED')
        throw gatewayError('RATE_LIMITED', waitlistLimitMessage(ctx.config.officePhone));
      throw error;
    }
    return true;
  },
};

export const areaWaitlistAdminQueries: QueryResolvers = {
  adminAreaWaitlist: async (_p, _a, ctx) =>
    (await ctx.api.get('area-waitlist/list.php')).map((entry) => ({ ...entry, id: String(entry.id) })),
};
