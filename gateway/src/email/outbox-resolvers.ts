/**
 * `adminEmailOutbox`: the e-mail outbox as the office sees it; `adminEmailNotices`: the changes whose
 * e-mails could not be composed (issue #36; api email-outbox/outbox.ts and notices.ts).
 */
import { NOTICE_WHAT } from '@greenleaf/shared/rules/email-outbox';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput, errorCode, gatewayError } from '../api/errors.js';

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

/** The api's refusal of a retry, on the `id` field: NOT_FOUND, or INVALID_TRANSITION (not given up). */
function onId(error: unknown): never {
  const code = errorCode(error);
  if (code === 'NOT_FOUND' || code === 'INVALID_TRANSITION') {
    throw gatewayError(code, (error as Error).message, { field: 'id' });
  }
  throw error;
}

const emailId = (id: string): number => {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) throw badInput('id', 'There is no such e-mail.');
  return n;
};

export const emailOutboxAdminMutations: MutationResolvers = {
  adminRetryEmail: async (_p, { id }, ctx) => {
    const email = await ctx.api.post('email/retry.php', { id: emailId(id) }).catch(onId);
    return { ...email, id: String(email.id) };
  },

  adminRetryEmailNotice: async (_p, { id }, ctx) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw badInput('id', 'There is no such notice.');
    const notice = await ctx.api.post('email/notice-retry.php', { id }).catch(onId);
    return { ...notice, description: NOTICE_WHAT[notice.kind] };
  },
};
