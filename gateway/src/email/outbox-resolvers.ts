/** `adminEmailOutbox`: the e-mail outbox as the office sees it (issue #36; email-outbox/outbox.ts). */
import type { QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput } from '../api/errors.js';

export const emailOutboxAdminQueries: QueryResolvers = {
  adminEmailOutbox: async (_p, { state, first }, ctx) => {
    const size = first ?? 20;
    if (!Number.isInteger(size) || size < 1 || size > 200)
      throw badInput('first', 'Ask for 1 to 200 e-mails');
    const reply = await ctx.api.get('email/list.php', { first: size, ...(state ? { state } : {}) });
    return { ...reply, nodes: reply.nodes.map((n) => ({ ...n, id: String(n.id) })) };
  },
};
