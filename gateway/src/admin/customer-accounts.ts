/**
 * The office's customers (docs/product.md, "The admin area"): the list, New and Edit customer, and the
 * sign-in link. A customer is always a client with no password (they set one through the link): the
 * office never makes or changes staff accounts here, which stay the users screens' (ADMIN only).
 */
import { idempotencyOf } from '../idempotency/idempotency.js';
import { SA_PHONE_MESSAGE, isSaPhone } from '@greenleaf/shared/sa-phone';
import { nameProblem } from '@greenleaf/shared/rules/name';
import { CUSTOMERS_PAGE_MAX } from '@greenleaf/shared/rest/customers';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import { badInput, errorCode, gatewayError } from '../api/errors.js';
import type { ApiCustomerRow } from '../api/replies/users.js';
import { requiredEmail } from '../booking/validation.js';
import { recordStatus } from '../domain/status.js';
import { auditFields } from './guard.js';
import { ownReach } from '../developers/own-reach.js';
import { optionalId, requiredId } from './shared.js';
import { sendResetLink } from '../auth/reset-link.js';

const DEFAULT_PAGE = 50;
const EMAIL_TAKEN_MESSAGE = 'Another account already uses this e-mail address.';

const summary = (row: ApiCustomerRow) => ({
  id: String(row.id),
  name: row.name,
  email: row.email,
  phone: row.phone,
  status: recordStatus(row.statusId),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  bookingsCount: row.bookingsCount,
  lastVisit: row.lastVisit,
});

/** A page of the customers list as the query gives it: the total is counted when asked (AdminCustomerPage.total). */
export interface AdminCustomerPageParent {
  customers: ReturnType<typeof summary>[];
  /** Not counted with the page: AdminCustomerPage.total counts when it is asked for. */
  total: number | null;
  search: string;
  /** The `updatedSince` the page was read with, for its total. */
  changedSince: { updatedSince?: string };
  hasNextPage: boolean;
  endCursor: string | null;
}

export const customerAccountTypes: Resolvers = {
  AdminCustomerPage: {
    pageInfo: (p) => ({ hasNextPage: p.hasNextPage, endCursor: p.endCursor }),
    /** A page after a cursor counts only when the total is asked for (a count of every match). */
    total: async (p, _a, ctx) =>
      p.total ??
      (
        await ctx.api.get('customers/list.php', {
          ...(p.search ? { search: p.search } : {}),
          limit: 1,
          total: 'true',
          ...ownReach(ctx),
          ...p.changedSince,
        })
      ).total ??
      0,
  },
};

export const customerAccountQueries: QueryResolvers = {
  adminCustomers: async (
    _p,
    { search, limit, offset, after, updatedSince },
    ctx,
  ): Promise<AdminCustomerPageParent> => {
    const pageSize = limit ?? DEFAULT_PAGE;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > CUSTOMERS_PAGE_MAX) {
      throw badInput('limit', `limit must be between 1 and ${CUSTOMERS_PAGE_MAX}`);
    }
    const skip = offset ?? 0;
    if (!Number.isInteger(skip) || skip < 0) throw badInput('offset', 'offset must be at least 0');
    const text = (search ?? '').trim();
    if (text.length > 200) throw badInput('search', 'Search must be at most 200 characters');
    if (after && skip > 0) throw badInput('offset', 'Give a cursor (after) or an offset, not both');
    if (after && after.length > 200) throw badInput('after', 'Not a cursor this list gave');
    const changedSince = updatedSince ? { updatedSince: new Date(updatedSince).toISOString() } : {};
    const page = await ctx.api.get('customers/list.php', {
      ...(text ? { search: text } : {}),
      limit: pageSize,
      offset: skip,
      ...(after ? { after } : {}),
      total: 'false',
      ...ownReach(ctx),
      ...changedSince,
    });
    return {
      customers: page.rows.map(summary),
      total: page.total,
      search: text,
      changedSince,
      hasNextPage: page.hasNextPage,
      endCursor: page.endCursor,
    };
  },
};

export const customerAccountMutations: MutationResolvers = {
  adminSaveCustomer: async (_p, { input }, ctx) => {
    const id = optionalId(input.id, 'id');
    const nameIssue = nameProblem('Full Name', input.name);
    if (nameIssue) throw badInput('name', nameIssue);
    const name = input.name.trim();
    if (name.length > 200) throw badInput('name', 'Full Name must be at most 200 characters');
    const email = requiredEmail(input.email, 'email');
    const phone = (input.phone ?? '').trim();
    if (phone && !isSaPhone(phone)) throw badInput('phone', SA_PHONE_MESSAGE);
    // A create's key: "Save" sent again after a lost answer makes one customer (a change needs none).
    const { idempotencyKey, ...asked } = input;
    const idempotency = id === undefined ? idempotencyOf(ctx, idempotencyKey, asked) : {};
    try {
      const customer = await ctx.api.post('customers/save.php', {
        ...(id !== undefined ? { id } : {}),
        name,
        email,
        phone: phone || null,
        ...auditFields(ctx, id),
        ...idempotency,
      });
      return { customer };
    } catch (error) {
      if (errorCode(error) === 'EMAIL_TAKEN') {
        throw gatewayError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { field: 'email' });
      }
      if (errorCode(error) === 'NOT_FOUND') {
        throw gatewayError(
          'NOT_FOUND',
          'There is no such customer. Staff accounts are changed under Users.',
          {
            field: 'id',
          },
        );
      }
      throw error;
    }
  },

  adminSendCustomerSignInLink: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    const user = await ctx.api.userById.load(id);
    if (!user || user.role !== 'client')
      throw gatewayError('NOT_FOUND', 'There is no such customer.', { field: 'id' });
    return { email: (await sendResetLink(ctx, user.email)).email };
  },
};
