/**
 * Money (docs/product.md, "Statements", "VAT in the price"): the VAT a quote's or a booking's price
 * includes, shown only when the business is VAT-registered (BUSINESS_VAT_NUMBER), computed by the one
 * rule (shared/src/rules/vat.ts); and a customer's statement, for the customer (myStatement) and the
 * office (adminCustomerStatement, behind the admin guard: gateway/src/admin/index.ts). Reach:
 * gateway/src/auth/reach.ts.
 */
import { vatIncluded } from '@greenleaf/shared/rules/vat';
import { CURRENCY } from '@greenleaf/shared/format/money';
import type { QueryResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import type { ApiStatement } from '../api/replies/money.js';
import { badInput } from '../api/errors.js';
import { requireAccountInReach, requireUser } from '../auth/guards.js';
import type { GatewayContext } from '../context.js';
import { numericId } from '../admin/shared.js';

/** The VAT in a VAT-inclusive rand price, or null when the business is not VAT-registered. */
const vatOf = (ctx: GatewayContext, price: number): number | null =>
  ctx.config.vatRegistered ? vatIncluded(price) : null;

export const moneyTypeResolvers: Resolvers = {
  Quote: { vatIncluded: (q, _a, ctx) => vatOf(ctx, q.total) },
  Booking: { vatIncluded: (b, _a, ctx) => vatOf(ctx, b.totalPrice), currency: () => CURRENCY },
};

/** The api's statement as the schema's (the api's words for the enums: resolvers/enum-values.ts). */
function statementView(s: ApiStatement) {
  return {
    ...s,
    entries: s.entries.map((e) => ({
      kind: e.kind,
      at: e.at,
      reference: e.reference,
      method: e.method === null ? null : (e.method as 'payfast' | 'card' | 'eft' | 'cash'),
      bookingReference: e.bookingGuid,
      amount: e.amount,
      balance: e.balance,
    })),
  };
}

const statementOf = async (ctx: GatewayContext, userId: number) =>
  statementView(await ctx.api.get('money/statement.php', { userId }));

export const moneyQueries: QueryResolvers = {
  myStatement: async (_p, _a, ctx) => statementOf(ctx, requireUser(ctx).id),
};

/** The office's reading of a customer's statement (a manager reaches customers only). */
export const moneyAdminQueries: QueryResolvers = {
  adminCustomerStatement: async (_p, { customerId }, ctx) => {
    const userId = numericId(customerId.trim());
    const account = userId === null ? null : await ctx.api.userById.load(userId);
    if (userId === null || !account) throw badInput('customerId', 'No such customer.');
    requireAccountInReach(ctx, account);
    return statementOf(ctx, userId);
  },
};
