import type { Resolvers } from '../__generated__/resolvers-types.js';
import { bookingReach } from '../auth/reach.js';
import { invoiceDownloadPath } from './download.js';

/** Booking.invoices: the booking's details (auth/reach.ts `bookingReach`), so a receipt shows none. */
export const invoiceTypeResolvers: Resolvers = {
  Booking: {
    invoices: async (b, _a, ctx) => {
      if ((await bookingReach(ctx, b)) !== 'details') return [];
      const list = await ctx.api.get('invoices/list.php', { booking: b.guidId });
      return list.map((i) => ({
        id: String(i.id),
        kind: i.kind === 'invoice' ? 'INVOICE' : 'CREDIT_NOTE',
        number: i.number,
        issuedAt: i.issuedAt,
        total: i.total,
        vat: i.vat,
        downloadUrl: invoiceDownloadPath(i.id),
      }));
    },
  },
};
