/**
 * `adminEmailOutbox`: the e-mail outbox as the office sees it; `adminEmailNotices`: the changes whose
 * e-mails could not be composed (issue #36; api email-outbox/outbox.ts and notices.ts).
 */
import { NOTICE_WHAT } from '@greenleaf/shared/rules/email-outbox';
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

  adminEmailNotices: async (_p, { first }, ctx) => {
    const size = first ?? 10;
    if (!Number.isInteger(size) || size < 1 || size > 50) throw badInput('first', 'Ask for 1 to 50 notices');
    const reply = await ctx.api.get('email/notices.php', { first: size });
    return { ...reply, nodes: reply.nodes.map((n) => ({ ...n, description: NOTICE_WHAT[n.kind] })) };
  },
};
